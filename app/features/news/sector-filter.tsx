import { Link } from "react-router";
import { ARTICLE_SECTORS, type ArticleSector, SECTOR_LABELS } from "./sectors";

/** /news's filter: all news, or one sector's (/news?sector=mining); the current one is marked. */
export function SectorFilter({ current }: { current: ArticleSector | null }) {
  const choices = [null, ...ARTICLE_SECTORS] as const;
  return (
    <nav aria-label="News by sector" className="mb-10">
      <ul className="flex flex-wrap gap-2">
        {choices.map((sector) => {
          const active = sector === current;
          return (
            <li key={sector ?? "all"}>
              <Link
                to={sector ? `/news?sector=${sector}` : "/news"}
                aria-current={active ? "page" : undefined}
                className={`inline-flex min-h-11 items-center rounded-full px-4 font-semibold text-sm ring-1 transition ${
                  active
                    ? "bg-ev-900 text-white ring-ev-900"
                    : "text-ev-700 ring-ev-600/30 hover:bg-ev-50"
                }`}
              >
                {sector ? SECTOR_LABELS[sector] : "All"}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
