import { expect, type Page } from "@playwright/test";
import { photograph } from "./accounts";
import { enhanced, test } from "./fixtures";

// Sending counts towards the per-address limit (5 per 10 minutes), shared by the whole run:
// these tests send four messages in all (a form sent too fast is not one of them).
test.describe.configure({ mode: "serial" });

const ADMIN = { email: "messages-admin@example.com", password: "messages-pass-1" };

async function fill(
  page: Page,
  fields: { name: string; email: string; subject: string; message: string },
) {
  const contact = page.locator("#contact");
  await contact.getByLabel("Full Name").fill(fields.name);
  await contact.getByLabel("Email Address").fill(fields.email);
  await contact.getByLabel("Subject").fill(fields.subject);
  await contact.getByLabel("Message").fill(fields.message);
}

/**
 * A person takes a few seconds to fill in the form; faster senders are treated as bots. The
 * form's signed start, set a few seconds back, stands for that time (instead of waiting it out).
 */
async function tookTheirTime(page: Page) {
  const started = await (await page.request.get("/__test/form-started?ago=5000")).text();
  await page.locator('#contact input[name="startedAt"]').evaluate((input, value) => {
    (input as HTMLInputElement).value = value;
  }, started);
}

test("a message is sent without leaving the page, and the form clears", async ({ page }) => {
  await page.goto("/#contact");
  await enhanced(page);
  const contact = page.locator("#contact");

  // Invalid input gets a message per field; what was typed stays.
  await contact.getByLabel("Full Name").fill("Abebe");
  await contact.getByLabel("Email Address").fill("not-an-email");
  await contact.getByRole("button", { name: "Send Message" }).click();
  await expect(contact.getByText("Please enter a valid email address")).toBeVisible();
  await expect(contact.getByText("Please enter a subject")).toBeVisible();
  await expect(contact.getByText("Your message must be at least 10 characters")).toBeVisible();
  await expect(contact.getByLabel("Full Name")).toHaveValue("Abebe");

  await fill(page, {
    name: "Abebe Bikila",
    email: "abebe@example.com",
    subject: "E2E: coffee order",
    message: "We would like to order Guji coffee for our roastery.",
  });
  await tookTheirTime(page);
  await contact.getByRole("button", { name: "Send Message" }).click();
  await expect(contact.getByRole("status")).toHaveText("Thank you! Your message has been sent.");
  await expect(page).toHaveURL(/\/#contact$/);
  await expect(contact.getByLabel("Full Name")).toHaveValue("");
  await expect(contact.getByLabel("Message")).toHaveValue("");
});

test("a form sent faster than a person types is kept and asks to be sent again; sent again, it arrives", async ({
  page,
}) => {
  await page.goto("/#contact");
  await enhanced(page);
  const contact = page.locator("#contact");
  // Filled in at once, as browser autofill does, and sent straight away.
  await fill(page, {
    name: "Almaz Ayana",
    email: "almaz@example.com",
    subject: "E2E: sent at once",
    message: "Filled in by the browser and sent straight away.",
  });
  // Shown 'just now' however slow this machine is: its start signed a minute ahead.
  const justNow = await (await page.request.get("/__test/form-started?ago=-60000")).text();
  await contact.locator('input[name="startedAt"]').evaluate((input, value) => {
    (input as HTMLInputElement).value = value;
  }, justNow);
  await contact.getByRole("button", { name: "Send Message" }).click();
  await expect(contact.getByRole("alert")).toHaveText(
    "Please check your message and send it again.",
  );
  await expect(contact.getByRole("status")).toHaveText("");
  await expect(page).toHaveURL(/\/#contact$/);
  await expect(contact.getByLabel("Full Name")).toHaveValue("Almaz Ayana");
  await expect(contact.getByLabel("Email Address")).toHaveValue("almaz@example.com");
  await expect(contact.getByLabel("Subject")).toHaveValue("E2E: sent at once");
  await expect(contact.getByLabel("Message")).toHaveValue(
    "Filled in by the browser and sent straight away.",
  );
  await expect(contact.getByRole("button", { name: "Send Message" })).toBeEnabled();

  // The visitor reads the line and sends again: by then the form is seconds old (its start,
  // signed as a few seconds ago, stands for that time).
  await tookTheirTime(page);
  await contact.getByRole("button", { name: "Send Message" }).click();
  await expect(contact.getByRole("status")).toHaveText("Thank you! Your message has been sent.");
  await expect(contact.getByText("Please check your message and send it again.")).toHaveCount(0);
  await expect(contact.getByLabel("Full Name")).toHaveValue("");
});

test("when the answer never arrives, the form says so and can be sent again", async ({ page }) => {
  await page.goto("/#contact");
  await enhanced(page);
  await page.route(/\/\?index$/, (route) =>
    route.request().method() === "POST" ? route.abort("connectionfailed") : route.continue(),
  );
  const contact = page.locator("#contact");
  await contact.getByLabel("Full Name").fill("Offline Visitor");
  await contact.getByRole("button", { name: "Send Message" }).click();
  await expect(contact.getByRole("status")).toHaveText(
    "Your message could not be sent. Please check your connection and try again.",
  );
  await expect(contact.getByRole("button", { name: "Send Message" })).toBeEnabled();
  await expect(contact.getByLabel("Full Name")).toHaveValue("Offline Visitor");
});

test("without JavaScript the form still sends, and shows server-side errors", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  // The home page as it comes, but for the form's signed start, set a few seconds back: the time
  // a person takes to fill it in (faster senders are treated as bots).
  const started = await (await page.request.get("/__test/form-started?ago=5000")).text();
  await page.route(
    (url) => url.pathname === "/",
    async (route) => {
      if (route.request().method() !== "GET") return route.continue();
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /name="startedAt" value="[^"]*"/,
        `name="startedAt" value="${started}"`,
      );
      expect(html, "the form's start is in the page").toContain(started);
      await route.fulfill({ response, body: html });
    },
  );
  await page.goto("/");
  await fill(page, {
    name: "No Script",
    email: "noscript@example.com",
    subject: "E2E: no script",
    message: "short",
  });
  await page.locator("#contact").getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Your message must be at least 10 characters")).toBeVisible();
  await expect(page.locator("#contact").getByLabel("Subject")).toHaveValue("E2E: no script");

  await page
    .locator("#contact")
    .getByLabel("Message")
    .fill("Sent from a browser without JavaScript.");
  await page.locator("#contact").getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Thank you! Your message has been sent.")).toBeVisible();
  await context.close();
});

