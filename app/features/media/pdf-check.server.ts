import zlib from "node:zlib";
import { MediaRefusal } from "./refusal";
import { documentTooLargeMessage, MEDIA_LIMITS, MEDIA_MESSAGES } from "./rules";

/**
 * Whether a PDF may go into the media library, told from its bytes alone (its name and the type
 * the browser claims are the sender's to choose): a whole PDF, not encrypted, and with nothing
 * that runs or hides another file — JavaScript, actions that launch programs, embedded files,
 * rich media, XFA forms. The CV checker's rules (cv.server.ts), for files the public downloads.
 *
 * The dictionaries are read where they are: in the file's text between its streams, and inside
 * its compressed object streams (PDF 1.5 and later pack most dictionaries there). Other streams
 * (page contents, images, fonts) are skipped: their bytes are no dictionaries, and binary data
 * would sooner or later spell `/JS` by chance. Every scan is linear in the file's size, and an
 * object stream is inflated only up to a bound, so a hostile file is refused, never a hang.
 */

/** Writers may put a line break or a few stray bytes after the final `%%EOF`. */
const PDF_TAIL_BYTES = 1024;
/** All object streams of a file inflated together: far above any real document's dictionaries. */
const OBJECT_STREAMS_MAX_BYTES = 64 * 1024 * 1024;

/**
 * Names that make a PDF more than a document: scripts (JavaScript, JS), starting a program
 * (Launch), files inside it (EmbeddedFile, EmbeddedFiles, GoToE: going to one), Flash and video
 * players (RichMedia) and XFA forms (which carry their own scripts).
 */
const ACTIVE_NAMES = new Set([
  "JavaScript",
  "JS",
  "Launch",
  "EmbeddedFile",
  "EmbeddedFiles",
  "GoToE",
  "RichMedia",
  "XFA",
]);

const SIGNATURE = "%PDF-";
/** The end of a dictionary, then `stream` and its end of line: where a stream's data starts. */
const STREAM_START = />>[\t\n\f\r ]{0,32}stream(?:\r\n|\n|\r)/g;
const STREAM_END = "endstream";
/** A name: a slash and regular characters (`#xx` is a character by its hex code). */
const NAME = /\/([^\t\n\f\r ()<>[\]{}/%]{1,127})/g;

const refuse = (message: ConstructorParameters<typeof MediaRefusal>[0]): never => {
  throw new MediaRefusal(message);
};

const decodeName = (raw: string) =>
  raw.includes("#")
    ? raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    : raw;

/** The names a piece of a PDF's text holds, decoded. */
function* namesIn(text: string): Generator<string> {
  for (const match of text.matchAll(NAME)) yield decodeName(match[1] as string);
}

/**
 * Refuses (MediaRefusal, with the reason for the uploader) a PDF larger than `maxBytes`, one that
 * only starts like a PDF or was cut short, an encrypted one, and one with active content.
 */
export function checkLibraryPdf(bytes: Buffer, maxBytes = MEDIA_LIMITS.documentBytes): void {
  if (bytes.length > maxBytes) refuse(documentTooLargeMessage(Math.floor(maxBytes / 1024 / 1024)));
  // A PDF ends with `%%EOF`: without it the file was cut short, or only claims to be a PDF.
  if (
    !bytes.subarray(0, SIGNATURE.length).equals(Buffer.from(SIGNATURE, "latin1")) ||
    !bytes.subarray(-PDF_TAIL_BYTES).includes("%%EOF", 0, "latin1")
  ) {
    refuse(MEDIA_MESSAGES.notDocument);
  }
  const text = bytes.toString("latin1");
  const outside: string[] = [];
  const objectStreams: Buffer[] = [];
  let position = 0;
  STREAM_START.lastIndex = 0;
  for (let start = STREAM_START.exec(text); start; start = STREAM_START.exec(text)) {
    const dictionaryEnd = start.index + 2;
    outside.push(text.slice(position, dictionaryEnd));
    const dataStart = start.index + start[0].length;
    // The stream's own dictionary: back to its object's header (a few hundred bytes at most).
    const before = text.slice(Math.max(position, dictionaryEnd - 4096), dictionaryEnd);
    const dictionary = before.slice(Math.max(0, before.lastIndexOf("obj")));
    const dataEnd = text.indexOf(STREAM_END, dataStart);
    if (dataEnd < 0) refuse(MEDIA_MESSAGES.notDocument);
    if (/\/Type[\t\n\f\r ]{0,32}\/ObjStm\b/.test(dictionary)) {
      const data = bytes.subarray(dataStart, dataEnd);
      objectStreams.push(
        /\/Filter[\t\n\f\r ]{0,32}\[?[\t\n\f\r ]{0,32}\/FlateDecode\b/.test(dictionary)
          ? data
          : Buffer.alloc(0),
      );
      // Unfiltered object streams are text: read with the rest.
      if (!/\/Filter\b/.test(dictionary)) outside.push(data.toString("latin1"));
    }
    position = dataEnd + STREAM_END.length;
    STREAM_START.lastIndex = position;
  }
  outside.push(text.slice(position));

  // An encrypted file's trailer (or cross-reference stream) names its /Encrypt dictionary; its
  // object streams are encrypted too, so this comes before reading them.
  for (const piece of outside) {
    for (const name of namesIn(piece)) {
      if (name === "Encrypt") refuse(MEDIA_MESSAGES.documentEncrypted);
    }
  }
  for (const piece of outside) {
    for (const name of namesIn(piece)) {
      if (ACTIVE_NAMES.has(name)) refuse(MEDIA_MESSAGES.documentActive);
    }
  }
  let budget = OBJECT_STREAMS_MAX_BYTES;
  for (const packed of objectStreams) {
    if (packed.length === 0) continue;
    const inflated = inflate(packed, budget);
    budget -= inflated.length;
    for (const name of namesIn(inflated.toString("latin1"))) {
      if (name === "Encrypt") refuse(MEDIA_MESSAGES.documentEncrypted);
      if (ACTIVE_NAMES.has(name)) refuse(MEDIA_MESSAGES.documentActive);
    }
  }
}

function inflate(packed: Buffer, maxBytes: number): Buffer {
  try {
    // Writers end a stream with a line break the length does not count: finish leniently.
    return zlib.inflateSync(packed, {
      finishFlush: zlib.constants.Z_SYNC_FLUSH,
      maxOutputLength: maxBytes,
    });
  } catch {
    // Damaged, or larger than any real document's dictionaries: what it holds is unknown.
    throw new MediaRefusal(MEDIA_MESSAGES.notDocument);
  }
}
