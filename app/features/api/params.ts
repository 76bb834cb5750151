/**
 * The query parameters of the content API, read and checked: a value the API cannot honour is
 * refused with a 400 problem naming the parameter, never guessed at (an unknown filter value
 * would otherwise answer an empty list that looks like the truth).
 */
import { isLocale, type Locale } from "~/lib/i18n";
import { type CursorPosition, decodeCursor, isCalendarMoment, type SortKeyType } from "./cursor";

export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 100;

/** A collection's filter as the parameters see it: its name and the values it takes. */
export interface FilterRule {
  name: string;
  values: readonly string[];
}

/** What a collection's list is asked for. */
export interface ListQuery {
  lang: Locale;
  limit: number;
  after?: CursorPosition;
  /** Only the items changed at or after this moment. */
  updatedSince?: Date;
  /** Each filter asked for, by name: the value it must have. */
  filters: Record<string, string>;
}

/** A refused parameter: its name and what is wrong with it. */
export interface ParameterError {
  parameter: string;
  detail: string;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: ParameterError };

const fail = (parameter: string, detail: string): { ok: false; error: ParameterError } => ({
  ok: false,
  error: { parameter, detail },
});

/**
 * Each parameter given at most once, and only those `allowed`: a misspelt one (`sectr=`) or one
 * another collection has is refused rather than silently ignored.
 */
function singleValues(
  search: URLSearchParams,
  allowed: readonly string[],
): Parsed<Map<string, string>> {
  const values = new Map<string, string>();
  for (const [name, value] of search) {
    if (!allowed.includes(name)) {
      return fail(
        name,
        `Unknown parameter '${name.slice(0, 40)}'. This address takes: ${allowed.join(", ")}.`,
      );
    }
    if (values.has(name)) return fail(name, `'${name}' may be given once.`);
    values.set(name, value);
  }
  return { ok: true, value: values };
}

/** `?lang=`: en (by default), am or om. */
function language(value: string | undefined): Parsed<Locale> {
  if (value === undefined) return { ok: true, value: "en" };
  return isLocale(value)
    ? { ok: true, value }
    : fail("lang", "'lang' must be one of en, am, om (English, Amharic, Afaan Oromo).");
}

/** The parameters of an item or of the settings: `lang` only. */
export function parseItemQuery(search: URLSearchParams): Parsed<{ lang: Locale }> {
  const values = singleValues(search, ["lang"]);
  if (!values.ok) return values;
  const lang = language(values.value.get("lang"));
  return lang.ok ? { ok: true, value: { lang: lang.value } } : lang;
}

/** The longest id or address an item may be asked for by (slugs are at most 200 characters). */
export const MAX_ITEM_ADDRESS = 200;

/**
 * Whether an item's address (`/api/v1/<collection>/<this>`) could be an id or a slug at all: 1 to
 * MAX_ITEM_ADDRESS characters, none of them a control character or half a surrogate pair. Any
 * other is answered 404 without asking the database (PostgreSQL refuses a NUL in text).
 */
export function isPlausibleItemAddress(text: string): boolean {
  return /^[^\p{Cc}\p{Cs}]+$/u.test(text) && [...text].length <= MAX_ITEM_ADDRESS;
}

/** `?limit=`: a whole number from 1 to MAX_LIMIT. */
export function parseLimit(value: string | undefined): Parsed<number> {
  if (value === undefined) return { ok: true, value: DEFAULT_LIMIT };
  const n = /^\d{1,3}$/.test(value) ? Number(value) : Number.NaN;
  return n >= 1 && n <= MAX_LIMIT
    ? { ok: true, value: n }
    : fail("limit", `'limit' must be a whole number from 1 to ${MAX_LIMIT}.`);
}

const ISO_8601 =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2}))?$/;

/**
 * `?updated_since=`: an ISO 8601 date ('2026-05-01', midnight UTC) or date and time with its
 * offset ('2026-05-01T08:00:00Z', '…+03:00'); a time without an offset is ambiguous and refused.
 */
export function parseMoment(value: string): Date | undefined {
  const match = ISO_8601.exec(value);
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second] = match;
  if (
    !isCalendarMoment(
      Number(year),
      Number(month),
      Number(day),
      Number(hour ?? 0),
      Number(minute ?? 0),
      Number(second ?? 0),
    )
  ) {
    return undefined;
  }
  const offset = match[7];
  if (offset && offset !== "Z" && !/^[+-](?:0\d|1[0-4]):?[0-5]\d$/.test(offset)) return undefined;
  const moment = new Date(hour === undefined ? `${year}-${month}-${day}T00:00:00Z` : value);
  return Number.isNaN(moment.getTime()) ? undefined : moment;
}

/**
 * A collection's list parameters: `lang`, `limit`, `cursor` (one of this collection's, its key
 * a `keyType`), `updated_since` and the collection's `filters`.
 */
export function parseListQuery(
  search: URLSearchParams,
  collection: { name: string; keyType: SortKeyType; filters: readonly FilterRule[] },
): Parsed<ListQuery> {
  const filterNames = collection.filters.map((filter) => filter.name);
  const values = singleValues(search, ["lang", "limit", "cursor", "updated_since", ...filterNames]);
  if (!values.ok) return values;
  const given = values.value;
  const lang = language(given.get("lang"));
  if (!lang.ok) return lang;
  const limit = parseLimit(given.get("limit"));
  if (!limit.ok) return limit;
  const query: ListQuery = { lang: lang.value, limit: limit.value, filters: {} };
  const cursor = given.get("cursor");
  if (cursor !== undefined) {
    query.after = decodeCursor(cursor, collection.name, collection.keyType);
    if (!query.after) {
      return fail(
        "cursor",
        "'cursor' is not one this collection gave: use the next_cursor of a page as it is.",
      );
    }
  }
  const since = given.get("updated_since");
  if (since !== undefined) {
    query.updatedSince = parseMoment(since);
    if (!query.updatedSince) {
      return fail(
        "updated_since",
        "'updated_since' must be an ISO 8601 date or date and time with its offset, such as 2026-05-01 or 2026-05-01T08:00:00Z.",
      );
    }
  }
  for (const filter of collection.filters) {
    const value = given.get(filter.name);
    if (value === undefined) continue;
    if (!filter.values.includes(value)) {
      return fail(filter.name, `'${filter.name}' must be one of: ${filter.values.join(", ")}.`);
    }
    query.filters[filter.name] = value;
  }
  return { ok: true, value: query };
}
