import { describe, expect, it } from "vitest";
import { MARKDOWN_CORPUS } from "../../tests/support/markdown-corpus";
import BEFORE from "../../tests/support/markdown-corpus.before.json";
import { renderMarkdown, renderRichText } from "./markdown.server";

describe("renderMarkdown", () => {
  it("renders ordinary Markdown", () => {
    const html = renderMarkdown("# Title\n\nSome **bold** and *em* text.\n\n- one\n- two");
    expect(html).toContain("<h2>Title</h2>");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain("<li>one</li>");
  });

  it("shows an image that is a link as a figure with its caption, the link around the image", () => {
    const html = renderMarkdown(
      '[![A plant](/uploads/0123456789abcdef0123456789abcdef-640.jpg "The new plant")](https://example.com/plant)',
    );
    expect(html).toMatch(
      /^<figure><a href="https:\/\/example.com\/plant"[^>]*><img src="\/uploads\/0123456789abcdef0123456789abcdef-640.jpg" alt="A plant"[^>]*><\/a><figcaption>The new plant<\/figcaption><\/figure>/,
    );
  });

  it("leaves out a bullet or a paragraph with nothing in it", () => {
    const html = renderMarkdown(
      "Intro.\n\n- one\n-\n- two\n- \n\n1. first\n2.\n\n<p>&nbsp;</p>\n\n<p><br></p>\n\n- ![A plant](/plant.jpg)\n",
    );
    expect(html).not.toMatch(/<li>\s*<\/li>|<p>\s*<\/p>|<p>&nbsp;<\/p>|<p><br \/><\/p>/);
    expect(html).toMatch(/<li>one<\/li>\s*<li>two<\/li>\s*<\/ul>/);
    expect(html).toContain("<li>first</li>");
    // An item with only an image in it is not empty.
    expect(html).toMatch(/<li><img src="\/plant.jpg" alt="A plant"/);
  });

  it("keeps a numbered list's first number", () => {
    expect(renderMarkdown("3. Third\n4. Fourth\n")).toContain('<ol start="3">');
    expect(renderMarkdown('<ol start="x" onclick="alert(1)"><li>a</li></ol>')).not.toMatch(
      /onclick|start="x"/,
    );
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

  it("renders the texts written before the editor as it did; an image on its own line is now a figure", () => {
    for (const [name, markdown] of Object.entries(MARKDOWN_CORPUS)) {
      const before = (BEFORE as Record<string, string>)[name] ?? "";
      // The one intended change: `<p><img …></p>` is a `<figure>` (the title its caption), and
      // every image is decoded off the main thread.
      const upgraded = before.replace(
        /<p><img src="([^"]*)" alt="([^"]*)"(?: title="([^"]*)")? loading="lazy" \/><\/p>/g,
        (_, src: string, alt: string, title: string | undefined) =>
          `<figure><img src="${src}" alt="${alt}" loading="lazy" decoding="async" />${title ? `<figcaption>${title}</figcaption>` : ""}</figure>`,
      );
      expect(renderMarkdown(markdown, "https://aig.example"), name).toBe(upgraded);
    }
  });

  it("splits a text at its videos, which no text can forge", () => {
    const parts = renderRichText(
      [
        "Before the video.",
        "::video[The plant \\[2026\\]](https://www.youtube.com/watch?v=abcdefghijk)",
        "<p>rich-text-video-0-0</p>",
        "::video[](/uploads/0123456789abcdef0123456789abcdef.mp4)",
        "After.",
      ].join("\n\n"),
    );
    expect(parts).toEqual([
      { html: "<p>Before the video.</p>\n" },
      {
        video: { src: "https://www.youtube.com/watch?v=abcdefghijk", title: "The plant [2026]" },
      },
      { html: "<p>rich-text-video-0-0</p>" },
      { video: { src: "/uploads/0123456789abcdef0123456789abcdef.mp4", title: "" } },
      { html: "<p>After.</p>\n" },
    ]);
    // As one piece of HTML (feeds): a video is a link to it.
    expect(renderMarkdown("::video[Tour](https://vimeo.com/123)")).toBe(
      '<p><a href="https://vimeo.com/123" rel="noopener noreferrer" target="_blank">Tour</a></p>\n',
    );
  });

  it("draws an image of the library as the caller's picture, inside a sentence too", () => {
    const picture = ({ src, altHtml }: { src: string; altHtml: string }) =>
      src.startsWith("/uploads/")
        ? `<picture><source type="image/avif" srcset="/uploads/a-640.avif 640w" sizes="100vw"><img src="${src}" alt="${altHtml}" width="640" height="480" onerror="alert(1)"></picture>`
        : undefined;
    const [part] = renderRichText(
      '![A plant](/uploads/a-1920.jpg "The plant")\n\nSee ![a logo](/uploads/b-640.png) here.',
      { picture },
    );
    expect(part).toEqual({
      html:
        '<figure><picture><source type="image/avif" srcset="/uploads/a-640.avif 640w" sizes="100vw" /><img src="/uploads/a-1920.jpg" alt="A plant" width="640" height="480" loading="lazy" decoding="async" /></picture><figcaption>The plant</figcaption></figure>\n' +
        '<p>See <picture><source type="image/avif" srcset="/uploads/a-640.avif 640w" sizes="100vw" /><img src="/uploads/b-640.png" alt="a logo" width="640" height="480" loading="lazy" decoding="async" /></picture> here.</p>\n',
    });
  });

  it("writes an image's alt text as words, and a video inside a list or quote as a link", () => {
    expect(renderMarkdown("![AT&amp;T *logo* a\\_b](https://x.example/l.png)")).toBe(
      '<figure><img src="https://x.example/l.png" alt="AT&amp;T logo a_b" loading="lazy" decoding="async" /></figure>\n',
    );
    const parts = renderRichText("> q\n>\n> ::video[T](https://youtu.be/abcdefghijk)\n>\n> after");
    expect(parts).toHaveLength(1);
    expect(parts[0]).toEqual({
      html: '<blockquote>\n<p>q</p>\n<p><a href="https://youtu.be/abcdefghijk" rel="noopener noreferrer" target="_blank">T</a></p>\n<p>after</p>\n</blockquote>\n',
    });
    // A Markdown link's backslash is percent-encoded (a path of this site); an HTML one is dropped.
    expect(renderMarkdown('[x](/\\evil.example) <a href="/\\evil.example">y</a>')).toBe(
      '<p><a href="/%5Cevil.example">x</a> <a>y</a></p>\n',
    );
  });
});
