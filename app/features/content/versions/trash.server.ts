/**
 * The trash: moving an item there, bringing it back, and deleting it for good (by an owner, or
 * after TRASH_DAYS by the server's upkeep). Each runs in one transaction with its activity entry.
 */
import { and, asc, eq, isNotNull, isNull, lte, ne } from "drizzle-orm";
import { addressOf, type ContentStore, type StoredRow } from "~/features/content/kind.server";
import { contentTransaction } from "~/features/content/store.server";
import { type ActivityEntry, recordActivity } from "~/lib/activity.server";
import type { AppDatabase } from "../../../../db/client.server";
import {
  contentComments,
  contentReviews,
  contentVersions,
  previewLinks,
} from "../../../../db/schema";
import type { WriteGuard } from "./save.server";
import {
  changedFields,
  conflictWith,
  keepEarlierState,
  keepVersion,
  lockRow,
  snapshotOf,
  type WriteResult,
} from "./shared.server";

/**
 * Moves an item to the trash (off the public site at once), if it is still at `openedAt` and
 * `guard` lets the actor (ADR 027).
 */
export async function trashContent(
  db: AppDatabase,
  store: ContentStore,
  id: string,
  actorId: string,
  openedAt: number,
  guard?: WriteGuard,
): Promise<WriteResult> {
  const t = store.table;
  return contentTransaction(db, store, async (tx) => {
    const row = await lockRow(tx, store, id);
    if (!row) return { missing: true };
    guard?.(row, {});
    if (row.version !== openedAt) return { conflict: await conflictWith(tx, store, row, openedAt) };
    await tx.update(t).set({ deletedAt: new Date(), deletedBy: actorId }).where(eq(t.id, id));
    await recordActivity(tx, {
      actorId,
      action: "delete",
      subjectType: store.kind,
      subjectId: id,
      subjectTitle: row.title,
    });
    return { ok: true, id, version: row.version };
  });
}

/** What restoring from the trash did: an article whose address was taken comes back a draft. */
export type TrashRestore =
  | { restored: true; movedFrom?: string; movedTo?: string }
  | { missing: true };

type Address = NonNullable<ContentStore["address"]>;

/** A free address for an item whose own was taken meanwhile: slug-2, slug-3… */
async function freeAddress(
  db: AppDatabase,
  store: ContentStore,
  address: Address,
  slug: string,
  id: string,
) {
  // Within the kind's longest address (a page's is 80), its end never a hyphen.
  const max = address.max ?? 200;
  const stem = (room: number) => slug.slice(0, max - room).replace(/-+$/, "");
  for (let n = 2; n < 1000; n++) {
    const candidate = `${stem(String(n).length + 1)}-${n}`;
    if (!(await addressTaken(db, store, address, candidate, id))) return candidate;
  }
  return `${stem(9)}-${crypto.randomUUID().slice(0, 8)}`;
}

async function addressTaken(
  db: AppDatabase,
  store: ContentStore,
  address: Address,
  slug: string,
  id: string,
) {
  const t = store.table;
  const [row] = await db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(address.column, slug), isNull(t.deletedAt), ne(t.id, id)));
  return row !== undefined;
}

/**
 * Brings an item back from the trash as it was. An article whose address another article took
 * meanwhile comes back as a draft at a free address (a new version), and says so.
 */
