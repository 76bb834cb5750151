import { eq, sql } from "drizzle-orm";
import type { AppDatabase } from "../../../db/client.server";
import { type Media, media, mediaPages } from "../../../db/schema";
import type { PdfReading } from "./pdf-read.server";

/** Pages written in one statement: a long report's text in a few round trips, none too large. */
const PAGES_PER_INSERT = 50;

/**
 * Takes the PDFs whose text is still to be read and that no instance has touched for
 * `staleAfterMs` (0: all of them), marking them touched in the same statement: of several
 * instances starting at once, each row goes to one (the row lock makes the others see it fresh).
 */
export function claimPendingDocuments(db: AppDatabase, staleAfterMs: number): Promise<Media[]> {
  return db
    .update(media)
    .set({ updatedAt: sql`now()` })
    .where(
      sql`${media.textState} = 'pending' and ${media.kind} = 'document' and ${media.updatedAt} <= now() - make_interval(secs => ${staleAfterMs / 1000})`,
    )
    .returning();
}

/**
 * A PDF's reading, stored at once: its pages' text (replacing any earlier reading), its page
 * count, `found` or `none` (no page has text: a scanned document) and its cover. Nothing is
 * written for a PDF deleted meanwhile.
 */
export async function saveReading(
  db: AppDatabase,
  id: string,
  reading: PdfReading,
  coverId: string | null,
): Promise<void> {
  await db.transaction(async (txn) => {
    const tx = txn as unknown as AppDatabase;
    const [row] = await tx
      .update(media)
      .set({
        pages: reading.pages,
        textState: reading.texts.some((text) => text.length > 0) ? "found" : "none",
        coverId,
        updatedAt: sql`now()`,
      })
      .where(eq(media.id, id))
      .returning({ id: media.id });
    if (!row) return;
    await tx.delete(mediaPages).where(eq(mediaPages.mediaId, id));
    const pages = reading.texts
      .map((text, index) => ({ mediaId: id, page: index + 1, text }))
      .filter((page) => page.text.length > 0);
    for (let start = 0; start < pages.length; start += PAGES_PER_INSERT) {
      await tx.insert(mediaPages).values(pages.slice(start, start + PAGES_PER_INSERT));
    }
  });
}

/** A PDF that could not be read: kept and served, said to staff, not tried again by itself. */
export async function markReadingFailed(db: AppDatabase, id: string): Promise<void> {
  await db.update(media).set({ textState: "failed" }).where(eq(media.id, id));
}
