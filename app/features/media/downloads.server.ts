import { sql } from "drizzle-orm";
import type { AppDatabase } from "../../../db/client.server";

/**
 * Downloads of the library's PDFs, per file and day (UTC), for staff: counted in memory as they
 * are served and added to media_downloads in one statement every few seconds and at shutdown,
 * never one write per download. Several instances add up (count = count + n). Nothing about
 * who downloaded is kept.
 */
export interface DownloadCounter {
  /** One whole download of the PDF with this content hash. */
  count(hash: string): void;
  /** Adds what was counted to the database now (tests, shutdown). */
  flush(): Promise<void>;
  /** Stops the timer and flushes. */
  close(): Promise<void>;
}

export const DOWNLOADS_FLUSH_MS = 5_000;

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
  let counted = new Map<string, number>();
  let flushing: Promise<void> = Promise.resolve();

  async function write(batch: Map<string, number>) {
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
  }

  function flush(): Promise<void> {
    flushing = flushing.then(async () => {
      if (counted.size === 0) return;
      const batch = counted;
      counted = new Map();
      try {
        await write(batch);
      } catch (error) {
        // Kept for the next flush (a database that is back): a count is never lost to an outage.
        for (const [key, n] of batch) counted.set(key, (counted.get(key) ?? 0) + n);
        onError(error);
      }
    });
    return flushing;
  }

  const timer = setInterval(() => void flush(), flushEveryMs);
  timer.unref();

  return {
    count(hash) {
      const key = `${hash} ${now().toISOString().slice(0, 10)}`;
      counted.set(key, (counted.get(key) ?? 0) + 1);
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
