import { BellRing, CheckCircle2, MessageCircleQuestion, Send } from "lucide-react";
import type { ReactNode } from "react";
import { TextArea } from "~/components/ui/fields";
import { FormAlert, TextField } from "~/components/ui/form";
import { SpamTrapFields } from "~/components/ui/spam-trap";
import { STARTED_FIELD } from "~/lib/form-trap";
import { type Locale, localizedPath } from "~/lib/i18n";
import { DESK_LIMITS } from "./schema";
import { type DeskTexts, deskTexts } from "./texts";

/** The answer of a tender page's forms (shown in place of the form that was sent). */
export type TenderFormsResult =
  | { form: "question" | "registration"; ok: true; alreadyRegistered?: boolean }
  | {
      form: "question" | "registration";
      ok: false;
      errors: Record<string, string>;
      values: Record<string, string>;
    };

type FormName = TenderFormsResult["form"];

/**
 * A tender's public forms, 'Register for updates' and 'Ask a question': plain form posts to the
 * tender's page (no script needed; with the page's script only the form is replaced by the one
 * in the answer). `only` draws one of them where the page places it (the registration beside
 * the bid documents, the question after the published questions); without it, both. A closed
 * form says so instead. `startedAt` is the signed time the page was drawn (the spam trap):
 * the page's loader signs it with `signStartedAt`.
 */
export function TenderForms({
  tender,
  locale,
  result,
  only,
  startedAt = "",
}: {
  tender: { id: string; slug: string; questionsOpen: boolean; registrationOpen: boolean };
  locale: Locale;
  result?: TenderFormsResult;
  only?: FormName;
  startedAt?: string;
}): React.JSX.Element | null {
  const t = deskTexts(locale);
  const action = localizedPath(`/tenders/${tender.slug}`, locale);
  const resultOf = (form: FormName) => (result?.form === form ? result : undefined);
  const register =
    only === "question" ? null : (
      <RegistrationForm
        t={t}
        action={`${action}#register`}
        open={tender.registrationOpen}
        result={resultOf("registration")}
        startedAt={startedAt}
      />
    );
  const ask =
    only === "registration" ? null : (
      <QuestionForm
        t={t}
        action={`${action}#ask`}
        open={tender.questionsOpen}
        result={resultOf("question")}
        startedAt={startedAt}
      />
    );
  return (
    <>
      {register}
      {ask}
    </>
  );
}

interface FormProps {
  t: DeskTexts;
  action: string;
  open: boolean;
  result?: TenderFormsResult;
  startedAt: string;
}

/** The frame both forms share: heading, lead, the closed notice or the form, its status. */
function DeskForm({
  id,
  form,
  icon,
  heading,
  lead,
  closedMessage,
  submit,
  t,
  action,
  open,
  result,
  startedAt,
  children,
}: FormProps & {
  id: string;
  form: FormName;
  icon: ReactNode;
  heading: string;
  lead: string;
  closedMessage: string;
  submit: string;
  children: (values: Record<string, string>, errors: Record<string, string>) => ReactNode;
}) {
  const errors = result && !result.ok ? result.errors : {};
  const values = result && !result.ok ? result.values : {};
  const done = result?.ok === true;
  const doneMessage =
    result?.ok && result.alreadyRegistered
      ? t.alreadyRegistered
      : form === "question"
        ? t.questionSent
        : t.registered;
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="scroll-mt-24 rounded-3xl bg-white p-5 shadow-lg shadow-slate-200/50 ring-1 ring-slate-200 sm:p-8"
    >
      <h2 id={`${id}-heading`} className="flex items-center gap-3 font-display text-2xl text-ink">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-ev-50 text-ev-700">
          {icon}
        </span>
        {heading}
      </h2>
      {open ? (
        <form
          id={`${id}-form`}
          method="post"
          action={action}
          noValidate
          data-inline-form=""
          data-failed-message={t.failed}
          className="mt-5 grid gap-5 sm:grid-cols-2"
        >
          {done ? null : (
            <>
              <p className="text-slate-600 sm:col-span-2">{lead}</p>
              <input type="hidden" name="form" value={form} />
              <SpamTrapFields idPrefix={id} startedAt={values[STARTED_FIELD] || startedAt} />
              {children(values, errors)}
              <div className="sm:col-span-2">
                <FormAlert>{errors.form}</FormAlert>
                <button
                  type="submit"
                  data-pending-label={t.sending}
                  className="mt-2 inline-flex w-full items-center justify-center gap-2 rounded-full bg-ev-700 px-7 py-3.5 font-semibold text-white transition hover:bg-ev-900 disabled:cursor-wait disabled:opacity-70 sm:w-auto"
                >
                  <Send aria-hidden="true" size={18} />
                  <span data-button-label="">{submit}</span>
                </button>
              </div>
            </>
          )}
          <div role="status" className="sm:col-span-2">
            {done ? (
              <p className="flex items-start gap-2 rounded-xl bg-ev-50 px-4 py-3 font-medium text-ev-900">
                <CheckCircle2 aria-hidden="true" size={20} className="mt-0.5 shrink-0" />
                {doneMessage}
              </p>
            ) : null}
          </div>
        </form>
      ) : (
        <p className="mt-4 rounded-xl bg-slate-50 px-4 py-3 text-slate-700">{closedMessage}</p>
      )}
    </section>
  );
}

