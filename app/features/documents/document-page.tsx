import { CalendarDays, Download, FileArchive, FileText } from "lucide-react";
import { InEnglish } from "~/features/content/in-english";
import { MediaPicture } from "~/features/media/media-picture";
import { format, type Locale } from "~/lib/i18n";
import type { MediaFileInfo } from "~/lib/media-file";
import type { Messages } from "~/locales/en";
import { useLocale, useLocalePath, useMessages } from "~/locales/use-messages";
import type { DocumentType, SiteLanguage } from "../../../db/enums";

/** What a document's page shows, in the page's language (English where not translated). */
export interface DocumentView {
  slug: string;
  title: string;
  summary: string;
  lang: Locale;
  type: DocumentType;
  /** '2017 E.C. (2024/25)'. */
  fiscalYear: string;
  /** '2025-07-30', and as the page's language writes it. */
  documentDate: string;
  date: string;
  cover: (MediaFileInfo & { alt: string }) | null;
  /** One per language version. */
  files: {
    title: string;
    language: SiteLanguage;
    href: string;
    bytes: number;
    pages: number | null;
  }[];
  /** How many files a press kit's ZIP holds (0: no press kit). */
  pressKitFiles: number;
}

/** '2.4 MB', '830 KB', in the page's digits. */
export function fileSize(bytes: number, locale: Locale): string {
  const number = (value: number, digits: number) =>
    value.toLocaleString(locale === "am" ? "am-ET" : locale === "om" ? "om-ET" : "en-US", {
      maximumFractionDigits: digits,
    });
  return bytes >= 1024 * 1024
    ? `${number(bytes / 1024 / 1024, 1)} MB`
    : `${number(Math.max(1, Math.round(bytes / 1024)), 0)} KB`;
}

/** 'English, PDF, 2.4 MB, 48 pages'. */
export function downloadDetails(
  file: DocumentView["files"][number],
  locale: Locale,
  t: Messages["investors"],
): string {
  const pages =
    file.pages === null
      ? []
      : [file.pages === 1 ? t.onePage : format(t.pages, { count: file.pages })];
  return [t.languages[file.language], "PDF", fileSize(file.bytes, locale), ...pages].join(", ");
}

/**
 * A document's page below its title (the route puts it in the site's page frame): its cover,
 * facts, summary, one download per language, and a press kit's ZIP.
 */
export function DocumentPage({ document }: { document: DocumentView }) {
  const t = useMessages().investors;
  const common = useMessages().common;
  const locale = useLocale();
  const to = useLocalePath();
  const other = document.lang === locale ? undefined : document.lang;
  return (
    <div className="mx-auto max-w-5xl px-5 py-12 sm:px-8">
      <p>
        <a href={to("/investors")} className="font-semibold text-ev-700 underline">
          {t.allDocuments}
        </a>
      </p>
      <div className="mt-8 grid gap-10 md:grid-cols-[minmax(0,15rem)_1fr]">
        <div className={document.cover ? undefined : "hidden md:block"}>
          {document.cover ? (
            <MediaPicture
              media={document.cover}
              alt=""
              sizes="(min-width: 768px) 240px, 60vw"
              priority
              className="aspect-[3/4] w-48 rounded-xl bg-white object-cover shadow-md ring-1 ring-slate-200 md:w-full"
            />
          ) : (
            // No cover yet (the worker renders the first page), or none to render: a cover in
            // the group's colours with the document's type, title and year, on wide screens only.
            <div
              aria-hidden="true"
              className="relative isolate hidden aspect-[3/4] w-full flex-col overflow-hidden rounded-xl bg-ev-900 p-6 text-white shadow-md md:flex"
            >
              <span className="-z-10 absolute inset-0 bg-[repeating-radial-gradient(ellipse_at_100%_100%,transparent_0_18px,rgb(234_169_116/0.16)_18px_19.5px)]" />
              <FileText size={28} strokeWidth={1.5} className="text-copper-400" />
              <span className="mt-6 block h-1 w-10 rounded-full bg-copper-500" />
              <span className="mt-4 font-semibold text-copper-400 text-xs uppercase tracking-[0.2em]">
                {t.types[document.type]}
              </span>
              <span lang={other} className="mt-3 line-clamp-5 font-display text-xl leading-snug">
                {document.title}
              </span>
              <span className="mt-auto text-sm text-white/80">{document.fiscalYear}</span>
            </div>
          )}
        </div>
        <div className="min-w-0">
          <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="font-semibold text-slate-600">{t.type}</dt>
            <dd className="text-ink">{t.types[document.type]}</dd>
            <dt className="font-semibold text-slate-600">{t.fiscalYear}</dt>
            <dd className="text-ink">{document.fiscalYear}</dd>
            <dt className="font-semibold text-slate-600">{t.date}</dt>
            <dd className="flex items-center gap-1.5 text-ink">
              <CalendarDays aria-hidden="true" size={16} />
              <time dateTime={document.documentDate}>{document.date}</time>
            </dd>
          </dl>
          {document.summary ? (
            <div lang={other} className="mt-8">
              {other ? (
                <p className="mb-3">
                  <InEnglish label={common.inEnglish} />
                </p>
              ) : null}
              <p className="whitespace-pre-line text-lg text-slate-700 leading-relaxed">
                {document.summary}
              </p>
            </div>
          ) : null}
          <h2 className="mt-10 font-display text-2xl text-ink">{t.downloads}</h2>
          <ul className="mt-4 grid gap-3">
            {document.files.map((file) => (
              <li key={file.href}>
                <a
                  href={file.href}
                  hrefLang={file.language}
                  type="application/pdf"
                  className="flex items-center gap-3 rounded-2xl bg-white px-5 py-4 font-semibold text-ev-800 shadow-sm ring-1 ring-slate-200 transition hover:ring-ev-400"
                >
                  <Download aria-hidden="true" size={20} className="shrink-0" />
                  <span>{format(t.download, { details: downloadDetails(file, locale, t) })}</span>
                </a>
              </li>
            ))}
          </ul>
          {document.pressKitFiles > 0 ? (
            <div className="mt-8 rounded-2xl bg-mist p-5 ring-1 ring-slate-200">
              <a
                href={`/documents/${encodeURIComponent(document.slug)}/press-kit.zip`}
                className="inline-flex items-center gap-2 rounded-full bg-ev-700 px-6 py-3 font-semibold text-white transition hover:bg-ev-900"
              >
                <FileArchive aria-hidden="true" size={20} />
                {t.pressKit}
              </a>
              <p className="mt-3 text-slate-600 text-sm">
                {format(t.pressKitHint, { count: document.pressKitFiles })}
              </p>
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
}
