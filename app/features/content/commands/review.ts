/**
 * The review's steps on an item (ADR 027): 'Approve and publish' (or schedule), 'Request
 * changes', and a comment. Submitting for review is part of a save (save.ts).
 */
import { canEditAll, NOT_FOR_YOUR_ROLE } from "~/features/auth/roles";
import { REVIEW_MESSAGES } from "~/features/content/access";
import { SCHEDULE_MESSAGES } from "~/features/content/fields";
import {
  addComment,
  approveReview,
  requestChanges,
  reviewRequired,
  tellApproved,
  tellChangesRequested,
  tellMentioned,
} from "~/features/content/review.server";
import { getContent } from "~/features/content/store.server";
import { fromLocalInput } from "~/lib/dates";
import { conflictMessage } from "./conflict";
import {
  type CommandContext,
  type CommandTarget,
  type Done,
  type Invalid,
  invalid,
  MISSING,
  type Missing,
  type Refused,
  refused,
  versionNumber,
} from "./result";

export interface ApproveInput {
  id: string;
  /** The version the editor looked at: a newer one is not approved unseen. */
  version: unknown;
  /** 'schedule' with `publishAt` (a time to come, in the site's time zone); else now. */
  when: unknown;
  publishAt: unknown;
}

/**
 * Approves the item in review at the version the editor saw: it becomes public now, or at the
 * time given. Its writer is told by e-mail. A conflict is refused with what changed meanwhile.
 */
export async function approve(
  context: CommandContext,
  { actor, store }: CommandTarget,
  input: ApproveInput,
): Promise<Done<{ publishAt: Date | null }> | Refused | Missing | Invalid> {
  if (!canEditAll(actor.role)) return refused(NOT_FOR_YOUR_ROLE, "role");
  const timeZone = context.site.timeZone;
  let publishAt: Date | null = null;
  if (input.when === "schedule") {
    const typed = typeof input.publishAt === "string" ? input.publishAt : "";
    publishAt = typed ? (fromLocalInput(typed, timeZone) ?? null) : null;
    if (!publishAt) return invalid({ publishAt: SCHEDULE_MESSAGES.missing });
    if (publishAt <= new Date()) return invalid({ publishAt: SCHEDULE_MESSAGES.past });
  }
  const { id } = input;
  const result = await approveReview(context.db, store, id, actor, {
    openedAt: versionNumber(input.version),
    publishAt,
    fourEyes: await reviewRequired(context.db),
  });
  if ("refused" in result) return refused(result.refused);
  if ("missing" in result) return MISSING;
  if ("conflict" in result) {
    const message = conflictMessage(store, result.conflict, timeZone);
    return refused(`${message} Look at it again before approving.`);
  }
  context.contentChanged();
  const row = await getContent(context.db, store, id);
  await tellApproved(context, {
    kind: store.kind,
    id,
    title: row?.title ?? "",
    actor,
    submittedBy: result.submittedBy ?? null,
    publishAt,
  });
  return { status: "done", publishAt };
}

/** Sends the item back to its writer with what needs to change (told by e-mail). */
export async function requestItemChanges(
  context: CommandContext,
  { actor, store }: CommandTarget,
  input: { id: string; comment: unknown },
): Promise<Done<{ notice: string }> | Refused | Missing | Invalid> {
  if (!canEditAll(actor.role)) return refused(NOT_FOR_YOUR_ROLE, "role");
  const result = await requestChanges(context.db, store, input.id, actor, input.comment);
  if ("missing" in result) return MISSING;
  if ("refused" in result) {
    return result.refused === REVIEW_MESSAGES.notInReview
      ? refused(result.refused)
      : invalid({ comment: result.refused });
  }
  await tellChangesRequested(context, { kind: store.kind, id: input.id, actor, ...result });
  return { status: "done", notice: REVIEW_MESSAGES.changesRequested };
}

/** A comment on the item, by anyone who may open it; the staff it names are told. */
export async function comment(
  context: CommandContext,
  { actor, store }: CommandTarget,
  input: { id: string; comment: unknown },
): Promise<Done<{ notice: string }> | Refused | Missing | Invalid> {
  const result = await addComment(context.db, store, input.id, actor, input.comment);
  if ("missing" in result) return MISSING;
  if ("refused" in result) {
    return result.refused === REVIEW_MESSAGES.notYours
      ? refused(result.refused, "role")
      : invalid({ comment: result.refused });
  }
  await tellMentioned(context, { kind: store.kind, id: input.id, actor, ...result });
  return { status: "done", notice: REVIEW_MESSAGES.commented };
}
