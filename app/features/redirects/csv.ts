/**
 * The redirects' CSV (from,to,status), as the export writes it and the import reads it: RFC 4180
 * (quoted fields, "" for a quote, CRLF or LF), a byte order mark and a header row allowed.
 */

/** The export's header, and the columns an import looks for. */
export const REDIRECT_CSV_COLUMNS = ["from", "to", "status"] as const;

/** The largest file an import reads (some 10,000 lines; a form's body is at most 1 MB). */
export const REDIRECT_CSV_BYTES = 512 * 1024;

/** One line of the file: its number as a spreadsheet shows it (the header is line 1). */
export interface CsvLine {
  line: number;
  from: string;
  to: string;
  status: string;
}

export type ParsedRedirectCsv = { ok: true; lines: CsvLine[] } | { ok: false; error: string };

/** The file's lines, or why it is not a redirects CSV at all (then nothing is imported). */
export function parseRedirectCsv(text: string): ParsedRedirectCsv {
  const rows = csvRows(text.replace(/^\uFEFF/, ""));
  if (rows === undefined)
    return { ok: false, error: "The file is not valid CSV: a quoted field is never closed." };
  const filled = rows.filter((row) => row.cells.some((cell) => cell.trim() !== ""));
  if (filled.length === 0) return { ok: false, error: "The file is empty." };
  const first = filled[0]?.cells.map((cell) => cell.trim().toLowerCase()) ?? [];
  const hasHeader = first.includes("from") && first.includes("to");
  const at = (name: string, fallback: number) => (hasHeader ? first.indexOf(name) : fallback);
  const columns = { from: at("from", 0), to: at("to", 1), status: at("status", 2) };
  const body = hasHeader ? filled.slice(1) : filled;
  if (body.length === 0) return { ok: false, error: "The file has a header but no redirects." };
  if (!hasHeader && body.some((row) => row.cells.length < 2))
    return {
      ok: false,
      error: "The file does not have the columns from,to,status (a header row names them).",
    };
  const cell = (cells: string[], index: number) => (index >= 0 ? (cells[index] ?? "") : "");
  return {
    ok: true,
    lines: body.map(({ line, cells }) => ({
      line,
      from: cell(cells, columns.from).trim(),
      to: cell(cells, columns.to).trim(),
      status: cell(cells, columns.status).trim(),
    })),
  };
}

/** The rows of a CSV text with the line each starts on; undefined when a quote is left open. */
function csvRows(text: string): { line: number; cells: string[] }[] | undefined {
  const rows: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else {
        if (char === "\n") line++;
        cell += char;
      }
    } else if (char === '"' && cell === "") quoted = true;
    else if (char === ",") {
      cells.push(cell);
      cell = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[i + 1] === "\n") i++;
      cells.push(cell);
      rows.push({ line: rowLine, cells });
      cells = [];
      cell = "";
      line++;
      rowLine = line;
    } else cell += char;
  }
  if (quoted) return undefined;
  if (cell !== "" || cells.length > 0) rows.push({ line: rowLine, cells: [...cells, cell] });
  return rows;
}
