import type { ReactNode } from "react";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/**
 * The colour of a title band's rule and eyebrow: the group's copper, or one sector's own (the
 * sector's position, tender or document). Each is AA on the band's mist.
 */
export const BAND_ACCENTS = {
  group: { rule: "bg-copper-500", text: "text-copper-700" },
  manufacturing: { rule: "bg-ev-600", text: "text-ev-700" },
  mining: { rule: "bg-copper-600", text: "text-copper-700" },
  export: { rule: "bg-coffee-700", text: "text-coffee-700" },
} as const;
export type BandAccent = keyof typeof BAND_ACCENTS;

/**
 * An inner page: the header over a dark strip as tall as its bar, a calm light title band, the
 * content and the footer. The photographed, decorated banners belong to the home page, the sector
 * pages and the articles; lists, items and text pages open quietly, so that each kind of page
 * reads as what it is. A page that is one piece of writing (`article`: an added page, a
 * position) is one `<article>` with its title in it, whatever headings its text has or lacks.
 */
export function PageFrame({
  eyebrow,
  title,
  lead,
  children,
  width = "max-w-7xl",
  titleLang,
  article = false,
  accent = "group",
}: {
  eyebrow?: string;
  title: string;
  /** The title's language, when it is not the page's (a page shown in English). */
  titleLang?: string;
  lead?: string;
  children: ReactNode;
  width?: string;
  article?: boolean;
  /** The sector the page belongs to, for its band's rule and eyebrow. */
  accent?: BandAccent;
}) {
  const tone = BAND_ACCENTS[accent];
  const content = (
    <>
      <div className="border-slate-200 border-b bg-mist">
        <div aria-hidden="true" className="h-[7.75rem] bg-ev-900 md:h-[4.5rem]" />
        <div className={`mx-auto ${width} px-5 pt-10 pb-12 sm:px-8 md:pt-16 md:pb-14`}>
          <span aria-hidden="true" className={`block h-1 w-12 rounded-full ${tone.rule}`} />
          {eyebrow ? (
            <p
              className={`mt-5 font-semibold text-xs uppercase tracking-[0.25em] sm:text-sm ${tone.text}`}
            >
              {eyebrow}
            </p>
          ) : null}
          <h1
            lang={titleLang}
            className={`${eyebrow ? "mt-3" : "mt-5"} max-w-4xl break-words font-display text-4xl text-ink leading-tight sm:text-5xl`}
          >
            {title}
          </h1>
          {lead ? (
            <p className="mt-5 max-w-2xl text-lg text-slate-600 leading-relaxed">{lead}</p>
          ) : null}
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
