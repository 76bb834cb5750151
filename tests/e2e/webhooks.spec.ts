import { randomUUID } from "node:crypto";
import { expect } from "@playwright/test";
import { startWebhookReceiver } from "../support/webhook-receiver";
import { newAccount, signedIn, snap } from "./accounts";
import { expectNoAxeViolations, hydrated, test } from "./fixtures";

// Webhooks: an admin adds an endpoint by keyboard, copies its secret (shown once), sends a test
// to a receiver this spec runs on loopback (which verifies the signature), and redelivers it.
test.slow();

test("an admin adds an endpoint by keyboard, sees its secret once, sends a test and redelivers it", async ({
  browser,
  request,
}) => {
  const receiver = await startWebhookReceiver();
  const token = randomUUID().slice(0, 8);
  const admin = { email: `webhooks-${token}@example.com`, password: "admin-pass-1" };
  await newAccount(request, admin, "admin");
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  try {
    await signedIn(page, admin, "/admin/webhooks");
    await hydrated(page);
    await expect(page.getByRole("tab", { name: "Webhooks", exact: true })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expectNoAxeViolations(page);

    // By keyboard: the address, a description, all of the news events, then 'Add endpoint'.
    const url = `${receiver.url}/${token}`;
    await page.getByRole("textbox", { name: "Address (URL)" }).focus();
    await page.keyboard.type(url);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("textbox", { name: "Description" })).toBeFocused();
    await page.keyboard.type("The intranet");
    await page.keyboard.press("Tab");
    const allNews = page.getByRole("checkbox", { name: "All News Articles events" });
    await expect(allNews).toBeFocused();
    await page.keyboard.press("Space");
    await expect(page.getByRole("checkbox", { name: "article.deleted" })).toBeChecked();
    await page.getByRole("checkbox", { name: /Tender question received/ }).focus();
    await page.keyboard.press("Space");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Add endpoint" })).toBeFocused();
    await page.keyboard.press("Enter");

    // The secret, once, with a copy button and the warning.
    const secretField = page.getByRole("textbox", { name: "Signing secret" });
    await expect(secretField).toHaveValue(/^whsec_[A-Za-z0-9+/=]{32}$/);
    const secret = await secretField.inputValue();
    receiver.setSecret(secret);
    await expect(page.getByText("it will not be shown again")).toBeVisible();
    await expect(page.getByRole("button", { name: "Copy secret" })).toBeVisible();
    await expect(page.getByRole("link", { name: url })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.reload();
    await expect(page.getByRole("link", { name: url })).toBeVisible();
    expect(await page.content()).not.toContain(secret);
    await snap(page, "webhooks");

    // Its page: 'Send test', delivered with a response time in the log.
    await page.getByRole("link", { name: url }).click();
    await expect(page.getByRole("heading", { name: url })).toBeVisible();
    await hydrated(page);
    await expect(page.getByText("Nothing sent yet.")).toBeVisible();
    await page.getByRole("button", { name: "Send test" }).click();
    const log = page.getByRole("list", { name: "Deliveries" });
    await expect(async () => {
      await page.reload();
      await expect(log.getByText("Delivered (HTTP 204)")).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await expect(log).toContainText(/\d+ ms · 1 attempt/);
    const tests = () => receiver.of("webhook.test");
    expect(tests()).toHaveLength(1);
    expect(tests()[0]?.verified).toBe(true);

    // 'Redeliver' (named by its event and time): the same event id again.
    await hydrated(page);
    await page.getByRole("button", { name: /^Redeliver webhook\.test of \d\d:\d\d:\d\d$/ }).click();
    await expect(async () => {
      await page.reload();
      await expect(log).toContainText("2 attempts", { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    expect(tests()).toHaveLength(2);
    expect(tests()[1]?.id).toBe(tests()[0]?.id);
    expect(tests()[1]?.verified).toBe(true);
    expect(await page.content()).not.toContain(secret);
    await expectNoAxeViolations(page);

    // A phone's width: nothing scrolls sideways.
    for (const path of [page.url(), "/admin/webhooks"]) {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(path);
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
        path,
      ).toBeLessThanOrEqual(0);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole("link", { name: url }).click();
    await hydrated(page);
    await snap(page, "webhook-endpoint");

    // Deleted after confirmation: the shared server's later publishes go nowhere.
    await page.getByRole("button", { name: "Delete endpoint" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete endpoint" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Endpoint deleted." })).toBeVisible();
    await expect(page.getByRole("link", { name: url })).toHaveCount(0);
  } finally {
    await context.close();
    await receiver.close();
  }
});
