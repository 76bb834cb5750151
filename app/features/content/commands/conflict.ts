import { fieldChanges } from "~/features/content/diff.server";
import type { ContentStore } from "~/features/content/kind.server";
import { CONTENT_KINDS } from "~/features/content/kinds";
import type { VersionData } from "~/features/content/versions/history.server";
import type { EditConflict } from "~/features/content/versions/shared.server";
import { formatDateTimeIn } from "~/lib/dates";
import type { Conflict } from "./result";

/** 'This article was changed by ana@example.com at November 23, 2026 at 9:05 AM after you opened it.' */
export function conflictMessage(
  store: ContentStore,
  conflict: Pick<EditConflict, "by" | "at">,
  timeZone: string,
) {
  const noun = CONTENT_KINDS[store.kind].noun[0];
  return `This ${noun} was changed by ${conflict.by ?? "another editor"} at ${formatDateTimeIn(conflict.at, timeZone)} after you opened it.`;
}

/**
 * The conflict as the form shows it: what the other save changed, from the version the form was
 * opened at (or, when history no longer has it, from what was typed).
 */
export function conflictOf(
  store: ContentStore,
  conflict: EditConflict,
  timeZone: string,
  typed?: VersionData,
): Conflict {
  return {
    status: "conflict",
    conflict: {
      message: conflictMessage(store, conflict, timeZone),
      version: conflict.version,
      changes: fieldChanges(
        store,
        conflict.base ?? typed ?? conflict.current,
        conflict.current,
        timeZone,
      ),
    },
  };
}
