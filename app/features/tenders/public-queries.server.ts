import { and, asc, count, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import { publiclyVisible } from "~/features/content/public-queries.server";
import { inLocale } from "~/features/content/translate";
import { documentKey, mediaUrl } from "~/features/media/files";
import type { Locale } from "~/lib/i18n";
import type { AppDatabase } from "../../../db/client.server";
import type { ArticleSector, TenderCategory, TenderMethod } from "../../../db/enums";
import {
  media,
  type TenderFile,
  tenderAmendments,
  tenderQuestions,
  tenders,
} from "../../../db/schema";
import type { TenderStatus } from "./status";

/** Tenders on one page of /tenders. */
export const TENDER_PAGE_SIZE = 20;

/** A tender's closing time: the extension's when an amendment extended it. */
export const closingTime = sql<Date>`coalesce(${tenders.extendedTo}, ${tenders.closesAt})`;

/** Its status by the database's clock: no process needs to be awake at the closing time. */
const status = sql<TenderStatus>`case
  when ${tenders.cancelledAt} is not null then 'cancelled'
  when ${tenders.awardedAt} is not null then 'awarded'
  when coalesce(${tenders.extendedTo}, ${tenders.closesAt}) <= now() then 'closed'
  else 'open' end`;

/** The rows of one status. */
function inStatus(wanted: TenderStatus): SQL {
  switch (wanted) {
    case "cancelled":
      return isNotNull(tenders.cancelledAt);
    case "awarded":
      return and(isNotNull(tenders.awardedAt), isNull(tenders.cancelledAt)) as SQL;
    case "closed":
      return sql`${tenders.cancelledAt} is null and ${tenders.awardedAt} is null and ${closingTime} <= now()`;
    case "open":
      return sql`${tenders.cancelledAt} is null and ${tenders.awardedAt} is null and ${closingTime} > now()`;
  }
}

/** What /tenders may be filtered by (each optional). */
export interface TenderFilter {
  status?: TenderStatus;
  category?: TenderCategory;
  method?: TenderMethod;
  sector?: ArticleSector;
}

function filtered(filter: TenderFilter): SQL | undefined {
  return and(
    publiclyVisible(tenders),
    filter.status ? inStatus(filter.status) : undefined,
    filter.category ? eq(tenders.category, filter.category) : undefined,
    filter.method ? eq(tenders.method, filter.method) : undefined,
    filter.sector ? eq(tenders.sector, filter.sector) : undefined,
  );
}

/** A row of /tenders, in the page's language. */
export interface TenderRow {
  slug: string;
  title: string;
  reference: string;
  category: TenderCategory;
  method: TenderMethod;
  sector: ArticleSector;
  /** The closing time (an extension's when extended), ISO. */
  closesAt: string;
  extended: boolean;
  status: TenderStatus;
  lang: Locale;
}

/**
 * One page of the published tenders matching `filter`, in `locale`: the open ones first, closing
 * soonest first, then the closed, awarded and cancelled ones, latest closing first.
 */
export async function listTenders(
  db: AppDatabase,
  locale: Locale,
  filter: TenderFilter,
  limit: number,
  offset: number,
): Promise<TenderRow[]> {
  const isOpen = sql`(${status} = 'open')`;
  const rows = await db
    .select({
      slug: tenders.slug,
      title: tenders.title,
      reference: tenders.reference,
      category: tenders.category,
      method: tenders.method,
      sector: tenders.sector,
      closesAt: closingTime,
      extended: sql<boolean>`${tenders.extendedTo} is not null`,
      status,
      translations: sql<Record<string, Record<string, string>>>`jsonb_build_object(
        'am', jsonb_build_object('title', ${tenders.translations}->'am'->>'title'),
        'om', jsonb_build_object('title', ${tenders.translations}->'om'->>'title'))`,
    })
    .from(tenders)
    .where(filtered(filter))
    .orderBy(
      desc(isOpen),
      sql`case when ${isOpen} then ${closingTime} end asc`,
      sql`case when not ${isOpen} then ${closingTime} end desc`,
      desc(tenders.publishedAt),
      asc(tenders.id),
    )
    .limit(limit)
    .offset(offset);
  return rows.map(({ translations, ...row }) => {
    const shown = inLocale({ title: row.title, translations: withoutEmpty(translations) }, locale);
    return {
      ...row,
      title: shown.title,
      closesAt: new Date(row.closesAt).toISOString(),
      extended: Boolean(row.extended),
      lang: shown.lang,
    };
  });
}

/** How many published tenders match `filter`. */
export async function countTenders(db: AppDatabase, filter: TenderFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(tenders).where(filtered(filter));
  return row?.n ?? 0;
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
 * When the next published open tender closes, or a scheduled one goes public: the list and the
 * feeds are cached no longer than that.
 */
export async function nextTenderChange(db: AppDatabase): Promise<Date | undefined> {
  const [row] = await db
    .select({
      at: sql<Date | string | null>`least(
        min(${closingTime}) filter (where ${closingTime} > now() and ${tenders.publishedAt} <= now()),
        min(${tenders.publishedAt}) filter (where ${tenders.publishedAt} > now()))`,
    })
    .from(tenders)
    .where(and(eq(tenders.published, true), isNull(tenders.deletedAt)));
  return row?.at ? new Date(row.at) : undefined;
}

/**
 * The tender at /tenders/<slug>: published (open or closed), or any outside the trash for staff
 * previewing it; with its status by the database's clock.
 */
export async function getTenderBySlug(db: AppDatabase, slug: string, preview = false) {
  const [row] = await db
    .select({ tender: tenders, status })
    .from(tenders)
    .where(
      and(eq(tenders.slug, slug), preview ? isNull(tenders.deletedAt) : publiclyVisible(tenders)),
    );
  return row ? { ...row.tender, status: row.status } : undefined;
}

/** A tender outside the trash, published or not (a preview link's), with its status. */
export async function getTenderById(db: AppDatabase, id: string) {
  const [row] = await db
    .select({ tender: tenders, status })
    .from(tenders)
    .where(and(eq(tenders.id, id), isNull(tenders.deletedAt)));
  return row ? { ...row.tender, status: row.status } : undefined;
}

export type StoredTender = NonNullable<Awaited<ReturnType<typeof getTenderById>>>;

/** A PDF a tender offers as its page lists it. */
export interface TenderDocument {
  media: string;
  title: string;
  url: string;
  bytes: number;
  pages: number | null;
  fileName: string;
}

/**
 * The files of `lists` (a tender's, its amendments'), each with its address and size; a file no
 * longer in the library is left out.
 */
export async function describeTenderFiles(
  db: AppDatabase,
  files: readonly TenderFile[],
): Promise<TenderDocument[]> {
  const ids = [...new Set(files.map((file) => file.media))].filter((id) => UUID.test(id));
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: media.id,
      hash: media.hash,
      bytes: media.bytes,
      pages: media.pages,
      originalName: media.originalName,
    })
    .from(media)
    .where(inArray(media.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return files.flatMap((file) => {
    const row = byId.get(file.media);
    if (!row) return [];
    return [
      {
        media: file.media,
        title: file.title,
        url: mediaUrl(documentKey(row.hash)),
        bytes: row.bytes,
        pages: row.pages,
        fileName: row.originalName,
      },
    ];
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A tender's published amendments, in the order they were published. */
export async function amendmentsOf(db: AppDatabase, tenderId: string) {
  return db
    .select()
    .from(tenderAmendments)
    .where(eq(tenderAmendments.tenderId, tenderId))
    .orderBy(asc(tenderAmendments.number));
}

/** A tender's published questions and their answers: never who asked. */
export async function publishedQuestions(db: AppDatabase, tenderId: string) {
  return db
    .select({
      id: tenderQuestions.id,
      question: tenderQuestions.question,
      answer: tenderQuestions.answer,
      answeredAt: tenderQuestions.answeredAt,
    })
    .from(tenderQuestions)
    .where(and(eq(tenderQuestions.tenderId, tenderId), eq(tenderQuestions.state, "published")))
    .orderBy(asc(tenderQuestions.answeredAt), asc(tenderQuestions.createdAt));
}

/** Every published tender for the sitemap (open and closed: awards are public record). */
export async function tendersForSitemap(db: AppDatabase) {
  return db
    .select({ slug: tenders.slug, updatedAt: tenders.updatedAt })
    .from(tenders)
    .where(publiclyVisible(tenders));
}

/** The newest published tenders for the feeds, with their documents and status. */
export async function tendersForFeed(db: AppDatabase, limit: number) {
  return db
    .select({ tender: tenders, status, closing: closingTime })
    .from(tenders)
    .where(publiclyVisible(tenders))
    .orderBy(desc(tenders.publishedAt), desc(tenders.createdAt))
    .limit(limit);
}
