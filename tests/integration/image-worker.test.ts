import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PDFDocument, StandardFonts } from "pdf-lib";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import {
  type ImageWork,
  ImageWorkClosed,
  imageWorkerProcess,
} from "../../app/features/media/image-work.server";
import { MediaRefusal } from "../../app/features/media/refusal";
import { MEDIA_MESSAGES } from "../../app/features/media/rules";
import { BUILD_DIR } from "../support/build";
import * as fixtures from "../support/media-fixtures";

/** The built worker, as the production server starts it. */
const ENTRY = path.join(BUILD_DIR, "server", "image-worker.js");

const isRunning = (pid: number | undefined) => {
  if (pid === undefined) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * The server's image work in a child process of its own (app/features/media/image-work.server.ts):
 * the same answers as in-process work, refusals as refusals, started on demand, gone when idle,
 * and a crash costs only the jobs it had.
 */
describe("the image worker", () => {
  const workers: ImageWork[] = [];
  const crashes: string[] = [];
  const worker = (idleMs = 10_000, entry = ENTRY) => {
    const made = imageWorkerProcess(entry, { idleMs, onCrash: (reason) => crashes.push(reason) });
    workers.push(made);
    return made;
  };
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((w) => w.close()));
    crashes.splice(0);
  });

  it("is the built server's own file", () => {
    expect(fs.existsSync(ENTRY)).toBe(true);
  });

  it("reads a PDF's pages, text and cover in the child", async () => {
    const document = await PDFDocument.create();
    const font = await document.embedFont(StandardFonts.Helvetica);
    document.addPage().drawText("Bid security", { x: 50, y: 700, font });
    document.addPage();
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "aig-pdf-"));
    const file = path.join(folder, "tender.pdf");
    fs.writeFileSync(file, await document.save());
    const reading = await worker().readPdf(file);
    fs.rmSync(folder, { recursive: true });
    expect(reading.pages).toBe(2);
    expect(reading.texts).toEqual(["Bid security", ""]);
    expect((await sharp(reading.cover as Buffer).metadata()).format).toBe("png");
  });

  it("inspects, renders and refuses as the in-process work does", async () => {
    const images = worker();
    expect(images.pid).toBeUndefined();
    const photo = await fixtures.jpeg(600, 400);
    const info = await images.inspectUpload(photo);
    expect(info).toEqual({
      kind: "image",
      format: "jpeg",
      width: 600,
      height: 400,
      hasAlpha: false,
      animated: false,
    });
    expect(images.pid).toBeGreaterThan(0);
    if (info.kind !== "image") throw new Error("not an image");

    const variant = await images.renderVariant(photo, 320, "webp");
    expect(Buffer.isBuffer(variant)).toBe(true);
    expect(await sharp(variant).metadata()).toMatchObject({ format: "webp", width: 320 });
    const fallback = await images.renderFallback(photo, info);
    expect(Buffer.isBuffer(fallback.buffer)).toBe(true);
    expect(fallback).toMatchObject({ format: "jpeg", width: 600, height: 400 });
    const og = await images.renderOgImage(photo);
    expect(await sharp(og).metadata()).toMatchObject({ width: 1200, height: 630 });

    // A refusal comes back as one, with the message the person uploading sees.
    const refused = await images.inspectUpload(await fixtures.truncatedJpeg()).catch((e) => e);
    expect(refused).toBeInstanceOf(MediaRefusal);
    expect(refused.message).toBe(MEDIA_MESSAGES.notImage);
    const svg = await images.inspectUpload(await fixtures.svg()).catch((e) => e);
    expect(svg).toBeInstanceOf(MediaRefusal);
    expect(svg.message).toBe(MEDIA_MESSAGES.svg);
  });

  it("leaves once idle, and comes back for the next job", async () => {
    const images = worker(300);
    await images.inspectUpload(await fixtures.jpeg(60, 40));
    const first = images.pid;
    expect(isRunning(first)).toBe(true);
    await expect.poll(() => isRunning(first), { timeout: 10_000 }).toBe(false);
    expect(images.pid).toBeUndefined();
    await images.inspectUpload(await fixtures.jpeg(60, 40));
    expect(images.pid).not.toBe(first);
    expect(isRunning(images.pid)).toBe(true);
    // Leaving when idle is no crash.
    expect(crashes).toEqual([]);
  });

  it("fails the jobs of a worker that dies, and starts another for the next", async () => {
    const images = worker();
    await images.inspectUpload(await fixtures.jpeg(60, 40));
    const pid = images.pid as number;
    const photo = await fixtures.jpeg(3000, 2000);
    const pending = images.renderVariant(photo, 1920, "avif");
    process.kill(pid, "SIGKILL");
    await expect(pending).rejects.toThrow(/the image worker stopped/);
    expect(crashes).toEqual(["the image worker stopped (exit code null, signal SIGKILL)"]);
    const again = await images.renderVariant(await fixtures.jpeg(600, 400), 320, "avif");
    expect(await sharp(again).metadata()).toMatchObject({ format: "heif", width: 320 });
    expect(images.pid).not.toBe(pid);
  });

  it("ends with the server: close() stops it", async () => {
    const images = worker();
    await images.inspectUpload(await fixtures.jpeg(60, 40));
    const pid = images.pid;
    // Ctrl+C in the terminal reaches the worker too: the server decides when it ends.
    process.kill(pid as number, "SIGINT");
    await images.inspectUpload(await fixtures.jpeg(60, 40));
    expect(images.pid).toBe(pid);
    await images.close();
    expect(isRunning(pid)).toBe(false);
    expect(crashes).toEqual([]);
    // Closed for good: later work is refused as such, and starts no new worker.
    await expect(images.renderOgImage(await fixtures.jpeg(60, 40))).rejects.toBeInstanceOf(
      ImageWorkClosed,
    );
    expect(images.pid).toBeUndefined();
  });

  it("fails the job, and reports it, when the worker cannot start", async () => {
    const images = worker(10_000, path.join(BUILD_DIR, "server", "no-such-worker.js"));
    await expect(images.inspectUpload(await fixtures.jpeg(60, 40))).rejects.toThrow(
      /the image worker stopped \(exit code 1/,
    );
    expect(crashes).toHaveLength(1);
  });

  it("stops a worker stuck on one job, failing it, and the next job gets a new one", async () => {
    const images = imageWorkerProcess(ENTRY, {
      jobTimeoutMs: 50,
      onCrash: (reason) => crashes.push(reason),
    });
    workers.push(images);
    // A 12-megapixel AVIF takes far longer than 50 ms.
    const big = await fixtures.jpeg(4000, 3000);
    await expect(images.renderVariant(big, 1920, "avif")).rejects.toThrow(/took over 50 ms/);
    expect(crashes).toEqual(["the image worker took over 50 ms over one job"]);
  });
});
