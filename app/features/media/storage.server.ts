import crypto from "node:crypto";
import { createReadStream, type Dir } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";

/**
 * Where uploaded media (images, their variants, PDFs) are kept: a folder (DATA_DIR/media by
 * default) or an S3-compatible bucket. Files are addressed by key, a plain file name.
 */

export interface MediaObject {
  body: Readable;
  /** The size of the whole object, even when only a range was asked for. */
  size: number;
  contentType: string;
  /** The bytes the body holds (inclusive), when a range was asked for. */
  range?: { start: number; end: number };
}

export interface MediaStorage {
  readonly kind: "folder" | "s3";
  /** Atomic: a reader sees the old file or the new one, never part of it. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** As put, from a file on this machine, streamed: a video is never held in memory. */
  putFile(key: string, file: string, contentType: string): Promise<void>;
  /**
   * null when there is no such file. A range is as in HTTP: `end` (inclusive) past the last byte
   * means the last byte; a `start` past it throws a MediaRangeError.
   */
  get(key: string, range?: { start: number; end?: number }): Promise<MediaObject | null>;
  head(key: string): Promise<{ size: number; contentType: string } | null>;
  /** A key that is not there is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored key, in no particular order. */
  keys(): AsyncIterable<string>;
  /** With S3_PUBLIC_URL: the public address of a key, so the site can redirect to it. */
  publicUrl(key: string): string | undefined;
}

export interface S3StorageOptions {
  bucket: string;
  /** An S3-compatible service (MinIO, R2, …); unset: AWS. */
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The public origin the bucket's files are served from (a CDN, or the bucket's website). */
  publicUrl?: string;
  /** Bucket in the path rather than the host name; the default with an endpoint. */
  forcePathStyle?: boolean;
  /** Keys per ListObjectsV2 request (the service's default, 1000, when unset). */
  pageSize?: number;
  /**
   * A folder of the bucket the storage keeps its files in ('private/cv/'): the storage sees and
   * lists only its own keys. Without it, the bucket's top level.
   */
  prefix?: string;
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
  gif: "image/gif",
  pdf: "application/pdf",
  svg: "image/svg+xml",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  mp4: "video/mp4",
  webm: "video/webm",
};

export class MediaKeyError extends Error {
  override name = "MediaKeyError";
}

/** The range asked for starts past the end of the file (HTTP 416). */
export class MediaRangeError extends Error {
  override name = "MediaRangeError";
  constructor(readonly size: number) {
    super(`the range starts past the end of the file (${size} bytes)`);
  }
}

/**
 * A key is a file name of lower-case letters, digits, dots, hyphens and underscores: it can
 * name no other folder, and never starts with a dot (the folder storage's temporary files do).
 */
export function isMediaKey(key: string): boolean {
  return /^[a-z0-9_-][a-z0-9._-]{0,199}$/.test(key) && !key.includes("..");
}

/** The content type a key's extension stands for; undefined for any other extension. */
export function mediaContentType(key: string): string | undefined {
  const extension = key.slice(key.lastIndexOf(".") + 1);
  return key.includes(".") ? CONTENT_TYPES[extension] : undefined;
}

function checkKey(key: string): void {
  if (!isMediaKey(key)) throw new MediaKeyError(`invalid media key ${JSON.stringify(key)}`);
}

/**
 * The folder storage keeps no content type beside the file, so it must follow from the key;
 * both storages check it, so moving from one to the other changes nothing.
 */
function checkPut(key: string, contentType: string): void {
  checkKey(key);
  const expected = mediaContentType(key);
  if (expected !== contentType) {
    throw new MediaKeyError(
      expected
        ? `${key} must be stored as ${expected}, not ${contentType}`
        : `${key} has no known media extension (${Object.keys(CONTENT_TYPES).join(", ")})`,
    );
  }
}

function checkRange(range: { start: number; end?: number }): void {
  const { start, end } = range;
  const validEnd = end === undefined || (Number.isSafeInteger(end) && end >= start);
  if (!Number.isSafeInteger(start) || start < 0 || !validEnd) {
    throw new RangeError(`invalid byte range ${start}-${end ?? ""}`);
  }
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === "ENOENT";
}

