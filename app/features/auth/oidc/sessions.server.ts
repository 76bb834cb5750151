import crypto from "node:crypto";
import { serializeSignedCookie } from "better-call";
import { and, eq, sql } from "drizzle-orm";
import type { Auth } from "~/features/auth/auth.server";
import type { AppDatabase } from "../../../../db/client.server";
import { session, sessionSignIns } from "../../../../db/schema";
import { keepPendingCodeStep } from "./pending.server";

/*
 * Sessions begun with a company provider. better-auth makes sessions only for its own sign-ins
 * (its HTTP handler is not mounted), so a provider's sign-in makes the same row and the same
 * signed cookie it would: `getSession` reads them like any other. Beside it, `session_sign_ins`
 * notes the provider (the leavers' check ends these sessions) and whether the provider said a
 * second factor was used.
 */

/** The same pending state better-auth's two-factor plugin makes after a right password. */
const TWO_FACTOR_MINUTES = 10;

function clientHeaders(request: Request, clientIp: string) {
  return { ipAddress: clientIp, userAgent: request.headers.get("user-agent") ?? "" };
}

/** A new session for `userId`, begun with `provider`; answers its cookie. */
export async function startProviderSession(
  auth: Auth,
  db: AppDatabase,
  request: Request,
  clientIp: string,
  userId: string,
  sign: { provider: string; providerMfa: boolean },
): Promise<string> {
  const context = await auth.$context;
  const made = await context.internalAdapter.createSession(
    userId,
    false,
    clientHeaders(request, clientIp),
  );
  await db.insert(sessionSignIns).values({
    sessionId: made.id,
    provider: sign.provider,
    providerMfa: sign.providerMfa,
  });
  const { name, attributes } = context.authCookies.sessionToken;
  return serializeSignedCookie(name, made.token, context.secret, {
    ...attributes,
    maxAge: context.sessionConfig.expiresIn,
  });
}

/**
 * The sign-in waits for our authentication code, as after a right password: better-auth's
 * `2fa-…` row and signed cookie, so the code step (two-factor.server.ts) finishes it. The provider
 * is kept beside it, for the session the code makes.
 */
export async function startCodeStep(
  auth: Auth,
  db: AppDatabase,
  userId: string,
  provider: string,
): Promise<string> {
  const context = await auth.$context;
  const identifier = `2fa-${crypto.randomBytes(15).toString("base64url")}`;
  const expiresAt = new Date(Date.now() + TWO_FACTOR_MINUTES * 60_000);
  await context.internalAdapter.createVerificationValue({ value: userId, identifier, expiresAt });
  await context.internalAdapter.createVerificationValue({
    value: "0",
    identifier: `2fa-attempts-${identifier}`,
    expiresAt,
  });
  await keepPendingCodeStep(db, identifier, { provider });
  const cookie = context.createAuthCookie("two_factor", { maxAge: TWO_FACTOR_MINUTES * 60 });
  return serializeSignedCookie(cookie.name, identifier, context.secret, cookie.attributes);
}

/** Notes that the session with `token` (made by the code step) began with `provider`. */
export async function noteProviderSession(db: AppDatabase, token: string, provider: string) {
  const [found] = await db.select({ id: session.id }).from(session).where(eq(session.token, token));
  if (!found) return;
  await db
    .insert(sessionSignIns)
    .values({ sessionId: found.id, provider, providerMfa: false })
    .onConflictDoNothing();
}

/** Whether the session began with a provider that said a second factor was used. */
export async function sessionHasProviderMfa(db: AppDatabase, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ mfa: sessionSignIns.providerMfa })
    .from(sessionSignIns)
    .where(eq(sessionSignIns.sessionId, sessionId));
  return row?.mfa === true;
}

/**
 * Ends every session of the account (a leaver's: those begun with a password too, so nothing the
 * person opened outlives their company account); answers how many.
 */
export async function endAccountSessions(db: AppDatabase, userId: string): Promise<number> {
  const ended = await db
    .delete(session)
    .where(eq(session.userId, userId))
    .returning({ id: session.id });
  return ended.length;
}

/** Whether the user has a live session begun with `provider`. */
export async function hasLiveProviderSession(
  db: AppDatabase,
  userId: string,
  provider: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: session.id })
    .from(session)
    .innerJoin(sessionSignIns, eq(sessionSignIns.sessionId, session.id))
    .where(
      and(
        eq(session.userId, userId),
        eq(sessionSignIns.provider, provider),
        sql`${session.expiresAt} > now()`,
      ),
    )
    .limit(1);
  return row !== undefined;
}
