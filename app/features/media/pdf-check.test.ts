import { PDFDocument, PDFName, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { fakePdf, pdf, pdfOfSize, truncatedPdf } from "../../../tests/support/media-fixtures";
import { checkLibraryPdf } from "./pdf-check.server";
import { MediaRefusal } from "./refusal";
import { MEDIA_MESSAGES } from "./rules";

function refusal(bytes: Buffer, maxBytes?: number): string | undefined {
  try {
    checkLibraryPdf(bytes, maxBytes);
    return undefined;
  } catch (error) {
    if (error instanceof MediaRefusal) return error.message;
    throw error;
  }
}

/** A one-page PDF with a line of text, as pdf-lib writes it (object streams by default). */
async function written(
  change: (document: PDFDocument) => void | Promise<void> = () => undefined,
  useObjectStreams = true,
): Promise<Buffer> {
  const document = await PDFDocument.create();
  const page = document.addPage();
  const font = await document.embedFont(StandardFonts.Helvetica);
  page.drawText("Annual report", { x: 50, y: 700, font });
  await change(document);
  return Buffer.from(await document.save({ useObjectStreams }));
}

/** The catalog of `pdf()` given one more entry, written by hand (no object streams). */
const catalogWith = (entry: string) =>
  Buffer.from(
    pdf(1)
      .toString("latin1")
      .replace("<< /Type /Catalog /Pages 2 0 R >>", `<< /Type /Catalog /Pages 2 0 R ${entry} >>`),
    "latin1",
  );

describe("a PDF for the media library", () => {
  it("is accepted when it is a plain document, written with or without object streams", async () => {
    expect(refusal(pdf(3))).toBeUndefined();
    expect(refusal(await written())).toBeUndefined();
    expect(refusal(await written(undefined, false))).toBeUndefined();
  });

  it("is refused when it only starts like a PDF, was cut short, or is something else", () => {
    expect(refusal(fakePdf())).toBe(MEDIA_MESSAGES.notDocument);
    expect(refusal(truncatedPdf())).toBe(MEDIA_MESSAGES.notDocument);
    expect(refusal(Buffer.from("MZ\x90\x00 This program cannot be run in DOS mode.\n%%EOF"))).toBe(
      MEDIA_MESSAGES.notDocument,
    );
    expect(refusal(Buffer.from("<!doctype html><p>Invoice</p>"))).toBe(MEDIA_MESSAGES.notDocument);
  });

  it("is refused over the configured size, with a message naming the limit", () => {
    const megabyte = 1024 * 1024;
    expect(refusal(pdfOfSize(megabyte), megabyte)).toBeUndefined();
    expect(refusal(pdfOfSize(megabyte + 1), megabyte)).toBe("PDF documents must be at most 1 MB.");
    expect(refusal(pdfOfSize(50 * megabyte + 1))).toBe("PDF documents must be at most 50 MB.");
  });

  it("is refused with its own message when it is encrypted", () => {
    const encrypted = Buffer.from(
      pdf(1)
        .toString("latin1")
        .replace("/Root 1 0 R", "/Root 1 0 R /Encrypt << /Filter /Standard /V 2 /R 3 >>"),
      "latin1",
    );
    expect(refusal(encrypted)).toBe(MEDIA_MESSAGES.documentEncrypted);
    expect(MEDIA_MESSAGES.documentEncrypted).not.toBe(MEDIA_MESSAGES.notDocument);
  });

  it("is refused when it holds JavaScript, even packed in an object stream", async () => {
    const script = await written((document) => document.addJavaScript("greet", "app.alert(1)"));
    expect(script.toString("latin1")).not.toContain("JavaScript");
    expect(refusal(script)).toBe(MEDIA_MESSAGES.documentActive);
    expect(refusal(await written((d) => d.addJavaScript("greet", "app.alert(1)"), false))).toBe(
      MEDIA_MESSAGES.documentActive,
    );
    // A name may spell a letter by its hex code.
    expect(refusal(catalogWith("/OpenAction << /S /J#61vaScript /JS (app.alert(1)) >>"))).toBe(
      MEDIA_MESSAGES.documentActive,
    );
  });

  it("is refused when it launches a program or carries files", async () => {
    expect(refusal(catalogWith("/OpenAction << /S /Launch /F (cmd.exe) >>"))).toBe(
      MEDIA_MESSAGES.documentActive,
    );
    const attached = await written((document) =>
      document.attach(Buffer.from("MZ"), "setup.exe", { mimeType: "application/octet-stream" }),
    );
    expect(refusal(attached)).toBe(MEDIA_MESSAGES.documentActive);
  });

  it("does not take the bytes of an image or a page for names", async () => {
    // An image whose data happens to spell /JavaScript: data, not a dictionary.
    const withImage = await written((document) => {
      const data = Buffer.from("\x00\x01/JavaScript /Launch \x02\x03", "latin1");
      const stream = document.context.stream(data, {
        Type: "XObject",
        Subtype: "Image",
        Width: 1,
        Height: 1,
      });
      document.catalog.set(PDFName.of("Unused"), document.context.register(stream));
    }, false);
    expect(withImage.toString("latin1")).toContain("/JavaScript /Launch");
    expect(refusal(withImage)).toBeUndefined();
  });
});
