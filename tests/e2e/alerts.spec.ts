import { expect } from "@playwright/test";
import { readMailDir } from "../support/smtp-receiver";
import { expectNoAxeViolations, test } from "./fixtures";

const MAIL_DIR = process.env.E2E_MAIL_DIR ?? "";

/**
 * 'Get alerts' on /tenders without script: the answer page, the confirmation e-mail's link (a
 * page with a 'Confirm' button), then the manage page it leads to; each page passes axe.
 */
test("subscribing without script, confirming by the e-mail's link, then managing", async ({
  browser,
}) => {
  const email = `alerts-${Date.now()}@example.com`;
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const page = await plain.newPage();
  await page.goto("/tenders");
  const form = page.locator("#alerts-form");
  await expect(form.getByRole("checkbox", { name: "Tenders" })).toBeChecked();
  await expectNoAxeViolations(page);

  await form.getByLabel("Email Address").fill(email);
  await form.getByText("Sectors and categories").click();
  await form.getByRole("group", { name: "Tender categories" }).getByLabel("Works").check();
  await form.getByRole("radio", { name: "Weekly digest" }).check();
  // Typed faster than a person: the start is signed as if the form was shown 5 s ago.
  const started = await (await page.request.get("/__test/form-started?ago=5000")).text();
  await form.locator('input[name="startedAt"]').evaluate((input, value) => {
    (input as HTMLInputElement).value = value;
  }, started);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(page).toHaveURL(/\/alerts$/);
  await expect(
    page.getByRole("status").filter({ hasText: `if ${email} can receive` }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to the page" })).toHaveAttribute(
    "href",
    "/tenders",
  );

  await expect.poll(() => readMailDir(MAIL_DIR).filter((mail) => mail.to === email).length).toBe(1);
  const mail = readMailDir(MAIL_DIR).find((mail) => mail.to === email);
  expect(mail?.text).toContain("Tenders (all sectors; Works) · Weekly digest");
  const link = /https?:\/\/\S+(\/alerts\/confirm\/\S+)/.exec(mail?.text ?? "")?.[1] ?? "";

  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Confirm your alerts" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("status")).toContainText("your alerts are confirmed");

  await page.getByRole("link", { name: "Manage your alerts" }).click();
  await expect(page.getByRole("heading", { name: "Manage your alerts", level: 1 })).toBeVisible();
  await expect(page.getByRole("radio", { name: "Weekly digest" })).toBeChecked();
  await expectNoAxeViolations(page);
  await page.getByRole("radio", { name: "Daily digest" }).check();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status")).toHaveText("Your choices are saved.");
  await expect(page.getByRole("radio", { name: "Daily digest" })).toBeChecked();
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("status")).toContainText("You are unsubscribed");
  await plain.close();
});
