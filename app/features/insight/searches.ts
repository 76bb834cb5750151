import { queryText } from "~/lib/forms";

/** The most of a query the search log keeps. */
export const LOGGED_QUERY_CHARS = 100;

/**
 * A query as the search log counts it: spaces collapsed and trimmed, lower case, at most
 * LOGGED_QUERY_CHARS characters, so 'Copper  Price' and 'copper price' are one search.
 */
export function loggedQuery(raw: string | null | undefined): string {
  return queryText(raw, LOGGED_QUERY_CHARS).toLowerCase();
}

/** One row of Insight's searches: a query in one language over the period. */
export interface SearchRow {
  query: string;
  locale: string;
  searches: number;
  /** How many results it had the last time it was searched. */
  results: number;
}

export interface SearchInsight {
  top: SearchRow[];
  noResult: SearchRow[];
}
