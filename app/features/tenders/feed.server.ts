import { inLocale } from "~/features/content/translate";
import type { Locale } from "~/lib/i18n";
import { markdownText } from "~/lib/markdown-text";
import type { AppDatabase } from "../../../db/client.server";
import type { ArticleSector, TenderCategory, TenderMethod } from "../../../db/enums";
import { describeTenderFiles, type TenderDocument, tendersForFeed } from "./public-queries.server";
import type { TenderStatus } from "./status";
import { isoWithOffset } from "./tender-dates";

/** How many tenders the feeds carry, newest publication first. */
export const TENDER_FEED_ITEMS = 50;

/** A tender as the feeds give it to aggregators, in the feed's language where translated. */
export interface TenderFeedItem {
  /** Its page, unlocalized. */
  path: string;
  title: string;
  lang: Locale;
  reference: string;
  category: TenderCategory;
  method: TenderMethod;
  sector: ArticleSector;
  status: TenderStatus;
  /** The closing time in force, ISO 8601 with the site's offset ('2026-12-15T10:00:00+03:00'). */
  closing: string;
  /** Whether an amendment extended it. */
  extended: boolean;
  opening: string;
  /** The description as plain text. */
  summary: string;
  publishedAt: Date;
  updatedAt: Date;
  documents: TenderDocument[];
}

/** The newest published tenders, open or not, with their status and documents. */
export async function tenderFeedItems(
  db: AppDatabase,
  locale: Locale,
  timeZone: string,
): Promise<TenderFeedItem[]> {
  const rows = await tendersForFeed(db, TENDER_FEED_ITEMS);
  return Promise.all(
    rows.map(async ({ tender, status, closing }) => {
      const shown = inLocale(tender, locale);
      return {
        path: `/tenders/${tender.slug}`,
        title: shown.title,
        lang: shown.lang,
        reference: tender.reference,
        category: tender.category,
        method: tender.method,
        sector: tender.sector,
        status,
        closing: isoWithOffset(new Date(closing), timeZone),
        extended: tender.extendedTo !== null,
        opening: isoWithOffset(tender.openingAt, timeZone),
        summary: markdownText(shown.description, { labels: false }).slice(0, 1_000),
        publishedAt: tender.publishedAt ?? tender.createdAt,
        updatedAt: tender.updatedAt,
        documents: await describeTenderFiles(db, tender.documents),
      };
    }),
  );
}
