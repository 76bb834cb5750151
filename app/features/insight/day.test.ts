import { describe, expect, it } from "vitest";
import { addDays, siteDay } from "./day";

describe("Insight's day", () => {
  it("is the site's day: 22:30 UTC is already the next day in Addis Ababa", () => {
    expect(siteDay(new Date("2026-11-27T22:30:00Z"), "Africa/Addis_Ababa")).toBe("2026-11-28");
    expect(siteDay(new Date("2026-11-27T20:59:00Z"), "Africa/Addis_Ababa")).toBe("2026-11-27");
  });
  it("adds days across months and years", () => {
    expect(addDays("2026-12-30", 3)).toBe("2027-01-02");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });
});
