import crypto from "node:crypto";
import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { sql } from "drizzle-orm";
import { recordActivity } from "~/lib/activity.server";
import { type AppDatabase, isUniqueViolation } from "../../../db/client.server";
import { type Media, media, type NewMedia } from "../../../db/schema";
import { type DownloadCounter, downloadCounter } from "./downloads.server";
import {
  allKeys,
  documentFileKey,
  documentKey,
  fallbackKey,
  iconKey,
  type MediaFileInfo,
  ogImageKey,
  originalKey,
  originalKeys,
  SVG_CONTENT_TYPE,
  shareImageKey,
  svgKey,
  VARIANT_FORMATS,
  variantKey,
  variantWidths,
  videoKey,
} from "./files";
import { type ImageWork, ImageWorkClosed, inProcessImageWork } from "./image-work.server";
import { checkLibraryPdf } from "./pdf-check.server";
import { claimPendingDocuments, markReadingFailed, saveReading } from "./pdf-text.server";
import type { UploadInfo } from "./process.server";
import { QueueFullError, WorkQueue } from "./queue.server";
import { MediaRefusal } from "./refusal";
import { MEDIA_LIMITS, MEDIA_MESSAGES } from "./rules";
import { sniffType } from "./sniff";
import { type MediaStorage, mediaContentType } from "./storage.server";
import {
  deleteMediaRow,
  findMediaByHash,
  getMedia,
  type MediaUse,
  markMediaReady,
} from "./store.server";
import { svgFileProblem, svgLogoProblem } from "./svg-logo";
import { inspectVideo, VIDEO_CONTENT_TYPES } from "./video-file";

