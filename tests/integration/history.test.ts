import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { purgeExpiredTrash } from "../../app/features/content/versions/trash.server";
import { articleStore } from "../../app/features/news/store.server";
import { videoStore } from "../../app/features/videos/store.server";
import { recordActivity } from "../../app/lib/activity.server";
import { FIRST_ROWS } from "../../app/lib/keyset.server";
import type { AppDatabase } from "../../db/client.server";
import { activity, contentVersions, newsArticles, user, videos } from "../../db/schema";
import { housekeeping } from "../../server/features";
import { TestClient } from "../support/http-client";
import { appOn } from "../support/test-app";
import { ENGINES, perTestDatabase } from "../support/test-database";

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
    const app = appOn(test.database, config);
    const db = test.database.db;
    const owner = new TestClient(app);
    await owner.signUp("owner@example.com");
    await owner.signIn("owner@example.com");
    const editor = new TestClient(app);
    await editor.signUp("editor@example.com");
    const [editorRow] = await db.select().from(user).where(eq(user.email, "editor@example.com"));
    await owner.post("/admin/team", {
      intent: "approve",
      userId: editorRow?.id ?? "",
      role: "editor",
    });
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
    const html = await refused.text();
    expect(html).toContain(
      `Another article now uses this address (URL Slug “${ARTICLE.slug}”). Give that article a different URL Slug first, then restore this version.`,
    );
    // Under the URL Slug's diff, and the button points to it.
    expect(html).toMatch(
      /<dt[^>]*>URL Slug<\/dt><dd[^>]*>.*?<p id="diff-slug-error"[^>]*>Another article now uses/s,
    );
    expect(html).toContain('aria-describedby="diff-slug-error"');
    expect(html).not.toContain("Change it in the form");
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
    // What the other save changed: its new word underlined.
    expect(html).toMatch(/<ins[^>]*>\s*again\s*<\/ins>/);
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
    // The public page is in the page cache before the deletion.
    expect((await anonymous.get(`/news/${ARTICLE.slug}`)).status).toBe(200);
    await expect
      .poll(async () => (await anonymous.get(`/news/${ARTICLE.slug}`)).headers.get("x-cache"), {
        timeout: 2_000,
      })
      .toBe("HIT");

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
    const back = await anonymous.get(`/news/${ARTICLE.slug}`);
    expect(back.status).toBe(200);
    expect(await back.text()).toContain(ARTICLE.title);
    // Cached again as the restored page, not as the 404 the deletion left.
    await expect
      .poll(async () => (await anonymous.get(`/news/${ARTICLE.slug}`)).headers.get("x-cache"), {
        timeout: 2_000,
      })
      .toBe("HIT");
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
    expect(form).toContain(">Addis Ababa time<");
    expect(await actions(db)).toContain(`owner@example.com create ${ARTICLE.title}`);
  });

  it("shares a preview link that works anonymously until revoked or expired", async () => {
    const { db, owner, anonymous } = await setup();
    await owner.post("/admin/videos/new", VIDEO);
    const [video] = await db.select().from(videos);
    await createArticle(owner, { content: "PREVIEW-BODY-MARKER" });
    const row = await articleRow(db);

    const shared = await owner.post(`/admin/articles/${row.id}/share-preview`, {});
    expect(shared.status).toBe(302);
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
    // (Its last character changed to another: 'A' unless it was one already.)
    const tampered = `${path.slice(0, -1)}${path.endsWith("A") ? "B" : "A"}`;
    expect((await anonymous.get(tampered)).status).toBe(404);

    const linkId = path.split("/").at(-1)?.split(".")[0] ?? "";
    const revoked = await owner.post(`/admin/articles/${row.id}/revoke-preview`, {
      link: linkId,
    });
    expect(revoked.status).toBe(302);
    expect((await anonymous.get(path)).status).toBe(404);

    // A video's link, and its expiry after 7 days.
    await owner.post(`/admin/videos/${video?.id}/share-preview`, {});
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

  it("logs publishing, unpublishing, scheduling, role changes, removals and permanent deletions", async () => {
    const { db, app, owner } = await setup();
    await createArticle(owner);
    const row = await articleRow(db);
    expect((await owner.post("/admin?index", { publish: `${row.id}:1` })).status).toBe(302);
    expect((await owner.post("/admin?index", { unpublish: `${row.id}:2` })).status).toBe(302);
    const year = new Date().getUTCFullYear() + 1;
    const scheduled = await owner.post(`/admin/articles/${row.id}`, {
      ...ARTICLE,
      schedule: "on",
      publishAt: `${year}-03-01T09:30`,
      version: "3",
    });
    expect(scheduled.status).toBe(302);

    const [editorRow] = await db.select().from(user).where(eq(user.email, "editor@example.com"));
    const editorId = editorRow?.id ?? "";
    // Only admins are made owners.
    const promoted = await owner.post("/admin/team", {
      intent: "set-role",
      userId: editorId,
      role: "admin",
    });
    expect(promoted.status).toBe(200);
    for (const intent of ["make-owner", "make-admin", "remove"]) {
      const changed = await owner.post("/admin/team", { intent, userId: editorId });
      expect(changed.status, intent).toBe(200);
    }
    const waiting = new TestClient(app);
    await waiting.signUp("waiting@example.com");
    const [waitingRow] = await db.select().from(user).where(eq(user.email, "waiting@example.com"));
    await owner.post("/admin/team", { intent: "remove", userId: waitingRow?.id ?? "" });

    await owner.post("/admin?index", { delete: `${row.id}:4` });
    const purged = await owner.post("/admin/trash", {
      intent: "purge",
      kind: "article",
      id: row.id,
    });
    expect(purged.status).toBeLessThan(400);
    expect(await db.select().from(newsArticles)).toHaveLength(0);

    expect(await actions(db)).toEqual(
      expect.arrayContaining([
        `owner@example.com publish ${ARTICLE.title}`,
        `owner@example.com unpublish ${ARTICLE.title}`,
        `owner@example.com schedule ${ARTICLE.title}`,
        "owner@example.com make-owner editor@example.com",
        "owner@example.com make-admin editor@example.com",
        "owner@example.com remove-account editor@example.com",
        "owner@example.com remove-account waiting@example.com",
        `owner@example.com delete ${ARTICLE.title}`,
        `owner@example.com purge ${ARTICLE.title}`,
      ]),
    );
    const page = await (await owner.get("/admin/activity?kind=content")).text();
    for (const words of ["published", "unpublished", "scheduled", "deleted permanently"]) {
      expect(page).toContain(words);
    }
    const team = await (await owner.get("/admin/activity?kind=team")).text();
    for (const words of ["made owner", "made admin", "removed account"]) {
      expect(team).toContain(words);
    }
  });

  it("previews a scheduled item anonymously until it is trashed, and shares no link to a public one", async () => {
    const { db, owner, anonymous } = await setup();
    const year = new Date().getUTCFullYear() + 1;
    await createArticle(owner, {
      content: "SCHEDULED-BODY-MARKER",
      schedule: "on",
      publishAt: `${year}-03-01T09:30`,
    });
    const row = await articleRow(db);
    expect(row.published).toBe(true);
    expect((await anonymous.get(`/news/${ARTICLE.slug}`)).status).toBe(404);
    expect((await owner.post(`/admin/articles/${row.id}/share-preview`, {})).status).toBe(302);
    const form = await (await owner.get(`/admin/articles/${row.id}`)).text();
    const path = /http:\/\/localhost:3000(\/preview\/[\w.-]+)/.exec(form)?.[1] ?? "";
    expect(path).not.toBe("");
    const page = await anonymous.get(path);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("SCHEDULED-BODY-MARKER");

    expect((await owner.post("/admin?index", { delete: `${row.id}:1` })).status).toBe(302);
    expect((await anonymous.get(path)).status).toBe(404);

    // A published item is public already: no preview link for it.
    await createArticle(owner, { title: "Live", slug: "live", published: "on" });
    const live = await articleRow(db, "live");
    const refused = await owner.post(`/admin/articles/${live.id}/share-preview`, {});
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain(
      "Only a draft or a scheduled article can have a preview link: this article is already public.",
    );
    const { previewLinks } = await import("../../db/schema");
    expect(
      await db.select().from(previewLinks).where(eq(previewLinks.itemId, live.id)),
    ).toHaveLength(0);
  });

  it("purges and logs each item once when two instances purge at the same moment", async () => {
    const { db, owner } = await setup();
    for (const n of [1, 2, 3]) await createArticle(owner, { title: `Old ${n}`, slug: `old-${n}` });
    await owner.post("/admin/videos/new", VIDEO);
    for (const row of await db.select().from(newsArticles)) {
      await owner.post("/admin?index", { delete: `${row.id}:1` });
    }
    for (const row of await db.select().from(videos)) {
      await owner.post("/admin/videos", { delete: `${row.id}:1` });
    }
    const later = new Date(Date.now() + 31 * 86_400_000);
    const stores = [articleStore, videoStore];
    const counts = await Promise.all([
      purgeExpiredTrash(db, stores, 30, later),
      purgeExpiredTrash(db, stores, 30, later),
    ]);
    expect(counts[0] + counts[1]).toBe(4);
    expect(await db.select().from(newsArticles)).toHaveLength(0);
    expect(await db.select().from(videos)).toHaveLength(0);
    const purges = await db.select().from(activity).where(eq(activity.action, "purge"));
    expect(purges.map((entry) => entry.subjectTitle).sort()).toEqual([
      VIDEO.title,
      "Old 1",
      "Old 2",
      "Old 3",
    ]);
  });

  it("pages the activity log without losing entries written in one transaction", async () => {
    const { db, owner } = await setup();
    // One hourly purge of many items: their entries share the transaction's time.
    const many = FIRST_ROWS + 30;
    await db.transaction(async (tx) => {
      for (let n = 1; n <= many; n++) {
        await recordActivity(tx as unknown as AppDatabase, {
          actorId: null,
          action: "purge",
          subjectType: "article",
          subjectTitle: `Bulk item ${String(n).padStart(3, "0")}`,
        });
      }
    });
    const seen: string[] = [];
    let href: string | null = "/admin/activity";
    let pages = 0;
    while (href) {
      const response = await owner.get(href);
      expect(response.status).toBe(200);
      const html = await response.text();
      // The entries as the page lists them (the page's data repeats them in a script).
      const list = /<ol[^>]*aria-label="Activity, newest first"[^>]*>(.*?)<\/ol>/s.exec(html)?.[1];
      seen.push(...(list?.match(/Bulk item \d{3}/g) ?? []));
      const older = /<a[^>]*href="([^"]+)"[^>]*>Show older<\/a>/.exec(html)?.[1];
      href = older ? older.replaceAll("&amp;", "&") : null;
      pages++;
      expect(pages).toBeLessThan(5);
    }
    expect(pages).toBe(2);
    expect(seen).toHaveLength(many);
    expect(new Set(seen).size).toBe(many);
  });
});
