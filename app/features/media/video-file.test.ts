import fs from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { avif, mp4, pdf, webm } from "../../../tests/support/media-fixtures";
import { MediaRefusal } from "./refusal";
import { MEDIA_MESSAGES } from "./rules";
import { inspectVideo } from "./video-file";

const inspect = (bytes: Buffer) =>
  inspectVideo(async (offset, length) => bytes.subarray(offset, offset + length), bytes.length);

async function refusal(bytes: Buffer): Promise<string> {
  const error = await inspect(bytes).then(
    (format) => new Error(`accepted as ${format}`),
    (error: unknown) => error,
  );
  expect(error).toBeInstanceOf(MediaRefusal);
  return (error as Error).message;
}

describe("a video upload", () => {
  it("is an MP4 the site's own clip is, or a structurally whole MP4 or WebM", async () => {
    const clip = await fs.readFile("public/media/copper-operations.mp4");
    expect(await inspect(clip)).toBe("mp4");
    expect(await inspect(mp4())).toBe("mp4");
    expect(await inspect(mp4({ brands: ["mp42", "isom"] }))).toBe("mp4");
    expect(await inspect(mp4({ brands: ["M4V ", "M4VP"] }))).toBe("mp4");
    expect(await inspect(webm())).toBe("webm");
    // A recording written as it went: sizes unknown; what it holds plays.
    expect(await inspect(webm({ live: true }))).toBe("webm");
    expect(await inspect(webm({ live: true }).subarray(0, 1000))).toBe("webm");
  });

  it("is refused when cut short, as anything else, or as a format browsers do not all play", async () => {
    const clip = await fs.readFile("public/media/copper-operations.mp4");
    const cases: [string, Buffer][] = [
      ["a clip cut short", clip.subarray(0, clip.length - 1000)],
      ["an MP4 structure cut short", mp4().subarray(0, 1000)],
      ["a WebM cut short", webm().subarray(0, 2000)],
      ["a WebM without tracks", webm({ tracks: false })],
      ["a WebM with something after it", Buffer.concat([webm(), Buffer.from("junk")])],
      ["a recording cut before its first frames", webm({ live: true }).subarray(0, 100)],
      ["an MP4 without its movie", mp4({ movie: false })],
      ["a QuickTime movie", mp4({ brands: ["qt  "] })],
      ["an HEIC photo", mp4({ brands: ["heic", "mif1"] })],
      ["an animated AVIF with a movie box", mp4({ brands: ["avis", "iso8", "msf1"] })],
      ["an AVIF image", await avif()],
      ["a Matroska file", webm({ docType: "matroska" })],
      ["a PDF", pdf(1)],
      ["a web page named clip.mp4", Buffer.from("<!doctype html><title>clip</title>")],
      ["trailing garbage after the boxes", Buffer.concat([mp4(), Buffer.from("junk")])],
    ];
    for (const [name, bytes] of cases) {
      expect(await refusal(bytes), name).toBe(MEDIA_MESSAGES.notVideo);
    }
  });
});
