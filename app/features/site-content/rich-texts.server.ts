/**
 * The site's long texts (the About text, each sector's overview) as the public pages show them:
 * their Markdown rendered and sanitised once per published document and language.
 */
import type { Locale } from "~/lib/i18n";
import { renderMarkdown } from "~/lib/markdown.server";
import { type SiteDocument, siteRichTexts } from "./site-document";

const rendered = new WeakMap<SiteDocument, Partial<Record<Locale, Record<string, string>>>>();

export function siteRichHtml(
  doc: SiteDocument,
  locale: Locale,
  siteUrl: string,
): Record<string, string> {
  const known = rendered.get(doc) ?? {};
  const cached = known[locale];
  if (cached) return cached;
  const html = Object.fromEntries(
    Object.entries(siteRichTexts(doc, locale)).map(([path, markdown]) => [
      path,
      renderMarkdown(markdown, siteUrl, locale),
    ]),
  );
  known[locale] = html;
  rendered.set(doc, known);
  return html;
}
