import { Transform } from "node:stream";

/**
 * Large, static parts of a hydrated page (the admin lists) are HTML rendered on the server and
 * never hydrated. On a document request the HTML is not put into the loader's data — that data
 * is sent to the browser a second time for hydration — but kept in `context.islands` and
 * spliced into the page where <ServerHtml> left its marker. On a data request (client
 * navigation, revalidation) there is no page to splice into, so the HTML travels as data, in
 * the pieces it was rendered in (the browser adds them a few at a time).
 */
export function withServerHtml<T extends object>(
  context: { documentRequest: boolean; islands: Map<string, string> },
  key: string,
  pieces: string[],
  rest: T,
): T & { html: string[] | null } {
  if (context.documentRequest) {
    context.islands.set(key, pieces.join(""));
    return { ...rest, html: null };
  }
  return { ...rest, html: pieces };
}

export function serverHtmlMarker(key: string): string {
  return `<!--server-html:${key}-->`;
}

/**
 * Replaces each island's marker in the streamed page with its HTML. A marker split across two
 * chunks is found too: the end of each chunk that could start a marker is held back.
 */
export function spliceServerHtml(islands: Map<string, string>): Transform {
  const markers = [...islands.keys()].map((key) => [serverHtmlMarker(key), key] as const);
  const longest = Math.max(...markers.map(([marker]) => marker.length));
  let pending = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      let text = pending + chunk.toString("utf8");
      for (const [marker, key] of markers) {
        if (text.includes(marker)) text = text.replace(marker, () => islands.get(key) ?? "");
      }
      // Hold back what could be the start of a marker (markers are ASCII, so no character is cut).
      const start = text.lastIndexOf("<");
      const tail = start >= 0 && text.length - start < longest ? text.slice(start) : "";
      const keep = markers.some(([marker]) => marker.startsWith(tail)) ? tail.length : 0;
      pending = text.slice(text.length - keep);
      callback(null, text.slice(0, text.length - keep));
    },
    flush(callback) {
      callback(null, pending);
    },
  });
}
