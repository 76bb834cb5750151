import { Menu, X } from "lucide-react";
import { Logo } from "~/components/ui/logo";
import { useMessages } from "~/locales/use-messages";
import { HeaderSearch } from "./header-search";
import { LanguageSwitcher } from "./language-switcher";
import { SectionLink } from "./section-link";

const MENU_ID = "site-menu";

/**
 * The hero's navigation: section links on wide screens, a disclosure menu on phones (opened,
 * closed and labelled by app/enhance/menu.ts).
 */
const SECTION_TARGETS = ["about", "vision", "sectors", "values", "contact"] as const;

export function HomeHeader() {
  const t = useMessages();
  const sections = SECTION_TARGETS.map((target) => ({ target, label: t.nav[target] }));
  return (
    <header className="absolute inset-x-0 top-0 z-30">
      <nav
        aria-label={t.common.mainNav}
        className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-3 gap-y-2.5 md:gap-x-6 lg:gap-x-3 xl:gap-x-6 px-5 pt-4 pb-3 sm:px-8 md:py-5"
      >
        <Logo />
        <HeaderSearch className="md:w-56 lg:w-32 xl:w-56" />
        <ul className="hidden items-center gap-1 lg:flex">
          {sections.map((item) => (
            <li key={item.target}>
              <SectionLink
                to={item.target}
                className={
                  item.target === "contact"
                    ? "ml-1 rounded-full bg-white px-5 py-2.5 font-semibold text-ev-900 text-sm shadow-sm transition hover:bg-copper-100"
                    : "rounded-full px-3 py-2.5 font-medium text-sm text-white/90 transition hover:bg-white/10 hover:text-white xl:px-4"
                }
              >
                {item.label}
              </SectionLink>
            </li>
          ))}
        </ul>
        {/* On phones beside the search box, under the logo row; in the row from tablets up. */}
        <div className="order-last md:order-none">
          <LanguageSwitcher variant="header" />
        </div>
        <button
          type="button"
          className="group inline-flex items-center justify-center rounded-full p-2.5 text-white ring-1 ring-white/30 transition hover:bg-white/10 lg:hidden"
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
        className="mx-4 rounded-2xl bg-white p-2 shadow-2xl ring-1 ring-black/5 lg:hidden"
      >
        <ul>
          {sections.map((item) => (
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
