import { and, eq, inArray, lt, sql } from "drizzle-orm";
import { CONTENT_KIND_LIST, CONTENT_KINDS } from "~/features/content/kinds";
import { recordActivity } from "~/lib/activity.server";
import { cursorTime, type ListCursor, newestFirst, olderThan } from "~/lib/keyset.server";
import { type AppDatabase, queryRows } from "../../../db/client.server";
import {
  type ContentType,
  contentVersions,
  type Media,
  media,
  mediaRefs,
  type NewMedia,
  siteContent,
  siteVersions,
  staffProfiles,
  user,
} from "../../../db/schema";

/**
 * Something that uses an upload: an item of content (its featured image or thumbnail, an image,
 * video or link in any of its texts, in any language) or the site's own pages (a photo, a video,
 * a setting). `place` says where the use is: in what the item holds now (`current`), only in
 * earlier versions that 'Restore this version' can bring back (`history`), or in an item in the
 * Trash (`trash`). Each counts: deleting the upload would break what shows or comes back.
 */
export interface MediaUse {
  /**
   * `pdf`: the image is a PDF's rendered cover (id: the PDF's); it goes with that PDF.
   * `profile`: a staff member's photo (id: the account's).
   */
  kind: ContentType | "site" | "pdf" | "profile";
  id: string;
  title: string;
  place: "current" | "history" | "trash";
}

/** A library item as the media section lists it. */
export interface MediaListItem extends Media {
  uploader: string | null;
  /** A PDF's rendered first page, shown as its tile's picture. */
  cover: Media | null;
  usedBy: MediaUse[];
  /** Where the library's next page starts when this item is the last one shown. */
  cursor: ListCursor;
}

export function findMediaByHash(db: AppDatabase, hash: string): Promise<Media | undefined> {
  return db
    .select()
    .from(media)
    .where(eq(media.hash, hash))
    .then((rows) => rows[0]);
}

/** The library's images among `hashes`, by hash (what a text's `/uploads/…` addresses name). */
export async function imagesByHash(db: AppDatabase, hashes: string[]): Promise<Map<string, Media>> {
  if (hashes.length === 0) return new Map();
  const rows = await db
    .select()
    .from(media)
    .where(and(inArray(media.hash, hashes), eq(media.kind, "image")));
  return new Map(rows.map((row) => [row.hash, row]));
}

export function getMedia(db: AppDatabase, id: string): Promise<Media | undefined> {
  return db
    .select()
    .from(media)
    .where(eq(media.id, id))
    .then((rows) => rows[0]);
}

export async function insertMedia(db: AppDatabase, values: NewMedia): Promise<Media> {
  const [row] = await db.insert(media).values(values).returning();
  if (!row) throw new Error("the media row was not stored");
  return row;
}

export async function markMediaReady(db: AppDatabase, id: string): Promise<void> {
  await db.update(media).set({ state: "ready", updatedAt: sql`now()` }).where(eq(media.id, id));
}

/** Images whose variants were not all made (the server stopped): oldest first. */
export function unfinishedImages(db: AppDatabase): Promise<Media[]> {
  return db.select().from(media).where(eq(media.state, "processing")).orderBy(media.createdAt);
}

/** Every upload made before `before` (the clean-up of stored files that lost their row). */
export async function knownHashes(db: AppDatabase, before?: Date): Promise<Set<string>> {
  const rows = await db
    .select({ hash: media.hash })
    .from(media)
    .where(before ? lt(media.createdAt, before) : undefined);
  return new Set(rows.map((row) => row.hash));
}

export async function updateMediaAlt(db: AppDatabase, id: string, alt: string): Promise<boolean> {
  const rows = await db
    .update(media)
    .set({ alt, updatedAt: sql`now()` })
    .where(eq(media.id, id))
    .returning({ id: media.id });
  return rows.length > 0;
}

/** What the site's uses are called: its photos and logos, its videos, its linked files. */
const SITE_USE_TITLES: Record<Media["kind"], string> = {
  image: "Site photos",
  video: "Site videos",
  document: "Site texts",
};

