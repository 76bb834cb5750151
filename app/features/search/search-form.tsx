import { Search } from "lucide-react";
import { useId } from "react";
import { useLocalePath, useMessages } from "~/locales/use-messages";

/** The results page's own search box (a plain GET form: works before any script runs). */
export function SearchForm({ query }: { query: string }) {
  const id = useId();
  const t = useMessages().search;
  const to = useLocalePath();
  return (
    <search>
      <form action={to("/search")} method="get" className="flex flex-col gap-3 sm:flex-row">
        <label htmlFor={id} className="sr-only">
          {t.label}
        </label>
        <input
          id={id}
          type="search"
          name="q"
          defaultValue={query}
          maxLength={3000}
          placeholder={t.placeholder}
          className="min-h-12 w-full min-w-0 flex-1 rounded-full border border-slate-300 bg-white px-5 text-ink shadow-sm placeholder:text-slate-500 focus:border-ev-600 focus:outline-none focus:ring-2 focus:ring-ev-600/30"
        />
        <button
          type="submit"
          className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-ev-700 px-6 font-semibold text-white transition hover:bg-ev-900"
        >
          <Search aria-hidden="true" size={18} />
          {t.submit}
        </button>
      </form>
    </search>
  );
}
