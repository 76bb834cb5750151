/**
 * What a redirect may be (ADR 056): from a path of this site (no query, no trailing slash) to a
 * path of this site or an `https://` address, 301 or 302. Shared by the form, the CSV import and
 * the server that answers them. (No server code here: the page imports it too.)
 */
/** The answers a redirect may give (the table's check, db/schema.ts's REDIRECT_STATUSES). */
export const REDIRECT_STATUSES = [301, 302] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];

/** The longest address a redirect is made from or to. */
export const REDIRECT_ADDRESS_CHARS = 500;

/** The admin's and the server's own addresses, which no redirect may take over. */
const RESERVED_PATH =
  /^\/(admin|preview|media|assets|__test|healthz|readyz|metrics|seen[^/]*)(\/|\.|$)/;

export type Checked<T> = { ok: true; value: T } | { ok: false; error: string };

/**
 * The path an address is matched by: percent-escapes read (`/caf%C3%A9` is `/café`), no trailing
 * slash (but `/`), spaces around trimmed. A request's path goes through it too, so `/old/` and
 * `/old` find the same redirect.
 */
export function matchedPath(path: string): string {
  let decoded = path.trim();
  try {
    decoded = decodeURI(decoded);
  } catch {
    // A malformed escape stays as it was typed.
  }
  return decoded.length > 1 ? decoded.replace(/\/+$/, "") || "/" : decoded;
}

/** A redirect's old address: a path of this site, without a query or a fragment. */
export function checkFromPath(raw: string): Checked<string> {
  const typed = raw.trim();
  if (!typed) return { ok: false, error: "Enter the old address, a path such as /old-page." };
  let path = typed;
  // A whole address of this (or the old) site is taken as its path.
  if (/^https?:\/\//i.test(typed)) {
    try {
      path = new URL(typed).pathname;
    } catch {
      return { ok: false, error: "The old address is not a valid address." };
    }
  }
  if (!path.startsWith("/") || path.startsWith("//"))
    return { ok: false, error: "The old address must be a path of this site, starting with /." };
  if (/[?#]/.test(path))
    return {
      ok: false,
      error: "The old address is matched without a query: remove what follows ? or #.",
    };
  if (/\s/.test(path)) return { ok: false, error: "The old address cannot contain spaces." };
  const matched = matchedPath(path);
  if (matched.length > REDIRECT_ADDRESS_CHARS)
    return {
      ok: false,
      error: `The old address is longer than ${REDIRECT_ADDRESS_CHARS} characters.`,
    };
  if (matched === "/") return { ok: false, error: "The home page cannot be redirected." };
  if (RESERVED_PATH.test(matched))
    return {
      ok: false,
      error: "The dashboard's and the server's own addresses cannot be redirected.",
    };
  return { ok: true, value: matched };
}

/**
 * A redirect's target: a path of this site (kept with its query) or an `https://` address;
 * never `http:`, `javascript:` or `//host`.
 */
export function checkTarget(raw: string): Checked<string> {
  const typed = raw.trim();
  if (!typed)
    return {
      ok: false,
      error: "Enter where it leads: a path such as /news or an https:// address.",
    };
  if (typed.length > REDIRECT_ADDRESS_CHARS)
    return {
      ok: false,
      error: `The new address is longer than ${REDIRECT_ADDRESS_CHARS} characters.`,
    };
  if (/\s/.test(typed)) return { ok: false, error: "The new address cannot contain spaces." };
  if (typed.startsWith("/") && !typed.startsWith("//")) {
    if (typed.startsWith("/\\"))
      return { ok: false, error: "The new address is not a valid path." };
    const [path = "", rest = ""] = splitPath(typed);
    return { ok: true, value: `${matchedPath(path)}${rest}` };
  }
  if (!/^https:\/\//i.test(typed))
    return {
      ok: false,
      error:
        "The new address must be a path of this site (starting with /) or an https:// address.",
    };
  try {
    const url = new URL(typed);
    if (url.protocol !== "https:" || !url.hostname || url.username || url.password)
      return { ok: false, error: "The new address is not a valid https:// address." };
    return { ok: true, value: url.href };
  } catch {
    return { ok: false, error: "The new address is not a valid https:// address." };
  }
}

/** A path and what follows it (`?…` or `#…`). */
function splitPath(target: string): [string, string] {
  const at = target.search(/[?#]/);
  return at === -1 ? [target, ""] : [target.slice(0, at), target.slice(at)];
}

/** The path of this site a target leads to (undefined: another site). */
export function targetPath(target: string): string | undefined {
  return target.startsWith("/") ? splitPath(target)[0] : undefined;
}

/** 301 or 302 from a form's or a CSV's text; an empty one is 301 (moved for good). */
export function checkStatus(raw: string | number | undefined): Checked<RedirectStatus> {
  const text = String(raw ?? "").trim();
  if (text === "") return { ok: true, value: 301 };
  const status = Number(text);
  return status === 301 || status === 302
    ? { ok: true, value: status }
    : { ok: false, error: "The status must be 301 (moved for good) or 302 (for now)." };
}

/**
 * Where a request is sent: the target, with the request's query passed on when the target has
 * none of its own (an old link's campaign tags still arrive).
 */
export function redirectLocation(target: string, search: string): string {
  if (!search || search === "?" || /[?#]/.test(target)) return target;
  return `${target}${search.startsWith("?") ? search : `?${search}`}`;
}