test("admins see the messages with an unread count, open, mark unread and delete them", async ({
  page,
  request,
}) => {
  await request.post("/__test/users", { data: { ...ADMIN, role: "admin" } });
  await page.goto("/admin");
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  const tab = page.getByRole("tab", { name: /Messages/ });
  await expect(tab).toContainText(/\d+ unread/);
  const unreadBefore = Number((await tab.textContent())?.match(/(\d+)/)?.[1]);
  // On a phone the tabs scroll inside their row: the unread count never widens the page.
  await page.setViewportSize({ width: 375, height: 800 });
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBe(0);
  await page.setViewportSize({ width: 1280, height: 800 });
  await tab.click();
  await expect(page).toHaveURL(/\/admin\/messages$/);
  await page.getByRole("link", { name: /E2E: coffee order/ }).click();
  await expect(
    page.getByText("We would like to order Guji coffee for our roastery."),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Reply" })).toHaveAttribute(
    "href",
    "mailto:abebe%40example.com?subject=Re%3A%20E2E%3A%20coffee%20order",
  );
  await page.getByRole("link", { name: "All messages" }).click();
  await expect(page.getByRole("tab", { name: /Messages/ })).toContainText(
    unreadBefore > 1 ? `${unreadBefore - 1} unread` : "Messages",
  );

  await page.getByRole("link", { name: /E2E: coffee order/ }).click();
  await page.getByRole("button", { name: "Mark unread" }).click();
  await expect(page.getByRole("tab", { name: /Messages/ })).toContainText(`${unreadBefore} unread`);

  await page.getByRole("link", { name: /E2E: coffee order/ }).click();
  await page.getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete message" });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(
    page.getByText("We would like to order Guji coffee for our roastery."),
  ).toBeVisible();
  // Eleven minutes after signing in, deleting for good asks for the password first.
  const backdated = await request.post("/__test/backdate", {
    data: { email: ADMIN.email, sessionMinutes: 11 },
  });
  expect(backdated.ok()).toBe(true);
  await page.getByRole("button", { name: "Delete" }).click();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("heading", { name: "Confirm it is you" })).toBeVisible();
  await expect(
    page.getByText("We would like to order Guji coffee for our roastery."),
  ).toBeVisible();
  await page.getByLabel("Confirm your password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/admin\/messages$/);
  await expect(page.getByRole("link", { name: /E2E: coffee order/ })).toHaveCount(0);
  await photograph(page, "admin-messages-1280", { fullPage: true });
});
