/**
 * 'Restore this version': an earlier version becomes current again, as a new version, if the
 * document is still at the version the page showed. An item keeps its publication; the site's
 * restored version becomes its draft. One command for both (versions/versioned.ts).
 */
import type { RestoreResult, VersionedDocument } from "~/features/content/versions/versioned";
import { versionedItem } from "~/features/content/versions/versioned-item.server";
import { type CommandContext, type CommandTarget, versionNumber } from "./result";

export interface RestoreVersionInput {
  /** The version to bring back. */
  number: number;
  /** The document's version the page showed, as the form sent it. */
  current: unknown;
}

/** Restores the version of any versioned document: an item of a kind, or the site. */
export function restoreDocumentVersion(
  document: VersionedDocument,
  input: RestoreVersionInput,
): Promise<RestoreResult> {
  return document.restore(input.number, versionNumber(input.current));
}

/**
 * Restores the version of item `id`: an author only on their own drafts. A value another item now
 * holds (an address) is invalid on its field, with what to do first.
 */
export function restoreItemVersion(
  context: CommandContext,
  target: CommandTarget,
  input: RestoreVersionInput & { id: string },
): Promise<RestoreResult> {
  return restoreDocumentVersion(versionedItem(context, target, input.id), input);
}
