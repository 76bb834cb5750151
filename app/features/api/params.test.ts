import { describe, expect, it } from "vitest";
import { encodeCursor } from "./cursor";
import { isPlausibleItemAddress, parseItemQuery, parseListQuery, parseMoment } from "./params";

const ARTICLES = {
  name: "articles",
  keyType: "timestamp" as const,
  filters: [{ name: "sector", values: ["mining", "export"] }],
};
const list = (query: string) => parseListQuery(new URLSearchParams(query), ARTICLES);
const refusedParameter = (query: string) => {
  const parsed = list(query);
  return parsed.ok ? undefined : parsed.error.parameter;
};

describe("the API's parameters", () => {
  it("reads defaults, limits, filters, languages and cursors", () => {
    expect(list("")).toEqual({ ok: true, value: { lang: "en", limit: 20, filters: {} } });
    const id = "0b9f5c1e-6a1d-4f7e-9a33-2d7c8e1f4a10";
    const cursor = encodeCursor("articles", { key: "2026-05-01T08:30:00.000001Z", id });
    const parsed = list(`lang=om&limit=100&sector=mining&cursor=${cursor}`);
    expect(parsed).toEqual({
      ok: true,
      value: {
        lang: "om",
        limit: 100,
        filters: { sector: "mining" },
        after: { key: "2026-05-01T08:30:00.000001Z", id },
      },
    });
  });

  it("names the parameter it refuses", () => {
    expect(refusedParameter("limit=0")).toBe("limit");
    expect(refusedParameter("limit=101")).toBe("limit");
    expect(refusedParameter("limit=2.5")).toBe("limit");
    expect(refusedParameter("limit=")).toBe("limit");
    expect(refusedParameter("lang=fr")).toBe("lang");
    expect(refusedParameter("sector=Mining")).toBe("sector");
    expect(refusedParameter("category=goods")).toBe("category");
    expect(refusedParameter("cursor=abc")).toBe("cursor");
    expect(refusedParameter("updated_since=2026-05-01T08:00:00")).toBe("updated_since");
    expect(refusedParameter("sector=mining&sector=export")).toBe("sector");
    expect(parseItemQuery(new URLSearchParams("limit=3")).ok).toBe(false);
    expect(parseItemQuery(new URLSearchParams("lang=am"))).toEqual({
      ok: true,
      value: { lang: "am" },
    });
  });

  it("reads ISO 8601 moments, with their offset, and refuses impossible ones", () => {
    expect(parseMoment("2026-05-01")?.toISOString()).toBe("2026-05-01T00:00:00.000Z");
    expect(parseMoment("2026-05-01T08:00:00Z")?.toISOString()).toBe("2026-05-01T08:00:00.000Z");
    expect(parseMoment("2026-05-01T11:00:00+03:00")?.toISOString()).toBe(
      "2026-05-01T08:00:00.000Z",
    );
    expect(parseMoment("2026-05-01T08:00Z")?.toISOString()).toBe("2026-05-01T08:00:00.000Z");
    for (const bad of ["2026-02-30", "2026-05-01T08:00:00", "yesterday", "2026-05-01T25:00Z", ""]) {
      expect(parseMoment(bad), bad).toBeUndefined();
    }
  });

  it("takes an id or a slug as an item's address, not control characters or 201 characters", () => {
    for (const address of [
      "0b9f5c1e-6a1d-4f7e-9a33-2d7c8e1f4a10",
      "copper-output-2026",
      "የመዳብ-ምርት",
      "' or 1=1 --",
      "x".repeat(200),
      "😀".repeat(200),
    ]) {
      expect(isPlausibleItemAddress(address), address).toBe(true);
    }
    for (const address of [
      "",
      "x\u0000y",
      "\u0000",
      "tab\there",
      "line\nbreak",
      "del\u007f",
      "c1\u0085",
      "half\ud800",
      "x".repeat(201),
    ]) {
      expect(isPlausibleItemAddress(address), JSON.stringify(address)).toBe(false);
    }
  });
});
