import { sql } from "drizzle-orm";
import { type AppDatabase, queryRows } from "../../../db/client.server";

export interface RateLimitRule {
  /** How many events the window allows. */
  limit: number;
  windowMs: number;
}

export const SIGN_IN_FAILURES: RateLimitRule = { limit: 5, windowMs: 15 * 60_000 };
export const SIGN_IN_FAILURES_PER_IP: RateLimitRule = { limit: 30, windowMs: 15 * 60_000 };
export const SIGN_UPS_PER_IP: RateLimitRule = { limit: 10, windowMs: 60 * 60_000 };

export { TOO_MANY_ATTEMPTS } from "./messages";

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

/** Whether `key` has already used up its window, without counting anything. */
export async function isRateLimited(db: AppDatabase, key: string, rule: RateLimitRule) {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count from rate_limits where key = ${key} and reset_at > now()`,
  );
  return (row?.count ?? 0) >= rule.limit;
}
