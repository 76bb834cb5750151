import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import type { ListPage } from "~/lib/list-page";

/*
 * The browser's side of the admin lists loaded as the reader scrolls (ADR 035, ADR 040): when to
 * ask for the next page and how large, and (useOlderRows, ShowOlder) the lists whose rows React
 * draws: Messages, a position's Applications, the Media library, the activity log and the trash.
 */

/** A row of such a list: its id (the React key) and where a page after it would start. */
export interface ListedRow {
  id: string;
  cursor: string;
}

/** The rows a page added as the reader scrolls holds, at first. */
export const PAGE_ROWS = 100;
/**
 * A reader who comes to the end within FAST_READER_MS of the last page's arrival (End held
 * down, the scroll bar dragged) gets a page twice as large, up to MAX_PAGE_ROWS: fewer answers
 * on the way to the oldest row, none of them long to add.
 */
const FAST_READER_MS = 1_500;
const MAX_PAGE_ROWS = 500;
/** The next page is asked for when the 'Show older' link comes this near the screen. */
export const NEAR_END_PX = 1_500;

/** How many rows the next page asks for, after a page of `previous` that arrived at `arrived`. */
export function nextPageRows(previous: number, arrived: number): number {
  const fast = performance.now() - arrived < FAST_READER_MS;
  return fast ? Math.min(previous * 2, MAX_PAGE_ROWS) : PAGE_ROWS;
}

/**
 * Calls `onNear` when `link` (a list's 'Show older') comes near the screen. A new observer for
 * each `cursor` reports at once whether the reader is still at the end, so the next page
 * follows while they are.
 */
export function useNearEnd(
  link: RefObject<HTMLElement | null>,
  cursor: string | null,
  onNear: () => void,
) {
  const latest = useRef(onNear);
  latest.current = onNear;
  useEffect(() => {
    const element = link.current;
    if (!element || !cursor) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: `0px 0px ${NEAR_END_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [link, cursor]);
}

/**
 * The address of the page after `cursor` in the list at `path` (`rows` of them, when asked); a
 * filter in `path` (`?person=`) is kept.
 */
export function pageAddress(path: string, cursor: string, rows?: number): string {
  const [pathname, search] = path.split("?");
  const params = new URLSearchParams(search);
  params.set("before", cursor);
  if (rows) params.set("rows", String(rows));
  return `${pathname}?${params}`;
}

interface Loaded<Row> {
  rows: Row[];
  older: string | null;
}

/**
 * The loader's page again (a revalidation after an upload, a save or a delete): its rows, then
 * the older rows the reader had already scrolled to, below them. Cursors compare as text in the
 * list's order: a fixed-width UTC time, then the id as Postgres orders it.
 */
function merged<Row extends ListedRow>(loaded: Loaded<Row>, page: ListPage<Row>): Loaded<Row> {
  const last = page.rows.at(-1);
  const below = last && page.older ? loaded.rows.filter((row) => row.cursor < last.cursor) : [];
  return below.length > 0
    ? { rows: [...page.rows, ...below], older: loaded.older }
    : { rows: page.rows, older: page.older };
}

export interface OlderRows<Row> {
  /** Every row the page holds: the loader's, then those added as the reader scrolled. */
  rows: Row[];
  /** The cursor of the next page, null once the oldest row is in. */
  older: string | null;
  /** Whether the page starts below the newest rows (opened by 'Show older' without script). */
  fromOlder: boolean;
  /** The list's own address (its newest rows). */
  path: string;
  /** Takes a row out (it was deleted). */
  drop: (id: string) => void;
  loadOlder: () => void;
  linkRef: RefObject<HTMLAnchorElement | null>;
}

/**
 * An admin list that grows as the reader scrolls: the loader's first rows, and the next ones
 * (`?before=`) asked for as the 'Show older' link comes near the screen, added below. The page
 * asked for is the route's own loader, whose answer holds its rows as `list`.
 */
export function useOlderRows<Row extends ListedRow>(
  page: ListPage<Row>,
  path: string,
): OlderRows<Row> {
  const [loaded, setLoaded] = useState<Loaded<Row>>({ rows: page.rows, older: page.older });
  // A new page from the loader (navigation, revalidation) is taken in as it renders.
  const [taken, setTaken] = useState(page);
  if (taken !== page) {
    setTaken(page);
    setLoaded(taken.before === page.before ? merged(loaded, page) : page);
  }
  const fetcher = useFetcher<{ list: ListPage<Row> }>();
  const linkRef = useRef<HTMLAnchorElement>(null);
  const older = useRef(loaded.older);
  older.current = loaded.older;
  const asked = useRef<string>(undefined);
  const pageRows = useRef(PAGE_ROWS);
  const arrived = useRef(Number.NEGATIVE_INFINITY);
  const drop = useCallback(
    (id: string) =>
      setLoaded((current) => ({ ...current, rows: current.rows.filter((row) => row.id !== id) })),
    [],
  );

  const loadOlder = () => {
    const cursor = older.current;
    if (!cursor || asked.current) return;
    asked.current = cursor;
    pageRows.current = nextPageRows(pageRows.current, arrived.current);
    fetcher.load(pageAddress(path, cursor, pageRows.current));
  };
  useNearEnd(linkRef, loaded.older, loadOlder);

  // A page that came as the reader scrolled, added below if the list still ends where it was
  // asked for (a revalidation of the same address later is not added again).
  useEffect(() => {
    const cursor = asked.current;
    if (fetcher.state !== "idle" || !cursor) return;
    asked.current = undefined;
    const next = fetcher.data?.list;
    if (!next || next.before !== cursor || older.current !== cursor) return;
    arrived.current = performance.now();
    setLoaded((current) => ({ rows: [...current.rows, ...next.rows], older: next.older }));
  }, [fetcher.state, fetcher.data]);

  return {
    rows: loaded.rows,
    older: loaded.older,
    fromOlder: page.before !== null,
    path,
    drop,
    loadOlder,
    linkRef,
  };
}

const LINK_CLASS =
  "inline-flex rounded-full px-5 py-2 font-semibold text-ev-700 text-sm ring-1 ring-ev-600/30 transition hover:bg-ev-50";

/**
 * The end of such a list: 'Show older', which without script opens the next rows and with it
 * adds them in place (keyboard users press it); on a page opened that way, 'Show all' leads back
 * to the newest.
 */
export function ShowOlder<Row>({ list }: { list: OlderRows<Row> }) {
  if (!list.older && !list.fromOlder) return null;
  return (
    <p className="mt-6 flex flex-wrap justify-center gap-3">
      {list.older ? (
        <a
          ref={list.linkRef}
          href={pageAddress(list.path, list.older)}
          onClick={(event) => {
            event.preventDefault();
            list.loadOlder();
          }}
          className={LINK_CLASS}
        >
          Show older
        </a>
      ) : null}
      {list.fromOlder ? (
        <Link to={list.path} className={LINK_CLASS}>
          Show all
        </Link>
      ) : null}
    </p>
  );
}
