import { Form, Link } from "react-router";
import { Select } from "~/components/ui/fields";
import { CONTENT_KINDS, mapKinds } from "~/features/content/kinds";
import {
  ACTIVITY_GROUPS,
  ACTIVITY_LABELS,
  type ActivityAction,
  isActivityGroup,
} from "~/lib/activity";
import {
  ACTIVITY_PAGE_SIZE,
  activityCursorParam,
  activityPeople,
  listActivity,
  parseActivityCursor,
} from "~/lib/activity.server";
import { formatDateTimeIn } from "~/lib/dates";
import type { Route } from "./+types/activity";
import { dashboardUser } from "./dashboard-access.server";

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
};

/** /admin/activity: who did what and when, newest first; by person and by kind of action. */
export async function loader(args: Route.LoaderArgs) {
  dashboardUser(args, "editor");
  const { request, context } = args;
  const url = new URL(request.url);
  const person = url.searchParams.get("person")?.slice(0, 254) || undefined;
  const kind = url.searchParams.get("kind");
  const group = isActivityGroup(kind) ? kind : undefined;
  const before = parseActivityCursor(url.searchParams.get("before"));
  const [rows, people] = await Promise.all([
    listActivity(context.db, { person, group, before }),
    activityPeople(context.db),
  ]);
  const more = rows.length > ACTIVITY_PAGE_SIZE;
  const page = rows.slice(0, ACTIVITY_PAGE_SIZE);
  const entries = page.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    who: row.actorEmail,
    action: row.action,
    subjectType: row.subjectType,
    subjectTitle: row.subjectTitle,
    detail: row.detail,
  }));
  // The next page starts after this one's last entry, by its exact time and id.
  const last = page.at(-1);
  const older = new URLSearchParams();
  if (person) older.set("person", person);
  if (group) older.set("kind", group);
  if (last) older.set("before", activityCursorParam(last.cursor));
  return {
    entries,
    people,
    person: person ?? "",
    kind: group ?? "",
    olderHref: more && last ? `/admin/activity?${older}` : null,
    filtered: Boolean(person || group || before),
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
  const { entries, people, person, kind, olderHref, filtered, timeZone } = loaderData;
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
      {entries.length === 0 ? (
        <p className="mt-8 rounded-2xl border border-slate-300 border-dashed px-6 py-10 text-center text-slate-600">
          {filtered ? "Nothing matches these filters." : "Nothing has happened yet."}
        </p>
      ) : (
        <ol className="mt-6 divide-y divide-slate-200" aria-label="Activity, newest first">
          {entries.map((entry) => (
            <li key={entry.id} className="grid gap-1 py-3 sm:grid-cols-[11rem_1fr] sm:gap-4">
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
                  <span className="block text-slate-500 text-sm">
                    {detailText(entry.detail, timeZone)}
                  </span>
                ) : null}
              </p>
            </li>
          ))}
        </ol>
      )}
      {olderHref ? (
        <Link
          to={olderHref}
          className="mt-6 inline-flex rounded-full px-5 py-2.5 font-semibold text-ev-700 text-sm ring-1 ring-ev-600/30 hover:bg-ev-50"
        >
          Show older
        </Link>
      ) : null}
    </section>
  );
}
