import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor, isSortKey } from "./cursor";

const ID = "0b9f5c1e-6a1d-4f7e-9a33-2d7c8e1f4a10";
const MOMENT = "2026-05-01T08:30:00.123456Z";

describe("the pages' cursor", () => {
  it("gives back the position it was made of, for its own collection only", () => {
    const cursor = encodeCursor("articles", { key: MOMENT, id: ID });
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor, "articles", "timestamp")).toEqual({ key: MOMENT, id: ID });
    expect(decodeCursor(cursor, "videos", "timestamp")).toBeUndefined();
    expect(decodeCursor(cursor, "articles", "date")).toBeUndefined();
    const day = encodeCursor("documents", { key: "2025-07-30", id: ID });
    expect(decodeCursor(day, "documents", "date")).toEqual({ key: "2025-07-30", id: ID });
  });

  it("refuses what it did not make", () => {
    const made = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
    const refused = [
      "",
      "not a cursor",
      "%%%",
      "A".repeat(401),
      Buffer.from("not json").toString("base64url"),
      made(["articles", MOMENT]),
      made(["articles", MOMENT, ID, "extra"]),
      made({ collection: "articles", key: MOMENT, id: ID }),
      made(["articles", MOMENT, "not-a-uuid"]),
      made(["articles", MOMENT, ID.toUpperCase()]),
      made(["articles", 12, ID]),
      made(["articles", "2026-05-01T08:30:00Z", ID]),
      made(["articles", "2026-02-30T08:30:00.000000Z", ID]),
      made(["articles", "2026-05-01T24:00:00.000000Z", ID]),
      made(["articles", "'; drop table news_articles; --", ID]),
    ];
    for (const cursor of refused) {
      expect(decodeCursor(cursor, "articles", "timestamp"), cursor).toBeUndefined();
    }
  });

  it("knows a real date from one that only looks like one", () => {
    expect(isSortKey("2024-02-29", "date")).toBe(true);
    expect(isSortKey("2025-02-29", "date")).toBe(false);
    expect(isSortKey("2025-13-01", "date")).toBe(false);
    expect(isSortKey("0999-01-01", "date")).toBe(false);
  });
});
