/**
 * What a video upload is, read from its bytes: an MP4 (ISO-BMFF with a movie brand) or a WebM
 * (Matroska with the `webm` document type), and whole. Browsers play both; a QuickTime `.mov`,
 * a Matroska `.mkv` or an AVIF image (ISO-BMFF too) are not videos the site can serve. No Node
 * imports: the bytes are read through `read`, from a file on the server or a buffer in tests.
 */
import { MediaRefusal } from "./refusal";
import { MEDIA_MESSAGES } from "./rules";

export type VideoFormat = "mp4" | "webm";

export const VIDEO_CONTENT_TYPES: Record<VideoFormat, string> = {
  mp4: "video/mp4",
  webm: "video/webm",
};

/** `length` bytes from `offset` (fewer at the end of the file). */
export type ReadBytes = (offset: number, length: number) => Promise<Uint8Array>;

/** Brands of an MP4 a browser plays (ISO base media, MP4 versions 1 and 2, AVC, DASH, M4V). */
const MP4_BRANDS = new Set([
  "isom",
  "iso2",
  "iso3",
  "iso4",
  "iso5",
  "iso6",
  "iso8",
  "iso9",
  "mp41",
  "mp42",
  "avc1",
  "dash",
  "M4V ",
  "M4VP",
  "mmp4",
  "MSNV",
]);

/** Major brands of ISO-BMFF images and image sequences. */
const IMAGE_BRANDS = new Set(["avif", "avis", "heic", "heix", "hevc", "hevx", "mif1", "msf1"]);

/** A file of more top-level boxes than this is no clip anyone exported. */
const MAX_BOXES = 100_000;

const refuse = (): never => {
  throw new MediaRefusal(MEDIA_MESSAGES.notVideo);
};

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

const u32 = (bytes: Uint8Array, at: number) =>
  new DataView(bytes.buffer, bytes.byteOffset + at, 4).getUint32(0);

/** The format of a video of `size` bytes, or a MediaRefusal when it is none the site serves. */
export async function inspectVideo(read: ReadBytes, size: number): Promise<VideoFormat> {
  const head = await read(0, Math.min(size, 16));
  if (head.length >= 8 && ascii(head, 4, 8) === "ftyp") {
    await checkMp4(read, size);
    return "mp4";
  }
  if ([0x1a, 0x45, 0xdf, 0xa3].every((byte, i) => head[i] === byte)) {
    await checkWebm(read, size);
    return "webm";
  }
  return refuse();
}

/**
 * An MP4 is a chain of boxes (size, type, contents) that must end exactly at the end of the
 * file: a file cut short (an upload from a phone that lost its connection) breaks the chain. It
 * opens with `ftyp` naming a brand browsers play, and holds a `moov` (the movie's description).
 */
async function checkMp4(read: ReadBytes, size: number): Promise<void> {
  let offset = 0;
  let boxes = 0;
  let movie = false;
  while (offset < size) {
    if (size - offset < 8 || ++boxes > MAX_BOXES) refuse();
    const header = await read(offset, 16);
    const type = ascii(header, 4, 8);
    if (!/^[\x20-\x7e]{4}$/.test(type)) refuse();
    let boxSize = u32(header, 0);
    if (boxSize === 1) {
      // A 64-bit size follows the type.
      if (header.length < 16) refuse();
      boxSize = u32(header, 8) * 2 ** 32 + u32(header, 12);
    } else if (boxSize === 0) {
      // The last box runs to the end of the file.
      boxSize = size - offset;
    }
    if (boxSize < 8 || offset + boxSize > size) refuse();
    if (boxes === 1) {
      if (type !== "ftyp" || boxSize < 16) refuse();
      const ftyp = await read(offset, Math.min(boxSize, 1024));
      const brands = [ascii(ftyp, 8, 12)];
      for (let at = 16; at + 4 <= ftyp.length; at += 4) brands.push(ascii(ftyp, at, at + 4));
      // An image sequence (animated AVIF, HEIF) may list a movie brand too: its own comes first.
      if (IMAGE_BRANDS.has(brands[0] as string)) refuse();
      if (!brands.some((brand) => MP4_BRANDS.has(brand))) refuse();
    }
    if (type === "moov") movie = true;
    offset += boxSize;
  }
  if (!movie) refuse();
}

/** An EBML variable-length number: its length in bytes and value (null: "unknown size"). */
function vint(bytes: Uint8Array, at: number, keepMarker = false) {
  const first = bytes[at];
  if (first === undefined || first === 0) return refuse();
  const length = Math.clz32(first) - 23;
  if (at + length > bytes.length) return refuse();
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const byte = bytes[at + i] as number;
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { length, value: !keepMarker && allOnes ? null : value };
}

const DOC_TYPE = 0x4282;
const SEGMENT = 0x18538067;
const TRACKS = 0x1654ae6b;
const CLUSTER = 0x1f43b675;

/**
 * A WebM opens with an EBML header whose document type is `webm`, then one Segment: its elements
 * (the tracks before the first cluster of frames) chain to its end, which is the file's end. A
 * recording written live may leave the Segment's size and its clusters' unknown: it is accepted
 * once its tracks and first cluster are there (a browser plays what it holds).
 */
async function checkWebm(read: ReadBytes, size: number): Promise<void> {
  const start = await read(0, Math.min(size, 4096));
  const header = vint(start, 4);
  if (header.value === null) return refuse();
  const bodyStart = 4 + header.length;
  const bodyEnd = bodyStart + header.value;
  if (bodyEnd + 12 > start.length) refuse();
  let docType: string | undefined;
  for (let at = bodyStart; at < bodyEnd; ) {
    const id = vint(start, at, true);
    const length = vint(start, at + id.length);
    if (length.value === null) return refuse();
    const dataStart = at + id.length + length.length;
    if (dataStart + length.value > bodyEnd) refuse();
    if (id.value === DOC_TYPE) {
      docType = ascii(start, dataStart, dataStart + length.value).replace(/\0+$/, "");
    }
    at = dataStart + length.value;
  }
  if (docType !== "webm") refuse();
  const segment = vint(start, bodyEnd, true);
  if (segment.value !== SEGMENT) refuse();
  const segmentSize = vint(start, bodyEnd + segment.length);
  const segmentStart = bodyEnd + segment.length + segmentSize.length;
  const segmentEnd = segmentSize.value === null ? size : segmentStart + segmentSize.value;
  // Cut short, or something after it.
  if (segmentEnd !== size) refuse();
  let tracks = false;
  let clusters = 0;
  let elements = 0;
  for (let at = segmentStart; at < segmentEnd; ) {
    if (++elements > MAX_BOXES) refuse();
    const head = await read(at, 16);
    const id = vint(head, 0, true);
    const length = vint(head, id.length);
    if (id.value === CLUSTER) {
      if (!tracks) refuse();
      clusters++;
    }
    if (id.value === TRACKS) tracks = true;
    // A live recording's cluster of unknown size runs on into the next: nothing more to check.
    if (length.value === null) {
      if (id.value !== CLUSTER) refuse();
      break;
    }
    const end = at + id.length + length.length + length.value;
    if (end > segmentEnd) refuse();
    at = end;
  }
  if (!tracks || clusters === 0) refuse();
}
