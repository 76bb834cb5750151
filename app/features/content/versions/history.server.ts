import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { ContentStore } from "~/features/content/kind.server";
import type { ContentKind } from "~/features/content/kinds";
import {
  cursorParam,
  cursorTime,
  type ListCursor,
  newestFirst,
  olderThan,
  withCursors,
} from "~/lib/keyset.server";
import type { AppDatabase } from "../../../../db/client.server";
import { contentVersions, user } from "../../../../db/schema";

/** A version's fields, as stored: text, booleans, ids, and times as ISO strings. */
export type VersionData = Record<string, string | boolean | null>;

/**
 * A stored version's fields (the column is JSON): each as snapshotOf kept it, anything else
 * (never written so) left out.
 */
export function versionDataOf(stored: Record<string, unknown>): VersionData {
  const data: VersionData = {};
  for (const [name, value] of Object.entries(stored)) {
    if (typeof value === "string" || typeof value === "boolean" || value === null) {
      data[name] = value;
    }
  }
  return data;
}

/** A version as the history page lists it. */
export interface VersionSummary {
  number: number;
  action: string;
  changed: string[];
  savedBy: string | null;
  savedAt: string;
}

/** An item's versions, newest (the current one) first. */
export async function listVersions(
  db: AppDatabase,
  kind: ContentKind,
  itemId: string,
): Promise<VersionSummary[]> {
  const rows = await db
    .select({
      number: contentVersions.number,
      action: contentVersions.action,
      changed: contentVersions.changed,
      savedBy: contentVersions.savedByEmail,
      savedAt: contentVersions.savedAt,
    })
    .from(contentVersions)
    .where(and(eq(contentVersions.kind, kind), eq(contentVersions.itemId, itemId)))
    .orderBy(desc(contentVersions.number));
  return rows.map((row) => ({ ...row, savedAt: row.savedAt.toISOString() }));
}

/** One version with who saved it and when, or undefined. */
export async function getVersion(
  db: AppDatabase,
  kind: ContentKind,
  itemId: string,
  number: number,
) {
  const [row] = await db
    .select()
    .from(contentVersions)
    .where(
      and(
        eq(contentVersions.kind, kind),
        eq(contentVersions.itemId, itemId),
        eq(contentVersions.number, number),
      ),
    );
  return row;
}

/** A version's fields, or null when history no longer (or never) had it. */
export async function versionData(
  db: AppDatabase,
  kind: ContentKind,
  itemId: string,
  number: number,
): Promise<VersionData | null> {
  const version = await getVersion(db, kind, itemId, number);
  return version ? versionDataOf(version.data) : null;
}

/** An item in the trash as the Trash section lists it. */
export interface TrashItem {
  kind: ContentKind;
  id: string;
  title: string;
  deletedAt: string;
  deletedBy: string | null;
  /** Where the page after this item starts: its deletion time and id. */
  cursor: ListCursor;
}

/**
 * Every kind's trashed items, most recently deleted first (by deletion time, then id): `limit`
 * of them below `before` (the list's next page, ADR 040). Each kind's table gives its newest
 * `limit` below `before`; the newest `limit` of them all are the page.
 */
export async function listTrash(
  db: AppDatabase,
  stores: Pick<ContentStore, "kind" | "table">[],
  { before, limit }: { before?: ListCursor; limit: number },
): Promise<TrashItem[]> {
  const items: TrashItem[] = [];
  for (const store of stores) {
    const t = store.table;
    const rows = await db
      .select({
        id: t.id,
        title: t.title,
        deletedAt: t.deletedAt,
        deletedBy: user.email,
        cursorTime: cursorTime(t.deletedAt),
      })
      .from(t)
      .leftJoin(user, eq(user.id, t.deletedBy))
      .where(and(isNotNull(t.deletedAt), olderThan(t.deletedAt, t.id, before)))
      .orderBy(...newestFirst(t.deletedAt, t.id))
      .limit(limit);
    for (const row of withCursors(rows)) {
      items.push({
        kind: store.kind,
        id: row.id,
        title: row.title,
        deletedAt: (row.deletedAt ?? new Date(0)).toISOString(),
        deletedBy: row.deletedBy,
        cursor: row.cursor,
      });
    }
  }
  // The cursors' text orders as the tables do: a fixed-width UTC time, then the id.
  const newest = (item: TrashItem) => cursorParam(item.cursor);
  return items
    .sort((a, b) => (newest(a) < newest(b) ? 1 : newest(a) > newest(b) ? -1 : 0))
    .slice(0, limit);
}
