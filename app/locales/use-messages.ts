import { useLocation } from "react-router";
import { type Locale, localeOfPath, localizedPath } from "~/lib/i18n";
import { messagesFor } from ".";
import type { Messages } from "./en";

/** The language of the page being rendered, from its address. */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

/** The current page's messages. */
export function useMessages(): Messages {
  return messagesFor(useLocale());
}

/** Turns an English path into the current page's language: '/news' → '/am/news' on /am pages. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localizedPath(path, locale);
}
