import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { downloadCounts } from "~/features/media/document-files.server";
import { toCsv } from "~/lib/csv";
import type { AppDatabase } from "../../../../db/client.server";
import {
  media,
  type TenderFile,
  tenderAmendments,
  tenderQuestions,
  tenderRegistrations,
  tenders,
} from "../../../../db/schema";

/** The tender a desk is for: its notice, its closing and its outcome. */
export async function deskTender(db: AppDatabase, id: string) {
  const [row] = await db
    .select({
      id: tenders.id,
      slug: tenders.slug,
      title: tenders.title,
      reference: tenders.reference,
      published: tenders.published,
      documents: tenders.documents,
      closesAt: tenders.closesAt,
      extendedTo: tenders.extendedTo,
      questionsUntil: tenders.questionsUntil,
      awardedAt: tenders.awardedAt,
      awardWinner: tenders.awardWinner,
      awardAmount: tenders.awardAmount,
      cancelledAt: tenders.cancelledAt,
      cancelReason: tenders.cancelReason,
      closed: sql<boolean>`coalesce(${tenders.extendedTo}, ${tenders.closesAt}) <= now()`,
    })
    .from(tenders)
    .where(and(eq(tenders.id, id), isNull(tenders.deletedAt)));
  return row;
}

export async function deskAmendments(db: AppDatabase, tenderId: string) {
  return db
    .select()
    .from(tenderAmendments)
    .where(eq(tenderAmendments.tenderId, tenderId))
    .orderBy(asc(tenderAmendments.number));
}

/** Questions waiting for an answer first (oldest first), then the answered and discarded. */
export async function deskQuestions(db: AppDatabase, tenderId: string) {
  return db
    .select()
    .from(tenderQuestions)
    .where(eq(tenderQuestions.tenderId, tenderId))
    .orderBy(
      sql`case ${tenderQuestions.state} when 'new' then 0 when 'published' then 1 else 2 end`,
      asc(tenderQuestions.createdAt),
    );
}

export async function deskRegistrations(db: AppDatabase, tenderId: string) {
  return db
    .select()
    .from(tenderRegistrations)
    .where(eq(tenderRegistrations.tenderId, tenderId))
    .orderBy(desc(tenderRegistrations.createdAt));
}

/** One file the tender offers (its own or an amendment's) and how often it was downloaded. */
export interface DownloadRow {
  media: string;
  title: string;
  /** 'Tender' or 'Amendment 2'. */
  from: string;
  fileName: string;
  downloads: number;
}

/**
 * Every file of the tender and its amendments with its downloads (all days summed; the counts
 * hold no personal data). A file offered twice is counted once, where it first appears.
 */
export async function deskDownloads(
  db: AppDatabase,
  tender: { documents: TenderFile[] },
  amendments: readonly { number: number; documents: TenderFile[] }[],
): Promise<DownloadRow[]> {
  const offered = [
    ...tender.documents.map((file) => ({ ...file, from: "Tender" })),
    ...amendments.flatMap((amendment) =>
      amendment.documents.map((file) => ({ ...file, from: `Amendment ${amendment.number}` })),
    ),
  ].filter((file, index, all) => all.findIndex((other) => other.media === file.media) === index);
  if (offered.length === 0) return [];
  const ids = offered.map((file) => file.media);
  const [counts, names] = await Promise.all([
    downloadCounts(db, ids),
    db.select({ id: media.id, name: media.originalName }).from(media).where(inArray(media.id, ids)),
  ]);
  const nameOf = new Map(names.map((row) => [row.id, row.name]));
  return offered.map((file) => ({
    media: file.media,
    title: file.title,
    from: file.from,
    fileName: nameOf.get(file.media) ?? "(deleted)",
    downloads: counts.get(file.media.toLowerCase()) ?? 0,
  }));
}

/** The registrations as a spreadsheet (app/lib/csv.ts guards cells typed by the public). */
export async function registrationsCsv(db: AppDatabase, tenderId: string): Promise<string> {
  const rows = await deskRegistrations(db, tenderId);
  return toCsv(
    ["Company", "Contact name", "E-mail", "Phone", "Language", "Registered (UTC)"],
    rows.map((row) => [
      row.company,
      row.contactName,
      row.email,
      row.phone,
      row.language,
      row.createdAt.toISOString(),
    ]),
  );
}

export async function downloadsCsv(
  db: AppDatabase,
  tender: { id: string; documents: TenderFile[] },
): Promise<string> {
  const rows = await deskDownloads(db, tender, await deskAmendments(db, tender.id));
  return toCsv(
    ["Document", "File", "Offered in", "Downloads"],
    rows.map((row) => [row.title, row.fileName, row.from, row.downloads]),
  );
}
