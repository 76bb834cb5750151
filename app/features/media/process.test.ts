import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import * as fixtures from "../../../tests/support/media-fixtures";
import { variantWidths } from "./files";
import {
  type ImageInfo,
  inspectUpload,
  MediaRefusal,
  measureTextContrast,
  renderFallback,
  renderOgImage,
  renderVariant,
} from "./process.server";

/** The message of the refusal inspectUpload gives, failing the test when it accepts the file. */
async function refusal(bytes: Buffer): Promise<string> {
  const error = await inspectUpload(bytes).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(MediaRefusal);
  return (error as MediaRefusal).message;
}

async function inspectImage(bytes: Buffer): Promise<ImageInfo> {
  const info = await inspectUpload(bytes);
  if (info.kind !== "image") throw new Error(`expected an image, got a ${info.kind}`);
  return info;
}

/** The colour of one pixel, alpha last. */
async function pixel(image: Buffer, left: number, top: number): Promise<number[]> {
  const region = sharp(image).extract({ left, top, width: 1, height: 1 });
  return [...(await region.ensureAlpha().raw().toBuffer())];
}

const isRed = ([r = 0, g = 0, b = 0]: number[]) => r > 220 && g < 40 && b < 40;

describe("inspectUpload accepts", () => {
  it("each image format, described from its bytes", async () => {
    expect(await inspectUpload(await fixtures.jpeg(600, 400))).toEqual({
      kind: "image",
      format: "jpeg",
      width: 600,
      height: 400,
      hasAlpha: false,
      animated: false,
    });
    expect(await inspectImage(await fixtures.webp())).toMatchObject({
      format: "webp",
      width: 300,
      height: 200,
      animated: false,
    });
    expect(await inspectImage(await fixtures.avif())).toMatchObject({
      format: "avif",
      width: 300,
      height: 200,
    });
    expect(await inspectImage(await fixtures.animatedGif())).toMatchObject({
      format: "gif",
      width: 100,
      height: 80,
      hasAlpha: false,
      animated: true,
    });
  });

  it("reports transparency, not merely an alpha channel", async () => {
    expect(await inspectImage(await fixtures.transparentPng())).toMatchObject({
      format: "png",
      hasAlpha: true,
    });
    const opaque = await fixtures.opaquePngWithAlpha();
    expect((await sharp(opaque).metadata()).hasAlpha).toBe(true);
    expect(await inspectImage(opaque)).toMatchObject({ format: "png", hasAlpha: false });
  });

  it("reports the size as displayed, after the EXIF orientation", async () => {
    const photo = await fixtures.photoWithMetadata();
    expect(await sharp(photo).metadata()).toMatchObject({
      orientation: 6,
      width: 600,
      height: 400,
    });
    expect(await inspectImage(photo)).toMatchObject({ width: 400, height: 600 });
  });

  it("a PDF, with its pages counted once each", async () => {
    expect(await inspectUpload(fixtures.pdf())).toEqual({
      kind: "document",
      format: "pdf",
      pages: 1,
    });
    expect(await inspectUpload(fixtures.pdf(3))).toMatchObject({ pages: 3 });
    // An incremental save appends a new copy of page 3 0 obj, still one page.
    const resaved = Buffer.concat([
      fixtures.pdf(2),
      Buffer.from("3 0 obj\n<< /Type /Page /Parent 2 0 R /Rotate 90 >>\nendobj\n%%EOF\n"),
    ]);
    expect(await inspectUpload(resaved)).toMatchObject({ pages: 2 });
  });

  it("a PDF of exactly 20 MB", async () => {
    const whole = fixtures.pdf();
    const padding = Buffer.alloc(20 * 1024 * 1024 - whole.length, " ");
    const exactly = Buffer.concat([whole.subarray(0, 9), padding, whole.subarray(9)]);
    expect(await inspectUpload(exactly)).toMatchObject({ kind: "document" });
  });

  it("a PDF made to slow the page count down, in linear time", async () => {
    // A megabyte of object headers that never end: counting pages must not rescan the rest of
    // the file from each one.
    const hostile = Buffer.from(`%PDF-1.4\n${"1 0 obj << /Type /Pages ".repeat(40_000)}\n%%EOF\n`);
    const started = performance.now();
    expect(await inspectUpload(hostile)).toEqual({ kind: "document", format: "pdf" });
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe("inspectUpload refuses", () => {
  it("SVG, whatever its name", async () => {
    expect(await refusal(fixtures.svg())).toBe("SVG images are not accepted.");
  });

  it("a web page named photo.jpg, and other files of no accepted type", async () => {
    const notImage = "This file is not a supported image.";
    expect(fixtures.htmlNamedPhotoJpg.name).toBe("photo.jpg");
    expect(await refusal(fixtures.htmlNamedPhotoJpg.bytes)).toBe(notImage);
    expect(await refusal(Buffer.from("PK\u0003\u0004 a zip archive"))).toBe(notImage);
    expect(await refusal(Buffer.alloc(0))).toBe(notImage);
  });

  it("images that do not fully decode, though their headers read", async () => {
    const damaged = [
      await fixtures.truncatedJpeg(),
      await fixtures.truncatedPng(),
      await fixtures.jpegWithGarbageData(),
    ];
    for (const bytes of damaged) {
      expect(await sharp(bytes).metadata()).toMatchObject({ width: expect.any(Number) });
      expect(await refusal(bytes)).toBe("This file is not a supported image.");
    }
  });

  it("bytes that start like an image and are not one", async () => {
    const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const bytes = Buffer.concat([pngSignature, fixtures.garbage(4000)]);
    expect(await refusal(bytes)).toBe("This file is not a supported image.");
  });

  it("an image over 40 megapixels, from its header", async () => {
    const huge = await fixtures.fortyOneMegapixelPng();
    expect(huge.length).toBeLessThan(1024 * 1024);
    expect(await refusal(huge)).toBe("Images must be at most 25 MB and 40 megapixels.");
  });

  it("an image taller or wider than 16,383 pixels (no WebP or AVIF could hold it), and not one of exactly that", async () => {
    const strip = (height: number) =>
      sharp({ create: { width: 60, height, channels: 3, background: "#888" } })
        .png()
        .toBuffer();
    expect(await refusal(await strip(16_384))).toBe(
      "Images must be at most 16,383 pixels wide and high.",
    );
    expect(await inspectUpload(await strip(16_383))).toMatchObject({ height: 16_383 });
  });

  it("an image over 25 MB, and not one of exactly 25 MB", async () => {
    const over = await fixtures.jpegOver25MB();
    expect(await refusal(over)).toBe("Images must be at most 25 MB and 40 megapixels.");
    expect(await inspectUpload(over.subarray(0, 25 * 1024 * 1024))).toMatchObject({
      kind: "image",
    });
  });

  it("a PDF over 50 MB", async () => {
    expect(await refusal(fixtures.pdfOfSize(50 * 1024 * 1024 + 1))).toBe(
      "PDF documents must be at most 50 MB.",
    );
  });

  it("a file that only starts like a PDF, or was cut short", async () => {
    expect(await refusal(fixtures.fakePdf())).toBe("This file is not a PDF document.");
    expect(await refusal(fixtures.truncatedPdf())).toBe("This file is not a PDF document.");
  });
});

describe("variantWidths", () => {
  it("lists the standard widths no wider than the original", () => {
    expect(variantWidths(4000)).toEqual([320, 640, 960, 1280, 1920]);
    expect(variantWidths(1920)).toEqual([320, 640, 960, 1280, 1920]);
    expect(variantWidths(1000)).toEqual([320, 640, 960]);
    expect(variantWidths(320)).toEqual([320]);
  });

  it("keeps an image narrower than the smallest at its own width", () => {
    expect(variantWidths(319)).toEqual([319]);
    expect(variantWidths(100)).toEqual([100]);
  });
});

describe("the served files of a camera photo", () => {
  let photo: Buffer;
  let info: ImageInfo;
  let served: Record<string, Buffer>;

  beforeAll(async () => {
    photo = await fixtures.photoWithMetadata();
    info = await inspectImage(photo);
    served = {
      fallback: (await renderFallback(photo, info)).buffer,
      avif: await renderVariant(photo, 320, "avif"),
      webp: await renderVariant(photo, 320, "webp"),
      og: await renderOgImage(photo),
    };
  });

  it("start from a photo that carries EXIF with GPS, XMP and IPTC", async () => {
    const metadata = await sharp(photo).metadata();
    expect(metadata.exif).toBeDefined();
    expect(metadata.xmp).toBeDefined();
    expect(metadata.iptc).toBeDefined();
    for (const marker of Object.values(fixtures.MARKERS)) {
      expect(photo.includes(marker)).toBe(true);
    }
  });

  it("carry no EXIF, GPS position, XMP, IPTC or ICC profile", async () => {
    for (const [name, bytes] of Object.entries(served)) {
      const { exif, xmp, iptc, icc, orientation } = await sharp(bytes).metadata();
      expect({ name, exif, xmp, iptc, icc, orientation }).toEqual({ name });
      for (const marker of Object.values(fixtures.MARKERS)) {
        expect(bytes.includes(marker), `${marker} in ${name}`).toBe(false);
      }
    }
  });

  it("are turned upright: the band along the stored top edge is on the right", async () => {
    // The fallback is as wide as the upright image (400), the variants 320.
    for (const [name, width, height] of [
      ["fallback", 400, 600],
      ["avif", 320, 480],
      ["webp", 320, 480],
    ] as const) {
      const bytes = served[name] as Buffer;
      expect(await sharp(bytes).metadata()).toMatchObject({ width, height });
      expect(isRed(await pixel(bytes, width - 5, height / 2)), `${name} right edge`).toBe(true);
      expect(isRed(await pixel(bytes, 4, height / 2)), `${name} left edge`).toBe(false);
      expect(isRed(await pixel(bytes, width / 2, 4)), `${name} top edge`).toBe(false);
    }
  });
});

describe("renderVariant", () => {
  it("makes each width in AVIF and WebP", async () => {
    const original = await fixtures.jpeg(1000, 600);
    for (const width of variantWidths(1000)) {
      for (const format of ["avif", "webp"] as const) {
        const metadata = await sharp(await renderVariant(original, width, format)).metadata();
        expect(metadata).toMatchObject({ width, height: Math.round(width * 0.6) });
        // libvips reads AVIF as HEIF compressed with AV1.
        if (format === "avif")
          expect(metadata).toMatchObject({ format: "heif", compression: "av1" });
        else expect(metadata.format).toBe("webp");
      }
    }
  });

  it("never enlarges", async () => {
    const original = await fixtures.jpeg(1000, 600);
    const variant = await renderVariant(original, 1280, "webp");
    expect(await sharp(variant).metadata()).toMatchObject({ width: 1000, height: 600 });
  });

  it("keeps transparency", async () => {
    const variant = await renderVariant(await fixtures.transparentPng(), 300, "webp");
    expect((await pixel(variant, 10, 100))[3]).toBe(0);
    expect(isRed(await pixel(variant, 290, 100))).toBe(true);
  });
});

describe("renderFallback", () => {
  it("is a PNG, transparency kept, when the image has transparency", async () => {
    const png = await fixtures.transparentPng();
    const fallback = await renderFallback(png, await inspectImage(png));
    expect(fallback).toMatchObject({ format: "png", width: 300, height: 200 });
    expect((await sharp(fallback.buffer).metadata()).format).toBe("png");
    expect((await pixel(fallback.buffer, 10, 100))[3]).toBe(0);
  });

  it("is a JPEG otherwise, as wide as the image up to the widest variant", async () => {
    const cases = [
      [await fixtures.jpeg(600, 400), 600, 400],
      [await fixtures.opaquePngWithAlpha(), 300, 200],
      [await fixtures.jpeg(2400, 1200), 1920, 960],
    ] as const;
    for (const [bytes, width, height] of cases) {
      const fallback = await renderFallback(bytes, await inspectImage(bytes));
      expect(fallback).toMatchObject({ format: "jpeg", width, height });
      expect(await sharp(fallback.buffer).metadata()).toMatchObject({
        format: "jpeg",
        width,
        height,
      });
    }
  });

  it("is the first frame of an animation", async () => {
    const gif = await fixtures.animatedGif();
    const fallback = await renderFallback(gif, await inspectImage(gif));
    expect(fallback).toMatchObject({ format: "jpeg", width: 100, height: 80 });
    expect(isRed(await pixel(fallback.buffer, 50, 40))).toBe(true);
  });

  it("converts colours to sRGB", async () => {
    const p3 = await fixtures.displayP3Red();
    // Stored as Display P3's numbers for that red, which sRGB would show as a duller red.
    const stored = await sharp(p3).keepIccProfile().raw().toBuffer();
    expect(isRed([...stored.subarray(0, 3)])).toBe(false);
    const fallback = await renderFallback(p3, await inspectImage(p3));
    expect(isRed(await pixel(fallback.buffer, 32, 32))).toBe(true);
    const cmyk = await fixtures.cmykRed();
    expect((await sharp(cmyk).metadata()).space).toBe("cmyk");
    const converted = await renderFallback(cmyk, await inspectImage(cmyk));
    expect(await sharp(converted.buffer).metadata()).toMatchObject({ space: "srgb", channels: 3 });
  });
});

describe("renderOgImage", () => {
  it("is a 1200×630 JPEG, whatever the shape of the original", async () => {
    const originals = [
      await fixtures.photoWithMetadata(),
      await fixtures.jpeg(2400, 1200),
      await fixtures.animatedGif(),
    ];
    for (const original of originals) {
      const og = await sharp(await renderOgImage(original)).metadata();
      expect(og).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
    }
  });

  it("keeps the part with detail rather than the centre", async () => {
    // Scaled to 630 high the picture is 2520 wide; its centre 1200 would be plain grey.
    const og = await renderOgImage(await fixtures.detailAtLeftEdge());
    expect(isRed(await pixel(og, 158, 315))).toBe(true);
  });

  it("puts transparent parts on white", async () => {
    const og = await renderOgImage(await fixtures.transparentPng());
    expect(Math.min(...(await pixel(og, 20, 315)))).toBeGreaterThan(250);
    expect(isRed(await pixel(og, 1180, 315))).toBe(true);
  });
});

describe("measureTextContrast", () => {
  const OPACITIES = [0, 0.2, 0.4, 0.6];
  const solid = (r: number, g: number, b: number) =>
    sharp({ create: { width: 400, height: 300, channels: 3, background: { r, g, b } } })
      .jpeg({ quality: 95 })
      .toBuffer();

  it("gives white text's contrast on a solid colour, darker under each overlay", async () => {
    // White on white: 1:1; black: 21:1.
    const [white] = await measureTextContrast(await solid(255, 255, 255), [0]);
    expect(white).toBeCloseTo(1, 1);
    const [black] = await measureTextContrast(await solid(0, 0, 0), [0]);
    expect(black).toBeCloseTo(21, 0);
    // The orange sky: 3.2:1 bare, 4.7:1 under 20% black (the sRGB blend browsers make).
    const orange = await measureTextContrast(await solid(213, 121, 62), OPACITIES);
    expect(orange[0]).toBeGreaterThan(3.0);
    expect(orange[0]).toBeLessThan(3.3);
    expect(orange[1]).toBeGreaterThan(4.5);
    for (let i = 1; i < orange.length; i++) {
      expect(orange[i]).toBeGreaterThan(orange[i - 1] as number);
    }
  });

  it("measures against the photo's lighter part, not its average or a few specks", async () => {
    // Dark on the left, white on the right: the white half decides.
    const halves = await sharp({
      create: { width: 400, height: 300, channels: 3, background: { r: 20, g: 20, b: 20 } },
    })
      .composite([
        {
          input: { create: { width: 200, height: 300, channels: 3, background: "#ffffff" } },
          left: 200,
          top: 0,
        },
      ])
      .png()
      .toBuffer();
    const [bare] = await measureTextContrast(halves, [0]);
    expect(bare).toBeLessThan(1.2);
    // A dark photo with 1% of white specks: still the dark one's contrast.
    const specks = await sharp({
      create: { width: 400, height: 300, channels: 3, background: { r: 20, g: 20, b: 20 } },
    })
      .composite([
        {
          input: { create: { width: 40, height: 30, channels: 3, background: "#ffffff" } },
          left: 10,
          top: 10,
        },
      ])
      .png()
      .toBuffer();
    const [specked] = await measureTextContrast(specks, [0]);
    expect(specked).toBeGreaterThan(15);
  });

  it("measures a vertical gradient by its light end", async () => {
    const rows = 256;
    const raw = Buffer.alloc(rows * 64 * 3);
    for (let y = 0; y < rows; y++) raw.fill(y, y * 64 * 3, (y + 1) * 64 * 3);
    const gradient = await sharp(raw, { raw: { width: 64, height: rows, channels: 3 } })
      .png()
      .toBuffer();
    const [bare, light, medium, strong] = await measureTextContrast(gradient, OPACITIES);
    // The 95th percentile of 0…255 is about 242: nearly white.
    expect(bare).toBeLessThan(1.2);
    expect(light).toBeLessThan(2);
    expect(medium).toBeLessThan(4.5);
    expect(strong).toBeGreaterThan(4.5);
  });
});
