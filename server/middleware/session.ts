import type { MiddlewareHandler } from "hono";
import { type Auth, authHeaders, SESSION_COOKIE_NAME } from "../features";
import type { AuthSession } from "../load-context";
import type { Logger } from "../logger";
import { clientAddress } from "./request-guards";

/** What the session middleware leaves for the handlers after it. */
export type SessionEnv = { Variables: { session: AuthSession | null; clientIp: string } };

/**
 * Sets `clientIp` and `session` for the rest of the request. The session is looked up once, and
 * only when a session cookie is present, so anonymous pages never touch the database for it. A
 * used session is extended: its refreshed cookie is passed on unless the response itself sets
 * that cookie (sign-in, sign-out).
 */
export function resolveSession({
  auth,
  trustProxy,
  logger,
}: {
  auth: Auth;
  trustProxy: boolean;
  logger: Logger;
}): MiddlewareHandler<SessionEnv> {
  return async (c, next) => {
    const clientIp = clientAddress(c, trustProxy);
    c.set("clientIp", clientIp);
    c.set("session", null);
    if (!c.req.header("cookie")?.includes(SESSION_COOKIE_NAME)) return next();
    const result = await auth.api
      .getSession({ headers: authHeaders(c.req.raw.headers, clientIp), returnHeaders: true })
      .catch((error: unknown) => {
        logger.error({ err: error }, "session lookup failed");
        return undefined;
      });
    c.set("session", result?.response ?? null);
    await next();
    const ownCookies = c.res.headers.getSetCookie().join("\n");
    for (const cookie of result?.headers.getSetCookie() ?? []) {
      const name = cookie.slice(0, cookie.indexOf("="));
      if (!ownCookies.includes(`${name}=`)) c.res.headers.append("set-cookie", cookie);
    }
  };
}
