/**
 * What a public page in a language shows of an article or a video: its translation into that
 * language when it has one, its English otherwise. The English shown on a page in another
 * language is marked as English (`lang="en"`) wherever it appears.
 */
import type { Locale } from "~/lib/i18n";
import type { TranslationLocale } from "./translations";

/** The texts a row keeps per language (null or absent: none). */
type StoredTranslations = Partial<Record<TranslationLocale, Record<string, string>>> | null;

/**
 * `item` with its texts in `locale` (the translation's fields over the English ones) and
 * `lang`, the language of what it shows: `locale` when translated, else "en". A translation
 * without a title is incomplete and not shown (the form never saves one).
 */
export function inLocale<Item extends { translations?: StoredTranslations }>(
  item: Item,
  locale: Locale,
): Item & { lang: Locale } {
  if (locale !== "en") {
    const translation = item.translations?.[locale];
    if (translation && typeof translation === "object" && translation.title) {
      return { ...item, ...translation, lang: locale };
    }
  }
  return { ...item, lang: "en" };
}

/** Whether a translation of `item` into `locale` exists (English always does). */
export function isTranslated(item: { translations?: StoredTranslations }, locale: Locale): boolean {
  return inLocale(item, locale).lang === locale;
}