interface Logger {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

/**
 * A processing row untouched this long belongs to no running server and is taken over. With the
 * embedded database only one server runs, so at its start every unfinished row is its own.
 */
export const STALE_AFTER_MS = 2 * 60_000;
const CONTENT_TYPES = { jpeg: "image/jpeg", png: "image/png" } as const;

/**
 * An upload's outcome. A refusal is a value, not an exception: the server and the routes are
 * separate bundles, so a class thrown by one is not `instanceof` the other's.
 */
export type UploadResult = { media: Media } | { refused: string };

export interface MediaLibrary {
  /**
   * Stores an upload and answers once it can be shown (an image's fallback is stored; its
   * variants follow in the background). A bad file is refused with the reason, nothing stored.
   * The same bytes uploaded again answer the item already in the library.
   */
  upload(input: { bytes: Buffer; name: string; userId: string | null }): Promise<UploadResult>;
  /**
   * Stores a video (MP4 or WebM) as it arrives, written to a temporary file and checked there:
   * never held in memory. Refused, with nothing stored, when it is larger than the limit or is
   * no whole MP4 or WebM. The same bytes again answer the item already in the library.
   */
  uploadVideo(input: {
    body: ReadableStream<Uint8Array>;
    name: string;
    userId: string | null;
  }): Promise<UploadResult>;
  /** Deletes an upload and its files, unless an article or video uses it (logged as `actorId`'s). */
  remove(
    id: string,
    actorId: string | null,
  ): Promise<{ deleted: true } | { usedBy: MediaUse[] } | { missing: true }>;
  /** Takes over images left unfinished (a restart) and removes uploads that never completed. */
  resume(): Promise<void>;
  /** Resolves when no image work is waiting (tests, shutdown). */
  idle(): Promise<void>;
  /**
   * As upload, for the site's logo and favicon: an SVG is accepted too when it has no script,
   * event handler, embedded HTML or link to another file (svg-logo.ts), and stored as the PNG it
   * draws; refused with the reason otherwise.
   */
  uploadLogo(input: { bytes: Buffer; name: string; userId: string | null }): Promise<UploadResult>;
  /**
   * As upload, for a press kit: an SVG logo is accepted too when it passes the logo's rules
   * (svg-logo.ts), and kept as it is, a document of type image/svg+xml served only as a
   * download (ADR 047); refused with the reason otherwise, nothing stored.
   */
  uploadPressKitFile(input: {
    bytes: Buffer;
    name: string;
    userId: string | null;
  }): Promise<UploadResult>;
  /**
   * A square PNG of an image of the library, `size` pixels wide (favicons, search engines' logo),
   * made once and kept in the storage beside its files; undefined when it has no stored file.
   */
  icon(item: Pick<MediaFileInfo, "hash" | "kind">, size: number): Promise<Buffer | undefined>;
  /**
   * The site's link-preview image with this logo and `name`, made once and kept in the storage
   * under `shareImageKey(hash, nameKey)`; false when the logo has no stored original.
   */
  shareImage(
    item: Pick<MediaFileInfo, "hash" | "kind">,
    name: string,
    nameKey: string,
  ): Promise<boolean>;
  readonly storage: MediaStorage;
  /** The largest PDF accepted (DOCUMENT_MAX_MB), for the upload forms' hints. */
  readonly documentBytes: number;
  /**
   * White text's contrast over an image under each overlay of black (`opacities`), measured on
   * its stored fallback (measureTextContrast); undefined when the image has no stored file.
   */
  textContrast(item: MediaFileInfo, opacities: readonly number[]): Promise<number[] | undefined>;
  /** Called when an image's every size is stored (pages showing it can now offer them). */
  onReady(listener: () => void): void;
  /** Image jobs waiting or running in this process (for /metrics). */
  readonly queued: number;
  /** Downloads of the library's PDFs, counted for staff (downloads.server.ts). */
  readonly downloads: DownloadCounter;
  /** Writes the download counts and ends the image worker, if there is one (shutdown). */
  close(): Promise<void>;
}

export function contentHash(bytes: Buffer): string {
  return crypto.createHash("sha256").update(bytes).digest("hex").slice(0, 32);
}

export function createMediaLibrary({
  db,
  storage,
  logger,
  queue = new WorkQueue(),
  staleAfterMs = STALE_AFTER_MS,
  images = inProcessImageWork(),
  videoBytes = MEDIA_LIMITS.videoBytes,
  documentBytes = MEDIA_LIMITS.documentBytes,
  scratchDir = os.tmpdir(),
}: {
  db: AppDatabase;
  storage: MediaStorage;
  logger: Logger;
  queue?: WorkQueue;
  staleAfterMs?: number;
  /** Where the sharp work is done: this process by default, the server's image worker in production. */
  images?: ImageWork;
  /** The largest video accepted (MEDIA_LIMITS.videoBytes; tests lower it). */
  videoBytes?: number;
  /** The largest PDF accepted (DOCUMENT_MAX_MB). */
  documentBytes?: number;
  /**
   * Where uploads are staged and originals copied for resizing: the server's DATA_DIR/tmp (on
   * disk, where /tmp may be memory). Left-overs of a crash are removed by resume().
   */
  scratchDir?: string;
}): MediaLibrary {
  const downloads = downloadCounter({
    db,
    onError: (error) => logger.error({ err: error }, "download counts not written; kept for later"),
  });
  /** Ids this process is working on (never taken over by its own reclaim). */
  const working = new Set<string>();
  const readyListeners = new Set<() => void>();
  /** Background work under way, for idle(). */
  const background = new Set<Promise<void>>();
  const inBackground = (work: Promise<void>) => {
    background.add(work);
    void work.finally(() => background.delete(work));
  };

  const touch = (id: string) =>
    db.update(media).set({ updatedAt: sql`now()` }).where(sql`${media.id} = ${id}`);

  async function removeFiles(item: MediaFileInfo) {
    await Promise.all(allKeys(item).map((key) => storage.delete(key)));
  }

  /** The AVIF and WebP variants and the link-preview crop, then `ready`. */
  async function finishImage(row: Media) {
    working.add(row.id);
    // The original, in a file of its own: each size reads it from there, and neither this
    // process nor the image worker keeps its bytes between the sizes.
    let source: string | null = null;
    try {
      source = await originalToFile(storage, row.hash, scratchDir);
      // An upload is acknowledged once its fallback is stored: without it (or its original),
      // the server stopped before answering, and the upload is removed rather than finished.
      if (!source || !(await storage.head(fallbackKey(row)))) {
        logger.info({ id: row.id }, "media upload that never completed removed");
        await db.delete(media).where(sql`${media.id} = ${row.id}`);
        await removeFiles(row);
        return;
      }
      for (const width of variantWidths(row.width ?? 0)) {
        for (const format of VARIANT_FORMATS) {
          const key = variantKey(row.hash, width, format);
          if (await storage.head(key)) continue; // made before a restart
          const from = source;
          const out = await queue.run(() => images.renderVariant(from, width, format), "later");
          await storage.put(key, out, `image/${format}`);
          await touch(row.id);
        }
      }
      if (!(await storage.head(ogImageKey(row.hash)))) {
        const from = source;
        const og = await queue.run(() => images.renderOgImage(from), "later");
        await storage.put(ogImageKey(row.hash), og, "image/jpeg");
      }
      await markMediaReady(db, row.id);
      for (const listener of readyListeners) listener();
    } catch (error) {
      // Stopping (the server shuts down) is no failure: the next start finishes the image.
      if (!(error instanceof ImageWorkClosed)) {
        logger.error({ err: error, id: row.id }, "media variants failed; retried later");
      }
    } finally {
      working.delete(row.id);
      if (source) await fs.rm(path.dirname(source), { recursive: true, force: true });
    }
  }

  /**
   * A PDF's pages, text (media_pages) and cover, read by the image worker from a copy of the
   * stored file; the cover is stored as an image of the library. A failure is said to staff
   * ('failed'); a shutdown leaves the PDF pending for the next start.
   */
  async function readDocument(row: Media) {
    working.add(row.id);
    let folder: string | undefined;
    try {
      const object = await storage.get(documentKey(row.hash));
      if (!object) {
        await markReadingFailed(db, row.id);
        return;
      }
      folder = await scratchFolder(scratchDir, "aig-media-");
      const file = path.join(folder, "document.pdf");
      await pipeline(
        object.body as AsyncIterable<Buffer>,
        createWriteStream(file, { mode: 0o600 }),
      );
      const from = file;
      const reading = await queue.run(() => images.readPdf(from), "later");
      let coverId: string | null = null;
      if (reading.cover) {
        const cover = await upload({
          bytes: reading.cover,
          name: `${row.originalName.replace(/\.pdf$/i, "")} (cover).png`,
          userId: row.uploadedBy,
        });
        if ("media" in cover) coverId = cover.media.id;
      }
      await saveReading(db, row.id, reading, coverId);
    } catch (error) {
      if (error instanceof ImageWorkClosed) return;
      logger.error({ err: error, id: row.id }, "reading a PDF failed");
      await markReadingFailed(db, row.id).catch(() => undefined);
    } finally {
      working.delete(row.id);
      if (folder) await fs.rm(folder, { recursive: true, force: true });
    }
  }

  /**
   * The row of a new upload, with its activity entry; the row first, the files after: every
   * stored file then has a row (a file without one is an interrupted delete, cleaned up by
   * resume()), and a failure removes both. The same bytes stored meanwhile answer that row.
   */
  async function insertUpload(
    base: { hash: string; originalName: string; bytes: number; uploadedBy: string | null },
    kind: Pick<NewMedia, "kind" | "contentType" | "width" | "height" | "textState">,
  ): Promise<{ row: Media; created: boolean }> {
    try {
      const row = await db.transaction(async (txn) => {
        const tx = txn as unknown as AppDatabase;
        const [inserted] = await tx
          .insert(media)
          .values({
            ...base,
            ...kind,
            // As typed on the uploader's computer, without control characters (a NUL cannot
            // be stored in a PostgreSQL text).
            originalName: base.originalName.replace(/\p{Cc}/gu, "").slice(0, 255) || "upload",
            state: "processing",
          })
          .returning();
        if (!inserted) throw new Error("the media row was not stored");
        await recordActivity(tx, {
          actorId: base.uploadedBy,
          action: "upload",
          subjectType: "media",
          subjectId: inserted.id,
          subjectTitle: inserted.originalName,
        });
        return inserted;
      });
      return { row, created: true };
    } catch (error) {
      if (isUniqueViolation(error, "media_hash_unique")) {
        const same = await findMediaByHash(db, base.hash);
        if (same) return { row: same, created: false };
      }
      throw error;
    }
  }

  async function upload(input: {
    bytes: Buffer;
    name: string;
    userId: string | null;
  }): Promise<UploadResult> {
    try {
      return { media: await store(input) };
    } catch (error) {
      if (error instanceof MediaRefusal) return { refused: error.message };
      throw error;
    }
  }

  async function store({
    bytes,
    name,
    userId,
  }: {
    bytes: Buffer;
    name: string;
    userId: string | null;
  }): Promise<Media> {
    const type = sniffType(bytes);
    // Something else named .pdf (a program, a web page) is told apart from an image.
    if (type === null && /\.pdf$/i.test(name)) throw new MediaRefusal(MEDIA_MESSAGES.notDocument);
    // A PDF is checked here, by its bytes alone: no decoding, and no limit but the configured one.
    if (type === "pdf") checkLibraryPdf(bytes, documentBytes);
    // The full decode that checks an image is image work too: one at a time, refused when busy.
    const info: UploadInfo =
      type === "pdf"
        ? { kind: "document", format: "pdf" }
        : await queue
            .run(() => images.inspectUpload(bytes), "now")
            .catch((error: unknown) => {
              throw error instanceof QueueFullError ? new MediaRefusal(MEDIA_MESSAGES.busy) : error;
            });
    const hash = contentHash(bytes);
    const existing = await findMediaByHash(db, hash);
    if (existing) return existing;

    const inserted = await insertUpload(
      { hash, originalName: name, bytes: bytes.length, uploadedBy: userId },
      info.kind === "document"
        ? { kind: "document", contentType: "application/pdf", textState: "pending" }
        : {
            kind: "image",
            contentType: CONTENT_TYPES[info.hasAlpha ? "png" : "jpeg"],
            width: info.width,
            height: info.height,
          },
    );
    if (!inserted.created) return inserted.row;
    const row = inserted.row;
    working.add(row.id);
    try {
      if (info.kind === "document") {
        await storage.put(documentKey(hash), bytes, "application/pdf");
        await markMediaReady(db, row.id);
        working.delete(row.id);
        // Its pages, text and cover are read in the background, by the image worker.
        inBackground(readDocument(row));
        return { ...row, state: "ready" as const };
      }
      const source = originalKey(hash, info.format);
      await storage.put(source, bytes, mediaContentType(source) ?? "");
      const fallback = await queue.run(() => images.renderFallback(bytes, info), "now");
      await storage.put(fallbackKey(row), fallback.buffer, row.contentType);
    } catch (error) {
      working.delete(row.id);
      // Both, whatever fails (a full disk may refuse the delete too): what is left behind is
      // removed by resume(), which removes uploads that have no fallback.
      await db
        .delete(media)
        .where(sql`${media.id} = ${row.id}`)
        .catch(() => undefined);
      await removeFiles(row).catch(() => undefined);
      if (error instanceof QueueFullError) {
        throw new MediaRefusal(MEDIA_MESSAGES.busy);
      }
      throw error;
    }
    // The variants read the stored original: a queue of uploads does not hold their bytes.
    working.delete(row.id);
    inBackground(finishImage(row));
    return row;
  }

  async function uploadVideo({
    body,
    name,
    userId,
  }: {
    body: ReadableStream<Uint8Array>;
    name: string;
    userId: string | null;
  }): Promise<UploadResult> {
    const folder = await scratchFolder(scratchDir, "aig-video-");
    try {
      const file = path.join(folder, "upload");
      const { hash, size } = await receive(body, file, videoBytes);
      if (size === 0) throw new MediaRefusal(MEDIA_MESSAGES.notVideo);
      const format = await withFile(file, (read) => inspectVideo(read, size));
      const existing = await findMediaByHash(db, hash);
      // The same bytes stored as something else (an image sequence) are no video of the library.
      if (existing && existing.kind !== "video") throw new MediaRefusal(MEDIA_MESSAGES.notVideo);
      if (existing) return { media: existing };
      const contentType = VIDEO_CONTENT_TYPES[format];
      const inserted = await insertUpload(
        { hash, originalName: name, bytes: size, uploadedBy: userId },
        { kind: "video", contentType },
      );
      if (!inserted.created) {
        if (inserted.row.kind !== "video") throw new MediaRefusal(MEDIA_MESSAGES.notVideo);
        return { media: inserted.row };
      }
      const row = inserted.row;
      working.add(row.id);
      // A large file may take minutes to reach a bucket: the row is kept fresh meanwhile, so
      // that no other instance's resume() takes it for an upload that never completed.
      const heartbeat = setInterval(
        () => void Promise.resolve(touch(row.id)).catch(() => undefined),
        Math.max(1000, staleAfterMs / 4),
      );
      try {
        await storage.putFile(videoKey(row), file, contentType);
        await markMediaReady(db, row.id);
      } catch (error) {
        await db
          .delete(media)
          .where(sql`${media.id} = ${row.id}`)
          .catch(() => undefined);
        await removeFiles(row).catch(() => undefined);
        throw error;
      } finally {
        clearInterval(heartbeat);
        working.delete(row.id);
      }
      return { media: { ...row, state: "ready" } };
    } catch (error) {
      if (error instanceof MediaRefusal) return { refused: error.message };
      throw error;
    } finally {
      await fs.rm(folder, { recursive: true, force: true });
    }
  }

  async function remove(id: string, actorId: string | null) {
    const item = await getMedia(db, id);
    if (!item) return { missing: true as const };
    const result = await deleteMediaRow(db, id, actorId);
    if (!("deleted" in result)) return result;
    await removeFiles(result.deleted);
    // Its rendered cover goes with it, unless an item chose that image for itself meanwhile.
    if (item.coverId) {
      const cover = await deleteMediaRow(db, item.coverId, actorId);
      if ("deleted" in cover) await removeFiles(cover.deleted);
    }
    return { deleted: true as const };
  }

  async function resume() {
    // Unfinished images nobody has touched lately (this process's own work excepted).
    const stale = await db
      .update(media)
      .set({ updatedAt: sql`now()` })
      .where(
        sql`${media.state} = 'processing' and ${media.updatedAt} <= now() - make_interval(secs => ${staleAfterMs / 1000})`,
      )
      .returning();
    for (const row of stale) {
      if (working.has(row.id)) continue;
      if (row.kind === "document" || row.kind === "video") {
        // A document's text is read once it is ready (below).
        // A document or a video is ready the moment its file is stored.
        const key = row.kind === "video" ? videoKey(row) : documentFileKey(row);
        if (await storage.head(key)) await markMediaReady(db, row.id);
        else await db.delete(media).where(sql`${media.id} = ${row.id}`);
        continue;
      }
      inBackground(finishImage(row));
    }
    // PDFs whose text a stopped server never read (claimed: another instance takes the others).
    for (const row of await claimPendingDocuments(db, staleAfterMs)) {
      if (!working.has(row.id) && row.state === "ready") inBackground(readDocument(row));
    }
    // Scratch folders a crash left behind.
    const entries = await fs.readdir(scratchDir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isDirectory() || !/^aig-(video|media)-/.test(entry.name)) continue;
      const folder = path.join(scratchDir, entry.name);
      const stat = await fs.stat(folder).catch(() => undefined);
      if (stat && Date.now() - stat.mtimeMs > SCRATCH_LEFT_AFTER_MS) {
        await fs.rm(folder, { recursive: true, force: true });
      }
    }
    // Files whose row is gone (a delete interrupted between the row and its files). The keys are
    // listed before the rows are read: a file stored meanwhile has its row already.
    const keys: string[] = [];
    for await (const key of storage.keys()) keys.push(key);
    const known = new Set((await db.select({ hash: media.hash }).from(media)).map((r) => r.hash));
    for (const key of keys) {
      const hash = /^[0-9a-f]{32}/.exec(key)?.[0];
      if (hash && !known.has(hash)) await storage.delete(key);
    }
  }

