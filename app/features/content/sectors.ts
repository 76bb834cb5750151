// The sectors are a database constraint (db/schema.ts), so db/ owns their values; this module
// holds what visitors and editors read. No server code: the form and the public pages share it.
import { isOneOf } from "~/lib/guards";
import { ARTICLE_SECTORS, type ArticleSector, DEFAULT_ARTICLE_SECTOR } from "../../../db/enums";

export { ARTICLE_SECTORS, type ArticleSector, DEFAULT_ARTICLE_SECTOR };

/** The 'Sector' select's options, and the name the public pages give a sector. */
export const SECTOR_LABELS: Record<ArticleSector, string> = {
  manufacturing: "Manufacturing",
  mining: "Mining",
  export: "Export",
  group: "Group",
};

export function isArticleSector(value: unknown): value is ArticleSector {
  return isOneOf(ARTICLE_SECTORS, value);
}

/** A sector's RSS feed (linked from its sector page). */
export function sectorFeedPath(sector: ArticleSector) {
  return `/sector/${sector}/rss.xml`;
}
