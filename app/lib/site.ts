import { useRouteLoaderData } from "react-router";
import { DEFAULT_SITE, type SiteIdentity, type ValueIcon } from "~/config/site";
import type { Locale } from "~/lib/i18n";
import type { MediaFileInfo } from "~/lib/media-file";
import { type Messages, messagesFor } from "~/locales";

/** A photo of the site as staff chose it (/admin/site): an upload, its alt text, its focal point. */
export interface SitePhotoChoice {
  mediaId: string;
  /** In the page's language (the English where it has none). */
  alt: string;
  /** The alt text's language. */
  altLang: Locale;
  /** The point every crop keeps, in percent from the left and from the top. */
  x: number;
  y: number;
  /**
   * A photo with text on it: how dark the overlay of black between them is (the levels of
   * features/site-content/hero-overlay.ts).
   */
  overlay?: "none" | "light" | "medium" | "strong";
}

/** A photo as a page shows it: the choice and the upload's files. */
export interface SitePhoto extends SitePhotoChoice {
  media: MediaFileInfo;
}

type SiteSectorName = "manufacturing" | "mining" | "export";

/**
 * The site's photos the public pages show, by their field's name (the catalog's
 * `SITE.home.heroPhoto.path`, which it checks against this type): a wrong name does not compile.
 */
export type SitePhotoPath =
  | "home.heroPhoto"
  | "home.aboutPhoto"
  | `sectors.${SiteSectorName}.${"heroPhoto" | "cardPhoto"}`;

/** The site's long texts, likewise ('home.aboutText', 'sectors.mining.body'). */
export type SiteRichTextPath = "home.aboutText" | `sectors.${SiteSectorName}.body`;

/** The public pages' texts in one language, with the site's edits applied (/admin/site). */
export interface SiteText {
  messages: Messages;
  /** Each core value's icon, in the order of `messages.home.values`. */
  valueIcons: (ValueIcon | undefined)[];
  /** The photos chosen, by field ('home.heroPhoto'); a photo whose upload is gone is left out. */
  photos: Record<string, SitePhoto>;
  /** The long texts as HTML, by field ('home.aboutText', 'sectors.mining.body'). */
  rich: Record<string, string>;
}

/**
 * A menu's link as a page draws it (app/features/site-content/menus.ts). `href` is a path of the
 * site, not yet in the page's language, or an https:// address.
 */
export interface ShownLink {
  key: string;
  label: string;
  /** The label's language, when it is not the page's. */
  lang?: Locale;
  href: string;
  /** A home page section ('about'): on the home page a fragment link. */
  anchor?: string;
  external?: boolean;
  /** Shown on the home page only (Vision and Values in a header nobody edited). */
  homeOnly?: boolean;
}

/** A group of the header: a button opening its links. */
export interface ShownGroup {
  key: string;
  label: string;
  lang?: Locale;
  group: true;
  links: ShownLink[];
}

export type ShownHeaderItem = ShownLink | ShownGroup;

/** The header's items ('Contact Us' apart) and the footer's columns of links, in one language. */
export interface ShownMenus {
  header: ShownHeaderItem[];
  footer: { key: string; heading: string; lang?: Locale; links: ShownLink[] }[];
}

export interface RootData {
  site: SiteIdentity;
  siteUrl: string;
  /** The current year in the company's time zone, computed per request. */
  year: number;
  /** The public pages' texts (with the site's edits applied); none in the admin area. */
  text?: SiteText;
  /** The header's and the footer's menus (public pages only). */
  menus?: ShownMenus;
  /** The signed time the 'Get alerts' forms were drawn (public pages only). */
  alertsStartedAt?: string;
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

/** A long text of the site as HTML ('home.aboutText'): sanitised by the server that rendered it. */
export function useSiteRichText(path: SiteRichTextPath): string {
  return useRootData().text?.rich[path] ?? "";
}

/** A photo staff chose for the site ('home.heroPhoto'), when there is one to show. */
export function useSitePhoto(path: SitePhotoPath): SitePhoto | undefined {
  return useRootData().text?.photos[path];
}
