import { describe, expect, it } from "vitest";
import { nextAttemptAt, RETRY_FOR_MS } from "./queue.server";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe("the webhook retry schedule", () => {
  it("backs off, then makes its last try at the 24-hour mark, and gives up after it", () => {
    const eventAt = new Date("2026-11-28T08:00:00Z");
    // Each try fails the moment it is made.
    const tries = [eventAt];
    for (let attempts = 1; attempts < 20; attempts += 1) {
      const last = tries.at(-1) ?? eventAt;
      const next = nextAttemptAt(attempts, eventAt, last);
      if (!next) break;
      tries.push(next);
    }
    const offsets = tries.map((at) => at.getTime() - eventAt.getTime());
    expect(offsets).toEqual([
      0,
      5000,
      5000 + MINUTE,
      5000 + 6 * MINUTE,
      5000 + 36 * MINUTE,
      5000 + 156 * MINUTE,
      5000 + 456 * MINUTE,
      5000 + 1056 * MINUTE,
      RETRY_FOR_MS,
    ]);
    expect(RETRY_FOR_MS).toBe(24 * HOUR);
  });

  it("never schedules past 24 hours, and a try after them is the last", () => {
    const eventAt = new Date("2026-11-28T08:00:00Z");
    const late = new Date(eventAt.getTime() + 23 * HOUR);
    expect(nextAttemptAt(3, eventAt, late)?.getTime()).toBe(late.getTime() + 5 * MINUTE);
    expect(nextAttemptAt(8, eventAt, late)?.getTime()).toBe(eventAt.getTime() + RETRY_FOR_MS);
    expect(nextAttemptAt(1, eventAt, new Date(eventAt.getTime() + RETRY_FOR_MS))).toBeUndefined();
    // 'Redeliver' days later: one try, then failed again.
    expect(nextAttemptAt(1, eventAt, new Date(eventAt.getTime() + 3 * 24 * HOUR))).toBeUndefined();
  });
});
