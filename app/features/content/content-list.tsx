import { Pencil, Trash2 } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { Link, useFetcher } from "react-router";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { formatLongDate } from "~/lib/dates";
import { CONTENT_KINDS, type ContentKind } from "./kinds";

export interface ContentRowData {
  id: string;
  title: string;
  text: string;
  imageUrl: string | null;
  published: boolean;
  createdAt: string;
  /** Extra facts shown beside the date (author; category and duration). */
  details: (string | null)[];
}

type ActionResult = { ok?: boolean; error?: string };

function Thumbnail({ src }: { src: string | null }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) return null;
  return (
    <img
      src={src}
      alt=""
      width={112}
      height={72}
      loading="lazy"
      onError={() => setFailed(true)}
      className="h-[72px] w-[112px] shrink-0 rounded-xl bg-slate-100 object-cover"
    />
  );
}

/** One row of an admin list: media, title, text, facts, and Publish/Unpublish, Edit, Delete. */
export function ContentRow({ kind, row }: { kind: ContentKind; row: ContentRowData }) {
  const texts = CONTENT_KINDS[kind];
  const toggle = useFetcher<ActionResult>();
  const remove = useFetcher<ActionResult>();
  const [confirming, setConfirming] = useState(false);
  // Show the state being asked for while the server works.
  const published = toggle.formData ? toggle.formData.get("published") === "true" : row.published;
  // The latest answer's failure, whichever action it came from.
  const [error, setError] = useState<string>();
  useEffect(() => setError(toggle.data?.error), [toggle.data]);
  useEffect(() => setError(remove.data?.error), [remove.data]);

  return (
    <li className="flex flex-col gap-4 py-5 sm:flex-row sm:items-start">
      <Thumbnail key={row.imageUrl} src={row.imageUrl} />
      <div className="min-w-0 flex-1 break-words">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold text-ink text-lg">{row.title}</h3>
          <span
            className={`rounded-full px-2.5 py-0.5 font-semibold text-xs ${
              published ? "bg-ev-50 text-ev-700" : "bg-slate-100 text-slate-700"
            }`}
          >
            {published ? "Published" : "Draft"}
          </span>
        </div>
        <p className="mt-1 line-clamp-2 text-slate-600">{row.text}</p>
        <p className="mt-2 text-slate-500 text-sm">
          {[...row.details.filter(Boolean), formatLongDate(row.createdAt)].join(" · ")}
        </p>
        {error ? (
          <p
            role="alert"
            className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-red-800 text-sm ring-1 ring-red-200"
          >
            {error}
          </p>
        ) : null}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <toggle.Form method="post" action="/admin?index">
          <input type="hidden" name="intent" value={`toggle-${kind}`} />
          <input type="hidden" name="id" value={row.id} />
          <input type="hidden" name="published" value={String(!row.published)} />
          <RowButton
            disabled={toggle.state !== "idle"}
            label={`${row.published ? "Unpublish" : "Publish"}: ${row.title}`}
          >
            {row.published ? "Unpublish" : "Publish"}
          </RowButton>
        </toggle.Form>
        <Link
          to={`${texts.basePath}/${row.id}`}
          aria-label={`Edit: ${row.title}`}
          className="inline-flex items-center gap-1.5 rounded-full px-3.5 py-1.5 font-semibold text-ev-700 text-sm ring-1 ring-ev-600/30 transition hover:bg-ev-50"
        >
          <Pencil aria-hidden="true" size={14} />
          Edit
        </Link>
        <remove.Form method="post" action="/admin?index">
          <input type="hidden" name="intent" value={`delete-${kind}`} />
          <input type="hidden" name="id" value={row.id} />
          <RowButton
            tone="danger"
            disabled={remove.state !== "idle"}
            label={`Delete: ${row.title}`}
            onClick={(event) => {
              event.preventDefault();
              setConfirming(true);
            }}
          >
            <Trash2 aria-hidden="true" size={14} />
            Delete
          </RowButton>
        </remove.Form>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Delete"
        message={texts.confirmDelete}
        confirmLabel="Delete"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          remove.submit(
            { intent: `delete-${kind}`, id: row.id },
            { method: "post", action: "/admin?index" },
          );
        }}
      />
    </li>
  );
}

function RowButton({
  children,
  label,
  tone = "default",
  ...props
}: React.ButtonHTMLAttributes<HTMLButtonElement> & {
  label: string;
  tone?: "default" | "danger";
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      aria-label={label}
      {...props}
      className={`inline-flex items-center gap-1.5 rounded-full px-3.5 py-1.5 font-semibold text-sm ring-1 transition disabled:opacity-60 ${
        tone === "danger"
          ? "text-red-700 ring-red-200 hover:bg-red-50"
          : "text-ev-700 ring-ev-600/30 hover:bg-ev-50"
      }`}
    >
      {children}
    </button>
  );
}

/** A tab's list with its add button and empty state. */
export function ContentList({ kind, rows }: { kind: ContentKind; rows: ContentRowData[] }) {
  const texts = CONTENT_KINDS[kind];
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 className="font-semibold text-ink text-xl">{texts.tabLabel}</h2>
        <Link
          to={`${texts.basePath}/new`}
          className="inline-flex items-center rounded-full bg-ev-700 px-5 py-2.5 font-semibold text-sm text-white transition hover:bg-ev-900"
        >
          {texts.addLabel}
        </Link>
      </div>
      {rows.length === 0 ? (
        <p className="mt-10 rounded-2xl border border-slate-300 border-dashed px-6 py-12 text-center text-slate-600">
          {texts.empty}
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200">
          {rows.map((row) => (
            <ContentRow key={row.id} kind={kind} row={row} />
          ))}
        </ul>
      )}
    </div>
  );
}
