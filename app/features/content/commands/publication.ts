/**
 * A list row's Publish and Unpublish: only the item's publication changes (a new version), if the
 * item is still at the version the list showed.
 */
import { canEditAll } from "~/features/auth/roles";
import { REVIEW_MESSAGES } from "~/features/content/access";
import { publicationGuard, reviewRequired } from "~/features/content/review.server";
import { fieldErrorMessage, UniqueFieldError } from "~/features/content/store.server";
import { setContentPublished, WriteRefusal } from "~/features/content/versions/save.server";
import { conflictOf } from "./conflict";
import {
  type CommandContext,
  type CommandTarget,
  type Conflict,
  type Done,
  type Invalid,
  invalid,
  MISSING,
  type Missing,
  type Refused,
  refused,
  versionNumber,
} from "./result";

export interface PublicationChange {
  id: string;
  /** Public now (true) or a draft again (false). */
  published: boolean;
  /** The version the list showed. */
  version: unknown;
}

/**
 * Publishes or unpublishes the item. Authors unpublish nothing and publish nothing (ADR 027);
 * with the four-eye rule on, a draft is published only through an approval. An item that cannot
 * be published as it is (an upload gone from the library) is invalid on that field.
 */
export async function setPublication(
  context: CommandContext,
  { actor, store }: CommandTarget,
  input: PublicationChange,
): Promise<Done | Refused | Missing | Conflict | Invalid> {
  if (!input.published && !canEditAll(actor.role)) {
    return refused(REVIEW_MESSAGES.authorsCannotPublish, "role");
  }
  const guard = publicationGuard(actor, store.kind, await reviewRequired(context.db));
  const opened = versionNumber(input.version);
  try {
    const result = await setContentPublished(
      context.db,
      store,
      input.id,
      input.published,
      actor.id,
      opened,
      guard,
    );
    if ("missing" in result) return MISSING;
    if ("conflict" in result) return conflictOf(store, result.conflict, context.site.timeZone);
  } catch (error) {
    if (error instanceof WriteRefusal) return refused(error.message, "role");
    if (error instanceof UniqueFieldError) {
      return { ...invalid({ [error.field]: fieldErrorMessage(store, error) }), taken: true };
    }
    throw error;
  }
  context.contentChanged();
  return { status: "done" };
}
