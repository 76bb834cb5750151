import { ArrowLeft, Download } from "lucide-react";
import { memo } from "react";
import { data, Link } from "react-router";
import { ShowOlder, useOlderRows } from "~/components/ui/older-rows";
import { RowGap, useRowWindow } from "~/components/ui/row-window";
import {
  APPLICATION_STATUS_LABELS,
  countApplications,
  listApplications,
} from "~/features/careers/applications.server";
import { getPositionById } from "~/features/careers/public-queries.server";
import { formatDateTimeIn } from "~/lib/dates";
import { isUuid } from "~/lib/forms";
import { cursorParam, readPage } from "~/lib/keyset.server";
import { requireAdmin } from "~/routes/guards.server";
import type { Route } from "./+types/applications";
import { requestedPage } from "./list-page.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `Applications: ${loaderData.position.title}` : "Applications" },
  { name: "robots", content: "noindex" },
];

/**
 * /admin/careers/:id/applications: a position's applications, newest first, a page at a time
 * (`?before=`, ADR 040), and how many there are.
 */
export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const { params, context } = args;
  const position = isUuid(params.id) ? await getPositionById(context.db, params.id) : undefined;
  if (!position) throw data(null, { status: 404 });
  const query = requestedPage(args.request);
  const [page, total] = await Promise.all([
    readPage(query, (at) => listApplications(context.db, position.id, at)),
    countApplications(context.db, position.id),
  ]);
  const timeZone = context.site.timeZone;
  return data(
    {
      position: { id: position.id, title: position.title },
      total,
      list: {
        ...page,
        rows: page.rows.map((row) => ({
          id: row.id,
          name: row.name,
          email: row.email,
          phone: row.phone,
          status: row.status,
          statusLabel: APPLICATION_STATUS_LABELS[row.status],
          received: formatDateTimeIn(row.createdAt, timeZone),
          cursor: cursorParam(row.cursor),
        })),
      },
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

const STATUS_STYLES: Record<string, string> = {
  new: "bg-copper-100 text-copper-900",
  reviewing: "bg-sky-100 text-sky-900",
  shortlisted: "bg-ev-100 text-ev-900",
  rejected: "bg-slate-100 text-slate-700",
  hired: "bg-emerald-100 text-emerald-900",
};

type ApplicationRow = Route.ComponentProps["loaderData"]["list"]["rows"][number];

export default function Applications({ loaderData }: Route.ComponentProps) {
  const { position, total } = loaderData;
  const list = useOlderRows(loaderData.list, `/admin/careers/${position.id}/applications`);
  const { listRef, slices } = useRowWindow(list.rows);
  return (
    <div>
      <Link
        to="/admin/careers"
        className="inline-flex items-center gap-2 font-semibold text-ev-700 text-sm"
      >
        <ArrowLeft aria-hidden="true" size={16} />
        All positions
      </Link>
      <div className="mt-5 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 className="break-words font-semibold text-2xl text-ink">{position.title}</h2>
          <p className="mt-1 text-slate-600">
            {total === 1 ? "1 application" : `${total} applications`}
          </p>
        </div>
        {total > 0 ? (
          <a
            href={`/admin/careers/${position.id}/applications.csv`}
            download
            className="inline-flex items-center gap-2 rounded-full px-5 py-2.5 font-semibold text-ev-700 text-sm ring-1 ring-ev-600/30 transition hover:bg-ev-50"
          >
            <Download aria-hidden="true" size={16} />
            Export CSV
          </a>
        ) : null}
      </div>
      {total === 0 ? (
        <p className="mt-8 rounded-2xl bg-slate-50 px-6 py-10 text-center text-slate-600">
          No applications yet. They appear here as soon as someone applies.
        </p>
      ) : (
        <ul
          ref={listRef}
          className="mt-6 divide-y divide-slate-200 rounded-2xl ring-1 ring-slate-200"
        >
          {slices.map((slice) =>
            "gap" in slice ? (
              <RowGap key={slice.gap} slice={slice} />
            ) : (
              <ApplicationItem key={slice.row.id} application={slice.row} />
            ),
          )}
        </ul>
      )}
      <ShowOlder list={list} />
    </div>
  );
}

/** One application (the same row is not drawn again when older ones are added below). */
const ApplicationItem = memo(function ApplicationItem({
  application,
}: {
  application: ApplicationRow;
}) {
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-4 sm:px-5">
      <div className="min-w-0 flex-1">
        <Link
          to={`/admin/careers/applications/${application.id}`}
          className={`break-words text-ink hover:text-ev-700 hover:underline ${application.status === "new" ? "font-semibold" : "font-medium"}`}
        >
          {application.name}
        </Link>
        <p className="break-words text-slate-600 text-sm">
          {application.email} · {application.phone} · {application.received}
        </p>
      </div>
      <span
        className={`rounded-full px-3 py-1 font-semibold text-xs ${STATUS_STYLES[application.status] ?? ""}`}
      >
        {application.statusLabel}
      </span>
    </li>
  );
});
