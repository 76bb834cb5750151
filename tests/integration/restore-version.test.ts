import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createContent,
  restoreVersion,
  updateContent,
} from "../../app/features/content/versions/save.server";
import { CONTENT_STORES } from "../../app/routes/admin/content-stores.server";
import type { AppDatabase } from "../../db/client.server";
import { media, newsArticles, user, videos } from "../../db/schema";
import { TestClient } from "../support/http-client";
import { appOn } from "../support/test-app";
import { createTestDatabase, ENGINES, type TestDatabase } from "../support/test-database";

const ARTICLE = {
  title: "Copper output rises",
  slug: "copper-output-rises",
  summary: "The mine beat its target.",
  content: "The mine produced more copper than planned.",
  imageUrl: null,
  author: "Addis Investment Group",
  sector: "mining",
};
const VIDEO = {
  title: "Coffee harvest",
  description: "Picking season in Guji.",
  videoUrl: "https://www.youtube.com/watch?v=abcdefghijk",
  thumbnailUrl: null,
  duration: null,
  category: "Behind the Scenes",
};
const ALT = "Copper cathodes stacked at the refinery";
const articleStore = CONTENT_STORES.article;
const videoStore = CONTENT_STORES.video;

/**
 * 'Restore this version' brings back content, never publication: a published item restored to a
 * version from when it was a draft stays public, and its image keeps the alt text the media
 * library has.
 */
