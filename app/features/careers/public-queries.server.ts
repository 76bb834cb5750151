import { and, asc, desc, eq, gt, isNull, lte, sql } from "drizzle-orm";
import { inLocale } from "~/features/content/translate";
import type { Locale } from "~/lib/i18n";
import { markdownText } from "~/lib/markdown-text";
import type { AppDatabase } from "../../../db/client.server";
import type { ArticleSector, EmploymentType } from "../../../db/enums";
import { positions } from "../../../db/schema";

/** Published now (not a draft, not scheduled for later, not in the trash). */
const published = () =>
  and(
    eq(positions.published, true),
    isNull(positions.deletedAt),
    lte(positions.publishedAt, sql`now()`),
  );

/** Published and still open: the database's clock decides, no process needs to be awake. */
const open = () => and(published(), gt(positions.closesAt, sql`now()`));

/** What a card on /careers shows of an open position, in the page's language. */
export interface PositionCard {
  slug: string;
  title: string;
  location: string;
  sector: ArticleSector;
  employmentType: EmploymentType;
  closesAt: string;
  lang: Locale;
}

const CARD = {
  slug: positions.slug,
  title: positions.title,
  location: positions.location,
  sector: positions.sector,
  employmentType: positions.employmentType,
  closesAt: positions.closesAt,
  publishedAt: positions.publishedAt,
  // The translated texts a card shows, not the descriptions.
  translations: sql<Record<string, Record<string, string>>>`jsonb_build_object(
    'am', jsonb_build_object('title', ${positions.translations}->'am'->>'title',
      'location', ${positions.translations}->'am'->>'location'),
    'om', jsonb_build_object('title', ${positions.translations}->'om'->>'title',
      'location', ${positions.translations}->'om'->>'location'))`,
};

/**
 * The open positions, newest first, in `locale`; with `sector`, that sector's only; with
 * `location`, those at that place (as the English location reads).
 */
export async function openPositions(
  db: AppDatabase,
  locale: Locale,
  filter: { sector?: ArticleSector; location?: string } = {},
): Promise<PositionCard[]> {
  const rows = await db
    .select(CARD)
    .from(positions)
    .where(
      and(
        open(),
        filter.sector ? eq(positions.sector, filter.sector) : undefined,
        filter.location ? eq(positions.location, filter.location) : undefined,
      ),
    )
    .orderBy(desc(positions.publishedAt), desc(positions.createdAt))
    .limit(500);
  return rows.map(({ translations, publishedAt: _, ...row }) => {
    const shown = inLocale({ ...row, translations: withoutEmpty(translations) }, locale);
    return {
      slug: row.slug,
      title: shown.title,
      location: shown.location || row.location,
      sector: row.sector,
      employmentType: row.employmentType,
      closesAt: row.closesAt.toISOString(),
      lang: shown.lang,
    };
  });
}

/** A language whose title is missing is no translation. */
function withoutEmpty(translations: Record<string, Record<string, string>>) {
  const kept: Record<string, Record<string, string>> = {};
  for (const [locale, fields] of Object.entries(translations ?? {})) {
    if (fields?.title) kept[locale] = fields;
  }
  return kept;
}

/**
 * The places open positions are at, for the location filter: the English name (what the filter
 * sends) and the name in `locale` where a translation gives one.
 */
export async function openLocations(
  db: AppDatabase,
  locale: Locale,
): Promise<{ value: string; label: string }[]> {
  const translated =
    locale === "en"
      ? sql<string | null>`null`
      : sql<string | null>`min(nullif(${positions.translations}->${locale}->>'location', ''))`;
  const rows = await db
    .select({ value: positions.location, translated })
    .from(positions)
    .where(open())
    .groupBy(positions.location)
    .orderBy(asc(positions.location));
  return rows.map((row) => ({ value: row.value, label: row.translated || row.value }));
}

/**
 * The position at /careers/<slug>: published (open or closed), or any outside the trash for
 * staff previewing it; `closed` when its closing time has passed (by the database's clock).
 */
export async function getPositionBySlug(db: AppDatabase, slug: string, preview = false) {
  const [row] = await db
    .select({ position: positions, closed: sql<boolean>`${positions.closesAt} <= now()` })
    .from(positions)
    .where(and(eq(positions.slug, slug), preview ? isNull(positions.deletedAt) : published()));
  return row ? { ...row.position, closed: Boolean(row.closed) } : undefined;
}

/** A position outside the trash, published or not (a preview link's). */
export async function getPositionById(db: AppDatabase, id: string) {
  const [row] = await db
    .select()
    .from(positions)
    .where(and(eq(positions.id, id), isNull(positions.deletedAt)));
  return row;
}

/** Every open position in `locale`, as search reads it: address, title and text. */
export async function positionsForSearch(db: AppDatabase, locale: Locale) {
  const rows = await db
    .select({
      slug: positions.slug,
      title: positions.title,
      location: positions.location,
      description: positions.description,
      requirements: positions.requirements,
      translations: positions.translations,
    })
    .from(positions)
    .where(open());
  return rows.map((row) => {
    const shown = inLocale(row, locale);
    return {
      href: `/careers/${row.slug}`,
      title: shown.title,
      lang: shown.lang,
      text: `${shown.location} ${markdownText(shown.description, { labels: false })} ${markdownText(shown.requirements, { labels: false })}`,
    };
  });
}

/** The open positions for the sitemap: address, last change and closing time. */
export async function positionsForSitemap(db: AppDatabase) {
  return db
    .select({ slug: positions.slug, updatedAt: positions.updatedAt, closesAt: positions.closesAt })
    .from(positions)
    .where(open());
}
