import { eq } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import type { AppDatabase } from "../../db/client.server";
import { session } from "../../db/schema";
import {
  type Auth,
  authHeaders,
  providerMfaAccepted,
  SESSION_COOKIE_NAME,
  sessionHasProviderMfa,
  twoFactorRequired,
} from "../features";
import type { AuthSession } from "../load-context";
import type { Logger } from "../logger";
import { clientAddress } from "./request-guards";

/** What the session middleware leaves for the handlers after it. */
export type SessionEnv = {
  Variables: { session: AuthSession | null; clientIp: string; mustSetUpTwoFactor: boolean };
};

/**
 * Sets `clientIp` and `session` for the rest of the request. The session is looked up once, and
 * only when a session cookie is present, so anonymous pages never touch the database for it. A
 * used session is extended: its refreshed cookie is passed on unless the response itself sets
 * that cookie (sign-in, sign-out). Its last activity (shown in the account's session list) is
 * noted at most every five minutes. An account without two-factor learns whether the owners
 * require it (`mustSetUpTwoFactor`).
 */
export function resolveSession({
  auth,
  db,
  trustProxy,
  logger,
}: {
  auth: Auth;
  db: AppDatabase;
  trustProxy: boolean;
  logger: Logger;
}): MiddlewareHandler<SessionEnv> {
  return async (c, next) => {
    const clientIp = clientAddress(c, trustProxy);
    c.set("clientIp", clientIp);
    c.set("session", null);
    c.set("mustSetUpTwoFactor", false);
    if (!c.req.header("cookie")?.includes(SESSION_COOKIE_NAME)) return next();
    const result = await auth.api
      .getSession({ headers: authHeaders(c.req.raw.headers, clientIp), returnHeaders: true })
      .catch((error: unknown) => {
        logger.error({ err: error }, "session lookup failed");
        return undefined;
      });
    const found = result?.response ?? null;
    c.set("session", found);
    if (found) touchSession(db, found.session, logger);
    if (found && !(found.user as { twoFactorEnabled?: boolean }).twoFactorEnabled) {
      // A company sign-in whose provider said a second factor was used, when the owners accept it.
      c.set(
        "mustSetUpTwoFactor",
        (await twoFactorRequired(db)) &&
          !((await sessionHasProviderMfa(db, found.session.id)) && (await providerMfaAccepted(db))),
      );
    }
    await next();
    const ownCookies = c.res.headers.getSetCookie().join("\n");
    for (const cookie of result?.headers.getSetCookie() ?? []) {
      const name = cookie.slice(0, cookie.indexOf("="));
      if (!ownCookies.includes(`${name}=`)) c.res.headers.append("set-cookie", cookie);
    }
  };
}

const ACTIVITY_RESOLUTION_MS = 5 * 60_000;

/** Notes that a session was used now (its `updated_at`), without making the request wait. */
function touchSession(
  db: AppDatabase,
  found: { id: string; updatedAt: Date | string },
  logger: Logger,
) {
  if (Date.now() - new Date(found.updatedAt).getTime() < ACTIVITY_RESOLUTION_MS) return;
  db.update(session)
    .set({ updatedAt: new Date() })
    .where(eq(session.id, found.id))
    .catch((error: unknown) => logger.warn({ err: error }, "session activity not noted"));
}
