import {
  Activity as ActivityIcon,
  ArrowRight,
  Briefcase,
  CalendarClock,
  ChartNoAxesColumn,
  CircleCheck,
  CircleHelp,
  ClipboardCheck,
  FilePenLine,
  Languages,
  type LucideIcon,
  Mail,
  MessageSquareWarning,
} from "lucide-react";
import { Link } from "react-router";
import { type WaitingGroupName, waitingCard } from "~/features/admin/waiting";
import { listWaiting, shortDateTimeIn } from "~/features/admin/waiting.server";
import { canEditAll, hasLevel, ROLE_LABELS } from "~/features/auth/roles";
import { CONTENT_KINDS, isContentKind } from "~/features/content/kinds";
import { Sparkline } from "~/features/insight/daily-chart";
import { comparedText, formatCount } from "~/features/insight/report";
import { type WeekViews, weekViews } from "~/features/insight/report.server";
import { ACTIVITY_LABELS, type ActivityAction } from "~/lib/activity";
import { listActivity } from "~/lib/activity.server";
import { formatDateTimeIn } from "~/lib/dates";
import type { Route } from "./+types/overview";
import { dashboardUser } from "./dashboard-access.server";
import { WAITING_SOURCES } from "./waiting.server";

export const meta: Route.MetaFunction = () => [
  { title: "Overview" },
  { name: "robots", content: "noindex" },
];

/** How many of the newest activity entries the Overview shows. */
const RECENT_ACTIVITY = 10;

function isActivityAction(action: string): action is ActivityAction {
  return action in ACTIVITY_LABELS;
}

/**
 * /admin/overview: what waits for the signed-in person by role, each item a link; the newest
 * activity (for the roles that open Activity); the week's page views beside the week before
 * (editors and up).
 */
export async function loader(args: Route.LoaderArgs) {
  const user = dashboardUser(args, "author");
  if (!user) throw new Response(null, { status: 404 });
  const { db, site } = args.context;
  const editor = canEditAll(user.role);
  const [groups, activity, week] = await Promise.all([
    listWaiting(db, user, WAITING_SOURCES, site.timeZone),
    editor ? listActivity(db, { limit: RECENT_ACTIVITY }) : [],
    editor ? weekViews(db, { timeZone: site.timeZone }) : null,
  ]);
  return {
    role: user.role,
    roleLabel: ROLE_LABELS[user.role],
    groups,
    activity: activity.map((entry) => {
      const kind = isContentKind(entry.subjectType) ? entry.subjectType : undefined;
      return {
        id: entry.id,
        at: entry.at.toISOString(),
        when: shortDateTimeIn(entry.at, site.timeZone),
        whenFull: formatDateTimeIn(entry.at, site.timeZone),
        who: entry.actorEmail ?? "The server",
        what: (isActivityAction(entry.action)
          ? ACTIVITY_LABELS[entry.action]
          : entry.action
        ).toLowerCase(),
        subject: entry.subjectTitle,
        subjectNoun: kind ? CONTENT_KINDS[kind].noun[0] : null,
        href:
          kind && entry.subjectId && entry.action !== "purge"
            ? `${CONTENT_KINDS[kind].editPath}/${entry.subjectId}`
            : null,
      };
    }),
    showActivity: editor,
    week,
    openInsight: hasLevel(user.role, "editor"),
  };
}

const ICONS: Record<WaitingGroupName, LucideIcon> = {
  review: ClipboardCheck,
  changes: MessageSquareWarning,
  questions: CircleHelp,
  messages: Mail,
  applications: Briefcase,
  translations: Languages,
  scheduled: CalendarClock,
  drafts: FilePenLine,
};

/** The groups that ask for action wear copper; the others (drafts, scheduled) stay calm. */
const TONES: Record<WaitingGroupName, string> = {
  review: "bg-sky-100 text-sky-800",
  changes: "bg-copper-100 text-copper-700",
  questions: "bg-copper-100 text-copper-700",
  messages: "bg-copper-100 text-copper-700",
  applications: "bg-copper-100 text-copper-700",
  translations: "bg-copper-100 text-copper-700",
  scheduled: "bg-ev-100 text-ev-700",
  drafts: "bg-slate-100 text-slate-700",
};

