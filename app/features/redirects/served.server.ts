import { sql } from "drizzle-orm";
import type { AppDatabase } from "../../../db/client.server";
import { redirects } from "../../../db/schema";
import { batchedCounts, COUNTS_FLUSH_MS } from "../../lib/batched-counts.server";
import { matchedPath, type RedirectStatus, redirectLocation } from "./rules";

/** The PostgreSQL channel on which instances announce a change to the redirects. */
export const REDIRECTS_CHANNEL = "redirects";

/** What a request to an old address is answered with. */
export interface RedirectAnswer {
  fromPath: string;
  status: RedirectStatus;
  /** The target, with the request's query passed on (rules.ts's redirectLocation). */
  location: string;
}

/**
 * The redirects every instance answers from memory (no query per request): read at start, read
 * again when any instance announces a change, and the redirects followed counted in batches.
 */
export interface RedirectTable {
  /** The answer for a request's path and query, if its path is an old address. */
  find(path: string, search: string): RedirectAnswer | undefined;
  /** One request answered with the redirect from `fromPath` (counted in the next batch). */
  followed(fromPath: string): void;
  /** Reads the redirects again here (at start, and when another instance announces a change). */
  reload(): Promise<void>;
  /** Call after a change: read again here and announced to the other instances. */
  changed(): Promise<void>;
  /** The first read, done. */
  readonly ready: Promise<void>;
  /** Adds what was counted to the database now (tests, shutdown). */
  flush(): Promise<void>;
  /** Stops the timer and flushes. */
  close(): Promise<void>;
}

export function redirectTable({
  db,
  listen,
  notify,
  onError,
  flushEveryMs = COUNTS_FLUSH_MS,
}: {
  db: AppDatabase;
  /** The database's announcements (db/client.server.ts): nothing to do on the embedded engine. */
  listen: (channel: string, onNotify: () => void) => void;
  notify: (channel: string) => Promise<void>;
  onError: (error: unknown) => void;
  flushEveryMs?: number;
}): RedirectTable {
  let served = new Map<string, { to: string; status: RedirectStatus }>();
  // Reads never overlap: one announced during a read is read once more after it.
  let reading: Promise<void> = Promise.resolve();
  const reload = () => {
    reading = reading.then(async () => {
      try {
        const rows = await db
          .select({ fromPath: redirects.fromPath, to: redirects.to, status: redirects.status })
          .from(redirects);
        served = new Map(
          rows.map((row) => [
            row.fromPath,
            { to: row.to, status: row.status === 302 ? 302 : 301 } as const,
          ]),
        );
      } catch (error) {
        // The redirects in memory keep being served until the next change or start.
        onError(error);
      }
    });
    return reading;
  };
  const hits = batchedCounts({
    flushEveryMs,
    onError,
    async write(batch) {
      const rows = [...batch].map(([fromPath, n]) => sql`(${fromPath}, ${n}::integer)`);
      await db.execute(sql`
        update ${redirects} set hits = ${redirects.hits} + followed.n, last_hit_at = now()
        from (values ${sql.join(rows, sql`, `)}) as followed(from_path, n)
        where ${redirects.fromPath} = followed.from_path`);
    },
  });
  listen(REDIRECTS_CHANNEL, () => void reload());
  const ready = reload();
  return {
    find(path, search) {
      if (served.size === 0) return undefined;
      const fromPath = matchedPath(path);
      const found = served.get(fromPath);
      if (!found) return undefined;
      return { fromPath, status: found.status, location: redirectLocation(found.to, search) };
    },
    followed(fromPath) {
      hits.add(fromPath);
    },
    reload,
    async changed() {
      await reload();
      await notify(REDIRECTS_CHANNEL).catch(onError);
    },
    ready,
    flush: hits.flush,
    close: hits.close,
  };
}
