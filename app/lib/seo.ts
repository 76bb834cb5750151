import type { MetaDescriptor } from "react-router";
import { DEFAULT_LOCALE, LOCALE_TAGS, LOCALES, type Locale, localizedPath } from "./i18n";

export interface PageMetaInput {
  /** The page's own title; the home page passes none and gets the site name alone. */
  title?: string;
  description: string;
  /** The page's English path, e.g. "/sector/mining" (the language's prefix is added). */
  path: string;
  /** The page's language (English when not given). */
  locale?: Locale;
  siteName: string;
  /** The public origin, without a trailing slash. */
  siteUrl: string;
  /** A path or absolute URL of the sharing image. */
  image?: string;
  /** The site's own sharing image, for a page without one (else DEFAULT_SHARE_IMAGE). */
  siteImage?: string;
  type?: "website" | "article" | "profile";
  noindex?: boolean;
}

export const DEFAULT_SHARE_IMAGE = "/og-image.png";

function absolute(siteUrl: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${siteUrl}${pathOrUrl}`;
}

/** Title, description, canonical URL, Open Graph and Twitter card tags for one page. */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const title = input.title ? `${input.title} | ${input.siteName}` : input.siteName;
  const locale = input.locale ?? DEFAULT_LOCALE;
  const url = absolute(input.siteUrl, localizedPath(input.path, locale));
  const image = absolute(input.siteUrl, input.image ?? input.siteImage ?? DEFAULT_SHARE_IMAGE);
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:site_name", content: input.siteName },
    { property: "og:title", content: input.title ?? input.siteName },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:locale", content: LOCALE_TAGS[locale].og },
    ...LOCALES.filter((other) => other !== locale).map((other) => ({
      property: "og:locale:alternate",
      content: LOCALE_TAGS[other].og,
    })),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: input.title ?? input.siteName },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
  ];
  if (input.noindex) meta.push({ name: "robots", content: "noindex" });
  return meta;
}

/**
 * The `<link rel="alternate" hreflang>` set of a public page: the same page in every language,
 * and English as x-default. `path` is the page's English path with its query, if any.
 */
export function languageAlternates(
  siteUrl: string,
  path: string,
): { hreflang: string; href: string }[] {
  return [
    ...LOCALES.map((locale) => ({
      hreflang: LOCALE_TAGS[locale].hreflang,
      href: `${siteUrl}${localizedPath(path, locale)}`,
    })),
    { hreflang: "x-default", href: `${siteUrl}${path}` },
  ];
}
