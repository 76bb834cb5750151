import { randomUUID } from "node:crypto";
import { type APIRequestContext, type Browser, expect, type Page } from "@playwright/test";
import { newAccount, signedIn, snap } from "./accounts";
import { expectNoAxeViolations, hydrated, test } from "./fixtures";

// The Overview: what waits for the signed-in person. Each test makes its own accounts and
// articles (the site's server is shared by parallel workers); two people per test.
test.slow();

/** A new account with `role`, its address unique to this run. */
async function account(request: APIRequestContext, name: string, role: "editor" | "author") {
  const who = {
    email: `overview-${name}-${randomUUID().slice(0, 8)}@example.com`,
    password: `${name}-pass-1`,
  };
  await newAccount(request, who, role);
  return who;
}

/** One person's own browser, signed in, at `path` and hydrated. */
async function personAt(browser: Browser, who: { email: string; password: string }, path: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signedIn(page, who, path);
  await hydrated(page);
  return page;
}

/**
 * An article written by the signed-in person as its form sends it: a draft, or submitted for
 * review ('Submit for review'). Its id, from the list it returns to.
 */
async function writeArticle(page: Page, title: string, submit = false) {
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  const response = await page.request.post(`/admin/articles/new${submit ? "?review=submit" : ""}`, {
    form: {
      title,
      slug,
      summary: "Output at the Sululta mine rose in the third quarter.",
      content: "The concession's new smelter came on line in August.",
      author: "Newsroom",
      imageUrl: "",
      publication: "draft",
    },
    maxRedirects: 0,
  });
  expect(response.status(), `saving ${title}`).toBe(302);
}

/** The card of one group of what waits. */
const card = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

test("an author sees their drafts, their items in review and the changes asked of them", async ({
  browser,
  request,
}) => {
  const authorAccount = await account(request, "author", "author");
  const editorAccount = await account(request, "editor", "editor");
  const token = randomUUID().slice(0, 8);
  const draft = `Overview ${token}: Modjo plant visit`;
  const submitted = `Overview ${token}: Coffee export figures`;
  const sentBack = `Overview ${token}: Sululta licence`;

  const author = await personAt(browser, authorAccount, "/admin/overview");
  // Nothing yet: the empty state, and no line above it.
  await expect(author.getByText("Nothing waits for you.")).toBeVisible();
  await writeArticle(author, draft);
  await writeArticle(author, submitted, true);
  await writeArticle(author, sentBack, true);

  // The editor asks for changes on one of them, opened from the author's Overview's link.
  await author.reload();
  const waiting = card(author, "Waiting for review");
  await expect(waiting).toContainText(submitted);
  const href = await waiting.getByRole("link", { name: new RegExp(sentBack) }).getAttribute("href");
  expect(href).toMatch(/^\/admin\/articles\/[0-9a-f-]{36}$/);
  const editor = await personAt(browser, editorAccount, href ?? "");
  await expect(editor.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(sentBack);
  const review = editor.getByRole("region", { name: "Review", exact: true });
  await review
    .getByRole("textbox", { name: "What needs to change", exact: true })
    .fill("Name the ministry that renewed it.");
  await review.getByRole("button", { name: "Request changes", exact: true }).click();
  await expect(
    editor.getByRole("status").filter({ hasText: "Changes requested by" }),
  ).toBeVisible();

  // The author's Overview: each group with its items, each a link.
  await author.reload();
  await hydrated(author);
  await expect(author.getByRole("tab", { name: "Overview" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(card(author, "Changes requested")).toContainText(sentBack);
  await expect(card(author, "Changes requested")).toContainText(`asked by ${editorAccount.email}`);
  await expect(card(author, "Waiting for review")).toContainText(submitted);
  await expect(card(author, "Your drafts")).toContainText(draft);
  // Not the author's to open: messages, applications, activity.
  await expect(card(author, "New messages")).toHaveCount(0);
  await expect(card(author, "Recent activity")).toHaveCount(0);
  await expect(author.locator("[data-waiting-line]")).toHaveCount(0);
  await expectNoAxeViolations(author);

  // The line above News Articles says what asks the author to act, and leads back here.
  await author.getByRole("tab", { name: "News Articles" }).click();
  const line = author.getByRole("link", { name: "Waiting for you: 1 change requested" });
  await expect(line).toBeVisible();
  await expectNoAxeViolations(author);
  await line.click();
  await expect(author).toHaveURL(/\/admin\/overview$/);

  await card(author, "Your drafts")
    .getByRole("link", { name: new RegExp(draft) })
    .click();
  await expect(author).toHaveURL(/\/admin\/articles\/[0-9a-f-]{36}$/);
  await expect(author.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(draft);
  await author.context().close();
  await editor.context().close();
});

test("an editor sees what waits for review, the recent activity, and the line on every section", async ({
  browser,
  request,
}) => {
  const authorAccount = await account(request, "writer", "author");
  const editorAccount = await account(request, "reviewer", "editor");
  const token = randomUUID().slice(0, 8);
  const submitted = `Overview ${token}: Battery line opens`;
  const own = `Overview ${token}: Editor's notes`;

  const author = await personAt(browser, authorAccount, "/admin");
  await writeArticle(author, submitted, true);
  const editor = await personAt(browser, editorAccount, "/admin");
  await writeArticle(editor, own);

  // On News Articles (the default), the line counts what waits and leads to the Overview.
  await editor.reload();
  await hydrated(editor);
  await expect(editor.getByRole("tab", { name: /^News Articles/ })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  const line = editor.locator("[data-waiting-line]");
  await expect(line).toHaveText(/^Waiting for you: \d+ in review/);
  await expectNoAxeViolations(editor);
  await line.click();
  await expect(editor).toHaveURL(/\/admin\/overview$/);
  await expect(editor.getByRole("heading", { name: "Overview", level: 2 })).toBeVisible();
  // Not on the Overview itself.
  await expect(editor.locator("[data-waiting-line]")).toHaveCount(0);

  await expect(card(editor, "To review")).toContainText(submitted);
  await expect(card(editor, "To review")).toContainText(`submitted by ${authorAccount.email}`);
  await expect(card(editor, "Your drafts")).toContainText(own);
  await expect(card(editor, "New messages")).toHaveCount(0);
  await expect(
    card(editor, "Recent activity").getByRole("link", { name: "All activity" }),
  ).toBeVisible();
  await expect(card(editor, "Page views, last 7 days")).toContainText("Insight");
  await expectNoAxeViolations(editor);
  await snap(editor, "overview-editor");

  await card(editor, "To review")
    .getByRole("link", { name: new RegExp(submitted) })
    .click();
  await expect(editor.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(submitted);
  await expect(
    editor.getByRole("region", { name: "Review", exact: true }).getByRole("button", {
      name: "Approve and publish",
    }),
  ).toBeVisible();
  // The line stands above the item's form too.
  await expect(editor.locator("[data-waiting-line]")).toBeVisible();
  await author.context().close();
  await editor.context().close();
});
