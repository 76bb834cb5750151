import { useLocation, useRouteLoaderData } from "react-router";
import { type Locale, localeOfPath, localizedPath } from "~/lib/i18n";
import { messagesFor } from ".";
import type { Messages } from "./en";

/** The language of the page being rendered, from its address. */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

/**
 * The current page's messages: on public pages with the site's edited texts applied (the root
 * loader's `text`), elsewhere as the language files have them.
 */
export function useMessages(): Messages {
  const locale = useLocale();
  const root: { text?: { messages: Messages } } | undefined = useRouteLoaderData("root");
  return root?.text?.messages ?? messagesFor(locale);
}

/** Turns an English path into the current page's language: '/news' → '/am/news' on /am pages. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localizedPath(path, locale);
}
