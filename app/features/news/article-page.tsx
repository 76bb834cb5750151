import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { COMPANY_TIME_ZONE, type SiteIdentity } from "~/config/site";
import { type ProfileTranslations, profileInLocale } from "~/features/auth/profile";
import { InEnglish } from "~/features/content/in-english";
import { RichText } from "~/features/content/rich-text/rich-text";
import type { ArticleSector } from "~/features/content/sectors";
import { type MediaFileInfo, mediaUrl, ogImageKey } from "~/features/media/files";
import { MediaPicture } from "~/features/media/media-picture";
import { format, formatLongDateIn, LOCALE_TAGS, type Locale } from "~/lib/i18n";
import { JsonLd, siteLogoUrl } from "~/lib/json-ld";
import type { RichTextPart } from "~/lib/markdown-video";
import { DEFAULT_SHARE_IMAGE } from "~/lib/seo";
import { useLocale, useLocalePath, useMessages } from "~/locales/use-messages";
import { ArticleImage } from "./article-card";

/** An article's band in its sector's colour, as the sector's own page has it. */
const HEADER_TONES: Record<ArticleSector, string> = {
  manufacturing: "bg-ev-900",
  mining: "bg-coffee-900",
  export: "bg-coffee-700",
  group: "bg-ev-900",
};

/** What an article page shows (see getArticleBySlug), in the language `lang`. */
export interface ArticlePageData {
  title: string;
  slug: string;
  summary: string;
  imageUrl: string | null;
  image: (Parameters<typeof MediaPicture.src>[0] & { alt: string }) | null;
  author: string;
  sector: ArticleSector;
  published: boolean;
  publishedAt: string | null;
  updatedAt: string;
  /** The language of the title, summary and content: the page's, or "en" when untranslated. */
  lang: Locale;
  /** A staff member's byline (linking to their author page); null: the company's, plain text. */
  byline: BylineData | null;
}

/** A staff byline as the article page shows it: name, job title (in `jobTitleLang`), photo. */
export interface BylineData {
  slug: string;
  name: string;
  jobTitle: string;
  jobTitleLang: Locale;
  photo: MediaFileInfo | null;
}

/** The staff byline of a stored article (getArticle's `byline`), in the page's language. */
type StoredByline = {
  slug: string;
  displayName: string;
  jobTitle: string;
  biography: string;
  translations: ProfileTranslations | null;
  photo: MediaFileInfo | null;
} | null;

/** The article fields a page sends the browser (its texts as `inLocale` chose them). */
export function articlePageData(
  article: Omit<ArticlePageData, "lang" | "byline"> & { lang?: Locale; byline?: StoredByline },
  locale: Locale = "en",
): ArticlePageData {
  const stored = article.byline;
  const jobTitle = stored ? profileInLocale(stored, locale).jobTitle : null;
  return {
    byline:
      stored && jobTitle
        ? {
            slug: stored.slug,
            name: stored.displayName,
            jobTitle: jobTitle.text,
            jobTitleLang: jobTitle.lang,
            photo: stored.photo,
          }
        : null,
    title: article.title,
    slug: article.slug,
    summary: article.summary,
    imageUrl: article.imageUrl,
    image: article.image,
    author: article.author,
    sector: article.sector,
    published: article.published,
    publishedAt: article.publishedAt,
    updatedAt: article.updatedAt,
    lang: article.lang ?? "en",
  };
}

/** The image link previews and search results show: the upload's 1200×630 crop, or the URL. */
export function shareImage(
  article: { imageUrl: string | null; image: Parameters<typeof MediaPicture.src>[0] | null },
  siteUrl: string,
): string | undefined {
  const { image } = article;
  if (!image) return article.imageUrl ?? undefined;
  const path = image.state === "ready" ? mediaUrl(ogImageKey(image.hash)) : MediaPicture.src(image);
  return `${siteUrl}${path}`;
}

/**
 * An article's page between the site's header and footer (the route adds them): /news/:slug and
 * its /am and /om versions, an admin's draft preview (`preview`: marked as a draft), and a
 * preview link (exactly as the public will see it). An untranslated article's English is marked
 * `lang="en"` and 'In English' on a page in another language.
 */
