import { eq } from "drizzle-orm";
import { unzipSync } from "fflate";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { afterEach, describe, expect, it } from "vitest";
import { fiscalYearLabel } from "../../app/features/documents/fiscal-year";
import { DOCUMENT_FILES_MESSAGES } from "../../app/features/media/document-files";
import { documents, media } from "../../db/schema";
import { textOf } from "../support/html";
import { TestClient } from "../support/http-client";
import { jpeg, pdf } from "../support/media-fixtures";

/** A PDF whose pages hold these lines of text (one line a page). */
async function pdfWithText(pages: string[]): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (const line of pages) {
    document.addPage([595, 842]).drawText(line, { x: 50, y: 780, size: 12, font });
  }
  return Buffer.from(await document.save());
}

import { appWithFeatures } from "../support/test-app";
import { ENGINES, perTestDatabase } from "../support/test-database";

/**
 * The documents library: reports with a PDF per language on /investors, grouped by type and
 * Ethiopian fiscal year and filtered without script, their pages and downloads, site search
 * inside their PDFs, and a press kit's ZIP.
 */
describe.each(ENGINES)("the documents library on %s", (engine) => {
  const freshDatabase = perTestDatabase(engine);
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  async function setup() {
    const test = await freshDatabase();
    const { app, features } = appWithFeatures(test.database);
    const owner = new TestClient(app);
    await owner.signUp("owner@example.com");
    await owner.signIn("owner@example.com");
    const db = test.database.db;
    const upload = async (bytes: Buffer, name: string) => {
      const response = await owner.upload("/admin/media/upload", { bytes, name });
      expect(response.status, name).toBe(201);
      const body = (await response.json()) as { media: { id: string; hash: string } };
      return body.media;
    };
    return { db, owner, visitor: new TestClient(app), upload, library: features.media };
  }

  async function read(client: TestClient, path: string, status = 200) {
    const response = await client.get(path);
    expect(response.status, path).toBe(status);
    return response.text();
  }

  it("publishes a report with an English and an Amharic PDF: /investors, filters, its page, downloads and search inside the PDF", async () => {
    const { db, owner, visitor, upload, library } = await setup();
    // The English PDF has a word found nowhere else, on its second page.
    const englishBytes = await pdfWithText([
      "Chairman's letter and the year in figures.",
      "The Gambella concession delivered its first copper concentrate in Tir.",
      "Audited statements.",
    ]);
    const amharicBytes = pdf(2);
    const english = await upload(englishBytes, "annual-report-2017-en.pdf");
    const amharic = await upload(amharicBytes, "annual-report-2017-am.pdf");
    // The background worker reads their pages, their text and their covers.
    await library.idle();
    const [read3] = await db.select().from(media).where(eq(media.id, english.id));
    expect(read3?.pages).toBe(3);
    expect(read3?.textState).toBe("found");
    expect(read3?.coverId).toBeTruthy();

    const response = await owner.post("/admin/documents/new", {
      title: "Annual Report 2017",
      slug: "annual-report-2017",
      type: "annual-report",
      documentDate: "2025-03-15",
      fiscalYear: "",
      summary: "The year of the Modjo plant's first battery line.",
      files: JSON.stringify([
        { media: english.id, title: "Annual Report 2017", language: "en" },
        { media: amharic.id, title: "ዓመታዊ ሪፖርት 2017", language: "am" },
      ]),
      pressKit: "[]",
      coverId: "",
      sector: "",
      publication: "published",
      "translations.am.title": "ዓመታዊ ሪፖርት 2017",
      "translations.am.summary": "",
    });
    expect(response.status, await response.clone().text()).toBe(302);
    const [row] = await db.select().from(documents);
    expect(row?.fiscalYear).toBe(2017);

    // Grouped under its type and fiscal year, in each language.
    const list = await read(visitor, "/investors");
    expect(textOf(list)).toContain("Annual report");
    expect(textOf(list)).toContain(fiscalYearLabel(2017));
    expect(textOf(list)).toContain("2017 E.C. (2024/25)");
    expect(list).toContain('href="/documents/annual-report-2017"');
    const amharicList = await read(visitor, "/am/investors");
    expect(textOf(amharicList)).toContain("2017 ዓ.ም. (2024/25)");
    expect(textOf(amharicList)).toContain("ዓመታዊ ሪፖርት 2017");
    expect(amharicList).toContain('href="/am/documents/annual-report-2017"');

    // Filters, without script: a plain GET.
    expect(await read(visitor, "/investors?type=annual-report&year=2017&language=am")).toContain(
      'href="/documents/annual-report-2017"',
    );
    for (const query of ["type=policy", "year=2016", "language=om"]) {
      const filtered = textOf(await read(visitor, `/investors?${query}`));
      // A year no document has is no filter: every document shows.
      if (query === "year=2016") expect(filtered).toContain("Annual Report 2017");
      else expect(filtered, query).toContain("No documents match these filters.");
    }

    // Its page: facts, one download per language with size and pages, the same bytes.
    const page = await read(visitor, "/documents/annual-report-2017");
    const text = textOf(page);
    expect(text).toContain("2017 E.C. (2024/25)");
    expect(text).toContain("March 15, 2025");
    const kb = (bytes: Buffer) => `${Math.max(1, Math.round(bytes.length / 1024))} KB`;
    expect(text).toContain(`Download (English, PDF, ${kb(englishBytes)}, 3 pages)`);
    expect(text).toContain(`Download (Amharic, PDF, ${kb(amharicBytes)}, 2 pages)`);
    for (const [file, bytes] of [
      [english, englishBytes],
      [amharic, amharicBytes],
    ] as const) {
      expect(page).toContain(`href="/uploads/${file.hash}.pdf"`);
      const download = await visitor.get(`/uploads/${file.hash}.pdf`);
      expect(download.status).toBe(200);
      expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
    }
    // In Amharic, its date in the Ethiopian calendar.
    expect(textOf(await read(visitor, "/am/documents/annual-report-2017"))).toContain("ዓ.ም.");

    // Site search finds it by a word only inside its PDF, with that page's words and a link to it.
    const found = await read(visitor, "/search?q=Gambella");
    expect(found).toContain('href="/documents/annual-report-2017"');
    expect(textOf(found)).toContain("first copper concentrate");
    expect(found).toContain(`href="/uploads/${english.hash}.pdf#page=2"`);
    expect(textOf(found)).toContain("Page 2 of the PDF");
    // And by its title, as any item.
    expect(await read(visitor, "/search?q=Modjo%20battery")).toContain(
      'href="/documents/annual-report-2017"',
    );
  });

  it("shows each type's six newest documents unfiltered, with a link to all of them, and every one with the type chosen", async () => {
    const { db, visitor } = await setup();
    await db.insert(documents).values(
      Array.from({ length: 8 }, (_, n) => ({
        title: `Quarterly Statement ${n + 1}`,
        slug: `quarterly-statement-${n + 1}`,
        type: "financial-statements" as const,
        fiscalYear: 2010 + n,
        documentDate: `${2018 + n}-03-01`,
        published: true,
        publishedAt: new Date(Date.now() - 60_000),
      })),
    );
    const list = textOf(await read(visitor, "/investors"));
    // The newest six (fiscal years 2017 back to 2012), then the link to the type's own list.
    for (let n = 3; n <= 8; n++) expect(list).toContain(`Quarterly Statement ${n}`);
    expect(list).not.toContain("Quarterly Statement 2");
    expect(list).toContain("Financial statements: all 8 documents");
    const all = await read(visitor, "/investors?type=financial-statements");
    for (let n = 1; n <= 8; n++) expect(textOf(all)).toContain(`Quarterly Statement ${n}`);
    expect(textOf(all)).not.toContain("all 8 documents");
    expect(await read(visitor, "/am/investors")).toContain(
      'href="/am/investors?type=financial-statements"',
    );
  });

  it("streams a press kit's files as one ZIP, and refuses a file that is not a PDF with nothing stored", async () => {
    const { db, owner, visitor, upload, library } = await setup();
    const factSheet = pdf(1);
    const sheet = await upload(factSheet, "fact-sheet.pdf");
    const photo = await upload(await jpeg(640, 480), "plant.jpg");
    await library.idle();

    // A photo among a document's PDFs is refused at its field: nothing is stored.
    const refused = await owner.post("/admin/documents/new", {
      title: "Fact sheet",
      slug: "fact-sheet",
      type: "other",
      documentDate: "2025-08-01",
      files: JSON.stringify([{ media: photo.id, title: "Plant photo", language: "en" }]),
      pressKit: "[]",
      publication: "published",
    });
    // Found against the library by the save, as a taken address is: 409, at its field.
    expect(refused.status).toBe(409);
    expect(textOf(await refused.text())).toContain(DOCUMENT_FILES_MESSAGES.notPdf);
    expect(await db.select().from(documents)).toHaveLength(0);

    const response = await owner.post("/admin/documents/new", {
      title: "Press kit",
      slug: "press-kit",
      type: "press-kit",
      documentDate: "2025-08-01",
      files: JSON.stringify([{ media: sheet.id, title: "Fact sheet", language: "en" }]),
      pressKit: JSON.stringify([
        { media: sheet.id, title: "Fact sheet 2018" },
        { media: photo.id, title: "Modjo plant" },
      ]),
      publication: "published",
    });
    expect(response.status, await response.clone().text()).toBe(302);
    const page = await read(visitor, "/documents/press-kit");
    expect(page).toContain('href="/documents/press-kit/press-kit.zip"');
    expect(textOf(page)).toContain("Download the press kit");

    const zip = await visitor.get("/documents/press-kit/press-kit.zip");
    expect(zip.status).toBe(200);
    expect(zip.headers.get("content-type")).toBe("application/zip");
    expect(zip.headers.get("content-disposition")).toContain("attachment;");
    const entries = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    expect(Object.keys(entries).sort()).toEqual(["Fact sheet 2018.pdf", "Modjo plant.jpg"]);
    expect(Buffer.from(entries["Fact sheet 2018.pdf"] ?? []).equals(factSheet)).toBe(true);
    const original = await library.storage.get(`${photo.hash}-src.jpg`);
    const chunks: Buffer[] = [];
    for await (const chunk of original?.body ?? []) chunks.push(Buffer.from(chunk));
    expect(Buffer.from(entries["Modjo plant.jpg"] ?? []).equals(Buffer.concat(chunks))).toBe(true);

    // Another type has no ZIP.
    expect((await visitor.get("/documents/fact-sheet/press-kit.zip")).status).toBe(404);
  });
});
