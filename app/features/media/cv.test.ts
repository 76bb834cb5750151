import { crc32 } from "node:zlib";
import { describe, expect, it } from "vitest";
import { CV_CONTENT_TYPES, CV_MAX_BYTES, CV_ZIP_LIMITS, type CvInfo, inspectCv } from "./cv.server";
import { MediaRefusal } from "./refusal";
import { MEDIA_LIMITS, MEDIA_MESSAGES } from "./rules";

const CV_MESSAGES: string[] = [
  MEDIA_MESSAGES.notCv,
  MEDIA_MESSAGES.cvTooLarge,
  MEDIA_MESSAGES.cvEncrypted,
];

/** The message of the refusal inspectCv gives, failing the test when it accepts the file. */
function refusal(bytes: Buffer): string {
  const outcome = attempt(bytes);
  if (typeof outcome !== "string") {
    throw new Error(`expected a refusal, got a ${outcome.format}`);
  }
  return outcome;
}

/** What inspectCv makes of the bytes: the CV, or its refusal's message (never another error). */
function attempt(bytes: Buffer): CvInfo | string {
  try {
    return inspectCv(bytes);
  } catch (error) {
    if (!(error instanceof MediaRefusal)) throw error;
    expect(CV_MESSAGES).toContain(error.message);
    return error.message;
  }
}

/** A deterministic source of random numbers (mulberry32), so that a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomBytes(seed: number, length: number): Buffer {
  const next = random(seed);
  const bytes = Buffer.alloc(length);
  for (let i = 0; i < length; i++) bytes[i] = Math.floor(next() * 256);
  return bytes;
}

function elapsed(work: () => void): number {
  const started = performance.now();
  work();
  return performance.now() - started;
}

// PDF -----------------------------------------------------------------------------------------

/** A whole one-page PDF, with a cross-reference table that points at its objects. */
function pdf(): Buffer {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>",
  ];
  let text = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(text.length);
    text += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) text += `${String(offset).padStart(10, "0")} 00000 n \n`;
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, "latin1");
}

/** A PDF of exactly `length` bytes: padding in a comment line before the end. */
function pdfOfLength(length: number): Buffer {
  const whole = pdf();
  const tail = whole.subarray(whole.lastIndexOf("trailer"));
  const head = whole.subarray(0, whole.lastIndexOf("trailer"));
  const padding = Buffer.alloc(length - whole.length, "%".charCodeAt(0));
  padding[padding.length - 1] = "\n".charCodeAt(0);
  return Buffer.concat([head, padding, tail]);
}

// DOCX: a ZIP writer for stored entries -------------------------------------------------------

interface ZipEntry {
  name: string;
  data?: string | Buffer;
  flags?: number;
  method?: number;
  /** The sizes the central directory claims (the real ones by default). */
  size?: number;
  packedSize?: number;
}

interface ZipOptions {
  /** Where the end record says the central directory starts (the real place by default). */
  directoryStart?: number;
  /** The entry count the end record gives (the real one by default). */
  count?: number;
  comment?: string;
}

