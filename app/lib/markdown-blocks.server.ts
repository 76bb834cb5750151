/**
 * A block of a rich text (app/lib/blocks.ts) as the page shows it: semantic, accessible HTML
 * built here from the block's checked fields, every value escaped, every address checked again.
 * renderRichText puts it in after sanitising the rest of the text (a marker paragraph stands in
 * its place), as it does a video: the sanitiser never sees, and so never needs to allow, the
 * block's classes, `<details>`, `<dl>` or its photo's focal point.
 */

import { messagesFor } from "~/locales";
import type { Block, BlockData } from "./blocks";
import { escapeHtml } from "./html";
import { DEFAULT_LOCALE, LOCALE_TAGS, type Locale, localizedPath } from "./i18n";

/** An image's `sizes` in each block: the width it is drawn at, by the viewport's width. */
export const BLOCK_IMAGE_SIZES = {
  small: "(min-width: 768px) 240px, calc(100vw - 40px)",
  medium: "(min-width: 768px) 360px, calc(100vw - 40px)",
  full: "(min-width: 768px) 704px, calc(100vw - 40px)",
  gallery: "(min-width: 768px) 232px, calc(50vw - 28px)",
  person: "(min-width: 768px) 220px, calc(50vw - 28px)",
} as const;

export interface BlockImage {
  src: string;
  /** The alt text, escaped for an attribute. */
  altHtml: string;
  sizes: string;
  /** More attributes of the `<img>`, written here (escaped): a class, a focal point. */
  attributes?: string;
}

export interface BlockRenderContext {
  locale?: Locale;
  siteUrl?: string;
  /** The library's `<picture>` for one of its images, or undefined (the `<img>` as it is). */
  picture?: (image: BlockImage) => string | undefined;
  /** The address a gallery's image opens at full size, when it is not its own. */
  fullImage?: (src: string) => string | undefined;
  /** A column's Markdown as safe HTML (blocks left out). */
  richText: (markdown: string) => string;
}

