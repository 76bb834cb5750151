/**
 * A 300-page PDF uploaded to the media library, through the real server: how long until its
 * text is read and its cover made (by the image worker), and the server's own memory (RSS)
 * before, during and after — the reading happens in the worker, so the server stays near idle.
 */
import { PDFDocument, StandardFonts } from "pdf-lib";
import type { ServerProcess } from "../lib/server-process";
import { signedInCookie } from "./admin-list";
import { rssMb } from "./memory";

const PAGES = 300;

async function reportOfPages(pages: number): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let number = 1; number <= pages; number++) {
    const page = document.addPage();
    for (let line = 0; line < 40; line++) {
      page.drawText(`Page ${number}, line ${line + 1}: revenue, copper output and outlook.`, {
        x: 50,
        y: 780 - line * 18,
        font,
        size: 11,
      });
    }
  }
  return Buffer.from(await document.save());
}

export async function measurePdfExtraction(
  server: ServerProcess,
  row: (label: string, value: string) => void,
) {
  const cookie = await signedInCookie(server.url);
  const report = await reportOfPages(PAGES);
  const before = rssMb(server.pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(server.pid));
  }, 50);
  try {
    const body = new FormData();
    body.append(
      "file",
      new File([new Uint8Array(report)], "annual-report.pdf", { type: "application/pdf" }),
    );
    const started = performance.now();
    const answer = await fetch(`${server.url}/admin/media/upload`, {
      method: "POST",
      body,
      headers: { cookie, origin: server.url },
    });
    if (answer.status !== 201) throw new Error(`the upload answered ${answer.status}`);
    const { media } = (await answer.json()) as { media: { id: string } };
    // Until the library says the PDF's text is read (the field's own list of files).
    for (;;) {
      const listed = await fetch(`${server.url}/admin/media/documents`, { headers: { cookie } });
      const { files } = (await listed.json()) as {
        files: { media: string; textState: string | null; pages: number | null }[];
      };
      const file = files.find((entry) => entry.media === media.id);
      if (file && file.textState !== "pending") {
        if (file.textState !== "found" || file.pages !== PAGES) {
          throw new Error(`the PDF was read as ${file.textState}, ${file.pages} pages`);
        }
        break;
      }
      if (performance.now() - started > 300_000) throw new Error("the PDF was not read in 5 min");
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const read = performance.now() - started;
    clearInterval(sampler);
    const after = rssMb(server.pid);
    row(
      `media: ${PAGES}-page PDF read in the worker`,
      `${(report.length / 2 ** 20).toFixed(1)} MB; text and cover after ${(read / 1000).toFixed(1)} s`,
    );
    row(
      "media: server RSS while a PDF is read",
      `${before.toFixed(0)} MB before → ${peak.toFixed(0)} MB peak → ${after.toFixed(0)} MB after, +${(peak - before).toFixed(0)} MB (goal ≤ +100 MB)`,
    );
  } finally {
    clearInterval(sampler);
  }
}
