/**
 * Preview links (/preview/<token>): shared for what the public cannot see yet, by whoever may
 * change the item; revoked by the same.
 */
import { canChangeItem, REVIEW_MESSAGES } from "~/features/content/access";
import { CONTENT_KINDS } from "~/features/content/kinds";
import { createPreviewLink, revokePreviewLink } from "~/features/content/preview-links.server";
import { getContent } from "~/features/content/store.server";
import { isPublic } from "~/features/content/versions/shared.server";
import {
  type CommandContext,
  type CommandTarget,
  type Done,
  MISSING,
  type Missing,
  type Refused,
  refused,
} from "./result";

/** A new link to the item; refused for an item already public (it has its own address). */
export async function sharePreview(
  context: CommandContext,
  { actor, store }: CommandTarget,
  input: { id: string },
): Promise<Done<{ link: string }> | Refused | Missing> {
  const { kind } = store;
  const row = await getContent(context.db, store, input.id);
  if (!row) return MISSING;
  if (!canChangeItem(actor, kind, row)) return refused(REVIEW_MESSAGES.notYours, "role");
  if (isPublic(row)) {
    const noun = CONTENT_KINDS[kind].noun[0];
    return refused(
      `Only a draft or a scheduled ${noun} can have a preview link: this ${noun} is already public.`,
    );
  }
  const link = await createPreviewLink(
    context.db,
    { kind, id: input.id, title: row.title },
    actor.id,
  );
  return { status: "done", link };
}

/** Revokes one of the item's links; a link that is not one of its working ones is missing. */
export async function revokePreview(
  context: CommandContext,
  { actor, store }: CommandTarget,
  input: { id: string; link: unknown },
): Promise<Done | Refused | Missing> {
  const { kind } = store;
  const row = await getContent(context.db, store, input.id);
  if (!row) return MISSING;
  if (!canChangeItem(actor, kind, row)) return refused(REVIEW_MESSAGES.notYours, "role");
  const item = { kind, id: input.id, title: row.title };
  const revoked =
    typeof input.link === "string" &&
    (await revokePreviewLink(context.db, item, input.link, actor.id));
  return revoked ? { status: "done" } : { status: "missing", reason: "This link no longer works." };
}
