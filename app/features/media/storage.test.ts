import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startS3Server, type TestS3Server } from "../../../tests/support/s3-server";
import { tempDir } from "../../../tests/support/test-database";
import {
  folderStorage,
  MediaKeyError,
  type MediaObject,
  MediaRangeError,
  type MediaStorage,
  mediaStorageFor,
  s3Storage,
} from "./storage.server";

const INVALID_KEYS = ["../x", "a/b", "", "Upper.webp", "..", ".hidden.webp", "a..b.webp"];

async function collect(keys: AsyncIterable<string>): Promise<string[]> {
  const list: string[] = [];
  for await (const key of keys) list.push(key);
  return list.sort();
}

async function bytesOf(object: MediaObject | null): Promise<Buffer> {
  if (!object) throw new Error("no such file");
  return buffer(object.body);
}

/** Every file under a folder, hidden ones included. */
function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, encoding: "utf8" }).sort();
}

describe.each(["folder", "s3"] as const)("the %s storage", (kind) => {
  let root: string;
  let s3: TestS3Server | undefined;
  let storage: MediaStorage;
  /** The same storage, listing 5 keys a request. */
  let paged: MediaStorage;

  beforeEach(async () => {
    root = tempDir("aig-media-");
    if (kind === "folder") {
      storage = folderStorage(path.join(root, "media"));
      paged = storage;
    } else {
      s3 = await startS3Server();
      const options = { ...s3, region: "us-east-1" };
      storage = s3Storage(options);
      paged = s3Storage({ ...options, pageSize: 5 });
    }
  });
  afterEach(async () => {
    await s3?.stop();
    s3 = undefined;
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("keeps the exact bytes and the content type", async () => {
    expect(storage.kind).toBe(kind);
    const bytes = crypto.randomBytes(3 * 1024 * 1024);
    await storage.put("a1b2c3-640.webp", bytes, "image/webp");
    const object = await storage.get("a1b2c3-640.webp");
    expect(object).toMatchObject({ size: bytes.length, contentType: "image/webp" });
    expect(object?.range).toBeUndefined();
    expect((await bytesOf(object)).equals(bytes)).toBe(true);
    expect(await storage.head("a1b2c3-640.webp")).toEqual({
      size: bytes.length,
      contentType: "image/webp",
    });

    await storage.put("report_2026.pdf", Buffer.from("%PDF-1.7"), "application/pdf");
    expect(await storage.head("report_2026.pdf")).toEqual({
      size: 8,
      contentType: "application/pdf",
    });
    // A put replaces what the key held.
    await storage.put("a1b2c3-640.webp", Buffer.from("new"), "image/webp");
    const replaced = await storage.get("a1b2c3-640.webp");
    expect((await bytesOf(replaced)).toString()).toBe("new");
  });

  it("stores a file of this machine as it reads it, with the same guarantees", async () => {
    const source = path.join(root, "upload");
    const bytes = crypto.randomBytes(5 * 1024 * 1024 + 17);
    fs.writeFileSync(source, bytes);
    await storage.putFile("d4e5f6.mp4", source, "video/mp4");
    const object = await storage.get("d4e5f6.mp4");
    expect(object).toMatchObject({ size: bytes.length, contentType: "video/mp4" });
    expect((await bytesOf(object)).equals(bytes)).toBe(true);
    await expect(storage.putFile("d4e5f6.webm", source, "video/mp4")).rejects.toThrow(
      /must be stored as video\/webm/,
    );
    await expect(storage.putFile("../d4e5f6.mp4", source, "video/mp4")).rejects.toThrow(
      MediaKeyError,
    );
    expect(await collect(storage.keys())).toEqual(["d4e5f6.mp4"]);
  });

  it("answers ranges with exactly those bytes", async () => {
    const bytes = crypto.randomBytes(10_000);
    await storage.put("brochure.pdf", bytes, "application/pdf");
    const cases = [
      { asked: { start: 0, end: 99 }, range: { start: 0, end: 99 } },
      { asked: { start: 4321, end: 5678 }, range: { start: 4321, end: 5678 } },
      { asked: { start: 9900 }, range: { start: 9900, end: 9999 } },
      // As in HTTP, an end past the last byte means the last byte.
      { asked: { start: 9990, end: 20_000 }, range: { start: 9990, end: 9999 } },
    ];
    for (const { asked, range } of cases) {
      const object = await storage.get("brochure.pdf", asked);
      expect(object).toMatchObject({ size: 10_000, contentType: "application/pdf", range });
      const body = await bytesOf(object);
      expect(body.equals(bytes.subarray(range.start, range.end + 1))).toBe(true);
    }
    await expect(storage.get("brochure.pdf", { start: 10_000 })).rejects.toThrow(MediaRangeError);
    await expect(storage.get("brochure.pdf", { start: 10, end: 5 })).rejects.toThrow(RangeError);
  });

  it("answers null for a missing key, before and after a delete", async () => {
    expect(await storage.get("missing.png")).toBeNull();
    expect(await storage.get("missing.png", { start: 0, end: 9 })).toBeNull();
    expect(await storage.head("missing.png")).toBeNull();
    await storage.delete("missing.png"); // absent is fine

    await storage.put("logo.png", Buffer.from([0x89, 0x50, 0x4e, 0x47]), "image/png");
    await storage.delete("logo.png");
    expect(await storage.get("logo.png")).toBeNull();
    expect(await storage.head("logo.png")).toBeNull();
    expect(await collect(storage.keys())).toEqual([]);
  });

  it("lists every key, over several pages", async () => {
    expect(await collect(storage.keys())).toEqual([]);
    const keys = Array.from({ length: 12 }, (_, i) => `image-${String(i).padStart(2, "0")}.jpg`);
    for (const key of keys) await storage.put(key, Buffer.from(key), "image/jpeg");
    expect(await collect(paged.keys())).toEqual(keys);
    expect(await collect(storage.keys())).toEqual(keys);
  });

  it("refuses invalid keys and content types that do not match, writing nothing", async () => {
    for (const key of INVALID_KEYS) {
      await expect(storage.put(key, Buffer.from("x"), "image/webp"), key).rejects.toThrow(
        MediaKeyError,
      );
      await expect(storage.get(key), key).rejects.toThrow(MediaKeyError);
      await expect(storage.head(key), key).rejects.toThrow(MediaKeyError);
      await expect(storage.delete(key), key).rejects.toThrow(MediaKeyError);
    }
    await expect(storage.put("photo.webp", Buffer.from("x"), "image/png")).rejects.toThrow(
      /must be stored as image\/webp/,
    );
    await expect(storage.put("notes.txt", Buffer.from("x"), "text/plain")).rejects.toThrow(
      /no known media extension/,
    );
    expect(await collect(storage.keys())).toEqual([]);
    if (kind === "folder") expect(filesUnder(root)).toEqual([]);
  });

  it("gives a public address only when one is configured", async () => {
    expect(storage.publicUrl("a1b2c3-640.webp")).toBeUndefined();
    if (!s3) return;
    const cdn = s3Storage({ ...s3, region: "us-east-1", publicUrl: "https://media.example/" });
    expect(cdn.publicUrl("a1b2c3-640.webp")).toBe("https://media.example/a1b2c3-640.webp");
    expect(() => cdn.publicUrl("../x")).toThrow(MediaKeyError);
  });
});

describe("the folder storage", () => {
  it("leaves no partial file when a put fails midway", async () => {
    const dir = tempDir("aig-media-");
    try {
      const storage = folderStorage(dir);
      // A folder where the file should go makes the final rename fail, after the bytes were
      // written under the temporary name.
      fs.mkdirSync(path.join(dir, "hero.avif"));
      await expect(
        storage.put("hero.avif", crypto.randomBytes(100_000), "image/avif"),
      ).rejects.toThrow();
      expect(filesUnder(dir)).toEqual(["hero.avif"]);
      expect(fs.statSync(path.join(dir, "hero.avif")).isDirectory()).toBe(true);
      expect(await collect(storage.keys())).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("shows readers the old file or the new one while a put is under way, never part of it", async () => {
    const dir = tempDir("aig-media-");
    try {
      const storage = folderStorage(dir);
      await storage.put("banner.png", Buffer.from("old"), "image/png");
      const bytes = crypto.randomBytes(8 * 1024 * 1024);
      let done = false;
      const writing = storage.put("banner.png", bytes, "image/png").finally(() => {
        done = true;
      });
      const seen = new Set<number | undefined>();
      while (!done) {
        seen.add((await storage.head("banner.png"))?.size);
        await new Promise((resolve) => setImmediate(resolve));
      }
      await writing;
      seen.add((await storage.head("banner.png"))?.size);
      expect([...seen].every((size) => size === 3 || size === bytes.length)).toBe(true);
      expect(seen.has(bytes.length)).toBe(true);
      expect(filesUnder(dir)).toEqual(["banner.png"]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("lists only its own files", async () => {
    const dir = tempDir("aig-media-");
    try {
      const storage = folderStorage(dir);
      await storage.put("kept.gif", Buffer.from("GIF89a"), "image/gif");
      // What a crash during a put leaves, and what someone else put there.
      fs.writeFileSync(path.join(dir, ".kept.gif.0123456789ab.tmp"), "partial");
      fs.mkdirSync(path.join(dir, "sub"));
      fs.writeFileSync(path.join(dir, "README.TXT"), "x");
      expect(await collect(storage.keys())).toEqual(["kept.gif"]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("lists nothing before the folder exists", async () => {
    const dir = tempDir("aig-media-");
    try {
      const storage = folderStorage(path.join(dir, "not-yet"));
      expect(await collect(storage.keys())).toEqual([]);
      expect(await storage.get("a.png")).toBeNull();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the s3 storage", () => {
  it("reports a missing bucket rather than answering that no file is there", async () => {
    const s3 = await startS3Server();
    try {
      const storage = s3Storage({ ...s3, bucket: "no-such-bucket", region: "us-east-1" });
      await expect(storage.get("a.png")).rejects.toThrow(/bucket does not exist/);
      await expect(collect(storage.keys())).rejects.toThrow(/bucket does not exist/);
    } finally {
      await s3.stop();
    }
  });
});

describe("mediaStorageFor", () => {
  it("takes the bucket when one is configured, else the folder", () => {
    expect(mediaStorageFor({ dir: "/srv/media" }).kind).toBe("folder");
    const s3 = {
      bucket: "media",
      region: "us-east-1",
      accessKeyId: "id",
      secretAccessKey: "secret",
      publicUrl: "https://cdn.example",
    };
    const storage = mediaStorageFor({ dir: "/srv/media", s3 });
    expect(storage.kind).toBe("s3");
    expect(storage.publicUrl("a.png")).toBe("https://cdn.example/a.png");
  });
});