function RegistrationForm(props: FormProps) {
  const { t } = props;
  return (
    <DeskForm
      {...props}
      id="register"
      form="registration"
      icon={<BellRing aria-hidden="true" size={20} />}
      heading={t.register}
      lead={t.registerLead}
      closedMessage={t.registrationClosed}
      submit={t.sendRegistration}
    >
      {(values, errors) => (
        <>
          <TextField
            id="register-company"
            label={t.company}
            name="company"
            autoComplete="organization"
            maxLength={DESK_LIMITS.company}
            required
            defaultValue={values.company}
            error={errors.company}
          />
          <TextField
            id="register-contact-name"
            label={t.contactName}
            name="contactName"
            autoComplete="name"
            maxLength={DESK_LIMITS.name}
            required
            defaultValue={values.contactName}
            error={errors.contactName}
          />
          <TextField
            id="register-email"
            label={t.email}
            name="email"
            type="email"
            autoComplete="email"
            maxLength={DESK_LIMITS.email}
            required
            defaultValue={values.email}
            error={errors.email}
          />
          <TextField
            id="register-phone"
            label={`${t.phone} (${t.optional})`}
            name="phone"
            type="tel"
            autoComplete="tel"
            maxLength={DESK_LIMITS.phone}
            defaultValue={values.phone}
            error={errors.phone}
          />
        </>
      )}
    </DeskForm>
  );
}

function QuestionForm(props: FormProps) {
  const { t } = props;
  return (
    <DeskForm
      {...props}
      id="ask"
      form="question"
      icon={<MessageCircleQuestion aria-hidden="true" size={20} />}
      heading={t.ask}
      lead={t.askLead}
      closedMessage={t.questionsClosed}
      submit={t.sendQuestion}
    >
      {(values, errors) => (
        <>
          <TextField
            id="ask-name"
            label={t.name}
            name="name"
            autoComplete="name"
            maxLength={DESK_LIMITS.name}
            required
            defaultValue={values.name}
            error={errors.name}
          />
          <TextField
            id="ask-company"
            label={`${t.company} (${t.optional})`}
            name="company"
            autoComplete="organization"
            maxLength={DESK_LIMITS.company}
            defaultValue={values.company}
            error={errors.company}
          />
          <div className="sm:col-span-2">
            <TextField
              id="ask-email"
              label={t.email}
              name="email"
              type="email"
              autoComplete="email"
              maxLength={DESK_LIMITS.email}
              required
              defaultValue={values.email}
              error={errors.email}
            />
          </div>
          <div className="sm:col-span-2">
            <TextArea
              id="ask-question"
              label={t.question}
              name="question"
              rows={5}
              maxLength={DESK_LIMITS.question}
              required
              defaultValue={values.question}
              error={errors.question}
            />
          </div>
        </>
      )}
    </DeskForm>
  );
}