/** The site's own images by the name the site document keeps them under. */
const SITE_ASSET_TITLES: Record<string, string> = {
  "settings.logo": "Site · Logo",
  "settings.logoDark": "Site · Logo for dark backgrounds",
  "settings.favicon": "Site · Favicon",
};

/** Upload ids and hashes as one text[] parameter (any number of them in one bound value). */
const keyArray = (keys: string[]) => sql`string_to_array(${keys.join(",")}, ',')`;

/**
 * Where each of `ids` is used: every kind's items (their current fields, every version history
 * keeps, the Trash) and the site (its draft, its published copy, its history). Read through the
 * `media_refs` index of the versions (migration 0019), so the library's whole list is one query
 * per source however many items there are.
 */
export async function mediaUses(db: AppDatabase, ids: string[]): Promise<Map<string, MediaUse[]>> {
  const uses = new Map<string, MediaUse[]>();
  if (ids.length === 0) return uses;
  const uploads = await db
    .select({ id: media.id, hash: media.hash, kind: media.kind })
    .from(media)
    .where(inArray(media.id, ids));
  if (uploads.length === 0) return uses;
  // A version names an upload by its id (a chosen image) or its hash (an address in a text).
  const uploadOfKey = new Map<string, (typeof uploads)[number]>();
  for (const upload of uploads) {
    uploadOfKey.set(upload.id, upload);
    uploadOfKey.set(upload.hash, upload);
  }
  const keys = keyArray([...uploadOfKey.keys()]);
  const add = (uploadId: string, use: MediaUse) => {
    const list = uses.get(uploadId) ?? [];
    // One entry per item, at its most visible place (current before trash before history).
    const same = list.find((known) => known.kind === use.kind && known.id === use.id);
    if (same) {
      if (PLACE_ORDER[use.place] < PLACE_ORDER[same.place]) same.place = use.place;
      return;
    }
    list.push(use);
    uses.set(uploadId, list);
  };

  // Each item's versions that name one of the uploads, with the newest such version's number.
  const versionHits = await queryRows<{
    kind: ContentType;
    itemId: string;
    ref: string;
    newest: number;
  }>(
    db,
    sql`select v.kind, v.item_id as "itemId", ref, max(v.number)::int as newest
      from ${contentVersions} v, unnest(${mediaRefs(sql`v.data`)}) as ref
      where ${mediaRefs(sql`v.data`)} && ${keys} and ref = any(${keys})
      group by v.kind, v.item_id, ref`,
  );
  // The uploads named by the kinds' own columns (featured images, thumbnails): items kept before
  // history existed have no version naming them. Each kind declares its table and those columns.
  const uploadIds = keyArray(uploads.map((upload) => upload.id));
  const columnHits = await Promise.all(
    CONTENT_KIND_LIST.flatMap((kind) => {
      const { table, uploadColumns } = CONTENT_KINDS[kind].media;
      return uploadColumns.map(async (column) => {
        const rows = await queryRows<{ itemId: string; ref: string | null }>(
          db,
          sql`select id as "itemId", ${sql.identifier(column)}::text as ref
            from ${sql.identifier(table)} where ${sql.identifier(column)} = any(${uploadIds}::uuid[])`,
        );
        return rows.map((row) => ({ kind, ...row, newest: null }));
      });
    }),
  );
  const hits: { kind: ContentType; itemId: string; ref: string; newest: number | null }[] = [
    ...versionHits,
    ...columnHits.flat(),
  ].flatMap((hit) => (hit.ref ? [{ ...hit, ref: hit.ref }] : []));

  // The items themselves: title, current version, and whether they are in the Trash.
  const items = new Map<string, { title: string; version: number; trashed: boolean }>();
  await Promise.all(
    CONTENT_KIND_LIST.map(async (kind) => {
      const itemIds = [...new Set(hits.filter((hit) => hit.kind === kind).map((h) => h.itemId))];
      if (itemIds.length === 0) return;
      const rows = await queryRows<{
        id: string;
        title: string;
        version: number;
        trashed: boolean;
      }>(
        db,
        sql`select id, title, version, deleted_at is not null as trashed
          from ${sql.identifier(CONTENT_KINDS[kind].media.table)}
          where id = any(${keyArray(itemIds)}::uuid[])`,
      );
      for (const row of rows) {
        items.set(`${kind}:${row.id}`, {
          title: row.title,
          version: row.version,
          trashed: row.trashed,
        });
      }
    }),
  );
  const byTitle = [...hits].sort((a, b) =>
    (items.get(`${a.kind}:${a.itemId}`)?.title ?? "").localeCompare(
      items.get(`${b.kind}:${b.itemId}`)?.title ?? "",
    ),
  );
  for (const hit of byTitle) {
    const item = items.get(`${hit.kind}:${hit.itemId}`);
    const upload = uploadOfKey.get(hit.ref);
    if (!item || !upload) continue;
    const current = hit.newest === null || hit.newest >= item.version;
    add(upload.id, {
      kind: hit.kind,
      id: hit.itemId,
      title: item.title,
      place: item.trashed ? "trash" : current ? "current" : "history",
    });
  }

  // A PDF's rendered cover belongs to that PDF: deleting it alone would leave the PDF without one.
  const covered = await db
    .select({ pdfId: media.id, name: media.originalName, coverId: media.coverId })
    .from(media)
    .where(sql`${media.coverId} = any(${uploadIds}::uuid[])`);
  for (const pdf of covered) {
    if (pdf.coverId)
      add(pdf.coverId, { kind: "pdf", id: pdf.pdfId, title: pdf.name, place: "current" });
  }

  // Staff members' photos (their profiles, shown on bylines and author pages).
  const photos = await db
    .select({
      userId: staffProfiles.userId,
      name: staffProfiles.displayName,
      photoId: staffProfiles.photoMediaId,
    })
    .from(staffProfiles)
    .where(sql`${staffProfiles.photoMediaId} = any(${uploadIds}::uuid[])`);
  for (const photo of photos) {
    if (photo.photoId) {
      add(photo.photoId, {
        kind: "profile",
        id: photo.userId,
        title: `Profile of ${photo.name}`,
        place: "current",
      });
    }
  }

  // The site: its draft and published copy, then the history it keeps.
  const [site] = await db
    .select({
      draft: sql<string[]>`${mediaRefs(siteContent.draft)}`,
      published: sql<string[]>`${mediaRefs(siteContent.published)}`,
      draftValues: sql<Record<string, unknown> | null>`${siteContent.draft}->'values'`,
      publishedValues: sql<Record<string, unknown> | null>`${siteContent.published}->'values'`,
    })
    .from(siteContent);
  // The logo and the favicon are named for what they are: 'Site · Logo'.
  const assetTitles = new Map<string, string>();
  for (const values of [site?.draftValues, site?.publishedValues]) {
    for (const [name, title] of Object.entries(SITE_ASSET_TITLES)) {
      const id = values?.[name];
      if (typeof id === "string" && !assetTitles.has(id)) assetTitles.set(id, title);
    }
  }
  const siteHistory = await queryRows<{ ref: string }>(
    db,
    sql`select distinct ref from ${siteVersions} v, unnest(${mediaRefs(sql`v.data`)}) as ref
      where ${mediaRefs(sql`v.data`)} && ${keys} and ref = any(${keys})`,
  );
  const siteUse = (ref: string, place: MediaUse["place"]) => {
    const upload = uploadOfKey.get(ref);
    if (!upload) return;
    const title =
      (place === "current" ? assetTitles.get(upload.id) : undefined) ??
      SITE_USE_TITLES[upload.kind];
    add(upload.id, { kind: "site", id: "site", title, place });
  };
  for (const ref of [...(site?.draft ?? []), ...(site?.published ?? [])]) siteUse(ref, "current");
  for (const { ref } of siteHistory) siteUse(ref, "history");
  return uses;
}

