import crypto from "node:crypto";
import { and, asc, eq, gt, lt } from "drizzle-orm";
import { recordActivity } from "~/lib/activity.server";
import { fieldErrorsOf, formFields } from "~/lib/forms";
import type { AppDatabase } from "../../../db/client.server";
import { invitations, user } from "../../../db/schema";
import type { AccountContext } from "./account-context.server";
import { INVITATION_DAYS, invitationMail, invitationPath } from "./account-mail";
import { moved, shown } from "./answer";
import { authHeaders } from "./auth.server";
import { authErrorStatus } from "./auth-errors.server";
import { INVITATION_MESSAGES, type PendingInvitation } from "./invitations";
import { noteSignInDevice } from "./known-devices.server";
import {
  type AssignableRole,
  isAssignableRole,
  mayGiveRole,
  ROLE_LABELS,
  type SessionUser,
} from "./roles";
import { EmailSchema, PasswordPairSchema } from "./schemas";

/*
 * Owners invite colleagues by e-mail: a single-use link, valid seven days, lets them choose a
 * password and join with the invited role, without the approval step. Only the link's SHA-256 is
 * stored; one pending invitation per address (inviting again replaces it).
 */

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function hashOf(token: string): string {
  return crypto.createHash("sha256").update(token).digest("base64url");
}

function newToken() {
  const token = crypto.randomBytes(32).toString("base64url");
  return {
    token,
    tokenHash: hashOf(token),
    expiresAt: new Date(Date.now() + INVITATION_DAYS * 24 * 60 * 60_000),
  };
}

export type InvitationResult = {
  intent: string;
  notice?: string;
  /** The link of an invitation just made or renewed: shown once, for the owner to pass on. */
  link?: string;
  errors?: Record<string, string>;
  formError?: string;
  values?: Record<string, string>;
};

export async function listInvitations(db: AppDatabase): Promise<PendingInvitation[]> {
  const rows = await db
    .select({
      id: invitations.id,
      email: invitations.email,
      role: invitations.role,
      invitedBy: user.email,
      expiresAt: invitations.expiresAt,
    })
    .from(invitations)
    .leftJoin(user, eq(user.id, invitations.invitedBy))
    .orderBy(asc(invitations.createdAt));
  const now = Date.now();
  return rows.map((row) => ({
    ...row,
    role: (isAssignableRole(row.role) ? row.role : "author") satisfies AssignableRole,
    expiresAt: row.expiresAt.toISOString(),
    expired: row.expiresAt.getTime() <= now,
  }));
}

/**
 * E-mails the invitation when e-mail is set up; either way the answer carries its link, which the
 * page shows with 'Copy link' (the only way to pass it on without e-mail).
 */
function sendInvitation(
  context: AccountContext,
  invitation: { email: string; role: string; token: string },
  actor: SessionUser,
  intent: "invite" | "resend-invitation",
): InvitationResult {
  const link = `${context.siteUrl}${invitationPath(invitation.token)}`;
  const mailed = Boolean(context.sendMail);
  const notice =
    intent === "invite"
      ? mailed
        ? INVITATION_MESSAGES.sent
        : INVITATION_MESSAGES.made
      : mailed
        ? INVITATION_MESSAGES.resent
        : INVITATION_MESSAGES.remade;
  const { sendMail } = context;
  if (sendMail) {
    // The company name as the site shows it now (falls back to the configured one).
    void context.publishedSite
      .identity()
      .catch(() => context.site)
      .then((site) =>
        sendMail(
          invitationMail({
            to: invitation.email,
            token: invitation.token,
            role: ROLE_LABELS[invitation.role as keyof typeof ROLE_LABELS] ?? invitation.role,
            invitedBy: actor.email,
            siteName: site.name,
            siteUrl: context.siteUrl,
          }),
          "invitation",
        ),
      );
  }
  return { intent, notice, link };
}

