import { CONTENT_KINDS, type ContentKind } from "./kinds";

/**
 * The commands on an item that have an address of their own, beside its form:
 * `<editPath>/<id>/<command>` (/admin/articles/<id>/approve). Saving posts to the form itself.
 */
export const ITEM_COMMANDS = [
  "approve",
  "request-changes",
  "comment",
  "share-preview",
  "revoke-preview",
] as const;

export type ItemCommand = (typeof ITEM_COMMANDS)[number];

/** Where a command on an item posts. */
export function commandPath(kind: ContentKind, id: string, command: ItemCommand) {
  return `${CONTENT_KINDS[kind].editPath}/${id}/${command}`;
}
