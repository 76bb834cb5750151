import { Marked, type Parser, type Token, type Tokens } from "marked";
import sanitizeHtml from "sanitize-html";
import { escapeHtml } from "./html";
import type { Locale } from "./i18n";
import { blockExtension } from "./markdown-blocks";
import { type BlockImage, renderBlock } from "./markdown-blocks.server";
import { ALLOWED_TAGS } from "./markdown-tags";
import type { RichTextPart } from "./markdown-video";
import { videoExtension } from "./markdown-video";

export type { RichTextPart };

export interface MarkdownOptions {
  siteUrl?: string;
  /**
   * A `<picture>` (AVIF and WebP sizes) for an image of this site's media library, by its
   * address; undefined for any other image, which is shown as it is. `altHtml` is the alt text
   * escaped for an attribute.
   */
  picture?: (image: { src: string; altHtml: string } & Partial<BlockImage>) => string | undefined;
  /** The address a gallery's image opens at full size, for an image of the media library. */
  fullImage?: (src: string) => string | undefined;
  /** The page's language: the words the blocks add ('Biography', 'Next image'). */
  locale?: Locale;
  /** A column of a columns block: its blocks are left out, a video is a link. */
  inColumn?: boolean;
}

/**
 * Renders a stored text's Markdown to HTML that is safe to insert into a page: only the listed
 * tags and attributes survive; links and images accept http(s) (and mailto for links) only, so
 * no `javascript:` or `data:` URL; no scripts, styles or event handlers; links to other sites
 * open with rel="noopener noreferrer". An `# h1` becomes `<h2>`: the page's title is its only
 * h1. An image on a line of its own is a `<figure>`, its Markdown title the caption; every image
 * loads lazily (the text is below the fold). A video line (`::video[Title](address)`) splits the
 * text into parts, the page drawing the video's player between them. A block line
 * (`::people{…}`, app/lib/blocks.ts) is drawn by markdown-blocks.server.ts and put in after
 * sanitising; an invalid one, or one that is not at the text's top level, shows nothing.
 */
export function renderRichText(markdown: string, options: MarkdownOptions = {}): RichTextPart[] {
  const videos: { src: string; title: string }[] = [];
  const blocks: string[] = [];
  // A marker no text can forge: it carries this render's random number.
  const nonce = Math.random().toString(36).slice(2);
  const marked = new Marked({ gfm: true, breaks: false, async: false });
  const image = (token: Tokens.Image, parser: Parser) => {
    // The alt text's words, as marked writes them (escaped, without their Markdown).
    const altHtml = token.tokens
      ? parser.parseInline(token.tokens, parser.textRenderer)
      : escapeHtml(token.text);
    return (
      options.picture?.({ src: token.href, altHtml }) ??
      `<img src="${escapeHtml(token.href)}" alt="${altHtml}" loading="lazy" decoding="async">`
    );
  };
  // Only a video on a line of the text's own is a player: one in a list or a quote is a link.
  let topLevel = new Set<unknown>();
  marked.use({
    extensions: [
      videoExtension((token) => {
        if (!topLevel.has(token) || options.inColumn) {
          return `<p><a href="${escapeHtml(token.src)}">${escapeHtml(token.title || token.src)}</a></p>\n`;
        }
        videos.push({ src: token.src, title: token.title });
        return `<p>rich-text-video-${nonce}-${videos.length - 1}</p>\n`;
      }),
      blockExtension((token) => {
        if (!token.parsed.ok || !topLevel.has(token) || options.inColumn) return "";
        const html = renderBlock(token.parsed.block, {
          locale: options.locale,
          siteUrl: options.siteUrl,
          picture: options.picture,
          fullImage: options.fullImage,
          richText: (column) =>
            renderRichText(column, { ...options, inColumn: true })
              .map((part) => ("html" in part ? part.html : ""))
              .join(""),
        });
        if (!html.trim()) return "";
        blocks.push(html);
        return `<p>rich-text-block-${nonce}-${blocks.length - 1}</p>\n`;
      }),
    ],
    renderer: {
      image(token) {
        return image(token, this.parser);
      },
      paragraph(token) {
        // An image alone on its line, or a link that is an image alone on its line: a figure,
        // with the image's title as the caption.
        const alone = (tokens: Token[]) =>
          tokens.filter((t) => !(t.type === "text" && t.raw.trim() === ""));
        const only = alone(token.tokens);
        if (only.length !== 1) return false;
        const [first] = only as [Token];
        const linked = first.type === "link" ? alone((first as Tokens.Link).tokens) : [];
        const picture = (
          first.type === "image"
            ? first
            : linked.length === 1 && linked[0]?.type === "image"
              ? linked[0]
              : undefined
        ) as Tokens.Image | undefined;
        if (!picture) return false;
        const caption = picture.title
          ? `<figcaption>${escapeHtml(picture.title)}</figcaption>`
          : "";
        const shown =
          first === picture ? image(picture, this.parser) : this.parser.parseInline([first]);
        return `<figure>${shown}${caption}</figure>\n`;
      },
    },
  });
  const tokens = marked.lexer(markdown);
  topLevel = new Set(tokens);
  // Each block's HTML, built and escaped by its renderer, where its marker stood.
  const html = sanitize(marked.parser(tokens) as string, options.siteUrl).replace(
    new RegExp(`<p>rich-text-block-${nonce}-(\\d+)</p>`, "g"),
    (_marker, index: string) => blocks[Number(index)] ?? "",
  );
  const parts: RichTextPart[] = [];
  const marker = new RegExp(`<p>rich-text-video-${nonce}-(\\d+)</p>`, "g");
  let at = 0;
  for (const match of html.matchAll(marker)) {
    const before = html.slice(at, match.index).replace(/^\n+/, "");
    if (before.trim()) parts.push({ html: before });
    const video = videos[Number(match[1])];
    if (video) parts.push({ video });
    at = (match.index ?? 0) + match[0].length;
  }
  const rest = html.slice(at).replace(/^\n+/, "");
  if (rest.trim() || parts.length === 0) parts.push({ html: rest });
  return parts;
}

