import { Menu, X } from "lucide-react";
import { Logo } from "~/components/ui/logo";
import { SECTION_NAV } from "./content";
import { HeaderSearch } from "./header-search";
import { SectionLink } from "./section-link";

const MENU_ID = "site-menu";

/**
 * The hero's navigation: section links on wide screens, a disclosure menu on phones (opened,
 * closed and labelled by app/enhance/menu.ts).
 */
export function HomeHeader() {
  return (
    <header className="absolute inset-x-0 top-0 z-30">
      <nav
        aria-label="Main"
        className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-2.5 px-5 pt-4 pb-3 sm:px-8 md:py-5"
      >
        <Logo />
        <HeaderSearch className="md:w-56 lg:w-40 xl:w-56" />
        <ul className="hidden items-center gap-1 lg:flex">
          {SECTION_NAV.map((item) => (
            <li key={item.target}>
              <SectionLink
                to={item.target}
                className={
                  item.target === "contact"
                    ? "ml-3 rounded-full bg-white px-5 py-2.5 font-semibold text-ev-900 text-sm shadow-sm transition hover:bg-copper-100"
                    : "rounded-full px-4 py-2.5 font-medium text-sm text-white/90 transition hover:bg-white/10 hover:text-white"
                }
              >
                {item.label}
              </SectionLink>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="group inline-flex items-center justify-center rounded-full p-2.5 text-white ring-1 ring-white/30 transition hover:bg-white/10 lg:hidden"
          aria-expanded="false"
          aria-controls={MENU_ID}
          data-menu-toggle=""
          data-open-label="Close menu"
          data-closed-label="Open menu"
        >
          <span className="sr-only" data-menu-label="">
            Open menu
          </span>
          <Menu aria-hidden="true" size={22} className="group-aria-expanded:hidden" />
          <X aria-hidden="true" size={22} className="hidden group-aria-expanded:block" />
        </button>
      </nav>
      <div
        id={MENU_ID}
        hidden
        className="mx-4 rounded-2xl bg-white p-2 shadow-2xl ring-1 ring-black/5 lg:hidden"
      >
        <ul>
          {SECTION_NAV.map((item) => (
            <li key={item.target}>
              <SectionLink
                to={item.target}
                className="block rounded-xl px-4 py-3 font-medium text-ink transition hover:bg-ev-50"
              >
                {item.label}
              </SectionLink>
            </li>
          ))}
        </ul>
      </div>
    </header>
  );
}
