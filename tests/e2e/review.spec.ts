import { randomUUID } from "node:crypto";
import { type Browser, expect, type Page } from "@playwright/test";
import { newAccount, signedIn, snap } from "./accounts";
import { expectNoAxeViolations, hydrated, test, typedAndKept } from "./fixtures";

// Roles and review (ADR 027): an author writes, an editor reviews, an owner gives roles. Each
// test makes its own accounts and article (the site's server is shared by parallel workers), and
// walks two people through several screens: three times the usual budget. The owners' 'Require
// review before publishing' is site-wide and stays off here (it is tested in Vitest).
test.slow();

/** A new account with `role`, its address unique to this run. */
async function account(
  request: Parameters<typeof newAccount>[0],
  name: string,
  role: Parameters<typeof newAccount>[2],
) {
  const who = {
    email: `review-${name}-${randomUUID().slice(0, 8)}@example.com`,
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

/** The row of the News Articles list with this title. */
function articleRow(page: Page, title: string) {
  return page
    .getByRole("list", { name: "News Articles", exact: true })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) });
}

/** Opens the article of this title from the list (at /admin). */
async function openArticle(page: Page, title: string) {
  await articleRow(page, title)
    .getByRole("link", { name: `Edit ${title}`, exact: true })
    .click();
  await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(title);
  await hydrated(page);
}

test("an author submits an article, an editor asks for changes, then approves and publishes it", async ({
  browser,
  request,
}) => {
  const authorAccount = await account(request, "author", "author");
  const editorAccount = await account(request, "editor", "editor");
  const token = randomUUID().slice(0, 8);
  const title = `Review ${token}: Sululta copper output`;
  const revised = `Review ${token}: Sululta copper output doubles`;

  // 1. The author writes a new article: no publication choice, 'Submit for review' beside Save.
  const author = await personAt(browser, authorAccount, "/admin/articles/new");
  await expect(author.getByRole("heading", { name: "New Article" })).toBeVisible();
  await expect(author.getByLabel("Publish immediately")).toHaveCount(0);
  await expect(
    author.getByText("Saved as a draft. An editor publishes it after review"),
  ).toBeVisible();
  await typedAndKept(author.getByRole("textbox", { name: "Title", exact: true }), title);
  const slugField = author.getByRole("textbox", { name: "URL Slug", exact: true });
  await expect(slugField).toHaveValue(new RegExp(`^review-${token}`));
  const slug = await slugField.inputValue();
  await typedAndKept(
    author.getByRole("textbox", { name: "Summary", exact: true }),
    "Output at the Sululta mine rose in the third quarter.",
  );
  await author
    .getByRole("textbox", { name: "Content", exact: true })
    .fill("The concession's new smelter came on line in August.");
  await author.getByRole("button", { name: "Submit for review", exact: true }).click();
  await expect(author).toHaveURL(/\/admin$/);
  const authorRow = articleRow(author, title);
  await expect(authorRow).toContainText("In review");
  await expect(authorRow.getByRole("button", { name: `Publish ${title}` })).toHaveCount(0);

  // 2. The editor sees it waiting, opens it from the queue and asks for a change.
  const editor = await personAt(browser, editorAccount, "/admin");
  await expect(editor.getByRole("tab", { name: /^News Articles/ })).toContainText(/\d+ in review/);
  const queueLink = editor.getByRole("link", { name: /^In review \(\d+\)$/ });
  await expect(queueLink).not.toHaveText("In review (0)");
  await queueLink.click();
  await expect(editor).toHaveURL(/\/admin\?review=1$/);
  await expect(articleRow(editor, title)).toContainText("In review");
  await expect(editor.getByRole("link", { name: "Show all", exact: true })).toBeVisible();
  await expectNoAxeViolations(editor);
  await snap(editor, "review-queue");

  await openArticle(editor, title);
  const review = editor.getByRole("region", { name: "Review", exact: true });
  await expect(review).toContainText("This article has never been public");
  await expect(review.getByRole("button", { name: "Approve and publish" })).toBeVisible();
  await expect(review.getByLabel("Publication time (site time)")).toBeVisible();
  await expect(review.getByRole("button", { name: "Approve and schedule" })).toBeVisible();
  const asked = "Say in the title that the output doubled: that is the news.";
  await review.getByRole("textbox", { name: "What needs to change", exact: true }).fill(asked);
  await review.getByRole("button", { name: "Request changes", exact: true }).click();
  const editorComments = editor.getByRole("region", { name: "Comments", exact: true });
  await expect(editorComments.getByRole("listitem").filter({ hasText: asked })).toContainText(
    "Changes requested",
  );
  // Sent back: nothing left to decide until the author submits it again.
  await expect(review).toHaveCount(0);
  await expect(
    editor.getByRole("status").filter({ hasText: "Changes requested by" }),
  ).toBeVisible();

  // 3. The author is told, reads the comment, answers it, changes the title and submits again.
  await author.reload();
  await hydrated(author);
  await expect(
    author.getByRole("status").filter({ hasText: "An editor asked for changes" }),
  ).toHaveText(
    "An editor asked for changes to 1 article: open it to read the comments, then submit again.",
  );
  await expect(authorRow).toContainText("Changes requested");
  await expectNoAxeViolations(author);
  await snap(author, "review-author-list");
  await openArticle(author, title);
  const authorComments = author.getByRole("region", { name: "Comments", exact: true });
  await expect(authorComments).toContainText(asked);
  await expect(authorComments).toContainText(editorAccount.email);
  const reply = "Done: the title now says it doubled.";
  await authorComments.getByRole("textbox", { name: "New comment", exact: true }).fill(reply);
  await authorComments.getByRole("button", { name: "Post comment", exact: true }).click();
  await expect(authorComments.getByRole("listitem").filter({ hasText: reply })).toBeVisible();
  await expect(authorComments.getByRole("textbox", { name: "New comment" })).toHaveValue("");
  await typedAndKept(author.getByRole("textbox", { name: "Title", exact: true }), revised);
  await author.getByRole("button", { name: "Submit for review", exact: true }).click();
  await expect(author).toHaveURL(/\/admin$/);
  await expect(articleRow(author, revised)).toContainText("In review");

  // 4. The editor finds it in review again, with the conversation, and approves it.
  await editor.goto("/admin");
  await hydrated(editor);
  await expect(articleRow(editor, revised)).toContainText("In review");
  await openArticle(editor, revised);
  await expect(review).toBeVisible();
  await expect(editorComments.getByRole("listitem")).toHaveCount(2);
  await expect(editorComments.getByRole("listitem")).toContainText([asked, reply]);
  await expectNoAxeViolations(editor);
  await snap(editor, "review-item");
  await review.getByRole("button", { name: "Approve and publish", exact: true }).click();
  await expect(editor).toHaveURL(/\/admin$/);
  await expect(articleRow(editor, revised)).toContainText("Published");

  const published = await editor.goto(`/news/${slug}`);
  expect(published?.status()).toBe(200);
  await expect(editor.getByRole("heading", { level: 1 })).toHaveText(revised);

  // Public now: the author reads it, without Save, and the page says why.
  await author.goto("/admin");
  await hydrated(author);
  await openArticle(author, revised);
  await expect(
    author.getByRole("status").filter({ hasText: "only an editor can change it now" }),
  ).toBeVisible();
  await expect(author.getByRole("button", { name: "Save", exact: true })).toHaveCount(0);
  await expect(author.getByRole("button", { name: "Submit for review" })).toHaveCount(0);
  await snap(author, "review-author-public");

  await author.context().close();
  await editor.context().close();
});

