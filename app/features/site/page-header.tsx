import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { Logo } from "~/components/ui/logo";
import { useLocalePath, useMessages } from "~/locales/use-messages";
import { HeaderSearch } from "./header-search";
import { LanguageSwitcher } from "./language-switcher";

/** The top bar of inner pages: the logo, the search box and a way back to the home page. */
export function PageHeader() {
  const t = useMessages();
  const to = useLocalePath();
  return (
    <header className="absolute inset-x-0 top-0 z-30">
      <nav
        aria-label={t.common.mainNav}
        className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-3 gap-y-2.5 md:gap-x-6 px-5 pt-4 pb-3 sm:px-8 md:py-5"
      >
        <Logo />
        <HeaderSearch />
        {/* On phones beside the search box, under the logo row; in the row from tablets up. */}
        <div className="order-last md:order-none">
          <LanguageSwitcher variant="header" />
        </div>
        <Link
          to={to("/")}
          className="inline-flex items-center gap-2 rounded-full px-4 py-2.5 font-medium text-sm text-white ring-1 ring-white/30 transition hover:bg-white/10"
        >
          <ArrowLeft aria-hidden="true" size={16} />
          {/* Below wide screens the arrow alone, so the row keeps to one line. */}
          <span className="sr-only lg:not-sr-only">{t.common.backToHome}</span>
        </Link>
      </nav>
    </header>
  );
}