export async function restoreFromTrash(
  db: AppDatabase,
  store: ContentStore,
  id: string,
  actorId: string,
): Promise<TrashRestore> {
  const t = store.table;
  return contentTransaction(db, store, async (tx) => {
    const [row]: (StoredRow | undefined)[] = await tx
      .select()
      .from(t)
      .where(and(eq(t.id, id), isNotNull(t.deletedAt)))
      .for("update");
    if (!row) return { missing: true };
    const { address } = store;
    const slug = addressOf(store, row);
    const taken =
      address !== undefined &&
      slug !== undefined &&
      (await addressTaken(tx, store, address, slug, id));
    await recordActivity(tx, {
      actorId,
      action: "restore",
      subjectType: store.kind,
      subjectId: id,
      subjectTitle: row.title,
    });
    if (!taken || !address || slug === undefined) {
      const [back] = await tx
        .update(t)
        .set({ deletedAt: null, deletedBy: null })
        .where(eq(t.id, id))
        .returning();
      // Back at its address, which is its own again: a redirect another article left there
      // meanwhile must not lead away from it once this one leaves the site again (`undefined`:
      // no earlier address of its own to keep).
      if (back) await store.afterWrite?.(tx, undefined, back);
      return { restored: true };
    }
    // Out of the trash at a free address, as a draft: one write, so the address is never shared.
    const movedTo = await freeAddress(tx, store, address, slug, id);
    await keepEarlierState(tx, store, row);
    const number = row.version + 1;
    const now = new Date();
    const saved = await store.update(
      tx,
      id,
      {
        deletedAt: null,
        deletedBy: null,
        published: false,
        publishedAt: null,
        version: number,
        updatedBy: actorId,
        updatedAt: now,
      },
      { [address.field]: movedTo },
    );
    if (!saved) return { missing: true };
    // The free address may be an old one of another article: it is this article's now. Its own
    // address was taken, so no redirect is left from it.
    await store.afterWrite?.(tx, undefined, saved);
    const before = snapshotOf(store, row);
    const after = snapshotOf(store, saved);
    await keepVersion(tx, store, id, {
      number,
      data: after,
      changed: changedFields(store, before, after, now),
      action: "restore",
      savedBy: actorId,
    });
    return { restored: true, movedFrom: slug, movedTo };
  });
}

/** What purging needs of a kind: its table and name. */
type TrashKind = Pick<ContentStore, "kind" | "table">;

/** Deletes a trashed item for good, with its history, preview links, review and comments. */
async function purgeRow(
  db: AppDatabase,
  store: TrashKind,
  row: { id: string; title: string },
  entry: Pick<ActivityEntry, "actorId" | "detail">,
) {
  const t = store.table;
  await db.delete(t).where(eq(t.id, row.id));
  await db
    .delete(contentVersions)
    .where(and(eq(contentVersions.kind, store.kind), eq(contentVersions.itemId, row.id)));
  await db
    .delete(previewLinks)
    .where(and(eq(previewLinks.kind, store.kind), eq(previewLinks.itemId, row.id)));
  await db
    .delete(contentReviews)
    .where(and(eq(contentReviews.kind, store.kind), eq(contentReviews.itemId, row.id)));
  await db
    .delete(contentComments)
    .where(and(eq(contentComments.kind, store.kind), eq(contentComments.itemId, row.id)));
  await recordActivity(db, {
    ...entry,
    action: "purge",
    subjectType: store.kind,
    subjectId: row.id,
    subjectTitle: row.title,
  });
}

/** 'Delete permanently' (owners): only an item in the trash. Resolves false when it is not. */
export function purgeContent(
  db: AppDatabase,
  store: TrashKind,
  id: string,
  actorId: string,
): Promise<boolean> {
  const t = store.table;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: t.id, title: t.title })
      .from(t)
      .where(and(eq(t.id, id), isNotNull(t.deletedAt)))
      .for("update");
    if (!row) return false;
    await purgeRow(tx, store, row, { actorId });
    return true;
  });
}

/**
 * Deletes items that have been in the trash more than `days` days (the server runs this on its
 * own, every hour). Several instances may run it at once: each takes rows no other holds
 * (SKIP LOCKED), so every item is purged, and logged, once.
 */
export async function purgeExpiredTrash(
  db: AppDatabase,
  stores: TrashKind[],
  days: number,
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 86_400_000);
  let purged = 0;
  for (const store of stores) {
    const t = store.table;
    purged += await db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: t.id, title: t.title })
        .from(t)
        .where(and(isNotNull(t.deletedAt), lte(t.deletedAt, cutoff)))
        .orderBy(asc(t.deletedAt))
        .limit(500)
        .for("update", { skipLocked: true });
      for (const row of rows) {
        await purgeRow(tx, store, row, {
          actorId: null,
          detail: `After ${days} days in the trash`,
        });
      }
      return rows.length;
    });
  }
  return purged;
}