/**
 * The Team page's invitation actions, owners only: `invite` (fields email, role), `resend` and
 * `revoke` (field invitation). An invitation made or renewed is e-mailed when e-mail is set up,
 * and its link is in the answer either way.
 */
export async function invitationAction(
  context: AccountContext,
  actor: SessionUser,
  intent: string,
  form: FormData,
) {
  const values = formFields(form);
  const fail = (status: number, answer: Omit<InvitationResult, "intent">) =>
    shown<InvitationResult>({ intent, ...answer }, status);
  if (actor.role !== "owner") return fail(403, { formError: INVITATION_MESSAGES.ownersOnly });

  if (intent === "revoke-invitation") {
    const gone = await context.db
      .delete(invitations)
      .where(eq(invitations.id, uuidOrNil(values.invitation)))
      .returning({ email: invitations.email });
    if (!gone[0]) return fail(404, { formError: INVITATION_MESSAGES.gone });
    await recordActivity(context.db, {
      actorId: actor.id,
      action: "revoke-invitation",
      subjectType: "account",
      subjectTitle: gone[0].email,
    });
    return shown<InvitationResult>({ intent, notice: INVITATION_MESSAGES.revoked });
  }

  if (intent === "resend-invitation") {
    const fresh = newToken();
    const [row] = await context.db
      .update(invitations)
      .set({ tokenHash: fresh.tokenHash, expiresAt: fresh.expiresAt, invitedBy: actor.id })
      .where(eq(invitations.id, uuidOrNil(values.invitation)))
      .returning({ email: invitations.email, role: invitations.role });
    if (!row) return fail(404, { formError: INVITATION_MESSAGES.gone });
    return shown(
      sendInvitation(context, { ...row, token: fresh.token }, actor, "resend-invitation"),
    );
  }

  // intent === "invite"
  const parsed = EmailSchema.safeParse(values);
  // The same rule as approving and changing a role: only the roles the inviter may give.
  const role =
    isAssignableRole(values.role) && mayGiveRole(actor.role, values.role) ? values.role : undefined;
  const errors: Record<string, string> = parsed.success ? {} : fieldErrorsOf(parsed.error);
  if (!role) errors.role = INVITATION_MESSAGES.badRole;
  if (!parsed.success || !role || Object.keys(errors).length > 0) {
    return fail(400, { errors, values });
  }
  const email = parsed.data.email.toLowerCase();
  const [existing] = await context.db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, email));
  if (existing) return fail(409, { errors: { email: INVITATION_MESSAGES.exists }, values });
  const fresh = newToken();
  await context.db
    .insert(invitations)
    .values({
      email,
      role,
      tokenHash: fresh.tokenHash,
      expiresAt: fresh.expiresAt,
      invitedBy: actor.id,
    })
    .onConflictDoUpdate({
      target: invitations.email,
      set: { role, tokenHash: fresh.tokenHash, expiresAt: fresh.expiresAt, invitedBy: actor.id },
    });
  await recordActivity(context.db, {
    actorId: actor.id,
    action: "invite",
    subjectType: "account",
    subjectTitle: email,
    detail: `As ${role}`,
  });
  return shown(sendInvitation(context, { email, role, token: fresh.token }, actor, "invite"));
}

/** A well-formed id, or one that matches nothing (so a made-up value is a plain 'not found'). */
function uuidOrNil(value: string | undefined): string {
  return value && /^[0-9a-f-]{36}$/i.test(value) ? value : "00000000-0000-0000-0000-000000000000";
}

/** The invitation a link names, while it can still be used. */
export async function invitationByToken(db: AppDatabase, token: string | undefined) {
  if (!token || !TOKEN_PATTERN.test(token)) return undefined;
  const [row] = await db
    .select({ id: invitations.id, email: invitations.email, role: invitations.role })
    .from(invitations)
    .where(and(eq(invitations.tokenHash, hashOf(token)), gt(invitations.expiresAt, new Date())));
  return row;
}

export type AcceptResult =
  | { invalid: true }
  | { errors?: Record<string, string>; formError?: string };

