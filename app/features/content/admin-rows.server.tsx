import { renderToStaticMarkup } from "react-dom/server";
import { formatDateTimeIn, formatLongDate } from "~/lib/dates";
import { REVIEW_TEXTS } from "./access";
import { ROW_VIEW_DAYS } from "./item-views.server";
import { CONTENT_KINDS, type ContentKind, publicAddress } from "./kinds";
import { type AdminListRow, LIST_TEXT_CHARS } from "./store.server";
import { isScheduled } from "./versions/shared.server";

/**
 * The admin list's rows, rendered by React on the server into plain HTML (React escapes every
 * text and attribute): a page of rows is sent once, as markup, and the browser never
 * hydrates it (see AdminContentList, which handles the rows' buttons for the whole list). They
 * are styled by their structure (`.cl` in app.css).
 *
 * Every row keeps its title and all of its actions in the page (search-in-page, keyboard and
 * screen-reader users). Each row's buttons are in the row's own small form, so Publish,
 * Unpublish and Delete also work before (or without) JavaScript; one form around every row
 * made each button the browser adds or removes cost a walk over all 20,000 (ADR 022).
 */

/** Dates of one list: rows made in the same hour share a formatted date (one Intl call). */
function dateFormatter() {
  const byHour = new Map<number, string>();
  return (date: Date) => {
    const hour = Math.floor(date.getTime() / 3_600_000);
    let text = byHour.get(hour);
    if (text === undefined) {
      text = formatLongDate(date);
      byHour.set(hour, text);
    }
    return text;
  };
}

/** What every row of one list is written with: the site's time zone (scheduled times). */
export interface RowOptions {
  timeZone: string;
  now?: Date;
  formatDate?: (date: Date) => string;
  /**
   * Who looks at the list, for the buttons their role offers (ADR 027); none: an editor who
   * publishes directly.
   */
  viewer?: { id: string; editsAll: boolean; publishesDrafts: boolean };
  /** The rows' views of the last ROW_VIEW_DAYS days by id, for a kind whose views are counted. */
  views?: ReadonlyMap<string, number>;
}

/** What one row shows, worked out from its data (the component only lays it out). */
interface RowView {
  kind: ContentKind;
  /** Short, unique within the page: the ids that name the row's controls. */
  rowKey: string;
  id: string;
  title: string;
  text: string;
  facts: string;
  image: string | null;
  published: boolean;
  /** The scheduled time, for a published row whose time is still to come. */
  scheduledAt: string | null;
  version: number;
  review: AdminListRow["review"];
  mark: string | null;
  /** Which buttons the viewer's role offers: Publish/Unpublish, Delete. */
  toggle: boolean;
  remove: boolean;
  /** Its public page, while the public can read it ('View on site'); null otherwise. */
  siteHref: string | null;
}

/** "1,234 views in 30 days". */
function viewsText(views: number) {
  return `${views.toLocaleString("en-US")} ${views === 1 ? "view" : "views"} in ${ROW_VIEW_DAYS} days`;
}

function rowView(kind: ContentKind, row: AdminListRow, rowKey: string, options: RowOptions) {
  const formatDate = options.formatDate ?? formatLongDate;
  const now = options.now ?? new Date();
  const viewer = options.viewer ?? { id: "", editsAll: true, publishesDrafts: true };
  const own = viewer.editsAll || (row.createdBy === viewer.id && !row.published);
  const scheduled =
    row.published &&
    row.publishedAt !== null &&
    isScheduled({ published: true, publishedAt: row.publishedAt.toISOString() }, now);
  return {
    kind,
    rowKey,
    id: row.id,
    title: row.title,
    text:
      row.text.length > LIST_TEXT_CHARS
        ? `${row.text.slice(0, LIST_TEXT_CHARS).trimEnd()}…`
        : row.text,
    facts: [
      ...row.details.filter(Boolean),
      formatDate(row.createdAt),
      // A draft or a scheduled item has no readers yet: its views show once it has had some.
      options.views && ((row.published && !scheduled) || (options.views.get(row.id) ?? 0) > 0)
        ? viewsText(options.views.get(row.id) ?? 0)
        : null,
    ]
      .filter(Boolean)
      .join(" · "),
    image: row.image,
    published: row.published,
    scheduledAt:
      scheduled && row.publishedAt ? formatDateTimeIn(row.publishedAt, options.timeZone) : null,
    version: row.version,
    review: row.review,
    mark: row.mark,
    // Taking an item down needs an editor; putting a draft up, an editor without the four-eye rule.
    toggle: row.published ? viewer.editsAll : viewer.publishesDrafts,
    remove: own,
    siteHref: row.published && !scheduled && row.slug ? publicAddress(kind, row.slug) : null,
  } satisfies RowView;
}

