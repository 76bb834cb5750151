import type { ReactNode } from "react";
import { useMessages } from "~/locales/use-messages";
import type { ContentsEntry } from "./contents";

/**
 * A text page's body at a reading width (about 70 characters a line), with its 'On this page'
 * list of contents when it has two sections or more: above the text on phones, in a column
 * beside it that stays in view from 1024 px. Plain links to the headings' anchors: no script.
 */
export function ReadingLayout({
  contents,
  lang,
  children,
}: {
  contents: readonly ContentsEntry[];
  /** The text's language, when it is not the page's. */
  lang?: string;
  children: ReactNode;
}) {
  const t = useMessages().common;
  const listed = contents.length >= 2;
  return (
    <div
      className={`mx-auto px-5 py-12 sm:px-8 md:py-16 ${
        listed
          ? "max-w-6xl lg:grid lg:grid-cols-[minmax(0,1fr)_15rem] lg:gap-16 xl:gap-24"
          : "max-w-3xl"
      }`}
    >
      {listed ? (
        <nav
          aria-labelledby="contents-heading"
          className="mb-10 rounded-2xl bg-mist p-5 ring-1 ring-slate-200 lg:sticky lg:top-28 lg:col-start-2 lg:row-start-1 lg:mb-0 lg:self-start lg:bg-transparent lg:p-0 lg:ring-0"
        >
          <h2
            id="contents-heading"
            className="font-semibold text-slate-600 text-xs uppercase tracking-[0.2em]"
          >
            {t.onThisPage}
          </h2>
          <ol lang={lang} className="mt-4 space-y-1 lg:border-slate-200 lg:border-l">
            {contents.map((entry) => (
              <li key={entry.id}>
                <a
                  href={`#${entry.id}`}
                  className="-ml-px block border-transparent py-1.5 text-slate-700 leading-snug transition hover:text-ev-700 lg:border-l-2 lg:py-1 lg:pl-4 lg:hover:border-ev-600"
                >
                  {entry.text}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <div
        lang={lang}
        className="min-w-0 max-w-[42rem] lg:col-start-1 lg:row-start-1 [&_h2]:scroll-mt-28"
      >
        {children}
      </div>
    </div>
  );
}
