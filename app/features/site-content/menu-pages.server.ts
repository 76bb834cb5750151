/**
 * The pages the menus name (and the pages ticked for a menu, today's menus' source), with
 * whether visitors may see them: the public menus leave out the others, the Menus screen and
 * the publish check say why.
 */
import { inArray, or, sql } from "drizzle-orm";
import type { AppDatabase } from "../../../db/client.server";
import { TRANSLATION_LOCALES } from "../../../db/enums";
import { pages } from "../../../db/schema";
import type { MenuPage, MenuPageState } from "./menus";

/** The ticked pages and the pages `ids` names, by id (a page deleted for good is not there). */
export async function menuPages(
  db: AppDatabase,
  ids: readonly string[],
  { all = false } = {},
): Promise<Map<string, MenuPage>> {
  const uuids = ids.filter((id) =>
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id),
  );
  const rows = await db
    .select({
      id: pages.id,
      slug: pages.slug,
      title: pages.title,
      translations: pages.translations,
      inHeader: pages.inHeader,
      inFooter: pages.inFooter,
      deleted: sql<boolean>`${pages.deletedAt} is not null`,
      published: pages.published,
      later: sql<boolean>`coalesce(${pages.publishedAt} > now(), false)`,
    })
    .from(pages)
    .where(
      all
        ? undefined
        : or(
            pages.inHeader,
            pages.inFooter,
            ...(uuids.length > 0 ? [inArray(pages.id, uuids)] : []),
          ),
    );
  const found = new Map<string, MenuPage>();
  for (const row of rows) {
    const state: MenuPageState = row.deleted
      ? "trashed"
      : !row.published
        ? "draft"
        : row.later
          ? "scheduled"
          : "live";
    const titles: MenuPage["titles"] = {};
    for (const locale of TRANSLATION_LOCALES) {
      const title = row.translations?.[locale]?.title;
      if (title) titles[locale] = title;
    }
    found.set(row.id, {
      id: row.id,
      slug: row.slug,
      title: row.title,
      titles,
      state,
      // A page in the trash is in no menu, ticked or not.
      inHeader: row.inHeader && !row.deleted,
      inFooter: row.inFooter && !row.deleted,
    });
  }
  return found;
}
