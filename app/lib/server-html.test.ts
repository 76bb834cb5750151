import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { serverHtmlMarker, spliceServerHtml } from "./server-html.server";

async function run(chunks: string[], islands: Map<string, string>) {
  let out = "";
  for await (const chunk of Readable.from(chunks.map((c) => Buffer.from(c))).pipe(
    spliceServerHtml(islands),
  )) {
    out += chunk.toString();
  }
  return out;
}

describe("spliceServerHtml", () => {
  const islands = new Map([["rows", "<li>One</li><li>Two</li>"]]);
  const page = `<main><ul>${serverHtmlMarker("rows")}</ul><!-- other --></main>`;

  it("puts the island's HTML where its marker is", async () => {
    expect(await run([page], islands)).toBe(
      "<main><ul><li>One</li><li>Two</li></ul><!-- other --></main>",
    );
  });

  it("finds a marker split across chunks, wherever the split falls", async () => {
    for (let cut = 1; cut < page.length; cut++) {
      expect(await run([page.slice(0, cut), page.slice(cut)], islands)).toBe(
        "<main><ul><li>One</li><li>Two</li></ul><!-- other --></main>",
      );
    }
  });

  it("leaves a page without markers unchanged, and HTML with $ patterns literal", async () => {
    expect(await run(["<p>a < b</p>"], islands)).toBe("<p>a < b</p>");
    expect(await run([page], new Map([["rows", "$& $1 $$"]]))).toContain("<ul>$& $1 $$</ul>");
  });
});
