import { describe, expect, it } from "vitest";
import { blockLine } from "./blocks";
import { markdownLinks } from "./markdown-links";

describe("a text's addresses", () => {
  it("are its links, images, videos and HTML links, each once", () => {
    expect(
      markdownLinks(
        [
          "Read [the report](https://example.com/r) and [our news](/news/plant-opens).",
          "See https://example.org/bare too, and [the report](https://example.com/r) again.",
          '![The line](/uploads/0123456789abcdef0123456789abcdef-640.jpg "Caption")',
          "::video[Plant tour](https://vimeo.com/1)",
          '<a href="/am/careers">Jobs</a> <img src=\'https://cdn.example.com/a.png\' alt="A">',
          "[Write to us](mailto:info@example.com)",
        ].join("\n\n"),
      ),
    ).toEqual([
      "https://example.com/r",
      "/news/plant-opens",
      "https://example.org/bare",
      "/uploads/0123456789abcdef0123456789abcdef-640.jpg",
      "https://vimeo.com/1",
      "/am/careers",
      "https://cdn.example.com/a.png",
      "mailto:info@example.com",
    ]);
  });

  it("include what blocks lead to: a button, downloads, an image's link, photos, columns' texts", () => {
    const text = [
      blockLine({
        type: "cta",
        data: { heading: "Talk to us", label: "Contact", href: "/contact-us" },
      }),
      blockLine({
        type: "downloads",
        data: { items: [{ href: "/documents/annual-report", name: "Report" }] },
      }),
      blockLine({
        type: "image",
        data: {
          src: "https://img.example/p.jpg",
          alt: "P",
          size: "small",
          align: "left",
          href: "/p",
        },
      }),
      blockLine({
        type: "people",
        data: { people: [{ name: "Abebe", photo: { src: "/uploads/a.jpg" } }, { name: "Sara" }] },
      }),
      blockLine({ type: "columns", data: { columns: ["[One](/one)", "Two, no link"] } }),
    ].join("\n\n");
    expect(markdownLinks(text)).toEqual([
      "/contact-us",
      "/documents/annual-report",
      "https://img.example/p.jpg",
      "/p",
      "/uploads/a.jpg",
      "/one",
    ]);
  });
});
