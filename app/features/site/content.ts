/**
 * The sectors' static content. Its texts, in every language, are in app/locales (English: the
 * specification's texts, exactly); this module gives them their type and finds one by slug.
 */
import type { Locale } from "~/lib/i18n";
import { messagesFor } from "~/locales";

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
  /** The sector page's main text, paragraph by paragraph. */
  body: readonly string[];
  quickFacts: readonly { label: string; value: string }[];
  highlights: readonly { title: string; text: string }[];
  metaDescription: string;
}

/** The three sectors in `locale` (English by default). */
export function sectorsIn(locale: Locale): readonly Sector[] {
  return messagesFor(locale).sectors as readonly Sector[];
}

export const SECTORS: readonly Sector[] = sectorsIn("en");

export function findSector(slug: string | undefined, locale: Locale = "en"): Sector | undefined {
  return sectorsIn(locale).find((sector) => sector.slug === slug);
}
