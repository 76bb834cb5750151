import { sql } from "drizzle-orm";
import type { AppDatabase } from "../../../db/client.server";
import { batchedCounts, COUNTS_FLUSH_MS } from "../../lib/batched-counts.server";

/**
 * Downloads of the library's PDFs, per file and day (UTC), for staff: counted in memory as they
 * are served and added to media_downloads in batches (app/lib/batched-counts.server.ts), so
 * several instances add up. Nothing about who downloaded is kept.
 */
export interface DownloadCounter {
  /** One whole download of the PDF with this content hash. */
  count(hash: string): void;
  /** Adds what was counted to the database now (tests, shutdown). */
  flush(): Promise<void>;
  /** Stops the timer and flushes. */
  close(): Promise<void>;
}

export const DOWNLOADS_FLUSH_MS = COUNTS_FLUSH_MS;

export function downloadCounter({
  db,
  onError,
  flushEveryMs = DOWNLOADS_FLUSH_MS,
  now = () => new Date(),
}: {
  db: AppDatabase;
  onError: (error: unknown) => void;
  flushEveryMs?: number;
  now?: () => Date;
}): DownloadCounter {
  /** `<hash> <day>` → downloads not yet written. */
  const counts = batchedCounts({
    flushEveryMs,
    onError,
    async write(batch) {
      const rows = [...batch].map(([key, n]) => {
        const [hash, day] = key.split(" ") as [string, string];
        return sql`(${hash}, ${day}, ${n}::integer)`;
      });
      // By hash: a file deleted meanwhile simply has no row to add to.
      await db.execute(sql`
        insert into media_downloads (media_id, day, count)
        select media.id, counted.day, counted.n
        from (values ${sql.join(rows, sql`, `)}) as counted(hash, day, n)
        join media on media.hash = counted.hash
        on conflict (media_id, day) do update set count = media_downloads.count + excluded.count`);
    },
  });
  return {
    count(hash) {
      counts.add(`${hash} ${now().toISOString().slice(0, 10)}`);
    },
    flush: counts.flush,
    close: counts.close,
  };
}
