import { desc, eq, sql } from "drizzle-orm";
import type { KindServer } from "~/features/content/kind-parts.server";
import { toClientMedia } from "~/features/media/upload";
import { media, tenders } from "../../../db/schema";
import { tenderKind } from "./kind";
import { tendersForSitemap } from "./public-queries.server";
import { tenderStore } from "./store.server";

/** How many of the library's PDFs the form offers to choose from, newest first. */
const PDF_CHOICES = 200;

/** What tender notices bring to the server (see KindServer). */
export const tenderServer = {
  store: tenderStore,
  // Every published tender, open or closed: an award is public record.
  sitemap: tendersForSitemap,
  // A hit shows the reference when it or the title has the words, else the description's part.
  search: {
    rows: {
      table: tenders,
      address: tenders.slug,
      href: (slug) => `${tenderKind.publicPrefix}${encodeURIComponent(slug)}`,
      lead: { field: "reference", column: tenders.reference },
      body: { field: "description", column: tenders.description },
    },
  },
  // Tenders have feeds of their own (/tenders.rss, /tenders.json), not the site's news.
  feed: null,
  // A tender shows 'Closed' at its closing time (an extension's, when extended), and its
  // question form goes at its last day for questions.
  changesAt: [sql`coalesce(${tenders.extendedTo}, ${tenders.closesAt})`, tenders.questionsUntil],
  // The bid documents field offers the library's PDFs.
  editUploads: async (db) =>
    (
      await db
        .select()
        .from(media)
        .where(eq(media.contentType, "application/pdf"))
        .orderBy(desc(media.createdAt))
        .limit(PDF_CHOICES)
    ).map(toClientMedia),
} satisfies KindServer;
