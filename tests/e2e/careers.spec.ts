import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { pdf } from "../support/media-fixtures";
import { newAccount, signedIn, snap } from "./accounts";
import { paste } from "./editor";
import { enhanced, expectNoAxeViolations, hydrated, test } from "./fixtures";

const OWNER = { email: "careers-owner@example.com", password: "careers-owner-pass-1" };
const DAY = 86_400_000;

test.beforeAll(async ({ request }) => {
  await newAccount(request, OWNER, "owner");
});

/** An open position made through the data layer; its id. */
async function openPosition(
  request: APIRequestContext,
  slug: string,
  title: string,
): Promise<string> {
  const response = await request.post("/__test/content", {
    data: {
      kind: "position",
      slug,
      title,
      sector: "mining",
      location: "Sululta",
      employmentType: "FULL_TIME",
      closesAt: new Date(Date.now() + 20 * DAY).toISOString(),
      description: "## The role\n\nYou map the **copper** seams of the Sululta concession.",
      requirements: "- A degree in geology\n- Field experience",
      published: true,
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/**
 * The apply form filled in as a person would, its start signed long enough ago: a test types
 * faster than a person can, and the spam trap would take it for a bot.
 */
async function fillApplication(page: Page, name: string) {
  const started = await (await page.request.get("/__test/form-started?ago=5000")).text();
  const form = page.locator("#apply-form");
  await form.getByLabel("Full Name", { exact: true }).fill(name);
  await form.getByLabel("Email Address", { exact: true }).fill("applicant@example.com");
  await form.getByLabel("Phone", { exact: true }).fill("+251 911 000 111");
  await form.getByLabel("CV", { exact: true }).setInputFiles({
    name: "My CV.pdf",
    mimeType: "application/pdf",
    buffer: pdf(2),
  });
  await form.getByLabel("Cover letter (optional)", { exact: true }).fill("Ten years in the field.");
  await form.getByRole("checkbox").check();
  await form.locator('input[name="startedAt"]').evaluate((input, value) => {
    (input as HTMLInputElement).value = value;
  }, started);
  return form;
}

test("staff add a position with 'Add Position'; visitors find it on /careers and read it", async ({
  page,
}) => {
  test.slow();
  await signedIn(page, OWNER, "/admin/careers");
  await hydrated(page);
  await expect(page.getByRole("tab", { name: "Careers" })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("link", { name: "Add Position" }).click();
  await expect(page.getByRole("heading", { name: "New Position" })).toBeVisible();
  await hydrated(page);

  await page.getByRole("textbox", { name: "Title", exact: true }).fill("E2E Mine Surveyor");
  await expect(page.getByRole("textbox", { name: "Address", exact: true })).toHaveValue(
    "e2e-mine-surveyor",
  );
  await page.getByLabel("Sector").selectOption("mining");
  await page.getByLabel("Employment type").selectOption("CONTRACTOR");
  await page.getByRole("textbox", { name: "Location", exact: true }).fill("Sululta");
  await page.getByLabel("Closes at").fill("2031-03-31T17:00");
  await paste(page.getByRole("textbox", { name: "Description", exact: true }), {
    "text/plain": "## The role\n\nYou survey the **open pit** every week.",
  });
  await paste(page.getByRole("textbox", { name: "Requirements", exact: true }), {
    "text/plain": "- A surveying diploma\n- A driving licence",
  });
  await page.getByRole("textbox", { name: "Salary from", exact: true }).fill("25,000");
  await page.getByRole("textbox", { name: "Salary to", exact: true }).fill("35000");
  await expect(page.getByLabel("Currency")).toHaveValue("ETB");
  await expect(page.getByLabel("Salary period")).toHaveValue("MONTH");
  await page.getByLabel("Publish immediately").check();
  await expectNoAxeViolations(page);
  await snap(page, "admin-position-form");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/careers$/);
  const row = page.getByRole("listitem").filter({ hasText: "E2E Mine Surveyor" });
  await expect(row).toContainText("Open");
  await expect(row).toContainText("No applications");

  await page.goto("/careers");
  await enhanced(page);
  const card = page.getByRole("listitem").filter({ hasText: "E2E Mine Surveyor" });
  await expect(card).toContainText("Sululta");
  await expect(card).toContainText("Contract · Mining");
  await expect(card).toContainText("Closes March 31, 2031");
  await expectNoAxeViolations(page);
  await snap(page, "careers");
  await card.getByRole("link", { name: "E2E Mine Surveyor" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("E2E Mine Surveyor");
  await expect(
    page.getByRole("heading", { level: 2, name: "The role", exact: true }),
  ).toBeVisible();
  await expect(page.locator("article .prose-article strong")).toHaveText("open pit");
  await expect(page.getByText(/^Salary: ETB\s25,000–35,000 per month$/)).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Apply" })).toBeVisible();
  const structured = (
    await page.locator('script[type="application/ld+json"]').allTextContents()
  ).map((text) => JSON.parse(text) as Record<string, unknown>);
  const posting = structured.find((thing) => thing["@type"] === "JobPosting");
  expect(posting).toMatchObject({
    "@type": "JobPosting",
    employmentType: "CONTRACTOR",
    directApply: true,
    baseSalary: { currency: "ETB", value: { minValue: 25000, maxValue: 35000, unitText: "MONTH" } },
  });
  await expectNoAxeViolations(page);
  await snap(page, "career-position");
});

test("a Description filled the moment the position form appears is kept, 20 times out of 20", async ({
  page,
}) => {
  test.slow();
  await signedIn(page, OWNER, "/admin/careers");
  const description = page.getByRole("textbox", { name: "Description", exact: true });
  // Each run of the test saves positions of its own.
  const batch = Date.now().toString(36);
  for (let run = 1; run <= 20; run++) {
    const text = `Run ${run}: you survey the open pit every week.`;
    // Half the runs load the form as a page, half open it from the list (no page load): the
    // field is filled as soon as it can be, whether the editor has started or not.
    if (run % 2 === 1) {
      await page.goto("/admin/careers/new", { waitUntil: "commit" });
    } else {
      await page.goto("/admin/careers");
      await hydrated(page);
      await page.getByRole("link", { name: "Add Position" }).click();
    }
    await description.fill(text);
    // Once the editor has started, it holds the text.
    await expect(description).toHaveAttribute("contenteditable", "true");
    await expect(description).toHaveText(text);
    if (run > 3 && run < 20) continue;
    const title = `E2E Quick Surveyor ${batch} ${run}`;
    await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
    await page.getByLabel("Sector").selectOption("mining");
    await page.getByLabel("Employment type").selectOption("FULL_TIME");
    await page.getByRole("textbox", { name: "Location", exact: true }).fill("Sululta");
    await page.getByLabel("Closes at").fill("2031-03-31T17:00");
    await page.getByRole("textbox", { name: "Requirements", exact: true }).fill("A degree.");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/careers$/);
    await expect(page.getByText("Description is required")).toHaveCount(0);
    await page.goto(`/careers/e2e-quick-surveyor-${batch}-${run}?preview=1`);
    await expect(page.locator("article .prose-article").first()).toHaveText(text);
  }
});

test("an applicant sends a CV with its upload's progress, and staff work through the inbox", async ({
  page,
  request,
}) => {
  test.slow();
  const id = await openPosition(request, "e2e-geologist", "E2E Exploration Geologist");
  await page.goto("/careers/e2e-geologist");
  await enhanced(page);

  // Refused with the reason, what was typed kept.
  const form = page.locator("#apply-form");
  await form.getByLabel("Full Name", { exact: true }).fill("Almaz Tadesse");
  await form.getByLabel("CV", { exact: true }).setInputFiles({
    name: "cv.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("<html><body>not a CV</body></html>"),
  });
  await form.getByRole("button", { name: "Send application" }).click();
  await expect(form.getByText("The CV must be a PDF, DOC or DOCX file.")).toBeVisible();
  await expect(form.getByText("Please agree to how we keep your application")).toBeVisible();
  await expect(form.getByLabel("Full Name", { exact: true })).toHaveValue("Almaz Tadesse");
  await expectNoAxeViolations(page);
  await snap(page, "career-apply-errors");

  // The bar under the button says how much of the file has been sent, up to all of it.
  await fillApplication(page, "Almaz Tadesse");
  await form.locator("[data-upload-progress] p").evaluate((words) => {
    const seen: string[] = [];
    (window as unknown as { progressSeen: string[] }).progressSeen = seen;
    new MutationObserver(() => seen.push(words.textContent ?? "")).observe(words, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
  await form.getByRole("button", { name: "Send application" }).click();
  await expect(form.getByRole("status")).toContainText(
    "Thank you — your application has been received.",
  );
  expect(
    await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen),
  ).toContain("Uploading your CV: 100%");
  await expect(page).toHaveURL(/\/careers\/e2e-geologist$/);
  await snap(page, "career-applied");

  // The people who hire: the inbox, the application, its status, its CV.
  await signedIn(page, OWNER, `/admin/careers/${id}/applications`);
  await hydrated(page);
  const entry = page.getByRole("listitem").filter({ hasText: "Almaz Tadesse" });
  await expect(entry).toContainText("New");
  await expectNoAxeViolations(page);
  await snap(page, "admin-applications");
  await entry.getByRole("link", { name: "Almaz Tadesse" }).click();
  await expect(page.getByRole("heading", { name: "Almaz Tadesse" })).toBeVisible();
  await hydrated(page);
  await expect(page.getByText("Ten years in the field.")).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: /Download CV/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("My CV.pdf");
  await page.getByLabel("Status").selectOption("reviewing");
  await page.getByLabel("Add a note").fill("Call for an interview in Sululta.");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  await expect(page.getByText("Status: Reviewing")).toBeVisible();
  await expect(page.getByText("Call for an interview in Sululta.")).toBeVisible();
  await expectNoAxeViolations(page);
  await snap(page, "admin-application");

  // Deleted on request, after a confirmation.
  await page.getByRole("button", { name: "Delete application" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete application" });
  await expect(dialog).toContainText("Delete Almaz Tadesse's application and CV for good?");
  await dialog.getByRole("button", { name: "Delete application" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/careers/${id}/applications$`));
  await expect(page.getByText("No applications yet.")).toBeVisible();
});

test("without JavaScript the application is sent as a plain form", async ({ browser, request }) => {
  await openPosition(request, "e2e-driller", "E2E Driller");
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  // The form's signed start, as it would be after a person took their time.
  const started = await (await request.get("/__test/form-started?ago=5000")).text();
  await page.route("**/careers/e2e-driller", async (route) => {
    if (route.request().method() !== "GET") return route.continue();
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /name="startedAt" value="[^"]*"/,
      `name="startedAt" value="${started}"`,
    );
    await route.fulfill({ response, body: html });
  });
  await page.goto("/careers/e2e-driller");
  const form = page.locator("#apply-form");
  await form.getByLabel("Full Name", { exact: true }).fill("Tolosa Bekele");
  await form.getByLabel("Email Address", { exact: true }).fill("tolosa@example.com");
  await form.getByLabel("Phone", { exact: true }).fill("0911 22 33 44");
  await form.getByLabel("CV", { exact: true }).setInputFiles({
    name: "cv.pdf",
    mimeType: "application/pdf",
    buffer: pdf(1),
  });
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "Send application" }).click();
  await expect(page.getByText("Thank you — your application has been received.")).toBeVisible();
  await context.close();
});

test("an empty list says so, in each language", async ({ page }) => {
  await page.goto("/careers?sector=group&location=Nowhere");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Careers");
  await page.goto("/am/careers?sector=group");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("የሥራ ዕድሎች");
  await expect(page.getByText("ከእነዚህ ማጣሪያዎች ጋር የሚስማማ ክፍት የሥራ መደብ የለም።")).toBeVisible();
  await expectNoAxeViolations(page);
});
