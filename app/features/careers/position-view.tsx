import { Banknote, Briefcase, CalendarClock, MapPin } from "lucide-react";
import type { ReactNode } from "react";
import { InEnglish } from "~/features/content/in-english";
import { RichText } from "~/features/content/rich-text/rich-text";
import { format, type Locale } from "~/lib/i18n";
import type { RichTextPart } from "~/lib/markdown-video";
import { useLocale, useLocalePath, useMessages } from "~/locales/use-messages";
import type { ArticleSector } from "../../../db/enums";
import { type Salary, salaryText } from "./salary";
import type { EmploymentType } from "./schema";

/** What a position's page shows, in the page's language (English where not translated). */
export interface PositionView {
  slug: string;
  title: string;
  location: string;
  sector: ArticleSector;
  employmentType: EmploymentType;
  /** The closing date as the page's language writes it. */
  closes: string;
  howToApply: string;
  /** The salary staff published, or null. */
  salary: Salary | null;
  lang: Locale;
  description: RichTextPart[];
  requirements: RichTextPart[];
}

function startsWithHeading(parts: RichTextPart[]) {
  const first = parts[0];
  return first !== undefined && "html" in first && /^\s*<h[23][\s>]/.test(first.html);
}

/** The facts under a position's title: place, type, sector, closing date, and the salary if given. */
export function PositionFacts({
  position,
  className = "",
}: {
  position: Pick<PositionView, "location" | "sector" | "employmentType" | "closes"> & {
    salary?: Salary | null;
  };
  className?: string;
}) {
  const t = useMessages();
  const locale = useLocale();
  return (
    <ul className={`flex flex-wrap gap-x-5 gap-y-2 text-sm ${className}`}>
      <li className="flex items-center gap-1.5">
        <MapPin aria-hidden="true" size={16} />
        {position.location}
      </li>
      <li className="flex items-center gap-1.5">
        <Briefcase aria-hidden="true" size={16} />
        {t.careers.employmentTypes[position.employmentType]} · {t.sectorNames[position.sector]}
      </li>
      <li className="flex items-center gap-1.5">
        <CalendarClock aria-hidden="true" size={16} />
        {format(t.careers.closes, { date: position.closes })}
      </li>
      {position.salary ? (
        <li className="flex items-center gap-1.5">
          <Banknote aria-hidden="true" size={16} />
          {salaryText(position.salary, locale, t.careers)}
        </li>
      ) : null}
    </ul>
  );
}

/**
 * A position's page below its title (the route puts it in the site's page frame, as an article
 * whose heading is the title): its facts,
 * description, requirements and how to apply, then the form (`apply`); a closed position says
 * so instead, without the form.
 */
export function PositionPage({
  position,
  closed,
  apply,
}: {
  position: PositionView;
  closed: boolean;
  apply: ReactNode;
}) {
  const locale = useLocale();
  const t = useMessages();
  const to = useLocalePath();
  const other = position.lang === locale ? undefined : position.lang;
  return (
    <div className="mx-auto max-w-4xl px-5 py-12 sm:px-8">
      <p>
        <a href={to("/careers")} className="font-semibold text-ev-700 underline">
          {t.careers.allPositions}
        </a>
      </p>
      <PositionFacts position={position} className="mt-6 text-slate-700" />
      {closed ? (
        <div role="status" className="mt-8 rounded-2xl bg-amber-50 px-6 py-5 ring-1 ring-amber-200">
          <p className="font-semibold text-amber-950 text-lg">{t.careers.closed}</p>
          <p className="mt-1 text-amber-900">
            <a href={to("/careers")} className="underline">
              {t.careers.closedHint}
            </a>
          </p>
        </div>
      ) : null}
      <div lang={other} className="mt-10">
        {other ? (
          <p className="mb-6">
            <InEnglish label={t.common.inEnglish} />
          </p>
        ) : null}
        {/* A description that opens with its own heading needs no other. */}
        {startsWithHeading(position.description) ? null : (
          <h2 className="font-display text-2xl text-ink">{t.careers.about}</h2>
        )}
        <RichText
          parts={position.description}
          className="prose-article mt-4 [&>:first-child]:mt-0"
        />
        <h2 className="mt-10 font-display text-2xl text-ink">{t.careers.requirements}</h2>
        <RichText
          parts={position.requirements}
          className="prose-article mt-4 [&>:first-child]:mt-0"
        />
        {position.howToApply ? (
          <>
            <h2 className="mt-10 font-display text-2xl text-ink">{t.careers.howToApply}</h2>
            <p className="mt-4 whitespace-pre-line text-slate-700">{position.howToApply}</p>
          </>
        ) : null}
      </div>
      {closed ? null : <div className="mt-12">{apply}</div>}
    </div>
  );
}
