import { describe, expect, it } from "vitest";
import { type Block, blockLine } from "./blocks";
import { renderMarkdown, renderRichText } from "./markdown.server";
import { fileSize } from "./markdown-blocks.server";
import { richTextProblem, SECTION_TEXT_PROBLEM } from "./markdown-check.server";
import { markdownText } from "./markdown-text";

const html = (markdown: string, locale?: "en" | "am" | "om") =>
  renderRichText(markdown, { locale, siteUrl: "https://example.et" })
    .map((part) => ("html" in part ? part.html : `[video ${part.video.src}]`))
    .join("")
    .trimEnd();

const line = (block: Block) => blockLine(block);

const people: Block = {
  type: "people",
  data: {
    people: [
      {
        name: "Abebe Kebede",
        role: "Chief Executive",
        bio: "Twenty years in industry.\n\nBoard member since 2019.",
        photo: {
          src: "/uploads/0123456789abcdef0123456789abcdef-1920.jpg",
          focus: { x: 30, y: 20 },
        },
      },
      { name: "Hana Tesfaye", role: "Chief Financial Officer" },
    ],
  },
};

describe("a block line in a rich text", () => {
  it("renders people as cards: name, role, the photo on its focal point, a biography that opens", () => {
    const out = html(`Our team.\n\n${line(people)}\n\nMore text.`);
    expect(out).toContain('<ul class="blk blk-people" data-count="2">');
    expect(out).toContain('<p class="blk-person-name">Abebe Kebede</p>');
    expect(out).toContain('<p class="blk-person-role">Chief Executive</p>');
    expect(out).toContain('style="object-position:30% 20%"');
    expect(out).toContain(
      '<details class="blk-person-bio"><summary>Biography<span class="sr-only">: Abebe Kebede</span></summary><div><p>Twenty years in industry.</p><p>Board member since 2019.</p></div></details>',
    );
    // Someone without a photo: their initials, hidden from screen readers (the name is there).
    expect(out).toContain(
      '<div class="blk-person-photo blk-person-initials" aria-hidden="true">HT</div>',
    );
    // The text around it renders as before.
    expect(out).toMatch(
      /^<p>Our team\.<\/p>\n<ul class="blk blk-people"[\s\S]*<p>More text\.<\/p>$/,
    );
  });

  it("escapes every value and refuses addresses that are not the site's or https", () => {
    const hostile = `::quote${JSON.stringify({
      text: '<script>alert(1)</script>" onmouseover="x',
      by: "<img src=x onerror=alert(1)>",
    })}`;
    const out = html(hostile);
    expect(out).not.toContain("<script>");
    expect(out).not.toContain("<img src=x");
    expect(out).toContain("&lt;script&gt;alert(1)&lt;/script&gt;&quot; onmouseover=&quot;x");
    const link = `::cta${JSON.stringify({ heading: "Go", label: "Now", href: "javascript:alert(1)" })}`;
    expect(html(link)).toBe("");
    const image = `::image${JSON.stringify({ src: "//evil.example/x.png", alt: "x", size: "small", align: "left" })}`;
    expect(html(image)).toBe("");
    // A marker typed into the text is text, not a block.
    expect(html("<p>rich-text-block-abc-0</p>")).not.toContain("blk");
  });

  it("renders nothing for an invalid block, or one inside a list or a quote", () => {
    expect(html(`::people{"people":[{"role":"No name"}]}`)).toBe("");
    expect(html("::gallery{not json}")).toBe("");
    expect(html(`Before\n\n::figures{"figures":[]}\n\nAfter`)).toBe("<p>Before</p>\n<p>After</p>");
    expect(html(`> ${line(people)}`)).not.toContain("blk-people");
  });

  it("renders a sized, aligned image with its caption, and a link when it has one", () => {
    const out = html(
      line({
        type: "image",
        data: {
          src: "https://example.org/a.jpg",
          alt: "A plant",
          caption: "Adama",
          size: "medium",
          align: "left",
          href: "/about",
        },
      }),
      "am",
    );
    expect(out).toBe(
      '<figure class="blk blk-image blk-image-medium blk-image-left"><a href="/am/about"><img src="https://example.org/a.jpg" alt="A plant" loading="lazy" decoding="async"></a><figcaption>Adama</figcaption></figure>',
    );
  });

  it("renders a gallery as links to each image, with the viewer's words in the page's language", () => {
    const gallery: Block = {
      type: "gallery",
      data: {
        images: [
          { src: "https://example.org/1.jpg", alt: "One", caption: "First" },
          { src: "https://example.org/2.jpg", alt: "Two" },
        ],
      },
    };
    const en = html(line(gallery));
    expect(en).toContain(
      '<a href="https://example.org/1.jpg" data-lightbox-image><img src="https://example.org/1.jpg" alt="One"',
    );
    expect(en).toContain('data-next="Next image"');
    expect(en).toContain('data-position="{n} of {m}"');
    expect(en).toContain("<figcaption>First</figcaption>");
    expect(html(line(gallery), "am")).toContain('data-close="ዝጋ"');
    expect(html(line(gallery), "om")).toContain('data-next="Suuraa itti aanu"');
    expect(html(line(people), "am")).toContain("<summary>የሕይወት ታሪክ");
    expect(html(line(people), "om")).toContain("<summary>Seenaa jireenyaa");
  });

  it("renders downloads with their type and size, a call to action, a quote and key figures", () => {
    const downloads = html(
      line({
        type: "downloads",
        data: {
          title: "Reports",
          items: [
            {
              href: "/documents/annual-report-2025",
              name: "Annual report",
              format: "pdf",
              bytes: 2_516_582,
            },
          ],
        },
      }),
    );
    expect(downloads).toContain("<h2>Reports</h2>");
    expect(downloads).toContain('<a href="/documents/annual-report-2025">');
    expect(downloads).toContain(
      '<span class="blk-file-name">Annual report</span><span class="blk-file-details">PDF · 2.4 MB</span>',
    );
    expect(downloads).toContain('<span class="blk-file-action" aria-hidden="true">Download</span>');

    const cta = html(
      line({
        type: "cta",
        data: {
          heading: "Invest with us",
          text: "Talk to our team.",
          label: "Contact us",
          href: "/#contact",
        },
      }),
      "om",
    );
    expect(cta).toBe(
      '<div class="blk blk-cta"><h2>Invest with us</h2><p>Talk to our team.</p><a class="blk-cta-button" href="/om#contact">Contact us</a></div>',
    );
    const external = html(
      line({
        type: "cta",
        data: { heading: "Read", label: "Report", href: "https://other.example/r" },
      }),
    );
    expect(external).toContain('href="https://other.example/r" rel="noopener noreferrer"');

    expect(
      html(line({ type: "quote", data: { text: "We build.", by: "Abebe Kebede", role: "CEO" } })),
    ).toBe(
      '<figure class="blk blk-quote"><blockquote><p>We build.</p></blockquote><figcaption><cite>Abebe Kebede</cite><span>CEO</span></figcaption></figure>',
    );
    expect(
      html(
        line({
          type: "figures",
          data: { figures: [{ value: "3,140+", label: "Permanent jobs" }] },
        }),
      ),
    ).toBe(
      '<dl class="blk blk-figures" data-count="1"><div><dt>Permanent jobs</dt><dd>3,140+</dd></div></dl>',
    );
  });

  it("renders each column's Markdown as a sanitised text, leaving out a block inside one", () => {
    const out = html(
      line({
        type: "columns",
        data: {
          columns: [`**Bold** text\n\n${line(people)}`, "- one\n- two\n\n<script>x</script>"],
        },
      }),
    );
    expect(out).toBe(
      '<div class="blk blk-columns" data-count="2"><div><p><strong>Bold</strong> text</p>\n</div><div><ul>\n<li>one</li>\n<li>two</li>\n</ul>\n</div></div>',
    );
  });

  it("keeps blocks in the one-piece HTML of feeds and the site's section texts", () => {
    expect(renderMarkdown(line(people), undefined, "en")).toContain("blk-people");
  });

  it("says a file's size as readers do, in the page's digits", () => {
    expect(fileSize(2_516_582)).toBe("2.4 MB");
    expect(fileSize(850_000)).toBe("830 KB");
    expect(fileSize(10)).toBe("1 KB");
  });
});

