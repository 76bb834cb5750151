import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { authenticator } from "otplib";
import {
  linkInMail,
  mailsTo,
  newAccount,
  sendCode,
  setUpTwoFactor,
  signedIn,
  signInAs,
  snap,
} from "./accounts";
import { expectNoAxeViolations, hydrated } from "./fixtures";

// Each of these walks a whole account flow with screenshots and axe checks at several steps.
test.slow();

test("a forgotten password is reset through the e-mailed link, which works once", async ({
  page,
  request,
  browser,
}) => {
  const who = { email: "reset-me@example.com", password: "before-reset-1" };
  await newAccount(request, who, "admin");
  // A device signed in before the reset.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto("/admin");
  await otherPage.getByLabel("Email").fill(who.email);
  await otherPage.getByLabel("Password").fill(who.password);
  await otherPage.getByRole("button", { name: "Sign In" }).click();
  await expect(otherPage.getByRole("heading", { name: "Content Management" })).toBeVisible();

  // An unknown address gets the same answer, and no e-mail.
  await page.goto("/admin/forgot-password");
  await page.getByLabel("Email").fill("nobody-here@example.com");
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "If an account exists for that address, we sent a link to reset its password.",
  );

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
  // This browser is new to the account (the other one signed in first): the account is told.
  await expect
    .poll(() => mailsTo(who.email, "New sign-in to your account").length, { timeout: 15_000 })
    .toBe(1);
  expect(
    mailsTo("nobody-here@example.com", "Reset your password for Addis Investment Group"),
  ).toEqual([]);

  // The link worked once.
  await page.goto(link);
  await expect(page.getByRole("alert")).toHaveText(
    "This link to reset your password has expired or has already been used.",
  );
  await snap(page, "account-reset-used");
});

test("two-factor: set up with the QR code, then sign-in asks for the code; a recovery code works once; five wrong codes lock", async ({
  page,
  request,
}) => {
  const who = { email: "two-factor@example.com", password: "two-factor-1" };
  await newAccount(request, who, "admin");
  await signInAs(page, who.email, who.password);
  await expect(page.getByRole("heading", { name: "Content Management" })).toBeVisible();
  const { secret, recoveryCodes } = await setUpTwoFactor(page, who.password, {
    qrCode: async () => {
      await expectNoAxeViolations(page);
      await snap(page, "account-two-factor-setup");
    },
    recoveryCodes: async () => {
      // 'Download' saves a text file holding the ten codes shown.
      const shown = (
        await page
          .getByRole("listitem")
          .filter({ hasText: /^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/ })
          .allTextContents()
      ).map((c) => c.trim());
      expect(shown).toHaveLength(10);
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: "Download" }).click(),
      ]);
      expect(download.suggestedFilename()).toBe("recovery-codes.txt");
      const saved = await readFile(await download.path(), "utf8");
      const codes = saved.match(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/gm) ?? [];
      expect(codes).toEqual(shown);
      await snap(page, "account-two-factor-recovery");
    },
  });
  expect(new Set(recoveryCodes).size).toBe(10);

  // A new sign-in: the password, then the code.
  await page.context().clearCookies();
  await signInAs(page, who.email, who.password);
  await expect(page).toHaveURL("/admin/two-factor");
  await expect(page.getByLabel("Authentication code")).toBeFocused();
  await sendCode(page, "000000");
  await expect(page.getByText("That code is not correct.")).toBeVisible();
  await expectNoAxeViolations(page);
  await snap(page, "account-two-factor-code");
  await sendCode(page, authenticator.generate(secret));
  await expect(page.getByRole("heading", { name: "Content Management" })).toBeVisible();

  // A recovery code in place of the code, once.
  const recovery = recoveryCodes[0] ?? "";
  await page.context().clearCookies();
  await signInAs(page, who.email, who.password);
  await expect(page).toHaveURL("/admin/two-factor");
  await sendCode(page, recovery);
  await expect(page.getByRole("heading", { name: "Content Management" })).toBeVisible();
  await page.context().clearCookies();
  await signInAs(page, who.email, who.password);
  await expect(page).toHaveURL("/admin/two-factor");
  await sendCode(page, recovery);
  await expect(page.getByText("That code is not correct.")).toBeVisible();

  // Five wrong in a row (the used recovery code was the first): even the right code is refused.
  for (let wrong = 2; wrong <= 5; wrong++) await sendCode(page, "000000");
  await sendCode(page, authenticator.generate(secret));
  await expect(
    page.getByText("Too many wrong codes. Try again in 15 minutes.", { exact: true }),
  ).toBeVisible();
  await expect(page).toHaveURL("/admin/two-factor");
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
});

