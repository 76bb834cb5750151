import fs from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * What the library learns of a PDF by reading it: its pages, each page's text (for site search)
 * and its first page drawn as a PNG (the document's cover). Done with pdfjs-dist and
 * @napi-rs/canvas in the image worker (image-work.server.ts), never in the server: a long
 * report's fonts, text and drawing pass through that child's memory, which goes back to the
 * system when it exits.
 */
export interface PdfReading {
  pages: number;
  /** The text of each page, in order ('' for a page without text). */
  texts: string[];
  /** Page 1 as a PNG, or null when it cannot be drawn. */
  cover: Buffer | null;
}

/** The cover's width in pixels: enough for the largest place a page shows it. */
const COVER_WIDTH = 1200;

const pdfjsFolder = () =>
  path.dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json"));

/** pdfjs's metrics of the 14 standard fonts (Helvetica, Times…), which PDFs use without embedding. */
const standardFontData = () => `${path.join(pdfjsFolder(), "standard_fonts")}/`;

/**
 * The canvas pdfjs draws with, as pdfjs itself loads it: its paths (Path2D) must be of the same
 * copy of @napi-rs/canvas as the canvas they are drawn on, and pdfjs may have one of its own.
 */
const pdfjsCanvas = () =>
  createRequire(path.join(pdfjsFolder(), "package.json"))(
    "@napi-rs/canvas",
  ) as typeof import("@napi-rs/canvas");

/** Characters PostgreSQL's text cannot hold (NUL) or search has no use for. */
const clean = (text: string) =>
  text
    .replace(/[^\P{Cc}\n]/gu, " ")
    .replace(/ +\n/g, "\n")
    .trim();

/** Reads the PDF at `file` (a path: the worker reads it itself rather than receive its bytes). */
export async function readPdf(file: string): Promise<PdfReading> {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const data = new Uint8Array(await fs.readFile(file));
  const document = await pdfjs.getDocument({
    data,
    standardFontDataUrl: standardFontData(),
    // No code made from the file's contents is ever run, and no fonts are installed.
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  try {
    const texts: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      let text = "";
      for (const item of content.items) {
        if (!("str" in item)) continue;
        text += item.str;
        if (item.hasEOL) text += "\n";
        else if (item.str && !item.str.endsWith(" ")) text += " ";
      }
      texts.push(clean(text));
      page.cleanup();
    }
    return { pages: document.numPages, texts, cover: await drawCover(document) };
  } finally {
    await document.destroy();
  }
}

async function drawCover(
  document: Awaited<ReturnType<typeof import("pdfjs-dist")["getDocument"]>["promise"]>,
): Promise<Buffer | null> {
  try {
    const { createCanvas } = pdfjsCanvas();
    const page = await document.getPage(1);
    const base = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: COVER_WIDTH / base.width });
    const canvas = createCanvas(Math.round(viewport.width), Math.round(viewport.height));
    const context = canvas.getContext("2d");
    // A page is drawn on white paper; its own transparent parts stay white.
    context.fillStyle = "#fff";
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({
      canvas: canvas as unknown as HTMLCanvasElement,
      canvasContext: context as unknown as CanvasRenderingContext2D,
      viewport,
    }).promise;
    page.cleanup();
    return await canvas.encode("png");
  } catch {
    // A page pdfjs cannot draw leaves the document without a cover, not without its text.
    return null;
  }
}