function zip(entries: ZipEntry[], options: ZipOptions = {}): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, "utf8");
    const data = Buffer.from(entry.data ?? "");
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.flags ?? 0, 6);
    local.writeUInt16LE(entry.method ?? 0, 8);
    local.writeUInt16LE(0x0021, 12); // 1 January 1980
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, data);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.flags ?? 0, 8);
    central.writeUInt16LE(entry.method ?? 0, 10);
    central.writeUInt16LE(0x0021, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(entry.packedSize ?? data.length, 20);
    central.writeUInt32LE(entry.size ?? data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const comment = Buffer.from(options.comment ?? "");
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(options.count ?? entries.length, 8);
  end.writeUInt16LE(options.count ?? entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(options.directoryStart ?? offset, 16);
  end.writeUInt16LE(comment.length, 20);
  return Buffer.concat([...locals, directory, end, comment]);
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
const RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;
const DOCUMENT = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Abebe Kebede — Curriculum vitae</w:t></w:r></w:p></w:body></w:document>`;

function docxEntries(): ZipEntry[] {
  return [
    { name: "[Content_Types].xml", data: CONTENT_TYPES },
    { name: "_rels/.rels", data: RELS },
    { name: "word/document.xml", data: DOCUMENT },
  ];
}

const docx = (options?: ZipOptions) => zip(docxEntries(), options);

/** The valid DOCX with one entry changed. */
function docxWith(name: string, change: Partial<ZipEntry>, options?: ZipOptions): Buffer {
  return zip(
    docxEntries().map((entry) => (entry.name === name ? { ...entry, ...change } : entry)),
    options,
  );
}

// DOC: an OLE2 compound file writer ---------------------------------------------------------

interface OleNode {
  name: string;
  /** A stream's bytes; a node without data is a storage. */
  data?: Buffer;
  children?: OleNode[];
}

interface CompoundOptions {
  sectorShift?: 9 | 12;
  /** At least this many FAT sectors (more than 109 puts the others in DIFAT sectors). */
  fatSectors?: number;
  /** Streams shorter than the 4,096-byte cutoff go to the mini stream (else each is padded). */
  mini?: boolean;
}

const END_OF_CHAIN = 0xfffffffe;
const FREE = 0xffffffff;
const NO_ENTRY = 0xffffffff;
const MINI_CUTOFF = 4096;

interface DirectoryEntry {
  name: string;
  type: number;
  left: number;
  right: number;
  child: number;
  start: number;
  size: number;
  data?: Buffer;
}

/**
 * A compound file holding these streams and storages under its root: the FAT (and DIFAT when
 * asked), the directory, the mini FAT and mini stream when asked, then each stream's sectors.
 */
function compoundFile(top: OleNode[], options: CompoundOptions = {}): Buffer {
  const shift = options.sectorShift ?? 9;
  const sectorSize = 1 << shift;
  const perFat = sectorSize / 4;
  const entries: DirectoryEntry[] = [
    {
      name: "Root Entry",
      type: 5,
      left: NO_ENTRY,
      right: NO_ENTRY,
      child: NO_ENTRY,
      start: 0,
      size: 0,
    },
  ];
  const add = (nodes: OleNode[], parent: DirectoryEntry) => {
    const ids = nodes.map((node) => {
      entries.push({
        name: node.name,
        type: node.data ? 2 : 1,
        left: NO_ENTRY,
        right: NO_ENTRY,
        child: NO_ENTRY,
        start: END_OF_CHAIN,
        size: node.data?.length ?? 0,
        data: node.data,
      });
      return entries.length - 1;
    });
    parent.child = ids[0] ?? NO_ENTRY;
    ids.forEach((id, i) => {
      const entry = entries[id] as DirectoryEntry;
      entry.right = ids[i + 1] ?? NO_ENTRY;
      const children = nodes[i]?.children;
      if (children) add(children, entry);
    });
  };
  add(top, entries[0] as DirectoryEntry);

  const streams = entries.filter((entry) => entry.data && entry.data.length > 0);
  const inMini = (entry: DirectoryEntry) =>
    options.mini === true && (entry.data?.length ?? 0) < MINI_CUTOFF;
  const sectorsFor = (length: number, size = sectorSize) => Math.ceil(length / size);

  // The mini stream: each small stream in 64-byte mini sectors, chained by the mini FAT.
  const miniFat: number[] = [];
  const miniParts: Buffer[] = [];
  for (const entry of streams.filter(inMini)) {
    const data = entry.data as Buffer;
    entry.start = miniFat.length;
    const count = sectorsFor(data.length, 64);
    for (let i = 0; i < count; i++) {
      miniFat.push(i === count - 1 ? END_OF_CHAIN : miniFat.length + 1);
    }
    miniParts.push(data, Buffer.alloc(count * 64 - data.length));
  }
  const miniStream = Buffer.concat(miniParts);

  const regular = streams.filter((entry) => !inMini(entry));
  const directorySectors = sectorsFor(entries.length * 128);
  const miniFatSectors = sectorsFor(miniFat.length * 4);
  const containerSectors = sectorsFor(miniStream.length);
  const dataSectors = regular.reduce((sum, entry) => sum + sectorsFor(entry.size), 0);
  const rest = directorySectors + miniFatSectors + containerSectors + dataSectors;
  let fatCount = options.fatSectors ?? 1;
  const difatCountFor = (fats: number) => (fats > 109 ? Math.ceil((fats - 109) / (perFat - 1)) : 0);
  while (fatCount * perFat < fatCount + difatCountFor(fatCount) + rest) fatCount++;
  const difatCount = difatCountFor(fatCount);
  const total = fatCount + difatCount + rest;

  const fat = new Array<number>(fatCount * perFat).fill(FREE);
  let next = 0;
  const allocate = (count: number, mark?: number) => {
    const first = next;
    for (let i = 0; i < count; i++) {
      fat[next] = mark ?? (i === count - 1 ? END_OF_CHAIN : next + 1);
      next++;
    }
    return count > 0 ? first : END_OF_CHAIN;
  };
  const firstFat = allocate(fatCount, 0xfffffffd);
  const firstDifat = allocate(difatCount, 0xfffffffc);
  const firstDirectory = allocate(directorySectors);
  const firstMiniFat = allocate(miniFatSectors);
  const root = entries[0] as DirectoryEntry;
  root.start = allocate(containerSectors);
  root.size = miniStream.length;
  for (const entry of regular) entry.start = allocate(sectorsFor(entry.size));
  expect(next).toBe(total);

  const header = Buffer.alloc(sectorSize);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header);
  header.writeUInt16LE(0x3e, 0x18);
  header.writeUInt16LE(shift === 9 ? 3 : 4, 0x1a);
  header.writeUInt16LE(0xfffe, 0x1c);
  header.writeUInt16LE(shift, 0x1e);
  header.writeUInt16LE(6, 0x20);
  if (shift === 12) header.writeUInt32LE(directorySectors, 0x28);
  header.writeUInt32LE(fatCount, 0x2c);
  header.writeUInt32LE(firstDirectory, 0x30);
  header.writeUInt32LE(MINI_CUTOFF, 0x38);
  header.writeUInt32LE(firstMiniFat, 0x3c);
  header.writeUInt32LE(miniFatSectors, 0x40);
  header.writeUInt32LE(firstDifat, 0x44);
  header.writeUInt32LE(difatCount, 0x48);
  for (let i = 0; i < 109; i++) {
    header.writeUInt32LE(i < fatCount ? firstFat + i : FREE, 0x4c + 4 * i);
  }

  const body = Buffer.alloc(total * sectorSize);
  const at = (sector: number) => sector * sectorSize;
  fat.forEach((value, i) => {
    body.writeUInt32LE(value, at(firstFat) + 4 * i);
  });
  for (let d = 0; d < difatCount; d++) {
    const start = at(firstDifat + d);
    for (let i = 0; i < perFat - 1; i++) {
      const index = 109 + d * (perFat - 1) + i;
      body.writeUInt32LE(index < fatCount ? firstFat + index : FREE, start + 4 * i);
    }
    const following = d + 1 < difatCount ? firstDifat + d + 1 : END_OF_CHAIN;
    body.writeUInt32LE(following, start + 4 * (perFat - 1));
  }
  for (let i = 0; i < directorySectors * (sectorSize / 128); i++) {
    const start = at(firstDirectory) + 128 * i;
    const entry = entries[i];
    if (!entry) {
      for (const field of [0x44, 0x48, 0x4c]) body.writeUInt32LE(NO_ENTRY, start + field);
      continue;
    }
    const name = Buffer.from(`${entry.name}\0`, "utf16le");
    name.copy(body, start);
    body.writeUInt16LE(name.length, start + 0x40);
    body[start + 0x42] = entry.type;
    body[start + 0x43] = 1;
    body.writeUInt32LE(entry.left, start + 0x44);
    body.writeUInt32LE(entry.right, start + 0x48);
    body.writeUInt32LE(entry.child, start + 0x4c);
    body.writeUInt32LE(entry.start, start + 0x74);
    body.writeUInt32LE(entry.size, start + 0x78);
  }
  miniFat.forEach((value, i) => {
    body.writeUInt32LE(value, at(firstMiniFat) + 4 * i);
  });
  if (miniFatSectors > 0) {
    for (let i = miniFat.length; i < miniFatSectors * perFat; i++) {
      body.writeUInt32LE(FREE, at(firstMiniFat) + 4 * i);
    }
  }
  miniStream.copy(body, at(root.start));
  for (const entry of regular) entry.data?.copy(body, at(entry.start));
  return Buffer.concat([header, body]);
}

/** A WordDocument stream: a Word 97 FIB at its start (wIdent, nFib, the flags), then nothing. */
function wordDocument({ encrypted = false, length = MINI_CUTOFF } = {}): Buffer {
  const stream = Buffer.alloc(length);
  stream.writeUInt16LE(0xa5ec, 0);
  stream.writeUInt16LE(0x00c1, 2);
  stream.writeUInt16LE(encrypted ? 0x0100 | 0x0200 : 0x0200, 0x0a);
  return stream;
}

/** A DOC whose WordDocument stream is short enough for the mini stream. */
const smallDoc = () =>
  compoundFile([{ name: "WordDocument", data: wordDocument({ length: 700 }) }], { mini: true });

const doc = (options?: CompoundOptions) =>
  compoundFile(
    [
      { name: "WordDocument", data: wordDocument() },
      { name: "1Table", data: Buffer.alloc(MINI_CUTOFF) },
    ],
    options,
  );

/** The FAT entry of a sector, in a file whose FAT is one 512-byte sector (the default). */
function setFat(file: Buffer, sector: number, value: number): Buffer {
  const copy = Buffer.from(file);
  copy.writeUInt32LE(value, 512 + 4 * sector);
  return copy;
}

// ---------------------------------------------------------------------------------------------

describe("inspectCv accepts", () => {
  it("a PDF, also with a line break or a few bytes after %%EOF", () => {
    const expected = { format: "pdf", contentType: "application/pdf", extension: "pdf" };
    expect(inspectCv(pdf())).toEqual(expected);
    expect(inspectCv(Buffer.concat([pdf(), Buffer.from("\r\n\0\0\0")]))).toEqual(expected);
  });

  it("a DOCX written as a ZIP of the parts a Word document has", () => {
    expect(inspectCv(docx())).toEqual({
      format: "docx",
      contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      extension: "docx",
    });
    // A comment after the end record, and part names in other case (OPC ignores case).
    const decoy = "PK\u0005\u0006: an end record's signature in the comment, not at its place";
    expect(inspectCv(docx({ comment: decoy })).format).toBe("docx");
    expect(inspectCv(docxWith("word/document.xml", { name: "Word/Document.XML" })).format).toBe(
      "docx",
    );
  });

  it("a DOC: a compound file whose root holds a WordDocument stream", () => {
    expect(inspectCv(doc())).toEqual({
      format: "doc",
      contentType: "application/msword",
      extension: "doc",
    });
    // Version 4 (4,096-byte sectors), the FIB in the mini stream, more than 109 FAT sectors.
    expect(inspectCv(doc({ sectorShift: 12 })).format).toBe("doc");
    expect(inspectCv(smallDoc()).format).toBe("doc");
    const difat = doc({ fatSectors: 240 });
    expect(difat.length).toBeGreaterThan(240 * 512);
    expect(inspectCv(difat).format).toBe("doc");
  });

  it("gives each format's content type and extension", () => {
    expect(CV_CONTENT_TYPES).toEqual({
      pdf: "application/pdf",
      docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      doc: "application/msword",
    });
  });

  it("a CV of exactly 5 MB", () => {
    expect(CV_MAX_BYTES).toBe(5 * 1024 * 1024);
    expect(MEDIA_LIMITS.cvBytes).toBe(CV_MAX_BYTES);
    expect(inspectCv(pdfOfLength(CV_MAX_BYTES)).format).toBe("pdf");
  });
});

describe("inspectCv refuses what is no PDF, DOC or DOCX", () => {
  it("whatever the name would say: executables, web pages, images, text", () => {
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), pdf()]);
    const pe = Buffer.concat([
      Buffer.from("MZ\x90\0\x03\0\0\0", "latin1"),
      Buffer.alloc(56),
      pdf(),
    ]);
    const selfExtracting = Buffer.concat([Buffer.from("MZ", "latin1"), docx()]);
    const html = Buffer.from("<!DOCTYPE html><html><body>%PDF-1.4 %%EOF</body></html>");
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from("\0\0\0\rIHDR", "latin1"),
      Buffer.alloc(17),
    ]);
    for (const file of [elf, pe, selfExtracting, html, png, Buffer.from("Curriculum vitae\n")]) {
      expect(refusal(file)).toBe(MEDIA_MESSAGES.notCv);
    }
  });

  it("an empty file, and a signature alone", () => {
    expect(refusal(Buffer.alloc(0))).toBe(MEDIA_MESSAGES.notCv);
    expect(refusal(Buffer.from("%PDF-"))).toBe(MEDIA_MESSAGES.notCv);
    expect(refusal(Buffer.from("PK\u0003\u0004"))).toBe(MEDIA_MESSAGES.notCv);
    expect(refusal(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toBe(
      MEDIA_MESSAGES.notCv,
    );
  });

  it("a PDF cut short: no %%EOF in its last kilobyte", () => {
    const whole = pdf();
    expect(refusal(whole.subarray(0, whole.lastIndexOf("%%EOF")))).toBe(MEDIA_MESSAGES.notCv);
    expect(refusal(Buffer.concat([whole, Buffer.alloc(1024)]))).toBe(MEDIA_MESSAGES.notCv);
  });

  it("a ZIP that is not a Word document", () => {
    const plain = zip([{ name: "cv.txt", data: "Abebe Kebede" }]);
    expect(refusal(plain)).toBe(MEDIA_MESSAGES.notCv);
    const noDocument = zip(docxEntries().filter((entry) => entry.name !== "word/document.xml"));
    expect(refusal(noDocument)).toBe(MEDIA_MESSAGES.notCv);
    const noTypes = zip(docxEntries().filter((entry) => entry.name !== "[Content_Types].xml"));
    expect(refusal(noTypes)).toBe(MEDIA_MESSAGES.notCv);
    // A spreadsheet is an OOXML package too.
    const xlsx = zip([
      { name: "[Content_Types].xml", data: CONTENT_TYPES },
      { name: "xl/workbook.xml", data: "<workbook/>" },
    ]);
    expect(refusal(xlsx)).toBe(MEDIA_MESSAGES.notCv);
    // A Word document with macros (DOCM), which Word refuses to open as a DOCX.
    const docm = zip([...docxEntries(), { name: "word/vbaProject.bin", data: "macros" }]);
    expect(refusal(docm)).toBe(MEDIA_MESSAGES.notCv);
    // A zip holding a DOCX is not one.
    expect(refusal(zip([{ name: "cv.docx", data: docx() }]))).toBe(MEDIA_MESSAGES.notCv);
  });

  it("a ZIP whose directory does not add up", () => {
    const whole = docx();
    expect(refusal(docx({ directoryStart: whole.length + 100 }))).toBe(MEDIA_MESSAGES.notCv);
    expect(refusal(docx({ directoryStart: 0xffffff00 }))).toBe(MEDIA_MESSAGES.notCv);
    // Into the entries' data rather than at a directory entry.
    expect(refusal(docx({ directoryStart: 10 }))).toBe(MEDIA_MESSAGES.notCv);
    // More entries than the directory holds, and none.
    expect(refusal(docx({ count: 4 }))).toBe(MEDIA_MESSAGES.notCv);
    expect(refusal(docx({ count: 0 }))).toBe(MEDIA_MESSAGES.notCv);
    // An entry whose data would run into the directory.
    expect(refusal(docxWith("word/document.xml", { packedSize: 100_000 }))).toBe(
      MEDIA_MESSAGES.notCv,
    );
    // ZIP64 markers.
    expect(refusal(docx({ count: 0xffff }))).toBe(MEDIA_MESSAGES.notCv);
    expect(refusal(docxWith("_rels/.rels", { size: 0xffffffff }))).toBe(MEDIA_MESSAGES.notCv);
  });

  it("an entry's local header that is not where the directory says", () => {
    const whole = docx();
    const directory = whole.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    const moved = Buffer.from(whole);
    moved.writeUInt32LE(7, directory + 42);
    expect(refusal(moved)).toBe(MEDIA_MESSAGES.notCv);
    moved.writeUInt32LE(0xfffffff0, directory + 42);
    expect(refusal(moved)).toBe(MEDIA_MESSAGES.notCv);
  });

  it("a compound file that is no Word document", () => {
    const workbook = compoundFile([{ name: "Workbook", data: Buffer.alloc(MINI_CUTOFF) }]);
    expect(refusal(workbook)).toBe(MEDIA_MESSAGES.notCv);
    // A workbook with an embedded Word document: its WordDocument stream is not the root's.
    const embedding = compoundFile([
      { name: "Workbook", data: Buffer.alloc(MINI_CUTOFF) },
      { name: "MBD0001A2B3", children: [{ name: "WordDocument", data: wordDocument() }] },
    ]);
    expect(refusal(embedding)).toBe(MEDIA_MESSAGES.notCv);
    // A storage named WordDocument is no stream.
    const storage = compoundFile([
      { name: "WordDocument", children: [{ name: "x", data: Buffer.alloc(MINI_CUTOFF) }] },
    ]);
    expect(refusal(storage)).toBe(MEDIA_MESSAGES.notCv);
    // A WordDocument stream without a Word FIB.
    const noFib = compoundFile([{ name: "WordDocument", data: Buffer.alloc(MINI_CUTOFF) }]);
    expect(refusal(noFib)).toBe(MEDIA_MESSAGES.notCv);
  });

  it("a compound file whose header or chains are broken, quickly", () => {
    const whole = doc();
    const broken = (change: (file: Buffer) => void) => {
      const copy = Buffer.from(whole);
      change(copy);
      return copy;
    };
    // The directory is sector 1: make its chain loop on itself, and through sector 2.
    const loops = [
      setFat(whole, 1, 1),
      setFat(setFat(whole, 1, 2), 2, 1),
      // The WordDocument stream's chain in a loop does not matter (only its start is read).
    ];
    for (const file of loops) {
      expect(elapsed(() => expect(refusal(file)).toBe(MEDIA_MESSAGES.notCv))).toBeLessThan(2000);
    }
    const files = [
      // A chain through a sector past the end, a free sector and a FAT sector's marker.
      setFat(whole, 1, 5000),
      setFat(whole, 1, 0xffffffff),
      setFat(whole, 1, 0xfffffffd),
      // The directory starts past the end; the header lists a FAT sector past the end.
      broken((file) => file.writeUInt32LE(9999, 0x30)),
      broken((file) => file.writeUInt32LE(9999, 0x4c)),
      // More FAT sectors than the file has; a DIFAT chain past the end.
      broken((file) => file.writeUInt32LE(0x7fffffff, 0x2c)),
      // An unknown sector size; big-endian byte order.
      broken((file) => file.writeUInt16LE(10, 0x1e)),
      broken((file) => file.writeUInt16LE(0xfeff, 0x1c)),
      // The root's child is past the directory's end; the directory's first entry is no root.
      broken((file) => file.writeUInt32LE(1000, 1024 + 0x4c)),
      broken((file) => {
        file[1024 + 0x42] = 2;
      }),
      // Siblings that point back at each other.
      broken((file) => file.writeUInt32LE(1, 1024 + 128 * 2 + 0x48)),
      // The WordDocument stream starts past the end.
      broken((file) => file.writeUInt32LE(9999, 1024 + 128 + 0x74)),
    ];
    for (const file of files) expect(refusal(file)).toBe(MEDIA_MESSAGES.notCv);
  });

  it("a FAT sector cut short at the end of the file", () => {
    // The header names the last sector (the 1Table stream's, 17) as the FAT; 2 bytes of it remain.
    const whole = doc();
    const copy = Buffer.from(whole.subarray(0, 512 + 17 * 512 + 2));
    copy.writeUInt32LE(17, 0x4c);
    expect(refusal(copy)).toBe(MEDIA_MESSAGES.notCv);
  });

  it("a DIFAT chain that loops", () => {
    const whole = doc({ fatSectors: 240 });
    // The first DIFAT sector (right after the FAT's 240) names itself as the next one.
    const copy = Buffer.from(whole);
    const difat = 240;
    copy.writeUInt32LE(difat, 512 + difat * 512 + 508);
    expect(refusal(copy)).toBe(MEDIA_MESSAGES.notCv);
    // A DIFAT chain that starts past the end.
    const away = Buffer.from(whole);
    away.writeUInt32LE(9999, 0x44);
    expect(refusal(away)).toBe(MEDIA_MESSAGES.notCv);
  });

  it("random bytes, bare and after each signature", () => {
    const signatures = [
      Buffer.alloc(0),
      Buffer.from("%PDF-1.7\n"),
      Buffer.from([0x50, 0x4b, 0x03, 0x04]),
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
    ];
    for (let seed = 1; seed <= 40; seed++) {
      const length = [16, 600, 5000, 70_000][seed % 4] as number;
      for (const signature of signatures) {
        const file = Buffer.concat([signature, randomBytes(seed, length)]);
        expect(refusal(file)).toBe(MEDIA_MESSAGES.notCv);
      }
    }
  });
});

describe("inspectCv refuses what is password-protected", () => {
  it("a DOCX whose entries are encrypted (ZipCrypto, strong encryption, AES)", () => {
    for (const change of [
      { flags: 0x0001 },
      { flags: 0x0041 },
      { flags: 0x0040 },
      { method: 99 },
    ]) {
      expect(refusal(docxWith("word/document.xml", change))).toBe(MEDIA_MESSAGES.cvEncrypted);
    }
    // Encryption says nothing of a ZIP that is no Word document.
    expect(refusal(zip([{ name: "cv.docx", data: docx(), flags: 1 }]))).toBe(MEDIA_MESSAGES.notCv);
  });

  it("a DOCX encrypted by Office: a compound file with an EncryptedPackage stream", () => {
    const encrypted = compoundFile([
      { name: "\u0006DataSpaces", children: [{ name: "Version", data: Buffer.alloc(76) }] },
      { name: "EncryptionInfo", data: Buffer.alloc(MINI_CUTOFF) },
      { name: "EncryptedPackage", data: Buffer.alloc(MINI_CUTOFF * 2) },
    ]);
    expect(refusal(encrypted)).toBe(MEDIA_MESSAGES.cvEncrypted);
    expect(
      refusal(
        compoundFile([{ name: "EncryptedPackage", data: Buffer.alloc(100) }], { mini: true }),
      ),
    ).toBe(MEDIA_MESSAGES.cvEncrypted);
  });

  it("a DOC whose FIB says it is encrypted, in its own sectors or in the mini stream", () => {
    const big = compoundFile([{ name: "WordDocument", data: wordDocument({ encrypted: true }) }]);
    expect(refusal(big)).toBe(MEDIA_MESSAGES.cvEncrypted);
    const small = compoundFile(
      [
        // The FIB then starts in the mini stream's second sector.
        { name: "1Table", data: Buffer.alloc(600) },
        { name: "WordDocument", data: wordDocument({ encrypted: true, length: 900 }) },
      ],
      { mini: true },
    );
    expect(refusal(small)).toBe(MEDIA_MESSAGES.cvEncrypted);
  });
});

describe("inspectCv refuses what is too large", () => {
  it("over 5 MB, whatever the bytes, before reading them", () => {
    expect(refusal(pdfOfLength(CV_MAX_BYTES + 1))).toBe(MEDIA_MESSAGES.cvTooLarge);
    expect(refusal(Buffer.alloc(CV_MAX_BYTES + 1))).toBe(MEDIA_MESSAGES.cvTooLarge);
  });

  it("a DOCX with too many entries or too much to unpack, read without unpacking", () => {
    const many = zip([
      ...docxEntries(),
      ...Array.from({ length: CV_ZIP_LIMITS.entries - 2 }, (_, i) => ({ name: `word/media/${i}` })),
    ]);
    expect(refusal(many)).toBe(MEDIA_MESSAGES.notCv);
    const enough = zip([
      ...docxEntries(),
      ...Array.from({ length: CV_ZIP_LIMITS.entries - 3 }, (_, i) => ({ name: `word/media/${i}` })),
    ]);
    expect(inspectCv(enough).format).toBe("docx");

    // Each entry below the ratio's floor, but 110 MB in all.
    const claimed = 9 * 1024 * 1024;
    const total = zip([
      ...docxEntries(),
      ...Array.from({ length: 12 }, (_, i) => ({ name: `word/media/${i}`, size: claimed })),
    ]);
    expect(refusal(total)).toBe(MEDIA_MESSAGES.notCv);
    expect(inspectCv(docxWith("word/document.xml", { size: claimed })).format).toBe("docx");

    // One entry that would unpack to 11 MB from a few hundred bytes.
    const bomb = docxWith("word/document.xml", { size: 11 * 1024 * 1024 });
    expect(refusal(bomb)).toBe(MEDIA_MESSAGES.notCv);
    const empty = docxWith("word/document.xml", { data: "", size: 11 * 1024 * 1024 });
    expect(refusal(empty)).toBe(MEDIA_MESSAGES.notCv);
  });
});

describe("inspectCv on damaged files", () => {
  it("refuses the DOCX cut at any length", () => {
    const whole = docx();
    for (let length = 0; length < whole.length; length++) {
      expect(refusal(whole.subarray(0, length))).toBe(MEDIA_MESSAGES.notCv);
    }
  });

  it("refuses the DOC cut anywhere before its Word FIB, and never fails otherwise", () => {
    const whole = doc();
    // Header, FAT, directory, then the WordDocument stream (sector 2).
    const fibEnd = 3 * 512 + 12;
    for (let length = 0; length < whole.length; length += length < fibEnd + 64 ? 1 : 7) {
      const outcome = attempt(whole.subarray(0, length));
      if (length < fibEnd) expect(outcome).toBe(MEDIA_MESSAGES.notCv);
      else if (typeof outcome !== "string") expect(outcome.format).toBe("doc");
    }
  });

  it("refuses or accepts the files with bytes changed at random, never failing otherwise", () => {
    const originals = [docx(), doc(), doc({ sectorShift: 12 }), smallDoc(), pdf()];
    const next = random(2026);
    for (const original of originals) {
      for (let round = 0; round < 400; round++) {
        const copy = Buffer.from(original);
        const changes = 1 + Math.floor(next() * 8);
        for (let i = 0; i < changes; i++) {
          const at = Math.floor(next() * copy.length);
          // Often a small number (an offset, a length, a sector number), else any byte.
          copy[at] = next() < 0.5 ? Math.floor(next() * 8) : Math.floor(next() * 256);
        }
        attempt(copy);
      }
    }
  });

  it("reads 5 MB of a repeated hostile pattern in well under a second", () => {
    const fill = (head: number[], pattern: number[]) => {
      const file = Buffer.alloc(CV_MAX_BYTES, Buffer.from(pattern));
      Buffer.from(head).copy(file);
      return file;
    };
    const zipLocal = [0x50, 0x4b, 0x03, 0x04];
    const files = [
      fill([], [0x50, 0x4b, 0x05, 0x06]),
      fill(zipLocal, [0x50, 0x4b, 0x05, 0x06]),
      fill(zipLocal, [0x50, 0x4b, 0x01, 0x02]),
      fill(zipLocal, [0x50, 0x4b, 0x03, 0x04]),
      // A directory of 2,000 entries that all point at the first local header.
      (() => {
        const file = fill(zipLocal, [0]);
        const count = CV_ZIP_LIMITS.entries;
        const directory = file.length - 22 - count * 46;
        for (let i = 0; i < count; i++) file.writeUInt32LE(0x02014b50, directory + i * 46);
        const end = file.length - 22;
        file.writeUInt32LE(0x06054b50, end);
        file.writeUInt16LE(count, end + 8);
        file.writeUInt16LE(count, end + 10);
        file.writeUInt32LE(count * 46, end + 12);
        file.writeUInt32LE(directory, end + 16);
        return file;
      })(),
      fill([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], [0, 0, 0, 0]),
      fill([], [0x25, 0x50, 0x44, 0x46, 0x2d, 0x20]),
    ];
    // A compound file of 5 MB whose FAT chains every sector to the next, and the last to the first.
    const ring = Buffer.alloc(CV_MAX_BYTES);
    doc().subarray(0, 512).copy(ring);
    const sectors = CV_MAX_BYTES / 512 - 1;
    const fatSectors = Math.ceil(sectors / 128);
    ring.writeUInt32LE(fatSectors, 0x2c);
    ring.writeUInt32LE(0, 0x30);
    for (let i = 0; i < 109; i++) ring.writeUInt32LE(i < fatSectors ? i : FREE, 0x4c + 4 * i);
    ring.writeUInt32LE(109, 0x44);
    for (let sector = 0; sector < sectors; sector++) {
      const fatSector = Math.floor(sector / 128);
      const at = 512 + fatSector * 512 + 4 * (sector % 128);
      if (at + 4 <= ring.length) ring.writeUInt32LE((sector + 1) % sectors, at);
    }
    files.push(ring);

    for (const file of files) {
      const took = elapsed(() => attempt(file));
      expect(took).toBeLessThan(2000);
    }
  });
});
