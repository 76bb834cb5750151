/**
 * Counts kept in memory and written in one statement every few seconds and at shutdown, never
 * one database write per event (downloads, page views, searches, 404s, redirects followed).
 * `write` adds a batch (count = count + n), so several instances add up; a batch that fails is
 * kept for the next flush, so a count is never lost to a database outage.
 */
export interface BatchedCounts<Key extends string = string> {
  /** Adds `n` (1 by default) to a key's count. */
  add(key: Key, n?: number): void;
  /** Adds what was counted to the database now (tests, shutdown). */
  flush(): Promise<void>;
  /** Stops the timer and flushes. */
  close(): Promise<void>;
  /** How many keys wait for the next flush. */
  readonly pending: number;
}

export const COUNTS_FLUSH_MS = 5_000;

export function batchedCounts<Key extends string = string>({
  write,
  onError,
  flushEveryMs = COUNTS_FLUSH_MS,
}: {
  /** Adds one batch of counts, by key, to the database. */
  write: (batch: ReadonlyMap<Key, number>) => Promise<void>;
  onError: (error: unknown) => void;
  flushEveryMs?: number;
}): BatchedCounts<Key> {
  let counted = new Map<Key, number>();
  let flushing: Promise<void> = Promise.resolve();

  function flush(): Promise<void> {
    flushing = flushing.then(async () => {
      if (counted.size === 0) return;
      const batch = counted;
      counted = new Map();
      try {
        await write(batch);
      } catch (error) {
        for (const [key, n] of batch) counted.set(key, (counted.get(key) ?? 0) + n);
        onError(error);
      }
    });
    return flushing;
  }

  const timer = setInterval(() => void flush(), flushEveryMs);
  timer.unref();

  return {
    add(key, n = 1) {
      counted.set(key, (counted.get(key) ?? 0) + n);
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
    get pending() {
      return counted.size;
    },
  };
}
