/**
 * Plain answers for requests an address cannot take. React Router's own explain the problem in
 * terms of its internal route ids, which are nobody's business (ADR 019).
 */

/** A form posted to an address that takes none (pages, feeds, data requests alike). */
export function methodNotAllowed(headers?: Headers): Response {
  const plain = new Headers(headers);
  plain.set("Content-Type", "text/plain; charset=utf-8");
  plain.set("Allow", "GET, HEAD");
  plain.set("Cache-Control", "no-store");
  plain.delete("Content-Length");
  return new Response("This address does not accept form submissions.", {
    status: 405,
    headers: plain,
  });
}

/**
 * A data request (`….data`) for nothing: the browser's router shows its not-found page for any
 * plain 404, so the answer need not carry the route tree.
 */
export function dataNotFound(): Response {
  return new Response("Not Found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
