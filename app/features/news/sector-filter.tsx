import { Link } from "react-router";
import { useLocalePath, useMessages } from "~/locales/use-messages";
import { ARTICLE_SECTORS, type ArticleSector } from "./sectors";

/** /news's filter: all news, or one sector's (/news?sector=mining); the current one is marked. */
export function SectorFilter({ current }: { current: ArticleSector | null }) {
  const choices = [null, ...ARTICLE_SECTORS] as const;
  const t = useMessages();
  const to = useLocalePath();
  return (
    <nav aria-label={t.news.filterLabel} className="mb-10">
      <ul className="flex flex-wrap gap-2">
        {choices.map((sector) => {
          const active = sector === current;
          return (
            <li key={sector ?? "all"}>
              <Link
                to={to(sector ? `/news?sector=${sector}` : "/news")}
                aria-current={active ? "page" : undefined}
                className={`inline-flex min-h-11 items-center rounded-full px-4 font-semibold text-sm ring-1 transition ${
                  active
                    ? "bg-ev-900 text-white ring-ev-900"
                    : "text-ev-700 ring-ev-600/30 hover:bg-ev-50"
                }`}
              >
                {sector ? t.sectorNames[sector] : t.news.all}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
