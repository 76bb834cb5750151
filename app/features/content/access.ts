import { canEditAll, hasLevel, type Level, type SessionUser } from "~/features/auth/roles";
import { CONTENT_KINDS, type ContentKind } from "./kinds";

/**
 * Who may do what with an item (ADR 027), for the server's checks and the screens alike:
 * authors write articles and videos and change their own drafts; editors and up change, publish
 * and review every item of every kind.
 */

/** The role a kind's list and forms need (its declaration's): authors write articles and videos. */
export function kindLevel(kind: ContentKind): Level {
  return CONTENT_KINDS[kind].level;
}

/** What of an item decides who may change it. */
export interface ItemFacts {
  createdBy: string | null;
  published: boolean;
}

/** Whether `user` may open the item's form and history (an author: their own items). */
export function canOpenItem(user: SessionUser, kind: ContentKind, item: ItemFacts): boolean {
  if (!hasLevel(user.role, kindLevel(kind))) return false;
  return canEditAll(user.role) || item.createdBy === user.id;
}

/** Whether `user` may change the item (an author: their own item while it is a draft). */
export function canChangeItem(user: SessionUser, kind: ContentKind, item: ItemFacts): boolean {
  return canOpenItem(user, kind, item) && (canEditAll(user.role) || !item.published);
}

/** Whether `user` may publish or schedule directly (without an approval). */
export function canPublishDirectly(user: SessionUser, reviewRequired: boolean): boolean {
  return canEditAll(user.role) && !reviewRequired;
}

export const REVIEW_TEXTS = {
  submit: "Submit for review",
  approve: "Approve and publish",
  approveSchedule: "Approve and schedule",
  requestChanges: "Request changes",
  inReview: "In review",
  changesRequested: "Changes requested",
  postComment: "Post comment",
  newComment: "New comment",
  whatToChange: "What needs to change",
  publishAt: "Publication time (site time)",
  setting: "Require review before publishing",
  settingHelp:
    "When on, nothing goes public until an editor other than the one who submitted it (and made its last change) approves it. When off, editors publish directly; authors always submit for review.",
} as const;

export const REVIEW_MESSAGES = {
  authorsCannotPublish: "Only an editor can publish. Use 'Submit for review' instead.",
  reviewRequired:
    "Publishing needs another editor's approval: use 'Submit for review', and another editor approves it.",
  notYours: "Authors can change only their own drafts.",
  publishedLocked: "This item is public: only an editor can change it now.",
  notDraft: "Only a draft can be submitted for review.",
  notInReview: "This item is no longer waiting for review.",
  ownChanges:
    "Review is required before publishing: another editor must approve changes you submitted or made.",
  commentRequired: "Write what needs to change.",
  commentEmpty: "Write a comment first.",
  commentTooLong: "A comment can be at most 5,000 characters.",
  changesRequested: "Changes requested. The author has been told.",
  commented: "Comment posted.",
} as const;

/** The longest comment kept. */
export const COMMENT_MAX = 5_000;
