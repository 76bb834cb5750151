import { type Browser, expect, type Page, test } from "@playwright/test";
import { photograph } from "./accounts";
import { expectNoAxeViolations, hydrated } from "./fixtures";

// One data folder for the whole run: the first account created here becomes the owner.
test.describe.configure({ mode: "serial" });

const OWNER = { email: "owner@example.com", password: "owner-pass-1" };
const EDITOR = { email: "editor@example.com", password: "editor-pass-1" };
const VISITOR = { email: "visitor@example.com", password: "visitor-pass-1" };

async function signUp(page: Page, email: string, password: string, confirm = password) {
  await page.goto("/admin/signup");
  await hydrated(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm Password").fill(confirm);
  await page.getByRole("button", { name: "Create Account" }).click();
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/admin");
  await hydrated(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeHidden();
}

async function newPage(browser: Browser, width = 1280) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  return context.newPage();
}

test("sign-up checks the passwords with the specification's messages", async ({ page }) => {
  await signUp(page, OWNER.email, OWNER.password, "something-else");
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(OWNER.email);
  await signUp(page, OWNER.email, "12345");
  await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/admin");
});

test("the first account is created as the owner and signs in to the dashboard", async ({
  page,
}) => {
  await signUp(page, OWNER.email, OWNER.password);
  await expect(page.getByRole("heading", { name: "Account Created!" })).toBeVisible();
  await expect(page.getByText("Your admin account has been created successfully.")).toBeVisible();
  await photograph(page, "admin-signup-success-1280");
  await page.getByRole("link", { name: "Go to Login" }).click();
  await expect(page).toHaveURL("/admin");

  await page.getByLabel("Email").fill(OWNER.email);
  await page.getByLabel("Password").fill("wrong-password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password");

  await signIn(page, OWNER.email, OWNER.password);
  await expect(page.getByRole("heading", { level: 1, name: "Content Management" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign Out" })).toBeVisible();
  await page.getByRole("tab", { name: "Team" }).click();
  await expect(page.locator("#team-heading + p + ul li")).toHaveText([
    /^owner@example\.com\s*\(you\)\s*Owner\s*Joined \w+ \d{1,2}, \d{4}$/,
  ]);
  await expectNoAxeViolations(page);
  await photograph(page, "admin-dashboard-1280", { fullPage: true });
});

test("a later sign-up waits for approval, sees only the notice, and gets in once approved", async ({
  browser,
}) => {
  const editor = await newPage(browser, 375);
  await signUp(editor, EDITOR.email, EDITOR.password);
  await expect(
    editor.getByText("An administrator must approve your account before you can manage content."),
  ).toBeVisible();
  await signIn(editor, EDITOR.email, EDITOR.password);
  await expect(
    editor.getByText("Your account is awaiting approval by an administrator."),
  ).toBeVisible();
  await expect(editor.getByText("Content Management")).toHaveCount(0);
  await expectNoAxeViolations(editor);
  await photograph(editor, "admin-pending-375", { fullPage: true });

  const owner = await newPage(browser);
  await signIn(owner, OWNER.email, OWNER.password);
  await owner.goto("/admin/team");
  const row = owner.locator("li", { hasText: EDITOR.email });
  await expect(row).toContainText("Pending approval");
  // Approving gives a role: Author unless another is chosen.
  const role = row.getByRole("combobox", { name: `Role for ${EDITOR.email}`, exact: true });
  await expect(role).toHaveValue("author");
  await role.selectOption("admin");
  await row.getByRole("button", { name: `Approve: ${EDITOR.email}` }).click();
  await expect(row.getByRole("button", { name: `Change role: ${EDITOR.email}` })).toBeVisible();
  await expect(role).toHaveValue("admin");

  await editor.reload();
  await expect(editor.getByRole("heading", { level: 1, name: "Content Management" })).toBeVisible();
  await photograph(editor, "admin-dashboard-375", { fullPage: true });
  await editor.getByRole("button", { name: "Sign Out" }).click();
  await expect(editor.getByRole("heading", { name: "Admin Login" })).toBeVisible();
});

test("removing an account asks first; Cancel keeps it", async ({ browser }) => {
  const visitor = await newPage(browser);
  await signUp(visitor, VISITOR.email, VISITOR.password);
  const owner = await newPage(browser);
  await signIn(owner, OWNER.email, OWNER.password);
  await owner.goto("/admin/team");
  await hydrated(owner);
  const row = owner.locator("li", { hasText: VISITOR.email });
  await row.getByRole("button", { name: `Remove: ${VISITOR.email}` }).click();
  const dialog = owner.getByRole("dialog", { name: "Remove account" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`Are you sure you want to remove ${VISITOR.email}?`);
  await expectNoAxeViolations(owner);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toBeVisible();

  await row.getByRole("button", { name: `Remove: ${VISITOR.email}` }).click();
  await owner.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await row.getByRole("button", { name: `Remove: ${VISITOR.email}` }).click();
  await dialog.getByRole("button", { name: "Remove" }).click();
  await expect(owner.locator("li", { hasText: VISITOR.email })).toHaveCount(0);
});

test("the account page lists sessions, and a password change signs out the other devices", async ({
  browser,
}) => {
  const phone = await newPage(browser, 375);
  await signIn(phone, OWNER.email, OWNER.password);
  const laptop = await newPage(browser);
  await signIn(laptop, OWNER.email, OWNER.password);
  await laptop.goto("/admin/account");
  await expect(laptop.getByRole("heading", { name: "Active sessions" })).toBeVisible();
  await expect(laptop.getByText("This device")).toHaveCount(1);
  await expectNoAxeViolations(laptop);
  await photograph(laptop, "admin-account-1280", { fullPage: true });

  await laptop.getByLabel("Current password").fill(OWNER.password);
  await laptop.getByLabel("New password").fill("owner-pass-2");
  await laptop.getByRole("button", { name: "Change password" }).click();
  await expect(laptop.getByRole("status")).toContainText("Your password has been changed.");
  OWNER.password = "owner-pass-2";

  await phone.reload();
  await expect(phone.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  await laptop.goto("/admin");
  await expect(laptop.getByRole("heading", { level: 1, name: "Content Management" })).toBeVisible();
});

/**
 * Holds the requests to `url` until the returned function is called: the pending state stays
 * on screen exactly as long as the test looks at it, however fast or slow the machine.
 */
async function holdRequests(page: Page, url: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test("buttons show their pending state while the server works", async ({ page }) => {
  await page.goto("/admin");
  await hydrated(page);
  const releaseSignIn = await holdRequests(page, "**/admin/sign-in.data*");
  await page.getByLabel("Email").fill(OWNER.email);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign In" }).click();
  const busy = page.getByRole("button", { name: "Signing in..." });
  await expect(busy).toBeVisible();
  await expect(busy).toBeDisabled();
  releaseSignIn();
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password");

  await page.goto("/admin/signup");
  await hydrated(page);
  const releaseSignUp = await holdRequests(page, "**/admin/signup.data*");
  await page.getByLabel("Email").fill("slow@example.com");
  await page.getByLabel("Password", { exact: true }).fill("slow-pass");
  await page.getByLabel("Confirm Password").fill("other-pass");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("button", { name: "Creating Account..." })).toBeDisabled();
  releaseSignUp();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
});

test("signing in works without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/admin");
  await page.getByLabel("Email").fill(OWNER.email);
  await page.getByLabel("Password").fill(OWNER.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Content Management" })).toBeVisible();
  await context.close();
});

test("the login and sign-up pages are accessible at phone and desktop widths", async ({
  browser,
}) => {
  for (const width of [375, 1280]) {
    const page = await newPage(browser, width);
    for (const [path, name] of [
      ["/admin", "admin-login"],
      ["/admin/signup", "admin-signup"],
    ]) {
      await page.goto(path as string);
      await expect(page.locator("h1")).toHaveCount(1);
      await expectNoAxeViolations(page);
      await photograph(page, `${name}-${width}`, { fullPage: true });
    }
    await page.context().close();
  }
});
