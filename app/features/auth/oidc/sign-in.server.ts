import { eq } from "drizzle-orm";
import type { AccountContext } from "~/features/auth/account-context.server";
import { noteSignInDevice } from "~/features/auth/known-devices.server";
import type { Role } from "~/features/auth/roles";
import { returnPath } from "~/features/auth/sign-in.server";
import { recordActivity } from "~/lib/activity.server";
import { hitRateLimit, type RateLimitRule, rateLimitSubject } from "~/lib/rate-limit.server";
import { readFlag, writeFlag } from "~/lib/site-settings.server";
import { type AppDatabase, isUniqueViolation } from "../../../../db/client.server";
import { user } from "../../../../db/schema";
import {
  isRefusal,
  type ProviderAnswerRefused,
  type ProviderClaims,
  type ProviderClient,
} from "./clients.server";
import {
  accountByEmail,
  findIdentity,
  linkIdentity,
  noteIdentitySignIn,
  sealedRefreshToken,
  unlinkIdentity,
} from "./identities.server";
import { keepPendingLink, keepPendingSignIn, takePendingSignIn } from "./pending.server";
import {
  mappedRole,
  newAccountRefusal,
  PROVIDER_MESSAGES,
  PROVIDER_NOTICES,
  providerButton,
  providerForEmail,
  signedInWithMultiFactor,
} from "./providers";
import type { ProviderContext } from "./service.server";
import { startCodeStep, startProviderSession } from "./sessions.server";

/*
 * Signing in with a company provider (OpenID Connect, authorization code with PKCE): the start
 * sends the browser to the provider with a fresh state, nonce and code challenge; the callback
 * takes that state once (in this browser only), exchanges the code and verifies the ID token,
 * then signs in the account the identity belongs to, makes one (a verified e-mail of an allowed
 * domain, with the role of its groups or the sign-up rule), or waits for the password of an
 * account with that e-mail before linking (no account is taken over by an e-mail alone).
 */

/** The owners accept the provider's own second factor (`amr`/`acr`) in place of our code. */
export const ACCEPT_PROVIDER_MFA_SETTING = "accept-provider-mfa";

export function providerMfaAccepted(db: AppDatabase): Promise<boolean> {
  return readFlag(db, ACCEPT_PROVIDER_MFA_SETTING);
}

export function setProviderMfaAccepted(db: AppDatabase, accepted: boolean, actorId: string) {
  return writeFlag(db, ACCEPT_PROVIDER_MFA_SETTING, accepted, actorId);
}

type SignInContext = AccountContext & ProviderContext;

/** Where the browser goes next (with cookies), or the refusal page's message and status. */
export type ProviderAnswer =
  | { status: "moved"; to: string; cookies: string[] }
  | { status: "refused"; message: string; code: number };

const refused = (message: string, code = 400): ProviderAnswer => ({
  status: "refused",
  message,
  code,
});

function clientOf(context: SignInContext, providerId: string): ProviderClient | undefined {
  return context.signInProviders.clients.get(providerId);
}

/** Company sign-ins one address may start: as many as password sign-ins may fail. */
const STARTS_PER_ADDRESS: RateLimitRule = { limit: 30, windowMs: 15 * 60_000 };

/** The callback address registered at the provider: `<site>/admin/sign-in/<id>/callback`. */
export function callbackUrl(siteUrl: string, providerId: string): string {
  return `${siteUrl}/admin/sign-in/${providerId}/callback`;
}

/**
 * Sends the browser to the provider: `loginHint` (the e-mail typed, for domain routing), `next`
 * (the admin page to return to), `linkTo` (the signed-in account linking the provider).
 */
