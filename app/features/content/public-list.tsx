import type { SQL } from "drizzle-orm";
import { type LucideIcon, Newspaper } from "lucide-react";
import type { ReactNode } from "react";
import { data } from "react-router";
import { EmptyState } from "~/components/ui/empty-state";
import { Pagination, parsePage } from "~/components/ui/pagination";
import type { AppDatabase } from "../../../db/client.server";
import type { PublishedQueries } from "./public-queries.server";

/** Cards on one page of /news and /videos. */
export const PUBLIC_PAGE_SIZE = 12;

/**
 * One page (`?page=N`) of a public list: its items, number and the page count. A page number
 * that is not a number, or past the last page, is a 404.
 */
export async function loadPublicPage<T>(
  request: Request,
  db: AppDatabase,
  queries: PublishedQueries<T>,
  /** Only the rows that also match this (/news?sector=…). */
  where?: SQL,
) {
  const page = parsePage(new URL(request.url));
  if (!page) throw data(null, { status: 404 });
  const [items, total] = await Promise.all([
    queries.list(db, PUBLIC_PAGE_SIZE, (page - 1) * PUBLIC_PAGE_SIZE, where),
    queries.count(db, where),
  ]);
  const pageCount = Math.max(1, Math.ceil(total / PUBLIC_PAGE_SIZE));
  if (page > pageCount) throw data(null, { status: 404 });
  return { items, page, pageCount };
}

/** The body of /news and /videos: the cards (or what to say when there are none), and pages. */
export function PublicList({
  empty,
  basePath,
  page,
  pageCount,
  listClassName,
  before,
  icon = Newspaper,
  children,
}: {
  /** The empty list's mark. */
  icon?: LucideIcon;
  /** Shown above the cards (the sector filter). */
  before?: ReactNode;
  /** Shown when nothing is published; null when there are cards. */
  empty: string | null;
  basePath: string;
  page: number;
  pageCount: number;
  listClassName: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-7xl px-5 py-16 sm:px-8">
      {before}
      {empty !== null ? (
        <EmptyState icon={icon} title={empty} />
      ) : (
        <ul className={listClassName}>{children}</ul>
      )}
      <Pagination basePath={basePath} page={page} pageCount={pageCount} />
    </div>
  );
}