export function ArticlePage({
  article,
  parts,
  preview = false,
  site,
  siteUrl,
}: {
  article: ArticlePageData;
  /** The article's text, rendered and sanitised on the server (renderContent). */
  parts: RichTextPart[];
  preview?: boolean;
  site: SiteIdentity;
  siteUrl: string;
}) {
  const locale = useLocale();
  const messages = useMessages();
  const localePath = useLocalePath();
  const sectorName = messages.sectorNames[article.sector];
  const pictured = Boolean(article.image || article.imageUrl);
  return (
    <>
      <main id="main">
        <article>
          <header
            className={`relative isolate overflow-hidden text-white ${HEADER_TONES[article.sector]}`}
          >
            <span
              aria-hidden="true"
              className="-z-10 absolute inset-0 bg-[radial-gradient(ellipse_at_90%_0%,rgb(20_163_127/0.25),transparent_55%),radial-gradient(ellipse_at_0%_100%,rgb(184_101_46/0.3),transparent_50%)]"
            />
            <div
              className={`mx-auto max-w-3xl px-5 pt-36 sm:px-8 md:pt-32 ${
                pictured ? "pb-28 sm:pb-40 lg:pb-48" : "pb-12 md:pb-16"
              }`}
            >
              <Link
                to={localePath("/news")}
                className="inline-flex items-center gap-2 font-semibold text-copper-400 text-sm hover:text-white"
              >
                <ArrowLeft aria-hidden="true" size={16} />
                {messages.news.allNews}
              </Link>
              {preview && !article.published ? (
                <p className="mt-6 inline-block rounded-full bg-copper-500 px-3 py-1 font-semibold text-sm text-white">
                  {messages.news.draftPreview}
                </p>
              ) : null}
              <h1
                lang={article.lang}
                className="mt-5 break-words font-display text-4xl leading-tight sm:text-5xl"
              >
                {article.title}
              </h1>
              <p className="mt-5 text-white/80">
                {article.publishedAt ? (
                  <time dateTime={article.publishedAt}>
                    {formatLongDateIn(article.publishedAt, locale, COMPANY_TIME_ZONE)}
                  </time>
                ) : (
                  messages.news.notPublished
                )}
                <span aria-hidden="true"> · </span>
                {article.byline ? (
                  <Link
                    to={localePath(`/news/author/${article.byline.slug}`)}
                    className="font-semibold text-white underline decoration-copper-400 underline-offset-4 hover:text-copper-400"
                  >
                    {article.byline.name}
                  </Link>
                ) : (
                  article.author
                )}
                <span aria-hidden="true"> · </span>
                <Link
                  to={localePath(`/news?sector=${article.sector}`)}
                  className="font-semibold text-copper-400 hover:text-white"
                >
                  {sectorName}
                </Link>
                {article.lang !== locale ? (
                  <>
                    <span aria-hidden="true"> · </span>
                    <InEnglish label={messages.common.inEnglish} />
                  </>
                ) : null}
              </p>
            </div>
          </header>
          {/* The photo overlaps the band, wider than the text: the article's own banner. */}
          {pictured ? (
            <div
              lang={article.lang}
              className="-mt-20 sm:-mt-32 lg:-mt-40 relative mx-auto max-w-5xl px-5 sm:px-8"
            >
              {article.image ? (
                <MediaPicture
                  media={article.image}
                  alt={article.image.alt}
                  // The upload's alt text is one for every language, written in the admin's English.
                  lang={article.lang === "en" ? undefined : "en"}
                  // The photo's column: 1024 px less its padding on wide screens, the viewport below.
                  sizes="(min-width: 1024px) 960px, (min-width: 640px) calc(100vw - 64px), calc(100vw - 40px)"
                  priority
                  className="aspect-video w-full rounded-3xl bg-slate-100 object-cover shadow-2xl shadow-black/20"
                />
              ) : (
                <ArticleImage
                  src={article.imageUrl}
                  width={1200}
                  height={675}
                  eager
                  sector={article.sector}
                  label={sectorName}
                  className="aspect-video w-full rounded-3xl shadow-2xl shadow-black/20"
                />
              )}
            </div>
          ) : null}
          <div lang={article.lang} className="mx-auto max-w-3xl break-words px-5 py-12 sm:px-8">
            <p
              className={`font-medium text-ink text-xl leading-relaxed ${pictured ? "mt-4" : "mt-2"}`}
            >
              {article.summary}
            </p>
            <div className="mt-8">
              <RichText parts={parts} className="prose-article" />
            </div>
            {article.byline ? <BylineCard byline={article.byline} /> : null}
          </div>
        </article>
      </main>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "NewsArticle",
          headline: article.title,
          description: article.summary,
          inLanguage: LOCALE_TAGS[article.lang].hreflang,
          datePublished: article.publishedAt,
          dateModified: article.updatedAt,
          author: article.byline
            ? {
                "@type": "Person",
                name: article.byline.name,
                url: `${siteUrl}${localePath(`/news/author/${article.byline.slug}`)}`,
                ...(article.byline.jobTitle ? { jobTitle: article.byline.jobTitle } : {}),
              }
            : { "@type": "Organization", name: article.author },
          articleSection: sectorName,
          publisher: {
            "@type": "Organization",
            name: site.name,
            logo: { "@type": "ImageObject", url: siteLogoUrl(site, siteUrl) },
          },
          mainEntityOfPage: `${siteUrl}${localePath(`/news/${article.slug}`)}`,
          // Its own image, else the site's: search engines show no article without one.
          image: [shareImage(article, siteUrl) ?? `${siteUrl}${DEFAULT_SHARE_IMAGE}`],
        }}
      />
    </>
  );
}

