import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { Logo } from "~/components/ui/logo";

/** The top bar of inner pages: the logo and a way back to the home page. */
export function PageHeader() {
  return (
    <header className="absolute inset-x-0 top-0 z-30">
      <nav
        aria-label="Main"
        className="mx-auto flex max-w-7xl items-center justify-between gap-6 px-5 py-5 sm:px-8"
      >
        <Logo />
        <Link
          to="/"
          className="inline-flex items-center gap-2 rounded-full px-4 py-2.5 font-medium text-sm text-white ring-1 ring-white/30 transition hover:bg-white/10"
        >
          <ArrowLeft aria-hidden="true" size={16} />
          Back to Home
        </Link>
      </nav>
    </header>
  );
}
