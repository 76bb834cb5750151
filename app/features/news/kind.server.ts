import { inArray } from "drizzle-orm";
import { bylineChoices } from "~/features/auth/profiles.server";
import type { KindServer } from "~/features/content/kind-parts.server";
import { inLocale } from "~/features/content/translate";
import { newsArticles } from "../../../db/schema";
import { articleApi } from "./api.server";
import { articleKind } from "./kind";
import {
  inSector,
  listArticleSitemapEntries,
  listPublishedArticles,
} from "./public-queries.server";
import { articleStore } from "./store.server";

/** An article's page, unlocalized. */
const articlePath = (slug: string) => `${articleKind.publicPrefix}${encodeURIComponent(slug)}`;

/** What news articles bring to the server (see KindServer). */
export const articleServer = {
  store: articleStore,
  // 'Byline': the company (its name the Author text it gets) and the staff members the saver
  // may name.
  editChoices: async (db, actor, values, companyName) => ({
    authorId: [
      { value: "", label: companyName },
      ...(await bylineChoices(
        db,
        actor,
        typeof values.authorId === "string" ? values.authorId : null,
      )),
    ],
  }),
  sitemap: listArticleSitemapEntries,
  // A hit shows the summary, or the part of the text that has the words.
  search: {
    rows: {
      table: newsArticles,
      address: newsArticles.slug,
      href: articlePath,
      lead: { field: "summary", column: newsArticles.summary },
      body: { field: "content", column: newsArticles.content },
    },
  },
  feed: async (db, { limit, sector, locale }) =>
    (await listPublishedArticles(db, limit, 0, sector ? inSector(sector) : undefined)).map(
      (article) => {
        const shown = inLocale(article, locale);
        return {
          path: articlePath(shown.slug),
          title: shown.title,
          summary: shown.summary,
          sector: shown.sector,
          publishedAt: new Date(shown.publishedAt),
          author: shown.author,
          lang: shown.lang,
        };
      },
    ),
  changesAt: [],
  api: articleApi,
  // A new article alerts those who chose news of its sector.
  alerts: {
    topic: "news",
    sector: newsArticles.sector,
    read: async (db, ids, locale) =>
      (await listPublishedArticles(db, ids.length, 0, inArray(newsArticles.id, ids))).map(
        (article) => {
          const shown = inLocale(article, locale);
          return {
            id: article.id,
            path: articlePath(shown.slug),
            title: shown.title,
            summary: shown.summary,
            publishedAt: new Date(shown.publishedAt),
            facts: [],
            lang: shown.lang,
          };
        },
      ),
  },
} satisfies KindServer;
