import { Clapperboard, type LucideIcon, Newspaper } from "lucide-react";
import type { ReactNode } from "react";
import { PublicList } from "~/features/content/public-list";
import { type ArticleSector, isArticleSector, sectorFeedPath } from "~/features/content/sectors";
import { PageFrame } from "~/features/site/page-frame";
import { format, localeOfPath, localizedPath } from "~/lib/i18n";
import { Breadcrumbs } from "~/lib/json-ld";
import { pageMeta } from "~/lib/seo";
import { rootDataFromMatches, useRootData } from "~/lib/site";
import { messagesFor } from "~/locales";
import { useLocale, useLocalePath, useMessages } from "~/locales/use-messages";

/** The sector a list's `?sector=mining` asks for (an unknown sector shows all of them). */
export function askedSector(request: Request): ArticleSector | null {
  const asked = new URL(request.url).searchParams.get("sector");
  return isArticleSector(asked) ? asked : null;
}

/**
 * The loader and meta of a paged public list (/news, /videos): `?page=N` of the kind's published
 * cards; the title and canonical address name the page after the first.
 */
export function publicList(options: {
  path: string;
  /** Where its texts are in the messages: title, metaDescription, eyebrow, lead, empty. */
  messages: "news" | "videos";
  listClassName: string;
  /** The empty list's mark. */
  icon: LucideIcon;
}) {
  return {
    /** The page: header, the cards (`children`, one <li> each), pages. */
    Page({
      data,
      basePath = options.path,
      before,
      after,
      empty,
      children,
    }: {
      data: { items: unknown[]; page: number; pageCount: number };
      /** The list's own address when it is filtered (/news?sector=mining). */
      basePath?: string;
      before?: ReactNode;
      /** Below the list and its pages (the 'Get alerts' form). */
      after?: ReactNode;
      empty?: string;
      children: ReactNode;
    }) {
      const messages = useMessages();
      const t = messages[options.messages];
      const to = useLocalePath();
      const locale = useLocale();
      const { siteUrl } = useRootData();
      return (
        <PageFrame eyebrow={t.eyebrow} title={t.title} lead={t.lead}>
          <Breadcrumbs
            home={messages.common.home}
            crumbs={[{ name: t.title, path: options.path }]}
            locale={locale}
            siteUrl={siteUrl}
          />
          <PublicList
            empty={data.items.length === 0 ? (empty ?? t.empty) : null}
            before={before}
            basePath={to(basePath)}
            page={data.page}
            pageCount={data.pageCount}
            listClassName={options.listClassName}
            icon={options.icon}
          >
            {children}
          </PublicList>
          {after ? <div className="mx-auto max-w-7xl px-5 pb-16 sm:px-8">{after}</div> : null}
        </PageFrame>
      );
    },
    meta: ({
      matches,
      loaderData,
      location,
    }: {
      matches: readonly unknown[];
      loaderData?: { page: number; sector?: ArticleSector | null };
      location: { pathname: string };
    }) => {
      const { site, siteUrl } = rootDataFromMatches(matches);
      const locale = localeOfPath(location.pathname);
      const messages = messagesFor(locale);
      const t = messages[options.messages];
      const page = loaderData?.page ?? 1;
      const sector = loaderData?.sector;
      const base = sector ? `${options.path}?sector=${sector}` : options.path;
      const title = sector ? `${t.title}: ${messages.sectorNames[sector]}` : t.title;
      const tags = pageMeta({
        title: page > 1 ? format(messages.common.titlePage, { title, page }) : title,
        description: format(t.metaDescription, { name: site.name }),
        path: page > 1 ? `${base}${sector ? "&" : "?"}page=${page}` : base,
        locale,
        siteName: site.name,
        siteImage: site.logos?.share,
        siteUrl,
      });
      // A sector's news links that sector's feed: the only link to Group's, which has no page.
      if (sector && options.messages === "news") {
        tags.push({
          tagName: "link",
          rel: "alternate",
          type: "application/rss+xml",
          title: format(messages.sectorPage.feedTitle, {
            name: site.name,
            sector: messages.sectorNames[sector],
          }),
          href: localizedPath(sectorFeedPath(sector), locale),
        });
      }
      return tags;
    },
  };
}

/** /news and /videos: routes/news-list.tsx and routes/videos-list.tsx. */
export const PUBLIC_LISTS = {
  news: publicList({
    path: "/news",
    messages: "news",
    listClassName: "grid gap-8 md:grid-cols-2 lg:grid-cols-3",
    icon: Newspaper,
  }),
  videos: publicList({
    path: "/videos",
    messages: "videos",
    listClassName: "grid gap-8 md:grid-cols-2",
    icon: Clapperboard,
  }),
};