const PLACE_ORDER: Record<MediaUse["place"], number> = { current: 0, trash: 1, history: 2 };

/**
 * The library, newest first, with who uploaded each item and where it is used: `limit` items
 * below `before` (the library's next page, ADR 040), each with its cursor. A PDF's rendered cover
 * is not an item of its own: it is its PDF's picture, and is deleted with it.
 */
export async function listMedia(
  db: AppDatabase,
  { before, limit }: { before?: ListCursor; limit: number },
): Promise<MediaListItem[]> {
  const rows = await db
    .select({ item: media, uploader: user.email, cursorTime: cursorTime(media.createdAt) })
    .from(media)
    .leftJoin(user, eq(user.id, media.uploadedBy))
    .where(
      and(
        olderThan(media.createdAt, media.id, before),
        sql`not exists (select 1 from media pdf where pdf.cover_id = ${media.id})`,
      ),
    )
    .orderBy(...newestFirst(media.createdAt, media.id))
    .limit(limit);
  const coverIds = rows.flatMap((row) => (row.item.coverId ? [row.item.coverId] : []));
  const [uses, covers] = await Promise.all([
    mediaUses(
      db,
      rows.map((row) => row.item.id),
    ),
    coverIds.length === 0 ? [] : db.select().from(media).where(inArray(media.id, coverIds)),
  ]);
  const coverById = new Map(covers.map((cover) => [cover.id, cover]));
  return rows.map((row) => ({
    ...row.item,
    uploader: row.uploader,
    cover: (row.item.coverId && coverById.get(row.item.coverId)) || null,
    usedBy: uses.get(row.item.id) ?? [],
    cursor: { createdAt: row.cursorTime, id: row.item.id },
  }));
}

