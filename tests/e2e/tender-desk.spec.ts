import { expect } from "@playwright/test";
import { newAccount, signedIn } from "./accounts";
import { test } from "./fixtures";

const EDITOR = { email: "tender-desk-editor@example.com", password: "tender-desk-pass-1" };
const DAY = 86_400_000;

test.beforeAll(async ({ request }) => {
  await newAccount(request, EDITOR, "editor");
});

/**
 * A visitor asks a question on a tender's page without script; staff answer it on the tender's
 * desk; the answer appears on the page without the asker's name or e-mail.
 */
test("a question asked without script is answered on the desk and shown on the page", async ({
  browser,
  page,
  request,
}) => {
  const made = await request.post("/__test/content", {
    data: {
      kind: "tender",
      slug: "e2e-solar-pumps",
      title: "Supply of solar water pumps",
      reference: "AIG/RFQ/2026/E2E",
      closesAt: new Date(Date.now() + 10 * DAY).toISOString(),
      published: true,
    },
  });
  expect(made.status()).toBe(201);
  const { id } = (await made.json()) as { id: string };

  const plain = await browser.newContext({ javaScriptEnabled: false });
  const visitor = await plain.newPage();
  await visitor.goto("/tenders/e2e-solar-pumps");
  const ask = visitor.locator("#ask-form");
  await ask.getByLabel("Your name").fill("Meron Alemu");
  await ask.getByLabel("E-mail").fill("meron@alemu.example");
  await ask.getByLabel("Your question").fill("Which head and flow must the pumps reach?");
  // Typed faster than a person: the start is signed as if the form was shown 5 s ago.
  const started = await (await visitor.request.get("/__test/form-started?ago=5000")).text();
  await ask.locator('input[name="startedAt"]').evaluate((input, value) => {
    (input as HTMLInputElement).value = value;
  }, started);
  await ask.getByRole("button", { name: "Send question" }).click();
  await expect(
    visitor.getByRole("status").filter({ hasText: "Your question has arrived" }),
  ).toBeVisible();

  await signedIn(page, EDITOR, `/admin/tenders/${id}/desk`);
  await expect(page.getByText("Meron Alemu")).toBeVisible();
  await page.getByLabel("Answer (question 1)").fill("A 60 m head at 5 m³ an hour.");
  await page.getByRole("button", { name: "Publish answer to question 1" }).click();
  await expect(page.getByText("Answer published.")).toBeVisible();

  await visitor.goto("/tenders/e2e-solar-pumps");
  await expect(visitor.getByText("A 60 m head at 5 m³ an hour.")).toBeVisible();
  await expect(visitor.getByText("Which head and flow must the pumps reach?")).toBeVisible();
  await expect(visitor.locator("main")).not.toContainText("Meron");
  await plain.close();
});
