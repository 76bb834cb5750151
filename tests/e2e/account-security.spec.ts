import { expect, type Page, test } from "@playwright/test";
import { authenticator } from "otplib";
import { readMailDir } from "../support/smtp-receiver";
import { expectNoAxeViolations } from "./fixtures";

const MAIL_DIR = process.env.E2E_MAIL_DIR ?? "";

// Each of these walks a whole account flow with screenshots and axe checks at several steps.
test.slow();

/** The first link to this site in the newest e-mail to `to` with `subject`, once it arrives. */
async function linkInMail(to: string, subject: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const mail = readMailDir(MAIL_DIR)
          .filter((m) => m.to.includes(to) && m.subject === subject)
          .at(-1);
        link = /https?:\/\/\S+?(\/admin\/\S+)/.exec(mail?.text ?? "")?.[1];
        return link;
      },
      { timeout: 15_000 },
    )
    .toBeDefined();
  return link ?? "";
}

async function snap(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `tests/screenshots/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("a forgotten password is reset through the e-mailed link, which works once", async ({
  page,
  request,
  browser,
}) => {
  const who = { email: "reset-me@example.com", password: "before-reset-1" };
  expect((await request.post("/__test/users", { data: { ...who, role: "admin" } })).ok()).toBe(
    true,
  );
  // A device signed in before the reset.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto("/admin");
  await otherPage.getByLabel("Email").fill(who.email);
  await otherPage.getByLabel("Password").fill(who.password);
  await otherPage.getByRole("button", { name: "Sign In" }).click();
  await expect(otherPage.getByRole("heading", { name: "Content Management" })).toBeVisible();

  await page.goto("/admin");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL("/admin/forgot-password");
  await expect(page.getByRole("heading", { level: 1, name: "Forgot password" })).toBeVisible();
  await expectNoAxeViolations(page);
  await snap(page, "account-forgot-password");
  await page.getByLabel("Email").fill(who.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "If an account exists for that address, we sent a link to reset its password.",
  );
  await snap(page, "account-reset-sent");

  const link = await linkInMail(who.email, "Reset your password for Addis Investment Group");
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Reset password" })).toBeVisible();
  await page.getByLabel("New password").fill("after-reset-1");
  await page.getByLabel("Confirm password").fill("after-reset-2");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await expectNoAxeViolations(page);
  await snap(page, "account-reset-password");
  await page.getByLabel("New password").fill("after-reset-1");
  await page.getByLabel("Confirm password").fill("after-reset-1");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page).toHaveURL("/admin?reset=done");
  await expect(page.getByRole("status")).toContainText("Your password has been reset");

  // The other device was signed out.
  await otherPage.reload();
  await expect(otherPage.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  await other.close();

  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Password").fill("after-reset-1");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { name: "Content Management" })).toBeVisible();

  // The link worked once.
  await page.goto(link);
  await expect(page.getByRole("alert")).toHaveText(
    "This link to reset your password has expired or has already been used.",
  );
  await snap(page, "account-reset-used");
});

async function signInAs(page: Page, email: string, password: string) {
  await page.goto("/admin");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

test("two-factor: set up with the QR code, then sign-in asks for the code", async ({
  page,
  request,
}) => {
  const who = { email: "two-factor@example.com", password: "two-factor-1" };
  expect((await request.post("/__test/users", { data: { ...who, role: "admin" } })).ok()).toBe(
    true,
  );
  await signInAs(page, who.email, who.password);
  await expect(page.getByRole("heading", { name: "Content Management" })).toBeVisible();
  await page.goto("/admin/account");
  await page.getByRole("button", { name: "Set up two-factor authentication" }).click();
  await page.getByLabel("Confirm your password").fill(who.password);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  await expectNoAxeViolations(page);
  await snap(page, "account-two-factor-setup");
  const key =
    (await page
      .getByText("Setup key", { exact: true })
      .locator("xpath=following-sibling::p[1]")
      .textContent()) ?? "";
  const secret = key.replaceAll(" ", "");
  await page.getByLabel("Authentication code").fill(authenticator.generate(secret));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { name: "Recovery codes" })).toBeVisible();
  await expect(
    page.getByRole("listitem").filter({ hasText: /^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/ }),
  ).toHaveCount(10);
  await expect(page.getByRole("link", { name: "Download" })).toHaveAttribute(
    "download",
    "recovery-codes.txt",
  );
  await snap(page, "account-two-factor-recovery");

  // A new sign-in: the password, then the code.
  await page.context().clearCookies();
  await signInAs(page, who.email, who.password);
  await expect(page).toHaveURL("/admin/two-factor");
  await expect(page.getByLabel("Authentication code")).toBeFocused();
  await page.getByLabel("Authentication code").fill("000000");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("That code is not correct.")).toBeVisible();
  await expectNoAxeViolations(page);
  await snap(page, "account-two-factor-code");
  await page.getByLabel("Authentication code").fill(authenticator.generate(secret));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { name: "Content Management" })).toBeVisible();
});

test("an owner's invitation sets a password and opens the dashboard", async ({ page, request }) => {
  const owner = { email: "inviting-owner@example.com", password: "inviting-1" };
  expect((await request.post("/__test/users", { data: { ...owner, role: "owner" } })).ok()).toBe(
    true,
  );
  await signInAs(page, owner.email, owner.password);
  await expect(page.getByRole("heading", { name: "Content Management" })).toBeVisible();
  await page.goto("/admin/team");
  await page.getByLabel("Email address").fill("invited@example.com");
  await page.getByLabel("Role", { exact: true }).selectOption("admin");
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByRole("status")).toHaveText("Invitation sent.");
  await expect(page.getByRole("button", { name: "Revoke: invited@example.com" })).toBeVisible();
  await expectNoAxeViolations(page);
  await snap(page, "account-invitations");

  const link = await linkInMail("invited@example.com", "You are invited to Addis Investment Group");
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Set your password" })).toBeVisible();
  await expectNoAxeViolations(page);
  await snap(page, "account-invitation-accept");
  await page.getByLabel("Password", { exact: true }).fill("invited-1");
  await page.getByLabel("Confirm password").fill("invited-1");
  await page.getByRole("button", { name: "Set Password" }).click();
  await expect(page.getByRole("heading", { name: "Content Management" })).toBeVisible();
  // The link worked once.
  await page.goto(link);
  await expect(page.getByRole("alert")).toContainText("This invitation has expired");
});
