import { expect, test } from "@playwright/test";
import { snap } from "./accounts";
import { expectNoAxeViolations } from "./fixtures";

/*
 * A new install as `npm start` leaves it: no account yet and no e-mail set up (SMTP_URL unset).
 * The login leads to the owner's sign-up, and an invitation is a link the owner passes on.
 */

const OWNER = { email: "first.owner@example.com", password: "first-owner-1" };
const COLLEAGUE = { email: "new.colleague@example.com", password: "colleague-1" };

// Two accounts, two browsers, an axe scan and full-page screenshots at two widths: the whole
// first day of a new install in one test, which takes up to about 35 s on a busy 2-core machine.
test.slow();

test("the first visit makes the owner, who invites a colleague by a copied link", async ({
  page,
  browser,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
  await expectNoAxeViolations(page);
  await snap(page, "first-run-login");
  await page.getByRole("link", { name: "Create the owner account" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Create an admin account" }),
  ).toBeVisible();
  await page.getByLabel("Email").fill(OWNER.email);
  await page.getByLabel("Password", { exact: true }).fill(OWNER.password);
  await page.getByLabel("Confirm Password").fill(OWNER.password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("heading", { name: "Account Created!" })).toBeVisible();
  await page.getByRole("link", { name: "Go to Login" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
  // An account exists now: the login offers the ordinary sign-up only.
  await expect(page.getByRole("link", { name: "Create an account" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Create the owner account" })).toHaveCount(0);
  await page.getByLabel("Email").fill(OWNER.email);
  await page.getByLabel("Password").fill(OWNER.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { name: "Content Management" })).toBeVisible();

  // Pages holds the Privacy Policy and Terms of Service from the start, marked as the template.
  await page.getByRole("tab", { name: "Pages" }).click();
  for (const [title, address] of [
    ["Privacy Policy", "/privacy"],
    ["Terms of Service", "/terms"],
  ] as const) {
    const row = page.getByRole("listitem").filter({ hasText: title });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Template");
    await expect(row).toContainText(address);
  }
  await expect(page.getByText("No pages yet")).toHaveCount(0);
  await snap(page, "first-run-pages");

  await page.getByRole("tab", { name: "Team" }).click();
  await expect(page.getByRole("heading", { name: "Invite someone" })).toBeVisible();
  await expect(page.getByText("invitations are not e-mailed")).toBeVisible();
  await page.getByLabel("Email address").fill(COLLEAGUE.email);
  await page.getByRole("button", { name: "Invite", exact: true }).click();
  const invite = page.getByRole("region", { name: "Invite someone" });
  await expect(invite.getByRole("status").first()).toHaveText(
    "Invitation made. It was not e-mailed (e-mail is not set up on this server): send them the link below.",
  );
  const field = page.getByLabel("Invitation link");
  await expect(field).toHaveValue(/\/admin\/invitation\/[A-Za-z0-9_-]{43}$/);
  const link = await field.inputValue();
  await page.getByRole("button", { name: "Copy link" }).click();
  await expect(page.getByText("Copied.")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expect(page.getByRole("button", { name: `New link: ${COLLEAGUE.email}` })).toBeVisible();
  await expectNoAxeViolations(page);
  await snap(page, "team-invitation-link");

  // The colleague, in a browser of their own, opens the link and joins.
  const theirs = await browser.newPage();
  await theirs.goto(link.replace(/^https?:\/\/[^/]+/, test.info().project.use.baseURL ?? ""));
  await expect(theirs.getByRole("heading", { level: 1, name: "Set your password" })).toBeVisible();
  await theirs.getByLabel("Password", { exact: true }).fill(COLLEAGUE.password);
  await theirs.getByLabel("Confirm password").fill(COLLEAGUE.password);
  await theirs.getByRole("button", { name: "Set Password" }).click();
  await expect(theirs.getByRole("heading", { name: "Content Management" })).toBeVisible();
  await theirs.close();

  await page.reload();
  await expect(page.getByRole("button", { name: `New link: ${COLLEAGUE.email}` })).toHaveCount(0);
});

test("without e-mail, 'Forgot password' shows the command that sets a new password, readable by keyboard", async ({
  page,
}) => {
  await page.goto("/admin/forgot-password");
  await expect(page.getByRole("heading", { level: 1, name: "Forgot password" })).toBeVisible();
  const command = page.getByText("npm run admin -- reset-password --email <address>");
  await expect(command).toBeVisible();
  // Nothing in it scrolls sideways (axe: a scrolling box a keyboard cannot reach), at any width.
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoAxeViolations(page);
    expect(await command.evaluate((code) => code.parentElement?.scrollWidth)).toBe(
      await command.evaluate((code) => code.parentElement?.clientWidth),
    );
  }
});