/**
 * 'Set Password': checks the pair, uses the invitation up (once, even with two tabs), makes the
 * account with the invited role and signs it in: the dashboard, with no approval step. If the
 * account cannot be made (the address got an account meanwhile, or the database failed), the
 * invitation is put back as it was: nothing is spent on a failure.
 */
export async function acceptInvitation(
  request: Request,
  context: AccountContext,
  token: string | undefined,
  form: FormData,
) {
  const parsed = PasswordPairSchema.safeParse(formFields(form));
  if (!parsed.success) {
    if (!(await invitationByToken(context.db, token))) {
      return shown<AcceptResult>({ invalid: true }, 410);
    }
    return shown<AcceptResult>({ errors: fieldErrorsOf(parsed.error) }, 400);
  }
  const hash = token && TOKEN_PATTERN.test(token) ? hashOf(token) : "";
  // Deleted first, so two tabs cannot both use it (better-auth's sign-up writes outside any
  // transaction of ours, hence the row is put back on a failure rather than rolled back).
  const [invitation] = await context.db
    .delete(invitations)
    .where(and(eq(invitations.tokenHash, hash), gt(invitations.expiresAt, new Date())))
    .returning();
  if (!invitation) return shown<AcceptResult>({ invalid: true }, 410);

  const { password } = parsed.data;
  let accountId: string | undefined;
  try {
    accountId = await createInvitedAccount(request, context, invitation.email, password);
  } catch (error) {
    await putBack(context.db, invitation).catch(() => undefined);
    throw error;
  }
  if (!accountId) {
    await putBack(context.db, invitation);
    return shown<AcceptResult>({ formError: INVITATION_MESSAGES.exists }, 409);
  }
  await context.db
    .update(user)
    .set({ role: invitation.role, updatedAt: new Date() })
    .where(eq(user.id, accountId));
  await recordActivity(context.db, {
    actorId: accountId,
    action: "accept-invitation",
    subjectType: "account",
    subjectId: accountId,
    subjectTitle: invitation.email,
    detail: `As ${invitation.role}`,
  });
  try {
    const signedIn = await context.auth.api.signInEmail({
      body: { email: invitation.email, password, rememberMe: true },
      headers: authHeaders(request.headers, context.clientIp),
      returnHeaders: true,
    });
    signedIn.headers.append(
      "set-cookie",
      await noteSignInDevice(request, context, { id: accountId, email: invitation.email }),
    );
    return moved("/admin", signedIn.headers);
  } catch (error) {
    if (authErrorStatus(error) === undefined) throw error;
    // The account is made, with its role: the login takes it from here.
    return moved("/admin");
  }
}

/**
 * Makes the invited address's account: its id, or undefined when the address has an account
 * already. better-auth answers a taken address with a made-up account rather than an error (so
 * the public sign-up does not reveal which addresses have one): only a stored row is new.
 */
async function createInvitedAccount(
  request: Request,
  context: AccountContext,
  email: string,
  password: string,
): Promise<string | undefined> {
  let id: string;
  try {
    const created = await context.auth.api.signUpEmail({
      body: { email, password, name: email.split("@")[0] ?? email },
      headers: authHeaders(request.headers, context.clientIp),
    });
    id = created.user.id;
  } catch (error) {
    if (authErrorStatus(error) === undefined) throw error;
    return undefined;
  }
  const [row] = await context.db.select({ id: user.id }).from(user).where(eq(user.id, id));
  return row?.id;
}

/** An invitation taken for an acceptance that failed, back as it was (a newer one wins). */
async function putBack(db: AppDatabase, invitation: typeof invitations.$inferSelect) {
  await db.insert(invitations).values(invitation).onConflictDoNothing();
}

/** Deletes invitations a week past their expiry (they are listed as expired until then). */
export async function pruneInvitations(db: AppDatabase) {
  const weekAgo = new Date(Date.now() - 7 * 24 * 60 * 60_000);
  await db.delete(invitations).where(lt(invitations.expiresAt, weekAgo));
}
