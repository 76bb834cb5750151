import { MediaRefusal } from "./refusal";
import { MEDIA_LIMITS, MEDIA_MESSAGES, type MediaMessage } from "./rules";

/**
 * What a CV sent with a job application is, told from its bytes alone: the file's name and the
 * type the browser claims are chosen by whoever sends it. Accepted: a PDF, a Word document
 * (DOCX, a ZIP package) or an older Word document (DOC, an OLE2 compound file). Nothing is
 * inflated or decoded: only the structures that say what the file holds are read, every offset
 * and length checked against the file first, so that a hostile file is refused (MediaRefusal)
 * in time linear in its size, never with another error and never by hanging.
 */

export type CvFormat = "pdf" | "docx" | "doc";

export interface CvInfo {
  format: CvFormat;
  /** The type to store and serve the file with. */
  contentType: string;
  /** The extension to name the file with. */
  extension: CvFormat;
}

export const CV_CONTENT_TYPES: Record<CvFormat, string> = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  doc: "application/msword",
};

export const CV_MAX_BYTES = MEDIA_LIMITS.cvBytes;

/**
 * How much a DOCX may hold once unpacked, read from its central directory (nothing is
 * inflated here, but whoever opens the file later does). A CV of a few pages holds a few dozen
 * entries and some megabytes; these are far above that and far below what hurts.
 */
export const CV_ZIP_LIMITS = {
  /** Entries in the archive (a Word document has 10 to 50; one per embedded image more). */
  entries: 2_000,
  /** The sum of the entries' uncompressed sizes. */
  inflatedBytes: 100 * 1024 * 1024,
  /**
   * An entry larger than `ratioFloorBytes` once unpacked may be at most `ratio` times its
   * packed size (Word's XML packs 5 to 20 times; a zip bomb, 1,000 times and more).
   */
  ratio: 200,
  ratioFloorBytes: 10 * 1024 * 1024,
};

export function inspectCv(bytes: Buffer): CvInfo {
  if (bytes.length > CV_MAX_BYTES) throw new MediaRefusal(MEDIA_MESSAGES.cvTooLarge);
  if (startsWith(bytes, PDF_SIGNATURE)) return inspectPdf(bytes);
  if (startsWith(bytes, ZIP_LOCAL_SIGNATURE)) return inspectDocx(bytes);
  if (startsWith(bytes, OLE_SIGNATURE)) return inspectDoc(bytes);
  throw new MediaRefusal(MEDIA_MESSAGES.notCv);
}

const cv = (format: CvFormat): CvInfo => ({
  format,
  contentType: CV_CONTENT_TYPES[format],
  extension: format,
});

function refuse(message: MediaMessage = MEDIA_MESSAGES.notCv): never {
  throw new MediaRefusal(message);
}

const startsWith = (bytes: Buffer, signature: readonly number[], at = 0) =>
  at >= 0 &&
  at + signature.length <= bytes.length &&
  signature.every((b, i) => bytes[at + i] === b);

/** Little-endian reads that refuse the file, rather than throw a RangeError, past its end. */
function u16(bytes: Buffer, at: number): number {
  if (!Number.isSafeInteger(at) || at < 0 || at + 2 > bytes.length) refuse();
  return bytes.readUInt16LE(at);
}

function u32(bytes: Buffer, at: number): number {
  if (!Number.isSafeInteger(at) || at < 0 || at + 4 > bytes.length) refuse();
  return bytes.readUInt32LE(at);
}

// PDF ---------------------------------------------------------------------------------------

const PDF_SIGNATURE = [...Buffer.from("%PDF-", "latin1")];
/** As for the media library's PDFs: writers may put a line break or a few bytes after `%%EOF`. */
const PDF_TAIL_BYTES = 1024;

function inspectPdf(bytes: Buffer): CvInfo {
  // A PDF ends with `%%EOF`: without it the file was cut short, or only claims to be a PDF.
  if (!bytes.subarray(-PDF_TAIL_BYTES).includes("%%EOF", 0, "latin1")) refuse();
  return cv("pdf");
}

// DOCX: a ZIP package -------------------------------------------------------------------------

const ZIP_LOCAL_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];
const ZIP_CENTRAL_SIGNATURE = 0x02014b50;
const ZIP_END_SIGNATURE = 0x06054b50;
const ZIP_END_BYTES = 22;
const ZIP_CENTRAL_BYTES = 46;
const ZIP_LOCAL_BYTES = 30;
/** The end record is at most this far from the end: itself and a comment of up to 65,535 bytes. */
const ZIP_END_SEARCH = ZIP_END_BYTES + 0xffff;
/** General-purpose flags: bit 0, the entry is encrypted; bit 6, strong encryption. */
const ZIP_FLAG_ENCRYPTED = 0x0001;
const ZIP_FLAG_STRONG_ENCRYPTION = 0x0040;
/** WinZip's AES encryption names its own compression method. */
const ZIP_METHOD_AES = 99;
/** What a field holds when the real value is in a ZIP64 record (no CV needs one). */
const ZIP64_U16 = 0xffff;
const ZIP64_U32 = 0xffffffff;

