/**
 * An item of a kind as a versioned document (versioned.ts): its versions in `content_versions`,
 * compared field by field in its form's order, restored as a new save that leaves its
 * publication as it is.
 */
import { NOT_FOR_YOUR_ROLE } from "~/features/auth/roles";
import { canChangeItem, canOpenItem } from "~/features/content/access";
import { conflictOf } from "~/features/content/commands/conflict";
import {
  type CommandContext,
  type CommandTarget,
  MISSING,
  refused,
} from "~/features/content/commands/result";
import { diffVersions, publicationState } from "~/features/content/diff.server";
import { versionActionLabel } from "~/features/content/history-labels";
import type { ContentStore } from "~/features/content/kind.server";
import { CONTENT_KINDS } from "~/features/content/kinds";
import { listComments, publicationGuard } from "~/features/content/review.server";
import { getContent, UniqueFieldError } from "~/features/content/store.server";
import { formatDateTimeIn } from "~/lib/dates";
import { isUuid } from "~/lib/forms";
import { getVersion, listVersions, type VersionData } from "./history.server";
import { NOT_RESTORED, restoreVersion, WriteRefusal } from "./save.server";
import { snapshotOf } from "./shared.server";
import type { VersionedDocument } from "./versioned";

/** Item `id` of the target's kind, as `actor` sees it. */
export function versionedItem(
  context: CommandContext,
  { actor, store }: CommandTarget,
  id: string,
): VersionedDocument {
  const { kind } = store;
  const { db } = context;
  const { timeZone } = context.site;
  const texts = CONTENT_KINDS[kind];
  const labels = Object.fromEntries(store.fields.map((f) => [f.name, f.label]));
  // What both pages name the item by: its title, and the version a restore must still find.
  const nameOf = (row: { title: string; version: number }) => ({
    title: row.title,
    subject: `“${row.title}”`,
    current: row.version,
  });
  return {
    words: {
      editPath: `${texts.editPath}/${id}`,
      noun: texts.noun[0],
      currentName: "current version",
      currentNumber: "bare",
      empty: "No earlier versions yet. Each save from now on is kept here.",
      same: "This version’s content is the same as the current one’s.",
      restored: (number) => `Version ${number} was restored: it is now the current version.`,
    },

    async history() {
      const row = isUuid(id) ? await getContent(db, store, id) : undefined;
      if (!row) return MISSING;
      if (!canOpenItem(actor, kind, row)) return refused(NOT_FOR_YOUR_ROLE, "role");
      const [versions, comments] = await Promise.all([
        listVersions(db, kind, id),
        listComments(db, kind, id),
      ]);
      return {
        status: "done",
        ...nameOf(row),
        comments,
        versions: versions.map((v) => ({
          ...v,
          action: versionActionLabel(v.action),
          // 'published' and 'publishedAt' read as one change: its publication.
          changed: [
            ...new Set(
              v.changed.map((field) =>
                field === "published" || field === "publishedAt"
                  ? "Publication"
                  : (labels[field] ?? field),
              ),
            ),
          ],
        })),
      };
    },

    async compare(number) {
      const row = isUuid(id) ? await getContent(db, store, id) : undefined;
      const version = row ? await getVersion(db, kind, id, number) : undefined;
      if (!row || !version) return MISSING;
      if (!canOpenItem(actor, kind, row)) return refused(NOT_FOR_YOUR_ROLE, "role");
      // What restoring would do: the current text struck where it goes, this version's underlined.
      const current = snapshotOf(store, row);
      // Publication is not part of what a restore brings back: it is not compared either.
      const fields = diffVersions(store, current, versionDataOf(version.data), timeZone).filter(
        (field) => !NOT_RESTORED.has(field.name),
      );
      return {
        status: "done",
        ...nameOf(row),
        number,
        action: versionActionLabel(version.action),
        savedBy: version.savedByEmail,
        savedAt: version.savedAt.toISOString(),
        changed: fields
          .filter((f) => f.changed)
          .map(({ name, label, parts }) => ({ name, label, parts })),
        unchanged: fields.filter((f) => !f.changed).map((f) => labels[f.name] ?? f.label),
        restoreNote: `Restoring brings back this version’s content. The ${texts.noun[0]} ${staysWords(current, timeZone, Boolean(store.upload))}.`,
        mayRestore: canChangeItem(actor, kind, row),
      };
    },

    // An author only on their own drafts. A value another item now holds (an address) is
    // invalid on its field, with what to do first.
    async restore(number, opened) {
      if (!isUuid(id)) return MISSING;
      // Checked with the row locked; a restore leaves the publication as it is, so the four-eye
      // rule has nothing to check.
      const guard = publicationGuard(actor, kind, false);
      try {
        const result = await restoreVersion(db, store, id, number, actor.id, opened, guard);
        if ("missing" in result || "noVersion" in result) return MISSING;
        if ("conflict" in result) return conflictOf(store, result.conflict, timeZone);
      } catch (error) {
        if (error instanceof WriteRefusal) return refused(error.message, "role");
        if (error instanceof UniqueFieldError) {
          const version = await getVersion(db, kind, id, number);
          const message = takenMessage(store, error, version?.data);
          return { status: "invalid", errors: { [error.field]: message }, taken: true };
        }
        throw error;
      }
      context.contentChanged();
      return { status: "done" };
    },
  };
}

/** A stored version's fields as the diff reads them (each is text, a boolean or empty). */
function versionDataOf(stored: Record<string, unknown>): VersionData {
  const data: VersionData = {};
  for (const [field, value] of Object.entries(stored)) {
    data[field] =
      value === null || typeof value === "string" || typeof value === "boolean"
        ? value
        : String(value);
  }
  return data;
}

/**
 * 'stays published, as it is now, and its image keeps the alt text it has in the media library'
 * (a kind without uploads leaves the image out).
 */
function staysWords(current: VersionData, timeZone: string, hasUploads: boolean) {
  const publication = publicationState(current);
  const state =
    publication.state === "scheduled"
      ? `scheduled for ${formatDateTimeIn(publication.at, timeZone)}`
      : publication.state === "draft"
        ? "a draft"
        : "published";
  const image = hasUploads ? ", and its image keeps the alt text it has in the media library" : "";
  return `stays ${state}, as it is now${image}`;
}

/**
 * Why a restore was refused, for the field's row. The version's own value is what would be
 * written back, so a taken address cannot be changed here: the other item must move first.
 */
function takenMessage(store: ContentStore, error: UniqueFieldError, data: unknown) {
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
