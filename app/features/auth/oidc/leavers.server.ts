import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Auth } from "~/features/auth/auth.server";
import { recordActivity } from "~/lib/activity.server";
import { unseal } from "~/lib/sealed.server";
import type { AppDatabase } from "../../../../db/client.server";
import { oidcIdentities, session, user } from "../../../../db/schema";
import type { ProviderClients } from "./clients.server";
import { REFRESH_PURPOSE, sealedRefreshToken } from "./identities.server";
import { providerButton } from "./providers";
import { endAccountSessions } from "./sessions.server";

/*
 * Leavers: a person removed or disabled at the company's provider loses access here within
 * OIDC_SESSION_CHECK_MINUTES. Every instance ticks each minute; each identity due (checked about
 * an interval ago) whose account has a live session (by the provider or by password) is claimed
 * by one instance (its `checked_at` moved on, rows locked with SKIP LOCKED), which asks the
 * provider for a refresh grant. `invalid_grant` marks the identity revoked and ends every session
 * of the account: its password no longer signs in either (password sign-in refuses an account
 * with a revoked identity) until the provider lets the person in again. A provider that cannot be
 * reached is asked again at the next interval. Nothing due: one indexed query.
 */

const BATCH = 50;
/** Every instance looks this often; an identity is due a tick before its interval ends. */
const TICK_MS = 60_000;

export interface ProviderCheck {
  /** One round now (tests pass a later `now`): how many identities were asked, and ended. */
  runOnce(now?: Date): Promise<{ checked: number; ended: number }>;
  start(): void;
  stop(): Promise<void>;
}

export interface ProviderCheckOptions {
  db: AppDatabase;
  clients: ProviderClients;
  secret: string;
  everyMinutes: number;
  logger: {
    info(details: object, message: string): void;
    warn(details: object, message: string): void;
  };
}

/** Claims the identities due, for this instance alone. */
async function claimDue(db: AppDatabase, everyMinutes: number, now: Date) {
  const dueBefore = new Date(now.getTime() - Math.max(everyMinutes * 60_000 - TICK_MS, 0));
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: oidcIdentities.id,
        userId: oidcIdentities.userId,
        provider: oidcIdentities.provider,
        email: oidcIdentities.email,
        refreshToken: oidcIdentities.refreshToken,
      })
      .from(oidcIdentities)
      .where(
        and(
          sql`${oidcIdentities.revokedAt} is null`,
          sql`${oidcIdentities.refreshToken} is not null`,
          sql`coalesce(${oidcIdentities.checkedAt}, 'epoch') < ${dueBefore.toISOString()}`,
          sql`exists (select 1 from ${session}
            where ${session.userId} = ${oidcIdentities.userId}
            and ${session.expiresAt} > now())`,
        ),
      )
      .orderBy(sql`${oidcIdentities.checkedAt} nulls first`)
      .limit(BATCH)
      .for("update", { skipLocked: true });
    for (const row of due) {
      await tx.update(oidcIdentities).set({ checkedAt: now }).where(eq(oidcIdentities.id, row.id));
    }
    return due;
  });
}

export function createProviderCheck(options: ProviderCheckOptions): ProviderCheck {
  const { db, clients, secret, logger, everyMinutes } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<{ checked: number; ended: number }> | undefined;

  async function round(now: Date) {
    let checked = 0;
    let ended = 0;
    for (const identity of await claimDue(db, everyMinutes, now)) {
      const client = clients.get(identity.provider);
      const token = identity.refreshToken && unseal(secret, REFRESH_PURPOSE, identity.refreshToken);
      if (!client || !token) continue;
      checked += 1;
      const answer = await client.refresh(token).catch((error: unknown) => {
        logger.warn(
          { err: error, provider: identity.provider },
          "provider check failed; asked again later",
        );
        return undefined;
      });
      if (!answer) continue;
      if (!answer.ended) {
        const sealed = sealedRefreshToken(secret, answer.refreshToken);
        if (answer.refreshToken !== token) {
          await db
            .update(oidcIdentities)
            .set({ refreshToken: sealed })
            .where(eq(oidcIdentities.id, identity.id));
        }
        continue;
      }
      ended += 1;
      await db
        .update(oidcIdentities)
        .set({ revokedAt: now, refreshToken: null })
        .where(eq(oidcIdentities.id, identity.id));
      const sessions = await endAccountSessions(db, identity.userId);
      await recordActivity(db, {
        actorId: identity.userId,
        action: "provider-ended-access",
        subjectType: "account",
        subjectId: identity.userId,
        detail: `${providerButton(client.provider).name} (${identity.email}): ${sessions} session(s) ended`,
      });
    }
    if (ended > 0) logger.info({ checked, ended }, "sign-in providers ended access");
    return { checked, ended };
  }

  function runOnce(now = new Date()) {
    running ??= round(now).finally(() => {
      running = undefined;
    });
    return running;
  }

  return {
    runOnce,
    start() {
      if (timer || clients.size === 0) return;
      timer = setInterval(
        () =>
          void runOnce().catch((error: unknown) =>
            logger.warn({ err: error }, "provider check failed; tried again at its next tick"),
          ),
        TICK_MS,
      );
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
}

/**
 * The account a password sign-in is refused to because its company account was closed: one
 * with an identity the provider ended (revoked), when the password is right. A wrong password
 * fails as any other, so the refusal tells nothing to someone who does not know it.
 */
export async function leaverSigningIn(
  auth: Auth,
  db: AppDatabase,
  email: string,
  password: string,
): Promise<string | undefined> {
  const [leaver] = await db
    .select({ userId: oidcIdentities.userId })
    .from(oidcIdentities)
    .innerJoin(user, eq(user.id, oidcIdentities.userId))
    .where(
      and(
        sql`lower(${user.email}) = ${email.trim().toLowerCase()}`,
        isNotNull(oidcIdentities.revokedAt),
      ),
    )
    .limit(1);
  if (!leaver) return undefined;
  const context = await auth.$context;
  const credential = await context.internalAdapter.findCredentialAccount(leaver.userId);
  if (!credential?.password) return undefined;
  const right = await context.password.verify({ hash: credential.password, password });
  return right ? leaver.userId : undefined;
}
