import crypto from "node:crypto";
import { and, eq, gt, like, lt, sql } from "drizzle-orm";
import type { AppDatabase } from "../../../../db/client.server";
import { verification } from "../../../../db/schema";

/*
 * What a company sign-in keeps between two requests, in better-auth's `verification` table (rows
 * named `oidc-…`) and bound to the browser by a short httpOnly cookie:
 * - a sign-in sent to the provider (`oidc-<state>`, 10 minutes), taken once by its callback;
 * - a link waiting for the account's password (`oidc-link-<secret>`, 10 minutes);
 * - which provider a sign-in waiting for our authentication code came from (`oidc-2fa-…`).
 * Every row is taken with DELETE … RETURNING: two requests with the same state cannot both get it.
 */

export const PENDING_MINUTES = 10;

/** The browser's binding cookie (login CSRF): a random value whose hash each pending row keeps. */
const BROWSER_COOKIE = "aig.oidc_browser";
/** A link that waits for the password sign-in of the account it belongs to. */
const LINK_COOKIE = "aig.oidc_link";

function cookieName(name: string, secure: boolean): string {
  return secure ? `__Secure-${name}` : name;
}

/**
 * The cookie's value. With secure cookies only the `__Secure-` name counts: browsers set such a
 * name only over HTTPS with `Secure`, so a plain-HTTP page or a sibling subdomain cannot plant it.
 */
function readCookie(request: Request, name: string, secure: boolean): string | undefined {
  const pattern = new RegExp(
    `(?:^|;\\s*)${cookieName(name, secure).replace(".", "\\.")}=([A-Za-z0-9_-]{20,100})(?:;|$)`,
  );
  return pattern.exec(request.headers.get("cookie") ?? "")?.[1];
}

function cookie(name: string, value: string, secure: boolean, maxAge: number): string {
  return [
    `${cookieName(name, secure)}=${value}`,
    "Path=/admin",
    `Max-Age=${maxAge}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

const digest = (value: string) => crypto.createHash("sha256").update(value).digest("base64url");
const randomToken = () => crypto.randomBytes(24).toString("base64url");

/** Takes a row by its identifier, once, if it has not expired. */
async function take(db: AppDatabase, identifier: string): Promise<string | undefined> {
  const [row] = await db
    .delete(verification)
    .where(and(eq(verification.identifier, identifier), gt(verification.expiresAt, sql`now()`)))
    .returning({ value: verification.value });
  return row?.value;
}

async function keep(db: AppDatabase, identifier: string, value: unknown) {
  await db.insert(verification).values({
    id: crypto.randomUUID(),
    identifier,
    value: JSON.stringify(value),
    expiresAt: new Date(Date.now() + PENDING_MINUTES * 60_000),
  });
}

/** A sign-in sent to the provider: what its callback checks the answer against. */
export interface PendingSignIn {
  provider: string;
  codeVerifier: string;
  nonce: string;
  /** Where the person goes afterwards (an /admin address). */
  next: string;
  /** Set when a signed-in person links the provider to their account ('Link Microsoft'). */
  linkTo?: string;
  /** The hash of the browser's binding cookie. */
  browser: string;
}

/**
 * Keeps a sign-in sent to the provider under its `state`; answers the cookie that binds it to
 * this browser (the same value for every sign-in of this browser, so two tabs both work).
 */
export async function keepPendingSignIn(
  db: AppDatabase,
  request: Request,
  secure: boolean,
  state: string,
  pending: Omit<PendingSignIn, "browser">,
): Promise<string> {
  const binding = readCookie(request, BROWSER_COOKIE, secure) ?? randomToken();
  await keep(db, `oidc-${state}`, { ...pending, browser: digest(binding) });
  return cookie(BROWSER_COOKIE, binding, secure, PENDING_MINUTES * 60);
}

/**
 * Takes the sign-in a callback's `state` names, once: `missing` when there is none (never made,
 * expired, or used already), `other-browser` when this browser did not start it.
 */
export async function takePendingSignIn(
  db: AppDatabase,
  request: Request,
  secure: boolean,
  state: string,
): Promise<PendingSignIn | "missing" | "other-browser"> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(state)) return "missing";
  const value = await take(db, `oidc-${state}`);
  if (!value) return "missing";
  const pending = JSON.parse(value) as PendingSignIn;
  const binding = readCookie(request, BROWSER_COOKIE, secure);
  if (!binding) return "other-browser";
  const ours = Buffer.from(digest(binding));
  const theirs = Buffer.from(pending.browser);
  if (ours.length !== theirs.length || !crypto.timingSafeEqual(ours, theirs)) {
    return "other-browser";
  }
  return pending;
}

/** An identity waiting to be linked to the account with the same e-mail, after its password. */
export interface PendingLink {
  userId: string;
  provider: string;
  subject: string;
  email: string;
  /** Sealed already (oidc-refresh). */
  refreshToken: string | null;
}

/** Keeps a link for the account's password sign-in; answers its cookie. */
export async function keepPendingLink(
  db: AppDatabase,
  secure: boolean,
  link: PendingLink,
): Promise<string> {
  const secret = randomToken();
  await keep(db, `oidc-link-${digest(secret)}`, link);
  return cookie(LINK_COOKIE, secret, secure, PENDING_MINUTES * 60);
}

/**
 * Takes the link the browser's cookie names, once, with the cookie that clears it; undefined
 * without one (or expired).
 */
export async function takePendingLink(
  db: AppDatabase,
  request: Request,
  secure: boolean,
): Promise<{ link?: PendingLink; clear: string } | undefined> {
  const secret = readCookie(request, LINK_COOKIE, secure);
  if (!secret) return undefined;
  const value = await take(db, `oidc-link-${digest(secret)}`);
  return {
    link: value ? (JSON.parse(value) as PendingLink) : undefined,
    clear: cookie(LINK_COOKIE, "", secure, 0),
  };
}

/** The provider a sign-in waiting for our code came from (by better-auth's `2fa-…` row). */
export interface PendingCodeStep {
  provider: string;
}

export function keepPendingCodeStep(db: AppDatabase, twoFactorId: string, step: PendingCodeStep) {
  return keep(db, `oidc-2fa-${twoFactorId}`, step);
}

export async function takePendingCodeStep(
  db: AppDatabase,
  twoFactorId: string,
): Promise<PendingCodeStep | undefined> {
  const value = await take(db, `oidc-2fa-${twoFactorId}`);
  return value ? (JSON.parse(value) as PendingCodeStep) : undefined;
}

/** Forgets the sign-ins, links and code steps nobody finished (housekeeping, hourly). */
export async function prunePendingSignIns(db: AppDatabase) {
  await db
    .delete(verification)
    .where(and(like(verification.identifier, "oidc-%"), lt(verification.expiresAt, sql`now()`)));
}