export async function startProviderSignIn(
  request: Request,
  context: SignInContext,
  providerId: string,
  options: { loginHint?: string; next?: string | null; linkTo?: string } = {},
): Promise<ProviderAnswer> {
  const client = clientOf(context, providerId);
  if (!client) return refused(PROVIDER_MESSAGES.unknownProvider, 404);
  // Each start writes a pending row and asks the provider: counted per network, like sign-ins.
  const { limited } = await hitRateLimit(
    context.db,
    `oidc-start:${rateLimitSubject(context.clientIp)}`,
    STARTS_PER_ADDRESS,
  );
  if (limited) return refused(PROVIDER_MESSAGES.tooManyStarts, 429);
  try {
    const authorization = await client.authorizationRequest(
      callbackUrl(context.siteUrl, providerId),
      options.loginHint,
    );
    const cookie = await keepPendingSignIn(
      context.db,
      request,
      context.signInProviders.secureCookies,
      authorization.state,
      {
        provider: providerId,
        codeVerifier: authorization.codeVerifier,
        nonce: authorization.nonce,
        next: returnPath(options.next ?? null),
        ...(options.linkTo ? { linkTo: options.linkTo } : {}),
      },
    );
    return { status: "moved", to: authorization.url, cookies: [cookie] };
  } catch (error) {
    if (!isRefusal(error)) throw error;
    context.logger.error({ provider: providerId, reason: error.details }, "sign-in start failed");
    return refused(PROVIDER_MESSAGES.unavailable, 503);
  }
}

/**
 * 'Sign in' with an e-mail of a provider's domain and no password: that provider, with the
 * e-mail as `login_hint` (the specification's `POST /sso` by domain). With a password, or any
 * other e-mail: undefined, the password sign-in goes on (an account with a password keeps it).
 */
export async function signInByDomain(
  request: Request,
  context: SignInContext,
  form: FormData,
): Promise<ProviderAnswer | undefined> {
  const email = form.get("email");
  const password = form.get("password");
  if (typeof email !== "string" || (typeof password === "string" && password !== "")) {
    return undefined;
  }
  const provider = providerForEmail(context.signInProviders.buttons, email.trim());
  if (!provider) return undefined;
  return startProviderSignIn(request, context, provider.id, {
    loginHint: email.trim().slice(0, 254),
    next: new URL(request.url).searchParams.get("next"),
  });
}

const REFUSALS: Record<ProviderAnswerRefused["reason"], ProviderAnswer> = {
  denied: refused(PROVIDER_MESSAGES.denied, 401),
  invalid: refused(PROVIDER_MESSAGES.invalid, 401),
  "expired-code": refused(PROVIDER_MESSAGES.expiredCode, 400),
  unavailable: refused(PROVIDER_MESSAGES.unavailable, 503),
};

/**
 * The provider's answer (`/admin/sign-in/<id>/callback?code=…&state=…`). A missing, expired,
 * reused or foreign state, a provider's error, and a token that fails any check are refused
 * before anything is written.
 */
export async function finishProviderSignIn(
  request: Request,
  context: SignInContext,
  providerId: string,
): Promise<ProviderAnswer> {
  const client = clientOf(context, providerId);
  if (!client) return refused(PROVIDER_MESSAGES.unknownProvider, 404);
  const query = new URL(request.url).searchParams;
  const pending = await takePendingSignIn(
    context.db,
    request,
    context.signInProviders.secureCookies,
    query.get("state") ?? "",
  );
  if (pending === "missing") return refused(PROVIDER_MESSAGES.expired);
  if (pending === "other-browser") return refused(PROVIDER_MESSAGES.otherBrowser);
  if (pending.provider !== providerId) return refused(PROVIDER_MESSAGES.expired);
  let claims: ProviderClaims;
  let refreshToken: string | undefined;
  try {
    // The address the provider answered, as registered (this server may sit behind a proxy).
    const answered = new URL(`${callbackUrl(context.siteUrl, providerId)}?${query}`);
    ({ claims, refreshToken } = await client.exchange(answered, {
      codeVerifier: pending.codeVerifier,
      state: query.get("state") ?? "",
      nonce: pending.nonce,
    }));
  } catch (error) {
    if (!isRefusal(error)) throw error;
    context.logger.error(
      { provider: providerId, reason: error.details },
      "a provider's sign-in answer was refused",
    );
    await recordActivity(context.db, {
      actorId: null,
      action: "sign-in-failed",
      detail: `${client.provider.label}: ${error.reason}`,
    });
    return REFUSALS[error.reason];
  }
  const sealed = sealedRefreshToken(context.secret, refreshToken);
  if (pending.linkTo) return linkSignedIn(context, client, pending.linkTo, claims, sealed);

  const known = await findIdentity(context.db, providerId, claims.subject);
  let userId: string;
  if (known) {
    await noteIdentitySignIn(context.db, known.id, {
      email: claims.email || known.email,
      refreshToken: sealed,
    });
    userId = known.userId;
  } else {
    const made = await firstSignIn(context, client, claims, sealed);
    if (made.status !== "made") return made.answer;
    userId = made.userId;
  }
  return signInAs(request, context, client, userId, claims, pending.next);
}

