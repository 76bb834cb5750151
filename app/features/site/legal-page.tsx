import { Info } from "lucide-react";
import { Fragment, type ReactNode } from "react";
import { format } from "~/lib/i18n";
import { useSite } from "~/lib/site";
import { useMessages } from "~/locales/use-messages";
import { anchorOf, type ContentsEntry } from "./contents";
import { PageFrame } from "./page-frame";
import { ReadingLayout } from "./reading-layout";

/** The notice that a page's text is still the template the site started with. */
export function TemplateNotice({ className = "" }: { className?: string }) {
  const t = useMessages().legal;
  return (
    <aside
      aria-label={t.noticeLabel}
      className={`flex gap-3 rounded-2xl border border-copper-400 bg-copper-100 p-5 text-coffee-900 ${className}`}
    >
      <Info aria-hidden="true" className="mt-0.5 shrink-0" size={20} />
      <p>
        <strong>{t.noticeTitle}</strong> {t.noticeText}
      </p>
    </aside>
  );
}

/**
 * A plain reading page for legal texts, with the notice that the text is still a template: what
 * /privacy and /terms show when no page is at their address (staff deleted it).
 */
export function LegalPage({
  title,
  contents,
  children,
}: {
  title: string;
  /** Its sections, for 'On this page' (legalContents). */
  contents: readonly ContentsEntry[];
  children: ReactNode;
}) {
  return (
    <PageFrame title={title} width={contents.length >= 2 ? "max-w-6xl" : "max-w-3xl"} article>
      <ReadingLayout contents={contents}>
        <TemplateNotice />
        <div className="mt-10 space-y-6 text-lg text-slate-700 leading-relaxed [&_h2]:mt-12 [&_h2]:font-display [&_h2]:text-3xl [&_h2]:text-ink [&_h2]:leading-tight">
          {children}
        </div>
      </ReadingLayout>
    </PageFrame>
  );
}

/** The sections of a legal text from the messages, as its 'On this page' lists them. */
export function legalContents(text: { sections: readonly { heading: string }[] }): ContentsEntry[] {
  return text.sections.map((section) => ({ id: anchorOf(section.heading), text: section.heading }));
}

/** A legal text from the messages: intro, then headed sections; `{email}` becomes a mail link. */
export function LegalText({
  text,
}: {
  text: { intro: string; sections: readonly { heading: string; text: string }[] };
}) {
  const site = useSite();
  const fill = (template: string) => {
    const [before, after] = format(template, { name: site.name }).split("{email}");
    if (after === undefined) return before;
    return (
      <>
        {before}
        <a className="font-semibold text-ev-700 underline" href={`mailto:${site.email}`}>
          {site.email}
        </a>
        {after}
      </>
    );
  };
  return (
    <>
      <p>{fill(text.intro)}</p>
      {text.sections.map((section) => (
        <Fragment key={section.heading}>
          <h2 id={anchorOf(section.heading)}>{section.heading}</h2>
          <p>{fill(section.text)}</p>
        </Fragment>
      ))}
    </>
  );
}
