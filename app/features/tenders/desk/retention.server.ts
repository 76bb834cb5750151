import { and, inArray, ne, sql } from "drizzle-orm";
import { recordActivity } from "~/lib/activity.server";
import type { AppDatabase } from "../../../../db/client.server";
import { tenderQuestions, tenderRegistrations, tenders } from "../../../../db/schema";

/**
 * Deletes the personal data a tender gathered, `days` (TENDER_DAYS) after its award or its
 * cancellation: registrations go, unpublished questions go, and published questions keep their
 * wording and answer (they are part of the public record) without the asker's name, company and
 * e-mail. Run by the server's hourly upkeep; one activity entry per tender. Returns how many
 * registrations and questions were touched.
 */
export async function purgeExpiredTenderData(
  db: AppDatabase,
  days: number,
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 24 * 3600_000).toISOString();
  const expired = db
    .select({ id: tenders.id })
    .from(tenders)
    .where(sql`coalesce(${tenders.awardedAt}, ${tenders.cancelledAt}) <= ${cutoff}::timestamptz`);
  return db.transaction(async (tx) => {
    const registrations = await tx
      .delete(tenderRegistrations)
      .where(inArray(tenderRegistrations.tenderId, expired))
      .returning({ tenderId: tenderRegistrations.tenderId });
    const unpublished = await tx
      .delete(tenderQuestions)
      .where(
        and(inArray(tenderQuestions.tenderId, expired), ne(tenderQuestions.state, "published")),
      )
      .returning({ tenderId: tenderQuestions.tenderId });
    const anonymised = await tx
      .update(tenderQuestions)
      .set({ name: "", company: "", email: "", ipHash: null })
      .where(
        and(
          inArray(tenderQuestions.tenderId, expired),
          sql`(${tenderQuestions.email} <> '' or ${tenderQuestions.name} <> '')`,
        ),
      )
      .returning({ tenderId: tenderQuestions.tenderId });
    const touched = [...registrations, ...unpublished, ...anonymised];
    if (touched.length === 0) return 0;
    const byTender = new Map<string, number>();
    for (const row of registrations) {
      byTender.set(row.tenderId, (byTender.get(row.tenderId) ?? 0) + 1);
    }
    const people = new Map<string, number>();
    for (const row of [...unpublished, ...anonymised]) {
      people.set(row.tenderId, (people.get(row.tenderId) ?? 0) + 1);
    }
    const ids = [...new Set(touched.map((row) => row.tenderId))];
    const titles = await tx
      .select({ id: tenders.id, title: tenders.title })
      .from(tenders)
      .where(inArray(tenders.id, ids));
    for (const tender of titles) {
      const r = byTender.get(tender.id) ?? 0;
      const q = people.get(tender.id) ?? 0;
      await recordActivity(tx, {
        actorId: null,
        action: "expire-tender-data",
        subjectType: "tender",
        subjectId: tender.id,
        subjectTitle: tender.title,
        detail: `${r} ${r === 1 ? "registration" : "registrations"} deleted and ${q} ${q === 1 ? "asker's details" : "askers' details"} removed, ${days} days after the award or cancellation`,
      });
    }
    return touched.length;
  });
}
