import { describe, expect, it } from "vitest";
import { parseRedirectCsv } from "./csv";
import { checkFromPath, checkTarget, matchedPath, redirectLocation } from "./rules";

describe("a redirect's addresses", () => {
  it("takes an old address as the path it is matched by", () => {
    expect(checkFromPath(" /Old-Page/ ")).toEqual({ ok: true, value: "/Old-Page" });
    expect(checkFromPath("https://old-site.example/caf%C3%A9")).toEqual({
      ok: true,
      value: "/café",
    });
    expect(matchedPath("/caf%C3%A9/")).toBe("/café");
    for (const refused of ["", "old", "//host/x", "/x?p=1", "/", "/admin/news", "/media/a.pdf"])
      expect(checkFromPath(refused).ok, refused).toBe(false);
  });

  it("leads only to a path of this site or an https:// address", () => {
    expect(checkTarget("/news/?sector=mining")).toEqual({ ok: true, value: "/news?sector=mining" });
    expect(checkTarget("https://example.org/a b")).toMatchObject({ ok: false });
    expect(checkTarget("HTTPS://Example.org/About")).toEqual({
      ok: true,
      value: "https://example.org/About",
    });
    for (const refused of [
      "http://example.org",
      "javascript:alert(1)",
      "//evil.example",
      "/\\evil",
    ])
      expect(checkTarget(refused).ok, refused).toBe(false);
  });

  it("passes the visitor's query on unless the target has its own", () => {
    expect(redirectLocation("/news", "?utm_source=print")).toBe("/news?utm_source=print");
    expect(redirectLocation("/news?sector=energy", "?utm_source=print")).toBe(
      "/news?sector=energy",
    );
    expect(redirectLocation("/news", "")).toBe("/news");
  });
});

describe("the redirects' CSV", () => {
  it("reads quoted fields, a byte order mark and the header's order", () => {
    const parsed = parseRedirectCsv('\uFEFFstatus,to,from\r\n302,"/a,b","/x"\r\n\r\n,/y,/z\n');
    expect(parsed).toEqual({
      ok: true,
      lines: [
        { line: 2, from: "/x", to: "/a,b", status: "302" },
        { line: 4, from: "/z", to: "/y", status: "" },
      ],
    });
  });

  it("refuses a file that is not one, whole", () => {
    expect(parseRedirectCsv("")).toMatchObject({ ok: false });
    expect(parseRedirectCsv('from,to\n"/a,/b\n')).toMatchObject({ ok: false });
    expect(parseRedirectCsv("just one column\n")).toMatchObject({ ok: false });
  });
});
