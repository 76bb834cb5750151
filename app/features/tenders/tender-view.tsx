import { CalendarClock, Download, FileText } from "lucide-react";
import type { ReactNode } from "react";
import { InEnglish } from "~/features/content/in-english";
import { RichText } from "~/features/content/rich-text/rich-text";
import { formatBytes } from "~/features/media/upload";
import { format, type Locale } from "~/lib/i18n";
import type { RichTextPart } from "~/lib/markdown-video";
import { useLocale, useLocalePath, useMessages } from "~/locales/use-messages";
import type { ArticleSector, TenderCategory, TenderMethod } from "../../../db/enums";
import type { TenderDocument } from "./public-queries.server";
import type { TenderStatus } from "./status";
import type { TwoCalendars } from "./tender-dates";

/** What a tender's page shows, in the page's language (English where not translated). */
export interface TenderView {
  id: string;
  slug: string;
  title: string;
  lang: Locale;
  reference: string;
  category: TenderCategory;
  method: TenderMethod;
  sector: ArticleSector;
  status: TenderStatus;
  published: TwoCalendars;
  /** The closing time in force (an extension's when extended). */
  closing: TwoCalendars;
  /** The closing time first published, when an amendment extended it. */
  originalClosing: TwoCalendars | null;
  opening: TwoCalendars;
  openingPlace: string;
  questionsUntil: TwoCalendars | null;
  bidSecurity: string;
  documentFee: string;
  eligibility: string;
  contact: string;
  description: RichTextPart[];
  documents: TenderDocument[];
  amendments: {
    number: number;
    published: TwoCalendars;
    newClosing: TwoCalendars | null;
    text: RichTextPart[];
    lang: Locale;
    documents: TenderDocument[];
  }[];
  questions: { id: string; question: string; answer: string }[];
  award: { winner: string; amount: string; date: TwoCalendars } | null;
  cancellation: { reason: string; date: TwoCalendars } | null;
  questionsOpen: boolean;
  registrationOpen: boolean;
}

const BADGE: Record<TenderStatus, string> = {
  open: "bg-ev-50 text-ev-900 ring-ev-600/30",
  closed: "bg-slate-100 text-slate-700 ring-slate-300",
  awarded: "bg-copper-100 text-coffee-900 ring-copper-400/60",
  cancelled: "bg-red-50 text-red-800 ring-red-200",
};

/** Whether a text opens with its own heading (then it needs no other above it). */
function startsWithHeading(parts: RichTextPart[]) {
  const first = parts[0];
  return first !== undefined && "html" in first && /^\s*<h[23][\s>]/.test(first.html);
}

/** A tender's status as a badge: 'Open', 'Closed', 'Awarded', 'Cancelled'. */
export function TenderStatusBadge({ status }: { status: TenderStatus }) {
  const t = useMessages().tenders;
  return (
    <span
      className={`inline-flex items-center rounded-full px-3 py-1 font-semibold text-xs ring-1 ${BADGE[status]}`}
    >
      {t.statuses[status]}
    </span>
  );
}

/** A moment in both calendars, the Gregorian with its time and the site's time zone. */
export function BothCalendars({ at, withZone = true }: { at: TwoCalendars; withZone?: boolean }) {
  const t = useMessages().tenders;
  return (
    <>
      <time dateTime={at.iso} className="block">
        {at.gregorian}
        {withZone ? <span className="text-slate-600"> ({t.siteTime})</span> : null}
      </time>
      <span className="block text-slate-600">{at.ethiopian}</span>
    </>
  );
}

