import type { MiddlewareHandler } from "hono";
import { contentSecurityPolicy } from "../../app/lib/content-security-policy";

const PERMISSIONS_POLICY =
  "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()";

/**
 * Security headers on every response; HTML gets the Content-Security-Policy unless the renderer
 * already set one with a nonce (app/entry.server.tsx). HSTS is sent when the site's address is
 * https (browsers ignore it over plain http, so a TLS-terminating proxy in front is enough).
 * Registered inside the page cache, so cached pages keep them.
 */
export function securityHeaders(options: { hsts: boolean; csp: boolean }): MiddlewareHandler {
  return async (c, next) => {
    await next();
    // Some responses (Response.redirect, fetch results) have immutable headers: copy those.
    if (!isMutable(c.res.headers)) {
      c.res = new Response(c.res.body, c.res);
    }
    const headers = c.res.headers;
    headers.set("X-Content-Type-Options", "nosniff");
    // A page may ask for less (the password reset page sends none).
    if (!headers.has("Referrer-Policy")) {
      headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    }
    headers.set("Permissions-Policy", PERMISSIONS_POLICY);
    // No page is framed, but a form's preview by the site's own pages (app/entry.server.tsx).
    if (!headers.has("X-Frame-Options")) headers.set("X-Frame-Options", "DENY");
    headers.set("Cross-Origin-Opener-Policy", "same-origin");
    if (options.hsts) {
      headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    }
    if (
      options.csp &&
      !headers.has("Content-Security-Policy") &&
      headers.get("Content-Type")?.startsWith("text/html")
    ) {
      headers.set("Content-Security-Policy", contentSecurityPolicy());
    }
  };
}

function isMutable(headers: Headers): boolean {
  try {
    headers.set("X-Content-Type-Options", "nosniff");
    return true;
  } catch {
    return false;
  }
}
