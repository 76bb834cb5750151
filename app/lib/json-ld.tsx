import type { SiteIdentity } from "~/config/site";
import { type Locale, localizedPath } from "./i18n";

/**
 * Structured data for search engines. `<` is escaped so no text in the data can close the
 * script element.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  );
}

/**
 * The square logo the site serves (scripts/make-share-image.mjs), 512×512 pixels, until staff
 * upload one in the Site section (then a 512-pixel square of theirs).
 */
export const SQUARE_LOGO_PATH = "/logo-512.png";

/**
 * The company's logo as search engines want it: square, at least 112 pixels wide, at an
 * absolute address. Every `logo` of the structured data comes from here (the Organization,
 * a job's hiring organization, an article's publisher), never the 1200×630 sharing image.
 */
export function siteLogoUrl(site: SiteIdentity, siteUrl: string): string {
  return `${siteUrl}${site.logos?.square ?? SQUARE_LOGO_PATH}`;
}

/** The company's profiles on other sites (Site section's social profiles), as `sameAs`. */
function profilesOf(site: SiteIdentity): string[] {
  return Object.values(site.social ?? {}).filter(
    (link): link is string => typeof link === "string" && link !== "",
  );
}

/** The company as schema.org's Organization: the home page's data, and what other pages are about. */
export function organizationData(site: SiteIdentity, siteUrl: string) {
  const profiles = profilesOf(site);
  return {
    "@type": "Organization",
    "@id": `${siteUrl}/#organization`,
    name: site.name,
    url: `${siteUrl}/`,
    logo: siteLogoUrl(site, siteUrl),
    email: site.email,
    telephone: site.phone,
    address: {
      "@type": "PostalAddress",
      addressLocality: "Addis Ababa",
      addressCountry: "ET",
    },
    ...(profiles.length > 0 ? { sameAs: profiles } : {}),
  };
}

/** One step of a page's trail: its name in the page's language and its English path. */
export interface Crumb {
  name: string;
  /** The English path ("/news"); the page's language's prefix is added. */
  path: string;
}

/**
 * schema.org's BreadcrumbList of a page: home first, the page itself last, every name in the
 * page's language and every address in that language (/am/…, /om/…).
 */
export function breadcrumbData(crumbs: readonly Crumb[], locale: Locale, siteUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: `${siteUrl}${localizedPath(crumb.path, locale)}`,
    })),
  };
}

/** A page's BreadcrumbList as a script element: Home › …crumbs (see breadcrumbData). */
export function Breadcrumbs({
  home,
  crumbs,
  locale,
  siteUrl,
}: {
  /** "Home" in the page's language. */
  home: string;
  crumbs: readonly Crumb[];
  locale: Locale;
  siteUrl: string;
}) {
  return <JsonLd data={breadcrumbData([{ name: home, path: "/" }, ...crumbs], locale, siteUrl)} />;
}