/** The parts every Word document has (OPC compares part names without regard to case). */
const DOCX_REQUIRED = ["[content_types].xml", "word/document.xml"];
/** Macros: a DOCM, which Word refuses to open under a DOCX's name. */
const DOCX_MACROS = "word/vbaproject.bin";

function inspectDocx(bytes: Buffer): CvInfo {
  const end = findZipEnd(bytes);
  const diskNumber = u16(bytes, end + 4);
  const directoryDisk = u16(bytes, end + 6);
  const entriesOnDisk = u16(bytes, end + 8);
  const entries = u16(bytes, end + 10);
  const directorySize = u32(bytes, end + 12);
  const directoryStart = u32(bytes, end + 16);
  // Split archives and ZIP64 are not what a word processor writes for a document of 5 MB.
  if (diskNumber !== 0 || directoryDisk !== 0 || entriesOnDisk !== entries) refuse();
  if (entries === ZIP64_U16 || directorySize === ZIP64_U32 || directoryStart === ZIP64_U32) {
    refuse();
  }
  if (entries === 0 || entries > CV_ZIP_LIMITS.entries) refuse();
  const directoryEnd = directoryStart + directorySize;
  if (directoryEnd > end) refuse();

  const names = new Set<string>();
  let encrypted = false;
  let inflated = 0;
  let at = directoryStart;
  for (let i = 0; i < entries; i++) {
    if (at + ZIP_CENTRAL_BYTES > directoryEnd) refuse();
    if (u32(bytes, at) !== ZIP_CENTRAL_SIGNATURE) refuse();
    const flags = u16(bytes, at + 8);
    const method = u16(bytes, at + 10);
    const packedSize = u32(bytes, at + 20);
    const size = u32(bytes, at + 24);
    const nameLength = u16(bytes, at + 28);
    const extraLength = u16(bytes, at + 30);
    const commentLength = u16(bytes, at + 32);
    const localStart = u32(bytes, at + 42);
    const next = at + ZIP_CENTRAL_BYTES + nameLength + extraLength + commentLength;
    if (next > directoryEnd) refuse();
    if (packedSize === ZIP64_U32 || size === ZIP64_U32 || localStart === ZIP64_U32) refuse();

    // The entry's data, after its local header, ends before the central directory begins.
    if (!startsWith(bytes, ZIP_LOCAL_SIGNATURE, localStart)) refuse();
    const localNameLength = u16(bytes, localStart + 26);
    const localExtraLength = u16(bytes, localStart + 28);
    const dataStart = localStart + ZIP_LOCAL_BYTES + localNameLength + localExtraLength;
    if (dataStart + packedSize > directoryStart) refuse();

    inflated += size;
    if (inflated > CV_ZIP_LIMITS.inflatedBytes) refuse();
    if (size > CV_ZIP_LIMITS.ratioFloorBytes && size > packedSize * CV_ZIP_LIMITS.ratio) refuse();

    if (flags & (ZIP_FLAG_ENCRYPTED | ZIP_FLAG_STRONG_ENCRYPTION) || method === ZIP_METHOD_AES) {
      encrypted = true;
    }
    // Only the names compared below matter, and they are ASCII whatever the encoding flag says.
    const nameStart = at + ZIP_CENTRAL_BYTES;
    names.add(bytes.toString("latin1", nameStart, nameStart + nameLength).toLowerCase());
    at = next;
  }

  if (!DOCX_REQUIRED.every((name) => names.has(name)) || names.has(DOCX_MACROS)) refuse();
  if (encrypted) refuse(MEDIA_MESSAGES.cvEncrypted);
  return cv("docx");
}

/**
 * The offset of the end of central directory record: the last signature, searching backwards
 * from the end, whose record and comment fit in the file.
 */
function findZipEnd(bytes: Buffer): number {
  const last = bytes.length - ZIP_END_BYTES;
  const first = Math.max(0, bytes.length - ZIP_END_SEARCH);
  for (let at = last; at >= first; at--) {
    if (bytes.readUInt32LE(at) !== ZIP_END_SIGNATURE) continue;
    if (at + ZIP_END_BYTES + bytes.readUInt16LE(at + 20) <= bytes.length) return at;
  }
  return refuse();
}