type LoaderData = Route.ComponentProps["loaderData"];

export default function Overview({ loaderData }: Route.ComponentProps) {
  const { groups, role, roleLabel, showActivity, week, openInsight } = loaderData;
  const side = showActivity || week !== null;
  return (
    <section aria-labelledby="overview-heading">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id="overview-heading" className="font-semibold text-ink text-xl sm:text-2xl">
            Overview
          </h2>
          <p className="mt-1 text-slate-600 text-sm">
            What waits for you as an {roleLabel.toLowerCase()}
            {showActivity ? ", and what happened lately." : "."}
          </p>
        </div>
      </div>

      {groups.length > 0 ? (
        <ul
          aria-label="Waiting, in numbers"
          className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-[repeat(auto-fit,minmax(11rem,1fr))]"
        >
          {groups.map((group) => {
            const Icon = ICONS[group.id];
            return (
              <li key={group.id}>
                <a
                  href={`#waiting-${group.id}`}
                  className="flex h-full items-center gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 transition hover:ring-ev-600/40"
                >
                  <span
                    className={`grid size-10 shrink-0 place-items-center rounded-xl ${TONES[group.id]}`}
                  >
                    <Icon aria-hidden="true" size={20} />
                  </span>
                  <span className="min-w-0">
                    <span className="block font-display text-2xl text-ink leading-none">
                      {group.count.toLocaleString("en-US")}
                    </span>
                    <span className="mt-1 block text-slate-600 text-xs leading-tight sm:text-sm">
                      {waitingCard(group.id, role).title}
                    </span>
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
      ) : null}

      <div className={`mt-6 grid gap-6 ${side ? "lg:grid-cols-3" : ""}`}>
        <div className={`grid content-start gap-6 ${side ? "lg:col-span-2" : ""}`}>
          {groups.length === 0 ? (
            <div className="rounded-3xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-slate-200">
              <CircleCheck aria-hidden="true" size={36} className="mx-auto text-ev-600" />
              <p className="mt-3 font-semibold text-ink text-lg">Nothing waits for you.</p>
              <p className="mt-1 text-slate-600 text-sm">
                Reviews, requested changes, drafts and scheduled items will show here as they come.
              </p>
            </div>
          ) : (
            groups.map((group) => <WaitingCard key={group.id} group={group} role={role} />)
          )}
        </div>
        {side ? (
          <div className="grid content-start gap-6">
            {week ? <PageViewsCard week={week} openInsight={openInsight} /> : null}
            {showActivity ? <RecentActivity entries={loaderData.activity} /> : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}

function WaitingCard({
  group,
  role,
}: {
  group: LoaderData["groups"][number];
  role: LoaderData["role"];
}) {
  const card = waitingCard(group.id, role);
  const Icon = ICONS[group.id];
  const more = group.count - group.items.length;
  const headingId = `waiting-${group.id}-heading`;
  return (
    <section
      id={`waiting-${group.id}`}
      aria-labelledby={headingId}
      className="scroll-mt-6 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex items-start gap-3">
        <span className={`grid size-10 shrink-0 place-items-center rounded-xl ${TONES[group.id]}`}>
          <Icon aria-hidden="true" size={20} />
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="flex flex-wrap items-center gap-2 font-semibold text-ink">
            <span id={headingId}>{card.title}</span>
            <span className="rounded-full bg-slate-100 px-2 py-0.5 font-semibold text-slate-700 text-xs">
              {group.count.toLocaleString("en-US")}
            </span>
          </h3>
          <p className="mt-0.5 text-slate-600 text-sm">{card.hint}</p>
        </div>
      </div>
      <ul className="mt-4 divide-y divide-slate-100">
        {group.items.map((item) => (
          <li key={item.key} className="py-2.5 first:pt-0 last:pb-0">
            <Link
              to={item.href}
              className="group flex flex-col gap-0.5 rounded-lg sm:flex-row sm:items-start sm:justify-between sm:gap-4"
            >
              <span className="min-w-0">
                <span className="block break-words font-semibold text-ev-900 group-hover:underline">
                  {item.title}
                </span>
                <span className="mt-0.5 block break-words text-slate-600 text-xs sm:text-sm">
                  {item.detail}
                </span>
              </span>
              {item.when && item.at ? (
                <time
                  dateTime={item.at}
                  title={item.whenFull ?? undefined}
                  className="shrink-0 text-slate-500 text-xs sm:whitespace-nowrap sm:pt-1 sm:text-right"
                >
                  {item.when}
                </time>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
      {more > 0 || card.more ? (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-2 border-slate-100 border-t pt-3 text-sm">
          <span className="text-slate-500">
            {more > 0 ? `and ${more.toLocaleString("en-US")} more` : ""}
          </span>
          {card.more ? (
            <Link
              to={card.more.href}
              className="inline-flex items-center gap-1 font-semibold text-ev-700 hover:text-ev-900"
            >
              {card.more.label}
              <ArrowRight aria-hidden="true" size={14} />
            </Link>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

/** The week's page views and visitors beside the week before, and each day's views as a line. */
function PageViewsCard({ week, openInsight }: { week: WeekViews; openInsight: boolean }) {
  return (
    <section
      aria-labelledby="page-views-heading"
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex items-center gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-ev-50 text-ev-700">
          <ChartNoAxesColumn aria-hidden="true" size={20} />
        </span>
        <h3 id="page-views-heading" className="font-semibold text-ink">
          Page views, last 7 days
        </h3>
      </div>
      {week.views.now === 0 && week.views.before === 0 ? (
        <p className="mt-4 rounded-2xl border border-slate-200 border-dashed px-4 py-6 text-center text-slate-600 text-sm">
          No page views yet — views are counted from the public pages, without cookies.
        </p>
      ) : (
        <>
          <dl className="mt-4 grid grid-cols-2 gap-3">
            {(
              [
                ["Page views", week.views],
                ["Visitors", week.visitors],
              ] as const
            ).map(([label, figure]) => (
              <div key={label}>
                <dt className="text-slate-600 text-xs">{label}</dt>
                <dd className="font-display text-2xl text-ink tabular-nums leading-tight">
                  {formatCount(figure.now)}
                </dd>
                <dd className="text-slate-600 text-xs">{comparedText(figure, 7)}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-4">
            <Sparkline daily={week.daily} label="Page views per day, last 7 days" />
          </div>
        </>
      )}
      {openInsight ? (
        <Link
          to="/admin/insight?days=7"
          className="mt-4 inline-flex items-center gap-1 font-semibold text-ev-700 text-sm hover:underline"
        >
          Open Insight <ArrowRight aria-hidden="true" size={16} />
        </Link>
      ) : null}
    </section>
  );
}

function RecentActivity({ entries }: { entries: LoaderData["activity"] }) {
  return (
    <section
      aria-labelledby="recent-activity-heading"
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex items-center gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-ev-50 text-ev-700">
          <ActivityIcon aria-hidden="true" size={20} />
        </span>
        <h3 id="recent-activity-heading" className="font-semibold text-ink">
          Recent activity
        </h3>
      </div>
      {entries.length === 0 ? (
        <p className="mt-4 text-slate-600 text-sm">Nothing has happened yet.</p>
      ) : (
        <ol className="mt-4 space-y-3" aria-label="Recent activity, newest first">
          {entries.map((entry) => (
            <li key={entry.id} className="text-sm">
              <p className="break-words text-ink">
                <span className="font-semibold">{entry.who}</span>{" "}
                <span className="text-slate-700">{entry.what}</span>
                {entry.subject ? (
                  <>
                    {" "}
                    {entry.subjectNoun ? (
                      <span className="text-slate-500">{entry.subjectNoun} </span>
                    ) : null}
                    {entry.href ? (
                      <Link to={entry.href} className="text-ev-700 underline hover:no-underline">
                        “{entry.subject}”
                      </Link>
                    ) : (
                      <>“{entry.subject}”</>
                    )}
                  </>
                ) : null}
              </p>
              <time dateTime={entry.at} title={entry.whenFull} className="text-slate-500 text-xs">
                {entry.when}
              </time>
            </li>
          ))}
        </ol>
      )}
      <Link
        to="/admin/activity"
        className="mt-5 inline-flex items-center gap-1 font-semibold text-ev-700 text-sm hover:text-ev-900"
      >
        All activity
        <ArrowRight aria-hidden="true" size={14} />
      </Link>
    </section>
  );
}
