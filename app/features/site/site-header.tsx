import { ChevronDown, Menu, X } from "lucide-react";
import { useLocation } from "react-router";
import { Logo } from "~/components/ui/logo";
import { unlocalizedPath } from "~/lib/i18n";
import { type ShownLink, useRootData } from "~/lib/site";
import { useLocale, useLocalePath, useMessages } from "~/locales/use-messages";
import { HeaderSearch } from "./header-search";
import { LanguageSwitcher } from "./language-switcher";

const MENU_ID = "site-menu";

type NavItem = {
  key: string;
  label: string;
  href: string;
  section?: boolean;
  current?: boolean;
  external?: boolean;
  /** The label's language, when it is not the page's (a page without a translation). */
  lang?: string;
};

/** A group of the menu ('About us' → Leadership, History): a button opening its links. */
type NavGroup = { key: string; label: string; lang?: string; links: NavItem[]; current?: boolean };

const PANEL_LINK =
  "block rounded-xl px-4 py-2.5 font-medium text-ink transition hover:bg-ev-50 aria-[current=page]:bg-ev-50 aria-[current=page]:font-semibold";
const MENU_LINK =
  "block rounded-xl px-4 py-3 font-medium text-ink transition hover:bg-ev-50 aria-[current=page]:bg-ev-50 aria-[current=page]:font-semibold";

const isGroup = (item: NavItem | NavGroup): item is NavGroup => "links" in item;

/**
 * The one header of every public page: the logo, the search box, the links to the home page's
 * sections (About, Sectors, Contact; on the home page also the specification's Vision and Values),
 * News, Videos and Careers, the pages staff put in the menu, and the language switcher. It stays at
 * the top while the page scrolls. From 1024 px it is one row whatever the language and however
 * many pages: the links that do not fit are in a 'More' disclosure (docs/decisions/032-header-row.md);
 * below, all the links are in a disclosure menu (opened, closed and labelled by
 * app/enhance/menu.ts). On phones the search box and the languages are under the bar and scroll
 * away with the page, so the fixed bar keeps to one short row.
 */