// DOC: an OLE2 compound file ------------------------------------------------------------------

const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const OLE_HEADER_BYTES = 512;
/** The header's own list of FAT sectors (the DIFAT's start); more are in DIFAT sectors. */
const OLE_HEADER_FAT_SECTORS = 109;
/** Sector numbers at and above this are markers (free, end of chain, FAT or DIFAT sector). */
const OLE_MAX_SECTOR = 0xfffffffa;
const OLE_END_OF_CHAIN = 0xfffffffe;
const OLE_NO_ENTRY = 0xffffffff;
const OLE_ENTRY_BYTES = 128;
const OLE_MINI_SECTOR_BYTES = 64;
const OLE_TYPE_STORAGE = 1;
const OLE_TYPE_STREAM = 2;
const OLE_TYPE_ROOT = 5;
/** The Word Binary File's FIB: its identifier, and the flags whose bit 8 is fEncrypted. */
const FIB_IDENTS = new Set([0xa5ec /* Word 97 and later */, 0xa5dc /* Word 6 and 95 */]);
const FIB_FLAGS = 0x0a;
const FIB_ENCRYPTED = 0x0100;
const FIB_BYTES = 12;

interface OleEntry {
  name: string;
  type: number;
  left: number;
  right: number;
  child: number;
  start: number;
  size: number;
}

function inspectDoc(bytes: Buffer): CvInfo {
  const file = readCompoundFile(bytes);
  const root = file.entries[0];
  if (root?.type !== OLE_TYPE_ROOT) refuse();
  const top = childrenOf(file.entries, root);
  // Office's encryption of a DOCX (or any OOXML file) wraps it in a compound file.
  if (top.has("EncryptedPackage") || top.has("EncryptionInfo")) refuse(MEDIA_MESSAGES.cvEncrypted);
  const word = top.get("WordDocument");
  if (word?.type !== OLE_TYPE_STREAM) refuse();
  const fib = readStreamStart(file, root, word, FIB_BYTES);
  if (!FIB_IDENTS.has(fib.readUInt16LE(0))) refuse();
  if (fib.readUInt16LE(FIB_FLAGS) & FIB_ENCRYPTED) refuse(MEDIA_MESSAGES.cvEncrypted);
  return cv("doc");
}

interface CompoundFile {
  bytes: Buffer;
  sectorSize: number;
  /** Sectors that begin inside the file (the last may be cut short). */
  sectorCount: number;
  /** Where each FAT sector is, in FAT order. */
  fatSectors: number[];
  miniStreamCutoff: number;
  firstMiniFatSector: number;
  entries: OleEntry[];
}

function readCompoundFile(bytes: Buffer): CompoundFile {
  if (bytes.length < OLE_HEADER_BYTES) refuse();
  // Little-endian byte order mark, then a sector of 512 (version 3) or 4,096 bytes (version 4).
  if (u16(bytes, 0x1c) !== 0xfffe) refuse();
  const sectorShift = u16(bytes, 0x1e);
  if (sectorShift !== 9 && sectorShift !== 12) refuse();
  const sectorSize = 1 << sectorShift;
  const sectorCount = Math.ceil((bytes.length - sectorSize) / sectorSize);
  if (sectorCount <= 0) refuse();
  const fatSectorCount = u32(bytes, 0x2c);
  // Every FAT sector is a sector of the file.
  if (fatSectorCount === 0 || fatSectorCount > sectorCount) refuse();
  const file: CompoundFile = {
    bytes,
    sectorSize,
    sectorCount,
    fatSectors: readFatSectors(bytes, sectorSize, sectorCount, fatSectorCount),
    miniStreamCutoff: u32(bytes, 0x38),
    firstMiniFatSector: u32(bytes, 0x3c),
    entries: [],
  };
  for (const sector of chain(file, u32(bytes, 0x30))) {
    const start = sectorStart(file, sector);
    const end = Math.min(start + sectorSize, bytes.length);
    for (let at = start; at + OLE_ENTRY_BYTES <= end; at += OLE_ENTRY_BYTES) {
      file.entries.push(readEntry(bytes, at));
    }
  }
  return file;
}

