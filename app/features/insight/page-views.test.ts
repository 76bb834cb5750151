import { describe, expect, it } from "vitest";
import { isBot } from "./bots";
import {
  beaconOf,
  deviceOfUserAgent,
  deviceOfWidth,
  publicViewOf,
  referrerHost,
} from "./page-views";

const SECTORS = ["manufacturing", "mining", "export"];

describe("what a page view is counted by", () => {
  it("finds the public page at an address, and none where no public page answers", () => {
    expect(publicViewOf("/", SECTORS)).toEqual({
      path: "/",
      locale: "en",
      page: { type: "fixed" },
    });
    expect(publicViewOf("/om/", SECTORS)).toEqual({
      path: "/om",
      locale: "om",
      page: { type: "fixed" },
    });
    expect(publicViewOf("/careers", SECTORS)?.page).toEqual({ type: "fixed" });
    expect(publicViewOf("/am/sector/mining", SECTORS)?.page).toEqual({ type: "fixed" });
    expect(publicViewOf("/am/news/copper-output", SECTORS)).toEqual({
      path: "/am/news/copper-output",
      locale: "am",
      page: { type: "item", kind: "article", slug: "copper-output" },
    });
    expect(publicViewOf("/about-us", SECTORS)?.page).toEqual({
      type: "item",
      kind: "page",
      slug: "about-us",
    });
    expect(publicViewOf("/news/author/abebe-kebede", SECTORS)?.page).toEqual({
      type: "author",
      slug: "abebe-kebede",
    });
    expect(publicViewOf("/news/%E1%8A%A0%E1%88%9B", SECTORS)?.path).toBe("/news/አማ");
    for (const address of [
      "/admin",
      "/am/admin/news",
      "/preview/article/1",
      "/media/a.pdf",
      "/rss.xml",
      "/tenders.json",
      "/sector/bakery",
      "/news/a/b/c",
      "/%E0%A4%A",
      "news",
      `/${"a".repeat(400)}`,
    ]) {
      expect(publicViewOf(address, SECTORS), address).toBeNull();
    }
  });

  it("reads the device, the referrer's host and robots", () => {
    expect([deviceOfWidth(390), deviceOfWidth(800), deviceOfWidth(1280)]).toEqual([
      "phone",
      "tablet",
      "desktop",
    ]);
    expect(deviceOfUserAgent("Mozilla/5.0 (Linux; Android 14) Mobile Safari")).toBe("phone");
    expect(deviceOfUserAgent("Mozilla/5.0 (iPad; CPU OS 17_0)")).toBe("tablet");
    expect(deviceOfUserAgent("Mozilla/5.0 (Windows NT 10.0)", "?1")).toBe("phone");
    expect(referrerHost("https://WWW.Google.com/search?q=x", ["aig.et"])).toBe("www.google.com");
    expect(referrerHost("https://aig.et/news", ["aig.et"])).toBe("");
    expect(referrerHost("android-app://com.google", ["aig.et"])).toBe("");
    expect(isBot("Mozilla/5.0 (compatible; bingbot/2.0)")).toBe(true);
    expect(isBot("")).toBe(true);
    expect(isBot("Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0")).toBe(
      false,
    );
  });

  it("takes only a small, well-formed beacon", () => {
    expect(beaconOf('{"p":"/news?utm_source=x","r":"","w":390}')).toEqual({
      path: "/news",
      referrer: "",
      width: 390,
    });
    expect(beaconOf('{"p":"/"}')).toEqual({ path: "/", referrer: "", width: undefined });
    for (const body of ["", "[]", "null", '{"p":1}', '{"p":"/","w":-1}', '{"p":"/","w":1.5}']) {
      expect(beaconOf(body), body).toBeNull();
    }
    expect(beaconOf(JSON.stringify({ p: "/", r: "x".repeat(2000) }))).toBeNull();
  });
});
