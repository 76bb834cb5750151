import { formatDateTimeIn, formatLongDate } from "~/lib/dates";
import { escapeHtml } from "~/lib/html";
import { CONTENT_KINDS, type ContentKind } from "./kinds";
import { type AdminListRow, LIST_TEXT_CHARS } from "./store.server";
import { isScheduled } from "./versions/shared.server";

/**
 * The admin list's rows as HTML, written here rather than by React: a list of 10,000 rows is
 * sent once, as markup, and the browser never hydrates it (see AdminContentList, which handles
 * the rows' buttons for the whole list). They are styled by their structure (`.cl` in app.css).
 *
 * Every row keeps its title and all of its actions in the page (search-in-page, keyboard and
 * screen-reader users); the buttons belong to the list's one form, so Publish, Unpublish and
 * Delete also work before (or without) JavaScript.
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
}

function isScheduledRow(row: AdminListRow, now: Date) {
  return isScheduled(
    { published: row.published, publishedAt: row.publishedAt?.toISOString() },
    now,
  );
}

/** The row's state: Published, Draft, or Scheduled with its time. */
function stateLabel(row: AdminListRow, { timeZone, now = new Date() }: RowOptions) {
  if (!row.published) return "<span>Draft</span>";
  if (isScheduledRow(row, now) && row.publishedAt) {
    const at = escapeHtml(formatDateTimeIn(row.publishedAt, timeZone));
    return `<span class="sch">Scheduled · ${at}</span>`;
  }
  return '<span class="on">Published</span>';
}

export function renderAdminRow(
  kind: ContentKind,
  row: AdminListRow,
  key: string,
  options: RowOptions,
): string {
  const formatDate = options.formatDate ?? formatLongDate;
  const title = escapeHtml(row.title);
  const id = escapeHtml(row.id);
  // The buttons name the version the page shows: a row changed meanwhile is not overwritten.
  const value = `${id}:${row.version}`;
  const text =
    row.text.length > LIST_TEXT_CHARS
      ? `${row.text.slice(0, LIST_TEXT_CHARS).trimEnd()}…`
      : row.text;
  const facts = [...row.details.filter(Boolean), formatDate(row.createdAt)].join(" · ");
  const image = row.image ? `<img src="${escapeHtml(row.image)}" alt="" loading="lazy">` : "";
  // A scheduled row's unpublishing is calling its schedule off: it becomes a draft again.
  const toggle = row.published ? "Unpublish" : "Publish";
  const toggleLabel = isScheduledRow(row, options.now ?? new Date()) ? "Cancel schedule" : toggle;
  // Each control is named by its own text and the row's title ("Delete Copper output…"),
  // through short ids rather than by repeating the title three times.
  const named = (letter: string) =>
    `id="${letter}${key}" aria-labelledby="${letter}${key} t${key}"`;
  return (
    `<li>${image}<div><h3 id="t${key}">${title}</h3> ${stateLabel(row, options)}` +
    `<p>${escapeHtml(text)}</p><small>${escapeHtml(facts)}</small></div><div>` +
    `<button name="${toggle.toLowerCase()}" value="${value}" ${named("p")}>${toggleLabel}</button>` +
    `<a href="${CONTENT_KINDS[kind].editPath}/${id}" ${named("e")}>Edit</a>` +
    `<button name="delete" value="${value}" ${named("d")}>Delete</button></div></li>`
  );
}

/** The whole list: row keys are their position (short), unique within the page. */
export function renderAdminRows(
  kind: ContentKind,
  rows: AdminListRow[],
  options: RowOptions,
): string {
  const rowOptions = { now: new Date(), formatDate: dateFormatter(), ...options };
  let html = "";
  for (let i = 0; i < rows.length; i++) {
    html += renderAdminRow(kind, rows[i] as AdminListRow, i.toString(36), rowOptions);
  }
  return html;
}
