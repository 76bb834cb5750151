import { expect, type Page } from "@playwright/test";
import { newAccount, signedIn } from "./accounts";
import { hydrated, test } from "./fixtures";

const OUT = "/work/shots/overview";
const OWNER = { email: "meseret.alemu@example.com", password: "owner-pass-1" };
const EDITOR = { email: "selam.bekele@example.com", password: "editor-pass-1" };
const AUTHOR = { email: "dawit.tadesse@example.com", password: "author-pass-1" };
const DAY = 86_400_000;

const slugOf = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, "-");

async function write(page: Page, path: string, form: Record<string, string>, submit = false) {
  const response = await page.request.post(`${path}${submit ? "?review=submit" : ""}`, {
    form: { publication: "draft", ...form },
    maxRedirects: 0,
  });
  expect(response.status(), `${path} ${form.title}`).toBe(302);
}

const article = (title: string) => ({
  title,
  slug: slugOf(title),
  summary: "A short summary for the news list.",
  content: "The full story, as the newsroom wrote it.",
  author: "Newsroom",
  imageUrl: "",
});

test("the Overview for three roles", async ({ browser, request }) => {
  test.setTimeout(240_000);
  await newAccount(request, OWNER, "owner");
  await newAccount(request, EDITOR, "editor");
  await newAccount(request, AUTHOR, "author");

  const context = async () => browser.newContext({ viewport: { width: 1280, height: 800 } });
  const author = await (await context()).newPage();
  await signedIn(author, AUTHOR, "/admin");
  await write(author, "/admin/articles/new", article("Guji coffee farmers adopt solar dryers"));
  await write(
    author,
    "/admin/articles/new",
    article("Interview: the engineers behind the Modjo battery line"),
  );
  await write(
    author,
    "/admin/articles/new",
    article("Sululta copper exploration licence renewed for three years"),
    true,
  );
  await write(
    author,
    "/admin/videos/new",
    {
      title: "A day at the Modjo EV assembly plant",
      description: "From the first weld to the test track.",
      videoUrl: "https://www.youtube.com/watch?v=abcdefghijk",
      thumbnailUrl: "",
      duration: "4:12",
      category: "Behind the Scenes",
    },
    true,
  );
  await write(
    author,
    "/admin/articles/new",
    article("Export volumes of washed Yirgacheffe rise 18%"),
    true,
  );

  const editor = await (await context()).newPage();
  await signedIn(editor, EDITOR, "/admin/overview");
  // Changes asked on the export story.
  const link = editor
    .getByRole("region", { name: "To review", exact: true })
    .getByRole("link", { name: /Export volumes/ });
  const href = (await link.getAttribute("href")) ?? "";
  await editor.goto(href);
  await hydrated(editor);
  const review = editor.getByRole("region", { name: "Review", exact: true });
  await review
    .getByRole("textbox", { name: "What needs to change", exact: true })
    .fill("Give the figure for last year too, and name the cooperative.");
  await review.getByRole("button", { name: "Request changes", exact: true }).click();
  await expect(editor.getByRole("status").filter({ hasText: "Changes requested by" })).toBeVisible();
  const at = (days: number, hour: number) => {
    const when = new Date(Date.now() + days * DAY);
    return `${when.toISOString().slice(0, 10)}T${String(hour).padStart(2, "0")}:00`;
  };
  await write(editor, "/admin/articles/new", {
    ...article("Addis Investment Group opens its second EV charging hub"),
    publication: "schedule",
    publishAt: at(2, 9),
  });
  await write(editor, "/admin/articles/new", {
    ...article("Quarterly results: mining output up 12%"),
    publication: "schedule",
    publishAt: at(5, 14),
  });
  await write(editor, "/admin/articles/new", article("Draft: board visit to the Sululta site"));

  // Messages, applications, a tender question.
  for (const [name, subject] of [
    ["Hanna Girma", "Partnership on coffee exports"],
    ["Yonas Haile", "Supplier registration for battery cells"],
    ["Liya Mekonnen", "Press enquiry: Modjo plant opening"],
  ]) {
    await request.post("/__test/messages", {
      data: { name, email: "visitor@example.com", subject },
    });
  }
  const position = await request.post("/__test/content", {
    data: {
      kind: "position",
      title: "Battery Assembly Engineer",
      slug: "shots-battery-assembly-engineer",
      published: true,
    },
  });
  const { id: positionId } = (await position.json()) as { id: string };
  for (const name of ["Abebe Kebede", "Tigist Worku"]) {
    await request.post("/__test/applications", { data: { positionId, name } });
  }
  await request.post("/__test/content", {
    data: {
      kind: "tender",
      slug: "shots-lithium-cells",
      title: "Supply of lithium iron phosphate cells",
      reference: "AIG/NCB/2026/014",
      closesAt: new Date(Date.now() + 20 * DAY).toISOString(),
      questionsUntil: new Date(Date.now() + 10 * DAY).toISOString(),
      published: true,
    },
  });
  const visitor = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  await visitor.goto("/tenders/shots-lithium-cells");
  const ask = visitor.locator("#ask-form");
  await ask.getByLabel("Your name").fill("Samuel Desta");
  await ask.getByLabel("E-mail").fill("samuel@example.com");
  await ask
    .getByLabel("Your question")
    .fill("May a joint venture of two local suppliers bid together?");
  const started = await (await visitor.request.get("/__test/form-started?ago=5000")).text();
  await ask.locator('input[name="startedAt"]').evaluate((input, value) => {
    (input as HTMLInputElement).value = value;
  }, started);
  await ask.getByRole("button", { name: "Send question" }).click();
  await expect(
    visitor.getByRole("status").filter({ hasText: "Your question has arrived" }),
  ).toBeVisible();

  const owner = await (await context()).newPage();
  await signedIn(owner, OWNER, "/admin/overview");
  for (const [name, page] of [
    ["owner", owner],
    ["editor", editor],
    ["author", author],
  ] as const) {
    await page.goto("/admin/overview");
    await hydrated(page);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${OUT}/overview-${name}-${width}.png`, fullPage: true });
    }
    await page.goto("/admin");
    await hydrated(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: `${OUT}/news-line-${name}-1280.png` });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: `${OUT}/news-line-${name}-375.png` });
  }
});
