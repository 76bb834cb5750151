import { and, desc, gte, lt, lte, sql } from "drizzle-orm";
import type { AppDatabase } from "../../../db/client.server";
import { insightSearches } from "../../../db/schema";
import { batchedCounts, COUNTS_FLUSH_MS } from "../../lib/batched-counts.server";
import { isBot } from "./bots";
import { addDays, siteDay } from "./day";
import { loggedQuery, type SearchInsight, type SearchRow } from "./searches";

/** Distinct searches kept in memory between two batches; more wait for the next one. */
const PENDING_SEARCHES = 5_000;
/** Days the search log keeps (Insight's longest period and the one it is compared with). */
export const SEARCH_LOG_DAYS = 180;
/** Rows each of Insight's search lists shows. */
const LISTED_SEARCHES = 20;

/**
 * The site's searches, counted by day, language and query with the number of results they had:
 * nothing about who searched. Counted in memory and added in batches, so several instances add up.
 */
export interface SearchCounter {
  /** One search of the site (a bot's, or an empty one, is not counted). */
  count(search: {
    query: string;
    locale: string;
    results: number;
    userAgent: string | null | undefined;
  }): void;
  flush(): Promise<void>;
  close(): Promise<void>;
}

export function searchCounter({
  db,
  timeZone,
  onError,
  flushEveryMs = COUNTS_FLUSH_MS,
  now = () => new Date(),
}: {
  db: AppDatabase;
  timeZone: string;
  onError: (error: unknown) => void;
  flushEveryMs?: number;
  now?: () => Date;
}): SearchCounter {
  /** `<day>\t<locale>\t<results>\t<query>` → searches not yet written. */
  const counts = batchedCounts({
    flushEveryMs,
    onError,
    async write(batch) {
      // One row per day, language and query (a query's results may have changed within a batch).
      const rows = new Map<
        string,
        { day: string; locale: string; query: string; n: number; results: number }
      >();
      for (const [key, n] of batch) {
        const [day = "", locale = "", results = "0", ...query] = key.split("\t");
        const text = query.join("\t");
        const id = `${day}\t${locale}\t${text}`;
        const row = rows.get(id);
        rows.set(id, { day, locale, query: text, n: (row?.n ?? 0) + n, results: Number(results) });
      }
      const values = [...rows.values()].map(
        (row) =>
          sql`(${row.day}, ${row.locale}, ${row.query}, ${row.n}::integer, ${row.results}::integer)`,
      );
      await db.execute(sql`
        insert into ${insightSearches} (day, locale, query, searches, results)
        values ${sql.join(values, sql`, `)}
        on conflict (day, locale, query) do update
        set searches = ${insightSearches.searches} + excluded.searches, results = excluded.results`);
    },
  });
  return {
    count({ query, locale, results, userAgent }) {
      const text = loggedQuery(query);
      if (!text || isBot(userAgent)) return;
      const key = `${siteDay(now(), timeZone)}\t${locale}\t${Math.max(0, Math.trunc(results))}\t${text}`;
      if (counts.pending >= PENDING_SEARCHES) return;
      counts.add(key);
    },
    flush: counts.flush,
    close: counts.close,
  };
}

/**
 * Insight's searches from day `from` to day `to` (both included, `YYYY-MM-DD`): the most
 * searched, and the most searched that found nothing the last time they were searched.
 */
export async function loadSearchInsight(
  db: AppDatabase,
  { from, to }: { from: string; to: string },
): Promise<SearchInsight> {
  const searches = sql<number>`sum(${insightSearches.searches})::integer`;
  const lastResults = sql<number>`(array_agg(${insightSearches.results} order by ${insightSearches.day} desc))[1]`;
  const grouped = () =>
    db
      .select({
        query: insightSearches.query,
        locale: insightSearches.locale,
        searches,
        results: lastResults,
      })
      .from(insightSearches)
      .where(and(gte(insightSearches.day, from), lte(insightSearches.day, to)))
      .groupBy(insightSearches.locale, insightSearches.query);
  const [top, noResult] = await Promise.all([
    grouped().orderBy(desc(searches), insightSearches.query).limit(LISTED_SEARCHES),
    grouped()
      .having(sql`${lastResults} = 0`)
      .orderBy(desc(searches), insightSearches.query)
      .limit(LISTED_SEARCHES),
  ]);
  const rows = (list: SearchRow[]) =>
    list.map((row) => ({ ...row, searches: Number(row.searches), results: Number(row.results) }));
  return { top: rows(top), noResult: rows(noResult) };
}

/** Drops the search log's days older than SEARCH_LOG_DAYS (housekeeping). */
export async function pruneSearchLog(db: AppDatabase, timeZone: string, now = new Date()) {
  const oldest = addDays(siteDay(now, timeZone), -SEARCH_LOG_DAYS);
  await db.delete(insightSearches).where(lt(insightSearches.day, oldest));
}
