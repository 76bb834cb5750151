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
  page: scripted,
}) => {
  const email = `alerts-${Date.now()}@example.com`;
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const visitor = await plain.newPage();
  await visitor.goto("/tenders");
  const form = visitor.locator("#alerts-form");
  await expect(form.getByRole("checkbox", { name: "Tenders" })).toBeChecked();

  await form.getByLabel("Email Address").fill(email);
  await form.getByText("Sectors and categories").click();
  await form.getByRole("group", { name: "Tender categories" }).getByLabel("Works").check();
  await form.getByRole("radio", { name: "Weekly digest" }).check();
  // Typed faster than a person: the start is signed as if the form was shown 5 s ago.
  const started = await (await visitor.request.get("/__test/form-started?ago=5000")).text();
  await form.locator('input[name="startedAt"]').evaluate((input, value) => {
    (input as HTMLInputElement).value = value;
  }, started);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(visitor).toHaveURL(/\/alerts$/);
  await expect(
    visitor.getByRole("status").filter({ hasText: `if ${email} can receive` }),
  ).toBeVisible();
  await expect(visitor.getByRole("link", { name: "Back to the page" })).toHaveAttribute(
    "href",
    "/tenders",
  );

  await expect.poll(() => readMailDir(MAIL_DIR).filter((mail) => mail.to === email).length).toBe(1);
  const mail = readMailDir(MAIL_DIR).find((mail) => mail.to === email);
  expect(mail?.text).toContain("Tenders (all sectors; Works) · Weekly digest");
  const link = /https?:\/\/\S+(\/alerts\/confirm\/\S+)/.exec(mail?.text ?? "")?.[1] ?? "";
  await plain.close();

  // The pages as most people see them (axe runs in the page: it needs script).
  await scripted.goto("/tenders");
  await scripted.locator("#alerts-form summary").click();
  await expectNoAxeViolations(scripted);

  await scripted.goto(link);
  await expect(scripted.getByRole("heading", { name: "Confirm your alerts" })).toBeVisible();
  await expectNoAxeViolations(scripted);
  await scripted.getByRole("button", { name: "Confirm" }).click();
  await expect(scripted.getByRole("status")).toContainText("your alerts are confirmed");

  await scripted.getByRole("link", { name: "Manage your alerts" }).click();
  await expect(
    scripted.getByRole("heading", { name: "Manage your alerts", level: 1 }),
  ).toBeVisible();
  await expect(scripted.getByRole("radio", { name: "Weekly digest" })).toBeChecked();
  await expectNoAxeViolations(scripted);
  await scripted.getByRole("radio", { name: "Daily digest" }).check();
  await scripted.getByRole("button", { name: "Save changes" }).click();
  await expect(scripted.getByRole("status")).toHaveText("Your choices are saved.");
  await expect(scripted.getByRole("radio", { name: "Daily digest" })).toBeChecked();
  await scripted.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(scripted.getByRole("status")).toContainText("You are unsubscribed");
});
