import { describe, expect, it } from "vitest";
import { formatDateTime, formatLongDate } from "./dates";

describe("formatLongDate", () => {
  it("writes the en-US long date", () => {
    expect(formatLongDate(new Date("2026-11-22T09:00:00Z"))).toBe("November 22, 2026");
  });

  it("uses Addis Ababa's time zone (UTC+3), not the machine's", () => {
    // 22:30 UTC on the 21st is already the 22nd in Addis Ababa.
    expect(formatLongDate("2026-11-21T22:30:00Z")).toBe("November 22, 2026");
  });
});

describe("formatDateTime", () => {
  it("adds the time of day in Addis Ababa", () => {
    expect(formatDateTime("2026-11-22T05:05:00Z")).toMatch(/^November 22, 2026(,| at) 8:05\sAM$/);
  });
});
