import { and, eq, sql } from "drizzle-orm";
import type { ContentStore } from "~/features/content/kind.server";
import { CONTENT_KINDS } from "~/features/content/kinds";
import { publiclyVisible } from "~/features/content/public-queries.server";
import type { AppDatabase } from "../../../db/client.server";
import { TRANSLATION_LOCALES } from "../../../db/enums";
import { media, newsArticles, redirects, slugRedirects } from "../../../db/schema";
import type { LinkVerdict } from "./links";

/**
 * The public addresses the site answers besides its kinds' lists and items (app/routes.ts):
 * its feeds and fixed pages. The home page and the sector pages are given by the caller.
 */
export const FIXED_PUBLIC_PATHS = [
  "/",
  "/search",
  "/privacy",
  "/terms",
  "/alerts",
  "/rss.xml",
  "/sitemap.xml",
  "/robots.txt",
  "/tenders.rss",
  "/tenders.json",
] as const;

/**
 * Addresses under which a route answers whatever follows (a staff member's author page, alerts'
 * token pages, a preview link) or the site's own files are served (public/): not checked.
 */
const ANSWERED_PREFIXES = [
  "/news/author/",
  "/alerts/",
  "/preview/",
  "/admin",
  "/media/",
  "/assets/",
  "/fonts/",
];

/** An upload's address: its content hash starts the file's name (app/features/media/files.ts). */
const UPLOAD = /^\/uploads\/([0-9a-f]{32})[-.]/;

/** A redirect leads through at most this many others (the redirects screen collapses chains). */
const MAX_REDIRECTS = 3;

export interface InternalLinks {
  /** The kinds' stores (the registry's): an item's address is looked up in its kind's table. */
  stores: readonly ContentStore[];
  /** The site's own pages besides FIXED_PUBLIC_PATHS: each sector's page. */
  sitePaths: readonly string[];
}

/**
 * Checks links to this site's own addresses without a request: an address is resolved to the
 * page that answers it (a fixed page, a kind's list, an item by its kind's `publicPrefix` and
 * address, an upload) and the item's state read. Each address is resolved once per check.
 */
export function internalLinkChecker(db: AppDatabase, { stores, sitePaths }: InternalLinks) {
  const fixed = new Set<string>([...FIXED_PUBLIC_PATHS, ...sitePaths]);
  for (const store of stores) {
    for (const page of CONTENT_KINDS[store.kind].publicPages) {
      if (!page.path.includes(":")) fixed.add(`/${page.path}`);
    }
  }
  for (const path of [...fixed]) {
    if (path.startsWith("/sector/")) fixed.add(`${path}/rss.xml`);
  }
  // The kinds with items of their own, the longest prefix first ('/' for pages comes last).
  const itemKinds = stores
    .flatMap((store) => {
      const prefix: string | null = CONTENT_KINDS[store.kind].publicPrefix;
      return prefix !== null && store.address ? [{ store, prefix }] : [];
    })
    .sort((a, b) => b.prefix.length - a.prefix.length);
  const known = new Map<string, Promise<LinkVerdict>>();

  async function itemVerdict(store: ContentStore, slug: string): Promise<LinkVerdict | undefined> {
    const { table } = store;
    const column = store.address?.column;
    if (!column) return undefined;
    const rows = await db
      .select({
        live: sql<boolean>`${publiclyVisible(table)}`,
        trashed: sql<boolean>`${table.deletedAt} is not null`,
      })
      .from(table)
      .where(eq(column, slug));
    if (rows.some((row) => row.live)) return null;
    if (rows.some((row) => !row.trashed)) return { problem: "draft" };
    if (rows.length > 0) return { problem: "trashed" };
    if (store.kind === "article" && (await isOldArticleAddress(slug))) return null;
    return undefined;
  }

  /** An article's old address answers 301 to the article (slug_redirects): as good as it. */
  async function isOldArticleAddress(slug: string): Promise<boolean> {
    const [row] = await db
      .select({ slug: slugRedirects.oldSlug })
      .from(slugRedirects)
      .innerJoin(newsArticles, eq(newsArticles.id, slugRedirects.articleId))
      .where(and(eq(slugRedirects.oldSlug, slug), publiclyVisible(newsArticles)));
    return row !== undefined;
  }

  async function uploadVerdict(hash: string): Promise<LinkVerdict> {
    const [row] = await db.select({ id: media.id }).from(media).where(eq(media.hash, hash));
    return row ? null : { problem: "not-found" };
  }

  /** The verdict on a path without its language, or undefined when no page answers it. */
  async function pageVerdict(path: string): Promise<LinkVerdict | undefined> {
    if (fixed.has(path)) return null;
    if (ANSWERED_PREFIXES.some((prefix) => path === prefix || path.startsWith(prefix))) {
      return null;
    }
    const upload = UPLOAD.exec(path);
    if (upload) return uploadVerdict(upload[1] as string);
    for (const { store, prefix } of itemKinds) {
      if (!path.startsWith(prefix)) continue;
      const [slug = "", ...rest] = path.slice(prefix.length).split("/");
      // A page's address is one segment; another kind's item may have pages below it (a
      // document's press kit), which stand or fall with it.
      if (slug === "" || (prefix === "/" && rest.length > 0)) continue;
      const verdict = await itemVerdict(store, decoded(slug));
      if (verdict !== undefined) return verdict;
    }
    return undefined;
  }

  /** Follows the redirects table from `path` (as visitors are sent on), or undefined. */
  async function redirectVerdict(path: string, hops: number): Promise<LinkVerdict | undefined> {
    if (hops >= MAX_REDIRECTS) return undefined;
    const [row] = await db
      .select({ to: redirects.to })
      .from(redirects)
      .where(eq(redirects.fromPath, path));
    if (!row) return undefined;
    // A redirect to another site is fine here (its target is checked where it is written).
    if (!row.to.startsWith("/")) return null;
    return resolve(row.to, hops + 1);
  }

  async function resolve(address: string, hops = 0): Promise<LinkVerdict> {
    const path = pathOf(address);
    const verdict = await pageVerdict(withoutLanguage(path));
    if (verdict !== undefined && verdict?.problem !== "not-found") return verdict;
    const redirected = await redirectVerdict(path, hops);
    if (redirected !== undefined) return redirected;
    return verdict ?? { problem: "not-found" };
  }

  return {
    /** The verdict on a link to `address`, a path of this site ('/am/news/x?y#z'). */
    check(address: string): Promise<LinkVerdict> {
      const path = pathOf(address);
      let verdict = known.get(path);
      if (!verdict) {
        verdict = resolve(path);
        known.set(path, verdict);
      }
      return verdict;
    },
  };
}

/** The path alone: no query or fragment, no trailing slash (but the home page's). */
function pathOf(address: string): string {
  const path = address.replace(/[?#].*$/s, "");
  return path.length > 1 ? path.replace(/\/+$/, "") || "/" : "/";
}

/** '/am/news/x' → '/news/x', '/om' → '/'. */
function withoutLanguage(path: string): string {
  for (const locale of TRANSLATION_LOCALES) {
    if (path === `/${locale}`) return "/";
    if (path.startsWith(`/${locale}/`)) return path.slice(locale.length + 1);
  }
  return path;
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