describe.each(ENGINES)("restoring a version on %s", (engine) => {
  let test: TestDatabase;
  let db: AppDatabase;
  let app: ReturnType<typeof appOn>;
  let owner: TestClient;
  let ownerId: string;

  beforeAll(async () => {
    test = await createTestDatabase(engine);
    db = test.database.db;
    app = appOn(test.database);
    owner = new TestClient(app);
    await owner.signUp("owner@example.com");
    await owner.signIn("owner@example.com");
    const [row] = await db.select({ id: user.id }).from(user);
    ownerId = row?.id ?? "";
  });
  afterAll(() => test?.drop());

  async function upload(hash: string) {
    const [row] = await db
      .insert(media)
      .values({
        kind: "image",
        state: "ready",
        hash,
        originalName: "cathodes.jpg",
        contentType: "image/jpeg",
        bytes: 48_213,
        width: 1280,
        height: 853,
        alt: ALT,
      })
      .returning({ id: media.id });
    return row?.id ?? "";
  }

  async function altOf(id: string) {
    const [row] = await db.select({ alt: media.alt }).from(media).where(eq(media.id, id));
    return row?.alt;
  }

  it("keeps a published article public, with its image's alt text, when a draft version comes back", async () => {
    const image = await upload("a1b2c3d4e5f60718293a4b5c6d7e8f90");
    const slug = `${ARTICLE.slug}-1`;
    const id = await createContent(
      db,
      articleStore,
      { ...ARTICLE, slug, imageMediaId: image, imageAlt: ALT, published: false, publishedAt: null },
      ownerId,
    );
    if (!id) throw new Error("not created");
    const publishedAt = new Date(Date.now() - 60_000);
    const published = await updateContent(
      db,
      articleStore,
      id,
      {
        ...ARTICLE,
        slug,
        summary: "The mine beat its yearly target.",
        imageMediaId: image,
        imageAlt: ALT,
        published: true,
        publishedAt,
      },
      ownerId,
      1,
    );
    expect(published).toMatchObject({ ok: true, version: 2 });

    // The comparison page says what a restore does, and does not offer publication back.
    const compare = await (await owner.get(`/admin/articles/${id}/history/1`)).text();
    expect(compare).toContain(
      "Restoring brings back this version’s content. The article stays published, as it is now, and its image keeps the alt text it has in the media library.",
    );
    expect(compare).not.toContain(">Publication<");

    const restored = await owner.post(`/admin/articles/${id}/history/1`, { current: "2" });
    expect(restored.status).toBe(302);
    const [row] = await db.select().from(newsArticles).where(eq(newsArticles.id, id));
    expect(row).toMatchObject({ summary: ARTICLE.summary, published: true, version: 3 });
    expect(row?.publishedAt?.toISOString()).toBe(publishedAt.toISOString());
    expect(await altOf(image)).toBe(ALT);

    const page = await new TestClient(app).get(`/news/${slug}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(ARTICLE.summary);
    expect(html).toContain(`alt="${ALT}"`);
    // The Media section lists it with its alt text too.
    const library = await (await owner.get("/admin/media")).text();
    expect(library).toContain(ALT);
  });

  it("keeps a scheduled article scheduled at its time, and a draft a draft", async () => {
    const slug = `${ARTICLE.slug}-2`;
    const id = await createContent(
      db,
      articleStore,
      {
        ...ARTICLE,
        slug,
        imageMediaId: null,
        imageAlt: "",
        published: true,
        publishedAt: new Date(),
      },
      ownerId,
    );
    if (!id) throw new Error("not created");
    const at = new Date(Date.now() + 86_400_000);
    await updateContent(
      db,
      articleStore,
      id,
      { ...ARTICLE, slug, title: "Scheduled title", published: true, publishedAt: at },
      ownerId,
      1,
    );
    expect(await restoreVersion(db, articleStore, id, 1, ownerId, 2)).toMatchObject({ ok: true });
    const [scheduled] = await db.select().from(newsArticles).where(eq(newsArticles.id, id));
    expect(scheduled).toMatchObject({ title: ARTICLE.title, published: true });
    expect(scheduled?.publishedAt?.toISOString()).toBe(at.toISOString());
    expect((await new TestClient(app).get(`/news/${slug}`)).status).toBe(404);

    // Unpublished now: restoring the published version 1 leaves it a draft.
    await updateContent(
      db,
      articleStore,
      id,
      { ...ARTICLE, slug, title: "Draft title", published: false, publishedAt: null },
      ownerId,
      3,
    );
    expect(await restoreVersion(db, articleStore, id, 1, ownerId, 4)).toMatchObject({ ok: true });
    const [draft] = await db.select().from(newsArticles).where(eq(newsArticles.id, id));
    expect(draft).toMatchObject({ title: ARTICLE.title, published: false, publishedAt: null });
  });

  it("keeps a published video public with its thumbnail's alt text", async () => {
    const image = await upload("0f1e2d3c4b5a69788796a5b4c3d2e1f0");
    const id = await createContent(
      db,
      videoStore,
      { ...VIDEO, thumbnailMediaId: image, thumbnailAlt: ALT, published: false, publishedAt: null },
      ownerId,
    );
    if (!id) throw new Error("not created");
    await updateContent(
      db,
      videoStore,
      id,
      {
        ...VIDEO,
        description: "Picking season in Guji and Sidama.",
        thumbnailMediaId: image,
        thumbnailAlt: ALT,
        published: true,
        publishedAt: new Date(),
      },
      ownerId,
      1,
    );
    const compare = await (await owner.get(`/admin/videos/${id}/history/1`)).text();
    expect(compare).toContain(
      "The video stays published, as it is now, and its image keeps the alt text it has in the media library.",
    );
    const restored = await owner.post(`/admin/videos/${id}/history/1`, { current: "2" });
    expect(restored.status).toBe(302);
    const [row] = await db.select().from(videos).where(eq(videos.id, id));
    expect(row).toMatchObject({ description: VIDEO.description, published: true, version: 3 });
    expect(await altOf(image)).toBe(ALT);
    const list = await (await new TestClient(app).get("/videos")).text();
    expect(list).toContain(VIDEO.description);
  });

  it("never changes the alt text another item shows with the same image", async () => {
    const image = await upload("99887766554433221100ffeeddccbbaa");
    const first = await createContent(
      db,
      articleStore,
      {
        ...ARTICLE,
        slug: `${ARTICLE.slug}-3`,
        imageMediaId: image,
        imageAlt: "First words",
        published: true,
        publishedAt: new Date(),
      },
      ownerId,
    );
    if (!first) throw new Error("not created");
    // Another article uses the same upload and sets its alt text later.
    await createContent(
      db,
      articleStore,
      {
        ...ARTICLE,
        slug: `${ARTICLE.slug}-4`,
        imageMediaId: image,
        imageAlt: "Better words",
        published: true,
        publishedAt: new Date(),
      },
      ownerId,
    );
    await updateContent(
      db,
      articleStore,
      first,
      { ...ARTICLE, slug: `${ARTICLE.slug}-3`, title: "Renamed", imageMediaId: null, imageAlt: "" },
      ownerId,
      1,
    );
    expect(await restoreVersion(db, articleStore, first, 1, ownerId, 2)).toMatchObject({
      ok: true,
    });
    expect(await altOf(image)).toBe("Better words");
    const [row] = await db
      .select({ imageMediaId: newsArticles.imageMediaId })
      .from(newsArticles)
      .where(eq(newsArticles.id, first));
    expect(row?.imageMediaId).toBe(image);
  });
});