test("an owner changes a teammate's role on the Team page", async ({ page, request }) => {
  const owner = await account(request, "owner", "owner");
  const teammate = await account(request, "teammate", "author");
  // A fresh sign-in is recent: the role change asks for no password.
  await signedIn(page, owner, "/admin/team");
  await hydrated(page);
  const team = page.getByRole("region", { name: "Team", exact: true });
  const row = team.getByRole("listitem").filter({ hasText: teammate.email });
  const badge = row.getByRole("paragraph").filter({ hasText: "Joined" });
  const role = row.getByRole("combobox", { name: `Role for ${teammate.email}`, exact: true });
  await expect(badge).toContainText("Author");
  await expect(role).toHaveValue("author");
  await role.selectOption("editor");
  await row.getByRole("button", { name: `Change role: ${teammate.email}`, exact: true }).click();
  await expect(badge).toContainText("Editor");
  await expect(page.getByRole("heading", { name: "Confirm it is you" })).toHaveCount(0);

  // Owners keep the review rule here (left as it is: it holds for the whole site).
  const rule = page.getByRole("region", { name: "Review", exact: true });
  await expect(rule.getByLabel("Require review before publishing")).toBeVisible();
  await expect(rule.getByRole("button", { name: "Save review rule" })).toBeVisible();

  await page.reload();
  await hydrated(page);
  await expect(role).toHaveValue("editor");
  await expect(badge).toContainText("Editor");
  await expectNoAxeViolations(page);
  await snap(page, "team-roles");
});
