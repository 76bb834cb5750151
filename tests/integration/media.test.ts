import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { UPLOAD_IN_TEXT_GONE } from "../../app/features/content/fields";
import { createMediaLibrary } from "../../app/features/media/library.server";
import { WorkQueue } from "../../app/features/media/queue.server";
import {
  MEDIA_LIMITS,
  MEDIA_MESSAGES,
  VIDEO_NAME_HEADER,
  VIDEO_UPLOAD_PATH,
} from "../../app/features/media/rules";
import { folderStorage, type MediaStorage } from "../../app/features/media/storage.server";
import { activity, media, newsArticles, videos } from "../../db/schema";
import { createApp } from "../../server/app";
import { createFeatures } from "../../server/features";
import { testPasswordHashing } from "../../server/test-hooks";
import { loadServerBuild, silentLogger, TEST_SECRET, testConfig } from "../support/build";
import { TestClient } from "../support/http-client";
import {
  fakePdf,
  fortyOneMegapixelPng,
  htmlNamedPhotoJpg,
  jpeg,
  MARKERS,
  mp4,
  pdf,
  photoWithMetadata,
  svg,
  transparentPng,
  truncatedJpeg,
  webm,
} from "../support/media-fixtures";
import { startS3Server, type TestS3Server } from "../support/s3-server";
import {
  createTestDatabase,
  ENGINES,
  perTestDatabase,
  type TestDatabase,
} from "../support/test-database";

const build = await loadServerBuild();

interface Uploaded {
  id: string;
  hash: string;
  kind: string;
  state: string;
  width: number | null;
  height: number | null;
  contentType: string;
}

async function keysOf(storage: MediaStorage) {
  const keys: string[] = [];
  for await (const key of storage.keys()) keys.push(key);
  return keys.sort();
}

/** The app with its feature services in hand (to wait for background work), and its owner. */
async function ownedApp(database: TestDatabase["database"], config = testConfig()) {
  const features = createFeatures({
    config,
    logger: silentLogger,
    database,
    authSecret: TEST_SECRET,
    passwordHashing: testPasswordHashing,
  });
  const app = createApp({
    config,
    authSecret: TEST_SECRET,
    logger: silentLogger,
    database,
    build,
    features,
  });
  const admin = new TestClient(app);
  await admin.signUp("owner@example.com");
  await admin.signIn("owner@example.com");
  return { app, admin, library: features.media, anonymous: new TestClient(app) };
}

