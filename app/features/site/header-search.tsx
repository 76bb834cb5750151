import { Search } from "lucide-react";
import { useLocalePath, useMessages } from "~/locales/use-messages";

/**
 * The header's search box: a plain GET form to /search (works before any script runs; Enter
 * sends it). `className` places it (app/features/site/site-header.tsx).
 */
export function HeaderSearch({ className = "" }: { className?: string }) {
  const t = useMessages();
  const to = useLocalePath();
  return (
    <search className={`min-w-0 ${className}`}>
      <form action={to("/search")} method="get" className="relative">
        <Search
          aria-hidden="true"
          size={17}
          className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3.5 text-white/80"
        />
        <input
          type="search"
          name="q"
          aria-label={t.common.search}
          placeholder={t.common.search}
          maxLength={3000}
          className="peer h-10 w-full rounded-full bg-white/10 pr-4 pl-10 text-sm text-white ring-1 ring-white/30 transition placeholder:text-white/75 hover:bg-white/15 focus:bg-white focus:text-ink focus:outline-none focus:ring-2 focus:ring-copper-400 focus:placeholder:text-slate-500"
        />
      </form>
    </search>
  );
}
