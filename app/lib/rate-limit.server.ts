import { sql } from "drizzle-orm";
import { type AppDatabase, queryRows } from "../../db/client.server";

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
  if (!address.includes(":")) return address;
  const [head = "", tail = ""] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = address.includes("::")
    ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
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

/** Forgets the count under `key` (e.g. after a successful sign-in). */
export async function clearRateLimit(db: AppDatabase, key: string) {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}

/** Deletes counters whose window has passed, so the table does not grow without end. */
export async function pruneRateLimits(db: AppDatabase) {
  await db.execute(sql`delete from rate_limits where reset_at <= now()`);
}
