import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { MEDIA_MESSAGES } from "../../app/features/media/rules";
import type { MediaStorage } from "../../app/features/media/storage.server";
import { media } from "../../db/schema";
import { createApp } from "../../server/app";
import { createFeatures } from "../../server/features";
import { testPasswordHashing } from "../../server/test-hooks";
import { loadServerBuild, silentLogger, TEST_SECRET, testConfig } from "../support/build";
import { TestClient } from "../support/http-client";
import { pdf, pdfOfSize } from "../support/media-fixtures";
import { ENGINES, perTestDatabase } from "../support/test-database";

const build = await loadServerBuild();
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
    const config = testConfig(env);
    const features = createFeatures({
      config,
      logger: silentLogger,
      database: test.database,
      authSecret: TEST_SECRET,
      passwordHashing: testPasswordHashing,
    });
    const app = createApp({
      config,
      authSecret: TEST_SECRET,
      logger: silentLogger,
      database: test.database,
      build,
      features,
    });
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
    return { upload, nothingStored };
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
});