/** 'Link Microsoft' from the account page: the identity joins the signed-in account. */
async function linkSignedIn(
  context: SignInContext,
  client: ProviderClient,
  userId: string,
  claims: ProviderClaims,
  refreshToken: string | null,
): Promise<ProviderAnswer> {
  const name = providerButton(client.provider).name;
  if (context.session?.user.id !== userId) return refused(PROVIDER_MESSAGES.expired);
  const existing = await findIdentity(context.db, client.provider.id, claims.subject);
  if (existing && existing.userId !== userId) {
    return refused(PROVIDER_MESSAGES.alreadyLinkedElsewhere(name), 409);
  }
  await linkIdentity(
    context.db,
    {
      userId,
      provider: client.provider.id,
      subject: claims.subject,
      email: claims.email,
      refreshToken,
    },
    name,
  );
  return {
    status: "moved",
    to: `/admin/account?done=provider-linked&provider=${client.provider.id}#sign-in-providers`,
    cookies: [],
  };
}

/** The role a first sign-in without a mapped group gets, by the sign-up rule (SIGNUP). */
const SIGN_UP_ROLES: Record<AccountContext["signupMode"], Role | undefined> = {
  approval: "pending",
  open: "admin",
  closed: undefined,
  invite: undefined,
};

type FirstSignIn = { status: "made"; userId: string } | { status: "not"; answer: ProviderAnswer };

/**
 * A subject seen for the first time: nothing for an unverified e-mail; an account with that
 * e-mail waits for its password; else a new account, only for an e-mail of the provider's
 * domains (Google: of its Workspace too), its role from the groups claim or the sign-up rule.
 */
async function firstSignIn(
  context: SignInContext,
  client: ProviderClient,
  claims: ProviderClaims,
  refreshToken: string | null,
): Promise<FirstSignIn> {
  const provider = client.provider;
  const not = (answer: ProviderAnswer): FirstSignIn => ({ status: "not", answer });
  const turnedAway = async (why: string, message: string) => {
    await recordActivity(context.db, {
      actorId: null,
      actorEmail: claims.email || undefined,
      action: "sign-in-failed",
      detail: `${provider.label}: ${why}`,
    });
    return not(refused(message, 403));
  };
  if (!claims.email || !claims.emailVerified) {
    return turnedAway("e-mail not verified", PROVIDER_MESSAGES.unverifiedEmail);
  }
  const refusal = newAccountRefusal(provider, claims);
  if (refusal === "other-domain") {
    return turnedAway("e-mail domain not allowed", PROVIDER_MESSAGES.otherDomain);
  }
  const waitForPassword = (userId: string) =>
    linkAfterPassword(context, client, claims, userId, refreshToken);
  const existing = await accountByEmail(context.db, claims.email);
  if (existing) return not(await waitForPassword(existing.id));
  if (refusal === "no-domains") {
    return turnedAway("no domains set, no new accounts", PROVIDER_MESSAGES.noDomains);
  }
  const role = mappedRole(provider, claims.groups) ?? SIGN_UP_ROLES[context.signupMode];
  if (!role) return turnedAway("no group with access, sign-up closed", PROVIDER_MESSAGES.noAccount);

  const auth = await context.auth.$context;
  let made: { id: string };
  try {
    // better-auth's hook makes the very first account the owner, as a password sign-up would.
    made = await auth.internalAdapter.createUser(
      {
        email: claims.email,
        name: claims.email.split("@")[0] ?? claims.email,
        emailVerified: true,
      },
      { method: "sso-oidc", sso: { providerId: provider.id } },
    );
  } catch (error) {
    // Another callback (a second tab, a double click) made the account a moment ago: it is
    // an existing account now, linked only after its password like any other.
    if (!isUniqueViolation(error, "user_email_unique")) throw error;
    const raced = await accountByEmail(context.db, claims.email);
    if (!raced) throw error;
    return not(await waitForPassword(raced.id));
  }
  const [created] = await context.db
    .select({ role: user.role })
    .from(user)
    .where(eq(user.id, made.id));
  if (created && created.role !== "owner" && created.role !== role) {
    await context.db.update(user).set({ role }).where(eq(user.id, made.id));
  }
  await linkIdentity(
    context.db,
    {
      userId: made.id,
      provider: provider.id,
      subject: claims.subject,
      email: claims.email,
      refreshToken,
    },
    providerButton(provider).name,
  );
  return { status: "made", userId: made.id };
}

