import { useRouteLoaderData } from "react-router";
import { DEFAULT_SITE, type SiteIdentity, type ValueIcon } from "~/config/site";
import type { Locale } from "~/lib/i18n";
import { type Messages, messagesFor } from "~/locales";

/** The public pages' texts in one language, with the site's edits applied (/admin/site). */
export interface SiteText {
  messages: Messages;
  /** Each core value's icon, in the order of `messages.home.values`. */
  valueIcons: ValueIcon[];
}

export interface RootData {
  site: SiteIdentity;
  siteUrl: string;
  /** The current year in the company's time zone, computed per request. */
  year: number;
  /** The public pages' texts (with the site's edits applied); none in the admin area. */
  text?: SiteText;
}

/** The company identity and request-time facts the root loader provides to every page. */
export function useRootData(): RootData {
  // Typed here, not from ~/root: features sit below the routes and never import them.
  const data: RootData | undefined = useRouteLoaderData("root");
  return data ?? { site: DEFAULT_SITE, siteUrl: "", year: new Date().getFullYear() };
}

export function useSite(): SiteIdentity {
  return useRootData().site;
}

/** The root loader's data from a meta function's `matches`. */
export function rootDataFromMatches(matches: readonly unknown[]): RootData {
  const root = matches.find((match) => (match as { id?: string } | undefined)?.id === "root") as
    | { data?: RootData }
    | undefined;
  return root?.data ?? { site: DEFAULT_SITE, siteUrl: "", year: new Date().getFullYear() };
}

/** A meta function's messages: the site's edited texts, or the language file's. */
export function messagesFromMatches(matches: readonly unknown[], locale: Locale): Messages {
  return rootDataFromMatches(matches).text?.messages ?? messagesFor(locale);
}