/**
 * Deletes an upload's row unless something uses it (mediaUses: any item, version, the Trash or
 * the site); returns what uses it otherwise. The row is locked first: a save that names the
 * upload locks it too (lockUploads), so either the save sees it gone and is refused, or this
 * sees the save's use and refuses.
 */
export async function deleteMediaRow(
  db: AppDatabase,
  id: string,
  actorId: string | null = null,
): Promise<{ deleted: Media } | { usedBy: MediaUse[] } | { missing: true }> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: media.id })
      .from(media)
      .where(eq(media.id, id))
      .for("update");
    if (!locked) return { missing: true as const };
    const usedBy = (await mediaUses(tx, [id])).get(id) ?? [];
    if (usedBy.length > 0) return { usedBy };
    const [row] = await tx.delete(media).where(eq(media.id, id)).returning();
    if (!row) return { missing: true as const };
    await recordActivity(tx, {
      actorId,
      action: "delete-media",
      subjectType: "media",
      subjectId: row.id,
      subjectTitle: row.originalName,
    });
    return { deleted: row };
  });
}

/**
 * The uploads among `hashes` that exist, locked against deletion until the transaction ends
 * (a save that names them: deleteMediaRow waits, then sees the use).
 */
export async function lockUploads(db: AppDatabase, hashes: string[]): Promise<Set<string>> {
  if (hashes.length === 0) return new Set();
  const rows = await db
    .select({ hash: media.hash })
    .from(media)
    .where(inArray(media.hash, hashes))
    .for("key share");
  return new Set(rows.map((row) => row.hash));
}

/**
 * Locks, until the transaction ends, the uploads a JSON document names (media_refs: by id or by
 * address): the site's draft as it is saved. The library's delete then waits and sees the use.
 */
export async function lockUploadsNamedIn(db: AppDatabase, document: unknown): Promise<void> {
  await db.execute(sql`with refs as (
      select unnest(${mediaRefs(sql`${JSON.stringify(document)}::jsonb`)}) as ref
    )
    select ${media.id} from ${media}
    where ${media.hash} in (select ref from refs)
      or ${media.id} in (select ref::uuid from refs where length(ref) = 36)
    for key share`);
}
