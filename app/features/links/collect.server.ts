import { and, asc, gt } from "drizzle-orm";
import type { ContentStore, StoredRow } from "~/features/content/kind.server";
import { publiclyVisible } from "~/features/content/public-queries.server";
import { storedTranslations } from "~/features/content/translations";
import { markdownLinks } from "~/lib/markdown-links";
import type { AppDatabase } from "../../../db/client.server";
import type { FoundLink } from "./links";

/** Rows read at a time: a large kind is read in pages, never whole. */
const PAGE = 500;

/** A field holding one address of its own (an article's image URL, a video's address). */
const ADDRESS_FIELD = /Url$/;

/**
 * Every link in the published items of the kinds whose stores are given (the registry's: a new
 * kind is covered as it is registered): each rich text (Markdown, translations included, blocks
 * and all) and each address field (named `…Url`). An item's links are listed once each.
 */
export async function publishedItemLinks(
  db: AppDatabase,
  stores: readonly ContentStore[],
): Promise<FoundLink[]> {
  const found: FoundLink[] = [];
  for (const store of stores) {
    for await (const row of publishedRows(db, store)) {
      for (const url of itemLinks(store, row)) {
        found.push({ kind: store.kind, itemId: row.id, itemTitle: row.title, url });
      }
    }
  }
  return found;
}

/** The published rows of a kind, page by page in id order. */
async function* publishedRows(db: AppDatabase, store: ContentStore): AsyncGenerator<StoredRow> {
  const { table } = store;
  let after: string | undefined;
  for (;;) {
    const rows: StoredRow[] = await db
      .select()
      .from(table)
      .where(and(publiclyVisible(table), after === undefined ? undefined : gt(table.id, after)))
      .orderBy(asc(table.id))
      .limit(PAGE);
    yield* rows;
    const last = rows.at(-1);
    if (rows.length < PAGE || !last) return;
    after = last.id;
  }
}

/** The addresses of one item: its rich texts in every language and its address fields. */
export function itemLinks(store: ContentStore, row: StoredRow): string[] {
  const urls = new Set<string>();
  const translations = storedTranslations(row.translations);
  for (const field of store.fields) {
    const value = row[field.name];
    if (typeof value !== "string" || value === "") continue;
    if (field.richText) for (const url of markdownLinks(value)) urls.add(url);
    else if (ADDRESS_FIELD.test(field.name)) urls.add(value.trim());
  }
  for (const field of store.translated ?? []) {
    if (!field.markdown) continue;
    for (const texts of Object.values(translations)) {
      const value = texts?.[field.name];
      if (value) for (const url of markdownLinks(value)) urls.add(url);
    }
  }
  return [...urls];
}
