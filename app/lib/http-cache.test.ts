import { describe, expect, it } from "vitest";
import { publicCacheUntil } from "./http-cache";

describe("publicCacheUntil", () => {
  const now = Date.UTC(2026, 10, 26, 12, 0, 0);
  const inSeconds = (s: number) => new Date(now + s * 1000);

  it("leaves the default alone when nothing changes within the shared cache's time", () => {
    expect(publicCacheUntil(undefined, now)).toBeUndefined();
    expect(publicCacheUntil(inSeconds(3600), now)).toBeUndefined();
    expect(publicCacheUntil(inSeconds(32), now)).toBeUndefined();
  });

  it("never lets a shared cache serve the page past the moment it changes", () => {
    expect(publicCacheUntil(inSeconds(31), now)).toBe(
      "public, max-age=0, s-maxage=1, stale-while-revalidate=30",
    );
    expect(publicCacheUntil(inSeconds(10), now)).toBe(
      "public, max-age=0, s-maxage=1, stale-while-revalidate=9",
    );
    expect(publicCacheUntil(inSeconds(0.5), now)).toBe(
      "public, max-age=0, s-maxage=0, stale-while-revalidate=0",
    );
  });
});
