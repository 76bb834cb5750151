import { CheckCircle2, Send } from "lucide-react";
import { useActionData } from "react-router";
import { TextArea } from "~/components/ui/fields";
import { FormAlert, TextField } from "~/components/ui/form";
import { SpamTrapFields } from "~/components/ui/spam-trap";
import { MEDIA_LIMITS } from "~/features/media/rules";
import { STARTED_FIELD } from "~/lib/form-trap";
import { format } from "~/lib/i18n";
import { useMessages } from "~/locales/use-messages";
import type { ApplicationResult } from "./apply.server";

/**
 * A position's 'Apply' form: a plain multipart form post to the position's page, whose answer
 * shows the result (no script needed). With the page's script (app/enhance/inline-forms.ts) it
 * is sent in the background with the CV's upload progress, and only the form is replaced by the
 * one in the answer.
 */
export function ApplyForm({
  action,
  startedAt,
  companyName,
  applicationDays,
}: {
  action: string;
  startedAt: string;
  companyName: string;
  applicationDays: number;
}) {
  const result = useActionData() as ApplicationResult | undefined;
  const errors = (result && result.status !== "sent" ? result.errors : undefined) ?? {};
  const values = result && result.status !== "sent" ? result.values : {};
  const t = useMessages().careers;
  const sent = result?.status === "sent";
  const optional = ` (${t.optional})`;
  return (
    <section
      id="apply"
      aria-labelledby="apply-heading"
      className="rounded-3xl bg-white p-6 shadow-xl shadow-slate-200/60 ring-1 ring-slate-200 sm:p-10"
    >
      <h2 id="apply-heading" className="font-display text-3xl text-ink">
        {t.apply}
      </h2>
      <form
        id="apply-form"
        method="post"
        action={action}
        encType="multipart/form-data"
        noValidate
        data-inline-form=""
        data-failed-message={t.failed}
        className="mt-6 grid gap-6 sm:grid-cols-2"
      >
        {sent ? null : (
          <>
            <p className="text-slate-600 sm:col-span-2">{t.applyLead}</p>
            <SpamTrapFields idPrefix="apply" startedAt={values[STARTED_FIELD] || startedAt} />
            <TextField
              id="apply-name"
              label={t.name}
              name="name"
              autoComplete="name"
              maxLength={100}
              required
              defaultValue={values.name}
              error={errors.name}
            />
            <TextField
              id="apply-email"
              label={t.email}
              name="email"
              type="email"
              autoComplete="email"
              maxLength={254}
              required
              defaultValue={values.email}
              error={errors.email}
            />
            <TextField
              id="apply-phone"
              label={t.phone}
              name="phone"
              type="tel"
              autoComplete="tel"
              maxLength={40}
              required
              defaultValue={values.phone}
              error={errors.phone}
            />
            <TextField
              id="apply-cv"
              label={t.cv}
              name="cv"
              type="file"
              required
              // The page's script refuses a larger file before sending it.
              data-max-bytes={MEDIA_LIMITS.cvBytes}
              data-too-large={t.errors.cvTooLarge}
              accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
              hint={t.cvHint}
              error={errors.cv}
              className="file:mr-3 file:rounded-full file:border-0 file:bg-ev-50 file:px-4 file:py-1.5 file:font-semibold file:text-ev-900"
            />
            <div className="sm:col-span-2">
              <TextArea
                id="apply-cover-letter"
                label={`${t.coverLetter}${optional}`}
                name="coverLetter"
                rows={6}
                maxLength={5000}
                defaultValue={values.coverLetter}
                error={errors.coverLetter}
              />
            </div>
            <div className="sm:col-span-2">
              <label className="flex items-start gap-3 text-slate-700">
                <input
                  type="checkbox"
                  name="consent"
                  required
                  defaultChecked={values.consent === "on"}
                  aria-invalid={errors.consent ? true : undefined}
                  aria-describedby={errors.consent ? "apply-consent-error" : undefined}
                  className="mt-1 size-5 shrink-0 accent-ev-700"
                />
                <span>{format(t.consent, { name: companyName, days: applicationDays })} *</span>
              </label>
              {errors.consent ? (
                <p id="apply-consent-error" className="mt-2 text-red-700 text-sm">
                  {errors.consent}
                </p>
              ) : null}
            </div>
            <div className="sm:col-span-2">
              <FormAlert>
                {result && "formError" in result ? result.formError : undefined}
              </FormAlert>
              <div data-upload-progress="" hidden className="mt-2">
                <progress
                  max={100}
                  value={0}
                  className="h-2 w-full accent-ev-700"
                  aria-labelledby="apply-progress-label"
                />
                <p
                  id="apply-progress-label"
                  className="mt-1 text-slate-600 text-sm"
                  data-template={t.progress}
                >
                  {format(t.progress, { percent: 0 })}
                </p>
              </div>
              <button
                type="submit"
                data-pending-label={t.sending}
                className="mt-2 inline-flex w-full items-center justify-center gap-2 rounded-full bg-ev-700 px-7 py-3.5 font-semibold text-white transition hover:bg-ev-900 disabled:cursor-wait disabled:opacity-70 sm:w-auto"
              >
                <Send aria-hidden="true" size={18} />
                <span data-button-label="">{t.send}</span>
              </button>
            </div>
          </>
        )}
        <div role="status" className="sm:col-span-2">
          {result?.status === "sent" ? (
            <div className="rounded-xl bg-ev-50 px-4 py-3 text-ev-900">
              <p className="flex items-center gap-2 font-medium">
                <CheckCircle2 aria-hidden="true" size={20} />
                {t.sent}
              </p>
              {result.email ? (
                <p className="mt-1 text-sm">{format(t.sentEmail, { email: result.email })}</p>
              ) : null}
            </div>
          ) : null}
        </div>
      </form>
    </section>
  );
}
