/**
 * 'Restore this version': an earlier version's content becomes current again, as a new version,
 * if the item is still at the version the page showed. Its publication stays as it is.
 */
import { CONTENT_KINDS } from "~/features/content/kinds";
import { publicationGuard } from "~/features/content/review.server";
import { UniqueFieldError } from "~/features/content/store.server";
import { getVersion } from "~/features/content/versions/history.server";
import { restoreVersion, WriteRefusal } from "~/features/content/versions/save.server";
import { conflictOf } from "./conflict";
import {
  type CommandContext,
  type CommandTarget,
  type Conflict,
  type Done,
  type Invalid,
  MISSING,
  type Missing,
  type Refused,
  refused,
  versionNumber,
} from "./result";

export interface RestoreVersionInput {
  id: string;
  /** The version to bring back. */
  number: number;
  /** The item's version the page showed. */
  current: unknown;
}

/**
 * Restores the version: an author only on their own drafts. A value another item now holds (an
 * address) is invalid on its field, with what to do first.
 */
export async function restoreItemVersion(
  context: CommandContext,
  { actor, store }: CommandTarget,
  input: RestoreVersionInput,
): Promise<Done | Refused | Missing | Conflict | Invalid> {
  const { id, number } = input;
  // Checked with the row locked; a restore leaves the publication as it is, so the four-eye
  // rule has nothing to check.
  const guard = publicationGuard(actor, store.kind, false);
  try {
    const opened = versionNumber(input.current);
    const result = await restoreVersion(context.db, store, id, number, actor.id, opened, guard);
    if ("missing" in result || "noVersion" in result) return MISSING;
    if ("conflict" in result) return conflictOf(store, result.conflict, context.site.timeZone);
  } catch (error) {
    if (error instanceof WriteRefusal) return refused(error.message, "role");
    if (error instanceof UniqueFieldError) {
      const version = await getVersion(context.db, store.kind, id, number);
      const message = takenMessage(store, error, version?.data);
      return { status: "invalid", errors: { [error.field]: message }, taken: true };
    }
    throw error;
  }
  context.contentChanged();
  return { status: "done" };
}

/**
 * Why a restore was refused, for the field's row. The version's own value is what would be
 * written back, so a taken address cannot be changed here: the other item must move first.
 */
function takenMessage(store: CommandTarget["store"], error: UniqueFieldError, data: unknown) {
  const label = store.fields.find((f) => f.name === error.field)?.label ?? error.field;
  if (!store.uniqueFields?.some((unique) => unique.field === error.field)) {
    return `${label}: ${error.message}`;
  }
  const noun = CONTENT_KINDS[store.kind].noun[0];
  const value = typedValue(data, error.field);
  return `Another ${noun} now uses this address (${label} “${value}”). Give that ${noun} a different ${label} first, then restore this version.`;
}

function typedValue(data: unknown, field: string): string {
  if (typeof data !== "object" || data === null || !(field in data)) return "";
  const value: unknown = Reflect.get(data, field);
  return value === null || value === undefined ? "" : String(value);
}
