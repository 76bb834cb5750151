import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { SESSION_COOKIE_NAME } from "../features";
import { cacheControl, PRIVATE_NO_STORE, PUBLIC_PAGE_CACHE } from "./cache-control";
import { PUBLIC_PAGES } from "./page-cache";

const html = { "Content-Type": "text/html; charset=utf-8" };

function app() {
  const app = new Hono();
  app.use(cacheControl(PUBLIC_PAGES));
  app.get("/", (c) => c.body("<p>home</p>", 200, html));
  app.get("/news/:slug", (c) =>
    c.req.param("slug") === "missing"
      ? c.body("<p>Not found</p>", 404, html)
      : c.body("<p>article</p>", 200, html),
  );
  app.get("/rss.xml", (c) =>
    c.body("<rss/>", 200, {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=300",
    }),
  );
  app.get("/search", (c) =>
    c.body("<p>results</p>", 200, { ...html, "Cache-Control": "no-store" }),
  );
  app.get("/admin", (c) => c.body("<p>sign in</p>", 200, html));
  app.get("/preview/:token", (c) => c.body("<p>draft</p>", 200, html));
  app.post("/contact", (c) => c.body("<p>sent</p>", 200, html));
  app.get("/assets/app.css", (c) =>
    c.body("body{}", 200, {
      "Content-Type": "text/css",
      "Cache-Control": "public, max-age=31536000, immutable",
    }),
  );
  app.get("/sign-in", (c) =>
    c.body("<p>hello</p>", 200, { ...html, "Set-Cookie": `${SESSION_COOKIE_NAME}=x; HttpOnly` }),
  );
  return app;
}

const signedIn = { cookie: `theme=dark; ${SESSION_COOKIE_NAME}=abc.def` };

describe("cacheControl", () => {
  it("lets a shared cache keep an anonymous public page for a second, and a browser revalidate", async () => {
    for (const path of ["/", "/news/copper-output", "/?page=2"]) {
      const response = await app().request(path);
      expect(response.headers.get("cache-control")).toBe(PUBLIC_PAGE_CACHE);
    }
    expect(PUBLIC_PAGE_CACHE).toBe("public, max-age=0, s-maxage=1, stale-while-revalidate=30");
    const head = await app().request("/", { method: "HEAD" });
    expect(head.headers.get("cache-control")).toBe(PUBLIC_PAGE_CACHE);
  });

  it("never lets a shared cache keep what a session sees, what sets a cookie, the admin area or previews", async () => {
    for (const path of ["/", "/news/copper-output", "/rss.xml", "/search"]) {
      const response = await app().request(path, { headers: signedIn });
      expect(response.headers.get("cache-control"), path).toBe(PRIVATE_NO_STORE);
    }
    expect((await app().request("/sign-in")).headers.get("cache-control")).toBe(PRIVATE_NO_STORE);
    expect((await app().request("/admin")).headers.get("cache-control")).toBe(PRIVATE_NO_STORE);
    expect((await app().request("/preview/abc.def")).headers.get("cache-control")).toBe(
      PRIVATE_NO_STORE,
    );
  });

  it("adds the shared micro-cache to feeds and keeps what other answers chose", async () => {
    expect((await app().request("/rss.xml")).headers.get("cache-control")).toBe(
      "public, max-age=300, s-maxage=1, stale-while-revalidate=30",
    );
    expect((await app().request("/search")).headers.get("cache-control")).toBe("no-store");
    // Errors are kept by no cache; form answers are not for a shared cache either.
    expect((await app().request("/news/missing")).headers.get("cache-control")).toBe("no-store");
    const posted = await app().request("/contact", { method: "POST" });
    expect(posted.headers.get("cache-control")).toBeNull();
    // Static files keep their year, even for a signed-in visitor.
    const css = await app().request("/assets/app.css", { headers: signedIn });
    expect(css.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });
});
