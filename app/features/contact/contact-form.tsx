import { CheckCircle2, Send } from "lucide-react";
import { useActionData } from "react-router";
import { TextArea } from "~/components/ui/fields";
import { FormAlert, TextField } from "~/components/ui/form";
import { SpamTrapFields } from "~/components/ui/spam-trap";
import { useLocalePath, useMessages } from "~/locales/use-messages";
import type { ContactResult } from "./contact.server";
import { STARTED_FIELD } from "./schema";

/**
 * The home page's 'Send us a Message' form: a plain form post to the home page's action, whose
 * answer shows the result. With JavaScript (app/enhance/inline-forms.ts) it is sent in the
 * background and only this form is replaced by the one in the answer: the visitor stays where
 * they are.
 */
export function ContactForm({ startedAt }: { startedAt: string }) {
  const result = useActionData() as ContactResult | undefined;
  const errors = (result?.status === "invalid" ? result.errors : undefined) ?? {};
  const values = result && result.status !== "sent" ? result.values : {};
  const t = useMessages().contact;
  const to = useLocalePath();
  const [beforePrivacy, afterPrivacy] = t.privacyNote.split("{privacy}");

  return (
    <div className="rounded-3xl bg-white p-6 shadow-xl shadow-slate-200/60 ring-1 ring-slate-200 sm:p-10">
      <h3 className="font-display text-2xl text-ink">{t.formTitle}</h3>
      <form
        id="contact-form"
        method="post"
        action={`${to("/")}?index`}
        noValidate
        data-inline-form=""
        data-failed-message={t.failed}
        className="mt-8 grid gap-6 sm:grid-cols-2"
      >
        <input type="hidden" name="intent" value="contact" />
        <SpamTrapFields idPrefix="contact" startedAt={values[STARTED_FIELD] || startedAt} />
        <TextField
          id="contact-name"
          label={t.name}
          name="name"
          autoComplete="name"
          maxLength={100}
          defaultValue={values.name}
          error={errors.name}
        />
        <TextField
          id="contact-email"
          label={t.email}
          name="email"
          type="email"
          autoComplete="email"
          maxLength={254}
          defaultValue={values.email}
          error={errors.email}
        />
        <div className="sm:col-span-2">
          <TextField
            id="contact-subject"
            label={t.subject}
            name="subject"
            maxLength={150}
            defaultValue={values.subject}
            error={errors.subject}
          />
        </div>
        <div className="sm:col-span-2">
          <TextArea
            id="contact-message"
            label={t.message}
            name="message"
            rows={5}
            maxLength={5000}
            defaultValue={values.message}
            error={errors.message}
          />
        </div>
        <div className="sm:col-span-2">
          <FormAlert>{result && "formError" in result ? result.formError : undefined}</FormAlert>
          <button
            type="submit"
            data-pending-label={t.sending}
            className="mt-2 inline-flex w-full items-center justify-center gap-2 rounded-full bg-ev-700 px-7 py-3.5 font-semibold text-white transition hover:bg-ev-900 disabled:cursor-wait disabled:opacity-70 sm:w-auto"
          >
            <Send aria-hidden="true" size={18} />
            <span data-button-label="">{t.send}</span>
          </button>
          <div role="status" className="mt-4">
            {result?.status === "sent" ? (
              <p className="flex items-center gap-2 rounded-xl bg-ev-50 px-4 py-3 font-medium text-ev-900">
                <CheckCircle2 aria-hidden="true" size={20} />
                {t.sent}
              </p>
            ) : null}
          </div>
          <p className="mt-4 text-slate-600 text-sm">
            {beforePrivacy}
            <a href={to("/privacy")} className="font-semibold text-ev-700 underline">
              {t.privacyLink}
            </a>
            {afterPrivacy}
          </p>
        </div>
      </form>
    </div>
  );
}
