/**
 * The trash: an item moved there (off the public site at once), restored from it, or deleted
 * permanently by an owner.
 */
import { canEditAll, NOT_FOR_YOUR_ROLE } from "~/features/auth/roles";
import { publicationGuard, reviewRequired } from "~/features/content/review.server";
import { WriteRefusal } from "~/features/content/versions/save.server";
import {
  purgeContent,
  restoreFromTrash,
  trashContent,
} from "~/features/content/versions/trash.server";
import { conflictOf } from "./conflict";
import {
  type CommandContext,
  type CommandTarget,
  type Conflict,
  type Done,
  MISSING,
  type Missing,
  type Refused,
  refused,
  versionNumber,
} from "./result";

/** Said when a restore or a purge finds the item no longer in the trash. */
export const NOT_IN_TRASH = "This item is no longer in the trash.";

/**
 * Moves the item to the trash, if it is still at the version the list showed: an author only
 * their own drafts (ADR 027).
 */
export async function trashItem(
  context: CommandContext,
  { actor, store }: CommandTarget,
  input: { id: string; version: unknown },
): Promise<Done | Refused | Missing | Conflict> {
  const guard = publicationGuard(actor, store.kind, await reviewRequired(context.db));
  try {
    const opened = versionNumber(input.version);
    const result = await trashContent(context.db, store, input.id, actor.id, opened, guard);
    if ("missing" in result) return MISSING;
    if ("conflict" in result) return conflictOf(store, result.conflict, context.site.timeZone);
  } catch (error) {
    if (error instanceof WriteRefusal) return refused(error.message, "role");
    throw error;
  }
  context.contentChanged();
  return { status: "done" };
}

/**
 * Brings the item back from the trash as it was (editors). One whose address another item took
 * meanwhile comes back as a draft at a free address: `movedFrom` is the address it had.
 */
export async function restoreItem(
  context: CommandContext,
  { actor, store }: CommandTarget,
  input: { id: string },
): Promise<Done<{ movedFrom?: string }> | Refused | Missing> {
  if (!canEditAll(actor.role)) return refused(NOT_FOR_YOUR_ROLE, "role");
  const result = await restoreFromTrash(context.db, store, input.id, actor.id);
  if ("missing" in result) return MISSING;
  context.contentChanged();
  return { status: "done", ...(result.movedFrom ? { movedFrom: result.movedFrom } : {}) };
}

/** 'Delete permanently': owners only, and only an item in the trash. */
export async function purgeItem(
  context: CommandContext,
  { actor, store }: CommandTarget,
  input: { id: string },
): Promise<Done | Refused | Missing> {
  if (actor.role !== "owner") return refused("Only an owner can delete permanently.", "role");
  return (await purgeContent(context.db, store, input.id, actor.id)) ? { status: "done" } : MISSING;
}
