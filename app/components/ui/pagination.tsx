import { ArrowLeft, ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { format } from "~/lib/i18n";
import { useMessages } from "~/locales/use-messages";

/** Previous/next links between the pages of a list (`?page=N`; page 1 has no parameter). */
export function Pagination({
  basePath,
  page,
  pageCount,
}: {
  basePath: string;
  page: number;
  pageCount: number;
}) {
  const t = useMessages().common;
  if (pageCount <= 1) return null;
  // The base may carry a query of its own (/news?sector=mining, /search?q=…).
  const href = (n: number) =>
    n === 1 ? basePath : `${basePath}${basePath.includes("?") ? "&" : "?"}page=${n}`;
  const linkClass =
    "inline-flex items-center gap-2 rounded-full px-5 py-2.5 font-semibold text-ev-700 ring-1 ring-ev-600/30 transition hover:bg-ev-50";
  return (
    <nav aria-label={t.pages} className="mt-12 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev" className={linkClass}>
          <ArrowLeft aria-hidden="true" size={18} />
          {t.newer}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-slate-600 text-sm">{format(t.pageOf, { page, pages: pageCount })}</p>
      {page < pageCount ? (
        <Link to={href(page + 1)} rel="next" className={linkClass}>
          {t.older}
          <ArrowRight aria-hidden="true" size={18} />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** The page number from `?page=`: 1 when absent; undefined when malformed (a 404). */
export function parsePage(url: URL): number | undefined {
  const raw = url.searchParams.get("page");
  if (raw === null) return 1;
  return /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : undefined;
}