export function folderStorage(dir: string): MediaStorage {
  const fileOf = (key: string) => {
    checkKey(key);
    return path.join(dir, key);
  };
  /**
   * Written under a temporary name in the same folder (so the rename cannot cross file systems)
   * and flushed to disk first: a crash leaves either the old file or the new one.
   */
  async function writeAtomically(key: string, write: (handle: fs.FileHandle) => Promise<void>) {
    await fs.mkdir(dir, { recursive: true });
    const temporary = path.join(dir, `.${key}.${crypto.randomBytes(6).toString("hex")}.tmp`);
    try {
      const handle = await fs.open(temporary, "wx");
      try {
        await write(handle);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await fs.rename(temporary, path.join(dir, key));
    } catch (error) {
      await fs.rm(temporary, { force: true });
      throw error;
    }
    // The rename itself is on disk once the folder is.
    const folder = await fs.open(dir, "r");
    try {
      await folder.sync();
    } finally {
      await folder.close();
    }
  }
  return {
    kind: "folder",

    async put(key, bytes, contentType) {
      checkPut(key, contentType);
      await writeAtomically(key, (handle) => handle.writeFile(bytes));
    },

    async putFile(key, file, contentType) {
      checkPut(key, contentType);
      await writeAtomically(key, async (handle) => {
        for await (const chunk of createReadStream(file)) await handle.write(chunk as Buffer);
      });
    },

    async get(key, range) {
      const file = fileOf(key);
      if (range) checkRange(range);
      let handle: fs.FileHandle;
      try {
        handle = await fs.open(file, "r");
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      // Size and bytes come from the one open file, even if the key is replaced meanwhile.
      const { size } = await handle.stat().catch(async (error: unknown) => {
        await handle.close();
        throw error;
      });
      const contentType = mediaContentType(key) ?? "application/octet-stream";
      if (!range) return { body: handle.createReadStream(), size, contentType };
      if (range.start >= size) {
        await handle.close();
        throw new MediaRangeError(size);
      }
      const bytes = { start: range.start, end: Math.min(range.end ?? size - 1, size - 1) };
      return { body: handle.createReadStream(bytes), size, contentType, range: bytes };
    },

    async head(key) {
      try {
        const stat = await fs.stat(fileOf(key));
        return {
          size: stat.size,
          contentType: mediaContentType(key) ?? "application/octet-stream",
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },

    async *keys() {
      let folder: Dir;
      try {
        folder = await fs.opendir(dir);
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      for await (const entry of folder) {
        if (entry.isFile() && isMediaKey(entry.name)) yield entry.name;
      }
    },

    publicUrl(key) {
      checkKey(key);
      return undefined;
    },
  };
}

/** The error's HTTP status, for an answer from the service. */
function statusOf(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}

export function s3Storage(options: S3StorageOptions): MediaStorage {
  const { bucket, pageSize } = options;
  const prefix = options.prefix ?? "";
  /** The object's name in the bucket. */
  const at = (key: string) => prefix + key;
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle ?? options.endpoint !== undefined,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // The SDK would otherwise send CRC checksums in aws-chunked trailers, which several
    // S3-compatible services (and s3rver, in the tests) do not understand.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const publicUrl = options.publicUrl?.replace(/\/+$/, "");
  const head = async (key: string) => {
    checkKey(key);
    try {
      const answer = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: at(key) }));
      return {
        size: answer.ContentLength ?? 0,
        contentType: answer.ContentType ?? "application/octet-stream",
      };
    } catch (error) {
      // An answer to HEAD has no body to tell a missing file from a missing bucket.
      if (statusOf(error) === 404) return null;
      throw error;
    }
  };
  return {
    kind: "s3",

    async put(key, bytes, contentType) {
      checkPut(key, contentType);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: at(key),
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.length,
        }),
      );
    },

    async putFile(key, file, contentType) {
      checkPut(key, contentType);
      // One request (up to 5 GB), the file streamed into it.
      const { size } = await fs.stat(file);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: at(key),
          Body: createReadStream(file),
          ContentType: contentType,
          ContentLength: size,
        }),
      );
    },

    async get(key, range) {
      checkKey(key);
      if (range) checkRange(range);
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: at(key),
            Range: range ? `bytes=${range.start}-${range.end ?? ""}` : undefined,
          }),
        );
        // In Node the SDK answers with the HTTP response stream.
        const body = answer.Body as Readable;
        const contentType = answer.ContentType ?? "application/octet-stream";
        if (!range) return { body, size: answer.ContentLength ?? 0, contentType };
        const [, start, end, size] =
          /^bytes (\d+)-(\d+)\/(\d+)$/.exec(answer.ContentRange ?? "") ?? [];
        if (size === undefined) {
          body.destroy();
          throw new Error(`the storage answered a range request with no Content-Range`);
        }
        return {
          body,
          size: Number(size),
          contentType,
          range: { start: Number(start), end: Number(end) },
        };
      } catch (error) {
        // Not any 404: a missing bucket is a configuration error, not a missing file.
        if (error instanceof NoSuchKey) return null;
        if (statusOf(error) === 416) {
          const size = (await head(key))?.size;
          if (size === undefined) return null;
          throw new MediaRangeError(size);
        }
        throw error;
      }
    },

    head,

    async delete(key) {
      checkKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: at(key) }));
    },

    async *keys() {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: bucket,
            MaxKeys: pageSize,
            ContinuationToken: token,
            Prefix: prefix || undefined,
          }),
        );
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(prefix.length);
          if (key && isMediaKey(key)) yield key;
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },

    publicUrl(key) {
      checkKey(key);
      return publicUrl ? `${publicUrl}/${at(key)}` : undefined;
    },
  };
}

/** The storage the configuration names: the bucket when there is one, else the folder. */
export function mediaStorageFor(config: { dir: string; s3?: S3StorageOptions }): MediaStorage {
  return config.s3 ? s3Storage(config.s3) : folderStorage(config.dir);
}
