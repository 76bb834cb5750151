import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import { authenticator } from "otplib";
import { readMailDir } from "../support/smtp-receiver";

const MAIL_DIR = process.env.E2E_MAIL_DIR ?? "";

/** The e-mails the server sent to `to` with `subject`, as the mail catcher stored them. */
export function mailsTo(to: string, subject: string) {
  return readMailDir(MAIL_DIR).filter((m) => m.to.includes(to) && m.subject === subject);
}

/** The first link to this site in the newest e-mail to `to` with `subject`, once it arrives. */
export async function linkInMail(to: string, subject: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        link = /https?:\/\/\S+?(\/admin\/\S+)/.exec(mailsTo(to, subject).at(-1)?.text ?? "")?.[1];
        return link;
      },
      { timeout: 15_000 },
    )
    .toBeDefined();
  return link ?? "";
}

/**
 * Whether this run photographs its pages for people to look at (`E2E_SCREENSHOTS=1`, into
 * tests/screenshots/). The photographs assert nothing, and a full page at two widths is a large
 * part of a test's cost in Chromium, so an ordinary run takes none.
 */
export const SCREENSHOTS = process.env.E2E_SCREENSHOTS === "1";

/** A screenshot of the page (or one element) as tests/screenshots/<name>.png, when this run takes them. */
export async function photograph(
  target: Page | Locator,
  name: string,
  options: { fullPage?: boolean } = {},
) {
  if (SCREENSHOTS) await target.screenshot({ path: `tests/screenshots/${name}.png`, ...options });
}

/**
 * Full-page screenshots at a phone's and a desktop's width (with `E2E_SCREENSHOTS=1`), then back
 * to the desktop either way, so a test goes on at the same size with or without them.
 */
export async function snap(page: Page, name: string) {
  if (!SCREENSHOTS) {
    await page.setViewportSize({ width: 1280, height: 800 });
    return;
  }
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `tests/screenshots/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** An account with a role, made through the test hooks. */
export async function newAccount(
  request: APIRequestContext,
  who: { email: string; password: string },
  role: "owner" | "admin" | "editor" | "author",
) {
  expect((await request.post("/__test/users", { data: { ...who, role } })).ok()).toBe(true);
}

/** Fills and sends the login form (the caller waits for where it leads). */
export async function signInAs(page: Page, email: string, password: string) {
  await page.goto("/admin");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/**
 * Signs in without the login form, for the tests of other things: the form's request, sent from
 * the page's context (its session cookie lands there), then `path` opened. The login form itself
 * is tested in admin-accounts.spec.ts and account-security.spec.ts.
 */
export async function signedIn(
  page: Page,
  who: { email: string; password: string },
  path = "/admin",
) {
  const send = () =>
    page.request.post("/admin/sign-in", {
      form: { email: who.email, password: who.password },
      maxRedirects: 0,
    });
  // Sent again once if the kept-alive connection it went out on had just been closed by the
  // server (ECONNRESET before any answer), as a browser does; a sign-in is safe to repeat.
  const response = await send().catch((error: Error) => {
    if (!/ECONNRESET|socket hang up/.test(error.message)) throw error;
    return send();
  });
  expect(response.status(), `signing in as ${who.email}`).toBe(302);
  await page.goto(path);
}

/** Sends the two-factor form and waits for its answer. */
export async function sendCode(page: Page, code: string) {
  await page.getByLabel("Authentication code").fill(code);
  await Promise.all([
    page.waitForResponse(
      (r) => r.url().includes("/admin/two-factor") && r.request().method() === "POST",
    ),
    page.getByRole("button", { name: "Verify" }).click(),
  ]);
}

/**
 * Turns two-factor on from the Account page as a signed-in user would: password, QR code and
 * key, a code from the key. Returns the key and the recovery codes shown once.
 */
export async function setUpTwoFactor(
  page: Page,
  password: string,
  /** What to check (axe, screenshots) at the QR code and at the recovery codes. */
  at: { qrCode?: () => Promise<void>; recoveryCodes?: () => Promise<void> } = {},
): Promise<{ secret: string; recoveryCodes: string[] }> {
  await page.goto("/admin/account");
  await page.getByRole("button", { name: "Set up two-factor authentication" }).click();
  await page.getByLabel("Confirm your password").fill(password);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  await at.qrCode?.();
  const key =
    (await page
      .getByText("Setup key", { exact: true })
      .locator("xpath=following-sibling::p[1]")
      .textContent()) ?? "";
  const secret = key.replaceAll(" ", "");
  await page.getByLabel("Authentication code").fill(authenticator.generate(secret));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { name: "Recovery codes" })).toBeVisible();
  const codes = page.getByRole("listitem").filter({ hasText: /^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/ });
  await expect(codes).toHaveCount(10);
  await at.recoveryCodes?.();
  return { secret, recoveryCodes: (await codes.allTextContents()).map((c) => c.trim()) };
}
