import { eq } from "drizzle-orm";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { downloadCounts } from "../../app/features/media/document-files.server";
import { MEDIA_MESSAGES } from "../../app/features/media/rules";
import type { MediaStorage } from "../../app/features/media/storage.server";
import { media, mediaDownloads, mediaPages } from "../../db/schema";
import { textOf } from "../support/html";
import { TestClient } from "../support/http-client";
import { pdf, pdfOfSize } from "../support/media-fixtures";
import { appWithFeatures } from "../support/test-app";
import { ENGINES, perTestDatabase } from "../support/test-database";

const MB = 1024 * 1024;

async function keysOf(storage: MediaStorage) {
  const keys: string[] = [];
  for await (const key of storage.keys()) keys.push(key);
  return keys;
}

describe.each(ENGINES)("PDFs uploaded to the media library, on %s", (engine) => {
  const freshDatabase = perTestDatabase(engine);

  async function setup(env: Record<string, string> = {}) {
    const test = await freshDatabase();
    const { app, features } = appWithFeatures(test.database, env);
    const staff = new TestClient(app);
    await staff.signUp("owner@example.com");
    await staff.signIn("owner@example.com");
    const upload = async (bytes: Buffer, name: string) => {
      const response = await staff.upload("/admin/media/upload", { bytes, name });
      return { status: response.status, body: (await response.json()) as { error?: string } };
    };
    const nothingStored = async () => {
      expect(await test.database.db.select().from(media)).toEqual([]);
      expect(await keysOf(features.media.storage)).toEqual([]);
    };
    const storage = features.media.storage;
    return {
      upload,
      nothingStored,
      db: test.database.db,
      library: features.media,
      staff,
      app,
      storage,
    };
  }

  it("refuses disguised, encrypted and active files with their reasons, storing nothing", async () => {
    const { upload, nothingStored } = await setup();
    const program = Buffer.concat([
      Buffer.from("MZ\x90\x00\x03\x00", "latin1"),
      Buffer.alloc(4096),
    ]);
    const page = Buffer.from("<!doctype html><title>Invoice</title><script>alert(1)</script>");
    const encrypted = Buffer.from(
      pdf(1)
        .toString("latin1")
        .replace("/Root 1 0 R", "/Root 1 0 R /Encrypt << /Filter /Standard /V 2 /R 3 >>"),
      "latin1",
    );
    const document = await PDFDocument.create();
    document.addPage();
    document.addJavaScript("open", "app.launchURL('https://evil.example')");
    const scripted = Buffer.from(await document.save());
    const cases: [Buffer, string, string][] = [
      [program, "tender-notice.pdf", MEDIA_MESSAGES.notDocument],
      [page, "invoice.pdf", MEDIA_MESSAGES.notDocument],
      [encrypted, "locked.pdf", MEDIA_MESSAGES.documentEncrypted],
      [scripted, "report.pdf", MEDIA_MESSAGES.documentActive],
    ];
    for (const [bytes, name, message] of cases) {
      const { status, body } = await upload(bytes, name);
      expect(status, name).toBe(422);
      expect(body.error, name).toBe(message);
    }
    await nothingStored();
  });

  it("refuses a PDF over DOCUMENT_MAX_MB naming the limit, storing nothing", async () => {
    const { upload, nothingStored } = await setup({ DOCUMENT_MAX_MB: "1" });
    const { status, body } = await upload(pdfOfSize(MB + 1), "drawings.pdf");
    expect(status).toBe(422);
    expect(body.error).toBe("PDF documents must be at most 1 MB.");
    await nothingStored();
    expect((await upload(pdfOfSize(MB), "drawings.pdf")).status).toBe(201);
  });

  it("takes PDFs up to 50 MB by default, and refuses a larger body before reading it", async () => {
    const { upload, nothingStored } = await setup();
    const over = await upload(pdfOfSize(52 * MB), "scan.pdf");
    expect(over.status).toBe(413);
    expect(over.body.error).toBe("Files must be at most 25 MB (images) or 50 MB (PDF documents).");
    await nothingStored();
    const large = await upload(pdfOfSize(30 * MB), "annual-report.pdf");
    expect(large.status).toBe(201);
  });

  it("reads a PDF's pages and text in the background, and renders its cover as a library image", async () => {
    const { upload, db, library, staff, storage } = await setup();
    const document = await PDFDocument.create();
    const font = await document.embedFont(StandardFonts.Helvetica);
    for (const words of ["Annual report 2016 E.C.", "Revenue from the Zircon mine", "Outlook"]) {
      document.addPage().drawText(words, { x: 50, y: 700, font, size: 24 });
    }
    const report = await upload(Buffer.from(await document.save()), "annual-report.pdf");
    expect(report.status).toBe(201);
    const id = (report.body as { media?: { id: string } }).media?.id as string;
    await library.idle();

    const [row] = await db.select().from(media).where(eq(media.id, id));
    expect(row).toMatchObject({ pages: 3, textState: "found" });
    const pages = await db.select().from(mediaPages).where(eq(mediaPages.mediaId, id));
    const zircon = pages.filter((page) => page.text.includes("Zircon"));
    expect(zircon.map((page) => page.page)).toEqual([2]);

    const [cover] = await db
      .select()
      .from(media)
      .where(eq(media.id, row?.coverId as string));
    expect(cover).toMatchObject({ kind: "image", originalName: "annual-report (cover).png" });
    expect((cover?.height ?? 0) > (cover?.width ?? 0)).toBe(true);
    const served = await staff.get(`/uploads/${cover?.hash}-${cover?.width}.jpg`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");

    // The library shows the PDF once, pictured by its cover; the cover is no tile of its own.
    const listed = await (await staff.get("/admin/media")).text();
    expect(textOf(listed)).toContain("annual-report.pdf");
    expect(textOf(listed)).not.toContain("annual-report (cover).png");
    expect(listed).toContain(`/uploads/${cover?.hash}-`);
    // Deleting the cover alone would leave the PDF without one: refused, naming the PDF.
    const refused = await staff.post("/admin/media", { delete: cover?.id as string });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("This image is used by “annual-report.pdf”.");
    // Deleting the PDF takes its cover with it: no row, no file left behind.
    const deleted = await staff.post("/admin/media", { delete: id });
    expect(deleted.status).toBe(200);
    expect(await db.select().from(media)).toEqual([]);
    expect(await keysOf(storage)).toEqual([]);
  });

  it("says a PDF without text has none, and resumes the reading of pending PDFs", async () => {
    const { upload, db, library } = await setup();
    const scanned = await upload(pdf(2), "scanned-invoice.pdf");
    const id = (scanned.body as { media?: { id: string } }).media?.id as string;
    await library.idle();
    const [row] = await db.select().from(media).where(eq(media.id, id));
    expect(row).toMatchObject({ pages: 2, textState: "none" });
    expect(await db.select().from(mediaPages).where(eq(mediaPages.mediaId, id))).toEqual([]);

    // As a server that stopped before reading it left it, long enough ago to be taken over.
    await db
      .update(media)
      .set({ textState: "pending", pages: null, updatedAt: new Date(Date.now() - 3_600_000) })
      .where(eq(media.id, id));
    await library.resume();
    await library.idle();
    const [again] = await db.select().from(media).where(eq(media.id, id));
    expect(again).toMatchObject({ pages: 2, textState: "none" });
  });

  it("counts whole downloads of a PDF per day, written in a batch, with the file still served in ranges", async () => {
    const { upload, db, library, app } = await setup();
    const tender = await upload(pdf(2), "Tender notice «ሀ».pdf");
    const { id, hash } = (tender.body as { media?: { id: string; hash: string } }).media as {
      id: string;
      hash: string;
    };
    const visitor = new TestClient(app);
    const url = `/uploads/${hash}.pdf`;
    for (let i = 0; i < 3; i++) {
      const whole = await visitor.get(url);
      expect(whole.status).toBe(200);
      expect(whole.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(whole.headers.get("content-disposition")).toContain("filename*=UTF-8''Tender");
      await whole.arrayBuffer();
    }
    // A viewer's later pages, and a HEAD, are no new downloads.
    const later = await visitor.get(url, { range: "bytes=100-199" });
    expect(later.status).toBe(206);
    await later.arrayBuffer();
    expect((await app.request(url, { method: "HEAD" })).status).toBe(200);

    expect((await downloadCounts(db, [id])).get(id)).toBe(0);
    await library.downloads.flush();
    expect((await downloadCounts(db, [id])).get(id)).toBe(3);
    const rows = await db.select().from(mediaDownloads);
    expect(rows).toEqual([{ mediaId: id, day: new Date().toISOString().slice(0, 10), count: 3 }]);

    // A viewer's first range is a download; a second flush adds to the day's row.
    const first = await visitor.get(url, { range: "bytes=0-99" });
    expect(first.status).toBe(206);
    await first.arrayBuffer();
    await library.close();
    expect((await downloadCounts(db, [id])).get(id)).toBe(4);
  });
});
