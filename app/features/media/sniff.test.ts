import { describe, expect, it } from "vitest";
import {
  animatedGif,
  avif,
  htmlNamedPhotoJpg,
  jpeg,
  pdf,
  svg,
  transparentPng,
  webp,
} from "../../../tests/support/media-fixtures";
import { sniffType } from "./sniff";

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(
    parts.map((part) => (typeof part === "string" ? Buffer.from(part) : Buffer.from(part))),
  );

/** An ISO-BMFF `ftyp` box with these brands. */
function ftyp(major: string, ...compatible: string[]): Buffer {
  const box = bytes([0, 0, 0, 0], "ftyp", major, [0, 0, 0, 0], ...compatible);
  box.writeUInt32BE(box.length, 0);
  return Buffer.concat([box, bytes([0, 0, 0, 8], "mdat")]);
}

describe("sniffType", () => {
  it("recognises the files sharp writes and a PDF", async () => {
    expect(sniffType(await jpeg(16, 16))).toBe("jpeg");
    expect(sniffType(await transparentPng())).toBe("png");
    expect(sniffType(await webp())).toBe("webp");
    expect(sniffType(await avif())).toBe("avif");
    expect(sniffType(await animatedGif())).toBe("gif");
    expect(sniffType(pdf())).toBe("pdf");
    expect(sniffType(svg())).toBe("svg");
  });

  it("reads the magic numbers", () => {
    expect(sniffType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe("jpeg");
    expect(sniffType(bytes([0xff, 0xd8, 0xfe]))).toBeNull();
    expect(sniffType(bytes([0x89], "PNG\r\n", [0x1a, 0x0a]))).toBe("png");
    expect(sniffType(bytes([0x89], "PNG\r\n"))).toBeNull();
    expect(sniffType(bytes("GIF87a"))).toBe("gif");
    expect(sniffType(bytes("GIF89a"))).toBe("gif");
    expect(sniffType(bytes("GIF90a"))).toBeNull();
    expect(sniffType(bytes("RIFF", [1, 2, 3, 4], "WEBPVP8 "))).toBe("webp");
    expect(sniffType(bytes("RIFF", [1, 2, 3, 4], "WAVEfmt "))).toBeNull();
    expect(sniffType(bytes("%PDF-1.7\n"))).toBe("pdf");
    expect(sniffType(bytes("%PDF1.7\n"))).toBeNull();
  });

  it("takes AVIF from the ftyp box's major or compatible brands, and nothing else from it", () => {
    expect(sniffType(ftyp("avif", "mif1", "miaf"))).toBe("avif");
    expect(sniffType(ftyp("mif1", "miaf", "avif"))).toBe("avif");
    expect(sniffType(ftyp("avis", "msf1"))).toBe("avif");
    // HEIC photos and MP4 videos are ISO-BMFF too.
    expect(sniffType(ftyp("heic", "mif1", "heic"))).toBeNull();
    expect(sniffType(ftyp("isom", "iso2", "mp41"))).toBeNull();
    // A brand outside the box (here, in the next box) does not count.
    const shortBox = ftyp("mif1", "miaf");
    expect(sniffType(Buffer.concat([shortBox, bytes("avif")]))).toBeNull();
  });

  it("recognises SVG however its text begins", () => {
    expect(sniffType(bytes("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBe("svg");
    expect(sniffType(bytes("<svg>"))).toBe("svg");
    expect(sniffType(bytes([0xef, 0xbb, 0xbf], " \r\n\t<svg/>"))).toBe("svg");
    expect(sniffType(bytes('<?xml version="1.0"?><svg>'))).toBe("svg");
    expect(sniffType(bytes("<!-- a <comment> --><svg>"))).toBe("svg");
    expect(
      sniffType(
        bytes(
          '<?xml version="1.0"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n<svg>',
        ),
      ),
    ).toBe("svg");
    expect(sniffType(bytes('<!DOCTYPE svg [ <!ENTITY a "<b>"> ]>\n<svg>'))).toBe("svg");
  });

  it("looks for the <svg> element in the first kilobyte only", () => {
    const comment = (length: number) => `<!--${"x".repeat(length - 7)}-->`;
    expect(sniffType(bytes(comment(1000), "<svg>"))).toBe("svg");
    expect(sniffType(bytes(comment(1024), "<svg>"))).toBeNull();
  });

  it("does not take a web page or other text for SVG", () => {
    expect(sniffType(htmlNamedPhotoJpg.bytes)).toBeNull();
    expect(sniffType(bytes("<!DOCTYPE html><svg></svg>"))).toBeNull();
    expect(sniffType(bytes("<html><body><svg></svg></body></html>"))).toBeNull();
    expect(sniffType(bytes("<svgfoo>"))).toBeNull();
    expect(sniffType(bytes("hello <svg>"))).toBeNull();
    expect(sniffType(bytes("<!-- never closed <svg>"))).toBeNull();
  });

  it("gives null for empty and unknown bytes", () => {
    expect(sniffType(new Uint8Array())).toBeNull();
    expect(sniffType(bytes("PK", [3, 4], "zip file"))).toBeNull();
    expect(sniffType(bytes([0xff]))).toBeNull();
  });
});
