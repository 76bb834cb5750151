import { asc, sql } from "drizzle-orm";
import { CONTENT_KINDS, isContentKind } from "~/features/content/kinds";
import { formatDateTimeIn } from "~/lib/dates";
import { type AppDatabase, queryRows } from "../../../db/client.server";
import { linkProblems } from "../../../db/schema";
import { type BrokenLinkItem, type BrokenLinks, problemText } from "./links";

/** The site editor's address: a problem in the site's texts links to its section there. */
const SITE_EDITOR = "/admin/site";
/** Problems listed at most (the newest check's, by item): the rest are counted. */
const SHOWN = 300;

interface StateRow {
  finished_at: Date | string | null;
  links: number;
  problems: number;
  running: boolean;
  requested: boolean;
}

/** The last check's findings, grouped by item, and whether one is running or asked for. */
export async function loadBrokenLinks(
  db: AppDatabase,
  { timeZone, externalChecked }: { timeZone: string; externalChecked: boolean },
): Promise<BrokenLinks> {
  const [state] = await queryRows<StateRow>(
    db,
    sql`select finished_at, links, problems,
        coalesce(lease_until > now(), false) as running,
        coalesce(requested_at > coalesce(started_at, '-infinity'::timestamptz), false) as requested
      from link_check_state where id = 1`,
  );
  const rows = await db
    .select()
    .from(linkProblems)
    .orderBy(asc(linkProblems.kind), asc(linkProblems.itemTitle), asc(linkProblems.url))
    .limit(SHOWN);
  const items = new Map<string, BrokenLinkItem>();
  for (const row of rows) {
    const key = `${row.kind}:${row.itemId ?? ""}`;
    let item = items.get(key);
    if (!item) {
      item = { key, ...itemPlace(row.kind, row.itemId), title: row.itemTitle, links: [] };
      items.set(key, item);
    }
    item.links.push({ url: row.url, problem: problemText(row.problem, row.status) });
  }
  const finishedAt = state?.finished_at ? new Date(state.finished_at) : null;
  const problems = finishedAt ? (state?.problems ?? 0) : 0;
  return {
    running: state?.running ? { checked: state.links } : null,
    requested: state?.requested === true && !state.running,
    last: finishedAt
      ? {
          at: finishedAt.toISOString(),
          when: formatDateTimeIn(finishedAt, timeZone),
          links: state?.running ? null : (state?.links ?? 0),
          problems,
        }
      : null,
    items: [...items.values()],
    more: Math.max(0, problems - rows.length),
    externalChecked,
  };
}

function itemPlace(kind: string, itemId: string | null) {
  if (isContentKind(kind)) {
    const { label, editPath } = CONTENT_KINDS[kind];
    return { kindLabel: label, editHref: `${editPath}/${itemId ?? ""}` };
  }
  const section = itemId ? `?section=${encodeURIComponent(itemId)}` : "";
  return { kindLabel: "Site", editHref: `${SITE_EDITOR}${section}` };
}