/** The text as one piece of HTML (a video as a link to it): feeds, previews of plain HTML. */
export function renderMarkdown(markdown: string, siteUrl?: string, locale?: Locale): string {
  return renderRichText(markdown, { siteUrl, locale })
    .map((part) =>
      "html" in part
        ? part.html
        : sanitize(
            `<p><a href="${escapeHtml(part.video.src)}">${escapeHtml(part.video.title || part.video.src)}</a></p>\n`,
            siteUrl,
          ),
    )
    .join("");
}

function sanitize(html: string, siteUrl: string | undefined): string {
  const ownHost = siteUrl ? new URL(siteUrl).host : undefined;
  const allowedLink = /^(https?:|mailto:|\/(?!\/)|#|\.)/i;
  return sanitizeHtml(html, {
    allowedTags: [...ALLOWED_TAGS, "figure", "figcaption", "picture", "source"],
    // sanitize-html's void elements, and `source`.
    selfClosing: ["img", "br", "hr", "area", "base", "basefont", "input", "link", "meta", "source"],
    allowedAttributes: {
      a: ["href", "title", "rel", "target"],
      img: ["src", "alt", "title", "width", "height", "loading", "decoding"],
      source: ["srcset", "type", "sizes"],
      code: ["class"],
      // A numbered list that does not start at 1 ('3. Third') keeps its numbers.
      ol: ["start"],
      th: ["class"],
      td: ["class"],
    },
    allowedSchemes: ["http", "https", "mailto"],
    allowedSchemesByTag: { img: ["http", "https"] },
    allowProtocolRelative: false,
    transformTags: {
      h1: "h2",
      // A list's first number, when it is one.
      ol: (tagName, attribs) => {
        const start = attribs.start ?? "";
        return { tagName, attribs: /^\d{1,9}$/.test(start) ? { start } : ({} as typeof attribs) };
      },
      a: (tagName, attribs) => {
        // `/\\host` is another site to a browser, as `//host` is (which sanitize-html drops).
        if (/^\s*[/\\][/\\]/.test(attribs.href ?? "")) {
          const { href: _href, ...safe } = attribs;
          return { tagName, attribs: safe };
        }
        // Only hrefs the scheme check below will keep decide whether the link is external.
        const href = allowedLink.test(attribs.href ?? "") ? (attribs.href ?? "") : "";
        let external = false;
        try {
          const url = new URL(href, siteUrl ?? "http://localhost");
          external = /^https?:$/.test(url.protocol) && url.host !== (ownHost ?? "localhost");
        } catch {
          external = false;
        }
        const { target: _target, rel: _rel, ...rest } = attribs;
        return {
          tagName,
          attribs:
            external && href ? { ...rest, rel: "noopener noreferrer", target: "_blank" } : rest,
        };
      },
      img: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, loading: "lazy", decoding: "async" },
      }),
      // A column's alignment (`| :-: |`) as a class: HTML no longer has an `align` attribute.
      th: alignedCell,
      td: alignedCell,
    },
    // A bullet or a paragraph with nothing in it (a list item left empty, a blank line pasted
    // as `<p>&nbsp;</p>`) shows as a bare bullet or a gap: left out.
    exclusiveFilter: (frame) =>
      (frame.tag === "li" || frame.tag === "p") &&
      frame.text.trim() === "" &&
      frame.mediaChildren.length === 0,
    allowedClasses: {
      code: [/^language-[\w-]+$/],
      th: [/^align-(left|center|right)$/],
      td: [/^align-(left|center|right)$/],
    },
  });
}

function alignedCell(tagName: string, attribs: sanitizeHtml.Attributes) {
  const { align, class: _class, ...rest } = attribs;
  return {
    tagName,
    attribs:
      align && /^(left|center|right)$/.test(align) ? { ...rest, class: `align-${align}` } : rest,
  };
}
