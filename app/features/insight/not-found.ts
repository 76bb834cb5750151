/** The longest path the 404 log keeps (a longer one is cut here). */
export const NOT_FOUND_PATH_CHARS = 300;

/**
 * The addresses whose 404s are not the public's: the dashboard, previews, the test and health
 * endpoints, the media files and the built assets, the beacon, and files a browser asks for by
 * itself.
 */
const NOT_COUNTED =
  /^\/(admin|preview|__test|media|assets|seen[^/]*|healthz|readyz|metrics|favicon\.ico|apple-touch-icon[^/]*|\.well-known)(\/|\.|$)/;

/** The path the 404 log counts a request under; undefined when such a 404 is not counted. */
export function notFoundPath(path: string): string | undefined {
  if (NOT_COUNTED.test(path) || path.endsWith(".data")) return undefined;
  let decoded = path;
  try {
    decoded = decodeURI(path);
  } catch {
    // A malformed escape is logged as it was asked for.
  }
  return Array.from(decoded).slice(0, NOT_FOUND_PATH_CHARS).join("");
}

/** The host of a Referer header ('' for none or one that is not an address). */
export function referrerHost(referrer: string | null | undefined): string {
  if (!referrer) return "";
  try {
    const { protocol, hostname } = new URL(referrer);
    return protocol === "http:" || protocol === "https:" ? hostname.slice(0, 253) : "";
  } catch {
    return "";
  }
}

/** One row of Insight's 404 list. */
export interface NotFoundRow {
  path: string;
  referrerHost: string;
  hits: number;
  /** ISO time. */
  lastSeenAt: string;
}

export interface NotFoundInsight {
  rows: NotFoundRow[];
  /** All the addresses logged (the list shows the most asked for). */
  total: number;
}
