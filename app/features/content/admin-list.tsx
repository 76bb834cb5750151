import { Search } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Form, Link, useFetcher } from "react-router";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { ServerHtml } from "~/components/ui/server-html";
import { daysLabel } from "~/lib/dates";
import { REVIEW_TEXTS } from "./access";
import { CONTENT_KINDS, type ContentKind, countLabel } from "./kinds";

/** What a list route's loader gives its page (see loadAdminList). */
export interface AdminListData {
  kind: ContentKind;
  /** The server-side filter (`?q=`), "" for every row. */
  q: string;
  /** Rows in the list, and rows of this kind in all. */
  shown: number;
  total: number;
  /** How long a deleted item stays in the Trash (TRASH_DAYS), for the confirmation. */
  trashDays: number;
  /**
   * Review (ADR 027): the queue filter (`?review=1`) and how many wait, for editors; for an
   * author (whose list is their own items), how many were sent back for changes.
   */
  review?: { only: boolean; waiting: number; mine: boolean; changesRequested: number };
  /**
   * The rows' HTML in pieces of at most 100 rows (see renderAdminRows); null after a document
   * request, where the page already holds it.
   */
  html: string[] | null;
}

/** What the list's action answers a fetcher (see runListAction). */
export type ListActionResult =
  | { ok: true; id: string; row: string }
  | { ok: true; id: string; deleted: true }
  | { ok?: false; id?: string; error: string; row?: string };

type RowOperation = "publish" | "unpublish" | "delete";

/** A row's buttons carry `<id>:<version>`. */
function rowOf(list: HTMLElement | null, id: string): HTMLLIElement | null {
  const button = list?.querySelector<HTMLButtonElement>(`button[value^="${CSS.escape(id)}:"]`);
  return button?.closest("li") ?? null;
}

const idOf = (value: string) => value.split(":")[0] ?? "";

/** Puts the server's HTML for a row in place of the row (its filter state kept). */
function replaceRow(list: HTMLElement | null, row: HTMLLIElement, html: string, id: string) {
  const hidden = row.hidden;
  row.outerHTML = html;
  const replaced = rowOf(list, id);
  if (replaced) replaced.hidden = hidden;
  return replaced;
}

function titleOf(row: Element | null): string {
  return row?.querySelector("h3")?.textContent ?? "";
}

/** Rows' titles in lower case, read once per row (the filter compares them at every key). */
const lowerTitles = new WeakMap<Element, string>();
function lowerTitleOf(row: Element): string {
  let title = lowerTitles.get(row);
  if (title === undefined) {
    title = titleOf(row).toLocaleLowerCase();
    lowerTitles.set(row, title);
  }
  return title;
}

/**
 * Shows the rows from `from` on whose title contains `needle` (lower case; "" shows every
 * row) and hides the others; answers how many of them it shows.
 */
function filterRows(list: HTMLElement, needle: string, from = 0): number {
  const rows = list.children as HTMLCollectionOf<HTMLLIElement>;
  let count = 0;
  for (let i = from; i < rows.length; i++) {
    const row = rows[i] as HTMLLIElement;
    const show = needle === "" || lowerTitleOf(row).includes(needle);
    if (row.hidden === show) row.hidden = !show;
    if (show) count++;
  }
  return count;
}

/**
 * A list that arrives as data comes in pieces of 100 rows. The first piece is shown at once;
 * the others are parsed aside for at most ADD_BUDGET_MS at a time (input and painting go
 * through in between) and put in the page ADD_ROWS at a time: every time rows are added the
 * browser lays out the whole list again, so few large additions cost less than many small ones.
 */
const ADD_BUDGET_MS = 40;
const ADD_ROWS = 1_000;

/** Shows `message` as the row's alert (or removes it). */
function setRowAlert(row: Element | null, message: string | undefined) {
  if (!row) return;
  row.querySelector(".cl-alert")?.remove();
  if (!message) return;
  const alert = document.createElement("p");
  alert.className = "cl-alert";
  alert.setAttribute("role", "alert");
  alert.textContent = message;
  row.querySelector("div")?.append(alert);
}

/**
 * A section's list (News Articles, Videos): every row, newest first, as HTML rendered on the
 * server that the browser does not hydrate, so its cost does not grow with the rows. Each row's
 * buttons are in the row's own form and one handler on the list serves them all; one
 * confirmation dialog serves every Delete.
 *
 * - A list that arrives as data (a client navigation: Enter in the filter box, Show all, a tab)
 *   replaces the rows a few pieces at a time, so the page keeps answering while 10,000 rows
 *   are added.
 *
 * - Filter: typing narrows the rows by title at once; Enter (or the button) asks the server,
 *   which is also how the box works without JavaScript (`?q=`).
 * - Publish/Unpublish: the server answers with the row's new HTML, which replaces the row.
 * - Delete: after the confirmation the row is removed.
 * - Without JavaScript the buttons post the form and the server redirects back to the list.
 */
