import { describe, expect, it } from "vitest";
import { pageMeta } from "./seo";

const base = {
  description: "What the page is about.",
  siteName: "Addis Investment Group",
  siteUrl: "https://aig.example",
};

function find(meta: ReturnType<typeof pageMeta>, key: string, value: string) {
  return meta.find((m) => (m as Record<string, unknown>)[key] === value) as
    | Record<string, string>
    | undefined;
}

describe("pageMeta", () => {
  it("titles an inner page with the site name after it and points the canonical URL at SITE_URL", () => {
    const meta = pageMeta({ ...base, title: "Mining", path: "/sector/mining" });
    expect(meta[0]).toEqual({ title: "Mining | Addis Investment Group" });
    expect(find(meta, "rel", "canonical")?.href).toBe("https://aig.example/sector/mining");
    expect(find(meta, "property", "og:url")?.content).toBe("https://aig.example/sector/mining");
    expect(find(meta, "property", "og:title")?.content).toBe("Mining");
    expect(find(meta, "name", "description")?.content).toBe("What the page is about.");
    expect(find(meta, "property", "og:image")?.content).toBe("https://aig.example/og-image.png");
    expect(find(meta, "name", "robots")).toBeUndefined();
  });

  it("uses the site name alone for the home page and keeps absolute image URLs", () => {
    const meta = pageMeta({
      ...base,
      path: "/",
      image: "https://cdn.example/a.jpg",
      noindex: true,
    });
    expect(meta[0]).toEqual({ title: "Addis Investment Group" });
    expect(find(meta, "property", "og:image")?.content).toBe("https://cdn.example/a.jpg");
    expect(find(meta, "name", "robots")?.content).toBe("noindex");
  });
});
