/**
 * A kind's collection read for the content API, the same way for every kind: its public items
 * (published, their time come, outside the trash, and what the kind adds: open positions), in
 * its order, a page at a time after a cursor; or one of them by id or address.
 */
import { and, eq, gte, or, type SQL, sql } from "drizzle-orm";
import type { ApiItem, KindApi } from "~/features/content/api-kind.server";
import type { ContentTable } from "~/features/content/kind.server";
import type { ContentKind } from "~/features/content/kinds";
import { publiclyVisible } from "~/features/content/public-queries.server";
import { type Locale, localizedPath } from "~/lib/i18n";
import { type AppDatabase, queryRows } from "../../../db/client.server";
import { encodeCursor } from "./cursor";
import type { ListQuery } from "./params";

/** A kind as the API serves it (made from the registry: app/kinds/api.server.ts). */
export interface ApiCollection {
  kind: ContentKind;
  api: KindApi;
  table: ContentTable;
  /** Where its items' pages are (kind.ts), or null: no page of their own. */
  publicPrefix: string | null;
}

/** An item as the API answers it: the shared fields, then the kind's own. */
export type ItemBody = Record<string, unknown>;

/** A page of a collection: its items and the cursor of the next page (null: the last). */
export interface CollectionPage {
  data: ItemBody[];
  nextCursor: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface KeyRow {
  id: string;
  key: string;
  published_at: Date | string;
  updated_at: Date | string;
  address: string | null;
}

/** The sort key as text, exactly as PostgreSQL orders it (a moment to the microsecond, in UTC). */
function sortKeyText({ api }: ApiCollection): SQL {
  const { column, type } = api.order;
  return type === "timestamp"
    ? sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`
    : sql`${column}`;
}

/** The items after the position the cursor names, in the collection's order (key, id descending). */
function after({ api, table }: ApiCollection, position: NonNullable<ListQuery["after"]>): SQL {
  const key =
    api.order.type === "timestamp" ? sql`${position.key}::timestamptz` : sql`${position.key}`;
  return sql`(${api.order.column}, ${table.id}) < (${key}, ${position.id}::uuid)`;
}

/** The public items of `collection` that also match `where`, in its order. */
function publicRows(
  db: AppDatabase,
  collection: ApiCollection,
  where: SQL | undefined,
  limit: number,
) {
  const { api, table } = collection;
  const address = api.address ? sql`${api.address}` : sql`null`;
  return queryRows<KeyRow>(
    db,
    sql`select ${table.id} as id, ${sortKeyText(collection)} as key,
          ${table.publishedAt} as published_at, ${table.updatedAt} as updated_at,
          ${address} as address
        from ${table}
        where ${and(publiclyVisible(table), api.where, where)}
        order by ${api.order.column} desc, ${table.id} desc
        limit ${limit}`,
  );
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** The rows made into the API's items, in their order; one the kind no longer finds is left out. */
async function itemsOf(
  db: AppDatabase,
  collection: ApiCollection,
  rows: readonly KeyRow[],
  lang: Locale,
  siteUrl: string,
): Promise<ItemBody[]> {
  if (rows.length === 0) return [];
  const absolute = (path: string) => (path.startsWith("/") ? `${siteUrl}${path}` : path);
  const read = await collection.api.read(
    db,
    rows.map((row) => row.id),
    { locale: lang, absolute },
  );
  return rows.flatMap((row) => {
    const item: ApiItem | undefined = read.get(row.id);
    if (!item) return [];
    const page =
      collection.publicPrefix !== null && row.address !== null
        ? `${siteUrl}${localizedPath(`${collection.publicPrefix}${encodeURIComponent(row.address)}`, lang)}`
        : null;
    return [
      {
        id: row.id,
        lang: item.lang,
        url: page,
        published_at: iso(row.published_at),
        updated_at: iso(row.updated_at),
        ...item.fields,
      },
    ];
  });
}

/** A page of `collection` as `query` asks for it. */
export async function listCollection(
  db: AppDatabase,
  collection: ApiCollection,
  query: ListQuery,
  siteUrl: string,
): Promise<CollectionPage> {
  const { api, table } = collection;
  const filters = api.filters.flatMap((filter) => {
    const value = query.filters[filter.name];
    return value === undefined ? [] : [eq(filter.column, value)];
  });
  const where = and(
    ...filters,
    query.updatedSince ? gte(table.updatedAt, query.updatedSince) : undefined,
    query.after ? after(collection, query.after) : undefined,
  );
  // One more than asked: whether there is a next page, without counting.
  const rows = await publicRows(db, collection, where, query.limit + 1);
  const shown = rows.slice(0, query.limit);
  const last = shown.at(-1);
  return {
    data: await itemsOf(db, collection, shown, query.lang, siteUrl),
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursor(api.collection, { key: last.key, id: last.id })
        : null,
  };
}

/**
 * The public item of `collection` whose id, or address (its slug), is `idOrAddress`; undefined
 * when there is none (a draft, one scheduled for later, one in the trash, a closed position).
 */
export async function findInCollection(
  db: AppDatabase,
  collection: ApiCollection,
  idOrAddress: string,
  lang: Locale,
  siteUrl: string,
): Promise<ItemBody | undefined> {
  const { api, table } = collection;
  const byId = UUID.test(idOrAddress);
  if (!byId && (api.address === null || idOrAddress.length > 200)) return undefined;
  const id = eq(table.id, idOrAddress.toLowerCase());
  // An address may look like an id: either finds the item.
  const match = !byId
    ? eq(api.address ?? table.id, idOrAddress)
    : api.address
      ? or(id, eq(api.address, idOrAddress))
      : id;
  const rows = await publicRows(db, collection, match, 1);
  const [item] = await itemsOf(db, collection, rows, lang, siteUrl);
  return item;
}