  async function idle() {
    while (background.size > 0 || queue.size > 0) {
      await Promise.all([...background]);
      await queue.idle();
    }
  }

  async function uploadLogo(input: { bytes: Buffer; name: string; userId: string | null }) {
    if (sniffType(input.bytes) !== "svg") return upload(input);
    if (input.bytes.length > MEDIA_LIMITS.imageBytes) {
      return { refused: MEDIA_MESSAGES.imageTooLarge };
    }
    const problem = svgLogoProblem(input.bytes.toString("utf8"));
    if (problem) return { refused: problem };
    let png: Buffer;
    try {
      png = await queue.run(() => images.renderSvgLogo(input.bytes), "now");
    } catch (error) {
      if (error instanceof MediaRefusal) return { refused: error.message };
      throw error;
    }
    return upload({ ...input, bytes: png, name: `${input.name.replace(/\.svgz?$/i, "")}.png` });
  }

  async function uploadPressKitFile(input: {
    bytes: Buffer;
    name: string;
    userId: string | null;
  }): Promise<UploadResult> {
    if (sniffType(input.bytes) !== "svg") return upload(input);
    if (input.bytes.length > MEDIA_LIMITS.imageBytes) {
      return { refused: MEDIA_MESSAGES.imageTooLarge };
    }
    const problem = svgFileProblem(input.bytes);
    if (problem) return { refused: problem };
    const hash = contentHash(input.bytes);
    const existing = await findMediaByHash(db, hash);
    if (existing) return { media: existing };
    const inserted = await insertUpload(
      { hash, originalName: input.name, bytes: input.bytes.length, uploadedBy: input.userId },
      { kind: "document", contentType: SVG_CONTENT_TYPE },
    );
    if (!inserted.created) return { media: inserted.row };
    const row = inserted.row;
    working.add(row.id);
    try {
      // Kept as uploaded: nothing reads or draws it (no pages, no text, no cover).
      await storage.put(svgKey(hash), input.bytes, SVG_CONTENT_TYPE);
      await markMediaReady(db, row.id);
    } catch (error) {
      await db
        .delete(media)
        .where(sql`${media.id} = ${row.id}`)
        .catch(() => undefined);
      await removeFiles(row).catch(() => undefined);
      throw error;
    } finally {
      working.delete(row.id);
    }
    return { media: { ...row, state: "ready" } };
  }

