import { ArrowRight, Download, Upload } from "lucide-react";
import { useEffect, useState } from "react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Select } from "~/components/ui/fields";
import { FormAlert, TextField } from "~/components/ui/form";
import { formatDateTimeIn } from "~/lib/dates";
import { REDIRECT_CSV_BYTES } from "./csv";
import { REDIRECT_STATUSES } from "./rules";

/** What the Redirects screen's loader gives it (dates as ISO strings). */
export interface RedirectsScreenData {
  rows: {
    id: string;
    fromPath: string;
    to: string;
    status: number;
    hits: number;
    lastHitAt: string | null;
  }[];
  /** All the redirects the filter matches (the list shows the most recently changed). */
  total: number;
  /** The old addresses of renamed articles: read-only. */
  articleChanges: { articleId: string; title: string; fromPath: string; to: string }[];
  filter: string;
  /** An old address to make a redirect from (`?from=`, Insight's 'Create redirect'). */
  from: string;
  /** The site's public addresses, offered as targets. */
  targets: string[];
  timeZone: string;
}

type FieldErrors = Partial<Record<"from" | "to" | "status", string>>;

/** What an action answered. */
export type RedirectsAnswer =
  | { intent: "save"; id?: string; ok: true; fromPath: string; to: string; collapsedFrom?: string }
  | { intent: "save"; id?: string; ok: false; errors: FieldErrors; values: Record<string, string> }
  | { intent: "delete"; fromPath: string | null }
  | {
      intent: "import";
      ok: true;
      stored: number;
      refused: { line: number; from: string; reason: string }[];
    }
  | { intent: "import"; ok: false; error: string };

const secondary =
  "inline-flex items-center gap-2 rounded-full px-4 py-2 font-semibold text-ev-700 text-sm ring-1 ring-ev-600/30 hover:bg-ev-50";
const primary =
  "inline-flex items-center justify-center rounded-full bg-ev-700 px-5 py-2.5 font-semibold text-sm text-white transition hover:bg-ev-900 disabled:cursor-wait disabled:opacity-70";