/**
 * Under the article's text: who wrote it, with their photo and job title, linking to their
 * author page (their other articles).
 */
function BylineCard({ byline }: { byline: BylineData }) {
  const messages = useMessages();
  const localePath = useLocalePath();
  return (
    <aside
      aria-label={format(messages.authors.byline, { author: byline.name })}
      className="mt-12 flex items-center gap-4 rounded-3xl bg-mist p-5 ring-1 ring-slate-200 sm:gap-5 sm:p-6"
    >
      <AuthorPhoto photo={byline.photo} name={byline.name} className="size-16 sm:size-20" />
      <div className="min-w-0">
        <p className="font-semibold text-copper-700 text-xs uppercase tracking-[0.2em]">
          {messages.authors.eyebrow}
        </p>
        <p className="mt-1 font-display text-ink text-xl">
          <Link
            to={localePath(`/news/author/${byline.slug}`)}
            className="hover:text-ev-700 hover:underline"
          >
            {byline.name}
          </Link>
        </p>
        {byline.jobTitle ? (
          <p lang={byline.jobTitleLang} className="text-slate-600 text-sm">
            {byline.jobTitle}
          </p>
        ) : null}
      </div>
    </aside>
  );
}

/** A staff member's photo, cropped round (a calm initial-less panel when they have none). */
export function AuthorPhoto({
  photo,
  name,
  className,
  sizes = "80px",
  priority = false,
}: {
  photo: MediaFileInfo | null;
  name: string;
  className: string;
  sizes?: string;
  priority?: boolean;
}) {
  const messages = useMessages();
  if (!photo) {
    return (
      <span
        className={`flex shrink-0 items-center justify-center rounded-full bg-ev-900 font-display text-copper-400 ${className}`}
        aria-hidden="true"
      >
        {initialsOf(name)}
      </span>
    );
  }
  // In a box of its own: a <picture>'s sources would otherwise be items of a flex row or column.
  return (
    <div className="shrink-0">
      <MediaPicture
        media={photo}
        alt={format(messages.authors.photoOf, { author: name })}
        sizes={sizes}
        priority={priority}
        className={`block rounded-full bg-slate-100 object-cover ${className}`}
      />
    </div>
  );
}

/** The first letters of a name's first and last words ('Abebe Kebede': AK). */
function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? "") : "";
  return `${first}${last}`.toUpperCase();
}
