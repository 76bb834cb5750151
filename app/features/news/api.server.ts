import { inArray } from "drizzle-orm";
import {
  imageSchema,
  imagesOf,
  type KindApi,
  markdown,
  oneOf,
  shownImage,
  text,
} from "~/features/content/api-kind.server";
import { inLocale } from "~/features/content/translate";
import { ARTICLE_SECTORS } from "../../../db/enums";
import { newsArticles } from "../../../db/schema";

/** News articles in the content API (see KindApi): what their page shows, by sector. */
export const articleApi = {
  collection: "articles",
  schemaName: "Article",
  description: "News articles, newest publication first.",
  order: { column: newsArticles.publishedAt, type: "timestamp", description: "newest first" },
  address: newsArticles.slug,
  filters: [
    {
      name: "sector",
      column: newsArticles.sector,
      values: ARTICLE_SECTORS,
      description: "Only the articles of this sector.",
    },
  ],
  fields: {
    slug: text("Its address on the site: /news/<slug>."),
    title: text("Its title."),
    summary: text("A sentence or two."),
    content: markdown("Its text"),
    author: text("The byline the page shows: the company's name or a staff member's."),
    sector: oneOf(ARTICLE_SECTORS, "The sector it is about ('group': the group as a whole)."),
    image: imageSchema("Its featured image, or null."),
  },
  read: async (db, ids, { locale, absolute }) => {
    const rows = await db
      .select()
      .from(newsArticles)
      .where(inArray(newsArticles.id, [...ids]));
    const images = await imagesOf(
      db,
      rows.map((row) => row.imageMediaId),
      absolute,
    );
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
              summary: shown.summary,
              content: shown.content,
              author: row.author,
              sector: row.sector,
              image: shownImage(images, row.imageMediaId, row.imageUrl, absolute),
            },
          },
        ];
      }),
    );
  },
} satisfies KindApi;
