import { Readable } from "node:stream";
import type { Context, Handler } from "hono";
import type { MediaStorage } from "../features";

/**
 * The media library's files at /uploads/<key> (the site's own assets keep /media/). Names carry the content hash, so every answer may
 * be cached for a year. Only served names are accepted: a kept original (`<hash>.original`)
 * never is. PDFs open in the browser under their uploaded name, and answer Range requests
 * (viewers fetch the pages they show). A press kit's SVG logo is only ever downloaded (ADR 047).
 */
const SERVED_KEY =
  /^[0-9a-f]{32}(?:(?:-(?:\d{1,4}|og|icon-\d{2,3}|share-[0-9a-f]{12}))?\.(?:jpg|png|webp|avif)|\.(?:pdf|svg|mp4|webm))$/;
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * An SVG runs its scripts when opened at its own address: it is saved, never shown (attachment),
 * and were a browser to show it anyway, it would be in a sandbox of its own, with no scripts and
 * nothing fetched, of no other type than its own.
 */
const SVG_HEADERS = {
  "Content-Security-Policy": "sandbox; default-src 'none'; style-src 'unsafe-inline'",
  "X-Content-Type-Options": "nosniff",
} as const;

type ByteRange = { start: number; end?: number } | { suffix: number };

/** One `bytes=` range; several ranges or anything malformed are answered in full, as RFC 9110 allows. */
function parseRange(header: string | undefined): ByteRange | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? "");
  if (!match) return undefined;
  const [, from, to] = match as unknown as [string, string, string];
  if (from === "" && to === "") return undefined;
  if (from === "") return { suffix: Number(to) };
  const start = Number(from);
  const end = to === "" ? undefined : Number(to);
  if (end !== undefined && end < start) return undefined;
  return { start, end };
}

/** `inline; filename="…"` (or `attachment`) with an ASCII fallback and the exact name in `filename*`. */
export function contentDisposition(name: string, type: "inline" | "attachment" = "inline"): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, "_");
  // RFC 8187 allows fewer characters unescaped than encodeURIComponent leaves.
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export function mediaFiles({
  storage,
  documentName,
  countDownload,
}: {
  storage: MediaStorage;
  /** The uploaded name of a PDF or an SVG, by the key's hash. */
  documentName: (hash: string) => Promise<string | undefined>;
  /** One whole download of a PDF or an SVG, by its hash (counted for staff; nothing of who asked). */
  countDownload?: (hash: string) => void;
}): Handler {
  return async (c) => {
    const key = c.req.param("key") ?? "";
    if (!SERVED_KEY.test(key)) return notFound(c);
    const isPdf = key.endsWith(".pdf");
    const isSvg = key.endsWith(".svg");
    const ranged = isPdf || key.endsWith(".mp4") || key.endsWith(".webm");
    const asked = ranged ? parseRange(c.req.header("range")) : undefined;
    // A download is a GET of the whole file, or of a range from its first byte (a viewer's
    // first request); the later ranges a viewer asks for are the same download.
    const download =
      (isPdf && c.req.method === "GET" && (!asked || ("start" in asked && asked.start === 0))) ||
      (isSvg && c.req.method === "GET");
    // An SVG is always answered here, with its headers: a bucket's address would show it.
    const publicUrl = isSvg ? undefined : storage.publicUrl(key);
    if (publicUrl) {
      if (download) countDownload?.(key.slice(0, 32));
      c.header("Cache-Control", IMMUTABLE);
      return c.redirect(publicUrl, 302);
    }
    let range: { start: number; end: number } | undefined;
    if (asked) {
      const head = await storage.head(key);
      if (!head) return notFound(c);
      const start = "suffix" in asked ? Math.max(0, head.size - asked.suffix) : asked.start;
      if (start >= head.size) {
        return c.body(null, 416, { "Content-Range": `bytes */${head.size}` });
      }
      const last = head.size - 1;
      const end = "suffix" in asked ? last : Math.min(asked.end ?? last, last);
      range = { start, end };
    }
    if (c.req.method === "HEAD") {
      // Headers only: opening the file (or the S3 object) would leave it open.
      const head = await storage.head(key);
      if (!head) return notFound(c);
      const saved = isSvg
        ? {
            ...SVG_HEADERS,
            "Content-Disposition": contentDisposition(
              (await documentName(key.slice(0, 32))) ?? key,
              "attachment",
            ),
          }
        : {};
      return c.body(null, 200, {
        "Content-Type": head.contentType,
        "Content-Length": String(head.size),
        "Cache-Control": IMMUTABLE,
        "Accept-Ranges": ranged ? "bytes" : "none",
        ...saved,
      });
    }
    // The document's name first: a failed lookup must not leave the file (or S3 answer) open.
    const name = isPdf || isSvg ? await documentName(key.slice(0, 32)) : undefined;
    const object = await storage.get(key, range);
    if (!object) return notFound(c);
    if (download) countDownload?.(key.slice(0, 32));
    const headers: Record<string, string> = {
      "Content-Type": object.contentType,
      "Cache-Control": IMMUTABLE,
      "Accept-Ranges": ranged ? "bytes" : "none",
    };
    if (isPdf) headers["Content-Disposition"] = contentDisposition(name ?? key);
    if (isSvg) {
      Object.assign(headers, SVG_HEADERS);
      headers["Content-Disposition"] = contentDisposition(name ?? key, "attachment");
    }
    const body = Readable.toWeb(object.body as Readable) as ReadableStream;
    if (object.range) {
      headers["Content-Range"] = `bytes ${object.range.start}-${object.range.end}/${object.size}`;
      headers["Content-Length"] = String(object.range.end - object.range.start + 1);
      return c.body(body, 206, headers);
    }
    headers["Content-Length"] = String(object.size);
    return c.body(body, 200, headers);
  };
}

/**
 * No such file, kept by no cache: a size of a new upload is missing only until it is made, and
 * must not be remembered as missing by a proxy or a browser.
 */
function notFound(c: Context) {
  return c.text("Not Found", 404, { "Cache-Control": "no-store" });
}
