import { Search } from "lucide-react";
import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { Form, Link, useFetcher } from "react-router";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { NEAR_END_PX, nextPageRows, PAGE_ROWS, useNearEnd } from "~/components/ui/older-rows";
import { ServerHtml } from "~/components/ui/server-html";
import { daysLabel } from "~/lib/dates";
import { isOneOf } from "~/lib/guards";
import { REVIEW_TEXTS } from "./access";
import { CONTENT_KINDS, type ContentKind, countLabel } from "./kinds";
import { ListWindow } from "./list-window";

/** What a list route's loader gives its page (see loadAdminList): a page of the list. */
export interface AdminListData {
  kind: ContentKind;
  /** The server-side filter (`?q=`), "" for every row. */
  q: string;
  /** Rows in this page. */
  shown: number;
  /**
   * Rows of this kind in all, and those the filter (or the review queue) lets through: counted
   * for a page someone opens, 0 for a page added as the reader scrolls (`at` > 0).
   */
  total: number;
  matching: number;
  /** The cursor this page starts after (`?before=`), null for the newest rows. */
  before: string | null;
  /** The cursor of the next page ('Show older'), null when this page holds the oldest row. */
  older: string | null;
  /** How many rows the browser showed before this page (the rows' keys start there). */
  at: number;
  /** How long a deleted item stays in the Trash (TRASH_DAYS), for the confirmation. */
  trashDays: number;
  /** The item a save or an approval just made public ('Published — View on site'), if any. */
  published?: PublishedNotice | null;
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

/** An item just made public: its public page (null: the kind has none). */
export interface PublishedNotice {
  href: string | null;
}

/**
 * 'Published — View on site' above the list, after a save or an approval that made an item
 * public. The address that asked for it (`?published=<id>`) is put back to the list's own, so
 * reloading or sharing the page does not say it again.
 */
function PublishedMessage({ notice }: { notice: PublishedNotice }) {
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has("published")) return;
    url.searchParams.delete("published");
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}`);
  }, []);
  return (
    <p
      role="status"
      className="mt-4 rounded-xl bg-ev-50 px-4 py-3 text-ev-900 text-sm ring-1 ring-ev-600/30"
    >
      <span className="font-semibold">Published</span>
      {notice.href ? (
        <>
          {" — "}
          <a href={notice.href} className="font-semibold text-ev-700 underline hover:text-ev-900">
            View on site
          </a>
        </>
      ) : null}
    </p>
  );
}

/** What the list's action answers a fetcher (see contentListAction). */
export type ListActionResult =
  | { ok: true; id: string; row: string }
  | { ok: true; id: string; deleted: true }
  | { ok?: false; id?: string; error: string; row?: string };

const ROW_OPERATIONS = ["publish", "unpublish", "delete"] as const;
type RowOperation = (typeof ROW_OPERATIONS)[number];

/** A row's buttons carry `<id>:<version>`. */
function rowOf(list: HTMLElement | null, id: string): HTMLLIElement | null {
  const button = list?.querySelector<HTMLButtonElement>(`button[value^="${CSS.escape(id)}:"]`);
  return button?.closest("li") ?? null;
}

const idOf = (value: string) => value.split(":")[0] ?? "";

/** Puts the server's HTML for a row in place of the row (its filter state kept). */
function replaceRow(row: HTMLLIElement, html: string, window: ListWindow | undefined) {
  const range = document.createRange();
  range.selectNode(row);
  const replaced = range.createContextualFragment(html).firstElementChild;
  if (!(replaced instanceof HTMLLIElement)) return null;
  replaced.hidden = row.hidden;
  row.replaceWith(replaced);
  window?.replaced(row, replaced);
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
  const rows = list.children;
  let count = 0;
  for (let i = from; i < rows.length; i++) {
    const row = rows[i];
    if (!(row instanceof HTMLLIElement)) continue;
    // A chunk of rows put away (ListWindow) keeps its place.
    if (row.dataset.gap !== undefined) continue;
    const show = needle === "" || lowerTitleOf(row).includes(needle);
    if (row.hidden === show) row.hidden = !show;
    if (show) count++;
  }
  return count;
}

/**
 * A page that arrives as data comes in pieces of 100 rows. The first piece is shown at once;
 * the others are parsed aside for at most ADD_BUDGET_MS at a time (input and painting go
 * through in between) and put in the page together.
 */
const ADD_BUDGET_MS = 40;

/** Typing in the filter box asks the server once the reader pauses this long. */
const TYPING_PAUSE_MS = 250;

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

/** Whether the 'Show older' link is near the screen (the reader is at the list's end). */
function nearEnd(link: HTMLElement | null) {
  return link ? link.getBoundingClientRect().top < innerHeight + NEAR_END_PX : false;
}

/** A filter as the server reads it (spaces run together, none at the ends). */
const normalized = (value: string) => value.replace(/\s+/g, " ").trim();

/** The list the page shows: the server's query it answers, its counts and its next page. */
interface Shown {
  q: string;
  total: number;
  matching: number;
  older: string | null;
}

const shownOf = (data: AdminListData): Shown => ({
  q: data.q,
  total: data.total,
  matching: data.matching,
  older: data.older,
});

/**
 * A section's list (News Articles, Videos, Pages, Careers): one list, newest first, without page
 * numbers. The first rows come with the page; older ones are added as the reader scrolls (or
 * follows 'Show older', which without JavaScript opens the next rows). The rows are HTML
 * rendered on the server that the browser does not hydrate, and rows far from the screen are
 * put away (ListWindow), so neither grows with the list. Each row's buttons are in the row's
 * own form and one handler on the list serves them all; one confirmation dialog serves every
 * Delete.
 *
 * - Filter: typing narrows the rows shown at once and asks the server when the reader pauses
 *   (the database filters, the counts are its); Enter (or the button) opens the filtered list
 *   (`?q=`), which is also how the box works without JavaScript.
 * - Publish/Unpublish: the server answers with the row's new HTML, which replaces the row.
 * - Delete: after the confirmation the row is removed.
 * - Without JavaScript the buttons post the form and the server redirects back to the list.
 */
export function AdminContentList({ data }: { data: AdminListData }) {
  const { kind } = data;
  const texts = CONTENT_KINDS[kind];
  const listRef = useRef<HTMLUListElement>(null);
  const olderRef = useRef<HTMLAnchorElement>(null);
  const listWindow = useRef<ListWindow>(undefined);
  const fetcher = useFetcher<ListActionResult>();
  const olderPage = useFetcher<AdminListData>();
  const typedPage = useFetcher<AdminListData>();
  const [confirming, setConfirming] = useState<{ value: string; title: string }>();
  const [filter, setFilter] = useState(data.q);
  const [shown, setShown] = useState(() => shownOf(data));
  // While typing, until the server answers: how many of the rows in the page match.
  const [typedMatching, setTypedMatching] = useState<number>();
  const busy = useRef<{ id: string; button: HTMLButtonElement | null }>(undefined);
  // What the filter box holds, as the rows are compared with it (lower case, trimmed).
  const needle = useRef(data.q.trim().toLocaleLowerCase());
  // What the filter box holds as the server reads it: its answer is shown if it still does.
  const typed = useRef(data.q);
  // The next page: its cursor, the one being loaded, its size, the next row's key.
  const older = useRef(data.older);
  const loading = useRef<string>(undefined);
  const pageRows = useRef(PAGE_ROWS);
  const arrived = useRef(Number.NEGATIVE_INFINITY);
  const nextKey = useRef(data.at + data.shown);
  const adding = useRef<ReturnType<typeof setTimeout>>(undefined);
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);
  const query = useRef({ q: data.q, review: Boolean(data.review?.only) });

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const window = new ListWindow(list);
    listWindow.current = window;
    window.reset();
    return () => {
      window.dispose();
      clearTimeout(adding.current);
      clearTimeout(typing.current);
    };
  }, []);

  /**
   * Puts a page's rows in the list (in place of its rows with `replace`), the first piece at
   * once and the others as they are parsed; `then` runs once they are all in.
   */
  const addRows = useCallback((pieces: string[], replace: boolean, then?: () => void) => {
    const list = listRef.current;
    if (!list) return;
    clearTimeout(adding.current);
    if (replace) list.replaceChildren();
    const range = document.createRange();
    range.selectNodeContents(list);
    let next = 0;
    let parsed = document.createDocumentFragment();
    const add = () => {
      const from = list.children.length;
      list.append(parsed);
      parsed = document.createDocumentFragment();
      if (replace && from === 0) listWindow.current?.reset();
      else listWindow.current?.add(from);
      // Rows added while a filter is typed are filtered like the others.
      if (needle.current !== "") filterRows(list, needle.current, from);
    };
    const parseSome = () => {
      const until = performance.now() + ADD_BUDGET_MS;
      do parsed.append(range.createContextualFragment(pieces[next++] ?? ""));
      while (next < pieces.length && performance.now() < until);
      if (next < pieces.length) {
        adding.current = setTimeout(parseSome, 0);
        return;
      }
      add();
      then?.();
    };
    // The first piece at once: what the screen shows.
    if (pieces.length > 0) {
      parsed.append(range.createContextualFragment(pieces[next++] ?? ""));
      add();
    }
    if (next < pieces.length) adding.current = setTimeout(parseSome, 0);
    else then?.();
  }, []);

  /** A new list from the server (the page opened, Enter, a pause in typing): its first rows. */
  const showList = useCallback(
    (page: AdminListData) => {
      setShown(shownOf(page));
      setTypedMatching(undefined);
      query.current = { q: page.q, review: Boolean(page.review?.only) };
      older.current = page.older;
      loading.current = undefined;
      pageRows.current = PAGE_ROWS;
      arrived.current = Number.NEGATIVE_INFINITY;
      nextKey.current = page.at + page.shown;
      if (page.html) addRows(page.html, true);
    },
    [addRows],
  );

  // New rows from the server (navigation, revalidation).
  useEffect(() => {
    setFilter(data.q);
    needle.current = data.q.trim().toLocaleLowerCase();
    typed.current = data.q;
    clearTimeout(typing.current);
    showList(data);
  }, [data, showList]);

  /** The address of the next page, for the server's query of the list shown. */
  const olderAddress = (cursor: string, action: string, rows?: number) => {
    const url = new URL(action, "http://list");
    if (query.current.q) url.searchParams.set("q", query.current.q);
    if (query.current.review) url.searchParams.set("review", "1");
    url.searchParams.set("before", cursor);
    if (rows) {
      url.searchParams.set("rows", String(rows));
      url.searchParams.set("at", String(nextKey.current));
    }
    return `${url.pathname}${url.search}`;
  };

  /** Asks for the next page, a larger one when the reader reached the end soon after the last. */
  const loadOlder = () => {
    const cursor = older.current;
    if (!cursor || loading.current) return;
    loading.current = cursor;
    pageRows.current = nextPageRows(pageRows.current, arrived.current);
    olderPage.load(olderAddress(cursor, texts.listAction, pageRows.current));
  };
  const loadOlderRef = useRef(loadOlder);
  loadOlderRef.current = loadOlder;

  // The next page when 'Show older' comes near the screen.
  useNearEnd(olderRef, shown.older, loadOlder);

  // A page that came as the reader scrolled: added below, and the next asked for at once (a
  // larger one) when the reader is still at the end.
  useEffect(() => {
    const page = olderPage.data;
    if (olderPage.state !== "idle" || !loading.current) return;
    const asked = loading.current;
    if (page?.before !== asked || !page.html) {
      loading.current = undefined;
      return;
    }
    nextKey.current += page.shown;
    addRows(page.html, false, () => {
      loading.current = undefined;
      older.current = page.older;
      arrived.current = performance.now();
      setShown((current) => ({ ...current, older: page.older }));
      if (nearEnd(olderRef.current)) loadOlderRef.current();
    });
  }, [olderPage.state, olderPage.data, addRows]);

  // The server's answer to what was typed, if the box still holds it.
  useEffect(() => {
    const page = typedPage.data;
    if (typedPage.state !== "idle" || !page) return;
    if (page.q !== typed.current || page.html === null) return;
    showList(page);
  }, [typedPage.state, typedPage.data, showList]);

  const applyFilter = (value: string) => {
    const list = listRef.current;
    if (!list) return;
    needle.current = value.trim().toLocaleLowerCase();
    typed.current = normalized(value);
    setTypedMatching(filterRows(list, needle.current));
    clearTimeout(typing.current);
    const q = typed.current;
    typing.current = setTimeout(() => {
      const url = new URL(texts.listAction, "http://list");
      if (q) url.searchParams.set("q", q);
      if (query.current.review) url.searchParams.set("review", "1");
      typedPage.load(`${url.pathname}${url.search}`);
    }, TYPING_PAUSE_MS);
  };

  // The answer to a Publish, Unpublish or Delete.
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result) return;
    const pending = busy.current;
    busy.current = undefined;
    listWindow.current?.pin(null);
    if (pending?.button) pending.button.disabled = false;
    const id = result.id ?? pending?.id;
    if (!id) return;
    const row = rowOf(listRef.current, id);
    if ("error" in result) {
      // Changed meanwhile: the row shows its current state, and who changed it.
      const current = row && result.row ? replaceRow(row, result.row, listWindow.current) : row;
      setRowAlert(current, result.error);
      return;
    }
    if ("deleted" in result) {
      if (!row) return;
      const visible = !row.hidden;
      listWindow.current?.removing(row);
      row.remove();
      setShown((current) => ({
        ...current,
        total: current.total - 1,
        matching: current.matching - (visible ? 1 : 0),
      }));
      if (visible) setTypedMatching((n) => (n === undefined ? n : n - 1));
      return;
    }
    if (row) {
      replaceRow(row, result.row, listWindow.current)
        ?.querySelector<HTMLButtonElement>("button")
        ?.focus();
    }
  }, [fetcher.state, fetcher.data]);

  /** `value` is the button's: the row's id and version. */
  const submitRow = (operation: RowOperation, value: string, button: HTMLButtonElement | null) => {
    const id = idOf(value);
    busy.current = { id, button };
    listWindow.current?.pin(button?.closest("li") ?? null);
    if (button) button.disabled = true;
    setRowAlert(rowOf(listRef.current, id), undefined);
    fetcher.submit({ [operation]: value }, { method: "post", action: texts.listAction });
  };

  const onRowsSubmit = (event: FormEvent<HTMLElement>) => {
    const { nativeEvent } = event;
    const button = nativeEvent instanceof SubmitEvent ? nativeEvent.submitter : null;
    if (!(button instanceof HTMLButtonElement)) return;
    const operation = button.name;
    if (!isOneOf(ROW_OPERATIONS, operation)) return;
    event.preventDefault();
    if (busy.current) return; // one change at a time; the button shows it is busy
    if (operation === "delete") {
      setConfirming({ value: button.value, title: titleOf(button.closest("li")) });
      return;
    }
    submitRow(operation, button.value, button);
  };

  const review = data.review;
  const filtered = shown.q !== "" || filter.trim() !== "" || Boolean(review?.only);
  const matching = typedMatching ?? shown.matching;
  const status = filtered
    ? `Showing ${matching.toLocaleString("en-US")} of ${countLabel(kind, shown.total)}`
    : countLabel(kind, shown.total);

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
      {data.published ? <PublishedMessage notice={data.published} /> : null}
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
            {data.q || review?.only || data.before ? (
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
          {shown.total === 0 && !filtered ? (
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
          {shown.older ? (
            <p className="mt-6 text-center">
              <a
                ref={olderRef}
                href={olderAddress(shown.older, texts.listPath)}
                onClick={(event) => {
                  event.preventDefault();
                  loadOlder();
                }}
                className="inline-flex rounded-full px-5 py-2 font-semibold text-ev-700 text-sm ring-1 ring-ev-600/30 transition hover:bg-ev-50"
              >
                Show older
              </a>
            </p>
          ) : null}
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
