import {
  ArrowLeft,
  Award,
  Ban,
  CheckCircle2,
  Download,
  ExternalLink,
  FilePlus2,
  TriangleAlert,
} from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { TextArea } from "~/components/ui/fields";
import { TextField } from "~/components/ui/form";
import { type DocumentFileInfo, DocumentFilesField } from "~/features/media/document-files-field";
import { daysLabel } from "~/lib/dates";
import type { DeskView } from "./desk-view.server";
import { DESK_LIMITS } from "./schema";

/** What a desk command answered: done (a warning when some e-mail did not go), or refused. */
export type DeskAnswer =
  | { ok: true; message: string; warning: boolean }
  | {
      ok: false;
      intent: string;
      target: string;
      errors: Record<string, string>;
      values: Record<string, string>;
      files: DocumentFileInfo[];
    };

const STATUS_STYLES: Record<DeskView["tender"]["status"], string> = {
  Open: "bg-ev-100 text-ev-900",
  Closed: "bg-slate-100 text-slate-700",
  Awarded: "bg-sky-100 text-sky-900",
  Cancelled: "bg-red-100 text-red-900",
};

const BUTTON =
  "inline-flex items-center justify-center gap-2 rounded-full bg-ev-700 px-5 py-2.5 font-semibold text-sm text-white transition hover:bg-ev-900 disabled:cursor-wait disabled:opacity-70";
const QUIET_BUTTON =
  "inline-flex items-center justify-center gap-2 rounded-full px-4 py-2 font-semibold text-ink text-sm ring-1 ring-slate-300 transition hover:bg-slate-50";
const DANGER_BUTTON =
  "inline-flex items-center justify-center gap-2 rounded-full bg-red-700 px-5 py-2.5 font-semibold text-sm text-white transition hover:bg-red-800";

/**
 * The desk of one tender (/admin/tenders/:id/desk): its outcome, amendments (list and add),
 * visitors' questions (answer and publish, or discard), registrations and downloads with their
 * CSV exports. Plain forms: every command works without script.
 */
