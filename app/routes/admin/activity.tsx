import { memo } from "react";
import { Form, Link } from "react-router";
import { Select } from "~/components/ui/fields";
import { pageAddress, useOlderRows } from "~/components/ui/older-rows";
import { RowGap, useRowWindow } from "~/components/ui/row-window";
import { CONTENT_KINDS, mapKinds } from "~/features/content/kinds";
import {
  ACTIVITY_GROUPS,
  ACTIVITY_LABELS,
  type ActivityAction,
  isActivityGroup,
} from "~/lib/activity";
import { activityPeople, listActivity } from "~/lib/activity.server";
import { formatDateTimeIn } from "~/lib/dates";
import { cursorParam, readPage } from "~/lib/keyset.server";
import type { Route } from "./+types/activity";
import { dashboardUser } from "./dashboard-access.server";
import { requestedPage } from "./list-page.server";

export const meta: Route.MetaFunction = () => [
  { title: "Activity" },
  { name: "robots", content: "noindex" },
];

/** What an entry's subject is called: an item by its kind's noun ('article'), or the others. */
const SUBJECTS: Record<string, string> = {
  ...mapKinds((kind) => CONTENT_KINDS[kind].noun[0]),
  application: "application",
  media: "file",
  account: "account",
  site: "site version",
  redirect: "redirect",
  webhook: "webhook endpoint",
};

/**
 * /admin/activity: who did what and when, newest first, a page at a time (`?before=`, ADR 040);
 * by person and by kind of action, both kept on the older pages.
 */
export async function loader(args: Route.LoaderArgs) {
  dashboardUser(args, "editor");
  const { request, context } = args;
  const query = requestedPage(request);
  const url = new URL(request.url);
  const person = url.searchParams.get("person")?.slice(0, 254) || undefined;
  const kind = url.searchParams.get("kind");
  const group = isActivityGroup(kind) ? kind : undefined;
  const [page, people] = await Promise.all([
    readPage(query, (at) => listActivity(context.db, { person, group, ...at })),
    activityPeople(context.db),
  ]);
  // The list's own address, its filters kept in the 'Show older' link.
  const filters = new URLSearchParams();
  if (person) filters.set("person", person);
  if (group) filters.set("kind", group);
  return {
    list: {
      ...page,
      rows: page.rows.map((row) => ({
        id: row.id,
        at: row.at.toISOString(),
        who: row.actorEmail,
        action: row.action,
        subjectType: row.subjectType,
        subjectTitle: row.subjectTitle,
        detail: row.detail,
        cursor: cursorParam(row.cursor),
      })),
    },
    path: filters.size > 0 ? `/admin/activity?${filters}` : "/admin/activity",
    people,
    person: person ?? "",
    kind: group ?? "",
    filtered: Boolean(person || group || query.before),
    timeZone: context.site.timeZone,
  };
}

/** 'Scheduled for 2026-…Z' as the site's time. */
function detailText(detail: string | null, timeZone: string) {
  if (!detail) return null;
  const scheduled = /^Scheduled for (\S+)$/.exec(detail);
  return scheduled?.[1] ? `Scheduled for ${formatDateTimeIn(scheduled[1], timeZone)}` : detail;
}