describe.each(ENGINES)("the media library on %s", (engine) => {
  const freshDatabase = perTestDatabase(engine);

  async function setup() {
    const test = await freshDatabase();
    const { app, admin, library, anonymous } = await ownedApp(test.database);
    const pending = new TestClient(app);
    await pending.signUp("pending@example.com");
    await pending.signIn("pending@example.com");
    const upload = async (bytes: Buffer, name: string) => {
      const response = await admin.upload("/admin/media/upload", { bytes, name });
      return {
        status: response.status,
        body: (await response.json()) as { media?: Uploaded; error?: string },
      };
    };
    return {
      db: test.database.db,
      app,
      admin,
      pending,
      anonymous,
      library,
      storage: library.storage,
      upload,
    };
  }

  it("stores an upload, serves it without its metadata, and serves every size once made", async () => {
    const { admin, anonymous, library, upload } = await setup();
    const photo = await photoWithMetadata();
    const { status, body } = await upload(photo, "IMG_0042.jpg");
    expect(status).toBe(201);
    const item = body.media as Uploaded;
    // Turned upright by its EXIF orientation: 600×400 stored, 400×600 shown.
    expect(item).toMatchObject({
      kind: "image",
      width: 400,
      height: 600,
      contentType: "image/jpeg",
    });

    // Usable at once: the fallback is stored before the answer.
    const fallback = await anonymous.get(`/uploads/${item.hash}-400.jpg`);
    expect(fallback.status).toBe(200);
    expect(fallback.headers.get("content-type")).toBe("image/jpeg");
    expect(fallback.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(fallback.headers.get("x-content-type-options")).toBe("nosniff");
    const bytes = Buffer.from(await fallback.arrayBuffer());
    for (const marker of Object.values(MARKERS)) expect(bytes.includes(marker)).toBe(false);
    const shown = await sharp(bytes).metadata();
    expect(shown).toMatchObject({ width: 400, height: 600 });
    expect(shown.exif).toBeUndefined();

    await library.idle();
    for (const format of ["avif", "webp"]) {
      const variant = await anonymous.get(`/uploads/${item.hash}-320.${format}`);
      expect(variant.status, format).toBe(200);
      expect(variant.headers.get("content-type")).toBe(`image/${format}`);
      const out = Buffer.from(await variant.arrayBuffer());
      expect((await sharp(out).metadata()).width).toBe(320);
      for (const marker of Object.values(MARKERS)) expect(out.includes(marker)).toBe(false);
    }
    // Never wider than the image itself; a missing size is kept by no cache (it may come).
    const missing = await anonymous.get(`/uploads/${item.hash}-640.webp`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get("cache-control")).toBe("no-store");
    const og = Buffer.from(
      await (await anonymous.get(`/uploads/${item.hash}-og.jpg`)).arrayBuffer(),
    );
    expect(await sharp(og).metadata()).toMatchObject({ width: 1200, height: 630 });
    // The kept original is never served.
    expect((await anonymous.get(`/uploads/${item.hash}-src.jpg`)).status).toBe(404);

    const library2 = await (await admin.get("/admin/media")).text();
    expect(library2).toContain("IMG_0042.jpg");
    expect(library2).toContain("400 × 600 px");
    expect(library2).toContain("owner@example.com");
  });

  it("keeps transparency in a PNG fallback and answers the same item for the same bytes", async () => {
    const { upload } = await setup();
    const png = await transparentPng();
    const first = await upload(png, "logo.png");
    expect(first.body.media?.contentType).toBe("image/png");
    const again = await upload(png, "logo-copy.png");
    expect(again.status).toBe(201);
    expect(again.body.media?.id).toBe(first.body.media?.id);
  });

  it("refuses what is not a supported file with its reason, storing nothing", async () => {
    const { db, storage, upload } = await setup();
    const cases: [Buffer, string, string][] = [
      [svg(), "drawing.svg", MEDIA_MESSAGES.svg],
      [htmlNamedPhotoJpg.bytes, htmlNamedPhotoJpg.name, MEDIA_MESSAGES.notImage],
      [await truncatedJpeg(), "half.jpg", MEDIA_MESSAGES.notImage],
      [await fortyOneMegapixelPng(), "huge.png", MEDIA_MESSAGES.imageTooLarge],
      [fakePdf(), "invoice.pdf", MEDIA_MESSAGES.notDocument],
    ];
    for (const [bytes, name, message] of cases) {
      const { status, body } = await upload(bytes, name);
      expect(status, name).toBe(422);
      expect(body.error, name).toBe(message);
    }
    expect(await db.select().from(media)).toEqual([]);
    expect(await keysOf(storage)).toEqual([]);
  });

  it("lets only signed-in admins upload, from this site, within the size limit", async () => {
    const { anonymous, pending, admin, db } = await setup();
    const file = { bytes: await jpeg(64, 64), name: "a.jpg" };
    expect((await anonymous.upload("/admin/media/upload", file)).status).toBe(401);
    expect((await pending.upload("/admin/media/upload", file)).status).toBe(403);
    const crossSite = await admin.upload("/admin/media/upload", file, {
      origin: "https://evil.example",
    });
    expect(crossSite.status).toBe(403);
    const tooBig = await admin.upload("/admin/media/upload", {
      bytes: Buffer.alloc(52 * 1024 * 1024),
      name: "big.jpg",
    });
    expect(tooBig.status).toBe(413);
    expect(await db.select().from(media)).toEqual([]);
  });

  it("serves a PDF inline under its name, with byte ranges", async () => {
    const { anonymous, app, upload, admin } = await setup();
    const document = pdf(2);
    const { status, body } = await upload(document, "Annual report 2026 «ሀ».pdf");
    expect(status).toBe(201);
    const url = `/uploads/${body.media?.hash}.pdf`;
    // HEAD: the headers alone.
    const head = await app.request(`http://localhost${url}`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(document.length));
    expect(head.headers.get("accept-ranges")).toBe("bytes");
    expect((await head.arrayBuffer()).byteLength).toBe(0);
    const whole = await anonymous.get(url);
    expect(whole.headers.get("content-type")).toBe("application/pdf");
    expect(whole.headers.get("content-disposition")).toBe(
      `inline; filename="Annual report 2026 ___.pdf"; filename*=UTF-8''${encodeURIComponent("Annual report 2026 «ሀ».pdf")}`,
    );
    expect(Buffer.from(await whole.arrayBuffer()).equals(document)).toBe(true);
    const part = await anonymous.get(url, { range: "bytes=5-14" });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 5-14/${document.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(document.subarray(5, 15))).toBe(true);
    const tail = await anonymous.get(url, { range: "bytes=-8" });
    expect(Buffer.from(await tail.arrayBuffer()).equals(document.subarray(-8))).toBe(true);
    // A document is no featured image.
    const asImage = await admin.post("/admin/articles/new", {
      title: "Report",
      slug: "report",
      summary: "Summary.",
      content: "Body.",
      imageUrl: "",
      imageMediaId: body.media?.id ?? "",
      imageAlt: "The report",
      author: "Desk",
    });
    expect(asImage.status).toBe(409);
    expect(await asImage.text()).toContain(MEDIA_MESSAGES.imageNotDocument);
    const past = await anonymous.get(url, { range: `bytes=${document.length}-` });
    expect(past.status).toBe(416);
    expect(past.headers.get("content-range")).toBe(`bytes */${document.length}`);
  });

  it("takes a video as it arrives, serves it with byte ranges, and refuses a broken one, storing nothing", async () => {
    const { admin, anonymous, pending, db, storage } = await setup();
    const clip = await fs.readFile("public/media/copper-operations.mp4");
    const sendVideo = (bytes: Uint8Array, name: string, client = admin, headers = {}) =>
      client.send(VIDEO_UPLOAD_PATH, bytes, {
        "content-type": "video/mp4",
        [VIDEO_NAME_HEADER]: encodeURIComponent(name),
        ...headers,
      });
    // Only signed-in admins, from this site.
    expect((await sendVideo(clip, "a.mp4", anonymous)).status).toBe(401);
    expect((await sendVideo(clip, "a.mp4", pending)).status).toBe(403);
    expect((await sendVideo(clip, "a.mp4", admin, { origin: "https://evil.example" })).status).toBe(
      403,
    );
    // A body announced as larger than the limit is refused before it is read; one that does
    // not announce its length is refused too, whoever sends it, rather than measured in memory.
    const announced = await sendVideo(clip, "big.mp4", admin, {
      "content-length": String(MEDIA_LIMITS.videoBytes + 1),
    });
    expect(announced.status).toBe(413);
    for (const client of [anonymous, admin]) {
      let pulled = 0;
      const endless = new ReadableStream<Uint8Array>({
        pull(controller) {
          pulled++;
          controller.enqueue(new Uint8Array(64 * 1024));
        },
      });
      const unannounced = await client.send(VIDEO_UPLOAD_PATH, endless);
      expect(unannounced.status).toBe(411);
      expect(pulled).toBeLessThan(5);
    }
    // A clip cut short, a photo, a Matroska file: refused with the reason.
    for (const [bytes, name] of [
      [clip.subarray(0, clip.length - 4096), "cut.mp4"],
      [await jpeg(64, 64), "photo.mp4"],
      [webm({ docType: "matroska" }), "film.webm"],
    ] as const) {
      const refused = await sendVideo(bytes, name);
      expect(refused.status, name).toBe(422);
      expect(((await refused.json()) as { error: string }).error, name).toBe(
        MEDIA_MESSAGES.notVideo,
      );
    }
    expect(await db.select().from(media)).toEqual([]);
    expect(await keysOf(storage)).toEqual([]);

    const answer = await sendVideo(clip, "Copper «ሀ»\u0000 plant.mp4");
    expect(answer.status).toBe(201);
    const item = ((await answer.json()) as { media: Uploaded & { originalName: string } }).media;
    expect(item).toMatchObject({
      kind: "video",
      state: "ready",
      contentType: "video/mp4",
      originalName: "Copper «ሀ» plant.mp4",
    });
    expect(await keysOf(storage)).toEqual([`${item.hash}.mp4`]);
    // The same bytes again: the same item.
    const again = await sendVideo(clip, "copy.mp4");
    expect(((await again.json()) as { media: Uploaded }).media.id).toBe(item.id);

    const url = `/uploads/${item.hash}.mp4`;
    const whole = await anonymous.get(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-type")).toBe("video/mp4");
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
    expect(whole.headers.get("cache-control")).toContain("immutable");
    expect(Buffer.from(await whole.arrayBuffer()).equals(clip)).toBe(true);
    // A player asks for the part it plays (Safari starts with the first two bytes).
    const start = await anonymous.get(url, { range: "bytes=0-1" });
    expect(start.status).toBe(206);
    expect(start.headers.get("content-range")).toBe(`bytes 0-1/${clip.length}`);
    const seek = await anonymous.get(url, { range: `bytes=${clip.length - 100}-` });
    expect(Buffer.from(await seek.arrayBuffer()).equals(clip.subarray(-100))).toBe(true);

    // A WebM is served as one.
    const clipWebm = webm();
    const second = await sendVideo(clipWebm, "walk.webm", admin, { "content-type": "video/webm" });
    const webmItem = ((await second.json()) as { media: Uploaded }).media;
    expect(webmItem.contentType).toBe("video/webm");
    const served = await anonymous.get(`/uploads/${webmItem.hash}.webm`);
    expect(served.headers.get("content-type")).toBe("video/webm");
    expect((await anonymous.get(`/uploads/${webmItem.hash}.mp4`)).status).toBe(404);
  });

  it("saves a video whose URL is a video of the library, plays it on the site and keeps the file", async () => {
    const { admin, anonymous, db } = await setup();
    const sent = await admin.send(VIDEO_UPLOAD_PATH, mp4({ mediaBytes: 20_000 }), {
      "content-type": "video/mp4",
      [VIDEO_NAME_HEADER]: "tour.mp4",
    });
    const item = ((await sent.json()) as { media: Uploaded }).media;
    const file = `/uploads/${item.hash}.mp4`;
    const video = {
      title: "Plant tour",
      description: "Along the line.",
      videoUrl: file,
      thumbnailUrl: "",
      duration: "1:05",
      category: "Product Launch",
      published: "on",
    };
    // Only the library's own addresses, and only of a file it has.
    for (const [videoUrl, message] of [
      [
        "/uploads/tour.mp4",
        "Video URL must be a valid http(s) URL, or a video of the media library",
      ],
      [
        "/admin/secret.mp4",
        "Video URL must be a valid http(s) URL, or a video of the media library",
      ],
      [`/uploads/${"0".repeat(32)}.mp4`, UPLOAD_IN_TEXT_GONE],
    ] as const) {
      const refused = await admin.post("/admin/videos/new", { ...video, videoUrl });
      expect(refused.status, videoUrl).toBeGreaterThanOrEqual(400);
      expect(await refused.text(), videoUrl).toContain(message);
    }
    expect(await db.$count(videos)).toBe(0);

    expect((await admin.post("/admin/videos/new", video)).status).toBe(302);
    const [row] = await db.select().from(videos);
    expect(row?.videoUrl).toBe(file);
    // The site's own player plays it; search engines get its whole address.
    const page = await (await anonymous.get("/videos")).text();
    expect(page).toContain(`<source src="${file}" type="video/mp4"/>`);
    expect(page).toContain(`"contentUrl":"http://localhost:3000${file}"`);
    // A use of the upload: the library keeps it.
    const refused = await admin.post("/admin/media", { delete: item.id });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("This video is used by “Plant tour”.");
  });

  it("stops reading a video at the limit and leaves no file behind", async () => {
    const { db, storage } = await setup();
    const scratchDir = await fs.mkdtemp(path.join(os.tmpdir(), "aig-scratch-test-"));
    const library = createMediaLibrary({
      db,
      storage,
      logger: silentLogger,
      videoBytes: 64 * 1024,
      scratchDir,
    });
    let sent = 0;
    // A body of no announced length that never ends: only the limit stops it.
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 16 * 1024;
        controller.enqueue(new Uint8Array(16 * 1024));
      },
    });
    const result = await library.uploadVideo({ body: endless, name: "live.mp4", userId: null });
    expect(result).toEqual({ refused: MEDIA_MESSAGES.videoTooLarge });
    expect(sent).toBeLessThan(256 * 1024);
    expect(await fs.readdir(scratchDir)).toEqual([]);
    const small = await library.uploadVideo({
      body: new Blob([new Uint8Array(mp4())]).stream(),
      name: "short.mp4",
      userId: null,
    });
    expect(small).toMatchObject({ media: { kind: "video", bytes: mp4().length } });
    expect(await db.select({ kind: media.kind }).from(media)).toEqual([{ kind: "video" }]);
    expect(await fs.readdir(scratchDir)).toEqual([]);
    await fs.rm(scratchDir, { recursive: true, force: true });
  });

  it("saves an article with an upload and its alt text, and refuses to delete an upload in use", async () => {
    const { admin, db, library, storage, upload } = await setup();
    const item = (await upload(await jpeg(800, 500), "plant.jpg")).body.media as Uploaded;
    const article = {
      title: "Plant opens",
      slug: "plant-opens",
      summary: "Summary.",
      content: "Body.",
      imageUrl: "https://images.example/ignored.jpg",
      imageMediaId: item.id,
      imageAlt: "",
      author: "Desk",
    };
    const noAlt = await admin.post("/admin/articles/new", article);
    expect(noAlt.status).toBe(400);
    expect(await noAlt.text()).toContain(MEDIA_MESSAGES.altRequired);

    const saved = await admin.post("/admin/articles/new", {
      ...article,
      imageAlt: "The new plant",
    });
    expect(saved.status).toBe(302);
    const [row] = await db.select().from(newsArticles);
    // An item uses an upload or a URL: the upload wins.
    expect(row).toMatchObject({ imageMediaId: item.id, imageUrl: null });
    const [stored] = await db.select().from(media).where(eq(media.id, item.id));
    expect(stored?.alt).toBe("The new plant");

    const refused = await admin.post("/admin/media", { delete: item.id });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("This image is used by “Plant opens”.");
    expect((await admin.get("/admin/media")).status).toBe(200);

    // In the trash the article still holds its image (a restore brings both back).
    await admin.post("/admin?index", { delete: `${row?.id}:1` });
    expect((await admin.post("/admin/media", { delete: item.id })).status).toBe(409);
    await admin.post("/admin/trash", { intent: "purge", kind: "article", id: row?.id ?? "" });
    await library.idle();
    const deleted = await admin.post("/admin/media", { delete: item.id });
    expect(deleted.status).toBe(200);
    expect(await db.select().from(media)).toEqual([]);
    expect(await keysOf(storage)).toEqual([]);
    // The upload and its deletion are in the activity log; the refused deletions are not.
    const log = await db.select().from(activity);
    const mediaEntries = log
      .filter((entry) => entry.subjectType === "media")
      .map((entry) => `${entry.actorEmail} ${entry.action} ${entry.subjectTitle}`);
    expect(mediaEntries.sort()).toEqual([
      "owner@example.com delete-media plant.jpg",
      "owner@example.com upload plant.jpg",
    ]);
    const page = await (await admin.get("/admin/activity?kind=media")).text();
    expect(page).toContain("uploaded");
    expect(page).toContain("deleted upload");
  });

  it("shows an upload on the public pages as a responsive picture, and as the link preview", async () => {
    const { admin, anonymous, library, upload } = await setup();
    const item = (await upload(await jpeg(1400, 800), "harvest.jpg")).body.media as Uploaded;
    await library.idle();
    const saved = await admin.post("/admin/articles/new", {
      title: "Harvest begins",
      slug: "harvest-begins",
      summary: "Summary.",
      content: "Body.",
      imageUrl: "",
      imageMediaId: item.id,
      imageAlt: "Coffee cherries on the branch",
      author: "Desk",
      published: "on",
    });
    expect(saved.status).toBe(302);
    const srcset = (format: string) =>
      [320, 640, 960, 1280].map((w) => `/uploads/${item.hash}-${w}.${format} ${w}w`).join(", ");

    for (const path of ["/news", "/"]) {
      const html = await (await anonymous.get(path)).text();
      expect(html, path).toContain(`<source type="image/avif" srcSet="${srcset("avif")}"`);
      expect(html, path).toContain(`<source type="image/webp" srcSet="${srcset("webp")}"`);
      expect(html, path).toMatch(
        new RegExp(
          `<img src="/uploads/${item.hash}-1400.jpg" alt="" width="1400" height="800"[^>]* loading="lazy"`,
        ),
      );
    }
    // The admin list shows the smallest size as the row's thumbnail.
    const list = await (await admin.get("/admin")).text();
    expect(list).toContain(`<img src="/uploads/${item.hash}-320.webp" alt="" loading="lazy"/>`);
    const page = await (await anonymous.get("/news/harvest-begins")).text();
    expect(page).toMatch(
      new RegExp(
        `<img src="/uploads/${item.hash}-1400.jpg" alt="Coffee cherries on the branch" width="1400" height="800"[^>]* loading="eager"[^>]* fetchPriority="high"`,
      ),
    );
    expect(page).toContain(
      `<meta property="og:image" content="http://localhost:3000/uploads/${item.hash}-og.jpg"/>`,
    );
  });

  it("serves the fallback until every size is made, then the sizes, on cached pages too", async () => {
    const { admin, anonymous, library, upload } = await setup();
    const item = (await upload(await jpeg(1000, 600), "early.jpg")).body.media as Uploaded;
    await admin.post("/admin/articles/new", {
      title: "Early",
      slug: "early",
      summary: "Summary.",
      content: "Body.",
      imageUrl: "",
      imageMediaId: item.id,
      imageAlt: "Early light",
      author: "Desk",
      published: "on",
    });
    const first = await (await anonymous.get("/news")).text();
    expect(first).toContain(`/uploads/${item.hash}-1000.jpg`);
    await library.idle();
    const later = await (await anonymous.get("/news")).text();
    expect(later).toContain(`/uploads/${item.hash}-960.avif 960w`);
  });

  it("refuses an article whose upload was deleted meanwhile, keeping what was typed", async () => {
    const { admin, db } = await setup();
    const gone = await admin.post("/admin/articles/new", {
      title: "Orphan",
      slug: "orphan",
      summary: "Summary.",
      content: "Body.",
      imageUrl: "",
      imageMediaId: "0b1e1a4e-6f7c-4c55-9d59-3c8b2a1f0e99",
      imageAlt: "Gone",
      author: "Desk",
    });
    expect(gone.status).toBe(409);
    expect(await gone.text()).toContain("This image is no longer in the media library.");
    expect(await db.select().from(newsArticles)).toEqual([]);
  });

  it("takes ten uploads at once", async () => {
    const { library, upload, db } = await setup();
    const files = await Promise.all(Array.from({ length: 10 }, (_, i) => jpeg(400 + i, 300)));
    const answers = await Promise.all(files.map((bytes, i) => upload(bytes, `photo-${i}.jpg`)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((a) => a.body.media?.id)).size).toBe(10);
    await library.idle();
    const rows = await db.select().from(media);
    expect(rows.map((r) => r.state)).toEqual(Array(10).fill("ready"));
  });

  it("finishes after a restart what was left unfinished, and removes what never completed", async () => {
    const { db } = await setup();
    const storage = folderStorage(testConfig().media.dir);
    // A server whose background work never runs: the upload answers, its sizes are not made.
    const stopped = createMediaLibrary({
      db,
      storage,
      logger: silentLogger,
      queue: new WorkQueue({ now: 5, later: 0 }),
    });
    const result = await stopped.upload({
      bytes: await jpeg(700, 400),
      name: "a.jpg",
      userId: null,
    });
    if (!("media" in result)) throw new Error(result.refused);
    const item = result.media;
    await stopped.idle();
    expect((await db.select().from(media))[0]?.state).toBe("processing");
    // Two uploads the server stopped before answering (no file at all; the original but no
    // fallback), and a file whose row is gone.
    for (const hash of ["f".repeat(32), "d".repeat(32)]) {
      await db.insert(media).values({
        kind: "image",
        hash,
        originalName: "never.jpg",
        contentType: "image/jpeg",
        bytes: 10,
        width: 10,
        height: 10,
      });
    }
    await storage.put(`${"d".repeat(32)}-src.jpg`, await jpeg(10, 10), "image/jpeg");
    await storage.put(`${"e".repeat(32)}-320.webp`, Buffer.from("x"), "image/webp");

    const restarted = createMediaLibrary({ db, storage, logger: silentLogger, staleAfterMs: 0 });
    await restarted.resume();
    await restarted.idle();
    const rows = await db.select().from(media);
    expect(rows.map((r) => [r.id, r.state])).toEqual([[item.id, "ready"]]);
    const keys = await keysOf(storage);
    expect(keys).toContain(`${item.hash}-640.avif`);
    expect(keys.filter((key) => !key.startsWith(item.hash))).toEqual([]);
  });
});