/** An image's address the page may show: one of this site's, or https. */
const IMAGE_ADDRESS = /^(https:\/\/[^\s"'<>\\]+|\/(?![/\\])[^\s"'<>\\]*)$/i;
/** A link the page may hold: this site's, an anchor of it, the web, or an email address. */
const LINK_ADDRESS =
  /^(https?:\/\/[^\s"'<>\\]+|\/(?![/\\])[^\s"'<>\\]*|#[^\s"'<>\\]*|mailto:[^\s"'<>\\]+)$/i;

/** The block's HTML; '' when something in it is not what the page may show. */
export function renderBlock(block: Block, context: BlockRenderContext): string {
  const render = RENDERERS[block.type] as (data: BlockData, context: BlockRenderContext) => string;
  return `${render(block.data, context)}\n`;
}

type Renderers = {
  [T in Block["type"]]: (data: BlockData<T>, context: BlockRenderContext) => string;
};

const RENDERERS: Renderers = {
  image(data, context) {
    const shown = image(context, data.src, data.alt, BLOCK_IMAGE_SIZES[data.size]);
    if (!shown) return "";
    const href = data.href ? link(data.href, context) : undefined;
    const linked = href ? `<a href="${href.href}"${href.rel}>${shown}</a>` : shown;
    const align = data.size === "full" ? "centre" : data.align;
    return `<figure class="blk blk-image blk-image-${data.size} blk-image-${align}">${linked}${caption(data.caption)}</figure>`;
  },

  gallery(data, context) {
    const t = labels(context);
    const items = data.images
      .map((item) => {
        const shown = image(context, item.src, item.alt, BLOCK_IMAGE_SIZES.gallery);
        if (!shown) return "";
        const full = context.fullImage?.(item.src) ?? item.src;
        return `<li><figure><a href="${escapeHtml(full)}" data-lightbox-image>${shown}</a>${caption(item.caption)}</figure></li>`;
      })
      .filter(Boolean);
    if (items.length === 0) return "";
    const dataset = [
      ["viewer", t.viewer],
      ["close", t.close],
      ["previous", t.previous],
      ["next", t.next],
      ["position", t.position],
    ]
      .map(([name, value]) => ` data-${name}="${escapeHtml(value as string)}"`)
      .join("");
    return `<ul class="blk blk-gallery" aria-label="${escapeHtml(t.gallery)}" data-gallery${dataset} data-count="${items.length}">${items.join("")}</ul>`;
  },

  people(data, context) {
    const t = labels(context);
    const cards = data.people.map((person) => {
      const focus = person.photo?.focus;
      const position = focus
        ? ` style="object-position:${percent(focus.x)}% ${percent(focus.y)}%"`
        : "";
      const photo = person.photo
        ? image(
            context,
            person.photo.src,
            person.photo.alt ?? "",
            BLOCK_IMAGE_SIZES.person,
            position,
          )
        : undefined;
      const figure = photo
        ? `<div class="blk-person-photo">${photo}</div>`
        : `<div class="blk-person-photo blk-person-initials" aria-hidden="true">${escapeHtml(initials(person.name))}</div>`;
      const role = person.role ? `<p class="blk-person-role">${escapeHtml(person.role)}</p>` : "";
      const bio = person.bio
        ? `<details class="blk-person-bio"><summary>${escapeHtml(t.biography)}<span class="sr-only">: ${escapeHtml(person.name)}</span></summary><div>${paragraphs(person.bio)}</div></details>`
        : "";
      return `<li class="blk-person">${figure}<div class="blk-person-text"><p class="blk-person-name">${escapeHtml(person.name)}</p>${role}${bio}</div></li>`;
    });
    return `<ul class="blk blk-people" data-count="${cards.length}">${cards.join("")}</ul>`;
  },

  downloads(data, context) {
    const t = labels(context);
    const items = data.items
      .map((item) => {
        const href = link(item.href, context);
        if (!href) return "";
        const kind = item.format?.toUpperCase() || extension(item.href);
        const details = [kind, item.bytes === undefined ? "" : fileSize(item.bytes, context.locale)]
          .filter(Boolean)
          .join(" · ");
        return `<li><a href="${href.href}"${href.rel}><span class="blk-file-icon" aria-hidden="true">${escapeHtml(kind || "↓")}</span><span class="blk-file-text"><span class="blk-file-name">${escapeHtml(item.name)}</span>${details ? `<span class="blk-file-details">${escapeHtml(details)}</span>` : ""}</span><span class="blk-file-action" aria-hidden="true">${escapeHtml(t.download)}</span></a></li>`;
      })
      .filter(Boolean);
    if (items.length === 0) return "";
    const title = data.title ? `<h2>${escapeHtml(data.title)}</h2>` : "";
    return `<div class="blk blk-downloads">${title}<ul>${items.join("")}</ul></div>`;
  },

  cta(data, context) {
    const href = link(data.href, context);
    if (!href) return "";
    const text = data.text ? `<p>${escapeHtml(data.text)}</p>` : "";
    return `<div class="blk blk-cta"><h2>${escapeHtml(data.heading)}</h2>${text}<a class="blk-cta-button" href="${href.href}"${href.rel}>${escapeHtml(data.label)}</a></div>`;
  },

  columns(data, context) {
    const columns = data.columns.map((markdown) => `<div>${context.richText(markdown)}</div>`);
    return `<div class="blk blk-columns" data-count="${columns.length}">${columns.join("")}</div>`;
  },

  quote(data) {
    const who = data.by ? `<cite>${escapeHtml(data.by)}</cite>` : "";
    const role = data.role ? `<span>${escapeHtml(data.role)}</span>` : "";
    const attribution = who || role ? `<figcaption>${who}${role}</figcaption>` : "";
    return `<figure class="blk blk-quote"><blockquote>${paragraphs(data.text)}</blockquote>${attribution}</figure>`;
  },

  figures(data) {
    const figures = data.figures.map(
      (figure) =>
        `<div><dt>${escapeHtml(figure.label)}</dt><dd>${escapeHtml(figure.value)}</dd></div>`,
    );
    return `<dl class="blk blk-figures" data-count="${figures.length}">${figures.join("")}</dl>`;
  },
};

const labels = (context: BlockRenderContext) =>
  messagesFor(context.locale ?? DEFAULT_LOCALE).blocks;

/** An image of a block: the library's `<picture>`, or the `<img>` of its https address. */
function image(
  context: BlockRenderContext,
  src: string,
  alt: string,
  sizes: string,
  attributes = "",
): string | undefined {
  if (!IMAGE_ADDRESS.test(src)) return undefined;
  const altHtml = escapeHtml(alt);
  return (
    context.picture?.({ src, altHtml, sizes, attributes }) ??
    `<img src="${escapeHtml(src)}" alt="${altHtml}"${attributes} loading="lazy" decoding="async">`
  );
}

/** A link's address, in the page's language when it is one of the site's pages. */
function link(
  address: string,
  context: BlockRenderContext,
): { href: string; rel: string } | undefined {
  if (!LINK_ADDRESS.test(address)) return undefined;
  let href = address;
  let external = false;
  if (address.startsWith("/") && !address.startsWith("/uploads/")) {
    href = localizedPath(address, context.locale ?? DEFAULT_LOCALE);
  } else if (/^https?:/i.test(address)) {
    try {
      const own = context.siteUrl ? new URL(context.siteUrl).host : undefined;
      external = new URL(address).host !== own;
    } catch {
      return undefined;
    }
  }
  return { href: escapeHtml(href), rel: external ? ' rel="noopener noreferrer"' : "" };
}

function caption(text: string | undefined): string {
  return text ? `<figcaption>${escapeHtml(text)}</figcaption>` : "";
}

/** A plain text's paragraphs (a blank line between them), a single line break kept. */
function paragraphs(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, "<br>")}</p>`)
    .join("");
}

function percent(value: number): string {
  return String(Math.round(Math.min(100, Math.max(0, value)) * 10) / 10);
}

/** 'AK' for Abebe Kebede: the card of someone without a photo. */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? "")
    .join("")
    .toUpperCase();
}

/** 'PDF' for a file named `….pdf`, '' when the address does not say. */
function extension(href: string): string {
  const match = /\.([a-z0-9]{2,5})(?:[?#].*)?$/i.exec(href);
  return match ? (match[1] as string).toUpperCase() : "";
}

/** '2.4 MB', '830 KB', in the page's digits. */
export function fileSize(bytes: number, locale: Locale = DEFAULT_LOCALE): string {
  const number = (value: number, digits: number) =>
    value.toLocaleString(LOCALE_TAGS[locale].intl, { maximumFractionDigits: digits });
  return bytes >= 1024 * 1024
    ? `${number(bytes / 1024 / 1024, 1)} MB`
    : `${number(Math.max(1, Math.round(bytes / 1024)), 0)} KB`;
}
