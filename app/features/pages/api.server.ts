import { inArray } from "drizzle-orm";
import { type KindApi, markdown, text } from "~/features/content/api-kind.server";
import { inLocale } from "~/features/content/translate";
import { pages } from "../../../db/schema";

/** The site's own pages in the content API (see KindApi): each page's title and text. */
export const pageApi = {
  collection: "pages",
  schemaName: "Page",
  description: "The site's own pages (the privacy policy, the terms…), newest publication first.",
  order: { column: pages.publishedAt, type: "timestamp", description: "newest first" },
  address: pages.slug,
  filters: [],
  fields: {
    slug: text("Its address on the site: /<slug>."),
    title: text("Its title."),
    description: text("What it is about, for search engines."),
    body: markdown("Its text"),
  },
  read: async (db, ids, { locale }) => {
    const rows = await db
      .select()
      .from(pages)
      .where(inArray(pages.id, [...ids]));
    return new Map(
      rows.map((row) => {
        const shown = inLocale(row, locale);
        return [
          row.id,
          {
            lang: shown.lang,
            fields: {
              slug: row.slug,
              title: shown.title,
              description: shown.description,
              body: shown.body,
            },
          },
        ];
      }),
    );
  },
} satisfies KindApi;