  async function icon(item: Pick<MediaFileInfo, "hash" | "kind">, size: number) {
    if (item.kind !== "image") return undefined;
    const key = iconKey(item.hash, size);
    const kept = await storage.get(key);
    if (kept) return readAll(kept.body);
    let original: { key: string; bytes: Buffer } | undefined;
    for (const candidate of originalKeys(item.hash)) {
      const object = await storage.get(candidate);
      if (object) {
        original = { key: candidate, bytes: await readAll(object.body) };
        break;
      }
    }
    if (!original) return undefined;
    const from = original.bytes;
    const png = await queue.run(() => images.renderIcon(from, size), "now");
    await storage.put(key, png, "image/png");
    return png;
  }

  async function shareImage(
    item: Pick<MediaFileInfo, "hash" | "kind">,
    name: string,
    nameKey: string,
  ): Promise<boolean> {
    if (item.kind !== "image") return false;
    const key = shareImageKey(item.hash, nameKey);
    if (await storage.head(key)) return true;
    for (const candidate of originalKeys(item.hash)) {
      const object = await storage.get(candidate);
      if (!object) continue;
      const bytes = await readAll(object.body);
      const jpeg = await queue.run(() => images.renderShareImage(bytes, name), "now");
      await storage.put(key, jpeg, "image/jpeg");
      return true;
    }
    return false;
  }

