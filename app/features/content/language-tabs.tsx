import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { tabForKey } from "~/components/ui/tab-keys";
import { LOCALE_NAMES, LOCALE_TAGS, LOCALES, type Locale } from "~/lib/i18n";
import type { FormValues } from "./form-values";
import { TranslationFields } from "./translation-fields";
import { parseTranslationKey, type TranslatedField, type TranslationLocale } from "./translations";

/** Fields outside the language tabs (ContentForm's publication choice). */
const OUTSIDE_TABS = new Set(["publication", "published", "schedule", "publishAt", "form"]);

/** The language whose tab holds a field: a translation's, or English for every other field. */
function localeOfField(name: string): Locale | undefined {
  if (OUTSIDE_TABS.has(name)) return undefined;
  return parseTranslationKey(name)?.locale ?? "en";
}

function tabId(locale: Locale) {
  return `language-tab-${locale}`;
}

function panelId(locale: Locale) {
  return `language-panel-${locale}`;
}

/**
 * A content form's languages as tabs (the ARIA tabs pattern: arrow keys, Home and End move
 * between them and select): English with the item's own fields, then one tab per translation.
 * Every panel stays in the form, hidden ones included, so a save sends every language. A tab
 * whose fields have errors says so, and the form opens on (or moves to) the first such tab.
 */
export function LanguageTabs({
  errors,
  english,
  translated = [],
  initial = {},
  panel,
  languageOf = localeOfField,
  open = "en",
}: {
  errors: Record<string, string>;
  /** The English tab: the item's own fields. */
  english: ReactNode;
  /** The fields each other language's tab holds. */
  translated?: readonly TranslatedField[];
  initial?: FormValues;
  /** Another language's tab, when it is not `translated`'s fields. */
  panel?: (locale: TranslationLocale) => ReactNode;
  /** The language whose tab holds a field (an error's), if any. */
  languageOf?: (name: string) => Locale | undefined;
  /** The tab the form opens on when no field has an error (a link to a translation). */
  open?: Locale;
}) {
  const withErrors = new Set(
    Object.keys(errors)
      .map(languageOf)
      .filter((locale) => locale !== undefined),
  );
  const firstWithErrors = LOCALES.find((locale) => withErrors.has(locale));
  const [selected, setSelected] = useState<Locale>(firstWithErrors ?? open);
  const tabs = useRef<Partial<Record<Locale, HTMLButtonElement | null>>>({});

  // New errors (a check in the browser): show them if the open tab has none.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the errors change
  useEffect(() => {
    if (firstWithErrors && !withErrors.has(selected)) setSelected(firstWithErrors);
  }, [errors]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = tabForKey(event.key, index, LOCALES.length);
    if (next === undefined) return;
    event.preventDefault();
    const locale = LOCALES[next];
    if (locale === undefined) return;
    setSelected(locale);
    tabs.current[locale]?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label="Language"
        className="flex gap-1 overflow-x-auto border-slate-200 border-b"
      >
        {LOCALES.map((locale, index) => {
          const isSelected = locale === selected;
          return (
            <button
              key={locale}
              ref={(element) => {
                tabs.current[locale] = element;
              }}
              type="button"
              id={tabId(locale)}
              role="tab"
              aria-selected={isSelected}
              aria-controls={panelId(locale)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => setSelected(locale)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`-mb-px inline-flex items-center gap-2 whitespace-nowrap border-b-2 px-4 py-2.5 font-semibold text-sm transition ${
                isSelected
                  ? "border-ev-700 text-ev-900"
                  : "border-transparent text-slate-600 hover:border-slate-300 hover:text-ink"
              }`}
            >
              <span lang={LOCALE_TAGS[locale].hreflang}>{LOCALE_NAMES[locale]}</span>
              {withErrors.has(locale) ? (
                <span className="size-2 rounded-full bg-red-600">
                  <span className="sr-only">(has errors)</span>
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      {LOCALES.map((locale) => (
        <div
          key={locale}
          role="tabpanel"
          id={panelId(locale)}
          aria-labelledby={tabId(locale)}
          hidden={locale !== selected}
          className="space-y-6 pt-6"
        >
          {locale === "en" ? (
            english
          ) : panel ? (
            panel(locale)
          ) : (
            <TranslationFields
              locale={locale}
              fields={translated}
              initial={initial}
              errors={errors}
            />
          )}
        </div>
      ))}
    </div>
  );
}

/**
 * Opens the tab that holds `field`, when it is in a hidden one, at once (so the field can take
 * focus right after): a failed check in the browser focuses its first invalid field.
 */
export function revealField(field: Element) {
  const panel = field.closest<HTMLElement>('[role="tabpanel"]');
  if (!panel?.hidden) return;
  const tab = document.getElementById(panel.getAttribute("aria-labelledby") ?? "");
  if (tab) flushSync(() => tab.click());
}
