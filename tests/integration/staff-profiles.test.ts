import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { PROFILE_MESSAGES } from "../../app/features/auth/profile";
import { BYLINE_MESSAGES } from "../../app/features/auth/profiles.server";
import { deleteMediaRow, mediaUses } from "../../app/features/media/store.server";
import { media, newsArticles, staffProfiles, user } from "../../db/schema";
import { textOf } from "../support/html";
import { TestClient } from "../support/http-client";
import { appOn } from "../support/test-app";
import { ENGINES, perTestDatabase } from "../support/test-database";

/** A response's page as text. */
const text = async (response: Response) => textOf(await response.text());

const article = (slug: string, fields: Record<string, string> = {}) => ({
  title: `Copper output rises: ${slug}`,
  slug,
  summary: "The Sululta plant refined more copper than planned.",
  content: "Output rose by a fifth over the quarter.",
  imageUrl: "",
  author: "Addis Investment Group",
  ...fields,
});

const profile = (fields: Record<string, string> = {}) => ({
  intent: "profile",
  displayName: "Hanna Tesfaye",
  jobTitle: "Head of Communications",
  biography: "Hanna leads the group's communications.",
  "jobTitle.am": "የኮሙኒኬሽን ኃላፊ",
  "jobTitle.om": "",
  "biography.am": "",
  "biography.om": "",
  photoMediaId: "",
  ...fields,
});

/**
 * Staff profiles, bylines and author pages (ADR 051), through the routes as the browser uses
 * them: the profile form's rules, who may sign an article with whose name, the author page and
 * its feed, and what removing an account leaves.
 */
