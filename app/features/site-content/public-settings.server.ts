/**
 * The site's public settings as the content API gives them (/api/v1/settings): what every public
 * page shows of the company (name, contact details, profiles, logo), the sectors and the menus,
 * in one language. Nothing staff-only (no notification address, no time zone, no drafts).
 */
import { type Locale, localizedPath } from "~/lib/i18n";
import type { ShownLink } from "~/lib/site";
import type { AppDatabase } from "../../../db/client.server";
import { ARTICLE_SECTORS } from "../../../db/enums";
import { publicMenus } from "./menus.server";
import type { PublishedSite } from "./published.server";
import { siteText } from "./site-document";

/** The public settings in `locale` (texts the site has not translated show in English). */
export async function publicSettings(
  db: AppDatabase,
  site: PublishedSite,
  siteUrl: string,
  locale: Locale,
) {
  const [doc, identity] = await Promise.all([site.document(), site.identity()]);
  const { messages } = siteText(doc, locale);
  const menus = await publicMenus(db, doc, locale, messages);
  const url = (href: string) =>
    href.startsWith("/") ? `${siteUrl}${localizedPath(href, locale)}` : href;
  const link = (shown: ShownLink) => ({ label: shown.label, url: url(shown.href) });
  const pages = messages.sectors;
  return {
    name: identity.name,
    url: url("/"),
    email: identity.email,
    phone: identity.phone,
    address: identity.address,
    logo: identity.logos?.onLight ? url(identity.logos.onLight.src) : null,
    social: { ...identity.social },
    sectors: ARTICLE_SECTORS.map((slug) => {
      const page = pages.find((sector) => sector.slug === slug);
      return {
        slug,
        name: messages.sectorNames[slug],
        tagline: page?.tagline ?? null,
        url: page ? url(`/sector/${slug}`) : null,
      };
    }),
    menus: {
      header: menus.header.map((item) =>
        "group" in item
          ? { label: item.label, links: item.links.map(link) }
          : { label: item.label, url: url(item.href) },
      ),
      footer: menus.footer.map((column) => ({
        heading: column.heading,
        links: column.links.map(link),
      })),
    },
  };
}

const TEXT = { type: "string" } as const;

const LINK = {
  type: "object",
  properties: {
    label: TEXT,
    url: { type: "string", description: "An address of the site, or another site's." },
  },
  required: ["label", "url"],
  additionalProperties: false,
} as const;

/** The JSON Schema of publicSettings' answer, for the API's OpenAPI document. */
export const PUBLIC_SETTINGS_SCHEMA = {
  type: "object",
  properties: {
    name: TEXT,
    url: { type: "string", description: "The site's home page in the language asked for." },
    email: TEXT,
    phone: TEXT,
    address: TEXT,
    logo: { type: ["string", "null"], description: "The uploaded logo; null: the built-in one." },
    social: {
      type: "object",
      description: "The company's profiles, by network (only those set).",
      additionalProperties: { type: "string" },
    },
    sectors: {
      type: "array",
      items: {
        type: "object",
        properties: {
          slug: TEXT,
          name: TEXT,
          tagline: { type: ["string", "null"] },
          url: { type: ["string", "null"], description: "Its page; null for the group." },
        },
        required: ["slug", "name", "tagline", "url"],
        additionalProperties: false,
      },
    },
    menus: {
      type: "object",
      properties: {
        header: {
          type: "array",
          items: {
            type: "object",
            description: "A link, or a group of links (with `links`).",
            properties: { ...LINK.properties, links: { type: "array", items: LINK } },
            required: ["label"],
            additionalProperties: false,
          },
        },
        footer: {
          type: "array",
          items: {
            type: "object",
            properties: { heading: TEXT, links: { type: "array", items: LINK } },
            required: ["heading", "links"],
            additionalProperties: false,
          },
        },
      },
      required: ["header", "footer"],
      additionalProperties: false,
    },
  },
  required: ["name", "url", "email", "phone", "address", "logo", "social", "sectors", "menus"],
  additionalProperties: false,
} as const;
