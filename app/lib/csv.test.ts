import { describe, expect, it } from "vitest";
import { CSV_CONTENT_TYPE, toCsv } from "./csv";

/**
 * An RFC 4180 reader: the rows of a CSV (after its byte order mark), each a list of cells. A
 * line end ends a row only outside quotes; the text's last line end ends the last row.
 */
function parseCsv(text: string): string[][] {
  expect(text.startsWith("\uFEFF")).toBe(true);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  let at = 1;
  while (at < text.length) {
    const char = text[at] as string;
    if (quoted) {
      if (char === '"' && text[at + 1] === '"') {
        cell += '"';
        at += 2;
        continue;
      }
      if (char === '"') quoted = false;
      else cell += char;
      at++;
      continue;
    }
    if (char === '"' && cell === "") {
      quoted = true;
    } else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\r" && text[at + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      at++;
    } else {
      // A bare CR or LF, or a quote inside an unquoted cell, is not what toCsv writes.
      expect(char).not.toMatch(/["\r\n]/);
      cell += char;
    }
    at++;
  }
  expect(quoted).toBe(false);
  expect(cell).toBe("");
  expect(row).toEqual([]);
  return rows;
}

describe("toCsv", () => {
  it("starts with a byte order mark and ends every line with CRLF", () => {
    expect(toCsv(["Name", "E-mail"], [["Abebe", "abebe@example.com"]])).toBe(
      "\uFEFFName,E-mail\r\nAbebe,abebe@example.com\r\n",
    );
    expect(toCsv(["Name"], [])).toBe("\uFEFFName\r\n");
  });

  it("quotes a field with a quote, a comma or a line break, doubling its quotes", () => {
    expect(toCsv(["a"], [["Addis Ababa, Bole"]])).toBe('\uFEFFa\r\n"Addis Ababa, Bole"\r\n');
    expect(toCsv(["a"], [['The "best" candidate']])).toBe(
      '\uFEFFa\r\n"The ""best"" candidate"\r\n',
    );
    expect(toCsv(["a"], [['"']])).toBe('\uFEFFa\r\n""""\r\n');
    expect(toCsv(["a"], [["line one\nline two"]])).toBe('\uFEFFa\r\n"line one\nline two"\r\n');
    expect(toCsv(["a"], [["line one\r\nline two"]])).toBe('\uFEFFa\r\n"line one\r\nline two"\r\n');
    expect(toCsv(["a"], [["plain text; semicolons and 'apostrophes'"]])).toBe(
      "\uFEFFa\r\nplain text; semicolons and 'apostrophes'\r\n",
    );
  });

  it("prefixes every text that starts like a formula with an apostrophe", () => {
    const row = (cell: string) => toCsv(["a"], [[cell]]).split("\r\n")[1];
    expect(row('=HYPERLINK("https://example.com","CV")')).toBe(
      '"\'=HYPERLINK(""https://example.com"",""CV"")"',
    );
    expect(row("=1+1")).toBe("'=1+1");
    expect(row("+251911000000")).toBe("'+251911000000");
    expect(row("-2+3")).toBe("'-2+3");
    expect(row("@SUM(A1:A2)")).toBe("'@SUM(A1:A2)");
    expect(row("\t=1+1")).toBe("'\t=1+1");
    expect(toCsv(["a"], [["\r=1+1"]])).toBe('\uFEFFa\r\n"\'\r=1+1"\r\n');
    // Only the first character counts.
    expect(row("a=1")).toBe("a=1");
    expect(row(" =1")).toBe(" =1");
  });

  it("prefixes the header's cells too", () => {
    expect(toCsv(["=cmd", "Name"], [])).toBe("\uFEFF'=cmd,Name\r\n");
  });

  it("writes numbers as numbers, negative ones too, and null or undefined as nothing", () => {
    expect(toCsv(["a", "b", "c", "d", "e"], [[3, -3, 1.5, null, undefined]])).toBe(
      "\uFEFFa,b,c,d,e\r\n3,-3,1.5,,\r\n",
    );
    expect(toCsv(["a"], [[0]])).toBe("\uFEFFa\r\n0\r\n");
    // The same characters as text are a formula's start, and prefixed.
    expect(toCsv(["a"], [["-3"]])).toBe("\uFEFFa\r\n'-3\r\n");
    // Not numbers a spreadsheet reads: text like any other.
    expect(toCsv(["a", "b"], [[Number.NEGATIVE_INFINITY, Number.NaN]])).toBe(
      "\uFEFFa,b\r\n'-Infinity,NaN\r\n",
    );
  });

  it("keeps Amharic text as it is", () => {
    const name = "አበበ ከበደ";
    const csv = toCsv(["ስም", "ከተማ"], [[name, "አዲስ አበባ"]]);
    expect(csv).toBe("\uFEFFስም,ከተማ\r\nአበበ ከበደ,አዲስ አበባ\r\n");
    expect(Buffer.from(csv, "utf8").subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it("gives back every cell when read, formula cells with their apostrophe", () => {
    const header = ["Name", "Note", "=Header", "Years"];
    const rows = [
      ["Abebe Kebede", 'Says "hello", twice\r\nand again\n', '=HYPERLINK("x")', 5],
      ["አበበ", "", "+1", -3],
      [null, undefined, "@cmd", 0],
      ["\ttabbed", "\rreturned", "-minus", 2.25],
      ["", ",", '"', "'already quoted"],
    ];
    expect(parseCsv(toCsv(header, rows))).toEqual([
      ["Name", "Note", "'=Header", "Years"],
      ["Abebe Kebede", 'Says "hello", twice\r\nand again\n', '\'=HYPERLINK("x")', "5"],
      ["አበበ", "", "'+1", "-3"],
      ["", "", "'@cmd", "0"],
      ["'\ttabbed", "'\rreturned", "'-minus", "2.25"],
      ["", ",", '"', "'already quoted"],
    ]);
  });

  it("is served as UTF-8 CSV", () => {
    expect(CSV_CONTENT_TYPE).toBe("text/csv; charset=utf-8");
  });
});
