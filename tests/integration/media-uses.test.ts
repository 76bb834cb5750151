import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UPLOAD_IN_TEXT_GONE } from "../../app/features/content/fields";
import type { ContentKind } from "../../app/features/content/kinds";
import { lockUploadsOf } from "../../app/features/content/store.server";
import { createContent, updateContent } from "../../app/features/content/versions/save.server";
import { purgeContent, trashContent } from "../../app/features/content/versions/trash.server";
import { deleteMediaRow, type MediaUse, mediaUses } from "../../app/features/media/store.server";
import { CONTENT_STORES } from "../../app/routes/admin/content-stores.server";
import { type AppDatabase, queryRows } from "../../db/client.server";
import { contentVersions, media, newsArticles, pages, user } from "../../db/schema";
import { TestClient } from "../support/http-client";
import { appOn } from "../support/test-app";
import { createTestDatabase, ENGINES, type TestDatabase } from "../support/test-database";

/** An image in a rich text, as the editor writes it. */
const imageIn = (hash: string) =>
  `Before.\n\n![The refinery at dawn](/uploads/${hash}-640.webp "Caption")\n\nAfter.`;

/** A valid new item of each kind whose field `place` names `reference`, the rest plain. */
const ITEMS = {
  article: (title: string, place: string, reference: string) => ({
    title,
    slug: slugOf(title),
    summary: "Summary.",
    content: place === "content" ? reference : "Body.",
    imageUrl: place === "imageUrl" ? reference : null,
    imageMediaId: place === "imageMediaId" ? reference : null,
    author: "Desk",
    sector: "mining",
    translations:
      place === "translations.am.content"
        ? { am: { title: "ርዕስ", summary: "ማጠቃለያ", content: reference } }
        : undefined,
  }),
  video: (title: string, place: string, reference: string) => ({
    title,
    description: "A clip.",
    videoUrl: place === "videoUrl" ? reference : "https://www.youtube.com/watch?v=abcdefghijk",
    thumbnailUrl: null,
    thumbnailMediaId: place === "thumbnailMediaId" ? reference : null,
    duration: null,
    category: "General",
  }),
  page: (title: string, place: string, reference: string) => ({
    title,
    slug: slugOf(title),
    body: place === "body" ? reference : "Body.",
    description: "For search engines.",
    inHeader: false,
    inFooter: false,
    translations:
      place === "translations.om.body"
        ? { om: { title: "Mata duree", body: reference, description: "Ibsa." } }
        : undefined,
  }),
  position: (title: string, place: string, reference: string) => ({
    title,
    slug: slugOf(title),
    sector: "mining",
    location: "Addis Ababa",
    employmentType: "FULL_TIME",
    closesAt: new Date(Date.now() + 7 * 86_400_000),
    description: place === "description" ? reference : "What the job is.",
    requirements: place === "requirements" ? reference : "What it needs.",
    howToApply: place === "howToApply" ? reference : "",
  }),
  tender: (title: string, place: string, reference: string) => ({
    title,
    slug: slugOf(title),
    reference: `REF-${slugOf(title)}`,
    sector: "mining",
    category: "works",
    method: "icb",
    closesAt: new Date(Date.now() + 7 * 86_400_000),
    openingAt: new Date(Date.now() + 7 * 86_400_000 + 3_600_000),
    description: place === "description" ? reference : "What the works are.",
    documents: place === "documents" ? [{ media: reference, title: "Bid document" }] : [],
  }),
  document: (title: string, place: string, reference: string) => ({
    title,
    slug: slugOf(title),
    type: "annual-report",
    fiscalYear: 2017,
    documentDate: "2025-07-30",
    summary: "The year in figures.",
    files: [],
    pressKit: [],
    coverId: place === "coverId" ? reference : null,
  }),
} satisfies Record<
  ContentKind,
  (title: string, place: string, reference: string) => Record<string, unknown>
>;

/** Every field of every kind an upload can be used in: by its id, or by its address. */
const PLACES: {
  kind: ContentKind;
  field: string;
  by: "id" | "text" | "video" | "address" | "pdf";
}[] = [
  { kind: "article", field: "imageMediaId", by: "id" },
  { kind: "article", field: "imageUrl", by: "address" },
  { kind: "article", field: "content", by: "text" },
  { kind: "article", field: "translations.am.content", by: "text" },
  { kind: "video", field: "thumbnailMediaId", by: "id" },
  { kind: "video", field: "videoUrl", by: "video" },
  { kind: "page", field: "body", by: "text" },
  { kind: "page", field: "translations.om.body", by: "text" },
  { kind: "position", field: "description", by: "text" },
  { kind: "position", field: "requirements", by: "text" },
  { kind: "position", field: "howToApply", by: "text" },
  { kind: "tender", field: "description", by: "text" },
  { kind: "tender", field: "documents", by: "pdf" },
  { kind: "document", field: "coverId", by: "id" },
];

