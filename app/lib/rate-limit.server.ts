import { sql } from "drizzle-orm";
import { type AppDatabase, queryRows } from "../../db/client.server";
import { ipv6Network } from "./ip";

export interface RateLimitRule {
  /** How many events the window allows. */
  limit: number;
  windowMs: number;
}

/**
 * The part of an address that rate limits count: IPv4 whole, IPv6 by its /64 network (one
 * household or server usually holds a whole /64).
 */
export function rateLimitSubject(address: string): string {
  return address.includes(":") ? ipv6Network(address) : address;
}

/**
 * Counts one event under `key` and says whether it went over the limit. One atomic statement, so
 * concurrent requests and several server instances share the count.
 */
export async function hitRateLimit(db: AppDatabase, key: string, rule: RateLimitRule) {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`insert into rate_limits (key, count, reset_at)
        values (${key}, 1, now() + ${`${rule.windowMs} milliseconds`}::interval)
        on conflict (key) do update set
          count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
          reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
        returning count`,
  );
  return { limited: (row?.count ?? 0) > rule.limit };
}

/** Takes one event back from the count under `key` (an attempt that turned out legitimate). */
export async function releaseRateLimit(db: AppDatabase, key: string) {
  await db.execute(sql`update rate_limits set count = greatest(count - 1, 0) where key = ${key}`);
}

/** Forgets the count under `key` (e.g. after a successful sign-in). */
export async function clearRateLimit(db: AppDatabase, key: string) {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}

/** Deletes counters whose window has passed, so the table does not grow without end. */
export async function pruneRateLimits(db: AppDatabase) {
  await db.execute(sql`delete from rate_limits where reset_at <= now()`);
}
