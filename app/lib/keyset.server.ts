import { type AnyColumn, and, desc, lte, type SQL, sql } from "drizzle-orm";
import { isUuid } from "~/lib/forms";
import type { ListPage } from "~/lib/list-page";

/**
 * The admin lists' pages (ADR 035): one list, newest first, read a page at a time below the last
 * row shown, by its creation time and id. Every admin list reads its address and its rows
 * through these, so a cursor one list writes is one any list reads.
 */

/**
 * Where a list's page starts: below the row with this creation time and id (the rows are ordered
 * by both). The time is Postgres's own text of it, to the microsecond: a JavaScript date would
 * drop the microseconds and skip rows made within the same millisecond.
 */
export interface ListCursor {
  createdAt: string;
  id: string;
}

/** The rows a list's first screen shows; the others come as the reader scrolls. */
export const FIRST_ROWS = 50;
/** The most rows one answer holds (a reader scrolling fast asks for more at a time). */
export const MAX_ROWS = 1_000;

/** What a list answers to an address whose page it did not write (a 400). */
export const INVALID_LIST_ADDRESS = "This list address is not valid.";

/** A cursor as the address carries it: the row's creation time (UTC, microseconds) and id. */
const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})\.(\d{6})Z_([0-9a-f-]{36})$/;

/** A cursor as `?before=` carries it. */
export function cursorParam(cursor: ListCursor): string {
  return `${cursor.createdAt}_${cursor.id}`;
}

/** A cursor from `?before=`, or undefined when it is not one a list wrote. */
function parseCursor(value: string): ListCursor | undefined {
  const [, seconds = "", micros = "", id = ""] = CURSOR.exec(value) ?? [];
  if (!isUuid(id)) return undefined;
  // A time the calendar has (not 31 February): it reads back the same.
  const time = new Date(`${seconds}Z`);
  if (Number.isNaN(time.getTime()) || time.toISOString().slice(0, 19) !== seconds) {
    return undefined;
  }
  return { createdAt: `${seconds}.${micros}Z`, id };
}

/**
 * A whole number from `value` between `min` and `max`, `fallback` when there is none, undefined
 * when it is something else.
 */
export function wholeNumber(value: string | null, fallback: number, min: number, max: number) {
  if (value === null || value === "") return fallback;
  if (!/^\d{1,7}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= min && n <= max ? n : undefined;
}

/** Which page of a list an address asks for. */
export interface PageQuery {
  /** The rows after this one (`?before=`, the 'Show older' link), or the newest. */
  before: ListCursor | undefined;
  /** How many rows (`?rows=`, FIRST_ROWS by default). */
  rows: number;
}

/**
 * The page an address asks for, or undefined when its `?before=` or `?rows=` is not one a list
 * writes (the route answers 400: a page of rows from a wrong place would repeat or skip rows in
 * the reader's list).
 */
export function readPageQuery(params: URLSearchParams): PageQuery | undefined {
  const rawBefore = params.get("before");
  const before = rawBefore ? parseCursor(rawBefore) : undefined;
  const rows = wholeNumber(params.get("rows"), FIRST_ROWS, 1, MAX_ROWS);
  if ((rawBefore && !before) || rows === undefined) return undefined;
  return { before, rows };
}

/** The time of a row's cursor, selected with the row: Postgres's UTC text, to the microsecond. */
export function cursorTime(createdAt: AnyColumn): SQL<string> {
  return sql<string>`to_char(${createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/** Rows read with their `cursorTime`, each with its cursor in its place. */
export function withCursors<Row extends { id: string; cursorTime: string }>(
  rows: Row[],
): (Omit<Row, "cursorTime"> & { cursor: ListCursor })[] {
  return rows.map(({ cursorTime, ...row }) => ({
    ...row,
    cursor: { createdAt: cursorTime, id: row.id },
  }));
}

/** The rows below `before` in a list ordered by `newestFirst` (every row without one). */
export function olderThan(
  createdAt: AnyColumn,
  id: AnyColumn,
  before: ListCursor | undefined,
): SQL | undefined {
  if (!before) return undefined;
  // The bound on created_at alone lets its index find the page's first row.
  const at = sql`${before.createdAt}::timestamptz`;
  return and(lte(createdAt, at), sql`(${createdAt}, ${id}) < (${at}, ${before.id}::uuid)`);
}

/** A list's order: newest first, the id between rows made at one instant. */
export function newestFirst(createdAt: AnyColumn, id: AnyColumn): SQL[] {
  return [desc(createdAt), desc(id)];
}

/**
 * A page of `rows` rows from what a query read with `limit: rows + 1` (the extra row says
 * whether there are older ones), with the cursor of the next page, null after the oldest row.
 */
export function pageOf<Row extends { cursor: ListCursor }>(
  read: Row[],
  rows: number,
): { rows: Row[]; older: string | null } {
  const page = read.slice(0, rows);
  const last = page.at(-1);
  return { rows: page, older: read.length > page.length && last ? cursorParam(last.cursor) : null };
}

/** The page `query` asks for, read by `read` (which takes where to start and how many rows). */
export async function readPage<Row extends { cursor: ListCursor }>(
  query: PageQuery,
  read: (page: { before: ListCursor | undefined; limit: number }) => Promise<Row[]>,
): Promise<ListPage<Row>> {
  const { rows, older } = pageOf(
    await read({ before: query.before, limit: query.rows + 1 }),
    query.rows,
  );
  return { rows, before: query.before ? cursorParam(query.before) : null, older };
}
