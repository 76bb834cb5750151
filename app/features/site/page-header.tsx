import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { Logo } from "~/components/ui/logo";
import { HeaderSearch } from "./header-search";

/** The top bar of inner pages: the logo, the search box and a way back to the home page. */
export function PageHeader() {
  return (
    <header className="absolute inset-x-0 top-0 z-30">
      <nav
        aria-label="Main"
        className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-2.5 px-5 pt-4 pb-3 sm:px-8 md:py-5"
      >
        <Logo />
        <HeaderSearch />
        <Link
          to="/"
          className="inline-flex items-center gap-2 rounded-full px-4 py-2.5 font-medium text-sm text-white ring-1 ring-white/30 transition hover:bg-white/10"
        >
          <ArrowLeft aria-hidden="true" size={16} />
          {/* On phones the arrow alone, so the logo, the link and the search box fit. */}
          <span className="sr-only sm:not-sr-only">Back to Home</span>
        </Link>
      </nav>
    </header>
  );
}
