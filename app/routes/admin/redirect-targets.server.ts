import type { SitemapItem } from "~/features/content/kind-parts.server";
import { CONTENT_KIND_LIST, publicAddress } from "~/features/content/kinds";
import { KIND_SERVERS } from "~/kinds/registry.server";
import type { AppDatabase } from "../../../db/client.server";
import { STATIC_PATHS } from "../sitemap";

/**
 * The addresses a redirect is offered to lead to: the site's pages and its public items (the
 * sitemap's, in English; the language versions are the same path under /am and /om).
 */
export async function redirectTargets(db: AppDatabase): Promise<string[]> {
  const items = await Promise.all(
    CONTENT_KIND_LIST.map(async (kind) => {
      const listed = KIND_SERVERS[kind].sitemap;
      const rows: SitemapItem[] = listed ? await listed(db) : [];
      return rows.flatMap((row) => publicAddress(kind, row.slug) ?? []);
    }),
  );
  const pages = STATIC_PATHS.filter((path) => !path.includes("?"));
  return [...new Set([...pages, ...items.flat().sort()])];
}
