import { Link } from "react-router";
import { ARTICLE_SECTORS, type ArticleSector } from "~/features/content/sectors";
import { useLocalePath, useMessages } from "~/locales/use-messages";

/**
 * A list's sector filter: all of it, or one sector's (/news?sector=mining, /videos?sector=…);
 * the current one is marked.
 */
export function SectorFilter({
  list,
  current,
}: {
  list: "news" | "videos";
  current: ArticleSector | null;
}) {
  const choices = [null, ...ARTICLE_SECTORS] as const;
  const t = useMessages();
  const to = useLocalePath();
  const path = `/${list}`;
  return (
    <nav aria-label={t[list].filterLabel} className="mb-10">
      <ul className="flex flex-wrap gap-2">
        {choices.map((sector) => {
          const active = sector === current;
          return (
            <li key={sector ?? "all"}>
              <Link
                to={to(sector ? `${path}?sector=${sector}` : path)}
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
