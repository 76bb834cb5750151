import { expect, test } from "@playwright/test";
import { newAccount, setUpTwoFactor, signInAs, snap } from "./accounts";
import { expectNoAxeViolations } from "./fixtures";

// The requirement holds for every account on the server: this file has a server of its own
// (playwright.config.ts), and turns it off again at its end.
test.slow();

test("owners can require two-factor for all staff: a member without it must set it up first", async ({
  page,
  browser,
  request,
}) => {
  const owner = { email: "requiring-owner@example.com", password: "requiring-1" };
  const member = { email: "required-member@example.com", password: "required-1" };
  await newAccount(request, owner, "owner");
  await newAccount(request, member, "admin");
  await signInAs(page, owner.email, owner.password);
  await expect(page.getByRole("heading", { name: "Content Management" })).toBeVisible();

  // An owner without two-factor cannot require it.
  await page.goto("/admin/team");
  const requirement = page.getByLabel("Require two-factor authentication for all staff");
  await requirement.check();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Set up two-factor authentication for your own account first.",
  );

  await setUpTwoFactor(page, owner.password);
  await page.goto("/admin/team");
  await requirement.check();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(
    page.getByRole("region", { name: "Two-factor authentication" }).getByRole("status"),
  ).toHaveText("Saved.");
  await page.reload();
  await expect(requirement).toBeChecked();

  // The member signs in and is sent to set it up; nothing else opens until then.
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await signInAs(memberPage, member.email, member.password);
  await expect(memberPage).toHaveURL("/admin/account#two-factor");
  await expect(
    memberPage.getByText(
      "The owners require two-factor authentication for all staff. Set it up to continue.",
    ),
  ).toBeVisible();
  await expectNoAxeViolations(memberPage);
  await snap(memberPage, "account-two-factor-required");
  await memberPage.goto("/admin/videos");
  await expect(memberPage).toHaveURL("/admin/account#two-factor");
  const blocked = await memberPage.request.get("/admin/articles/new");
  expect(new URL(blocked.url()).pathname).toBe("/admin/account");

  await setUpTwoFactor(memberPage, member.password);
  await memberPage.goto("/admin/videos");
  await expect(memberPage).toHaveURL("/admin/videos");
  await expect(memberPage.getByRole("link", { name: "Add Video" })).toBeVisible();
  await memberContext.close();

  // Off again, for whatever runs after.
  await page.goto("/admin/team");
  await requirement.uncheck();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(
    page.getByRole("region", { name: "Two-factor authentication" }).getByRole("status"),
  ).toHaveText("Saved.");
});