/** /admin/redirects: add, filter, import and export; the list with each one's hits. */
export function RedirectsScreen({
  view,
  answer,
}: {
  view: RedirectsScreenData;
  answer: RedirectsAnswer | undefined;
}) {
  const added = answer?.intent === "save" && !answer.id ? answer : undefined;
  return (
    <section aria-labelledby="redirects-heading">
      <h2 id="redirects-heading" className="font-semibold text-ink text-xl">
        Redirects
      </h2>
      <p className="mt-1 max-w-2xl text-slate-600 text-sm">
        Old addresses sent to a page of this site or another https:// address: from a previous
        website, printed brochures or a renamed page. The visitor's query is passed on.
      </p>
      <AnswerNote answer={answer} />
      <datalist id="redirect-targets">
        {view.targets.map((target) => (
          <option key={target} value={target} />
        ))}
      </datalist>
      <RedirectForm
        key={added?.ok ? added.fromPath : "add"}
        idPrefix="add"
        legend="Add a redirect"
        submitLabel="Add redirect"
        values={
          added && !added.ok
            ? added.values
            : // Once added, the old address it was opened with (`?from=`) is done.
              { from: added?.ok ? "" : view.from, to: "", status: "301" }
        }
        errors={added && !added.ok ? added.errors : {}}
        autoFocus={Boolean(view.from) && !added?.ok}
      />
      <div className="mt-8 flex flex-wrap items-end justify-between gap-4">
        <Form method="get" className="flex flex-wrap items-end gap-3" role="search">
          <div className="w-full sm:w-72">
            <TextField
              id="redirects-filter"
              name="q"
              type="search"
              label="Filter redirects"
              defaultValue={view.filter}
            />
          </div>
          <button type="submit" className={secondary}>
            Filter
          </button>
          {view.filter ? (
            <Link to="/admin/redirects" className="px-2 py-2 font-semibold text-slate-600 text-sm">
              Show all
            </Link>
          ) : null}
        </Form>
        <div className="flex flex-wrap items-center gap-3">
          <ImportForm />
          <a href="/admin/redirects.csv" download className={secondary}>
            <Download aria-hidden="true" className="size-4" />
            Export CSV
          </a>
        </div>
      </div>
      <RedirectList view={view} answer={answer} />
      {view.articleChanges.length > 0 ? (
        <section aria-labelledby="article-changes-heading" className="mt-10">
          <h3 id="article-changes-heading" className="font-semibold text-ink">
            Article address changed
          </h3>
          <p className="mt-1 text-slate-600 text-sm">
            A renamed article's old address leads to it wherever it is now; edit the article to
            change it.
          </p>
          <ul className="mt-3 divide-y divide-slate-200">
            {view.articleChanges.map((change) => (
              <li key={change.fromPath} className="grid gap-1 py-3 sm:grid-cols-[1fr_auto]">
                <Addresses from={change.fromPath} to={change.to} />
                <Link
                  to={`/admin/articles/${change.articleId}`}
                  className="text-ev-700 text-sm underline underline-offset-2 hover:text-ev-900"
                >
                  <span className="sr-only">Article address changed: </span>
                  {change.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}

/** What the last action did, or why it did not. */
function AnswerNote({ answer }: { answer: RedirectsAnswer | undefined }) {
  if (!answer) return null;
  let text: string | undefined;
  if (answer.intent === "save" && answer.ok)
    text = `Saved: ${answer.fromPath} now leads to ${answer.to}.${
      answer.collapsedFrom
        ? ` ${answer.collapsedFrom} is itself redirected, so this leads straight to its target.`
        : ""
    }`;
  if (answer.intent === "delete")
    text = answer.fromPath
      ? `Deleted the redirect from ${answer.fromPath}.`
      : "It was deleted already.";
  if (answer.intent === "import" && answer.ok)
    text = `Imported ${answer.stored} redirect${answer.stored === 1 ? "" : "s"}${
      answer.refused.length > 0
        ? `; ${answer.refused.length} line${answer.refused.length === 1 ? " was" : "s were"} refused and not stored:`
        : "."
    }`;
  if (answer.intent === "import" && !answer.ok)
    return (
      <div className="mt-4">
        <FormAlert>{answer.error} Nothing was imported.</FormAlert>
      </div>
    );
  if (!text) return null;
  return (
    <div
      role="status"
      className="mt-4 rounded-xl bg-ev-50 px-4 py-3 text-ink text-sm ring-1 ring-ev-600/20"
    >
      <p>{text}</p>
      {answer.intent === "import" && answer.ok && answer.refused.length > 0 ? (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-red-800">
          {answer.refused.map((line) => (
            <li key={line.line}>
              Line {line.line}
              {line.from ? ` (${line.from})` : ""}: {line.reason}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The fields of a redirect: to add one, or to change one in its row. */
function RedirectForm({
  idPrefix,
  legend,
  submitLabel,
  id,
  values,
  errors,
  autoFocus,
  onCancel,
}: {
  idPrefix: string;
  legend: string;
  submitLabel: string;
  id?: string;
  values: Record<string, string>;
  errors: FieldErrors;
  autoFocus?: boolean;
  onCancel?: () => void;
}) {
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === "save";
  return (
    <Form
      method="post"
      // A new one is sent to the list's own address: the `?from=` it was opened with is done.
      action={id ? undefined : "/admin/redirects"}
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <fieldset>
        <legend className="font-semibold text-ink">{legend}</legend>
        <input type="hidden" name="intent" value="save" />
        {id ? <input type="hidden" name="id" value={id} /> : null}
        <div className="mt-3 grid gap-4 md:grid-cols-[1fr_1fr_9rem]">
          <TextField
            id={`${idPrefix}-from`}
            name="from"
            label="Old address"
            hint="A path of this site, such as /old-page"
            defaultValue={values.from ?? ""}
            error={errors.from}
            required
            autoFocus={autoFocus}
            autoComplete="off"
            spellCheck={false}
          />
          <TextField
            id={`${idPrefix}-to`}
            name="to"
            label="New address"
            hint="A page of this site (type to choose) or an https:// address"
            defaultValue={values.to ?? ""}
            error={errors.to}
            required
            list="redirect-targets"
            autoComplete="off"
            spellCheck={false}
          />
          <Select
            id={`${idPrefix}-status`}
            name="status"
            label="Answer"
            defaultValue={values.status || "301"}
            error={errors.status}
          >
            {REDIRECT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status === 301 ? "301 Moved" : "302 For now"}
              </option>
            ))}
          </Select>
        </div>
        <div className="mt-4 flex flex-wrap gap-3">
          <button type="submit" className={primary} disabled={pending}>
            {submitLabel}
          </button>
          {onCancel ? (
            <button type="button" onClick={onCancel} className={secondary}>
              Cancel
            </button>
          ) : null}
        </div>
      </fieldset>
    </Form>
  );
}

/** 'Import CSV': a file of from,to,status lines, sent as soon as it is chosen. */
function ImportForm() {
  const submit = useSubmit();
  return (
    <Form
      method="post"
      action="/admin/redirects"
      encType="multipart/form-data"
      className="flex items-center gap-2"
    >
      <input type="hidden" name="intent" value="import" />
      <label className={`${secondary} cursor-pointer focus-within:ring-2 focus-within:ring-ev-600`}>
        <Upload aria-hidden="true" className="size-4" />
        Import CSV
        <input
          type="file"
          name="file"
          accept=".csv,text/csv"
          className="sr-only"
          aria-describedby="redirects-import-hint"
          onChange={(event) => {
            if (event.currentTarget.files?.length) submit(event.currentTarget.form);
          }}
        />
      </label>
      <span id="redirects-import-hint" className="sr-only">
        A CSV file with the columns from,to,status, at most {REDIRECT_CSV_BYTES / 1024} KB. Valid
        lines are stored; the others are listed with why.
      </span>
    </Form>
  );
}

function Addresses({ from, to }: { from: string; to: string }) {
  return (
    <p className="flex min-w-0 flex-wrap items-center gap-x-2 font-mono [overflow-wrap:anywhere] text-ink text-sm">
      <span>{from}</span>
      <ArrowRight aria-label="leads to" className="size-4 shrink-0 text-slate-400" />
      <span className="text-ev-800">{to}</span>
    </p>
  );
}

/** The redirects, each with its hits, 'Edit' (in place) and 'Delete' (after a confirmation). */
function RedirectList({
  view,
  answer,
}: {
  view: RedirectsScreenData;
  answer: RedirectsAnswer | undefined;
}) {
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<RedirectsScreenData["rows"][number] | null>(null);
  const submit = useSubmit();
  // A change saved: its row shows it again.
  useEffect(() => {
    if (answer?.intent === "save" && answer.ok) setEditing(null);
  }, [answer]);
  const failedEdit = answer?.intent === "save" && answer.id && !answer.ok ? answer : undefined;
  const editedId = editing ?? failedEdit?.id ?? null;
  if (view.rows.length === 0)
    return (
      <p className="mt-6 rounded-2xl border border-slate-300 border-dashed px-6 py-10 text-center text-slate-600">
        {view.filter ? "No redirect matches this filter." : "No redirects yet."}
      </p>
    );
  return (
    <>
      <p className="mt-6 text-slate-600 text-sm">
        {view.total > view.rows.length
          ? `The ${view.rows.length} most recently changed of ${view.total} redirects: filter to find the others.`
          : `${view.total} redirect${view.total === 1 ? "" : "s"}.`}
      </p>
      <ul aria-label="Redirects" className="mt-2 divide-y divide-slate-200">
        {view.rows.map((row) =>
          row.id === editedId ? (
            <li key={row.id} className="py-2">
              <RedirectForm
                idPrefix={`edit-${row.id}`}
                legend={`Edit the redirect from ${row.fromPath}`}
                submitLabel="Save"
                id={row.id}
                values={
                  failedEdit?.id === row.id
                    ? failedEdit.values
                    : { from: row.fromPath, to: row.to, status: String(row.status) }
                }
                errors={failedEdit?.id === row.id ? failedEdit.errors : {}}
                autoFocus
                onCancel={() => setEditing(null)}
              />
            </li>
          ) : (
            <li
              key={row.id}
              className="grid gap-2 py-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:gap-4"
            >
              <div className="min-w-0">
                <Addresses from={row.fromPath} to={row.to} />
                <p className="mt-1 text-slate-500 text-xs">
                  <span className="font-semibold text-slate-700">{row.status}</span>
                  {" · "}
                  {row.hits} {row.hits === 1 ? "hit" : "hits"}
                  {row.lastHitAt ? `, last ${formatDateTimeIn(row.lastHitAt, view.timeZone)}` : ""}
                </p>
              </div>
              <div className="flex gap-2">
                <button
                  type="button"
                  className={secondary}
                  aria-label={`Edit the redirect from ${row.fromPath}`}
                  onClick={() => setEditing(row.id)}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className="inline-flex items-center rounded-full px-4 py-2 font-semibold text-red-700 text-sm ring-1 ring-red-700/30 hover:bg-red-50"
                  aria-label={`Delete the redirect from ${row.fromPath}`}
                  onClick={() => setDeleting(row)}
                >
                  Delete
                </button>
              </div>
            </li>
          ),
        )}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this redirect?"
        message={
          deleting
            ? `${deleting.fromPath} will answer 404 again instead of leading to ${deleting.to}.`
            : ""
        }
        confirmLabel="Delete redirect"
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) submit({ intent: "delete", id: deleting.id }, { method: "post" });
          setDeleting(null);
        }}
      />
    </>
  );
}