/** A fact of the tender: its name and what it is. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 border-slate-200 border-t py-3 sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="font-semibold text-ink">{term}</dt>
      <dd className="min-w-0 break-words text-slate-700">{children}</dd>
    </div>
  );
}

/** A list of PDFs with their sizes and download links (names unique: each link says its file). */
function DocumentList({ documents }: { documents: TenderDocument[] }) {
  const t = useMessages().tenders;
  return (
    <ul className="grid gap-3">
      {documents.map((document) => (
        <li
          key={document.media}
          className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
        >
          <FileText aria-hidden="true" className="shrink-0 text-ev-700" size={22} />
          <span className="min-w-0 flex-1">
            <span className="block break-words font-semibold text-ink">{document.title}</span>
            <span className="block text-slate-600 text-sm">
              PDF · {formatBytes(document.bytes)}
              {document.pages ? ` · ${format(t.pages, { count: document.pages })}` : ""}
            </span>
          </span>
          <a
            href={document.url}
            download={document.fileName}
            aria-label={`${t.download}: ${document.title}`}
            className="inline-flex min-h-11 items-center gap-2 rounded-full bg-ev-700 px-5 font-semibold text-sm text-white transition hover:bg-ev-900"
          >
            <Download aria-hidden="true" size={16} />
            {t.download}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * A tender's page below its title: its status and facts, both calendars for every date, its
 * description, eligibility and contact, its bid documents (`register` beside them: the desk's
 * form), its amendments, questions and answers (`ask` after them), and the award or the
 * cancellation.
 */
export function TenderPage({
  tender,
  register,
  ask,
}: {
  tender: TenderView;
  register?: ReactNode;
  ask?: ReactNode;
}) {
  const locale = useLocale();
  const messages = useMessages();
  const t = messages.tenders;
  const to = useLocalePath();
  const other = tender.lang === locale ? undefined : tender.lang;
  const heading = "mt-12 font-display text-2xl text-ink";
  return (
    <div className="mx-auto max-w-4xl px-5 py-12 sm:px-8">
      <p>
        <a href={to("/tenders")} className="font-semibold text-ev-700 underline">
          {t.allTenders}
        </a>
      </p>
      <p className="mt-6 flex flex-wrap items-center gap-3">
        <TenderStatusBadge status={tender.status} />
        {tender.originalClosing && tender.status === "open" ? (
          <span className="font-semibold text-ev-900 text-sm">
            {format(t.extendedTo, { date: tender.closing.gregorian })}
          </span>
        ) : null}
      </p>
      {tender.cancellation ? (
        <div role="status" className="mt-6 rounded-2xl bg-red-50 px-6 py-5 ring-1 ring-red-200">
          <p className="font-semibold text-lg text-red-900">{t.cancelled}</p>
          <p className="mt-1 text-red-900">
            {format(t.cancelDate, { date: tender.cancellation.date.gregorian })} ·{" "}
            {tender.cancellation.date.ethiopian}
          </p>
          {tender.cancellation.reason ? (
            <p className="mt-2 whitespace-pre-line text-red-900">
              {format(t.cancelReason, { reason: tender.cancellation.reason })}
            </p>
          ) : null}
        </div>
      ) : tender.award ? (
        <section
          aria-labelledby="tender-award"
          className="mt-6 rounded-2xl bg-copper-100 px-6 py-5 ring-1 ring-copper-400/60"
        >
          <h2 id="tender-award" className="font-display text-coffee-900 text-xl">
            {t.award}
          </h2>
          <p className="mt-2 font-semibold text-ink">
            {format(t.awardedTo, { winner: tender.award.winner })}
          </p>
          {tender.award.amount ? (
            <p className="mt-1 text-slate-700">
              {format(t.awardAmount, { amount: tender.award.amount })}
            </p>
          ) : null}
          <p className="mt-1 text-slate-700">
            {format(t.awardDate, { date: tender.award.date.gregorian })} ·{" "}
            {tender.award.date.ethiopian}
          </p>
        </section>
      ) : tender.status === "closed" ? (
        <p
          role="status"
          className="mt-6 rounded-2xl bg-amber-50 px-6 py-4 font-semibold text-amber-950 ring-1 ring-amber-200"
        >
          {t.closedNotice}
        </p>
      ) : null}
      <dl className="mt-8">
        <Fact term={t.reference}>
          <span className="font-mono">{tender.reference}</span>
        </Fact>
        <Fact term={t.method}>{t.methods[tender.method]}</Fact>
        <Fact term={t.category}>{t.categories[tender.category]}</Fact>
        <Fact term={t.sector}>{messages.sectorNames[tender.sector]}</Fact>
        <Fact term={t.publicationDate}>
          <BothCalendars at={tender.published} withZone={false} />
        </Fact>
        <Fact term={t.closingDate}>
          <span className="flex items-start gap-2">
            <CalendarClock aria-hidden="true" className="mt-1 shrink-0 text-ev-700" size={18} />
            <span>
              <BothCalendars at={tender.closing} />
              {tender.originalClosing ? (
                <span className="mt-1 block font-semibold text-ev-900">
                  {format(t.extendedTo, { date: tender.closing.gregorian })}
                  <span className="block font-normal text-slate-600 text-sm">
                    {format(t.originally, { date: tender.originalClosing.gregorian })}
                  </span>
                </span>
              ) : null}
            </span>
          </span>
        </Fact>
        <Fact term={t.bidOpening}>
          <BothCalendars at={tender.opening} />
          {tender.openingPlace ? (
            <span className="mt-1 block" lang={other}>
              {format(t.place, { place: tender.openingPlace })}
            </span>
          ) : null}
        </Fact>
        {tender.questionsUntil ? (
          <Fact term={t.questionsUntil}>
            <BothCalendars at={tender.questionsUntil} />
          </Fact>
        ) : null}
        {tender.bidSecurity ? <Fact term={t.bidSecurity}>{tender.bidSecurity}</Fact> : null}
        {tender.documentFee ? <Fact term={t.documentFee}>{tender.documentFee}</Fact> : null}
      </dl>
      <div lang={other}>
        {other ? (
          <p className="mt-10">
            <InEnglish label={messages.common.inEnglish} />
          </p>
        ) : null}
        {/* A description that opens with its own heading needs no other. */}
        {startsWithHeading(tender.description) ? null : <h2 className={heading}>{t.about}</h2>}
        <RichText
          parts={tender.description}
          className={`prose-article [&>:first-child]:mt-0 ${startsWithHeading(tender.description) ? "mt-12" : "mt-4"}`}
        />
        {tender.eligibility ? (
          <>
            <h2 className={heading}>{t.eligibility}</h2>
            <p className="mt-4 whitespace-pre-line text-slate-700">{tender.eligibility}</p>
          </>
        ) : null}
        {tender.contact ? (
          <>
            <h2 className={heading}>{t.contact}</h2>
            <p className="mt-4 whitespace-pre-line text-slate-700">{tender.contact}</p>
          </>
        ) : null}
      </div>
      <section aria-labelledby="tender-documents">
        <h2 id="tender-documents" className={heading}>
          {t.documents}
        </h2>
        <div className="mt-4">
          {tender.documents.length > 0 ? (
            <DocumentList documents={tender.documents} />
          ) : (
            <p className="text-slate-600">{t.noDocuments}</p>
          )}
        </div>
        {register ? <div className="mt-8">{register}</div> : null}
      </section>
      {tender.amendments.length > 0 ? (
        <section aria-labelledby="tender-amendments">
          <h2 id="tender-amendments" className={heading}>
            {t.amendments}
          </h2>
          <ol className="mt-4 grid gap-5">
            {tender.amendments.map((amendment) => (
              <li
                key={amendment.number}
                className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
              >
                <h3 className="font-semibold text-ink text-lg">
                  {format(t.amendment, { number: amendment.number })}
                </h3>
                <p className="text-slate-600 text-sm">
                  {format(t.publishedOn, { date: amendment.published.gregorian })} ·{" "}
                  {amendment.published.ethiopian}
                </p>
                {amendment.newClosing ? (
                  <p className="mt-2 font-semibold text-ev-900">
                    {format(t.newClosingDate, { date: amendment.newClosing.gregorian })} (
                    {amendment.newClosing.ethiopian})
                  </p>
                ) : null}
                <div lang={amendment.lang === locale ? undefined : amendment.lang}>
                  <RichText
                    parts={amendment.text}
                    className="prose-article mt-3 [&>:first-child]:mt-0"
                  />
                </div>
                {amendment.documents.length > 0 ? (
                  <div className="mt-4">
                    <DocumentList documents={amendment.documents} />
                  </div>
                ) : null}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      {tender.questions.length > 0 || ask ? (
        <section aria-labelledby="tender-questions">
          <h2 id="tender-questions" className={heading}>
            {t.questions}
          </h2>
          {tender.questions.length > 0 ? (
            <dl className="mt-4 grid gap-5">
              {tender.questions.map((item) => (
                <div
                  key={item.id}
                  className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
                >
                  <dt>
                    <span className="font-semibold text-ink">{t.question}: </span>
                    <span className="whitespace-pre-line text-slate-700">{item.question}</span>
                  </dt>
                  <dd className="mt-3">
                    <span className="font-semibold text-ink">{t.answer}: </span>
                    <span className="whitespace-pre-line text-slate-700">{item.answer}</span>
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
          {ask ? <div className="mt-8">{ask}</div> : null}
        </section>
      ) : null}
    </div>
  );
}
