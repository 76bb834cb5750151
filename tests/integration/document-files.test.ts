import { describe, expect, it } from "vitest";
import {
  DOCUMENT_FILES_MESSAGES,
  type DocumentFileInfo,
} from "../../app/features/media/document-files";
import {
  describeDocumentFiles,
  documentFilesProblem,
  documentFilesSchema,
  downloadCounts,
} from "../../app/features/media/document-files.server";
import { mediaDownloads } from "../../db/schema";
import { TestClient } from "../support/http-client";
import { jpeg, pdf } from "../support/media-fixtures";
import { appWithFeatures } from "../support/test-app";
import { ENGINES, perTestDatabase } from "../support/test-database";

interface Uploaded {
  id: string;
  hash: string;
}

describe.each(ENGINES)("the files an item offers, on %s", (engine) => {
  const freshDatabase = perTestDatabase(engine);

  async function setup() {
    const test = await freshDatabase();
    const { app, features } = appWithFeatures(test.database);
    const staff = new TestClient(app);
    await staff.signUp("owner@example.com");
    await staff.signIn("owner@example.com");
    const upload = async (bytes: Buffer, name: string) => {
      const response = await staff.upload("/admin/media/upload", { bytes, name });
      expect(response.status).toBe(201);
      return ((await response.json()) as { media: Uploaded }).media;
    };
    return { db: test.database.db, app, staff, upload, features };
  }

  it("describes the chosen files in their order, and drops ids the library does not hold", async () => {
    const { db, upload } = await setup();
    const tender = await upload(pdf(3), "tender-notice.pdf");
    const drawings = await upload(pdf(1), "drawings.pdf");
    const posted = documentFilesSchema.parse(
      JSON.stringify([
        { media: drawings.id, title: "Site drawings", language: "am" },
        { media: "00000000-0000-4000-8000-000000000000", title: "Gone" },
        { media: tender.id, title: "Bid document" },
      ]),
    );
    const files = await describeDocumentFiles(db, posted);
    expect(files).toEqual<DocumentFileInfo[]>([
      {
        media: drawings.id,
        title: "Site drawings",
        language: "am",
        originalName: "drawings.pdf",
        bytes: pdf(1).length,
        pages: expect.toBeOneOf([null, 1]),
        contentType: "application/pdf",
        url: `/uploads/${drawings.hash}.pdf`,
        textState: expect.toBeOneOf([null, "pending", "found", "none"]),
      },
      expect.objectContaining({
        media: tender.id,
        title: "Bid document",
        url: `/uploads/${tender.hash}.pdf`,
      }),
    ]);
    expect(files[1]).not.toHaveProperty("language");
    expect(await describeDocumentFiles(db, [])).toEqual([]);
  });

  it("refuses, for the save, files no longer in the library and images where PDFs are wanted", async () => {
    const { db, upload } = await setup();
    const report = await upload(pdf(2), "annual-report.pdf");
    const photo = await upload(await jpeg(640, 480), "plant.jpg");
    expect(await documentFilesProblem(db, [{ media: report.id, title: "Report" }])).toBeUndefined();
    expect(
      await documentFilesProblem(db, [
        { media: "00000000-0000-4000-8000-000000000000", title: "X" },
      ]),
    ).toBe(DOCUMENT_FILES_MESSAGES.unknown);
    const both = [
      { media: report.id, title: "Report" },
      { media: photo.id, title: "The plant" },
    ];
    expect(await documentFilesProblem(db, both)).toBe(DOCUMENT_FILES_MESSAGES.notPdf);
    expect(await documentFilesProblem(db, both, "press-kit")).toBeUndefined();
  });

  it("adds up each file's downloads over the days, 0 for a file never downloaded", async () => {
    const { db, upload } = await setup();
    const a = await upload(pdf(1), "a.pdf");
    const b = await upload(pdf(2), "b.pdf");
    await db.insert(mediaDownloads).values([
      { mediaId: a.id, day: "2026-11-26", count: 4 },
      { mediaId: a.id, day: "2026-11-27", count: 3 },
    ]);
    const counts = await downloadCounts(db, [a.id, b.id, "not-an-id"]);
    expect(counts.get(a.id)).toBe(7);
    expect(counts.get(b.id)).toBe(0);
    expect(counts.has("not-an-id")).toBe(false);
  });

  it("offers staff the library's PDFs to choose from, and images too for a press kit", async () => {
    const { app, staff, upload, features } = await setup();
    const report = await upload(pdf(2), "annual-report.pdf");
    const logo = await upload(await jpeg(320, 320), "logo.jpg");
    // The report's cover, rendered meanwhile, is no logo or photo of the press kit.
    await features.media.idle();
    const offered = async (query: string) => {
      const response = await staff.get(`/admin/media/documents${query}`);
      expect(response.status).toBe(200);
      const body = (await response.json()) as { files: DocumentFileInfo[] };
      return body.files.map((file) => file.media);
    };
    expect(await offered("")).toEqual([report.id]);
    expect((await offered("?accept=press-kit")).sort()).toEqual([report.id, logo.id].sort());

    const visitor = await new TestClient(app).get("/admin/media/documents");
    expect(visitor.status).toBeGreaterThanOrEqual(400);
    expect(await visitor.text()).not.toContain(report.id);
  });
});