describe("the media library on an S3 bucket", () => {
  let s3: TestS3Server | undefined;
  let test: TestDatabase | undefined;
  afterEach(async () => {
    await test?.drop();
    await s3?.stop();
    test = undefined;
    s3 = undefined;
  });

  async function setup(env: Record<string, string> = {}) {
    s3 = await startS3Server();
    test = await createTestDatabase("embedded");
    const config = testConfig({
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      ...env,
    });
    return ownedApp(test.database, config);
  }

  it("stores uploads in the bucket and serves them through the site", async () => {
    const { admin, anonymous, library } = await setup();
    expect(library.storage.kind).toBe("s3");
    const bytes = await jpeg(700, 400);
    const answer = await admin.upload("/admin/media/upload", { bytes, name: "s3.jpg" });
    const item = ((await answer.json()) as { media: Uploaded }).media;
    await library.idle();
    expect((await keysOf(library.storage)).filter((key) => key.endsWith(".webp"))).toEqual([
      `${item.hash}-320.webp`,
      `${item.hash}-640.webp`,
    ]);
    const served = await anonymous.get(`/uploads/${item.hash}-640.avif`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/avif");
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(640);

    // A video is streamed into the bucket, and out of it by the part a player asks for.
    const clip = mp4({ mediaBytes: 300_000 });
    const video = await admin.send(VIDEO_UPLOAD_PATH, clip, { [VIDEO_NAME_HEADER]: "clip.mp4" });
    const videoItem = ((await video.json()) as { media: Uploaded }).media;
    expect(await keysOf(library.storage)).toContain(`${videoItem.hash}.mp4`);
    const part = await anonymous.get(`/uploads/${videoItem.hash}.mp4`, {
      range: "bytes=100000-100099",
    });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(clip.subarray(100_000, 100_100))).toBe(
      true,
    );
  });

  it("redirects to the bucket's public address when S3_PUBLIC_URL is set", async () => {
    const { admin, anonymous } = await setup({ S3_PUBLIC_URL: "http://127.0.0.1:9/cdn" });
    const bytes = await jpeg(500, 300);
    const answer = await admin.upload("/admin/media/upload", { bytes, name: "cdn.jpg" });
    const item = ((await answer.json()) as { media: Uploaded }).media;
    const served = await anonymous.get(`/uploads/${item.hash}-500.jpg`);
    expect(served.status).toBe(302);
    expect(served.headers.get("location")).toBe(`http://127.0.0.1:9/cdn/${item.hash}-500.jpg`);
    expect((await anonymous.get(`/uploads/${item.hash}-src.jpg`)).status).toBe(404);
  });
});
