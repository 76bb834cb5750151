import { desc, lt, notExists, sql } from "drizzle-orm";
import type { AppDatabase } from "../../../db/client.server";
import { notFoundPaths, redirects } from "../../../db/schema";
import { batchedCounts, COUNTS_FLUSH_MS } from "../../lib/batched-counts.server";
import { isBot } from "./bots";
import { type NotFoundInsight, notFoundPath, referrerHost } from "./not-found";

/** Distinct addresses kept in memory between two batches (a scanner's thousands wait). */
const PENDING_PATHS = 2_000;
/** Days an address stays in the 404 log after it was last asked for. */
export const NOT_FOUND_DAYS = 90;
/** The most addresses the log keeps (the most asked for stay). */
export const NOT_FOUND_KEPT = 5_000;
/** Rows Insight's 404 list shows. */
const LISTED_PATHS = 50;

/**
 * Public addresses that answered 404, counted by path with the host of the page that linked to
 * them: in memory, added in batches, so several instances add up. Bots are not counted.
 */
export interface NotFoundCounter {
  /** One 404 answer to a GET request. */
  count(request: {
    path: string;
    referrer: string | null | undefined;
    userAgent: string | null | undefined;
  }): void;
  flush(): Promise<void>;
  close(): Promise<void>;
}

export function notFoundCounter({
  db,
  onError,
  flushEveryMs = COUNTS_FLUSH_MS,
}: {
  db: AppDatabase;
  onError: (error: unknown) => void;
  flushEveryMs?: number;
}): NotFoundCounter {
  /** `<path>\n<referrer host>` → 404s not yet written. */
  const counts = batchedCounts({
    flushEveryMs,
    onError,
    async write(batch) {
      // One row per path (a path linked from two sites keeps the last host named).
      const paths = new Map<string, { hits: number; host: string }>();
      for (const [key, n] of batch) {
        const at = key.lastIndexOf("\n");
        const path = key.slice(0, at);
        const host = key.slice(at + 1);
        const row = paths.get(path);
        paths.set(path, { hits: (row?.hits ?? 0) + n, host: host || row?.host || "" });
      }
      const values = [...paths].map(
        ([path, row]) => sql`(${path}, ${row.host}, ${row.hits}::integer)`,
      );
      await db.execute(sql`
        insert into ${notFoundPaths} (path, referrer_host, hits)
        values ${sql.join(values, sql`, `)}
        on conflict (path) do update
        set hits = ${notFoundPaths.hits} + excluded.hits,
          referrer_host = case when excluded.referrer_host <> '' then excluded.referrer_host
            else ${notFoundPaths.referrerHost} end,
          last_seen_at = now()`);
    },
  });
  return {
    count({ path, referrer, userAgent }) {
      const logged = notFoundPath(path);
      if (logged === undefined || isBot(userAgent)) return;
      if (counts.pending >= PENDING_PATHS) return;
      counts.add(`${logged}\n${referrerHost(referrer)}`);
    },
    flush: counts.flush,
    close: counts.close,
  };
}

/** Insight's 404 list: the most asked-for addresses that no redirect answers yet. */
export async function loadNotFoundInsight(db: AppDatabase): Promise<NotFoundInsight> {
  const unanswered = notExists(
    db
      .select({ one: sql`1` })
      .from(redirects)
      .where(sql`${redirects.fromPath} = ${notFoundPaths.path}`),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(notFoundPaths)
      .where(unanswered)
      .orderBy(desc(notFoundPaths.hits), desc(notFoundPaths.lastSeenAt))
      .limit(LISTED_PATHS),
    db.select({ total: sql<number>`count(*)::integer` }).from(notFoundPaths).where(unanswered),
  ]);
  return {
    rows: rows.map((row) => ({
      path: row.path,
      referrerHost: row.referrerHost,
      hits: row.hits,
      lastSeenAt: row.lastSeenAt.toISOString(),
    })),
    total: Number(counted?.total ?? 0),
  };
}

/**
 * Keeps the 404 log bounded (housekeeping): addresses unseen for NOT_FOUND_DAYS go, and past
 * NOT_FOUND_KEPT addresses the least asked for.
 */
export async function pruneNotFoundLog(db: AppDatabase, now = new Date()): Promise<void> {
  await db
    .delete(notFoundPaths)
    .where(lt(notFoundPaths.lastSeenAt, new Date(now.getTime() - NOT_FOUND_DAYS * 86_400_000)));
  await db.execute(sql`
    delete from ${notFoundPaths} where path not in (
      select path from ${notFoundPaths}
      order by hits desc, last_seen_at desc limit ${NOT_FOUND_KEPT})`);
}