export default function Activity({ loaderData }: Route.ComponentProps) {
  const { list, path, people, person, kind, filtered, timeZone } = loaderData;
  return (
    <section aria-labelledby="activity-heading">
      <h2 id="activity-heading" className="font-semibold text-ink text-xl">
        Activity
      </h2>
      <p className="mt-1 text-slate-600 text-sm">Who did what and when.</p>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
        <div className="w-full sm:w-64">
          <Select id="activity-person" label="Person" name="person" defaultValue={person}>
            <option value="">Everyone</option>
            {people.map((email) => (
              <option key={email} value={email}>
                {email}
              </option>
            ))}
          </Select>
        </div>
        <div className="w-full sm:w-48">
          <Select id="activity-kind" label="Kind" name="kind" defaultValue={kind}>
            <option value="">All kinds</option>
            {Object.entries(ACTIVITY_GROUPS).map(([value, group]) => (
              <option key={value} value={value}>
                {group.label}
              </option>
            ))}
          </Select>
        </div>
        <button
          type="submit"
          className="rounded-full px-5 py-2.5 font-semibold text-ev-700 text-sm ring-1 ring-ev-600/30 hover:bg-ev-50"
        >
          Filter
        </button>
        {filtered ? (
          <Link
            to="/admin/activity"
            className="rounded-full px-4 py-2.5 font-semibold text-slate-600 text-sm hover:text-ink"
          >
            Show all
          </Link>
        ) : null}
      </Form>
      {/* Other filters are another list: the rows added as the reader scrolled go with them. */}
      <ActivityList key={path} page={list} path={path} filtered={filtered} timeZone={timeZone} />
    </section>
  );
}

type ActivityPage = Route.ComponentProps["loaderData"]["list"];
type ActivityRow = ActivityPage["rows"][number];

/**
 * The entries: the loader's first ones, older ones added below as the reader nears the end;
 * without script, 'Show older' opens the next page.
 */
function ActivityList({
  page,
  path,
  filtered,
  timeZone,
}: {
  page: ActivityPage;
  path: string;
  filtered: boolean;
  timeZone: string;
}) {
  const list = useOlderRows(page, path);
  const { listRef, slices } = useRowWindow(list.rows);
  return (
    <>
      {list.rows.length === 0 ? (
        <p className="mt-8 rounded-2xl border border-slate-300 border-dashed px-6 py-10 text-center text-slate-600">
          {filtered ? "Nothing matches these filters." : "Nothing has happened yet."}
        </p>
      ) : (
        <ol
          ref={listRef}
          className="mt-6 divide-y divide-slate-200"
          aria-label="Activity, newest first"
        >
          {slices.map((slice) =>
            "gap" in slice ? (
              <RowGap key={slice.gap} slice={slice} />
            ) : (
              <ActivityItem key={slice.row.id} entry={slice.row} timeZone={timeZone} />
            ),
          )}
        </ol>
      )}
      {list.older ? (
        <a
          ref={list.linkRef}
          href={pageAddress(path, list.older)}
          onClick={(event) => {
            event.preventDefault();
            list.loadOlder();
          }}
          className="mt-6 inline-flex rounded-full px-5 py-2.5 font-semibold text-ev-700 text-sm ring-1 ring-ev-600/30 hover:bg-ev-50"
        >
          Show older
        </a>
      ) : null}
    </>
  );
}

/** One entry (the same entry is not drawn again when older ones are added below). */
const ActivityItem = memo(function ActivityItem({
  entry,
  timeZone,
}: {
  entry: ActivityRow;
  timeZone: string;
}) {
  return (
    <li className="grid gap-1 py-3 sm:grid-cols-[11rem_1fr] sm:gap-4">
      <time dateTime={entry.at} className="text-slate-500 text-sm">
        {formatDateTimeIn(entry.at, timeZone)}
      </time>
      <p className="min-w-0 break-words text-ink">
        <span className="font-semibold">{entry.who ?? "The server"}</span>{" "}
        <span className="text-slate-700">
          {(ACTIVITY_LABELS[entry.action as ActivityAction] ?? entry.action).toLowerCase()}
        </span>
        {entry.subjectTitle ? (
          <>
            {" "}
            {entry.subjectType ? (
              <span className="text-slate-500">{SUBJECTS[entry.subjectType]} </span>
            ) : null}
            “{entry.subjectTitle}”
          </>
        ) : null}
        {entry.detail ? (
          <span className="block text-slate-500 text-sm">{detailText(entry.detail, timeZone)}</span>
        ) : null}
      </p>
    </li>
  );
});
