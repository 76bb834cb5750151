import type { SiteIdentity } from "~/config/site";
import { DEFAULT_SHARE_IMAGE } from "./seo";

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

/** The company as schema.org's Organization: the home page's data, and what other pages are about. */
export function organizationData(site: SiteIdentity, siteUrl: string) {
  return {
    "@type": "Organization",
    "@id": `${siteUrl}/#organization`,
    name: site.name,
    url: `${siteUrl}/`,
    logo: `${siteUrl}${DEFAULT_SHARE_IMAGE}`,
    email: site.email,
    telephone: site.phone,
    address: {
      "@type": "PostalAddress",
      addressLocality: "Addis Ababa",
      addressCountry: "ET",
    },
  };
}