  async function textContrast(item: MediaFileInfo, opacities: readonly number[]) {
    if (item.kind !== "image") return undefined;
    const object = await storage.get(fallbackKey(item));
    if (!object) return undefined;
    const bytes = await readAll(object.body);
    return queue.run(() => images.measureTextContrast(bytes, opacities), "now");
  }

  return {
    upload,
    uploadVideo,
    remove,
    resume,
    idle,
    storage,
    documentBytes,
    textContrast,
    uploadLogo,
    uploadPressKitFile,
    icon,
    shareImage,
    onReady: (listener) => readyListeners.add(listener),
    get queued() {
      return queue.size;
    },
    downloads,
    // Work still waiting is taken up again by the next start (resume).
    close: async () => {
      await downloads.close();
      await images.close();
    },
  };
}

/** A stored object's bytes, whole (small files only: icons, fallbacks). */
async function readAll(body: AsyncIterable<Buffer> | NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body as AsyncIterable<Buffer>) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** A new folder of its own under `scratchDir`, readable by this user only. */
async function scratchFolder(scratchDir: string, prefix: string): Promise<string> {
  await fs.mkdir(scratchDir, { recursive: true, mode: 0o700 });
  return fs.mkdtemp(path.join(scratchDir, prefix));
}

/** Scratch folders older than this belong to no upload still under way (a crash left them). */
const SCRATCH_LEFT_AFTER_MS = 24 * 60 * 60_000;

