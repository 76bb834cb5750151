import { sql } from "drizzle-orm";
import { positionServer } from "~/features/careers/kind.server";
import type { ContentStore } from "~/features/content/kind.server";
import type {
  FeedEntry,
  FeedQuery,
  KindServer,
  SearchablePage,
  SearchedRows,
} from "~/features/content/kind-parts.server";
import { CONTENT_KIND_LIST, CONTENT_KINDS, type ContentKind } from "~/features/content/kinds";
import { documentServer } from "~/features/documents/kind.server";
import { articleServer } from "~/features/news/kind.server";
import { pageServer } from "~/features/pages/kind.server";
import { videoLibrary } from "~/features/site-content/photos.server";
import { tenderServer } from "~/features/tenders/kind.server";
import { videoServer } from "~/features/videos/kind.server";
import type { Locale } from "~/lib/i18n";
import { type AppDatabase, queryRows } from "../../db/client.server";
import type { ContentType } from "../../db/enums";

/**
 * What each kind brings to the server (its folder's `kind.server.ts`), one line per kind. A kind
 * named in CONTENT_TYPES and missing here does not compile; the lists below are made from this.
 */
export const KIND_SERVERS = {
  article: articleServer,
  // A video's form offers the library's videos too (composed here: a feature does not import
  // another one).
  video: { ...videoServer, editUploads: videoLibrary },
  page: pageServer,
  position: positionServer,
  tender: tenderServer,
  document: documentServer,
} satisfies Record<ContentType, KindServer>;

/** A kind's store. */
export function storeOf(kind: ContentKind): ContentStore {
  return KIND_SERVERS[kind].store;
}

/** Every kind's store, in the kinds' order: what the trash lists and the hourly purge empties. */
export function allContentStores(): ContentStore[] {
  return CONTENT_KIND_LIST.map(storeOf);
}

/**
 * The kinds whose rows the site's search matches by their stored vectors (articles, videos), by
 * name: a result's kind is one the results page can label (search-results.tsx), so a kind
 * searched and not labelled there does not compile.
 */
export type RowSearchedKind = {
  [Kind in ContentKind]: (typeof KIND_SERVERS)[Kind]["search"] extends { rows: SearchedRows }
    ? Kind
    : never;
}[ContentKind];

function searchedByRows(kind: ContentKind): kind is RowSearchedKind {
  const search = KIND_SERVERS[kind].search;
  return search !== null && "rows" in search;
}

/** What the site's search matches by rows, kind by kind in the kinds' order. */
export const SEARCHED_KINDS = CONTENT_KIND_LIST.filter(searchedByRows).map((kind) => ({
  kind,
  ...KIND_SERVERS[kind].search.rows,
}));

/**
 * The items the site's search reads as pages of text (the published pages, the open positions),
 * in the kinds' order, in `locale`.
 */
export async function searchedPages(db: AppDatabase, locale: Locale): Promise<SearchablePage[]> {
  const lists = await Promise.all(
    CONTENT_KIND_LIST.map((kind) => {
      const search = KIND_SERVERS[kind].search;
      return search !== null && "pages" in search ? search.pages(db, locale) : [];
    }),
  );
  return lists.flat();
}

/**
 * The newest `limit` items of every kind that has a feed, newest first (a kind's own order kept
 * among equals).
 */
export async function feedEntries(db: AppDatabase, query: FeedQuery): Promise<FeedEntry[]> {
  const lists = await Promise.all(
    CONTENT_KIND_LIST.map((kind) => KIND_SERVERS[kind].feed?.(db, query) ?? []),
  );
  return lists
    .flat()
    .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime())
    .slice(0, query.limit);
}

/**
 * When the next scheduled item of any kind goes public, or a published item's page changes (a
 * kind's `changesAt`: a position or a tender closing, a tender's last day for questions): the
 * page cache forgets pages then.
 */
export async function nextScheduledAt(db: AppDatabase): Promise<Date | undefined> {
  const moments = CONTENT_KIND_LIST.flatMap((kind) => {
    const { table } = storeOf(kind);
    return [table.publishedAt, ...KIND_SERVERS[kind].changesAt].map(
      (moment) =>
        sql`(select min(${moment}) from ${table}
          where ${table.published} and ${table.deletedAt} is null and ${moment} > now())`,
    );
  });
  const [row] = await queryRows<{ at: Date | string | null }>(
    db,
    sql`select least(${sql.join(moments, sql`, `)}) as at`,
  );
  return row?.at ? new Date(row.at) : undefined;
}

/** The kinds whose new items alert subscribers, each with its table and alert source. */
export const ALERTING_KINDS = CONTENT_KIND_LIST.flatMap((kind) => {
  const alerts = KIND_SERVERS[kind].alerts;
  return alerts ? [{ kind, table: storeOf(kind).table, ...alerts }] : [];
});
export type AlertingKind = (typeof ALERTING_KINDS)[number];

/**
 * The ids of a kind's published items (not in the trash, not scheduled for later) by their
 * slugs, of those asked for; a kind whose items have no page of their own has none.
 */
export async function publishedIdsBySlug(
  db: AppDatabase,
  kind: ContentKind,
  slugs: readonly string[],
): Promise<Map<string, string>> {
  if (slugs.length === 0 || CONTENT_KINDS[kind].publicPrefix === null) return new Map();
  const { table } = storeOf(kind);
  const rows = await queryRows<{ id: string; slug: string }>(
    db,
    sql`select ${table.id} as id, slug from ${table}
        where slug in (${sql.join(
          slugs.map((slug) => sql`${slug}`),
          sql`, `,
        )})
          and ${table.published} and ${table.deletedAt} is null
          and (${table.publishedAt} is null or ${table.publishedAt} <= now())`,
  );
  return new Map(rows.map((row) => [row.slug, row.id]));
}
