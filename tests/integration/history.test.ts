import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activity, contentVersions, newsArticles, user, videos } from "../../db/schema";
import { createApp } from "../../server/app";
import { housekeeping } from "../../server/features";
import { loadServerBuild, silentLogger, TEST_SECRET, testConfig } from "../support/build";
import { TestClient } from "../support/http-client";
import { ENGINES, perTestDatabase } from "../support/test-database";

const build = await loadServerBuild();

const ARTICLE = {
  title: "Copper output rises",
  slug: "copper-output-rises",
  summary: "The mine beat its target.",
  content: "The mine produced more copper than planned this quarter.",
  imageUrl: "",
  author: "Addis Investment Group",
};
const VIDEO = {
  title: "Coffee harvest",
  description: "Picking season in Sidama.",
  videoUrl: "https://www.youtube.com/watch?v=abc",
  thumbnailUrl: "",
  duration: "",
  category: "Behind the Scenes",
};

describe.each(ENGINES)("history, trash, conflicts, schedule and previews on %s", (engine) => {
  const freshDatabase = perTestDatabase(engine);

  async function setup(config: Record<string, string> = {}) {
    const test = await freshDatabase();
    const app = createApp({
      config: testConfig(config),
      authSecret: TEST_SECRET,
      logger: silentLogger,
      database: test.database,
      build,
    });
    const db = test.database.db;
    const owner = new TestClient(app);
    await owner.signUp("owner@example.com");
    await owner.signIn("owner@example.com");
    const editor = new TestClient(app);
    await editor.signUp("editor@example.com");
    const [editorRow] = await db.select().from(user).where(eq(user.email, "editor@example.com"));
    await owner.post("/admin/team", { intent: "approve", userId: editorRow?.id ?? "" });
    await editor.signIn("editor@example.com");
    return { db, app, owner, editor, anonymous: new TestClient(app) };
  }

  async function createArticle(client: TestClient, fields: Record<string, string> = {}) {
    const response = await client.post("/admin/articles/new", { ...ARTICLE, ...fields });
    expect(response.status).toBe(302);
  }

  async function articleRow(db: Awaited<ReturnType<typeof setup>>["db"], slug = ARTICLE.slug) {
    const [row] = await db.select().from(newsArticles).where(eq(newsArticles.slug, slug));
    if (!row) throw new Error(`no article ${slug}`);
    return row;
  }

  async function actions(db: Awaited<ReturnType<typeof setup>>["db"]) {
    const rows = await db.select().from(activity);
    return rows.map((r) => `${r.actorEmail ?? "-"} ${r.action} ${r.subjectTitle ?? ""}`.trim());
  }

  it("keeps every version, shows a word diff and restores a version as a new save", async () => {
    const { db, owner, editor, anonymous } = await setup();
    await createArticle(owner, { published: "on" });
    const row = await articleRow(db);
    expect(row.version).toBe(1);

    const edited = await editor.post(`/admin/articles/${row.id}`, {
      ...ARTICLE,
      summary: "The mine beat its yearly target.",
      published: "on",
      version: "1",
    });
    expect(edited.status).toBe(302);
    expect((await articleRow(db)).version).toBe(2);

    const history = await (await owner.get(`/admin/articles/${row.id}/history`)).text();
    expect(history).toContain("Version 2");
    expect(history).toContain("Version 1");
    expect(history).toContain("editor@example.com");
    expect(history).toContain("Changed: Summary");

    const version = await (await owner.get(`/admin/articles/${row.id}/history/1`)).text();
    // The current text's new word struck, version 1's text as it was.
    expect(version).toMatch(/<del[^>]*>yearly <\/del>/);
    expect(version).toContain("Restore this version");

    const restored = await owner.post(`/admin/articles/${row.id}/history/1`, { current: "2" });
    expect(restored.status).toBe(302);
    const after = await articleRow(db);
    expect(after.summary).toBe(ARTICLE.summary);
    expect(after.version).toBe(3);
    const versions = await db
      .select()
      .from(contentVersions)
      .where(eq(contentVersions.itemId, row.id));
    expect(versions.map((v) => v.number).sort()).toEqual([1, 2, 3]);
    expect(versions.find((v) => v.number === 3)?.action).toBe("restore-version");
    // The public page follows at once.
    const page = await (await anonymous.get(`/news/${ARTICLE.slug}`)).text();
    expect(page).toContain(ARTICLE.summary);
    expect(await actions(db)).toEqual(
      expect.arrayContaining([
        `owner@example.com create ${ARTICLE.title}`,
        `editor@example.com edit ${ARTICLE.title}`,
        `owner@example.com restore-version ${ARTICLE.title}`,
      ]),
    );
  });

  it("refuses to restore a version whose slug another article now has", async () => {
    const { db, owner } = await setup();
    await createArticle(owner);
    const row = await articleRow(db);
    await owner.post(`/admin/articles/${row.id}`, { ...ARTICLE, slug: "renamed", version: "1" });
    await createArticle(owner, { title: "Other", slug: ARTICLE.slug });
    const refused = await owner.post(`/admin/articles/${row.id}/history/1`, { current: "2" });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("This slug is already used by another article.");
    expect((await articleRow(db, "renamed")).version).toBe(2);
  });

  it("caps history at 200 versions, never pruning the current one", async () => {
    const { db, owner } = await setup();
    await createArticle(owner);
    const row = await articleRow(db);
    for (let v = 1; v <= 204; v++) {
      const saved = await owner.post(`/admin/articles/${row.id}`, {
        ...ARTICLE,
        summary: `Summary ${v}`,
        version: String(v),
      });
      expect(saved.status).toBe(302);
    }
    const versions = await db
      .select({ number: contentVersions.number })
      .from(contentVersions)
      .where(eq(contentVersions.itemId, row.id));
    expect(versions).toHaveLength(200);
    const numbers = versions.map((v) => v.number);
    expect(Math.max(...numbers)).toBe(205);
    expect(Math.min(...numbers)).toBe(6);
  }, 120_000);

  it("never overwrites a newer save: the conflict names who, keeps the text, and Save anyway works", async () => {
    const { db, owner, editor } = await setup();
    await createArticle(owner);
    const row = await articleRow(db);
    // Both opened version 1; the editor saves first.
    await editor.post(`/admin/articles/${row.id}`, {
      ...ARTICLE,
      title: "Copper output rises again",
      version: "1",
    });
    const second = await owner.post(`/admin/articles/${row.id}`, {
      ...ARTICLE,
      summary: "MY-TYPED-SUMMARY",
      version: "1",
    });
    expect(second.status).toBe(409);
    const html = await second.text();
    expect(html).toContain("This article was changed by editor@example.com at");
    expect(html).toContain("after you opened it.");
    expect(html).toContain("MY-TYPED-SUMMARY");
    expect(html).toMatch(/<ins[^>]*>again<\/ins>|again/);
    expect(html).toContain("Save anyway");
    expect((await articleRow(db)).title).toBe("Copper output rises again");

    // Forged or replayed versions never overwrite either.
    for (const version of ["", "0", "99", "1 ", "abc"]) {
      const forged = await owner.post(`/admin/articles/${row.id}`, { ...ARTICLE, version });
      expect(forged.status).toBe(409);
    }
    expect((await articleRow(db)).title).toBe("Copper output rises again");

    const anyway = await owner.post(`/admin/articles/${row.id}`, {
      ...ARTICLE,
      summary: "MY-TYPED-SUMMARY",
      version: "1",
      overwrite: "2",
    });
    expect(anyway.status).toBe(302);
    const saved = await articleRow(db);
    expect(saved.summary).toBe("MY-TYPED-SUMMARY");
    expect(saved.version).toBe(3);

    // The list's toggle and delete check the version their page showed.
    const stale = await owner.post("/admin?index", { publish: `${row.id}:2` });
    expect(stale.status).toBe(409);
    expect((await articleRow(db)).published).toBe(false);
    const staleDelete = await owner.post("/admin?index", { delete: `${row.id}:1` });
    expect(staleDelete.status).toBe(409);
    expect((await articleRow(db)).deletedAt).toBeNull();
    const fresh = await owner.post("/admin?index", { publish: `${row.id}:3` });
    expect(fresh.status).toBe(302);
    expect((await articleRow(db)).published).toBe(true);
  });

  it("moves deletions to the trash, restores them at the same address, and purges after TRASH_DAYS", async () => {
    const { db, owner, editor, anonymous } = await setup();
    await createArticle(owner, { published: "on" });
    const row = await articleRow(db);
    expect((await anonymous.get(`/news/${ARTICLE.slug}`)).status).toBe(200);

    const deleted = await editor.post("/admin?index", { delete: `${row.id}:1` });
    expect(deleted.status).toBe(302);
    expect((await anonymous.get(`/news/${ARTICLE.slug}`)).status).toBe(404);
    expect(await (await anonymous.get("/news")).text()).not.toContain(ARTICLE.title);
    expect(await (await owner.get("/admin")).text()).not.toContain(ARTICLE.title);
    const trash = await (await owner.get("/admin/trash")).text();
    expect(trash).toContain(ARTICLE.title);
    expect(trash).toContain("Deleted by editor@example.com");
    expect(trash).toContain("Delete permanently");
    // Only owners see, and may use, 'Delete permanently'.
    expect(await (await editor.get("/admin/trash")).text()).not.toContain("Delete permanently");
    const notOwner = await editor.post("/admin/trash", {
      intent: "purge",
      kind: "article",
      id: row.id,
    });
    expect(notOwner.status).toBe(403);

    const restored = await editor.post("/admin/trash", {
      intent: "restore",
      kind: "article",
      id: row.id,
    });
    expect(restored.status).toBe(200);
    expect((await anonymous.get(`/news/${ARTICLE.slug}`)).status).toBe(200);

    // Deleted again; 31 days later the server's own upkeep deletes it for good.
    await owner.post("/admin?index", { delete: `${row.id}:1` });
    const config = { trashDays: 30, activityDays: 365 };
    const soon = new Date(Date.now() + 29 * 86_400_000);
    expect((await housekeeping(db, config, soon)).purged).toBe(0);
    const later = new Date(Date.now() + 31 * 86_400_000);
    expect((await housekeeping(db, config, later)).purged).toBe(1);
    expect(await db.select().from(newsArticles)).toHaveLength(0);
    expect(
      await db.select().from(contentVersions).where(eq(contentVersions.itemId, row.id)),
    ).toHaveLength(0);
    expect(await actions(db)).toEqual(
      expect.arrayContaining([
        `editor@example.com delete ${ARTICLE.title}`,
        `editor@example.com restore ${ARTICLE.title}`,
        `- purge ${ARTICLE.title}`,
      ]),
    );
  });

  it("restores an article whose address was taken meanwhile as a draft, and says why", async () => {
    const { db, owner, anonymous } = await setup();
    await createArticle(owner, { published: "on" });
    const row = await articleRow(db);
    await owner.post("/admin?index", { delete: `${row.id}:1` });
    await createArticle(owner, { title: "Newcomer", published: "on" });
    const restored = await owner.post("/admin/trash", {
      intent: "restore",
      kind: "article",
      id: row.id,
    });
    expect(restored.status).toBe(302);
    const location = restored.headers.get("location") ?? "";
    expect(location).toBe(`/admin/articles/${row.id}?restoredFrom=${ARTICLE.slug}`);
    const [back] = await db.select().from(newsArticles).where(eq(newsArticles.id, row.id));
    expect(back).toMatchObject({ slug: `${ARTICLE.slug}-2`, published: false, deletedAt: null });
    const form = await (await owner.get(location)).text();
    expect(form).toContain(`another article took its address /news/${ARTICLE.slug}`);
    expect(await (await anonymous.get(`/news/${ARTICLE.slug}`)).text()).toContain("Newcomer");
  });

  it("publishes a scheduled article at its time, on the cached home page too", async () => {
    const { db, owner, anonymous } = await setup();
    await createArticle(owner);
    const row = await articleRow(db);
    // Warm the cache: the home page and /news without it.
    for (const path of ["/", "/news", "/rss.xml", "/sitemap.xml"]) {
      expect(await (await anonymous.get(path)).text()).not.toContain(ARTICLE.slug);
    }
    // Scheduled 3 seconds from now (the form takes whole minutes), then any content change,
    // which tells the page cache when the next publication is.
    const at = new Date(Date.now() + 3_000);
    await db
      .update(newsArticles)
      .set({ published: true, publishedAt: at })
      .where(eq(newsArticles.id, row.id));
    await createArticle(owner, { title: "Other", slug: "other" });
    const home = await anonymous.get("/");
    expect(await home.text()).not.toContain(ARTICLE.title);
    // Cached (once the change's own announcement has come back, on PostgreSQL).
    await expect
      .poll(async () => (await anonymous.get("/")).headers.get("x-cache"), { timeout: 2_000 })
      .toBe("HIT");
    expect((await anonymous.get(`/news/${ARTICLE.slug}`)).status).toBe(404);
    const list = await (await owner.get("/admin")).text();
    expect(list).toContain("Scheduled · ");

    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, at.getTime() - Date.now()) + 300),
    );
    expect(await (await anonymous.get("/")).text()).toContain(ARTICLE.title);
    expect(await (await anonymous.get("/news")).text()).toContain(ARTICLE.title);
    expect((await anonymous.get(`/news/${ARTICLE.slug}`)).status).toBe(200);
    expect(await (await anonymous.get("/rss.xml")).text()).toContain(ARTICLE.slug);
    expect(await (await anonymous.get("/sitemap.xml")).text()).toContain(ARTICLE.slug);
  });

  it("schedules from the form in the site's time zone and refuses a time gone by", async () => {
    const { db, owner } = await setup({ SITE_TIME_ZONE: "Africa/Addis_Ababa" });
    const past = await owner.post("/admin/articles/new", {
      ...ARTICLE,
      schedule: "on",
      publishAt: "2020-01-01T09:00",
    });
    expect(past.status).toBe(400);
    expect(await past.text()).toContain("Choose a time in the future.");
    const missing = await owner.post("/admin/articles/new", { ...ARTICLE, schedule: "on" });
    expect(await missing.text()).toContain("Choose the date and time to publish at.");
    expect(await db.select().from(newsArticles)).toHaveLength(0);

    const year = new Date().getUTCFullYear() + 1;
    const saved = await owner.post("/admin/articles/new", {
      ...ARTICLE,
      schedule: "on",
      publishAt: `${year}-03-01T09:30`,
    });
    expect(saved.status).toBe(302);
    const row = await articleRow(db);
    // 09:30 in Addis Ababa (UTC+3) is 06:30 UTC.
    expect(row.publishedAt?.toISOString()).toBe(`${year}-03-01T06:30:00.000Z`);
    expect(row.published).toBe(true);
    const form = await (await owner.get(`/admin/articles/${row.id}`)).text();
    expect(form).toContain(`value="${year}-03-01T09:30"`);
    expect(form).toContain("Africa/Addis Ababa time");
    expect(await actions(db)).toContain(`owner@example.com create ${ARTICLE.title}`);
  });

  it("shares a preview link that works anonymously until revoked or expired", async () => {
    const { db, owner, anonymous } = await setup();
    await owner.post("/admin/videos/new", VIDEO);
    const [video] = await db.select().from(videos);
    await createArticle(owner, { content: "PREVIEW-BODY-MARKER" });
    const row = await articleRow(db);

    const shared = await owner.post(`/admin/articles/${row.id}?intent=share-preview`, {});
    expect(shared.status).toBe(200);
    const form = await (await owner.get(`/admin/articles/${row.id}`)).text();
    const path = /http:\/\/localhost:3000(\/preview\/[\w.-]+)/.exec(form)?.[1] ?? "";
    expect(path).not.toBe("");
    const page = await anonymous.get(path);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toContain("no-store");
    expect(page.headers.get("x-robots-tag")).toContain("noindex");
    const html = await page.text();
    expect(html).toContain("PREVIEW-BODY-MARKER");
    expect(html).toContain('content="noindex, nofollow"');
    expect(html).not.toContain("/admin/sign-out");
    // A tampered token opens nothing.
    expect((await anonymous.get(`${path.slice(0, -1)}A`)).status).toBe(404);

    const linkId = path.split("/").at(-1)?.split(".")[0] ?? "";
    const revoked = await owner.post(`/admin/articles/${row.id}?intent=revoke-preview`, {
      link: linkId,
    });
    expect(revoked.status).toBe(200);
    expect((await anonymous.get(path)).status).toBe(404);

    // A video's link, and its expiry after 7 days.
    await owner.post(`/admin/videos/${video?.id}?intent=share-preview`, {});
    const videoForm = await (await owner.get(`/admin/videos/${video?.id}`)).text();
    const videoPath = /http:\/\/localhost:3000(\/preview\/[\w.-]+)/.exec(videoForm)?.[1] ?? "";
    expect(await (await anonymous.get(videoPath)).text()).toContain(VIDEO.title);
    const { previewLinks } = await import("../../db/schema");
    await db
      .update(previewLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(previewLinks.kind, "video")));
    expect((await anonymous.get(videoPath)).status).toBe(404);
    expect(await actions(db)).toEqual(
      expect.arrayContaining([
        `owner@example.com preview-link ${ARTICLE.title}`,
        `owner@example.com revoke-preview-link ${ARTICLE.title}`,
      ]),
    );
  });

  it("logs sign-ins, failures, approvals and role changes, filterable, and prunes after ACTIVITY_DAYS", async () => {
    const { db, owner, app } = await setup();
    const stranger = new TestClient(app);
    await stranger.signIn("owner@example.com", "wrong-password");
    const page = await (await owner.get("/admin/activity")).text();
    expect(page).toContain("failed sign-in");
    expect(page).toContain("approved account");
    const log = await actions(db);
    expect(log).toEqual(
      expect.arrayContaining([
        "owner@example.com sign-in",
        "editor@example.com sign-in",
        "owner@example.com approve editor@example.com",
        "owner@example.com sign-in-failed",
      ]),
    );
    const signIns = await (await owner.get("/admin/activity?kind=team")).text();
    expect(signIns).toContain("approved account");
    expect(signIns).not.toContain("signed in");
    const byEditor = await (await owner.get("/admin/activity?person=editor%40example.com")).text();
    expect(byEditor).toContain("signed in");
    expect(byEditor).not.toContain("approved account");

    const config = { trashDays: 30, activityDays: 365 };
    const nextYear = new Date(Date.now() + 366 * 86_400_000);
    expect((await housekeeping(db, config, nextYear)).pruned).toBeGreaterThanOrEqual(log.length);
    expect(await db.select().from(activity)).toHaveLength(0);
  });
});
