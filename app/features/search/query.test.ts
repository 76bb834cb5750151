import { describe, expect, it } from "vitest";
import { framedSnippet, MARK_END, MARK_START, snippetParts } from "./query";

const marked = (word: string) => `${MARK_START}${word}${MARK_END}`;

const TEXT =
  "Addis Investment Group opened its copper plant in Sululta this week. The plant refines ore from the concession and employs two hundred people from the town. Exports start next year.";

describe("a search snippet", () => {
  it("begins with '…' when it starts mid-sentence, and ends with one when the text goes on", () => {
    const excerpt = `refines ore from the concession and employs two hundred ${marked("people")}`;
    const shown = framedSnippet(excerpt, TEXT.slice(0, 160), TEXT.slice(-160));
    expect(shown).toBe(`… ${excerpt} …`);
    expect(snippetParts(shown)[0]?.text.startsWith("… refines")).toBe(true);
  });

  it("has no '…' where it is the text's own start or end", () => {
    const whole = `Addis Investment Group opened its ${marked("copper")} plant`;
    expect(framedSnippet(whole, TEXT.slice(0, 160), TEXT.slice(-160))).toBe(`${whole} …`);
    const ending = `from the town. ${marked("Exports")} start next year`;
    expect(framedSnippet(ending, TEXT.slice(0, 160), TEXT.slice(-160))).toBe(`… ${ending}`);
    const short = `${marked("Copper")} for the grid.`;
    expect(framedSnippet(short, "Copper for the grid.", "Copper for the grid.")).toBe(short);
  });

  it("compares words, not the spacing or the punctuation at the ends", () => {
    const text = "  Copper\n\nfor the   grid, and zinc.  ";
    expect(framedSnippet(`${marked("Copper")} for the grid, and zinc`, text, text)).toBe(
      `${marked("Copper")} for the grid, and zinc`,
    );
    expect(framedSnippet("ኢትዮጵያ ውስጥ", "የመዳብ ፋብሪካ ኢትዮጵያ ውስጥ", "የመዳብ ፋብሪካ ኢትዮጵያ ውስጥ")).toBe(
      "… ኢትዮጵያ ውስጥ",
    );
  });

  it("is left alone when empty", () => {
    expect(framedSnippet("", "Text", "Text")).toBe("");
  });
});