export function SiteHeader({ home = false }: { home?: boolean }) {
  const t = useMessages();
  const to = useLocalePath();
  const page = unlocalizedPath(useLocation().pathname);
  const locale = useLocale();
  const menus = useRootData().menus?.header ?? [];
  // A menu's link in the page's language: a home page section is a plain fragment on the home
  // page (smooth scrolling by app/enhance/section-links.ts), an outside address is as typed.
  const nav = (shown: ShownLink): NavItem => {
    const path = shown.href.split("#")[0] ?? "";
    return {
      key: shown.key,
      label: shown.label,
      href: shown.external
        ? shown.href
        : home && shown.anchor
          ? `#${shown.anchor}`
          : to(shown.href),
      section: Boolean(home && shown.anchor),
      current:
        !shown.external &&
        !shown.anchor &&
        path !== "/" &&
        (page === path || page.startsWith(`${path}/`)),
      external: shown.external,
      lang: shown.lang && shown.lang !== locale ? shown.lang : undefined,
    };
  };
  const contact: NavItem = {
    key: "contact",
    label: t.nav.contact,
    href: home ? "#contact" : `${to("/")}#contact`,
    section: home,
  };
  // The menu staff chose (/admin/site, Menus), 'Contact Us' apart: it stays at the end.
  const rowItems: (NavItem | NavGroup)[] = menus
    .filter((shown) => "group" in shown || home || !shown.homeOnly)
    .map((shown) => {
      if (!("group" in shown)) return nav(shown);
      const links = shown.links.map(nav);
      return {
        key: shown.key,
        label: shown.label,
        lang: shown.lang && shown.lang !== locale ? shown.lang : undefined,
        links,
        current: links.some((child) => child.current),
      };
    });
  const items = [...rowItems, contact];
  const link = (item: NavItem, className: string) => (
    <a
      href={item.href}
      className={className}
      aria-current={item.current ? "page" : undefined}
      lang={item.lang}
      rel={item.external ? "noopener" : undefined}
      data-section-link={item.section ? "" : undefined}
    >
      {item.label}
    </a>
  );
  // In 'More' and the phone's menu a group is its heading over its links.
  const groupList = (group: NavGroup, where: string, className: string) => (
    <>
      <span
        id={`${where}-${group.key}`}
        lang={group.lang}
        className="block px-4 pt-3 pb-1 font-semibold text-slate-500 text-xs uppercase tracking-wider"
      >
        {group.label}
      </span>
      <ul
        aria-labelledby={`${where}-${group.key}`}
        className="mb-1 border-slate-100 border-l-2 ml-4"
      >
        {group.links.map((child) => (
          <li key={child.key}>{link(child, className)}</li>
        ))}
      </ul>
    </>
  );
  return (
    <header className="absolute inset-x-0 top-0 z-30">
      <div className="site-bar fixed inset-x-0 top-0 z-30">
        <nav
          aria-label={t.common.mainNav}
          data-header-row=""
          className="mx-auto flex max-w-7xl items-center gap-3 px-5 py-3 sm:px-8 md:gap-4 md:py-4 lg:gap-3"
        >
          <Logo className="shrink-0 lg:whitespace-nowrap" />
          <HeaderSearch className="ml-auto hidden shrink-0 md:block md:w-56 lg:w-44" />
          {/* One line whatever the labels: a link that does not fit goes to a second line,
              which is cut off, and app/enhance/header-row.ts moves it to 'More'. */}
          <ul
            data-row-links=""
            className="hidden h-10 min-w-0 flex-wrap items-center justify-end-safe gap-x-0.5 gap-y-6 overflow-clip [overflow-clip-margin:0.375rem] lg:flex"
          >
            {rowItems.map((item) => (
              <li key={item.key}>
                {isGroup(item) ? (
                  // A group: a disclosure like 'More' (it opens without the script; with it,
                  // also by ArrowDown, and Escape or a click elsewhere closes it).
                  <details className="group/menu" data-menu-group="">
                    <summary
                      lang={item.lang}
                      data-current={item.current ? "" : undefined}
                      className="flex h-10 cursor-pointer list-none items-center gap-1 whitespace-nowrap rounded-full px-3 font-medium text-sm text-white/90 transition hover:bg-white/10 hover:text-white group-open/menu:bg-white/10 data-current:bg-white/15 data-current:text-white [&::-webkit-details-marker]:hidden"
                    >
                      {item.label}
                      <ChevronDown
                        aria-hidden="true"
                        size={14}
                        className="transition group-open/menu:rotate-180 motion-reduce:transition-none"
                      />
                    </summary>
                    {/* No offsets: drawn where it would stand (under its button), outside the
                        row's clipped box, whose containing block is the bar. */}
                    <ul className="absolute z-40 mt-2 w-64 rounded-2xl bg-white p-2 shadow-2xl ring-1 ring-black/5">
                      {item.links.map((child) => (
                        <li key={child.key}>{link(child, PANEL_LINK)}</li>
                      ))}
                    </ul>
                  </details>
                ) : (
                  link(
                    item,
                    "flex h-10 items-center whitespace-nowrap rounded-full px-3 font-medium text-sm text-white/90 transition hover:bg-white/10 hover:text-white aria-[current=page]:bg-white/15 aria-[current=page]:text-white",
                  )
                )}
              </li>
            ))}
          </ul>
          <details className="group/more relative hidden shrink-0 lg:block" data-more-links="">
            <summary className="flex h-10 cursor-pointer list-none items-center gap-1 whitespace-nowrap rounded-full px-3 font-medium text-sm text-white/90 transition hover:bg-white/10 hover:text-white group-open/more:bg-white/10 [&::-webkit-details-marker]:hidden">
              {t.common.more}
              <ChevronDown
                aria-hidden="true"
                size={14}
                className="transition group-open/more:rotate-180 motion-reduce:transition-none"
              />
            </summary>
            <ul className="absolute right-0 z-40 mt-2 w-72 rounded-2xl bg-white p-2 shadow-2xl ring-1 ring-black/5">
              {rowItems.map((item) => (
                <li key={item.key}>
                  {isGroup(item) ? groupList(item, "more", PANEL_LINK) : link(item, PANEL_LINK)}
                </li>
              ))}
            </ul>
          </details>
          <ul className="hidden shrink-0 lg:block">
            <li>
              {link(
                contact,
                "flex h-10 items-center whitespace-nowrap rounded-full bg-white px-4 font-semibold text-ev-900 text-sm shadow-sm transition hover:bg-copper-100",
              )}
            </li>
          </ul>
          <div className="hidden shrink-0 md:block">
            <LanguageSwitcher variant="header" />
          </div>
          <button
            type="button"
            className="group ml-auto inline-flex shrink-0 md:ml-0 items-center justify-center rounded-full p-2.5 text-white ring-1 ring-white/30 transition hover:bg-white/10 lg:hidden"
            aria-expanded="false"
            aria-controls={MENU_ID}
            data-menu-toggle=""
            data-open-label={t.common.closeMenu}
            data-closed-label={t.common.openMenu}
          >
            <span className="sr-only" data-menu-label="">
              {t.common.openMenu}
            </span>
            <Menu aria-hidden="true" size={22} className="group-aria-expanded:hidden" />
            <X aria-hidden="true" size={22} className="hidden group-aria-expanded:block" />
          </button>
        </nav>
        <div
          id={MENU_ID}
          hidden
          className="mx-4 mb-3 max-h-[calc(100dvh-5rem)] overflow-y-auto rounded-2xl bg-white p-2 shadow-2xl ring-1 ring-black/5 sm:ml-auto sm:w-80 sm:mr-8 lg:hidden"
        >
          <ul>
            {items.map((item) => (
              <li key={item.key}>
                {isGroup(item) ? groupList(item, "menu", MENU_LINK) : link(item, MENU_LINK)}
              </li>
            ))}
          </ul>
        </div>
      </div>
      {/* Phones: the search box and the languages under the bar, scrolling with the page. */}
      <div className="flex items-center gap-3 px-5 pt-[4.25rem] sm:px-8 md:hidden">
        <HeaderSearch className="grow" />
        <LanguageSwitcher variant="header" />
      </div>
    </header>
  );
}