describe.each(ENGINES)("staff profiles and bylines on %s", (engine) => {
  const freshDatabase = perTestDatabase(engine);
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  async function setup() {
    const test = await freshDatabase();
    const app = appOn(test.database);
    const db = test.database.db;
    const person = async (email: string, role?: "editor" | "author") => {
      const client = new TestClient(app);
      await client.signUp(email);
      if (role) await db.update(user).set({ role }).where(eq(user.email, email));
      await client.signIn(email);
      const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
      return { client, id: row?.id ?? "" };
    };
    const owner = await person("owner@example.com");
    const editor = await person("editor@example.com", "editor");
    const author = await person("author@example.com", "author");
    const row = async (slug: string) => {
      const [found] = await db.select().from(newsArticles).where(eq(newsArticles.slug, slug));
      if (!found) throw new Error(`no article at ${slug}`);
      return found;
    };
    return { db, app, owner, editor, author, row };
  }

  it("saves a profile in three languages, with a unique address, and refuses what is wrong", async () => {
    const { db, editor, author } = await setup();

    const empty = await author.client.post("/admin/account", profile({ displayName: " " }));
    expect(empty.status).toBe(400);
    expect(await text(empty)).toContain(PROFILE_MESSAGES.displayNameRequired);
    const long = await author.client.post(
      "/admin/account",
      profile({ biography: "x".repeat(1501) }),
    );
    expect(long.status).toBe(400);
    expect(await text(long)).toContain(PROFILE_MESSAGES.biographyTooLong);
    const noPhoto = await author.client.post(
      "/admin/account",
      profile({ photoMediaId: "0b0e7a43-5b1c-4a57-8d39-4b8a1f4f0c11" }),
    );
    expect(noPhoto.status).toBe(400);
    expect(await text(noPhoto)).toContain(PROFILE_MESSAGES.photoMissing);
    expect(await db.$count(staffProfiles)).toBe(0);

    const saved = await author.client.post("/admin/account", profile());
    expect(saved.status).toBe(200);
    expect(await text(saved)).toContain(PROFILE_MESSAGES.saved);
    const [stored] = await db
      .select()
      .from(staffProfiles)
      .where(eq(staffProfiles.userId, author.id));
    expect(stored).toMatchObject({
      slug: "hanna-tesfaye",
      displayName: "Hanna Tesfaye",
      jobTitle: "Head of Communications",
      translations: { am: { jobTitle: "የኮሙኒኬሽን ኃላፊ" } },
    });
    // The account page shows it back.
    const page = await author.client.get("/admin/account");
    expect(await page.text()).toContain('value="Head of Communications"');

    // Another person of the same name gets an address of their own.
    await editor.client.post("/admin/account", profile());
    const [second] = await db
      .select({ slug: staffProfiles.slug })
      .from(staffProfiles)
      .where(eq(staffProfiles.userId, editor.id));
    expect(second?.slug).toBe("hanna-tesfaye-2");
  });

  it("lets authors sign with their own name or the company's, editors with anyone's", async () => {
    const { db, app, owner, editor, author, row } = await setup();
    await author.client.post("/admin/account", profile({ displayName: "Dawit Alemu" }));
    await editor.client.post("/admin/account", profile({ displayName: "Sara Bekele" }));

    // The form offers an author the company and themselves; an editor everyone with a profile.
    const authorForm = await author.client.get("/admin/articles/new");
    const authorHtml = await authorForm.text();
    expect(authorHtml).toContain("Dawit Alemu");
    expect(authorHtml).not.toContain("Sara Bekele");
    const editorHtml = await (await editor.client.get("/admin/articles/new")).text();
    expect(editorHtml).toContain("Dawit Alemu");
    expect(editorHtml).toContain("Sara Bekele");

    // An author's own byline: the Author text becomes their display name.
    const own = await author.client.post(
      "/admin/articles/new",
      article("own", { authorId: author.id, author: "typed by hand" }),
    );
    expect(own.status).toBe(302);
    expect(await row("own")).toMatchObject({ author: "Dawit Alemu", authorId: author.id });

    // Another staff member's name is refused to an author, with the reason at the field.
    const others = await author.client.post(
      "/admin/articles/new",
      article("others", { authorId: editor.id }),
    );
    expect(others.status).toBe(400);
    expect(await text(others)).toContain(BYLINE_MESSAGES.authorsOwn);

    // An editor may name the author; the company's byline keeps the Author text as typed.
    expect(
      (
        await editor.client.post(
          "/admin/articles/new",
          article("by-editor", { authorId: author.id }),
        )
      ).status,
    ).toBe(302);
    expect((await row("by-editor")).authorId).toBe(author.id);
    await editor.client.post("/admin/articles/new", article("company", { authorId: "" }));
    expect(await row("company")).toMatchObject({
      author: "Addis Investment Group",
      authorId: null,
    });

    // An account waiting for approval, or one without a profile, cannot sign.
    const waiting = new TestClient(app);
    await waiting.signUp("waiting@example.com");
    const [pending] = await db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, "waiting@example.com"));
    const refusedPending = await editor.client.post(
      "/admin/articles/new",
      article("pending", { authorId: pending?.id ?? "" }),
    );
    expect(refusedPending.status).toBe(400);
    expect(await text(refusedPending)).toContain(BYLINE_MESSAGES.gone);
    const refusedNoProfile = await editor.client.post(
      "/admin/articles/new",
      article("no-profile", { authorId: owner.id }),
    );
    expect(refusedNoProfile.status).toBe(400);
    expect(await text(refusedNoProfile)).toContain(BYLINE_MESSAGES.noProfile);
  });

  it("shows a staff member's author page, feed and byline; removing the account keeps the byline's text", async () => {
    const { db, app, owner, editor, author, row } = await setup();
    const anonymous = new TestClient(app);
    await author.client.post(
      "/admin/account",
      profile({ displayName: "Dawit Alemu", "biography.am": "ዳዊት የቡድኑን ዜናዎች ይጽፋል።" }),
    );
    // A profile without a published article has no page.
    expect((await anonymous.get("/news/author/dawit-alemu")).status).toBe(404);

    await editor.client.post(
      "/admin/articles/new",
      article("first-story", { authorId: author.id, publication: "published" }),
    );
    await editor.client.post(
      "/admin/articles/new",
      article("draft-story", { authorId: author.id }),
    );
    await editor.client.post(
      "/admin/articles/new",
      article("company-story", { publication: "published" }),
    );

    const page = await anonymous.get("/news/author/dawit-alemu");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Dawit Alemu");
    expect(html).toContain("Head of Communications");
    expect(html).toContain("Copper output rises: first-story");
    expect(html).not.toContain("draft-story");
    expect(html).not.toContain("company-story");
    expect(html).toContain('"@type":"ProfilePage"');
    expect(html).toContain("/news/author/dawit-alemu/rss.xml");
    // In Amharic: the translated texts, the English ones marked as English.
    const amharic = await (await anonymous.get("/am/news/author/dawit-alemu")).text();
    expect(amharic).toContain("የኮሙኒኬሽን ኃላፊ");
    expect(amharic).toContain("ዳዊት የቡድኑን ዜናዎች ይጽፋል።");
    // A page past the last is a 404, as on /news; an address nobody has, too.
    expect((await anonymous.get("/news/author/dawit-alemu?page=2")).status).toBe(404);
    expect((await anonymous.get("/news/author/nobody")).status).toBe(404);

    // The article's byline links to the page; its structured data names a Person.
    const story = await (await anonymous.get("/news/first-story")).text();
    expect(story).toContain('href="/news/author/dawit-alemu"');
    expect(story).toContain('"@type":"Person"');
    const company = await (await anonymous.get("/news/company-story")).text();
    expect(company).not.toContain("/news/author/");
    expect(company).toContain('"author":{"@type":"Organization","name":"Addis Investment Group"}');

    // The feed and the sitemap.
    const feed = await anonymous.get("/news/author/dawit-alemu/rss.xml");
    expect(feed.status).toBe(200);
    const xml = await feed.text();
    expect(xml).toContain("<dc:creator>Dawit Alemu</dc:creator>");
    expect(xml).toContain("/news/first-story</link>");
    expect(xml).not.toContain("company-story");
    expect((await anonymous.get("/news/author/nobody/rss.xml")).status).toBe(404);
    const sitemap = await (await anonymous.get("/sitemap.xml")).text();
    expect(sitemap).toContain("/news/author/dawit-alemu</loc>");
    expect(sitemap).toContain("/om/news/author/dawit-alemu</loc>");

    // The owner removes the account: the byline stays as text, the link and the page go.
    const removed = await owner.client.post("/admin/team", { intent: "remove", userId: author.id });
    expect(removed.status).toBe(200);
    expect(await row("first-story")).toMatchObject({ author: "Dawit Alemu", authorId: null });
    expect(await db.$count(staffProfiles)).toBe(0);
    expect((await anonymous.get("/news/author/dawit-alemu")).status).toBe(404);
    expect((await anonymous.get("/news/author/dawit-alemu/rss.xml")).status).toBe(404);
    const after = await (await anonymous.get("/news/first-story")).text();
    expect(after).toContain("Dawit Alemu");
    expect(after).not.toContain("/news/author/");
    expect(await (await anonymous.get("/sitemap.xml")).text()).not.toContain("/news/author/");

    // Saved again by an editor, the article keeps its byline's text with the company's link.
    const stored = await row("first-story");
    const resaved = await editor.client.post(`/admin/articles/${stored.id}`, {
      ...article("first-story", { author: stored.author, publication: "published" }),
      authorId: "",
      version: String(stored.version),
    });
    expect(resaved.status).toBe(302);
    expect(await row("first-story")).toMatchObject({ author: "Dawit Alemu", authorId: null });
  });

  it("counts a profile's photo as a use of the upload: it cannot be deleted", async () => {
    const { db, author } = await setup();
    const [photo] = await db
      .insert(media)
      .values({
        kind: "image",
        state: "ready",
        hash: "a".repeat(32),
        originalName: "hanna.jpg",
        contentType: "image/jpeg",
        bytes: 1000,
        width: 800,
        height: 800,
      })
      .returning();
    if (!photo) throw new Error("no upload");
    const saved = await author.client.post("/admin/account", profile({ photoMediaId: photo.id }));
    expect(saved.status).toBe(200);
    expect((await mediaUses(db, [photo.id])).get(photo.id)).toEqual([
      { kind: "profile", id: author.id, title: "Profile of Hanna Tesfaye", place: "current" },
    ]);
    const refused = await deleteMediaRow(db, photo.id);
    expect(refused).toMatchObject({ usedBy: [{ kind: "profile" }] });
    expect(await db.$count(media)).toBe(1);
  });
});