/** The FAT's sectors: the first 109 listed in the header, the others in the DIFAT's chain. */
function readFatSectors(
  bytes: Buffer,
  sectorSize: number,
  sectorCount: number,
  count: number,
): number[] {
  const sectors: number[] = [];
  const take = (sector: number) => {
    if (sector >= sectorCount) refuse();
    sectors.push(sector);
  };
  for (let i = 0; i < Math.min(count, OLE_HEADER_FAT_SECTORS); i++) take(u32(bytes, 0x4c + 4 * i));
  const perSector = sectorSize / 4 - 1;
  const seen = new Uint8Array(sectorCount);
  let difat = u32(bytes, 0x44);
  while (sectors.length < count) {
    if (difat >= sectorCount || seen[difat]) refuse();
    seen[difat] = 1;
    const start = (difat + 1) * sectorSize;
    for (let i = 0; i < perSector && sectors.length < count; i++) take(u32(bytes, start + 4 * i));
    difat = u32(bytes, start + 4 * perSector);
  }
  return sectors;
}

function sectorStart(file: CompoundFile, sector: number): number {
  if (sector >= file.sectorCount) refuse();
  return (sector + 1) * file.sectorSize;
}

/** The sector after this one in its chain, from the FAT. */
function nextSector(file: CompoundFile, sector: number): number {
  const perSector = file.sectorSize / 4;
  const fatSector = file.fatSectors[Math.floor(sector / perSector)];
  if (fatSector === undefined) return refuse();
  return u32(file.bytes, sectorStart(file, fatSector) + 4 * (sector % perSector));
}

/**
 * The sectors of the chain that starts at `first`, in order. Each sector may come once (a loop
 * is refused), and each must be in the file: a chain is at most as long as the file.
 */
function* chain(file: CompoundFile, first: number): Generator<number> {
  const seen = new Uint8Array(file.sectorCount);
  for (let sector = first; sector !== OLE_END_OF_CHAIN; sector = nextSector(file, sector)) {
    if (sector > OLE_MAX_SECTOR || sector >= file.sectorCount || seen[sector]) refuse();
    seen[sector] = 1;
    yield sector;
  }
}

function readEntry(bytes: Buffer, at: number): OleEntry {
  const nameLength = u16(bytes, at + 0x40);
  // The name's length counts its terminating NUL character; an unused entry has none.
  const name =
    nameLength >= 2 && nameLength <= 64 && nameLength % 2 === 0
      ? bytes.toString("utf16le", at, at + nameLength - 2)
      : "";
  return {
    name,
    type: bytes[at + 0x42] ?? 0,
    left: u32(bytes, at + 0x44),
    right: u32(bytes, at + 0x48),
    child: u32(bytes, at + 0x4c),
    start: u32(bytes, at + 0x74),
    // Version 3 files may leave garbage in the high half; no stream of a 5 MB file needs it.
    size: u32(bytes, at + 0x78),
  };
}

/**
 * A storage's children by name: the tree under its `child`, walked through the `left` and
 * `right` siblings, each entry at most once. Only the root's children count: a Word document
 * embedded in a workbook has its own `WordDocument` stream deeper down.
 */
function childrenOf(entries: OleEntry[], storage: OleEntry): Map<string, OleEntry> {
  const children = new Map<string, OleEntry>();
  const seen = new Uint8Array(entries.length);
  const pending = [storage.child];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (id === OLE_NO_ENTRY) continue;
    const entry = entries[id];
    if (entry === undefined || seen[id]) refuse();
    seen[id] = 1;
    if (entry.type === OLE_TYPE_STREAM || entry.type === OLE_TYPE_STORAGE) {
      children.set(entry.name, entry);
    }
    pending.push(entry.left, entry.right);
  }
  return children;
}

/**
 * The first `length` bytes of a stream: from its own sectors, or, for a stream below the cutoff,
 * from the mini stream (64-byte mini sectors, chained by the mini FAT, stored in the root
 * entry's sectors).
 */
function readStreamStart(
  file: CompoundFile,
  root: OleEntry,
  stream: OleEntry,
  length: number,
): Buffer {
  if (stream.size < length || length > OLE_MINI_SECTOR_BYTES) refuse();
  let at: number;
  if (stream.size >= file.miniStreamCutoff) {
    at = sectorStart(file, stream.start);
  } else {
    if (stream.start > OLE_MAX_SECTOR) refuse();
    // The mini FAT is only checked to exist: the bytes wanted lie in the first mini sector.
    if (file.firstMiniFatSector >= file.sectorCount) refuse();
    const offset = stream.start * OLE_MINI_SECTOR_BYTES;
    const skip = Math.floor(offset / file.sectorSize);
    let container: number | undefined;
    let index = 0;
    for (const sector of chain(file, root.start)) {
      if (index++ === skip) {
        container = sector;
        break;
      }
    }
    if (container === undefined) refuse();
    at = sectorStart(file, container) + (offset % file.sectorSize);
  }
  if (at + length > file.bytes.length) refuse();
  return file.bytes.subarray(at, at + length);
}
