import { and, count, desc, eq, isNull, lte, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { MediaFileInfo } from "~/features/media/files";
import type { AppDatabase } from "../../../db/client.server";
import { media, TRANSLATION_LOCALES } from "../../../db/schema";
import type { ContentTable } from "./kind.server";

/** What a card needs of its uploaded image (null: none, or a URL in the row's own column). */
const CARD_IMAGE = {
  kind: media.kind,
  state: media.state,
  hash: media.hash,
  contentType: media.contentType,
  width: media.width,
  height: media.height,
  alt: media.alt,
};
type CardImage = MediaFileInfo & { alt: string };

/**
 * What the public sees of a kind: published rows whose publication time has come (a scheduled
 * row appears at its time, whichever process is awake then), outside the trash.
 */
export function publiclyVisible(t: ContentTable): SQL {
  return sql`(${eq(t.published, true)} and ${lte(t.publishedAt, sql`now()`)} and ${isNull(t.deletedAt)})`;
}

/** What a query reads: a column, or an expression with its name. */
type Selected = PgColumn | SQL.Aliased;
type ValueOf<C> = C extends PgColumn ? C["_"]["data"] : C extends SQL.Aliased<infer T> ? T : never;

/**
 * A row's translations without the texts a card does not show (an article's content): every
 * language a card may need, and nothing the list would carry for nothing.
 */
export function translationsWithout<T>(column: PgColumn, fields: readonly string[]) {
  const paths = TRANSLATION_LOCALES.flatMap((locale) =>
    fields.map((field) => sql` #- ${sql.raw(`'{${locale},${field}}'`)}`),
  );
  return sql<T>`(${column}${sql.join(paths)})`.as("translations");
}

/**
 * A page of a kind's published rows, newest publication first, with the given columns (their
 * translations among them), the uploaded image the row's `imageColumn` names (or null), and
 * `publishedAt` as an ISO string (the home page's, /news's, /videos's and the feed's query).
 */
export async function listPublished<Columns extends Record<string, Selected>>(
  db: AppDatabase,
  table: ContentTable,
  columns: Columns,
  imageColumn: PgColumn,
  limit: number,
  offset = 0,
  {
    onlyId,
    where,
  }: {
    /** Instead of the public rows: this one row outside the trash, whatever its state (previews). */
    onlyId?: string;
    /** Only the public rows that also match this (an article's sector). */
    where?: SQL;
  } = {},
) {
  const t = table;
  // biome-ignore lint/plugin: Drizzle's type of a selection spread from a generic `Columns` stays unresolved inside this function; the rows are what `ValueOf` says of each column (callers' columns are typed).
  const rows = (await db
    .select({ ...columns, publishedAt: t.publishedAt, image: CARD_IMAGE })
    .from(t)
    .leftJoin(media, eq(media.id, imageColumn))
    .where(onlyId ? and(eq(t.id, onlyId), isNull(t.deletedAt)) : and(publiclyVisible(t), where))
    .orderBy(desc(t.publishedAt), desc(t.id))
    .limit(limit)
    .offset(offset)) as ({ [K in keyof Columns]: ValueOf<Columns[K]> } & {
    publishedAt: Date | null;
    image: CardImage | null;
  })[];
  return rows.map((row) => ({
    ...row,
    publishedAt: (row.publishedAt ?? new Date(0)).toISOString(),
  }));
}

export async function countPublished(db: AppDatabase, t: ContentTable, where?: SQL) {
  const [row] = await db
    .select({ n: count() })
    .from(t)
    .where(and(publiclyVisible(t), where));
  return row?.n ?? 0;
}

/** A kind's public queries: a page of published cards with `columns`, and how many there are. */
export function publishedQueries<Columns extends Record<string, Selected>>(
  table: ContentTable,
  columns: Columns,
  imageColumn: PgColumn,
) {
  return {
    list: (db: AppDatabase, limit: number, offset = 0, where?: SQL) =>
      listPublished(db, table, columns, imageColumn, limit, offset, { where }),
    count: (db: AppDatabase, where?: SQL) => countPublished(db, table, where),
    /** One item's card, whatever its state (a preview link's). */
    one: async (db: AppDatabase, id: string) =>
      (await listPublished(db, table, columns, imageColumn, 1, 0, { onlyId: id }))[0],
  };
}

export type PublishedQueries<T> = {
  list: (db: AppDatabase, limit: number, offset?: number, where?: SQL) => Promise<T[]>;
  count: (db: AppDatabase, where?: SQL) => Promise<number>;
};