export function DeskScreen({
  view,
  answer,
}: {
  view: DeskView & { tenderDays: number };
  answer?: DeskAnswer;
}) {
  const { tender } = view;
  const refused = (intent: string, target = "") =>
    answer && !answer.ok && answer.intent === intent && answer.target === (target || answer.target)
      ? answer
      : undefined;
  return (
    <div className="grid gap-8">
      <div>
        <Link
          to="/admin/tenders"
          className="inline-flex items-center gap-2 font-semibold text-ev-700 text-sm"
        >
          <ArrowLeft aria-hidden="true" size={16} />
          All tenders
        </Link>
        <div className="mt-5 flex flex-wrap items-start justify-between gap-4">
          <div className="min-w-0">
            <p className="font-mono text-slate-600 text-sm">{tender.reference}</p>
            <h2 className="break-words font-semibold text-2xl text-ink">{tender.title}</h2>
            <p className="mt-1 text-slate-600">
              Closes {tender.closing}
              {tender.extended ? ` (extended; first ${tender.originalClosing})` : ""} · Questions
              until {tender.questionsUntil}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <span
              className={`rounded-full px-3 py-1 font-semibold text-xs ${STATUS_STYLES[tender.status]}`}
            >
              {tender.status}
            </span>
            {tender.published ? (
              <a href={`/tenders/${tender.slug}`} className={QUIET_BUTTON}>
                <ExternalLink aria-hidden="true" size={16} />
                View page
              </a>
            ) : (
              <span className="text-slate-600 text-sm">Not published</span>
            )}
          </div>
        </div>
      </div>
      {answer?.ok ? (
        <p
          role="status"
          className={`flex items-start gap-2 rounded-xl px-4 py-3 font-medium ${answer.warning ? "bg-amber-50 text-amber-900 ring-1 ring-amber-200" : "bg-ev-50 text-ev-900"}`}
        >
          {answer.warning ? (
            <TriangleAlert aria-hidden="true" size={20} className="mt-0.5 shrink-0" />
          ) : (
            <CheckCircle2 aria-hidden="true" size={20} className="mt-0.5 shrink-0" />
          )}
          {answer.message}
        </p>
      ) : null}
      {answer && !answer.ok ? (
        <div
          role="alert"
          className="rounded-xl bg-red-50 px-4 py-3 text-red-800 ring-1 ring-red-200"
        >
          <p className="font-semibold">Nothing was saved:</p>
          <ul className="mt-1 list-disc pl-5">
            {[...new Set(Object.values(answer.errors))].map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <Outcome view={view} award={refused("award")} cancel={refused("cancel")} />
      <Amendments view={view} refused={refused("amend")} />
      <Questions view={view} answer={answer} />
      <Registrations view={view} />
      <Downloads view={view} />
    </div>
  );
}

function Panel({
  id,
  title,
  aside,
  children,
}: {
  id: string;
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={`${id}-heading`} className="font-semibold text-ink text-lg">
          {title}
        </h3>
        {aside}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="rounded-xl bg-slate-50 px-4 py-6 text-center text-slate-600">{children}</p>;
}

function Submit({ children, className = BUTTON }: { children: ReactNode; className?: string }) {
  const busy = useNavigation().state === "submitting";
  return (
    <button type="submit" disabled={busy} className={className}>
      {children}
    </button>
  );
}

function Outcome({
  view,
  award,
  cancel,
}: {
  view: DeskView;
  award?: Extract<DeskAnswer, { ok: false }>;
  cancel?: Extract<DeskAnswer, { ok: false }>;
}) {
  const { tender } = view;
  if (tender.award) {
    return (
      <Panel id="outcome" title="Award notice">
        <p className="text-ink">
          Awarded to <strong>{tender.award.winner}</strong> on {tender.award.date}
          {tender.award.amount ? ` · ${tender.award.amount}` : ""}
        </p>
      </Panel>
    );
  }
  if (tender.cancellation) {
    return (
      <Panel id="outcome" title="Cancelled">
        <p className="text-slate-600 text-sm">{tender.cancellation.date}</p>
        <p className="mt-1 whitespace-pre-line text-ink">{tender.cancellation.reason}</p>
      </Panel>
    );
  }
  return (
    <Panel id="outcome" title="Award or cancellation">
      <div className="grid gap-4 lg:grid-cols-2">
        {tender.canAward ? (
          <details open={Boolean(award)} className="rounded-xl ring-1 ring-slate-200">
            <summary className="cursor-pointer px-4 py-3 font-semibold text-ink">
              <Award aria-hidden="true" size={16} className="mr-2 inline" />
              Award notice
            </summary>
            <Form method="post" className="grid gap-4 px-4 pb-4">
              <input type="hidden" name="intent" value="award" />
              <TextField
                id="award-winner"
                label="Winner"
                name="winner"
                required
                maxLength={DESK_LIMITS.winner}
                defaultValue={award?.values.winner}
                error={award?.errors.winner}
              />
              <TextField
                id="award-amount"
                label="Amount (optional)"
                name="amount"
                maxLength={DESK_LIMITS.amount}
                hint="As published, e.g. 'ETB 12,400,000 incl. VAT'."
                defaultValue={award?.values.amount}
                error={award?.errors.amount}
              />
              <TextField
                id="award-date"
                label="Date of the award"
                name="awardedOn"
                type="date"
                required
                max={tender.today}
                defaultValue={award?.values.awardedOn ?? tender.today}
                error={award?.errors.awardedOn}
              />
              <p className="text-slate-600 text-sm">
                Published at once on the tender's page and e-mailed to registrants. It cannot be
                changed afterwards.
              </p>
              <div>
                <Submit>Publish award notice</Submit>
              </div>
            </Form>
          </details>
        ) : (
          <p className="rounded-xl bg-slate-50 px-4 py-3 text-slate-600 text-sm">
            The award notice can be published once the tender has closed ({tender.closing}).
          </p>
        )}
        <details open={Boolean(cancel)} className="rounded-xl ring-1 ring-slate-200">
          <summary className="cursor-pointer px-4 py-3 font-semibold text-ink">
            <Ban aria-hidden="true" size={16} className="mr-2 inline" />
            Cancel tender
          </summary>
          <Form method="post" className="grid gap-4 px-4 pb-4">
            <input type="hidden" name="intent" value="cancel" />
            <TextArea
              id="cancel-reason"
              label="Reason (published)"
              name="reason"
              rows={3}
              required
              maxLength={DESK_LIMITS.reason}
              defaultValue={cancel?.values.reason}
              error={cancel?.errors.reason}
            />
            <div>
              <Submit className={DANGER_BUTTON}>Cancel this tender</Submit>
            </div>
          </Form>
        </details>
      </div>
    </Panel>
  );
}

function Amendments({
  view,
  refused,
}: {
  view: DeskView;
  refused?: Extract<DeskAnswer, { ok: false }>;
}) {
  const { tender, amendments } = view;
  const values = refused?.values ?? {};
  const errors = refused?.errors ?? {};
  return (
    <Panel id="amendments" title="Amendments">
      {amendments.length === 0 ? (
        <Empty>No amendments. Each one is published at once and never edited afterwards.</Empty>
      ) : (
        <ol className="grid gap-3">
          {amendments.map((amendment) => (
            <li key={amendment.id} className="rounded-xl bg-slate-50 px-4 py-3">
              <p className="font-semibold text-ink">
                Amendment {amendment.number}
                <span className="ml-2 font-normal text-slate-600 text-sm">
                  {amendment.published} · {amendment.languages.join(", ")}
                </span>
              </p>
              {amendment.newClosing ? (
                <p className="mt-1 font-medium text-ev-800 text-sm">
                  Closing extended to {amendment.newClosing}
                </p>
              ) : null}
              <p className="mt-1 line-clamp-4 whitespace-pre-line break-words text-slate-700">
                {amendment.text}
              </p>
              {amendment.documents.length > 0 ? (
                <p className="mt-1 text-slate-600 text-sm">
                  New documents: {amendment.documents.join(", ")}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {tender.canAmend ? (
        // Drawn anew after each published amendment: the next one starts empty.
        <details
          key={amendments.length}
          open={Boolean(refused)}
          className="mt-4 rounded-xl ring-1 ring-slate-200"
        >
          <summary className="cursor-pointer px-4 py-3 font-semibold text-ink">
            <FilePlus2 aria-hidden="true" size={16} className="mr-2 inline" />
            Add amendment
          </summary>
          <Form method="post" className="grid gap-4 px-4 pb-4">
            <input type="hidden" name="intent" value="amend" />
            <TextArea
              id="amendment-text"
              label="What changes (English, Markdown)"
              name="text"
              rows={6}
              required
              maxLength={DESK_LIMITS.amendment}
              defaultValue={values.text}
              error={errors.text}
            />
            <div className="grid gap-4 md:grid-cols-2">
              <TextArea
                id="amendment-text-am"
                label="Amharic (optional)"
                labelLang="en"
                lang="am"
                name="translations.am.text"
                rows={4}
                maxLength={DESK_LIMITS.amendment}
                defaultValue={values["translations.am.text"]}
                error={errors["translations.am.text"]}
              />
              <TextArea
                id="amendment-text-om"
                label="Afaan Oromo (optional)"
                labelLang="en"
                lang="om"
                name="translations.om.text"
                rows={4}
                maxLength={DESK_LIMITS.amendment}
                defaultValue={values["translations.om.text"]}
                error={errors["translations.om.text"]}
              />
            </div>
            <TextField
              id="amendment-closing"
              label="New closing date and time (optional: an extension)"
              name="newClosesAt"
              type="datetime-local"
              min={tender.closingInput}
              hint={`Currently ${tender.closing}. The clarification deadline stays as it is.`}
              defaultValue={values.newClosesAt}
              error={errors.newClosesAt}
            />
            <DocumentFilesField
              name="documents"
              label="New documents (optional)"
              files={refused?.files ?? []}
              error={errors.documents}
            />
            <p className="text-slate-600 text-sm">
              Published at once on the tender's page and e-mailed to registrants. A published
              amendment is never edited: a correction is a new amendment.
            </p>
            <div>
              <Submit>Publish amendment</Submit>
            </div>
          </Form>
        </details>
      ) : (
        <p className="mt-4 text-slate-600 text-sm">
          {tender.published
            ? "This tender is decided: it takes no more amendments."
            : "Publish the tender to add amendments."}
        </p>
      )}
    </Panel>
  );
}

function Questions({ view, answer }: { view: DeskView; answer?: DeskAnswer }) {
  const { questions } = view;
  const waiting = questions.filter((question) => question.state === "new").length;
  return (
    <Panel
      id="questions"
      title="Questions"
      aside={
        <span className="text-slate-600 text-sm">
          {waiting === 1 ? "1 waiting for an answer" : `${waiting} waiting for an answer`}
        </span>
      }
    >
      {questions.length === 0 ? (
        <Empty>No questions yet. Visitors ask them on the tender's page.</Empty>
      ) : (
        <ol className="grid gap-4">
          {questions.map((question, index) => {
            const refused =
              answer && !answer.ok && answer.intent === "answer" && answer.target === question.id
                ? answer
                : undefined;
            const label = `question ${index + 1}`;
            return (
              <li
                key={question.id}
                className={`rounded-xl px-4 py-3 ring-1 ${question.state === "new" ? "ring-copper-300" : "ring-slate-200"}`}
              >
                <p className="text-slate-600 text-sm">
                  <span className="font-semibold text-ink">Question {index + 1}</span> ·{" "}
                  {question.state === "new"
                    ? "Waiting"
                    : question.state === "published"
                      ? `Published ${question.answered ?? ""}`
                      : "Discarded"}{" "}
                  · {question.asked} · {question.language}
                </p>
                <p className="break-words text-slate-600 text-sm">
                  {question.name || "(removed)"}
                  {question.company ? `, ${question.company}` : ""}
                  {question.email ? ` · ${question.email}` : ""}
                </p>
                {question.state === "new" ? (
                  <Form method="post" className="mt-3 grid gap-3">
                    <input type="hidden" name="target" value={question.id} />
                    <TextArea
                      id={`question-${question.id}`}
                      label={`Question as published (${label})`}
                      name="question"
                      rows={3}
                      maxLength={DESK_LIMITS.question}
                      hint="Shown without the asker's name, company or e-mail; remove them from the wording if they appear in it."
                      defaultValue={refused?.values.question ?? question.question}
                      error={refused?.errors.question}
                    />
                    <TextArea
                      id={`answer-${question.id}`}
                      label={`Answer (${label})`}
                      name="answer"
                      rows={4}
                      maxLength={DESK_LIMITS.answer}
                      defaultValue={refused?.values.answer}
                      error={refused?.errors.answer}
                    />
                    <div className="flex flex-wrap gap-3">
                      <button type="submit" name="intent" value="answer" className={BUTTON}>
                        Publish answer<span className="sr-only"> to {label}</span>
                      </button>
                      <button type="submit" name="intent" value="discard" className={QUIET_BUTTON}>
                        Discard as spam<span className="sr-only"> ({label})</span>
                      </button>
                    </div>
                  </Form>
                ) : (
                  <div className="mt-2 grid gap-1">
                    <p className="whitespace-pre-line break-words text-ink">{question.question}</p>
                    {question.answer ? (
                      <p className="whitespace-pre-line break-words border-ev-600 border-l-2 pl-3 text-slate-700">
                        {question.answer}
                      </p>
                    ) : null}
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </Panel>
  );
}

function CsvLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} download className={QUIET_BUTTON}>
      <Download aria-hidden="true" size={16} />
      {children}
    </a>
  );
}

function Registrations({ view }: { view: DeskView & { tenderDays: number } }) {
  const { tender, registrations } = view;
  return (
    <Panel
      id="registrations"
      title={`Registrations for updates (${registrations.length})`}
      aside={
        registrations.length > 0 ? (
          <CsvLink href={`/admin/tenders/${tender.id}/registrations.csv`}>
            Export registrations CSV
          </CsvLink>
        ) : null
      }
    >
      <p className="mb-3 text-slate-600 text-sm">
        Deleted {daysLabel(view.tenderDays)} after the award or cancellation, or at once on request.
      </p>
      {registrations.length === 0 ? (
        <Empty>Nobody has registered yet.</Empty>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-xl ring-1 ring-slate-200">
          {registrations.map((registration) => (
            <li
              key={registration.id}
              className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
            >
              <div className="min-w-0">
                <p className="break-words font-medium text-ink">
                  {registration.company} · {registration.contactName}
                </p>
                <p className="break-words text-slate-600 text-sm">
                  {registration.email}
                  {registration.phone ? ` · ${registration.phone}` : ""} · {registration.language} ·{" "}
                  {registration.registered}
                </p>
              </div>
              <details className="text-sm">
                <summary className="cursor-pointer font-semibold text-red-700">
                  Delete<span className="sr-only"> registration of {registration.email}</span>
                </summary>
                <Form method="post" className="mt-2 flex items-center gap-2">
                  <input type="hidden" name="intent" value="delete-registration" />
                  <input type="hidden" name="target" value={registration.id} />
                  <span className="text-slate-600">Delete for good?</span>
                  <button type="submit" className={DANGER_BUTTON}>
                    Delete<span className="sr-only"> {registration.email} for good</span>
                  </button>
                </Form>
              </details>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function Downloads({ view }: { view: DeskView }) {
  const { tender, downloads } = view;
  return (
    <Panel
      id="downloads"
      title="Document downloads"
      aside={
        downloads.length > 0 ? (
          <CsvLink href={`/admin/tenders/${tender.id}/downloads.csv`}>Export downloads CSV</CsvLink>
        ) : null
      }
    >
      {downloads.length === 0 ? (
        <Empty>This tender offers no documents yet.</Empty>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-xl ring-1 ring-slate-200">
          {downloads.map((file) => (
            <li key={file.media} className="flex items-center justify-between gap-3 px-4 py-3">
              <div className="min-w-0">
                <p className="break-words font-medium text-ink">{file.title}</p>
                <p className="break-all text-slate-600 text-sm">
                  {file.fileName} · {file.from}
                </p>
              </div>
              <span className="shrink-0 font-semibold text-ink tabular-nums">
                {file.downloads.toLocaleString("en-US")}
                <span className="sr-only"> downloads</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
