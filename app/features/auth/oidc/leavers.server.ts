import { and, eq, sql } from "drizzle-orm";
import { recordActivity } from "~/lib/activity.server";
import { unseal } from "~/lib/sealed.server";
import type { AppDatabase } from "../../../../db/client.server";
import { oidcIdentities, session, sessionSignIns } from "../../../../db/schema";
import type { ProviderClients } from "./clients.server";
import { REFRESH_PURPOSE, sealedRefreshToken } from "./identities.server";
import { providerButton } from "./providers";
import { endProviderSessions } from "./sessions.server";

/*
 * Leavers: a person removed or disabled at the company's provider loses access here within
 * OIDC_SESSION_CHECK_MINUTES. Every instance ticks each minute; each identity due (checked about
 * an interval ago) whose account has a live session begun with that provider is claimed by one
 * instance (its `checked_at` moved on, rows locked with SKIP LOCKED), which asks the provider for
 * a refresh grant. `invalid_grant` ends those sessions and marks the identity revoked; a provider
 * that cannot be reached is asked again at the next interval. Nothing due: one indexed query.
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
          sql`exists (select 1 from ${session} join ${sessionSignIns}
            on ${sessionSignIns.sessionId} = ${session.id}
            where ${session.userId} = ${oidcIdentities.userId}
            and ${sessionSignIns.provider} = ${oidcIdentities.provider}
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
      const sessions = await endProviderSessions(db, identity.userId, identity.provider);
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