function slugOf(title: string) {
  return title.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}

/**
 * The media library's 'Used by' counts every use of an upload (ADR 028): a featured image or
 * thumbnail, an image, video or link in any text of any kind and language, the site's photos and
 * videos, the versions history can restore and the items in the Trash; a used upload cannot be
 * deleted, and a save naming an upload the library does not have is refused at its field.
 */
describe.each(ENGINES)("where an upload is used, on %s", (engine) => {
  let test: TestDatabase;
  let db: AppDatabase;
  let owner: TestClient;
  let ownerId: string;

  beforeAll(async () => {
    test = await createTestDatabase(engine);
    db = test.database.db;
    owner = new TestClient(appOn(test.database));
    await owner.signUp("owner@example.com");
    await owner.signIn("owner@example.com");
    const [row] = await db.select({ id: user.id }).from(user);
    ownerId = row?.id ?? "";
  });
  afterAll(() => test?.drop());

  /** A library item (its row: what the uses and the delete read), by its kind. */
  async function upload(kind: "image" | "video" | "document" = "image") {
    const hash = crypto.randomBytes(16).toString("hex");
    const [row] = await db
      .insert(media)
      .values({
        kind,
        state: "ready",
        hash,
        originalName:
          kind === "image" ? "refinery.jpg" : kind === "video" ? "tour.mp4" : "tender.pdf",
        contentType:
          kind === "image" ? "image/jpeg" : kind === "video" ? "video/mp4" : "application/pdf",
        bytes: 48_213,
        width: kind === "image" ? 1280 : null,
        height: kind === "image" ? 853 : null,
        alt: kind === "image" ? "The refinery at dawn" : "",
      })
      .returning({ id: media.id });
    return { id: row?.id ?? "", hash };
  }

  const usesOf = async (id: string): Promise<MediaUse[]> =>
    (await mediaUses(db, [id])).get(id) ?? [];

  async function refusedDeletion(id: string) {
    const response = await owner.post("/admin/media", { delete: id });
    expect(response.status).toBe(409);
    return response.text();
  }

  it("counts every field of every kind and language, and refuses to delete a used upload, naming the item", async () => {
    const made: { id: string; itemId: string; title: string; kind: ContentKind }[] = [];
    /** What the refusal calls each upload: an image, a video, a document. */
    const nouns = new Map<string, "image" | "video" | "document">();
    for (const { kind, field, by } of PLACES) {
      const noun = by === "video" ? "video" : by === "pdf" ? "document" : "image";
      const file = await upload(noun);
      nouns.set(file.id, noun);
      const reference =
        by === "id" || by === "pdf"
          ? file.id
          : by === "text"
            ? imageIn(file.hash)
            : by === "video"
              ? `/uploads/${file.hash}.mp4`
              : `/uploads/${file.hash}-1280.jpg`;
      const title = `A ${kind} using it in ${field}`;
      const input = {
        ...ITEMS[kind](title, field, reference),
        imageAlt: "The refinery at dawn",
        published: true,
        publishedAt: new Date(),
      };
      const itemId = await createContent(db, CONTENT_STORES[kind], input, ownerId);
      expect(itemId, `${kind} ${field}`).toBeTruthy();
      made.push({ id: file.id, itemId: itemId ?? "", title, kind });
    }
    const unused = await upload();

    // The whole library at once, as the Media section reads it.
    const uses = await mediaUses(db, [...made.map((m) => m.id), unused.id]);
    for (const { id, itemId, title, kind } of made) {
      expect(uses.get(id), title).toEqual([{ kind, id: itemId, title, place: "current" }]);
    }
    expect(uses.get(unused.id)).toBeUndefined();

    // Each one is refused for deletion with the item's title; the unused one goes.
    for (const { id, title } of made) {
      const noun = nouns.get(id) ?? "image";
      expect(await refusedDeletion(id)).toContain(`This ${noun} is used by “${title}”.`);
    }
    expect(await db.select({ id: media.id }).from(media)).toHaveLength(made.length + 1);
    expect(await deleteMediaRow(db, unused.id, ownerId)).toHaveProperty("deleted");

    // The Media section lists each use with a link to the item.
    const library = await (await owner.get("/admin/media")).text();
    expect(library).toContain(`href="/admin/pages/${made[6]?.itemId}"`);
    expect(library).toContain(`href="/admin/careers/${made[8]?.itemId}"`);
  });

  it("keeps an upload that only an earlier version or an item in the Trash uses, until the item is deleted for good", async () => {
    const store = CONTENT_STORES.article;
    const file = await upload();
    const title = "Refinery tour";
    const input = { ...ITEMS.article(title, "content", imageIn(file.hash)), published: false };
    const id = (await createContent(db, store, input, ownerId)) ?? "";

    // The text no longer shows it: version 1 still does, and 'Restore this version' needs it.
    const saved = await updateContent(
      db,
      store,
      id,
      { ...input, content: "Text only." },
      ownerId,
      1,
    );
    expect(saved).toMatchObject({ ok: true, version: 2 });
    expect(await usesOf(file.id)).toEqual([{ kind: "article", id, title, place: "history" }]);
    expect(await refusedDeletion(file.id)).toContain(
      `This image is used by “${title}” (earlier versions).`,
    );
    const library = await (await owner.get("/admin/media")).text();
    expect(library).toContain(`href="/admin/articles/${id}/history"`);

    // In the Trash it can still come back.
    expect(await trashContent(db, store, id, ownerId, 2)).toMatchObject({ ok: true });
    expect(await usesOf(file.id)).toEqual([{ kind: "article", id, title, place: "trash" }]);
    expect(await refusedDeletion(file.id)).toContain(`“${title}” (in the Trash)`);

    // Deleted for good: its versions go with it, and so may the upload.
    expect(await purgeContent(db, store, id, ownerId)).toBe(true);
    expect(await usesOf(file.id)).toEqual([]);
    expect(await deleteMediaRow(db, file.id, ownerId)).toHaveProperty("deleted");
  });

  it("refuses a text that names an upload the library does not have, at its field, storing nothing", async () => {
    const missing = crypto.randomBytes(16).toString("hex");
    const article = {
      title: "Broken picture",
      slug: "broken-picture",
      summary: "Summary.",
      content: imageIn(missing),
      imageUrl: "",
      author: "Desk",
    };
    const refused = await owner.post("/admin/articles/new", article);
    expect(refused.status).toBe(409);
    const html = await refused.text();
    expect(html).toContain(UPLOAD_IN_TEXT_GONE);
    // The message sits at the Content field, with what was typed kept.
    expect(html).toMatch(/id="field-content-error"[^>]*>An image, video or file here/);
    expect(html).toContain(`/uploads/${missing}-640.webp`);

    // An Amharic text is held to the same rule.
    const amharic = await owner.post("/admin/articles/new", {
      ...article,
      content: "Body.",
      "translations.am.title": "ርዕስ",
      "translations.am.summary": "ማጠቃለያ",
      "translations.am.content": imageIn(missing),
    });
    expect(amharic.status).toBe(409);
    expect(await amharic.text()).toContain(UPLOAD_IN_TEXT_GONE);
    expect(
      await db.select().from(newsArticles).where(eq(newsArticles.slug, "broken-picture")),
    ).toEqual([]);

    // An address on another site that looks like one of ours is not ours.
    const elsewhere = await owner.post("/admin/articles/new", {
      ...article,
      content: `![A logo](https://cdn.example.com/uploads/${missing}-640.webp)`,
    });
    expect(elsewhere.status).toBe(302);
  });

  it.skipIf(engine !== "postgres")(
    "never loses an upload to a delete that races a save naming it",
    async () => {
      const store = CONTENT_STORES.page;
      const file = await upload();
      const input = ITEMS.page("Leadership", "body", "Our team.");
      const itemId =
        (await createContent(db, store, { ...input, published: false }, ownerId)) ?? "";
      const data = { ...input, body: imageIn(file.hash) };
      let commit = () => {};
      const held = new Promise<void>((resolve) => {
        commit = resolve;
      });
      let written = () => {};
      const versionWritten = new Promise<void>((resolve) => {
        written = resolve;
      });
      // A save in its transaction: the upload checked and locked, its version written…
      const saving = db.transaction(async (tx) => {
        await lockUploadsOf(tx, store, data);
        await tx.insert(contentVersions).values({
          kind: "page",
          itemId,
          number: 2,
          data,
          changed: ["body"],
          action: "save",
        });
        await tx.update(pages).set({ version: 2 }).where(eq(pages.id, itemId));
        written();
        await held;
      });
      await versionWritten;
      // …while the library deletes it: the delete waits for the save's lock…
      const deleting = deleteMediaRow(db, file.id, ownerId);
      await expect
        .poll(
          async () =>
            (
              await queryRows<{ n: number }>(
                db,
                sql`select count(*)::int as n from pg_stat_activity
                  where datname = current_database() and wait_event_type = 'Lock'`,
              )
            )[0]?.n,
        )
        .toBe(1);
      commit();
      await saving;
      // …and then sees the use: refused, the upload kept.
      expect(await deleting).toHaveProperty("usedBy");
      expect(await db.select().from(media).where(eq(media.id, file.id))).toHaveLength(1);
    },
  );
});