/** The identity waits (10 minutes) for the password of the account with its e-mail. */
async function linkAfterPassword(
  context: SignInContext,
  client: ProviderClient,
  claims: ProviderClaims,
  userId: string,
  refreshToken: string | null,
): Promise<ProviderAnswer> {
  const cookie = await keepPendingLink(context.db, context.signInProviders.secureCookies, {
    userId,
    provider: client.provider.id,
    subject: claims.subject,
    email: claims.email,
    refreshToken,
  });
  const hint = new URLSearchParams({ link: client.provider.id, email: claims.email });
  return { status: "moved", to: `/admin?${hint}`, cookies: [cookie] };
}

/**
 * Signs in as the account: at once, or after our authentication code when the account has one
 * and the provider's second factor is not accepted in its place.
 */
async function signInAs(
  request: Request,
  context: SignInContext,
  client: ProviderClient,
  userId: string,
  claims: ProviderClaims,
  next: string,
): Promise<ProviderAnswer> {
  const [account] = await context.db
    .select({ id: user.id, email: user.email, twoFactorEnabled: user.twoFactorEnabled })
    .from(user)
    .where(eq(user.id, userId));
  if (!account) return refused(PROVIDER_MESSAGES.expired);
  const provider = client.provider.id;
  const providerMfa = signedInWithMultiFactor(claims) && (await providerMfaAccepted(context.db));
  if (account.twoFactorEnabled && !providerMfa) {
    const cookie = await startCodeStep(context.auth, context.db, account.id, provider);
    const query = next !== "/admin" ? `?next=${encodeURIComponent(next)}` : "";
    return { status: "moved", to: `/admin/two-factor${query}`, cookies: [cookie] };
  }
  const cookie = await startProviderSession(
    context.auth,
    context.db,
    request,
    context.clientIp,
    account.id,
    { provider, providerMfa },
  );
  await recordActivity(context.db, {
    actorId: account.id,
    action: "sign-in",
    detail: client.provider.label,
  });
  const device = await noteSignInDevice(request, context, account);
  return { status: "moved", to: next, cookies: [cookie, device] };
}

/** The notice the account page shows after a link, by the provider's id. */
export function linkedNotice(context: ProviderContext, providerId: string | null): string | null {
  const button = context.signInProviders.buttons.find((b) => b.id === providerId);
  return button ? PROVIDER_NOTICES.linked(button.name) : null;
}

/** 'Unlink' on the account page: refused while it is the account's last way to sign in. */
export async function unlinkProvider(
  context: SignInContext,
  form: FormData,
): Promise<{ notice: string } | { error: string; code: number }> {
  const userId = context.session?.user.id;
  const identityId = form.get("identity");
  if (!userId || typeof identityId !== "string" || !/^[0-9a-f-]{36}$/.test(identityId)) {
    return { error: "Choose a linked provider to unlink.", code: 400 };
  }
  const result = await unlinkIdentity(context.db, userId, identityId);
  if (result === "missing") return { error: "That provider is not linked any more.", code: 404 };
  if (result === "last") return { error: PROVIDER_MESSAGES.lastWayIn, code: 409 };
  const client = context.signInProviders.clients.get(result.unlinked.provider);
  const name = client ? providerButton(client.provider).name : result.unlinked.provider;
  await recordActivity(context.db, {
    actorId: userId,
    action: "unlink-provider",
    subjectType: "account",
    subjectId: userId,
    detail: `${name} (${result.unlinked.email})`,
  });
  return { notice: PROVIDER_NOTICES.unlinked(name) };
}
