import { canEditAll, type SessionUser } from "~/features/auth/roles";
import { queryText } from "~/lib/forms";
import { withServerHtml } from "~/lib/server-html.server";
import { canPublishDirectly } from "./access";
import type { AdminListData } from "./admin-list";
import { renderAdminRow, renderAdminRows } from "./admin-rows.server";
import type { CommandContext } from "./commands/result";
import type { ContentStore } from "./kind.server";
import { CONTENT_KINDS } from "./kinds";
import { countInReview, reviewRequired } from "./review.server";
import { type AdminListRow, countContent, listContentForAdmin } from "./store.server";

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

/**
 * A section's list: every row (or those whose title contains `?q=`, or those in review with
 * `?review=1`), as HTML rendered by React; an author's list holds their own items. A list that
 * fails to load is logged and shown empty (the specification's behaviour).
 */
export async function loadAdminList(
  context: ListContext,
  store: ContentStore,
  url: URL,
  user: SessionUser,
): Promise<AdminListData> {
  const { kind } = store;
  const q = queryText(url.searchParams.get("q"), MAX_FILTER);
  const viewer = await viewerOf(context, user);
  const ownedBy = viewer.editsAll ? undefined : user.id;
  const inReview = viewer.editsAll && url.searchParams.get("review") === "1";
  let rows: AdminListRow[] = [];
  let total = 0;
  let waiting = 0;
  try {
    rows = await listContentForAdmin(context.db, store, { filter: q, ownedBy, inReview });
    total = q || inReview ? await countContent(context.db, store, ownedBy) : rows.length;
    if (viewer.editsAll) waiting = (await countInReview(context.db, [store]))[kind] ?? 0;
  } catch (error) {
    context.logger.error({ err: error }, `Error loading ${CONTENT_KINDS[kind].noun[1]}`);
  }
  const filtered = q !== "" || inReview;
  const pieces = renderAdminRows(kind, rows, {
    timeZone: context.site.timeZone,
    filtered: filtered || ownedBy !== undefined,
    viewer,
  });
  return withServerHtml(context, `rows-${kind}`, pieces, {
    kind,
    q,
    shown: rows.length,
    total,
    trashDays: context.trashDays,
    review: {
      only: inReview,
      waiting,
      mine: ownedBy !== undefined,
      changesRequested: ownedBy
        ? rows.filter((row) => row.review === "changes_requested" && !row.published).length
        : 0,
    },
  });
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
  return row
    ? renderAdminRow(store.kind, row, id, { timeZone: context.site.timeZone, viewer })
    : undefined;
}
