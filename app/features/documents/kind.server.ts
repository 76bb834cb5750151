import { eq, sql } from "drizzle-orm";
import type { KindServer } from "~/features/content/kind-parts.server";
import { describeDocumentFiles, documentFilesSchema } from "~/features/media/document-files.server";
import { queryRows } from "../../../db/client.server";
import { documents } from "../../../db/schema";
import { documentApi } from "./api.server";
import { documentKind } from "./kind";
import { documentsForSitemap } from "./public-queries.server";
import { documentStore } from "./store.server";

/** A document's page, unlocalized. */
const documentPath = (slug: string) => `${documentKind.publicPrefix}${encodeURIComponent(slug)}`;

/** What the documents library brings to the server (see KindServer). */
export const documentServer = {
  store: documentStore,
  sitemap: documentsForSitemap,
  // A hit shows the summary; a word only inside a PDF, the page it is on.
  search: {
    rows: {
      table: documents,
      address: documents.slug,
      href: documentPath,
      lead: { field: "summary", column: documents.summary },
      body: null,
      files: documents.files,
    },
  },
  feed: null,
  changesAt: [],
  alerts: null,
  api: documentApi,
  // What the form's lists show of each stored file: its name, size, pages, whether text was found.
  editFiles: async (db, values) => {
    const described = async (field: string) => {
      const parsed = documentFilesSchema.safeParse(values[field]);
      return parsed.success ? describeDocumentFiles(db, parsed.data) : [];
    };
    return { files: await described("files"), pressKit: await described("pressKit") };
  },
  // Staff see how often each of a document's files was downloaded (counted per day, no
  // personal data).
  editNotice: async (db, id) => {
    const counted = await queryRows<{ title: string; count: number | string }>(
      db,
      sql`select f->>'title' as title, coalesce(sum(d.count), 0) as count
        from ${documents}, jsonb_array_elements(${documents.files}) with ordinality as f(f, n)
        left join media_downloads d on d.media_id::text = f->>'media'
        where ${eq(documents.id, id)}
        group by f->>'title', n order by n`,
    );
    if (counted.length === 0) return null;
    const each = counted.map((row) => {
      const n = Number(row.count);
      return `${row.title}: ${n.toLocaleString("en-US")} ${n === 1 ? "download" : "downloads"}`;
    });
    return `Downloads so far: ${each.join(" · ")}.`;
  },
} satisfies KindServer;
