import { and, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { defineContentStore } from "~/features/content/kind.server";
import { translationsColumn, translationVersionFields } from "~/features/content/translations";
import type { AppDatabase } from "../../../db/client.server";
import { pages } from "../../../db/schema";
import { PAGE_ADDRESS_TAKEN, PAGE_TRANSLATED, type PageInput } from "./schema";

/**
 * A page's own columns as a save, a restored version or a restore from the trash writes them:
 * what the table needs of a new row, and what it may change of a stored one.
 */
const PAGE_COLUMNS = z.object({
  title: z.string(),
  slug: z.string(),
  body: z.string(),
  description: z.string(),
  inFooter: z.boolean().optional(),
  inHeader: z.boolean().optional(),
  translations: translationsColumn(PAGE_TRANSLATED).optional(),
});
const PAGE_CHANGES = PAGE_COLUMNS.partial();

/** What staff write of a page: a change to any of these ends its being the template. */
const PAGE_TEXTS = ["title", "slug", "body", "description", "translations"] as const;

/** The site's added pages for the shared content commands and queries. */
export const pageStore = defineContentStore<PageInput, typeof pages>({
  kind: "page",
  table: pages,
  listText: pages.description,
  listDetails: [
    sql<string>`'/' || ${pages.slug}`,
    sql<string>`case when ${pages.inHeader} and ${pages.inFooter} then 'Header menu and footer'
      when ${pages.inHeader} then 'Header menu' when ${pages.inFooter} then 'Footer' end`,
  ],
  listMark: sql<string | null>`case when ${pages.template} then 'Template' end`,
  fields: [
    { name: "title", label: "Title" },
    { name: "slug", label: "Address" },
    { name: "body", label: "Body", richText: true },
    { name: "description", label: "Description for search engines" },
    { name: "inFooter", label: "In the footer" },
    { name: "inHeader", label: "In the header menu" },
    ...translationVersionFields(PAGE_TRANSLATED),
    { name: "published", label: "Published" },
    { name: "publishedAt", label: "Publish at" },
  ],
  translated: PAGE_TRANSLATED,
  insert: async (db, stamp, fields) => {
    const [row] = await db
      .insert(pages)
      .values({ ...stamp, ...PAGE_COLUMNS.parse(fields) })
      .returning();
    return row;
  },
  update: async (db, id, stamp, fields) => {
    const [row] = await db
      .update(pages)
      .set({ ...stamp, ...PAGE_CHANGES.parse(fields) })
      .where(eq(pages.id, id))
      .returning();
    return row;
  },
  afterWrite: async (db, before, after) => {
    const changed = PAGE_TEXTS.some(
      (name) => JSON.stringify(before?.[name]) !== JSON.stringify(after[name]),
    );
    if (before?.template === true && changed) {
      await db.update(pages).set({ template: false }).where(eq(pages.id, after.id));
    }
  },
  uniqueFields: [{ constraint: "pages_slug_unique", field: "slug", message: PAGE_ADDRESS_TAKEN }],
  address: { field: "slug", column: pages.slug, max: 80 },
});

/** What the form of a page still holding its template says above it. */
export const TEMPLATE_NOTICE =
  "This page still holds the template text the site started with. Replace it with your company's own reviewed text: the Template mark goes once its text changes.";

/** Whether the page `id` (outside the trash) still holds the template text it was made with. */
export async function isTemplatePage(db: AppDatabase, id: string): Promise<boolean> {
  const [row] = await db
    .select({ template: pages.template })
    .from(pages)
    .where(and(eq(pages.id, id), isNull(pages.deletedAt)));
  return row?.template === true;
}