test("a sensitive change asks for the password when the sign-in is over ten minutes old", async ({
  page,
  request,
}) => {
  const owner = { email: "recent-owner@example.com", password: "recent-owner-1" };
  const colleague = { email: "recent-colleague@example.com", password: "recent-colleague-1" };
  await newAccount(request, owner, "owner");
  await newAccount(request, colleague, "admin");
  await signInAs(page, owner.email, owner.password);
  await expect(page.getByRole("heading", { name: "Content Management" })).toBeVisible();
  expect(
    (
      await request.post("/__test/backdate", {
        data: { email: owner.email, sessionMinutes: 11 },
      })
    ).ok(),
  ).toBe(true);

  await page.goto("/admin/team");
  await hydrated(page);
  const row = page.getByRole("listitem").filter({ hasText: colleague.email });
  const badge = row.getByRole("paragraph").filter({ hasText: "Joined" });
  const role = row.getByRole("combobox", { name: `Role for ${colleague.email}`, exact: true });
  const change = row.getByRole("button", { name: `Change role: ${colleague.email}`, exact: true });
  await expect(role).toHaveValue("admin");
  await role.selectOption("owner");
  await change.click();
  await expect(page.getByRole("heading", { name: "Confirm it is you" })).toBeVisible();
  await expect(page.getByLabel("Confirm your password")).toBeFocused();
  await page.getByLabel("Confirm your password").fill("not-the-password");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("The password is not correct.")).toBeVisible();
  await expectNoAxeViolations(page);
  await snap(page, "account-recent-sign-in");
  await page.getByLabel("Confirm your password").fill(owner.password);
  await page.getByRole("button", { name: "Continue" }).click();
  // The change went through, and the next one is not asked for again.
  await expect(badge).toContainText("Owner");
  await expect(page.getByRole("heading", { name: "Confirm it is you" })).toHaveCount(0);
  await expect(role).toHaveValue("owner");
  await role.selectOption("admin");
  await change.click();
  await expect(badge).toContainText("Admin");
  await expect(role).toHaveValue("admin");
  await expect(page.getByRole("heading", { name: "Confirm it is you" })).toHaveCount(0);
});

test("an admin approves a waiting account as Editor or Author only; an owner's invitation starts at Author and says what each role does", async ({
  page,
  request,
}) => {
  const admin = { email: "approving-admin@example.com", password: "approving-admin-1" };
  const owner = { email: "roles-owner@example.com", password: "roles-owner-1" };
  const waiting = { email: "waiting-approval@example.com", password: "waiting-1" };
  await newAccount(request, admin, "admin");
  await newAccount(request, owner, "owner");
  const pending = await request.post("/__test/users", { data: { ...waiting, role: "pending" } });
  expect(pending.ok()).toBe(true);

  await signedIn(page, admin, "/admin/team");
  await hydrated(page);
  const row = page.getByRole("listitem").filter({ hasText: waiting.email });
  const role = row.getByRole("combobox", { name: `Role for ${waiting.email}`, exact: true });
  // The least role first; an admin gives Editor and Author only.
  await expect(role).toHaveValue("author");
  await expect(role.locator("option")).toHaveText(["Editor", "Author"]);
  await expect(page.getByRole("heading", { name: "Invite someone" })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await role.selectOption("editor");
  await row.getByRole("button", { name: `Approve: ${waiting.email}` }).click();
  await expect(row.getByRole("button", { name: `Change role: ${waiting.email}` })).toBeVisible();
  await expect(row.getByRole("paragraph").filter({ hasText: "Joined" })).toContainText("Editor");

  // An owner's invitation: Author unless another is chosen, and what each role does.
  await page.context().clearCookies();
  await signedIn(page, owner, "/admin/team");
  const invite = page.getByRole("region", { name: "Invite someone" });
  const inviteRole = invite.getByRole("combobox", { name: "Role", exact: true });
  await expect(inviteRole).toHaveValue("author");
  await expect(inviteRole.locator("option")).toHaveText(["Owner", "Admin", "Editor", "Author"]);
  await expect(inviteRole).toHaveAccessibleDescription(
    "Authors write articles and videos and submit them for review; Editors also edit, publish and review all content; Admins also run the site, messages, applications and the team's editors and authors; Owners do everything, including admins, owners and invitations.",
  );
  await expectNoAxeViolations(page);
});

test("an owner's invitation sets a password and opens the dashboard", async ({ page, request }) => {
  const owner = { email: "inviting-owner@example.com", password: "inviting-1" };
  await newAccount(request, owner, "owner");
  await signInAs(page, owner.email, owner.password);
  await expect(page.getByRole("heading", { name: "Content Management" })).toBeVisible();
  await page.goto("/admin/team");
  await page.getByLabel("Email address").fill("invited@example.com");
  await page.getByLabel("Role", { exact: true }).selectOption("admin");
  await page.getByRole("button", { name: "Send invitation" }).click();
  const invite = page.getByRole("region", { name: "Invite someone" });
  await expect(invite.getByRole("status").first()).toHaveText("Invitation sent.");
  await expect(page.getByRole("button", { name: "Revoke: invited@example.com" })).toBeVisible();

  // Two more: one revoked, one left to expire.
  for (const email of ["revoked@example.com", "expiring@example.com"]) {
    await page.getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Send invitation" }).click();
    await expect(page.getByRole("button", { name: `Revoke: ${email}` })).toBeVisible();
  }
  const revokedLink = await linkInMail(
    "revoked@example.com",
    "You are invited to Addis Investment Group",
  );
  const expiredLink = await linkInMail(
    "expiring@example.com",
    "You are invited to Addis Investment Group",
  );
  await page.getByRole("button", { name: "Revoke: revoked@example.com" }).click();
  await expect(invite.getByRole("status").first()).toHaveText("Invitation revoked.");
  await expect(page.getByText("revoked@example.com")).toHaveCount(0);
  expect(
    (
      await request.post("/__test/backdate", {
        data: { email: "expiring@example.com", expireInvitation: true },
      })
    ).ok(),
  ).toBe(true);
  await page.reload();
  await expect(
    page.getByRole("listitem").filter({ hasText: "expiring@example.com" }),
  ).toContainText("Expired");
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
  // The link worked once; revoked and expired links open nothing.
  for (const used of [link, revokedLink, expiredLink]) {
    await page.goto(used);
    await expect(page.getByRole("alert")).toContainText("This invitation has expired");
    await expect(page.getByLabel("Password", { exact: true })).toHaveCount(0);
  }
});
