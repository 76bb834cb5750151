/**
 * Review (ADR 027): an author's 'Submit for review', an editor's 'Approve and publish' or
 * 'Request changes', comments on an item, and the owner's 'Require review before publishing'.
 * Each write runs in one transaction with its activity entry; e-mails go after it commits.
 */
import { and, asc, count, desc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import { canEditAll, type SessionUser } from "~/features/auth/roles";
import { recordActivity } from "~/lib/activity.server";
import { formatDateTimeIn } from "~/lib/dates";
import { readFlag, writeFlag } from "~/lib/site-settings.server";
import type { AppDatabase } from "../../../db/client.server";
import {
  contentComments,
  contentReviews,
  contentVersions,
  type ReviewState,
  user,
} from "../../../db/schema";
import {
  COMMENT_MAX,
  canChangeItem,
  canOpenItem,
  canPublishDirectly,
  REVIEW_MESSAGES,
} from "./access";
import type { CommandContext } from "./commands/result";
import type { ContentStore, StoredRow } from "./kind.server";
import { CONTENT_KINDS, type ContentKind } from "./kinds";
import { fieldErrorMessage, getContent, UniqueFieldError } from "./store.server";
import { versionDataOf } from "./versions/history.server";
import { saveNewVersion, WriteRefusal, type WriteStep } from "./versions/save.server";
import { lockRow, type WriteResult } from "./versions/shared.server";

/** The site setting 'Require review before publishing' (the four-eye rule). */
const REQUIRE_REVIEW_SETTING = "require_review";

export function reviewRequired(db: AppDatabase): Promise<boolean> {
  return readFlag(db, REQUIRE_REVIEW_SETTING);
}

export async function setReviewRequired(db: AppDatabase, on: boolean, actorId: string) {
  await db.transaction(async (tx) => {
    await writeFlag(tx, REQUIRE_REVIEW_SETTING, on, actorId);
    await recordActivity(tx, { actorId, action: on ? "require-review" : "allow-without-review" });
  });
}

/** An item's review as its form shows it. */
export interface ReviewView {
  state: ReviewState;
  submittedBy: string | null;
  submittedById: string | null;
  submittedAt: string;
  decidedBy: string | null;
  decidedAt: string | null;
}

const submitter = sql<
  string | null
>`(select ${user.email} from ${user} where ${user.id} = ${contentReviews.submittedBy})`;
const decider = sql<
  string | null
>`(select ${user.email} from ${user} where ${user.id} = ${contentReviews.decidedBy})`;

export async function reviewOf(
  db: AppDatabase,
  kind: ContentKind,
  id: string,
): Promise<ReviewView | null> {
  const [row] = await db
    .select({
      state: contentReviews.state,
      submittedBy: submitter,
      submittedById: contentReviews.submittedBy,
      submittedAt: contentReviews.submittedAt,
      decidedBy: decider,
      decidedAt: contentReviews.decidedAt,
    })
    .from(contentReviews)
    .where(and(eq(contentReviews.kind, kind), eq(contentReviews.itemId, id)));
  if (!row) return null;
  return {
    ...row,
    submittedAt: row.submittedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** One comment of an item's thread. */
export interface CommentView {
  id: string;
  author: string;
  body: string;
  /** 'comment', or the review step it came with ('request-changes'). */
  action: string;
  at: string;
}

/** An item's comments, oldest first. */
export async function listComments(
  db: AppDatabase,
  kind: ContentKind,
  id: string,
): Promise<CommentView[]> {
  const rows = await db
    .select({
      id: contentComments.id,
      author: contentComments.authorEmail,
      body: contentComments.body,
      action: contentComments.action,
      at: contentComments.createdAt,
    })
    .from(contentComments)
    .where(and(eq(contentComments.kind, kind), eq(contentComments.itemId, id)))
    .orderBy(asc(contentComments.createdAt), asc(contentComments.id));
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}

/** How many items of each kind wait for an editor (items in the trash do not count). */
export async function countInReview(
  db: AppDatabase,
  stores: readonly ContentStore[],
): Promise<Partial<Record<ContentKind, number>>> {
  const counts: Partial<Record<ContentKind, number>> = {};
  await Promise.all(
    stores.map(async (store) => {
      const t = store.table;
      const [row] = await db
        .select({ n: count() })
        .from(contentReviews)
        .innerJoin(t, eq(t.id, contentReviews.itemId))
        .where(
          and(
            eq(contentReviews.kind, store.kind),
            eq(contentReviews.state, "in_review"),
            isNull(t.deletedAt),
          ),
        );
      counts[store.kind] = Number(row?.n ?? 0);
    }),
  );
  return counts;
}

type Refused = { refused: string };

/** The item's review row while it waits for an editor. */
const waiting = (kind: ContentKind, id: string) =>
  and(
    eq(contentReviews.kind, kind),
    eq(contentReviews.itemId, id),
    eq(contentReviews.state, "in_review"),
  );
type Missing = { missing: true };

/** A comment's text, trimmed, or why it cannot be kept. */
function commentText(raw: unknown, required: string): { body: string } | Refused {
  const body = typeof raw === "string" ? raw.trim() : "";
  if (body === "") return { refused: required };
  if (body.length > COMMENT_MAX) return { refused: REVIEW_MESSAGES.commentTooLong };
  return { body };
}

/** Keeps a comment in the item's thread (in the caller's transaction). */
async function keepComment(
  db: AppDatabase,
  store: ContentStore,
  row: StoredRow,
  actor: SessionUser,
  body: string,
  action: "comment" | "request-changes",
) {
  await db.insert(contentComments).values({
    kind: store.kind,
    itemId: row.id,
    authorId: actor.id,
    authorEmail: actor.email,
    body,
    action,
  });
}

/**
 * 'Submit for review', as the last step of the save it comes with (in its transaction, after
 * its guard): the draft waits for an editor. Submitting again (after changes were requested)
 * puts it back in review. An item the save made public or scheduled is refused: nothing of the
 * save is stored.
 */
export function submissionStep(store: ContentStore, actor: SessionUser): WriteStep {
  return async (tx, row) => {
    if (row.published) throw new WriteRefusal(REVIEW_MESSAGES.notDraft);
    const review = {
      state: "in_review" as const,
      submittedBy: actor.id,
      submittedAt: new Date(),
      decidedBy: null,
      decidedAt: null,
    };
    await tx
      .insert(contentReviews)
      .values({ kind: store.kind, itemId: row.id, ...review })
      .onConflictDoUpdate({ target: [contentReviews.kind, contentReviews.itemId], set: review });
    await recordActivity(tx, {
      actorId: actor.id,
      action: "submit-review",
      subjectType: store.kind,
      subjectId: row.id,
      subjectTitle: row.title,
    });
  };
}

/**
 * 'Approve and publish' (or schedule, `publishAt`): the item in review, at the version the
 * editor looked at (`openedAt`), becomes public as a new version. With the four-eye rule on,
 * whoever submitted it or made its last change cannot approve it.
 */
export async function approveReview(
  db: AppDatabase,
  store: ContentStore,
  id: string,
  actor: SessionUser,
  options: { openedAt: number; publishAt: Date | null; fourEyes: boolean },
): Promise<(WriteResult & { submittedBy?: string | null }) | Refused> {
  if (!canEditAll(actor.role)) return { refused: REVIEW_MESSAGES.authorsCannotPublish };
  let submittedBy: string | null = null;
  try {
    const result = await saveNewVersion(
      db,
      store,
      id,
      options.openedAt,
      actor.id,
      (_row, now) => ({ published: true, publishedAt: options.publishAt ?? now }),
      {
        action: "approve",
        guard: (row) => {
          if (options.fourEyes && row?.updatedBy === actor.id) {
            throw new WriteRefusal(REVIEW_MESSAGES.ownChanges);
          }
        },
        after: async (tx) => {
          // The review ends with the approval, only if it is still waiting (one approval).
          const [ended] = await tx
            .delete(contentReviews)
            .where(waiting(store.kind, id))
            .returning({ submittedBy: contentReviews.submittedBy });
          if (!ended) throw new WriteRefusal(REVIEW_MESSAGES.notInReview);
          if (options.fourEyes && ended.submittedBy === actor.id) {
            throw new WriteRefusal(REVIEW_MESSAGES.ownChanges);
          }
          submittedBy = ended.submittedBy;
        },
      },
    );
    return { ...result, submittedBy };
  } catch (error) {
    if (error instanceof WriteRefusal) return { refused: error.message };
    // A field it cannot be published with (an upload gone from the library).
    if (error instanceof UniqueFieldError) return { refused: fieldErrorMessage(store, error) };
    throw error;
  }
}

/** 'Request changes': the item goes back to its writer with the editor's comment. */
export async function requestChanges(
  db: AppDatabase,
  store: ContentStore,
  id: string,
  actor: SessionUser,
  rawComment: unknown,
): Promise<
  { ok: true; title: string; submittedBy: string | null; body: string } | Missing | Refused
> {
  if (!canEditAll(actor.role)) return { refused: REVIEW_MESSAGES.authorsCannotPublish };
  const text = commentText(rawComment, REVIEW_MESSAGES.commentRequired);
  if ("refused" in text) return text;
  return db.transaction(async (tx) => {
    const row = await lockRow(tx, store, id);
    if (!row) return { missing: true } as const;
    const [review] = await tx
      .update(contentReviews)
      .set({ state: "changes_requested", decidedBy: actor.id, decidedAt: new Date() })
      .where(waiting(store.kind, id))
      .returning({ submittedBy: contentReviews.submittedBy });
    if (!review) return { refused: REVIEW_MESSAGES.notInReview };
    await keepComment(tx, store, row, actor, text.body, "request-changes");
    await recordActivity(tx, {
      actorId: actor.id,
      action: "request-changes",
      subjectType: store.kind,
      subjectId: id,
      subjectTitle: row.title,
      detail: text.body,
    });
    return {
      ok: true,
      title: row.title,
      submittedBy: review.submittedBy,
      body: text.body,
    } as const;
  });
}

/** A comment on an item, by anyone who may open it. */
export async function addComment(
  db: AppDatabase,
  store: ContentStore,
  id: string,
  actor: SessionUser,
  rawComment: unknown,
): Promise<{ ok: true; title: string; body: string; row: StoredRow } | Missing | Refused> {
  const text = commentText(rawComment, REVIEW_MESSAGES.commentEmpty);
  if ("refused" in text) return text;
  return db.transaction(async (tx) => {
    const row = await getContent(tx, store, id);
    if (!row) return { missing: true } as const;
    if (!canOpenItem(actor, store.kind, row)) return { refused: REVIEW_MESSAGES.notYours };
    await keepComment(tx, store, row, actor, text.body, "comment");
    await recordActivity(tx, {
      actorId: actor.id,
      action: "comment",
      subjectType: store.kind,
      subjectId: id,
      subjectTitle: row.title,
      detail: text.body,
    });
    return { ok: true, title: row.title, body: text.body, row } as const;
  });
}

const EMAIL_IN_TEXT = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;

/** The staff a comment names by e-mail address who may open the item (not its writer). */
export async function mentionedStaff(
  db: AppDatabase,
  kind: ContentKind,
  row: StoredRow,
  body: string,
  actor: SessionUser,
): Promise<string[]> {
  const named = [...new Set((body.match(EMAIL_IN_TEXT) ?? []).map((e) => e.toLowerCase()))];
  if (named.length === 0) return [];
  const people = await db
    .select({ id: user.id, email: user.email, role: user.role })
    .from(user)
    .where(and(inArray(sql`lower(${user.email})`, named), ne(user.id, actor.id)));
  return people.filter((person) => canOpenItem(person, kind, row)).map((person) => person.email);
}

/** The addresses of everyone who may approve (editors, admins, owners) but `actor`. */
async function reviewers(db: AppDatabase, actor: SessionUser): Promise<string[]> {
  const rows = await db
    .select({ email: user.email })
    .from(user)
    .where(and(inArray(user.role, ["editor", "admin", "owner"]), ne(user.id, actor.id)));
  return rows.map((row) => row.email);
}

async function emailOf(db: AppDatabase, id: string | null): Promise<string | null> {
  if (!id) return null;
  const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, id));
  return row?.email ?? null;
}

/** What sending a review e-mail needs of the site. */
type MailContext = Pick<CommandContext, "db" | "sendMail" | "publishedSite" | "siteUrl" | "site">;

/** What a review e-mail is about. */
interface ReviewMail {
  kind: ContentKind;
  id: string;
  title: string;
  actor: SessionUser;
}

/** Sends one e-mail per address (when e-mail is set up), with the item's admin link. */
async function tell(
  context: MailContext,
  to: readonly string[],
  mail: ReviewMail,
  subject: string,
  lines: string[],
  label: string,
) {
  const send = context.sendMail;
  if (!send || to.length === 0) return;
  const site = await context.publishedSite.identity();
  const link = `${context.siteUrl}${CONTENT_KINDS[mail.kind].editPath}/${mail.id}`;
  for (const address of to) {
    send(
      {
        to: address,
        subject: `[${site.name}] ${subject}: ${mail.title}`,
        text: [...lines, "", `Open it (signed-in staff only): ${link}`].join("\n"),
      },
      label,
    );
  }
}

const nounOf = (kind: ContentKind) => CONTENT_KINDS[kind].noun[0];

/** Editors are told an item waits for them. */
export async function tellSubmitted(context: MailContext, mail: ReviewMail) {
  const to = await reviewers(context.db, mail.actor);
  await tell(
    context,
    to,
    mail,
    "Review requested",
    [`${mail.actor.email} submitted the ${nounOf(mail.kind)} "${mail.title}" for review.`],
    "review request",
  );
}

/** The writer is told their item was approved (and when it goes public). */
export async function tellApproved(
  context: MailContext,
  mail: ReviewMail & { submittedBy: string | null; publishAt: Date | null },
) {
  const to = await emailOf(context.db, mail.submittedBy);
  if (!to || mail.submittedBy === mail.actor.id) return;
  const when = mail.publishAt
    ? `It will be published on ${formatDateTimeIn(mail.publishAt, context.site.timeZone)}.`
    : "It is public now.";
  await tell(
    context,
    [to],
    mail,
    "Approved",
    [`${mail.actor.email} approved your ${nounOf(mail.kind)} "${mail.title}". ${when}`],
    "review approval",
  );
}

/** The writer is told what needs to change. */
export async function tellChangesRequested(
  context: MailContext,
  mail: ReviewMail & { submittedBy: string | null; body: string },
) {
  const to = await emailOf(context.db, mail.submittedBy);
  if (!to || mail.submittedBy === mail.actor.id) return;
  await tell(
    context,
    [to],
    mail,
    "Changes requested",
    [
      `${mail.actor.email} asked for changes to your ${nounOf(mail.kind)} "${mail.title}":`,
      "",
      mail.body,
    ],
    "review changes requested",
  );
}

/** The people a comment names are told of it. */
export async function tellMentioned(
  context: MailContext,
  mail: ReviewMail & { row: StoredRow; body: string },
) {
  const to = await mentionedStaff(context.db, mail.kind, mail.row, mail.body, mail.actor);
  await tell(
    context,
    to,
    mail,
    "You were mentioned",
    [
      `${mail.actor.email} mentioned you in a comment on the ${nounOf(mail.kind)} "${mail.title}":`,
      "",
      mail.body,
    ],
    "comment mention",
  );
}

/**
 * The item as it was when it was last public (its newest version that was published), for the
 * review's 'what changed'; null when it never was.
 */
export async function lastPublishedVersion(
  db: AppDatabase,
  kind: ContentKind,
  id: string,
): Promise<Record<string, string | boolean | null> | null> {
  const [row] = await db
    .select({ data: contentVersions.data })
    .from(contentVersions)
    .where(
      and(
        eq(contentVersions.kind, kind),
        eq(contentVersions.itemId, id),
        sql`${contentVersions.data}->>'published' = 'true'`,
      ),
    )
    .orderBy(desc(contentVersions.number))
    .limit(1);
  return row ? versionDataOf(row.data) : null;
}

/**
 * The guard of a save, a list action or a restore: an author changes their own drafts and never
 * publishes; with the four-eye rule on, nobody makes a draft public, nor keeps a scheduled item
 * scheduled through a change, without an approval (an item already live stays editable by
 * editors).
 */
export function publicationGuard(user: SessionUser, kind: ContentKind, fourEyes: boolean) {
  return (before: StoredRow | undefined, fields: Readonly<Record<string, unknown>>) => {
    if (before && !canChangeItem(user, kind, before)) {
      throw new WriteRefusal(
        before.published && before.createdBy === user.id
          ? REVIEW_MESSAGES.publishedLocked
          : REVIEW_MESSAGES.notYours,
      );
    }
    const live = before?.published === true && (before.publishedAt ?? new Date(0)) <= new Date();
    if (fields.published !== true || live) return;
    if (!canPublishDirectly(user, fourEyes)) {
      throw new WriteRefusal(
        canEditAll(user.role)
          ? REVIEW_MESSAGES.reviewRequired
          : REVIEW_MESSAGES.authorsCannotPublish,
      );
    }
  };
}
