import type { ReactNode } from "react";
import { ContourPattern } from "./illustrations";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/**
 * An inner page: top bar, a dark title band, the content, and the footer. A page that is one
 * piece of writing (`article`: an added page, a position) is one `<article>` with its title in
 * it, whatever headings its text has or lacks.
 */
export function PageFrame({
  eyebrow,
  title,
  lead,
  children,
  width = "max-w-7xl",
  titleLang,
  article = false,
}: {
  eyebrow?: string;
  title: string;
  /** The title's language, when it is not the page's (a page shown in English). */
  titleLang?: string;
  lead?: string;
  children: ReactNode;
  width?: string;
  article?: boolean;
}) {
  const content = (
    <>
      <div className="relative isolate overflow-hidden bg-ev-900 text-white">
        <ContourPattern className="-z-10 absolute inset-0 h-full w-full opacity-60" />
        <div className={`mx-auto ${width} px-5 pt-36 pb-14 sm:px-8 md:pt-32`}>
          {eyebrow ? (
            <p className="font-semibold text-copper-400 text-xs uppercase tracking-[0.3em] sm:text-sm">
              {eyebrow}
            </p>
          ) : null}
          <h1 lang={titleLang} className="mt-3 font-display text-4xl leading-tight sm:text-5xl">
            {title}
          </h1>
          {lead ? <p className="mt-5 max-w-2xl text-lg text-white/85">{lead}</p> : null}
        </div>
      </div>
      {children}
    </>
  );
  return (
    <>
      <SiteHeader />
      <main id="main">{article ? <article>{content}</article> : content}</main>
      <SiteFooter />
    </>
  );
}
