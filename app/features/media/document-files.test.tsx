import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import {
  acceptsStoredFile,
  DOCUMENT_FILES_MAX,
  DOCUMENT_FILES_MESSAGES,
  type DocumentFileInfo,
  documentFilesSchema,
  refuseDocumentFile,
  titleFromName,
} from "./document-files";
import { DocumentFilesField, NO_TEXT_FOUND } from "./document-files-field";

const A = "0b5c7d1e-2f3a-4b5c-8d6e-7f8091a2b3c4";
const B = "1c6d8e2f-3a4b-4c5d-9e7f-8091a2b3c4d5";

const firstMessage = (value: unknown) => {
  const result = documentFilesSchema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe("the posted list of document files", () => {
  it("reads the hidden input's JSON in order, titles trimmed, languages kept", () => {
    const posted = JSON.stringify([
      { media: B, title: "  Bid document, Lot 1 ", language: "am" },
      { media: A.toUpperCase(), title: "Technical specification" },
    ]);
    expect(documentFilesSchema.parse(posted)).toEqual([
      { media: B, title: "Bid document, Lot 1", language: "am" },
      { media: A, title: "Technical specification" },
    ]);
  });

  it("takes an empty field as no files", () => {
    expect(documentFilesSchema.parse("")).toEqual([]);
    expect(documentFilesSchema.parse(undefined)).toEqual([]);
    expect(documentFilesSchema.parse("[]")).toEqual([]);
  });

  it("refuses what is not a list of files with a clear message", () => {
    expect(firstMessage("{not json")).toBe(DOCUMENT_FILES_MESSAGES.invalid);
    expect(firstMessage('{"media":"x"}')).toBe(DOCUMENT_FILES_MESSAGES.invalid);
    expect(firstMessage(JSON.stringify([{ media: "../etc/passwd", title: "A" }]))).toBe(
      DOCUMENT_FILES_MESSAGES.unknown,
    );
  });

  it("refuses a file without a title, a title too long, a language not the site's, a file twice", () => {
    expect(firstMessage(JSON.stringify([{ media: A, title: "   " }]))).toBe(
      DOCUMENT_FILES_MESSAGES.titleRequired,
    );
    expect(firstMessage(JSON.stringify([{ media: A, title: "x".repeat(201) }]))).toBe(
      DOCUMENT_FILES_MESSAGES.titleTooLong,
    );
    expect(firstMessage(JSON.stringify([{ media: A, title: "A", language: "fr" }]))).toBe(
      DOCUMENT_FILES_MESSAGES.language,
    );
    expect(
      firstMessage(
        JSON.stringify([
          { media: A, title: "A" },
          { media: A.toUpperCase(), title: "B" },
        ]),
      ),
    ).toBe(DOCUMENT_FILES_MESSAGES.duplicate);
  });

  it("refuses more files than a page can list", () => {
    const many = Array.from({ length: DOCUMENT_FILES_MAX + 1 }, (_, i) => ({
      media: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
      title: `File ${i}`,
    }));
    expect(firstMessage(JSON.stringify(many))).toBe(DOCUMENT_FILES_MESSAGES.tooMany);
  });
});

describe("what the field takes before sending", () => {
  it("takes only PDFs, or for a press kit PDFs, PNG, JPEG and SVG", () => {
    const pdf = refuseDocumentFile("pdf");
    expect(pdf({ name: "Tender.PDF", type: "" })).toBeUndefined();
    expect(pdf({ name: "logo.png", type: "image/png" })).toBe(DOCUMENT_FILES_MESSAGES.choosePdf);
    const kit = refuseDocumentFile("press-kit");
    expect(kit({ name: "logo.svg", type: "image/svg+xml" })).toBeUndefined();
    expect(kit({ name: "photo.jpg", type: "image/jpeg" })).toBeUndefined();
    expect(kit({ name: "clip.mp4", type: "video/mp4" })).toBe(
      DOCUMENT_FILES_MESSAGES.choosePressKit,
    );
  });

  it("offers a stored SVG logo only to a press kit, and no other document but a PDF", () => {
    const svg = { kind: "document", contentType: "image/svg+xml" };
    expect(acceptsStoredFile("press-kit", svg)).toBe(true);
    expect(acceptsStoredFile("pdf", svg)).toBe(false);
    expect(acceptsStoredFile("pdf", { kind: "document", contentType: "application/pdf" })).toBe(
      true,
    );
    expect(acceptsStoredFile("press-kit", { kind: "video", contentType: "video/mp4" })).toBe(false);
  });

  it("refuses a PDF over the library's limit before it travels", () => {
    const refuse = refuseDocumentFile("pdf", 1024 * 1024);
    expect(refuse({ name: "scan.pdf", type: "application/pdf", size: 1024 * 1024 + 1 })).toBe(
      "PDF documents must be at most 1 MB.",
    );
    expect(
      refuse({ name: "scan.pdf", type: "application/pdf", size: 1024 * 1024 }),
    ).toBeUndefined();
  });

  it("starts a title from the file's name", () => {
    expect(titleFromName("Annual_report-2016-EC.pdf")).toBe("Annual report 2016 EC");
  });
});

const FILES: DocumentFileInfo[] = [
  {
    media: A,
    title: "Bid document",
    language: "en",
    originalName: "bid-document.pdf",
    bytes: 1_572_864,
    pages: 12,
    contentType: "application/pdf",
    url: "/uploads/aaaa.pdf",
    textState: "found",
  },
  {
    media: B,
    title: "Site drawings",
    language: "am",
    originalName: "drawings.pdf",
    bytes: 2048,
    pages: 1,
    contentType: "application/pdf",
    url: "/uploads/bbbb.pdf",
    textState: "none",
  },
];

const decode = (html: string) =>
  html.replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&amp;", "&");

describe("the document files field", () => {
  const html = decode(
    renderToString(
      <DocumentFilesField name="documents" label="Bid documents" files={FILES} withLanguage />,
    ),
  );

  it("posts the files in order as one hidden input of JSON", () => {
    const value = /<input type="hidden" name="documents" value="([^"]*)"/.exec(
      renderToString(
        <DocumentFilesField name="documents" label="Bid documents" files={FILES} withLanguage />,
      ),
    )?.[1];
    expect(JSON.parse(decode(value ?? ""))).toEqual([
      { media: A, title: "Bid document", language: "en" },
      { media: B, title: "Site drawings", language: "am" },
    ]);
  });

  it("shows each file's size and pages, and says which has no text", () => {
    expect(html).toContain("1.5 MB · 12 pages");
    expect(html).toContain("2 KB · 1 page");
    expect(html.split(NO_TEXT_FOUND)).toHaveLength(2);
    expect(NO_TEXT_FOUND).toBe("No text found: scanned?");
  });

  it("names every control uniquely, by its field and its row", () => {
    for (const name of [
      "Title (Bid documents, file 1)",
      "Title (Bid documents, file 2)",
      "Language (Bid documents, file 2)",
      "Move up (Bid documents, file 2)",
      "Move down (Bid documents, file 1)",
      "Remove (Bid documents, file 1)",
      "Upload PDF (Bid documents)",
      "Choose from the library (Bid documents)",
    ]) {
      const [visible, context] = name.split(" (");
      expect(html).toContain(`${visible}<span class="sr-only"> (${context}</span>`);
    }
  });

  it("cannot move the first file up or the last one down", () => {
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>.*?Move up.*?file 1\)/);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>.*?Move down.*?file 2\)/);
  });
});
