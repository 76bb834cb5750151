/**
 * The sectors' static content. Its texts, in every language, are in app/locales (English: the
 * specification's texts, exactly); this module gives them their type and finds one by slug.
 */
import type { Locale } from "~/lib/i18n";
import { type Messages, messagesFor } from "~/locales";

export type SectorSlug = "manufacturing" | "mining" | "export";

export interface Sector {
  slug: SectorSlug;
  name: string;
  /** One line for cards and lists. */
  tagline: string;
  /** The home page's sector card. */
  summary: string;
  /** What the home card lists. */
  focus: readonly string[];
  heroTitle: string;
  heroText: string;
  description: string;
  /**
   * The overview text's default paragraphs. Pages show the site's rich text for it, rendered by
   * the root loader (useSiteRichText('sectors.<slug>.body')); the site's messages hold none.
   */
  body: readonly string[];
  quickFacts: readonly { label: string; value: string }[];
  highlights: readonly { title: string; text: string }[];
  metaDescription: string;
  /** The partnership call to action ({sector} is the sector's name); the shared one without. */
  partnerTitle?: string;
  partnerText?: string;
  /** The page's video (site paths and https:// addresses; none when empty), its title and text. */
  videoUrl?: string;
  videoTitle?: string;
  videoText?: string;
}

/** The sectors of a language's messages (the site's edited ones on public pages). */
export function sectorsOf(messages: Messages): readonly Sector[] {
  return messages.sectors as readonly Sector[];
}

/** The three sectors as the language files have them (English by default). */
export function sectorsIn(locale: Locale): readonly Sector[] {
  return sectorsOf(messagesFor(locale));
}

export const SECTORS: readonly Sector[] = sectorsIn("en");

export function findSector(
  slug: string | undefined,
  sectors: readonly Sector[] = SECTORS,
): Sector | undefined {
  return sectors.find((sector) => sector.slug === slug);
}

/**
 * The sector pages as search reads them: address, title and all of their text (`overviews`: each
 * sector's overview text as words, by slug).
 */
export function sectorPagesForSearch(
  sectors: readonly Sector[],
  overviews: Readonly<Record<string, string>>,
) {
  return sectors.map((sector) => ({
    href: `/sector/${sector.slug}`,
    title: `${sector.name}: ${sector.heroTitle}`,
    text: [
      sector.heroText,
      sector.description,
      overviews[sector.slug] ?? "",
      ...sector.quickFacts.map((fact) => `${fact.label}: ${fact.value}.`),
      ...sector.highlights.flatMap((highlight) => [highlight.title, highlight.text]),
      sector.summary,
      ...sector.focus,
    ].join(" "),
  }));
}
