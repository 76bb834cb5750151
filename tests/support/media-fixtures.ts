/**
 * Files for the media library's tests, made with sharp (or by hand) as they are needed, so no
 * binary files live in the repository.
 */
import crypto from "node:crypto";
import sharp from "sharp";

/** Strings hidden in the photo's metadata; none of them may reach a served file. */
export const MARKERS = {
  exif: "EXIF-MARKER-camera-owner",
  gps: "GPS-MARKER-datum",
  xmp: "XMP-MARKER-creator",
  iptc: "IPTC-MARKER-caption",
};

/** The same bytes on every run: garbage that makes a test fail today fails it tomorrow too. */
export const garbage = (length: number) =>
  crypto.createHash("shake256", { outputLength: length }).update("media-fixtures").digest();

/**
 * A textured picture, so that encoders and the "attention" crop have something to work on.
 * The noise is drawn at half the size and enlarged: libvips draws noise slowly.
 */
const texture = (width: number, height: number) =>
  sharp({
    create: {
      width: Math.ceil(width / 2),
      height: Math.ceil(height / 2),
      channels: 3,
      background: "#000",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  }).resize(width, height);

/** The colour of the parts tests look for in what is served: a band, a frame, a square. */
const RED = { r: 255, g: 0, b: 0 };

/**
 * A camera photo: stored 600×400 with a red band along its stored top edge, tagged with EXIF
 * orientation 6 (displayed turned a quarter clockwise: 400×600, the band on the right), and
 * carrying EXIF with GPS, XMP and IPTC, each holding one of the MARKERS.
 */
export async function photoWithMetadata(): Promise<Buffer> {
  const jpeg = await texture(600, 400)
    .composite([
      {
        input: { create: { width: 600, height: 40, channels: 3, background: RED } },
        left: 0,
        top: 0,
      },
    ])
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Copyright: MARKERS.exif, Make: "Fixture Camera" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "9/1 1/1 30/1", GPSMapDatum: MARKERS.gps },
    })
    .withXmp(
      `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>${MARKERS.xmp}</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>`,
    )
    .toBuffer();
  return withIptc(jpeg, MARKERS.iptc);
}

/**
 * Sharp cannot write IPTC, so the APP13 segment Photoshop writes is put in by hand: a "8BIM"
 * resource 0x0404 holding an IPTC caption (record 2, dataset 120).
 */
function withIptc(jpeg: Buffer, caption: string): Buffer {
  const text = Buffer.from(caption);
  const iptc = Buffer.concat([Buffer.from([0x1c, 0x02, 0x78, 0, text.length]), text]);
  const resource = Buffer.concat([
    Buffer.from("8BIM"),
    Buffer.from([0x04, 0x04, 0, 0]),
    Buffer.alloc(4),
    iptc,
  ]);
  resource.writeUInt32BE(iptc.length, 8);
  // Resource data is padded to an even length.
  const body = Buffer.concat([
    Buffer.from("Photoshop 3.0\0"),
    resource,
    Buffer.alloc(iptc.length % 2),
  ]);
  const segment = Buffer.concat([Buffer.from([0xff, 0xed, 0, 0]), body]);
  segment.writeUInt16BE(body.length + 2, 2);
  // Straight after the start-of-image marker.
  return Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
}

/** A plain JPEG of the given size. */
export const jpeg = (width: number, height: number) => texture(width, height).jpeg().toBuffer();

/**
 * A wide 2400×600 grey picture whose only detail is at its left edge: a textured strip with a
 * red square on it, centred 150 pixels from the left.
 */
export const detailAtLeftEdge = async () =>
  sharp({ create: { width: 2400, height: 600, channels: 3, background: "#808080" } })
    .composite([
      { input: await texture(300, 600).png().toBuffer(), left: 0, top: 0 },
      {
        input: { create: { width: 200, height: 200, channels: 3, background: RED } },
        left: 50,
        top: 200,
      },
    ])
    .jpeg()
    .toBuffer();

/** Pure sRGB red converted to Display P3 and tagged with that profile. */
export const displayP3Red = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: RED } })
    .withIccProfile("p3")
    .jpeg({ quality: 100 })
    .toBuffer();

