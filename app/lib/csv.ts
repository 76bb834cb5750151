/**
 * CSV for Excel (and LibreOffice, Numbers, Google Sheets): UTF-8 with a byte order mark, which
 * is how Excel tells it is not in the computer's legacy code page (Amharic would come out as
 * mojibake), CRLF line ends, and quotes only where a field needs them (RFC 4180).
 *
 * The cells come from the public (an applicant's name, a message): a text cell that starts
 * like a formula gets a leading `'`, so that a spreadsheet shows `=HYPERLINK(…)` as text rather
 * than run it (the OWASP advice against CSV injection).
 */

export const CSV_CONTENT_TYPE = "text/csv; charset=utf-8";

export type CsvCell = string | number | null | undefined;

const BOM = "\uFEFF";
const LINE_END = "\r\n";
/** What a spreadsheet reads as the start of a formula: `=`, `+`, `-`, `@`, a tab, a CR. */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(field).join(","));
  return BOM + lines.map((line) => line + LINE_END).join("");
}

function field(cell: CsvCell): string {
  const text = cellText(cell);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function cellText(cell: CsvCell): string {
  if (cell === null || cell === undefined) return "";
  // A number is written as one, a negative one too; only NaN and the infinities are not
  // numbers a spreadsheet reads, and they are text like any other.
  if (typeof cell === "number" && Number.isFinite(cell)) return String(cell);
  const text = String(cell);
  return FORMULA_START.test(text) ? `'${text}` : text;
}