/**
 * A request's body into `file` (readable by this user only), hashed as it goes; a MediaRefusal
 * as soon as it passes `maxBytes` (the rest is never read).
 */
async function receive(
  body: ReadableStream<Uint8Array>,
  file: string,
  maxBytes: number,
): Promise<{ hash: string; size: number }> {
  const hash = crypto.createHash("sha256");
  let size = 0;
  const reader = body.getReader();
  const handle = await fs.open(file, "wx", 0o600);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw new MediaRefusal(MEDIA_MESSAGES.videoTooLarge);
      }
      hash.update(value);
      await handle.write(value);
    }
  } finally {
    await handle.close();
  }
  return { hash: hash.digest("hex").slice(0, 32), size };
}

/** Reads of a file through one open handle, for the time of `use`. */
async function withFile<T>(
  file: string,
  use: (read: (offset: number, length: number) => Promise<Uint8Array>) => Promise<T>,
): Promise<T> {
  const handle = await fs.open(file, "r");
  try {
    return await use(async (offset, length) => {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await handle.read(buffer, 0, length, offset);
      return buffer.subarray(0, bytesRead);
    });
  } finally {
    await handle.close();
  }
}

/**
 * An image's kept original, whatever its format, copied into a temporary file of a folder of its
 * own that only this user can read (streamed: a bucket's object is never held whole in memory);
 * its path, or null when it was never stored. A copy that fails leaves nothing behind.
 */
async function originalToFile(
  storage: MediaStorage,
  hash: string,
  scratchDir: string,
): Promise<string | null> {
  for (const key of originalKeys(hash)) {
    const object = await storage.get(key);
    if (!object) continue;
    const folder = await scratchFolder(scratchDir, "aig-media-");
    const file = path.join(folder, key);
    try {
      await pipeline(
        object.body as AsyncIterable<Buffer>,
        createWriteStream(file, { mode: 0o600 }),
      );
    } catch (error) {
      await fs.rm(folder, { recursive: true, force: true });
      throw error;
    }
    return file;
  }
  return null;
}

export { MEDIA_MESSAGES };
