import { ChevronDown, Languages } from "lucide-react";
import { useLocation } from "react-router";
import {
  LOCALE_NAMES,
  LOCALES,
  type Locale,
  localizedPath,
  pageQuery,
  unlocalizedPath,
} from "~/lib/i18n";
import { useLocale, useMessages } from "~/locales/use-messages";

/** What the header's button shows of the current language (the full name is read out). */
const SHORT_NAMES: Record<Locale, string> = { en: "EN", am: "አማ", om: "OM" };

/**
 * Links to the current page in each language. Plain links (search engines follow them too); on
 * click, app/enhance/language.ts remembers the choice for later visits to `/`. In the header, a
 * disclosure (`<details>`: no script needed) that takes one button's room; in the footer and on
 * the 404 page, a list of the three names.
 */
export function LanguageSwitcher({ variant }: { variant: "header" | "footer" }) {
  const { pathname, search } = useLocation();
  const current = useLocale();
  const t = useMessages();
  const page = `${unlocalizedPath(pathname)}${pageQuery(search)}`;
  // A preview link's page exists in English only.
  if (/^\/preview(\/|$)/.test(pathname)) return null;
  // Outside Amharic pages (which load the whole Ethiopic font), the Amharic name's own tiny face.
  const nameFont = (locale: Locale) =>
    locale === "am" && current !== "am" ? " font-amharic-name" : "";
  const link = (locale: Locale, className: string) => (
    <a
      href={localizedPath(page, locale)}
      hrefLang={locale}
      lang={locale}
      data-language={locale}
      aria-current={locale === current ? "true" : undefined}
      className={`${className}${nameFont(locale)}`}
    >
      {LOCALE_NAMES[locale]}
    </a>
  );
  if (variant === "footer") {
    return (
      <ul aria-label={t.common.language} className="flex flex-wrap gap-x-5 gap-y-2">
        {LOCALES.map((locale) => (
          <li key={locale}>
            {link(
              locale,
              `transition hover:text-copper-400 ${locale === current ? "font-semibold text-white" : ""}`,
            )}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <details className="group relative" data-language-menu="">
      <summary className="flex h-10 cursor-pointer list-none items-center gap-1.5 rounded-full px-3 text-white ring-1 ring-white/30 transition hover:bg-white/10 [&::-webkit-details-marker]:hidden">
        <Languages aria-hidden="true" size={16} />
        <span lang={current} className="font-semibold text-xs">
          {SHORT_NAMES[current]}
        </span>
        <span className="sr-only">{` · ${t.common.language}: ${LOCALE_NAMES[current]}`}</span>
        <ChevronDown
          aria-hidden="true"
          size={14}
          className="transition group-open:rotate-180 motion-reduce:transition-none lg:max-xl:hidden"
        />
      </summary>
      <nav
        aria-label={t.common.language}
        className="absolute right-0 z-40 mt-2 w-48 rounded-2xl bg-white p-2 shadow-2xl ring-1 ring-black/5"
      >
        <ul>
          {LOCALES.map((locale) => (
            <li key={locale}>
              {link(
                locale,
                `flex items-center justify-between gap-3 rounded-xl px-4 py-2.5 text-ink transition hover:bg-ev-50 ${
                  locale === current ? "font-semibold" : "font-medium"
                }`,
              )}
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}
