import { canEditAll, type SessionUser } from "~/features/auth/roles";
import { isUuid, queryText } from "~/lib/forms";
import {
  cursorParam,
  type PageQuery,
  pageOf,
  readPageQuery,
  wholeNumber,
} from "~/lib/keyset.server";
import { withServerHtml } from "~/lib/server-html.server";
import { canPublishDirectly } from "./access";
import type { AdminListData, PublishedNotice } from "./admin-list";
import { renderAdminRow, renderAdminRows } from "./admin-rows.server";
import type { CommandContext } from "./commands/result";
import { itemViews } from "./item-views.server";
import { addressOf, type ContentStore } from "./kind.server";
import { CONTENT_KINDS, publicAddress } from "./kinds";
import { countInReview, reviewRequired } from "./review.server";
import { type AdminListRow, countContent, getContent, listContentForAdmin } from "./store.server";
import { isPublic } from "./versions/shared.server";

/** What a list needs of the request: the database, the site's settings, where to log. */
type ListContext = Pick<CommandContext, "db" | "site" | "logger"> & {
  trashDays: number;
  documentRequest: boolean;
  islands: Map<string, string>;
};

/** The longest filter the list accepts (a title is at most 200 characters). */
const MAX_FILTER = 200;

/** Who looks at a list, as its rows' buttons need it (ADR 027). */
async function viewerOf(context: ListContext, user: SessionUser) {
  const fourEyes = await reviewRequired(context.db);
  return {
    id: user.id,
    editsAll: canEditAll(user.role),
    publishesDrafts: canPublishDirectly(user, fourEyes),
    fourEyes,
  };
}

/** What a list's address asks for (see readListQuery). */
export interface ListQuery extends PageQuery {
  /** The filter box (`?q=`), "" for every row. */
  q: string;
  /** The review queue (`?review=1`). */
  review: boolean;
  /**
   * How many rows the browser already shows (`?at=`): the new rows' keys start there. A page
   * added as the reader scrolls (`at` > 0) does not count the list again.
   */
  at: number;
  /** The item a save or an approval just published (`?published=<id>`), for the notice. */
  published: string | null;
}

/**
 * What the list's address asks for, or undefined when `?before=`, `?rows=` or `?at=` is not
 * one the list writes (the route answers 400: a page of rows from a wrong place would
 * repeat or skip rows).
 */
export function readListQuery(url: URL): ListQuery | undefined {
  const params = url.searchParams;
  const page = readPageQuery(params);
  const at = wholeNumber(params.get("at"), 0, 0, 9_999_999);
  if (!page || at === undefined) return undefined;
  return {
    ...page,
    q: queryText(params.get("q"), MAX_FILTER),
    review: params.get("review") === "1",
    at,
    published: params.get("published"),
  };
}

/**
 * A page of a section's list, newest first: the first rows (or those after `?before=`), of every
 * row, of those whose title contains `?q=`, or of those in review with `?review=1`, as HTML
 * rendered by React, with the cursor of the next page; an author's list holds their own items.
 * The counts come from the database. A list that fails to load is logged and shown empty (the
 * specification's behaviour).
 */
export async function loadAdminList(
  context: ListContext,
  store: ContentStore,
  query: ListQuery,
  user: SessionUser,
): Promise<AdminListData> {
  const { kind } = store;
  const { q, before, at } = query;
  const viewer = await viewerOf(context, user);
  const ownedBy = viewer.editsAll ? undefined : user.id;
  const inReview = viewer.editsAll && query.review;
  const filtered = q !== "" || inReview;
  let rows: AdminListRow[] = [];
  let counts = { total: 0, matching: 0, waiting: 0, changesRequested: 0 };
  let older: string | null = null;
  try {
    // One row more than shown says whether there are older ones.
    const read = await listContentForAdmin(context.db, store, {
      filter: q,
      ownedBy,
      inReview,
      before,
      limit: query.rows + 1,
    });
    ({ rows, older } = pageOf(read, query.rows));
    if (at === 0) counts = await countList(context, store, viewer, { q, ownedBy, inReview });
  } catch (error) {
    context.logger.error({ err: error }, `Error loading ${CONTENT_KINDS[kind].noun[1]}`);
  }
  const [published, views] = await Promise.all([
    at === 0 ? publishedNotice(context, store, query.published) : null,
    viewsOf(context, store, rows),
  ]);
  const pieces = renderAdminRows(kind, rows, {
    timeZone: context.site.timeZone,
    viewer,
    views,
    from: at,
  });
  return withServerHtml(context, `rows-${kind}`, pieces, {
    kind,
    q,
    shown: rows.length,
    total: counts.total,
    matching: filtered ? counts.matching : counts.total,
    before: before ? cursorParam(before) : null,
    older,
    at,
    published,
    trashDays: context.trashDays,
    review: {
      only: inReview,
      waiting: counts.waiting,
      mine: ownedBy !== undefined,
      changesRequested: counts.changesRequested,
    },
  });
}

/**
 * The rows' views of the last 30 days, for a kind whose item pages Insight counts (one query for
 * the page of rows); a count that fails leaves the rows without views rather than the list empty.
 */
async function viewsOf(
  context: ListContext,
  store: ContentStore,
  rows: readonly AdminListRow[],
): Promise<Map<string, number> | undefined> {
  if (!CONTENT_KINDS[store.kind].countsViews || rows.length === 0) return undefined;
  try {
    return await itemViews(
      context.db,
      store.kind,
      rows.map((row) => row.id),
      context.site.timeZone,
    );
  } catch (error) {
    context.logger.error({ err: error }, "Error counting the rows' views");
    return undefined;
  }
}

/** The list's counts, each one query: every row, those the filter lets through, the review's. */
async function countList(
  context: ListContext,
  store: ContentStore,
  viewer: Awaited<ReturnType<typeof viewerOf>>,
  { q, ownedBy, inReview }: { q: string; ownedBy: string | undefined; inReview: boolean },
) {
  const { db } = context;
  const [total, matching, waiting, changesRequested] = await Promise.all([
    countContent(db, store, ownedBy),
    q || inReview ? countContent(db, store, ownedBy, { filter: q, inReview }) : 0,
    viewer.editsAll ? countInReview(db, [store]).then((n) => n[store.kind] ?? 0) : 0,
    ownedBy ? countContent(db, store, ownedBy, { changesRequested: true }) : 0,
  ]);
  return { total, matching, waiting, changesRequested };
}

/**
 * A list row's HTML as the list shows it to `user` now (after one of its buttons), or undefined
 * when the row is gone from the list (in the trash).
 */
export async function listRowHtml(
  context: ListContext,
  store: ContentStore,
  id: string,
  user: SessionUser,
): Promise<string | undefined> {
  const viewer = await viewerOf(context, user);
  const [row] = await listContentForAdmin(context.db, store, { id });
  if (!row) return undefined;
  const views = await viewsOf(context, store, [row]);
  return renderAdminRow(store.kind, row, id, { timeZone: context.site.timeZone, viewer, views });
}

/**
 * What the list says after a save or an approval made item `id` public ('Published — View on
 * site'): its public page (null for a kind without pages of its own), or null when
 * the item is not public now (a draft, a time to come, gone) or `id` is not an item's id.
 */
export async function publishedNotice(
  context: Pick<ListContext, "db">,
  store: ContentStore,
  id: string | null,
): Promise<PublishedNotice | null> {
  if (!id || !isUuid(id)) return null;
  const row = await getContent(context.db, store, id);
  if (!row || !isPublic(row)) return null;
  const address = addressOf(store, row);
  return { href: address === undefined ? null : publicAddress(store.kind, address) };
}
