import { ArrowLeft, Rss } from "lucide-react";
import { Link } from "react-router";
import { PublicList } from "~/features/content/public-list";
import type { MediaFileInfo } from "~/features/media/files";
import { mediaUrl, ogImageKey } from "~/features/media/files";
import { MediaPicture } from "~/features/media/media-picture";
import { format, type Locale, localizedPath } from "~/lib/i18n";
import { JsonLd } from "~/lib/json-ld";
import { useLocale, useLocalePath, useMessages } from "~/locales/use-messages";
import { ArticleCard } from "./article-card";
import { AuthorPhoto } from "./article-page";
import type { ArticleCard as ArticleCardData } from "./public-queries.server";

/** An author page's profile, its texts in the page's language (or English, as `lang` says). */
export interface AuthorPageProfile {
  slug: string;
  name: string;
  jobTitle: { text: string; lang: Locale };
  biography: { text: string; lang: Locale };
  photo: MediaFileInfo | null;
}

/** An author page's address, unlocalized; its feed's. */
export const authorPath = (slug: string) => `/news/author/${encodeURIComponent(slug)}`;
export const authorFeedPath = (slug: string) => `${authorPath(slug)}/rss.xml`;

/** The profile photo's 1200×630 crop for link previews (none while it is being made). */
export function authorShareImage(photo: MediaFileInfo | null, siteUrl: string) {
  if (!photo) return undefined;
  const path = photo.state === "ready" ? mediaUrl(ogImageKey(photo.hash)) : MediaPicture.src(photo);
  return `${siteUrl}${path}`;
}

/**
 * A staff member's author page (/news/author/<slug>, /am/…, /om/…), between the site's header
 * and footer (the route adds them): their photo, name, job title and biography, then their
 * published articles, newest first, paged like /news, and their feed.
 */
export function AuthorPage({
  author,
  items,
  page,
  pageCount,
  siteName,
  siteUrl,
}: {
  author: AuthorPageProfile;
  items: ArticleCardData[];
  page: number;
  pageCount: number;
  siteName: string;
  siteUrl: string;
}) {
  const messages = useMessages();
  const t = messages.authors;
  const locale = useLocale();
  const localePath = useLocalePath();
  const path = authorPath(author.slug);
  return (
    <main id="main">
      <div className="relative isolate overflow-hidden bg-ev-900 text-white">
        <div
          aria-hidden="true"
          className="-z-10 absolute inset-0 bg-[radial-gradient(circle_at_85%_15%,rgba(201,122,64,0.28),transparent_45%),radial-gradient(circle_at_10%_90%,rgba(16,138,108,0.35),transparent_50%)]"
        />
        <div className="mx-auto max-w-7xl px-5 pt-36 pb-14 sm:px-8 md:pt-32">
          <Link
            to={localePath("/news")}
            className="inline-flex items-center gap-2 font-semibold text-copper-400 text-sm hover:text-white"
          >
            <ArrowLeft aria-hidden="true" size={16} />
            {messages.news.allNews}
          </Link>
          <div className="mt-8 flex flex-col gap-6 sm:flex-row sm:items-center sm:gap-8">
            <AuthorPhoto
              photo={author.photo}
              name={author.name}
              sizes="(min-width: 640px) 160px, 128px"
              priority
              className="size-32 text-4xl ring-4 ring-white/15 sm:size-40 sm:text-5xl"
            />
            <div className="min-w-0">
              <p className="font-semibold text-copper-400 text-xs uppercase tracking-[0.3em] sm:text-sm">
                {t.eyebrow}
              </p>
              <h1 className="mt-2 break-words font-display text-4xl leading-tight sm:text-5xl">
                {author.name}
              </h1>
              {author.jobTitle.text ? (
                <p
                  lang={langIf(author.jobTitle.lang, locale)}
                  className="mt-2 text-lg text-white/85"
                >
                  {author.jobTitle.text}
                </p>
              ) : null}
            </div>
          </div>
          {author.biography.text ? (
            <p
              lang={langIf(author.biography.lang, locale)}
              className="mt-8 max-w-3xl whitespace-pre-line text-lg text-white/85 leading-relaxed"
            >
              {author.biography.text}
            </p>
          ) : null}
        </div>
      </div>
      <PublicList
        empty={null}
        basePath={localePath(path)}
        page={page}
        pageCount={pageCount}
        listClassName="grid gap-8 md:grid-cols-2 lg:grid-cols-3"
        before={
          <div className="mb-8 flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
            <h2 className="font-display text-3xl text-ink">
              {format(t.articlesBy, { author: author.name })}
            </h2>
            <a
              href={localizedPath(authorFeedPath(author.slug), locale)}
              className="inline-flex items-center gap-2 font-semibold text-ev-700 text-sm hover:underline"
            >
              <Rss aria-hidden="true" size={16} />
              {format(t.rss, { author: author.name })}
            </a>
          </div>
        }
      >
        {items.map((article) => (
          <li key={article.id} className="flex min-w-0">
            <ArticleCard article={article} headingLevel={3} />
          </li>
        ))}
      </PublicList>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "ProfilePage",
          url: `${siteUrl}${localePath(path)}`,
          mainEntity: {
            "@type": "Person",
            name: author.name,
            url: `${siteUrl}${localePath(path)}`,
            ...(author.jobTitle.text ? { jobTitle: author.jobTitle.text } : {}),
            ...(author.biography.text ? { description: author.biography.text } : {}),
            ...(author.photo ? { image: authorShareImage(author.photo, siteUrl) } : {}),
            worksFor: { "@type": "Organization", name: siteName, url: siteUrl },
          },
        }}
      />
    </main>
  );
}

/** A text's `lang` attribute: only where it differs from the page's. */
function langIf(lang: Locale, page: Locale): string | undefined {
  return lang === page ? undefined : lang;
}
