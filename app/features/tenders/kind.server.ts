import { sql } from "drizzle-orm";
import type { KindServer } from "~/features/content/kind-parts.server";
import { describeDocumentFiles, documentFilesSchema } from "~/features/media/document-files.server";
import { tenders } from "../../../db/schema";
import { tenderAlerts } from "./alert.server";
import { tenderApi } from "./api.server";
import { tenderKind } from "./kind";
import { tendersForSitemap } from "./public-queries.server";
import { tenderStore } from "./store.server";

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
  // A new tender alerts the suppliers who chose its sector and category.
  alerts: tenderAlerts,
  api: tenderApi,
  // What the bid documents' list shows of each stored file: name, size, pages, text found.
  editFiles: async (db, values) => {
    const parsed = documentFilesSchema.safeParse(values.documents);
    return { documents: parsed.success ? await describeDocumentFiles(db, parsed.data) : [] };
  },
} satisfies KindServer;