describe("a block's words", () => {
  const gallery: Block = {
    type: "gallery",
    data: {
      images: [
        {
          src: "/uploads/0123456789abcdef0123456789abcdef-640.jpg",
          alt: "The line",
          caption: "Adama",
        },
        { src: "https://example.org/2.jpg", alt: "The yard" },
      ],
    },
  };
  it("name the block by its kind in history, with its words", () => {
    expect(markdownText(`Intro.\n\n${line(people)}\n\n${line(gallery)}`)).toBe(
      "Intro.\n\n[People: Abebe Kebede, Chief Executive: Twenty years in industry.\n\nBoard member since 2019.; Hana Tesfaye, Chief Financial Officer]\n\n[Gallery: 2 images: The line — Adama, The yard]",
    );
    expect(
      markdownText(
        line({ type: "cta", data: { heading: "Invest", label: "Contact us", href: "/#contact" } }),
      ),
    ).toBe("[Call to action: Invest — Contact us]");
    expect(
      markdownText(line({ type: "columns", data: { columns: ["**One** [link](/a)", "Two"] } })),
    ).toBe("[Columns: One link | Two]");
  });

  it("for search, are its words only: no addresses, no keys, no kind", () => {
    const words = markdownText(`${line(people)}\n\n${line(gallery)}`, { labels: false });
    expect(words).toContain("Abebe Kebede");
    expect(words).toContain("Adama");
    expect(words).not.toMatch(/uploads|people|photo|"|People/);
  });
});

describe("the server's check of a block", () => {
  it("refuses an invalid block with the block and the field named", () => {
    const two = `::people${JSON.stringify({ people: [{ name: "Abebe" }, { name: " ", role: "CFO" }] })}`;
    expect(richTextProblem(`Text\n\n${two}`)).toBe("People block, person 2: Name is required");
    const noAlt = `::image${JSON.stringify({ src: "/uploads/0123456789abcdef0123456789abcdef-640.jpg", alt: "", size: "small", align: "left" })}`;
    expect(richTextProblem(noAlt)).toBe("Image block: Alt text is required");
    expect(richTextProblem("::gallery{oops}")).toBe("Gallery block: its data is damaged");
    expect(richTextProblem(line(people))).toBeUndefined();
  });

  it("allows blocks in the site's section texts, holding a column to the section's rules", () => {
    expect(richTextProblem(`About us.\n\n${line(people)}`, { section: true })).toBeUndefined();
    const heading = line({ type: "columns", data: { columns: ["## Heading", "Text"] } });
    expect(richTextProblem(heading, { section: true })).toBe(
      `Columns block, column 1: ${SECTION_TEXT_PROBLEM}`,
    );
    expect(richTextProblem(heading)).toBeUndefined();
  });
});