export function AdminContentList({ data }: { data: AdminListData }) {
  const { kind } = data;
  const texts = CONTENT_KINDS[kind];
  const listRef = useRef<HTMLUListElement>(null);
  const fetcher = useFetcher<ListActionResult>();
  const [confirming, setConfirming] = useState<{ value: string; title: string }>();
  const [filter, setFilter] = useState(data.q);
  // Rows in the page (deletes lower it) and rows the filter box lets through.
  const [rows, setRows] = useState(data.shown);
  const [matching, setMatching] = useState(data.shown);
  const busy = useRef<{ id: string; button: HTMLButtonElement | null }>(undefined);
  // What the filter box holds, as the rows are compared with it (lower case, trimmed).
  const needle = useRef(data.q.trim().toLocaleLowerCase());

  // New rows from the server (navigation, revalidation): the old ones go, the new ones are
  // added a few pieces at a time (the first at once), and the counts start again from them.
  useEffect(() => {
    setRows(data.shown);
    setMatching(data.shown);
    setFilter(data.q);
    needle.current = data.q.trim().toLocaleLowerCase();
    const list = listRef.current;
    const pieces = data.html;
    if (!list || !pieces) return;
    list.replaceChildren();
    const range = document.createRange();
    range.selectNodeContents(list);
    let next = 0;
    let parsed = document.createDocumentFragment();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const add = () => {
      const from = list.children.length;
      list.append(parsed);
      parsed = document.createDocumentFragment();
      // Rows added while a filter is typed are filtered like the others.
      if (needle.current !== "") filterRows(list, needle.current, from);
    };
    const parseSome = () => {
      const until = performance.now() + ADD_BUDGET_MS;
      do parsed.append(range.createContextualFragment(pieces[next++] as string));
      while (next < pieces.length && performance.now() < until);
      if (parsed.childElementCount >= ADD_ROWS || next === pieces.length) add();
      if (next < pieces.length) timer = setTimeout(parseSome, 0);
      else if (needle.current !== "") setMatching(filterRows(list, needle.current));
    };
    // The first piece at once: what the screen shows.
    if (pieces.length > 0) {
      parsed.append(range.createContextualFragment(pieces[next++] as string));
      add();
    }
    if (next < pieces.length) timer = setTimeout(parseSome, 0);
    return () => clearTimeout(timer);
  }, [data]);

  const applyFilter = (value: string) => {
    const list = listRef.current;
    if (!list) return;
    needle.current = value.trim().toLocaleLowerCase();
    setMatching(filterRows(list, needle.current));
  };

  // The answer to a Publish, Unpublish or Delete.
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result) return;
    const pending = busy.current;
    busy.current = undefined;
    if (pending?.button) pending.button.disabled = false;
    const id = result.id ?? pending?.id;
    if (!id) return;
    const row = rowOf(listRef.current, id);
    if ("error" in result) {
      // Changed meanwhile: the row shows its current state, and who changed it.
      const current = row && result.row ? replaceRow(listRef.current, row, result.row, id) : row;
      setRowAlert(current, result.error);
      return;
    }
    if ("deleted" in result) {
      if (!row) return;
      row.remove();
      setRows((n) => n - 1);
      if (!row.hidden) setMatching((n) => n - 1);
      return;
    }
    if (row) {
      replaceRow(listRef.current, row, result.row, id)
        ?.querySelector<HTMLButtonElement>("button")
        ?.focus();
    }
  }, [fetcher.state, fetcher.data]);

  /** `value` is the button's: the row's id and version. */
  const submitRow = (operation: RowOperation, value: string, button: HTMLButtonElement | null) => {
    const id = idOf(value);
    busy.current = { id, button };
    if (button) button.disabled = true;
    setRowAlert(rowOf(listRef.current, id), undefined);
    fetcher.submit({ [operation]: value }, { method: "post", action: texts.listAction });
  };

  const onRowsSubmit = (event: FormEvent<HTMLElement>) => {
    const button = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const operation = button?.name as RowOperation | undefined;
    if (!button || !operation) return;
    event.preventDefault();
    if (busy.current) return; // one change at a time; the button shows it is busy
    if (operation === "delete") {
      setConfirming({ value: button.value, title: titleOf(button.closest("li")) });
      return;
    }
    submitRow(operation, button.value, button);
  };

  const review = data.review;
  const filtered = data.q !== "" || filter.trim() !== "" || Boolean(review?.only);
  const status = filtered
    ? `Showing ${matching.toLocaleString("en-US")} of ${countLabel(kind, data.total)}`
    : countLabel(kind, rows);

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 className="font-semibold text-ink text-xl">{texts.sectionLabel}</h2>
        <Link
          to={`${texts.editPath}/new`}
          className="inline-flex items-center rounded-full bg-ev-700 px-5 py-2.5 font-semibold text-sm text-white transition hover:bg-ev-900"
        >
          {texts.addLabel}
        </Link>
      </div>
      {review?.mine ? (
        <p className="mt-2 text-slate-600 text-sm">
          Your {texts.noun[1]}. An editor publishes each one after you submit it for review.
        </p>
      ) : null}
      {review?.mine && review.changesRequested > 0 ? (
        <p
          role="status"
          className="mt-4 rounded-xl bg-amber-50 px-4 py-3 text-amber-950 text-sm ring-1 ring-amber-300"
        >
          An editor asked for changes to {countLabel(kind, review.changesRequested)}: open{" "}
          {review.changesRequested === 1 ? "it" : "them"} to read the comments, then submit again.
        </p>
      ) : null}
      {data.total === 0 ? (
        <p className="mt-10 rounded-2xl border border-slate-300 border-dashed px-6 py-12 text-center text-slate-600">
          {texts.empty}
        </p>
      ) : (
        <>
          <Form
            method="get"
            action={texts.listPath}
            role="search"
            className="mt-6 flex flex-wrap items-center gap-2"
          >
            {review?.only ? <input type="hidden" name="review" value="1" /> : null}
            <div className="relative min-w-48 flex-1 sm:max-w-sm">
              <Search
                aria-hidden="true"
                size={16}
                className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3.5 text-slate-500"
              />
              <input
                type="search"
                name="q"
                aria-label={texts.filterLabel}
                placeholder={`${texts.filterLabel}…`}
                maxLength={200}
                value={filter}
                onChange={(event) => {
                  setFilter(event.target.value);
                  applyFilter(event.target.value);
                }}
                className="w-full rounded-full border border-slate-300 bg-white py-2 pr-4 pl-10 text-ink placeholder:text-slate-500 focus:border-ev-600"
              />
            </div>
            <button
              type="submit"
              className="rounded-full px-4 py-2 font-semibold text-ev-700 text-sm ring-1 ring-ev-600/30 transition hover:bg-ev-50"
            >
              Filter
            </button>
            {data.q || review?.only ? (
              <Link
                to={texts.listPath}
                className="rounded-full px-4 py-2 font-semibold text-slate-600 text-sm hover:text-ink"
              >
                Show all
              </Link>
            ) : null}
            {review && !review.mine && !review.only ? (
              <Link
                to={`${texts.listPath}?review=1`}
                className="rounded-full bg-sky-50 px-4 py-2 font-semibold text-sky-900 text-sm ring-1 ring-sky-200 transition hover:bg-sky-100"
              >
                {`${REVIEW_TEXTS.inReview} (${review.waiting.toLocaleString("en-US")})`}
              </Link>
            ) : null}
          </Form>
          <p aria-live="polite" className="mt-3 text-slate-500 text-sm">
            {status}
          </p>
          {filtered && matching === 0 ? (
            <p className="mt-6 rounded-2xl border border-slate-300 border-dashed px-6 py-10 text-center text-slate-600">
              {filter.trim() || data.q
                ? `No ${CONTENT_KINDS[kind].noun[1]} match “${filter.trim() || data.q}”.`
                : `No ${CONTENT_KINDS[kind].noun[1]} are waiting for review.`}
            </p>
          ) : null}
          {rows === 0 && !filtered ? (
            <p className="mt-10 rounded-2xl border border-slate-300 border-dashed px-6 py-12 text-center text-slate-600">
              {texts.empty}
            </p>
          ) : null}
          <ServerHtml
            as="ul"
            ref={listRef}
            islandKey={`rows-${kind}`}
            onSubmit={onRowsSubmit}
            aria-label={texts.sectionLabel}
            className="cl mt-2"
          />
        </>
      )}
      <ConfirmDialog
        open={confirming !== undefined}
        title="Delete"
        message={
          <>
            {texts.confirmDelete} <strong className="text-ink">“{confirming?.title}”</strong> goes
            to the Trash, where it is kept for {daysLabel(data.trashDays)} before it is deleted for
            good.
          </>
        }
        confirmLabel="Delete"
        onCancel={() => setConfirming(undefined)}
        onConfirm={() => {
          const target = confirming;
          setConfirming(undefined);
          if (!target) return;
          const button = rowOf(
            listRef.current,
            idOf(target.value),
          )?.querySelector<HTMLButtonElement>('button[name="delete"]');
          submitRow("delete", button?.value ?? target.value, button ?? null);
        }}
      />
    </div>
  );
}
