import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";
import { ALLOWED_TAGS } from "./markdown-tags";

const marked = new Marked({ gfm: true, breaks: false, async: false });

/**
 * Renders an article's Markdown to HTML that is safe to insert into a page: only the listed tags
 * and attributes survive; links and images accept http(s) (and mailto for links) only, so no
 * `javascript:` or `data:` URL; no scripts, styles or event handlers; links to other sites open
 * with rel="noopener noreferrer". An `# h1` becomes `<h2>`: the page's title is its only h1.
 */
export function renderMarkdown(markdown: string, siteUrl?: string): string {
  const html = marked.parse(markdown) as string;
  const ownHost = siteUrl ? new URL(siteUrl).host : undefined;
  const allowedLink = /^(https?:|mailto:|\/(?!\/)|#|\.)/i;
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      a: ["href", "title", "rel", "target"],
      img: ["src", "alt", "title", "width", "height", "loading"],
      code: ["class"],
      th: ["class"],
      td: ["class"],
    },
    allowedSchemes: ["http", "https", "mailto"],
    allowedSchemesByTag: { img: ["http", "https"] },
    allowProtocolRelative: false,
    transformTags: {
      h1: "h2",
      a: (tagName, attribs) => {
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
      img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy" } }),
      // A column's alignment (`| :-: |`) as a class: HTML no longer has an `align` attribute.
      th: alignedCell,
      td: alignedCell,
    },
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
