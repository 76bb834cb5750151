import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./markdown.server";

describe("renderMarkdown", () => {
  it("renders ordinary Markdown", () => {
    const html = renderMarkdown("# Title\n\nSome **bold** and *em* text.\n\n- one\n- two");
    expect(html).toContain("<h2>Title</h2>");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain("<li>one</li>");
  });

  it("aligns table columns with a class, never the obsolete align attribute", () => {
    const html = renderMarkdown(
      "| Mine | Tonnes | Share |\n| :--- | ---: | :-: |\n| Gedo | 1,200 | 40% |\n\n" +
        '<table><tr><td align="justify" class="evil">x</td><th class="align-center">y</th></tr></table>',
    );
    expect(html).not.toMatch(/\balign=/);
    expect(html).toContain('<th class="align-left">Mine</th>');
    expect(html).toContain('<th class="align-right">Tonnes</th>');
    expect(html).toContain('<td class="align-center">40%</td>');
    // Only the three alignments, and only from the column's colons: no other class gets in.
    expect(html).toContain("<td>x</td>");
    expect(html).toContain("<th>y</th>");
  });

  it("removes scripts, event handlers and dangerous URLs", () => {
    const html = renderMarkdown(
      [
        "<script>alert(1)</script>",
        '<img src=x onerror="alert(1)">',
        "[click](javascript:alert(1))",
        "[data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
        '<a href="JaVaScRiPt:alert(1)">x</a>',
        "![img](data:image/png;base64,AAAA)",
        '<iframe src="https://evil.example"></iframe>',
        '<p style="position:fixed" onclick="alert(1)">styled</p>',
        '<svg onload="alert(1)"></svg>',
      ].join("\n\n"),
    );
    expect(html).not.toMatch(
      /<script|onerror|onclick|onload|javascript:|data:|<iframe|style=|<svg/i,
    );
    expect(html).toContain("styled");
  });

  it("marks links to other sites noopener noreferrer, and leaves our own alone", () => {
    const html = renderMarkdown(
      "[other](https://example.org/a) and [ours](https://aig.example/news) and [rel](/sector/mining)",
      "https://aig.example",
    );
    expect(html).toContain(
      '<a href="https://example.org/a" rel="noopener noreferrer" target="_blank">other</a>',
    );
    expect(html).toContain('<a href="https://aig.example/news">ours</a>');
    expect(html).toContain('<a href="/sector/mining">rel</a>');
  });
});
