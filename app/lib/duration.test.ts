import { describe, expect, it } from "vitest";
import { durationSeconds, isoDuration } from "./duration";

describe("a video's length as typed, in ISO 8601", () => {
  it.each([
    ["3:32", "PT3M32S"],
    ["5:30", "PT5M30S"],
    ["0:45", "PT45S"],
    ["1:02:03", "PT1H2M3S"],
    ["1:00:00", "PT1H"],
    ["12:05 min", "PT12M5S"],
    ["3 min", "PT3M"],
    ["3 minutes", "PT3M"],
    ["3m32s", "PT3M32S"],
    ["3 min 32 s", "PT3M32S"],
    ["2 minutes and 5 seconds", "PT2M5S"],
    ["1 h 2 min", "PT1H2M"],
    ["1.5 hours", "PT1H30M"],
    ["90 seconds", "PT1M30S"],
    ["45s", "PT45S"],
    ["PT3M32S", "PT3M32S"],
    ["pt90s", "PT1M30S"],
    ["PT1H", "PT1H"],
    ["  3:32  ", "PT3M32S"],
  ])("reads %j as %s", (typed, iso) => {
    expect(isoDuration(typed)).toBe(iso);
  });

  it.each([
    "",
    "   ",
    "soon",
    "3",
    "3:75",
    "3:3",
    "1:60:00",
    "3 min 32",
    "3 parsecs",
    "about 3 min",
    "PT",
    "P1D",
    "0:00",
    "-3:32",
    "3:32:10:05",
    "30 hours",
  ])("leaves %j out rather than guess", (typed) => {
    expect(isoDuration(typed)).toBeUndefined();
  });

  it("gives the length in seconds, and nothing for no length", () => {
    expect(durationSeconds("1:02:03")).toBe(3723);
    expect(durationSeconds(null)).toBeUndefined();
    expect(durationSeconds(undefined)).toBeUndefined();
  });
});
