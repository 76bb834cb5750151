import { and, desc, eq, isNotNull, ne, sql } from "drizzle-orm";
import { recordActivity } from "~/lib/activity.server";
import { seal } from "~/lib/sealed.server";
import type { AppDatabase } from "../../../../db/client.server";
import { account, oidcIdentities, user } from "../../../../db/schema";
import type { ProviderButton } from "./providers";

/*
 * Identities at the company providers (`oidc_identities`): the provider's stable subject (`sub`)
 * belongs to one account here. An identity signs in; a revoked one (the leavers' check found the
 * person removed at the provider) signs in again only when the provider lets them, which clears it.
 */

export const REFRESH_PURPOSE = "oidc-refresh";

/** The sealed refresh token to store (null without one). */
export function sealedRefreshToken(secret: string, token: string | undefined): string | null {
  return token ? seal(secret, REFRESH_PURPOSE, token) : null;
}

export async function findIdentity(db: AppDatabase, provider: string, subject: string) {
  const [row] = await db
    .select()
    .from(oidcIdentities)
    .where(and(eq(oidcIdentities.provider, provider), eq(oidcIdentities.subject, subject)));
  return row;
}

/** Notes a sign-in with the identity: its e-mail and refresh token now, and no longer revoked. */
export async function noteIdentitySignIn(
  db: AppDatabase,
  id: string,
  update: { email: string; refreshToken: string | null },
) {
  await db
    .update(oidcIdentities)
    .set({
      email: update.email,
      lastSignInAt: new Date(),
      revokedAt: null,
      checkedAt: new Date(),
      ...(update.refreshToken ? { refreshToken: update.refreshToken } : {}),
    })
    .where(eq(oidcIdentities.id, id));
}

/** Links an identity to the account (its first sign-in, or a link). */
export async function linkIdentity(
  db: AppDatabase,
  identity: {
    userId: string;
    provider: string;
    subject: string;
    email: string;
    refreshToken: string | null;
  },
  providerName: string,
) {
  const now = new Date();
  await db
    .insert(oidcIdentities)
    .values({ ...identity, lastSignInAt: now, checkedAt: now })
    .onConflictDoUpdate({
      target: [oidcIdentities.provider, oidcIdentities.subject],
      set: {
        email: identity.email,
        refreshToken: identity.refreshToken,
        lastSignInAt: now,
        revokedAt: null,
      },
      // Never moves an identity from one account to another.
      setWhere: eq(oidcIdentities.userId, identity.userId),
    });
  await recordActivity(db, {
    actorId: identity.userId,
    action: "link-provider",
    subjectType: "account",
    subjectId: identity.userId,
    detail: `${providerName} (${identity.email})`,
  });
}

/** The account with this e-mail, if any. */
export async function accountByEmail(db: AppDatabase, email: string) {
  const [found] = await db
    .select({ id: user.id, email: user.email, twoFactorEnabled: user.twoFactorEnabled })
    .from(user)
    .where(sql`lower(${user.email}) = ${email.toLowerCase()}`);
  return found;
}

/** One linked identity as the account page lists it. */
export interface LinkedIdentity {
  id: string;
  provider: string;
  email: string;
  lastSignInAt: string | null;
  revoked: boolean;
}

export async function listIdentities(db: AppDatabase, userId: string): Promise<LinkedIdentity[]> {
  const rows = await db
    .select()
    .from(oidcIdentities)
    .where(eq(oidcIdentities.userId, userId))
    .orderBy(desc(oidcIdentities.createdAt));
  return rows.map((row) => ({
    id: row.id,
    provider: row.provider,
    email: row.email,
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    revoked: row.revokedAt !== null,
  }));
}

/** Whether the account has a password (better-auth's credential account). */
export async function hasPassword(db: AppDatabase, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: account.id })
    .from(account)
    .where(
      and(
        eq(account.userId, userId),
        eq(account.providerId, "credential"),
        isNotNull(account.password),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Unlinks one of the account's identities, only while another way in remains (a password, or
 * another identity not revoked): `last` otherwise, `missing` when it is not this account's.
 */
export async function unlinkIdentity(
  db: AppDatabase,
  userId: string,
  identityId: string,
): Promise<{ unlinked: { provider: string; email: string } } | "last" | "missing"> {
  return db.transaction(async (tx) => {
    // The account's row locked: two unlinks at once cannot each leave the other as the last way.
    await tx.execute(sql`select id from ${user} where ${user.id} = ${userId} for update`);
    const [identity] = await tx
      .select()
      .from(oidcIdentities)
      .where(and(eq(oidcIdentities.id, identityId), eq(oidcIdentities.userId, userId)));
    if (!identity) return "missing";
    const others = await tx.$count(
      oidcIdentities,
      and(
        eq(oidcIdentities.userId, userId),
        ne(oidcIdentities.id, identityId),
        sql`${oidcIdentities.revokedAt} is null`,
      ),
    );
    if (others === 0 && !(await hasPassword(tx, userId))) return "last";
    await tx.delete(oidcIdentities).where(eq(oidcIdentities.id, identityId));
    return { unlinked: { provider: identity.provider, email: identity.email } };
  });
}

/**
 * For an account without a password, the providers it can sign in again with to count as
 * recently signed in (its identities not revoked); undefined when it has a password.
 */
export async function signInAgainWith(
  db: AppDatabase,
  buttons: readonly ProviderButton[],
  userId: string,
): Promise<Array<{ id: string; name: string }> | undefined> {
  if (await hasPassword(db, userId)) return undefined;
  const live = await db
    .select({ provider: oidcIdentities.provider })
    .from(oidcIdentities)
    .where(and(eq(oidcIdentities.userId, userId), sql`${oidcIdentities.revokedAt} is null`));
  return buttons
    .filter((button) => live.some((identity) => identity.provider === button.id))
    .map((button) => ({ id: button.id, name: button.name }));
}