/** Pure red in CMYK, with no profile. */
export const cmykRed = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: RED } })
    .toColourspace("cmyk")
    .jpeg()
    .toBuffer();

/** 300×200: the left half transparent, the right half opaque. */
export const transparentPng = () =>
  sharp({
    create: { width: 300, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .composite([
      {
        input: { create: { width: 150, height: 200, channels: 3, background: RED } },
        left: 150,
        top: 0,
      },
    ])
    .png()
    .toBuffer();

/** An alpha channel that is opaque everywhere: nothing is transparent. */
export const opaquePngWithAlpha = () => texture(300, 200).ensureAlpha(1).png().toBuffer();

export const webp = () => texture(300, 200).webp().toBuffer();

export const avif = () => texture(300, 200).avif({ effort: 0 }).toBuffer();

/** Three 100×80 frames: red, green, blue. */
export async function animatedGif(): Promise<Buffer> {
  const frames = await Promise.all(
    ["#ff0000", "#00ff00", "#0000ff"].map((colour) =>
      sharp({ create: { width: 100, height: 80, channels: 3, background: colour } })
        .png()
        .toBuffer(),
    ),
  );
  return sharp(frames, { join: { animated: true } })
    .gif({ delay: 100 })
    .toBuffer();
}

/** The first half of a JPEG: the end of its picture is missing. */
export const truncatedJpeg = async () => {
  const whole = await jpeg(600, 400);
  return whole.subarray(0, whole.length / 2);
};

export const truncatedPng = async () => {
  const whole = await texture(300, 200).png().toBuffer();
  return whole.subarray(0, whole.length / 2);
};

/** A JPEG whose headers are intact and whose compressed picture is garbage of the same length. */
export async function jpegWithGarbageData(): Promise<Buffer> {
  const whole = await jpeg(600, 400);
  // The compressed picture follows the start-of-scan marker (FF DA) and its header.
  const data = whole.indexOf(Buffer.from([0xff, 0xda])) + 20;
  return Buffer.concat([
    whole.subarray(0, data),
    garbage(whole.length - data - 2),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** Over 40 megapixels (8000×5200) yet under 1 MB: one colour compresses to nearly nothing. */
export const fortyOneMegapixelPng = () =>
  sharp({ create: { width: 8000, height: 5200, channels: 3, background: "#336699" } })
    .png()
    .toBuffer();

/** A valid small JPEG followed by padding up to one byte over 25 MB. */
export async function jpegOver25MB(): Promise<Buffer> {
  const small = await jpeg(64, 64);
  return Buffer.concat([small, Buffer.alloc(25 * 1024 * 1024 + 1 - small.length)]);
}

/** A web page uploaded under the name photo.jpg: only its bytes are ever looked at. */
export const htmlNamedPhotoJpg = {
  name: "photo.jpg",
  bytes: Buffer.from(
    '<!DOCTYPE html>\n<html><body><img src="x" onerror="alert(1)"></body></html>\n',
  ),
};

export const svg = () =>
  Buffer.from(
    '<?xml version="1.0" encoding="UTF-8"?>\n<!-- drawn by hand -->\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>\n',
  );

/**
 * A well-formed PDF of blank A4 pages, written by hand: catalog, page tree, pages, and a
 * cross-reference table giving each object's byte offset.
 */
export function pdf(pageCount = 1): Buffer {
  const pageIds = Array.from({ length: pageCount }, (_, i) => i + 3);
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pageCount} >>`,
    ...pageIds.map(() => "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>"),
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`),
  ].join("");
  const trailer = `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${body.length}\n%%EOF\n`;
  return Buffer.from(body + xref + trailer, "latin1");
}

/** Starts like a PDF, but is a web page: there is no `%%EOF`. */
export const fakePdf = () => Buffer.from("%PDF-1.7\n<html><body>Invoice</body></html>\n");

/** A PDF's first half, as a broken upload leaves it. */
export const truncatedPdf = () => {
  const whole = pdf(2);
  return whole.subarray(0, whole.length / 2);
};

/**
 * A PDF grown to `bytes` by padding after its header. The padding puts its cross-reference
 * offsets out, which does not matter: the size alone refuses it.
 */
export function pdfOfSize(bytes: number): Buffer {
  const whole = pdf();
  const padding = Buffer.alloc(bytes - whole.length, " ");
  return Buffer.concat([whole.subarray(0, 9), padding, whole.subarray(9)]);
}

/**
 * A photo for focal-point tests: a grey-blue field with a red square (an eighth of its width)
 * centred at `mark` (fractions of the width and height).
 */
export async function photoWithMark(
  width: number,
  height: number,
  mark: { x: number; y: number },
): Promise<Buffer> {
  const side = Math.round(width / 8);
  return sharp({ create: { width, height, channels: 3, background: { r: 91, g: 107, b: 115 } } })
    .composite([
      {
        input: { create: { width: side, height: side, channels: 3, background: RED } },
        left: Math.round(mark.x * width - side / 2),
        top: Math.round(mark.y * height - side / 2),
      },
    ])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** How much of a PNG (a screenshot) is the marks' red, as a fraction of its pixels. */
export async function redShare(png: Buffer): Promise<number> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let red = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    const [r, g, b] = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
    if (r > 200 && g < 70 && b < 70) red++;
  }
  return red / (info.width * info.height);
}

/** An ISO-BMFF box: its size, its type, its contents. */
function box(type: string, ...contents: Buffer[]): Buffer {
  const body = Buffer.concat(contents);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, "latin1");
  return Buffer.concat([header, body]);
}

/**
 * An MP4's structure (a `ftyp` with the given brands, a `moov`, an `mdat` of `mediaBytes`):
 * what the upload checks, not a clip a player decodes. `public/media/copper-operations.mp4` is
 * the real one.
 */
export function mp4({
  brands = ["isom", "iso2", "mp41"],
  mediaBytes = 4096,
  movie = true,
}: {
  brands?: string[];
  mediaBytes?: number;
  movie?: boolean;
} = {}): Buffer {
  const [major = "isom", ...compatible] = brands;
  const ftyp = box(
    "ftyp",
    Buffer.from(major, "latin1"),
    Buffer.alloc(4),
    ...[major, ...compatible].map((brand) => Buffer.from(brand, "latin1")),
  );
  const moov = movie ? box("moov", box("mvhd", Buffer.alloc(100))) : Buffer.alloc(0);
  return Buffer.concat([ftyp, moov, box("mdat", garbage(mediaBytes))]);
}

/** An EBML element: its ID (marker kept), its size as an 8-byte number (or unknown), its data. */
function ebml(id: number[], contents: Buffer[], { unknownSize = false } = {}): Buffer {
  const body = Buffer.concat(contents);
  const size = Buffer.alloc(8);
  if (unknownSize) size.fill(0xff);
  else size.writeUInt32BE(body.length, 4);
  size[0] = 0x01; // an 8-byte length
  return Buffer.concat([Buffer.from(id), size, body]);
}

/**
 * A WebM's (or, with another document type, a Matroska file's) structure, as the upload checks
 * it: the EBML header, then a Segment holding the tracks and two clusters. `live`: the Segment's
 * and clusters' sizes unknown, as a recording written as it goes leaves them.
 */
export function webm({
  docType = "webm",
  mediaBytes = 4096,
  tracks = true,
  live = false,
} = {}): Buffer {
  const header = ebml(
    [0x1a, 0x45, 0xdf, 0xa3],
    [
      ebml([0x42, 0x86], [Buffer.from([1])]), // EBMLVersion
      ebml([0x42, 0x82], [Buffer.from(docType, "latin1")]), // DocType
    ],
  );
  const cluster = () =>
    ebml([0x1f, 0x43, 0xb6, 0x75], [garbage(mediaBytes / 2)], { unknownSize: live });
  const segment = ebml(
    [0x18, 0x53, 0x80, 0x67],
    [...(tracks ? [ebml([0x16, 0x54, 0xae, 0x6b], [garbage(64)])] : []), cluster(), cluster()],
    { unknownSize: live },
  );
  return Buffer.concat([header, segment]);
}