/** The row's state: Published, Draft (In review, Changes requested), or Scheduled with its time. */
function RowState({ row }: { row: RowView }) {
  if (row.review === "in_review" && !row.published) {
    return <span className="rev">{REVIEW_TEXTS.inReview}</span>;
  }
  if (row.review === "changes_requested" && !row.published) {
    return <span className="chg">{REVIEW_TEXTS.changesRequested}</span>;
  }
  if (!row.published) return <span>Draft</span>;
  if (row.scheduledAt) return <span className="sch">Scheduled · {row.scheduledAt}</span>;
  return <span className="on">Published</span>;
}

/**
 * One row. Each control is named by its own text and the row's title ("Delete Copper
 * output…") through short ids rather than by repeating the title three times.
 */
function AdminRow({ row }: { row: RowView }) {
  const { rowKey: key } = row;
  const texts = CONTENT_KINDS[row.kind];
  // The buttons name the version the page shows: a row changed meanwhile is not overwritten.
  const value = `${row.id}:${row.version}`;
  const toggle = row.published ? "unpublish" : "publish";
  // A scheduled row's unpublishing is calling its schedule off: it becomes a draft again.
  const toggleLabel = row.scheduledAt ? "Cancel schedule" : row.published ? "Unpublish" : "Publish";
  return (
    <li>
      {row.image ? <img src={row.image} alt="" loading="lazy" /> : null}
      <div>
        <h3 id={`t${key}`}>{row.title}</h3> <RowState row={row} />
        {row.mark ? <span className="mk">{row.mark}</span> : null}
        <p>{row.text}</p>
        <small>{row.facts}</small>
      </div>
      <form method="post" action={texts.listAction}>
        {row.toggle ? (
          // biome-ignore lint/a11y/useButtonType: a submit button (the default), in every row
          <button name={toggle} value={value} id={`p${key}`} aria-labelledby={`p${key} t${key}`}>
            {toggleLabel}
          </button>
        ) : null}
        <a href={`${texts.editPath}/${row.id}`} id={`e${key}`} aria-labelledby={`e${key} t${key}`}>
          Edit
        </a>
        {texts.rowLink ? (
          <a
            href={`${texts.editPath}/${row.id}${texts.rowLink.path}`}
            id={`a${key}`}
            aria-labelledby={`a${key} t${key}`}
          >
            {texts.rowLink.label}
          </a>
        ) : null}
        {row.siteHref ? (
          // Named with the title: every row has one, and a list of "View on site" says nothing.
          <a href={row.siteHref} aria-label={`View “${row.title}” on site`}>
            View on site
          </a>
        ) : null}
        {row.remove ? (
          // biome-ignore lint/a11y/useButtonType: a submit button (the default), in every row
          <button name="delete" value={value} id={`d${key}`} aria-labelledby={`d${key} t${key}`}>
            Delete
          </button>
        ) : null}
      </form>
    </li>
  );
}

/** Rows rendered in one call to React, at most this many at a time (pieces of the list). */
export const ROWS_PER_PIECE = 100;

/** One row's HTML (an action's answer): its key is its id, unique in any page. */
export function renderAdminRow(
  kind: ContentKind,
  row: AdminListRow,
  key: string,
  options: RowOptions,
): string {
  return renderToStaticMarkup(<AdminRow row={rowView(kind, row, key, options)} />);
}

/**
 * A page of the list as pieces of HTML of at most ROWS_PER_PIECE rows each, in order: the
 * browser adds a page that arrives as data a piece at a time. Row keys are the rows' positions
 * in the list as the browser holds it (`from` is the first one's: the rows it already shows), so
 * they stay short and unique within the page however many pages the reader loads.
 */
export function renderAdminRows(
  kind: ContentKind,
  rows: AdminListRow[],
  options: RowOptions & { from?: number },
): string[] {
  const rowOptions = { now: new Date(), formatDate: dateFormatter(), ...options };
  const from = options.from ?? 0;
  const pieces: string[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_PIECE) {
    const views = rows
      .slice(start, start + ROWS_PER_PIECE)
      .map((row, i) => rowView(kind, row, (from + start + i).toString(36), rowOptions));
    pieces.push(renderToStaticMarkup(views.map((view) => <AdminRow key={view.id} row={view} />)));
  }
  return pieces;
}
