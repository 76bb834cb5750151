import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { REVIEW_MESSAGES } from "../../app/features/content/access";
import {
  activity,
  contentComments,
  contentReviews,
  contentVersions,
  newsArticles,
  user,
} from "../../db/schema";
import { textOf } from "../support/html";
import { TestClient } from "../support/http-client";
import { startSmtpReceiver } from "../support/smtp-receiver";
import { appOn } from "../support/test-app";
import { ENGINES, perTestDatabase } from "../support/test-database";

/** A response's page as text. */
const text = async (response: Response) => textOf(await response.text());

const article = (slug: string, fields: Record<string, string> = {}) => ({
  title: "Copper licence renewed",
  slug,
  summary: "The Sululta exploration licence was renewed for three years.",
  content: "The ministry renewed the licence on 20 November.",
  imageUrl: "",
  author: "Newsroom",
  ...fields,
});

/**
 * Roles and review (ADR 027), through the HTTP routes as the browser uses them: an author's
 * draft, submitted, sent back with a comment, changed, submitted again and approved; the
 * four-eye rule; comments that name a teammate; the e-mails, at a real SMTP receiver.
 */
describe.each(ENGINES)("roles and review on %s", (engine) => {
  const freshDatabase = perTestDatabase(engine);
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  async function setup() {
    const smtp = await startSmtpReceiver();
    cleanups.push(smtp.close);
    const test = await freshDatabase();
    const app = appOn(test.database, { SMTP_URL: smtp.url });
    const db = test.database.db;
    const person = async (email: string, role?: "editor" | "author") => {
      const client = new TestClient(app);
      await client.signUp(email);
      if (role) await db.update(user).set({ role }).where(eq(user.email, email));
      await client.signIn(email);
      return client;
    };
    const owner = await person("owner@example.com");
    const editor = await person("editor@example.com", "editor");
    const second = await person("second-editor@example.com", "editor");
    const author = await person("author@example.com", "author");
    const other = await person("other-author@example.com", "author");
    const row = async (slug: string) => {
      const [found] = await db.select().from(newsArticles).where(eq(newsArticles.slug, slug));
      if (!found) throw new Error(`no article at ${slug}`);
      return found;
    };
    const review = async (id: string) => {
      const [found] = await db
        .select()
        .from(contentReviews)
        .where(and(eq(contentReviews.kind, "article"), eq(contentReviews.itemId, id)));
      return found;
    };
    const mailsTo = (to: string) => smtp.mails.filter((mail) => mail.to === to);
    return { db, app, smtp, owner, editor, second, author, other, row, review, mailsTo };
  }

  it("an author's draft goes public only after an editor's review, with comments and e-mails", async () => {
    const { db, app, owner, editor, author, other, row, review, mailsTo } = await setup();

    // The author writes: no publication choice, 'Submit for review' instead.
    const form = await text(await author.get("/admin/articles/new"));
    expect(form).toContain("Submit for review");
    expect(form).not.toContain("Publish immediately");
    // Publishing by hand is refused, and nothing is stored.
    const refused = await author.post(
      "/admin/articles/new",
      article("licence", { publication: "published" }),
    );
    expect(refused.status).toBe(403);
    expect(await text(refused)).toContain(REVIEW_MESSAGES.authorsCannotPublish);
    expect(await db.$count(newsArticles)).toBe(0);

    // An editor's save that publishes cannot also be submitted: neither is stored.
    const both = await editor.post(
      "/admin/articles/new?review=submit",
      article("both", { publication: "published" }),
    );
    expect(both.status).toBe(403);
    expect(await text(both)).toContain(REVIEW_MESSAGES.notDraft);
    expect(await db.$count(newsArticles)).toBe(0);

    const submitted = await author.post("/admin/articles/new?review=submit", article("licence"));
    expect(submitted.status).toBe(302);
    const draft = await row("licence");
    expect(draft.published).toBe(false);
    expect((await review(draft.id))?.state).toBe("in_review");
    // Everyone who may approve is told; the author is not.
    await expect.poll(() => mailsTo("editor@example.com").length, { timeout: 10_000 }).toBe(1);
    await expect.poll(() => mailsTo("owner@example.com").length, { timeout: 10_000 }).toBe(1);
    const request = mailsTo("editor@example.com")[0];
    expect(request?.subject).toContain("Review requested: Copper licence renewed");
    expect(request?.text).toContain(`/admin/articles/${draft.id}`);
    expect(mailsTo("author@example.com")).toHaveLength(0);

    // An author's list is their own; the editor's queue holds the item and its count.
    expect(await text(await author.get("/admin"))).toContain("In review");
    expect(await text(await editor.get("/admin"))).toContain("In review (1)");
    const queue = await text(await editor.get("/admin?review=1"));
    expect(queue).toContain("Copper licence renewed");
    expect(queue).toContain("Showing 1 of 1 article");
    // Another author neither sees nor opens it.
    expect(await text(await other.get("/admin"))).not.toContain("Copper licence renewed");
    expect((await other.get(`/admin/articles/${draft.id}`)).status).toBe(403);

    // The editor sees what is new and asks for changes; an empty request is refused.
    const page = await text(await editor.get(`/admin/articles/${draft.id}`));
    expect(page).toContain("has never been public: everything in it is new");
    expect(page).toContain("Approve and publish");
    const empty = await editor.post(`/admin/articles/${draft.id}/request-changes`, {
      comment: "  ",
    });
    expect(empty.status).toBe(400);
    expect((await review(draft.id))?.state).toBe("in_review");
    const asked = await editor.post(`/admin/articles/${draft.id}/request-changes`, {
      comment: "Please give the licence number.",
    });
    expect(asked.status).toBe(302);
    expect((await review(draft.id))?.state).toBe("changes_requested");
    await expect.poll(() => mailsTo("author@example.com").length, { timeout: 10_000 }).toBe(1);
    expect(mailsTo("author@example.com")[0]?.subject).toContain("Changes requested");
    expect(mailsTo("author@example.com")[0]?.text).toContain("Please give the licence number.");

    // The author is told on their list, reads the comment, changes the text and submits again.
    const list = await text(await author.get("/admin"));
    expect(list).toContain("An editor asked for changes to 1 article");
    expect(list).toContain("Changes requested");
    expect(await text(await author.get(`/admin/articles/${draft.id}`))).toContain(
      "Please give the licence number.",
    );
    const resubmitted = await author.post(
      `/admin/articles/${draft.id}?review=submit`,
      article("licence", {
        content: "The ministry renewed licence ML-2031 on 20 November.",
        version: "1",
      }),
    );
    expect(resubmitted.status).toBe(302);
    expect((await review(draft.id))?.state).toBe("in_review");

    // A page loaded before the commands had addresses of their own posts `?intent=approve` to
    // the form: nothing is saved or approved, and the page is loaded again.
    const outdated = await editor.post(`/admin/articles/${draft.id}?intent=approve`, {
      version: "2",
      when: "now",
    });
    expect(outdated.status).toBe(302);
    expect(outdated.headers.get("location")).toBe(`/admin/articles/${draft.id}`);
    expect((await row("licence")).published).toBe(false);
    expect((await row("licence")).version).toBe(2);

    // The approval's address opened by itself changes nothing and says so.
    const opened = await editor.get(`/admin/articles/${draft.id}/approve`);
    expect(opened.status).toBe(200);
    expect(textOf(await opened.text())).toContain(
      "Opening this address changes nothing: this is done with the buttons on the article’s page.",
    );
    expect((await row("licence")).published).toBe(false);

    // An approval of the version before the change is refused; of the current one, it publishes.
    const stale = await editor.post(`/admin/articles/${draft.id}/approve`, {
      version: "1",
      when: "now",
    });
    expect(stale.status).toBe(409);
    expect((await row("licence")).published).toBe(false);
    const approved = await editor.post(`/admin/articles/${draft.id}/approve`, {
      version: "2",
      when: "now",
    });
    expect(approved.status).toBe(302);
    // The list says 'Published — View on site'.
    expect(approved.headers.get("location")).toBe(`/admin?published=${draft.id}`);
    const published = await row("licence");
    expect(published.published).toBe(true);
    expect(await review(draft.id)).toBeUndefined();
    expect((await new TestClient(app).get("/news/licence")).status).toBe(200);
    await expect.poll(() => mailsTo("author@example.com").length, { timeout: 10_000 }).toBe(2);
    expect(mailsTo("author@example.com")[1]?.subject).toContain("Approved");

    // History keeps the approval; the activity log, each step.
    const versions = await db
      .select({ action: contentVersions.action })
      .from(contentVersions)
      .where(eq(contentVersions.itemId, draft.id))
      .orderBy(contentVersions.number);
    expect(versions.map((v) => v.action)).toEqual(["create", "save", "approve"]);
    const steps = (await db.select({ action: activity.action }).from(activity))
      .map((entry) => entry.action)
      .filter((action) => ["submit-review", "request-changes", "approve-review"].includes(action));
    expect(steps.sort()).toEqual(
      ["approve-review", "request-changes", "submit-review", "submit-review"].sort(),
    );
    // Once public, the author can no longer change it.
    const late = await author.post(
      `/admin/articles/${draft.id}`,
      article("licence", { title: "Changed after publication", version: "3" }),
    );
    expect(late.status).toBe(403);
    expect((await row("licence")).title).toBe("Copper licence renewed");
    expect(owner).toBeDefined();
  });

  it("with the four-eye rule on, nobody publishes their own item; another editor approves it", async () => {
    const { db, owner, editor, second, row, review } = await setup();
    // Only an owner turns it on.
    expect(
      (await editor.post("/admin/team", { intent: "require-review", required: "on" })).status,
    ).toBe(403);
    expect(
      (await owner.post("/admin/team", { intent: "require-review", required: "on" })).status,
    ).toBe(200);

    // The editor's own article: publishing directly is refused, in the form and in the list.
    const direct = await editor.post(
      "/admin/articles/new",
      article("own", { publication: "published" }),
    );
    expect(direct.status).toBe(403);
    expect(await text(direct)).toContain(REVIEW_MESSAGES.reviewRequired);
    expect(await db.$count(newsArticles)).toBe(0);
    expect((await editor.post("/admin/articles/new?review=submit", article("own"))).status).toBe(
      302,
    );
    const own = await row("own");
    const fromList = await editor.post("/admin?index", { publish: `${own.id}:1` });
    expect(fromList.status).toBe(403);
    expect((await row("own")).published).toBe(false);

    // They cannot approve it themselves; the page says why and offers no approval.
    const page = await text(await editor.get(`/admin/articles/${own.id}`));
    expect(page).toContain(REVIEW_MESSAGES.ownChanges);
    expect(page).not.toContain("Approve and publish");
    const self = await editor.post(`/admin/articles/${own.id}/approve`, {
      version: "1",
      when: "now",
    });
    expect(self.status).toBe(409);
    expect((await row("own")).published).toBe(false);
    expect((await review(own.id))?.state).toBe("in_review");

    // Another editor approves it, to be published at a time to come (scheduled).
    const past = await second.post(`/admin/articles/${own.id}/approve`, {
      version: "1",
      when: "schedule",
      publishAt: "2020-01-01T09:00",
    });
    expect(past.status).toBe(400);
    const approved = await second.post(`/admin/articles/${own.id}/approve`, {
      version: "1",
      when: "schedule",
      publishAt: "2031-01-01T09:00",
    });
    expect(approved.status).toBe(302);
    const scheduled = await row("own");
    expect(scheduled.published).toBe(true);
    expect(scheduled.publishedAt?.getUTCFullYear()).toBe(2031);
    expect(await review(own.id)).toBeUndefined();
    // Not live yet: a change that keeps it scheduled needs an approval again; taking it back
    // to a draft does not.
    const changed = article("own", { title: "Changed before it goes live", version: "2" });
    const kept = await editor.post(`/admin/articles/${own.id}`, {
      ...changed,
      publication: "schedule",
      publishAt: "2031-01-01T09:00",
    });
    expect(kept.status).toBe(403);
    expect((await row("own")).title).toBe("Copper licence renewed");
    const back = await editor.post(`/admin/articles/${own.id}?review=submit`, {
      ...changed,
      publication: "draft",
    });
    expect(back.status).toBe(302);
    expect((await row("own")).published).toBe(false);
    expect((await review(own.id))?.state).toBe("in_review");

    // Off again: editors publish directly.
    expect((await owner.post("/admin/team", { intent: "require-review" })).status).toBe(200);
    expect(
      (await editor.post("/admin/articles/new", article("direct", { publication: "published" })))
        .status,
    ).toBe(302);
    expect((await row("direct")).published).toBe(true);
  });

  it("comments are kept with the item and e-mail the teammates they name who can open it", async () => {
    const { db, editor, author, other, row, mailsTo } = await setup();
    expect((await author.post("/admin/articles/new", article("thread"))).status).toBe(302);
    const item = await row("thread");
    const posted = await editor.post(`/admin/articles/${item.id}/comment`, {
      comment:
        "author@example.com can you add a photo? (other-author@example.com, nobody@example.com: FYI)",
    });
    expect(posted.status).toBe(302);
    expect(posted.headers.get("location")).toBe(`/admin/articles/${item.id}`);
    // Refused without script, the command's page says why and links back to the item.
    const empty = await editor.post(`/admin/articles/${item.id}/comment`, { comment: "" });
    expect(empty.status).toBe(400);
    const refusal = await empty.text();
    expect(refusal).toContain("Write a comment first.");
    expect(refusal).toContain(`href="/admin/articles/${item.id}"`);
    expect(
      (
        await editor.post(`/admin/articles/${item.id}/comment`, {
          comment: "x".repeat(5001),
        })
      ).status,
    ).toBe(400);
    // The author, who can open it, is told; another author (who cannot) and a stranger are not.
    await expect.poll(() => mailsTo("author@example.com").length, { timeout: 10_000 }).toBe(1);
    expect(mailsTo("author@example.com")[0]?.subject).toContain("You were mentioned");
    expect(mailsTo("other-author@example.com")).toHaveLength(0);
    expect(mailsTo("nobody@example.com")).toHaveLength(0);
    // Another author cannot comment on it; its writer can, and both comments show with who wrote them.
    expect((await other.post(`/admin/articles/${item.id}/comment`, { comment: "Hi" })).status).toBe(
      403,
    );
    expect(
      (await author.post(`/admin/articles/${item.id}/comment`, { comment: "Added." })).status,
    ).toBe(302);
    const page = await text(await author.get(`/admin/articles/${item.id}`));
    expect(page).toContain("can you add a photo?");
    expect(page).toContain("Added.");
    expect(await text(await author.get(`/admin/articles/${item.id}/history`))).toContain("Added.");
    expect(await db.$count(contentComments)).toBe(2);
  });

  it("team roles: owners and admins change them within their rules; invitations name any role", async () => {
    const { db, app, owner } = await setup();
    const admin = new TestClient(app);
    await admin.signUp("admin@example.com");
    await db.update(user).set({ role: "admin" }).where(eq(user.email, "admin@example.com"));
    await admin.signIn("admin@example.com");
    const idOf = async (email: string) =>
      (await db.select({ id: user.id }).from(user).where(eq(user.email, email)))[0]?.id ?? "";
    const roleOf = async (email: string) =>
      (await db.select({ role: user.role }).from(user).where(eq(user.email, email)))[0]?.role;

    const team = await (await owner.get("/admin/team")).text();
    expect(team).toContain('aria-label="Role for author@example.com"');
    expect(textOf(team)).toContain("author@example.com Author Joined");
    // An admin makes an author an editor, but cannot touch an owner nor make one.
    const author = await idOf("author@example.com");
    expect(
      (await admin.post("/admin/team", { intent: "set-role", userId: author, role: "editor" }))
        .status,
    ).toBe(200);
    expect(await roleOf("author@example.com")).toBe("editor");
    expect(
      (await admin.post("/admin/team", { intent: "set-role", userId: author, role: "owner" }))
        .status,
    ).toBe(403);
    expect(
      (
        await admin.post("/admin/team", {
          intent: "set-role",
          userId: await idOf("owner@example.com"),
          role: "author",
        })
      ).status,
    ).toBe(403);
    expect(
      (await admin.post("/admin/team", { intent: "set-role", userId: author, role: "admin" }))
        .status,
    ).toBe(403);
    expect(
      (await admin.post("/admin/team", { intent: "set-role", userId: author, role: "boss" }))
        .status,
    ).toBe(400);
    expect(await roleOf("author@example.com")).toBe("editor");
    // An owner may; the last owner is never demoted.
    expect(
      (
        await owner.post("/admin/team", {
          intent: "set-role",
          userId: await idOf("admin@example.com"),
          role: "author",
        })
      ).status,
    ).toBe(200);
    expect(await roleOf("admin@example.com")).toBe("author");
    const changes = await db
      .select({ action: activity.action, detail: activity.detail })
      .from(activity);
    expect(changes).toContainEqual({ action: "change-role", detail: "As author" });
    // An invitation as an author.
    const invited = await owner.post("/admin/team", {
      intent: "invite",
      email: "writer@example.com",
      role: "author",
    });
    expect(invited.status).toBe(200);
    expect(await text(await owner.get("/admin/team"))).toContain("writer@example.com");
  });
});
