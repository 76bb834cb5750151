/**
 * The opaque `cursor` of a collection's pages: base64url of the collection's name, the last
 * item's sort key and its id (keyset pagination). The next page starts strictly after that
 * key and id, so an item published meanwhile (at the top) never shifts what follows, and a
 * cursor stays valid as long as anyone keeps it. A cursor that does not decode to exactly this,
 * or is another collection's, is refused (the caller answers 400).
 */

/** The sort keys a kind orders by: a moment (with microseconds, as PostgreSQL keeps it) or a date. */
export type SortKeyType = "timestamp" | "date";

const SORT_KEY: Record<SortKeyType, RegExp> = {
  timestamp: /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.\d{6}Z$/,
  date: /^(\d{4})-(\d{2})-(\d{2})$/,
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Far longer than any cursor made here: a longer one is not even decoded. */
const MAX_CURSOR_LENGTH = 400;

export interface CursorPosition {
  /** The last item's sort key, as the database gave it in text. */
  key: string;
  /** The last item's id. */
  id: string;
}

/** The cursor after `position` in `collection`. */
export function encodeCursor(collection: string, position: CursorPosition): string {
  return Buffer.from(JSON.stringify([collection, position.key, position.id])).toString("base64url");
}

/**
 * The position a cursor of `collection` names, or undefined when it is not one (malformed,
 * forged, another collection's, or its key is no valid `keyType`).
 */
export function decodeCursor(
  cursor: string,
  collection: string,
  keyType: SortKeyType,
): CursorPosition | undefined {
  if (cursor.length === 0 || cursor.length > MAX_CURSOR_LENGTH) return undefined;
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) return undefined;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    return undefined;
  }
  if (!Array.isArray(decoded) || decoded.length !== 3) return undefined;
  const [name, key, id] = decoded;
  if (name !== collection || typeof key !== "string" || typeof id !== "string") return undefined;
  if (!UUID.test(id) || !isSortKey(key, keyType)) return undefined;
  return { key, id };
}

/** Whether `key` is a real date (and time) written as `keyType` is. */
export function isSortKey(key: string, keyType: SortKeyType): boolean {
  const match = SORT_KEY[keyType].exec(key);
  if (!match) return false;
  const [year, month, day, hour = 0, minute = 0, second = 0] = match.slice(1).map(Number);
  return isCalendarMoment(year, month, day, hour, minute, second);
}

/** Whether the parts name a moment that exists (no 30 February, no 25 o'clock). */
export function isCalendarMoment(
  year = Number.NaN,
  month = Number.NaN,
  day = Number.NaN,
  hour = 0,
  minute = 0,
  second = 0,
): boolean {
  if (year < 1000 || hour > 23 || minute > 59 || second > 59) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}
