import { expect } from "@playwright/test";
import { mailsTo, newAccount, signedIn, snap } from "./accounts";
import { expectNoAxeViolations, hydrated, test } from "./fixtures";

const ADMIN = { email: "alerts-admin@example.com", password: "alerts-admin-pass-1" };
const EDITOR = { email: "alerts-editor@example.com", password: "alerts-editor-pass-1" };

// One worker: the set-up's subscribers are deleted by the first test.
test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ request }) => {
  await newAccount(request, ADMIN, "admin");
  await newAccount(request, EDITOR, "editor");
  const subscribers = [
    { email: "e2e-alerts-abebe@example.com", language: "am" },
    { email: "e2e-alerts-chaltu@example.com", language: "om", topics: { jobs: { sectors: [] } } },
    {
      email: "e2e-alerts-refused@example.com",
      suppressedReason: "550 5.1.1 mailbox unavailable",
      lastError: "550 5.1.1 mailbox unavailable",
    },
  ];
  for (const data of subscribers) {
    expect([200, 201]).toContain(
      (await request.post("/__test/alert-subscribers", { data })).status(),
    );
  }
});

/**
 * An admin opens the Alerts tab (on a server with SMTP): the subscribers and the queue,
 * accessible; sends themselves a test alert; finds a subscriber and deletes them after
 * confirming.
 * An editor has no Alerts tab.
 */
test("the Alerts tab counts subscribers and deletes one on request", async ({ page }) => {
  await signedIn(page, ADMIN, "/admin");
  await hydrated(page);
  await page.getByRole("tab", { name: "Alerts" }).click();
  await expect(page).toHaveURL(/\/admin\/alerts$/);
  await expect(page.getByRole("heading", { name: "Subscribers" })).toBeVisible();
  await expect(page.getByText("Alerts are not sent: the server has no SMTP_URL.")).toHaveCount(0);
  await expect(
    page.getByRole("table", { name: "Confirmed subscribers by language" }).getByRole("row", {
      name: /Amharic/,
    }),
  ).toContainText(/[1-9]/);
  await expect(page.getByText("e2e-alerts-refused@example.com").first()).toBeVisible();
  await page.getByRole("button", { name: "Send a test alert to me" }).click();
  await expect(page.getByText("Test alert sent. Look for it in your inbox.")).toBeVisible();
  await expect
    .poll(() => mailsTo(ADMIN.email, "Addis Investment Group: a test alert").length, {
      timeout: 15_000,
    })
    .toBe(1);
  await expect(page.getByRole("link", { name: "Export subscribers (CSV)" })).toHaveAttribute(
    "href",
    "/admin/alerts/subscribers.csv",
  );
  await expectNoAxeViolations(page);
  await snap(page, "admin-alerts");

  await page.getByLabel("Email Address").fill("e2e-alerts-chaltu@example.com");
  await page.getByRole("button", { name: "Find" }).click();
  await expect(page.getByText("e2e-alerts-chaltu@example.com")).toBeVisible();
  await page.getByText("Delete subscriber").click();
  await page.getByRole("button", { name: "Delete for good" }).click();
  await expect(page.getByText("Subscriber deleted, with their alerts and messages.")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto("/admin/alerts?address=e2e-alerts-chaltu%40example.com");
  await expect(page.getByText("No subscriber has this address.")).toBeVisible();
});

test("an editor has no Alerts tab", async ({ page }) => {
  await signedIn(page, EDITOR, "/admin");
  await expect(page.getByRole("tab", { name: "Trash" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Alerts" })).toHaveCount(0);
});
