/** The menus of the site document as a public page in one language draws them. */
import type { Locale } from "~/lib/i18n";
import type { ShownMenus } from "~/lib/site";
import type { Messages } from "~/locales/en";
import type { AppDatabase } from "../../../db/client.server";
import { menuPages } from "./menu-pages.server";
import { menuPageIds, menusOf, QUICK_LINKS, shownMenus } from "./menus";
import type { SiteDocument } from "./site-document";

/** The document's menus, with the pages they name looked up (and the ticked pages). */
export async function siteMenus(db: AppDatabase, doc: SiteDocument) {
  const stored = menusOf(doc.values, [], QUICK_LINKS);
  const pages = await menuPages(db, menuPageIds(stored));
  const menus = menusOf(doc.values, [...pages.values()], QUICK_LINKS);
  return { menus, pages };
}

/** What the header and the footer of a public page in `locale` show. */
export async function publicMenus(
  db: AppDatabase,
  doc: SiteDocument,
  locale: Locale,
  messages: Messages,
): Promise<ShownMenus> {
  const { menus, pages } = await siteMenus(db, doc);
  return shownMenus(menus, pages, locale, messages);
}
