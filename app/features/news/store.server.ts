import { defineContentStore } from "~/features/content/store.server";
import { newsArticles } from "../../../db/schema";
import { type ArticleInput, SLUG_TAKEN } from "./schema";

/** News articles for the shared content queries: rows show the summary and the author. */
export const articleStore = defineContentStore<ArticleInput>({
  kind: "article",
  table: newsArticles,
  listText: newsArticles.summary,
  listImage: newsArticles.imageUrl,
  listUpload: newsArticles.imageMediaId,
  listDetails: [newsArticles.author],
  fields: [
    { name: "title", label: "Title" },
    { name: "slug", label: "URL Slug" },
    { name: "summary", label: "Summary" },
    { name: "content", label: "Content" },
    { name: "imageUrl", label: "Featured Image URL" },
    { name: "imageMediaId", label: "Uploaded image" },
    { name: "author", label: "Author" },
    { name: "published", label: "Published" },
    { name: "publishedAt", label: "Publish at" },
  ],
  uniqueFields: [{ constraint: "news_articles_slug_unique", field: "slug", message: SLUG_TAKEN }],
  upload: {
    idField: "imageMediaId",
    altField: "imageAlt",
    constraint: "news_articles_image_media_id_media_id_fk",
  },
});
