import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "../../app/lib/content-security-policy";
import { securityHeaders } from "./security-headers";

function appWith(options: { hsts: boolean; csp: boolean }) {
  const app = new Hono();
  app.use(securityHeaders(options));
  app.get("/page", (c) => c.html("<p>page</p>"));
  app.get("/own-policy", (c) =>
    c.html("<p>page</p>", 200, { "Content-Security-Policy": "script-src 'nonce-abc'" }),
  );
  app.get("/data", (c) => c.json({ ok: true }));
  // A form's preview, which the site's own pages may frame (app/entry.server.tsx).
  app.get("/framed", (c) => c.html("<p>page</p>", 200, { "X-Frame-Options": "SAMEORIGIN" }));
  // Response.redirect's headers are immutable.
  app.get("/moved", () => Response.redirect("http://localhost/page", 302));
  return app;
}

describe("securityHeaders", () => {
  it("sets the fixed headers on every response, redirects and errors included", async () => {
    const app = appWith({ hsts: false, csp: false });
    for (const path of ["/page", "/data", "/moved", "/missing"]) {
      const headers = (await app.request(path)).headers;
      expect(headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
      expect(headers.get("permissions-policy"), path).toMatch(/camera=\(\)/);
      expect(headers.get("x-frame-options"), path).toBe("DENY");
      expect(headers.get("cross-origin-opener-policy"), path).toBe("same-origin");
      expect(headers.get("strict-transport-security"), path).toBeNull();
      expect(headers.get("content-security-policy"), path).toBeNull();
    }
    expect((await app.request("/moved")).headers.get("location")).toBe("http://localhost/page");
  });

  it("sends HSTS when asked to", async () => {
    const app = appWith({ hsts: true, csp: false });
    for (const path of ["/page", "/data", "/missing"]) {
      expect((await app.request(path)).headers.get("strict-transport-security"), path).toBe(
        "max-age=31536000; includeSubDomains",
      );
    }
  });

  it("gives HTML the Content-Security-Policy, unless the renderer set its own", async () => {
    const app = appWith({ hsts: false, csp: true });
    expect((await app.request("/page")).headers.get("content-security-policy")).toBe(
      contentSecurityPolicy(),
    );
    expect((await app.request("/own-policy")).headers.get("content-security-policy")).toBe(
      "script-src 'nonce-abc'",
    );
    expect((await app.request("/data")).headers.get("content-security-policy")).toBeNull();
  });

  it("keeps the one page the site may frame framable by the site only", async () => {
    const app = appWith({ hsts: false, csp: false });
    expect((await app.request("/framed")).headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect((await app.request("/page")).headers.get("x-frame-options")).toBe("DENY");
    expect(contentSecurityPolicy()).toContain("frame-ancestors 'none'");
    expect(contentSecurityPolicy(undefined, { framedBySite: true })).toContain(
      "frame-ancestors 'self'",
    );
    expect(contentSecurityPolicy()).not.toContain("frame-src 'self'");
    expect(contentSecurityPolicy("n", { framesSite: true })).toContain("frame-src 'self' https:");
  });
});
