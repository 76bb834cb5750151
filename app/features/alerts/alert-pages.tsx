import { CheckCircle2 } from "lucide-react";
import type { ReactNode } from "react";
import { FormAlert } from "~/components/ui/form";
import { format, LOCALE_NAMES, LOCALES, type Locale, localizedPath } from "~/lib/i18n";
import type { AlertFrequency } from "../../../db/enums";
import type { AlertTopics } from "../../../db/schema";
import { type AlertFormResult, type AlertFormValues, describeChoices, valuesOf } from "./choices";
import { FrequencyChoices, GetAlertsForm, NarrowingChoices, TopicChoices } from "./get-alerts-form";
import { alertTexts } from "./texts";

const buttonClass =
  "inline-flex items-center justify-center gap-2 rounded-full bg-ev-700 px-7 py-3.5 font-semibold text-white transition hover:bg-ev-900";
const quietButtonClass =
  "inline-flex items-center justify-center gap-2 rounded-full px-6 py-3 font-semibold text-ev-700 ring-1 ring-slate-300 transition hover:bg-slate-50";

/**
 * The page around an alert page's card (a title band, the site's header and footer): given by
 * the route, which composes the site's frame.
 */
export type AlertPageFrame = (props: {
  title: string;
  lead?: string;
  children: ReactNode;
}) => React.JSX.Element;

/** An alert page: its title, then one card. */
function AlertCard({
  Frame,
  title,
  children,
}: {
  Frame: AlertPageFrame;
  title: string;
  children: ReactNode;
}) {
  return (
    <Frame title={title}>
      <div className="rounded-3xl bg-white p-5 shadow-lg shadow-slate-200/40 ring-1 ring-slate-200 sm:p-8">
        {children}
      </div>
    </Frame>
  );
}

function Done({ children }: { children: ReactNode }) {
  return (
    <p
      role="status"
      className="flex items-start gap-2 rounded-xl bg-ev-50 px-4 py-3 font-medium text-ev-900"
    >
      <CheckCircle2 aria-hidden="true" size={20} className="mt-0.5 shrink-0" />
      {children}
    </p>
  );
}

function Lead({ children }: { children: ReactNode }) {
  return <p className="text-lg text-slate-700 leading-relaxed">{children}</p>;
}

/** An unknown or expired link: what happened, and the way to subscribe again. */
export function InvalidAlertLink({ Frame, locale }: { Frame: AlertPageFrame; locale: Locale }) {
  const t = alertTexts(locale);
  return (
    <AlertCard Frame={Frame} title={t.invalidTitle}>
      <Lead>{t.invalidText}</Lead>
      <a href={localizedPath("/alerts", locale)} className={`mt-6 ${buttonClass}`}>
        {t.subscribeAgain}
      </a>
    </AlertCard>
  );
}

/**
 * 'Get alerts' as a page (/alerts): the form, or, after a post without the page script, its
 * answer and a link back to the page it was sent from.
 */
export function SubscribePage({
  Frame,
  locale,
  startedAt,
  formId,
  back,
  result,
}: {
  Frame: AlertPageFrame;
  locale: Locale;
  startedAt: string;
  formId: string;
  back: string;
  result?: AlertFormResult;
}) {
  const t = alertTexts(locale);
  return (
    <Frame title={t.heading} lead={t.lead}>
      <GetAlertsForm
        idPrefix={formId}
        locale={locale}
        startedAt={startedAt}
        back={back}
        result={result}
      />
      {result ? (
        <a href={back} className="mt-6 inline-block font-semibold text-ev-700 underline">
          {t.back}
        </a>
      ) : null}
    </Frame>
  );
}

/** The confirmation link's page: what is asked for and a 'Confirm' button (GET never confirms). */
export function ConfirmPage({
  Frame,
  locale,
  email,
  topics,
  frequency,
  confirmed,
  manageHref,
}: {
  Frame: AlertPageFrame;
  locale: Locale;
  email: string;
  topics: AlertTopics;
  frequency: AlertFrequency;
  confirmed: boolean;
  /** The subscription's manage page, once confirmed. */
  manageHref?: string;
}) {
  const t = alertTexts(locale);
  const choices = describeChoices(topics, frequency, locale);
  return (
    <AlertCard Frame={Frame} title={t.confirmTitle}>
      {confirmed ? (
        <>
          <Done>{format(t.confirmed, { choices })}</Done>
          {manageHref ? (
            <a href={manageHref} className="mt-6 inline-block font-semibold text-ev-700 underline">
              {t.manageTitle}
            </a>
          ) : null}
        </>
      ) : (
        <form method="post" className="grid gap-6">
          <Lead>{format(t.confirmLead, { email, choices })}</Lead>
          <div>
            <button type="submit" className={buttonClass}>
              {t.confirmButton}
            </button>
          </div>
        </form>
      )}
    </AlertCard>
  );
}

/** What the manage page shows: the subscription, and the answer of what was posted. */
export interface ManagePageData {
  email: string;
  topics: AlertTopics;
  frequency: AlertFrequency;
  language: Locale;
  state: "pending" | "active" | "paused";
  done?: "saved" | "paused" | "resumed";
  errors?: Record<string, string>;
  posted?: AlertFormValues;
}

/** 'Manage your alerts': change choices and language, pause or resume, unsubscribe. */
export function ManagePage({
  Frame,
  locale,
  data,
  unsubscribeAction,
}: {
  Frame: AlertPageFrame;
  locale: Locale;
  data: ManagePageData;
  /** The subscription's unsubscribe link: its POST unsubscribes and says so. */
  unsubscribeAction: string;
}) {
  const t = alertTexts(locale);
  const id = "manage";
  const values = data.posted ?? valuesOf(data.email, data.topics, data.frequency);
  const errors = data.errors ?? {};
  const doneMessage = data.done
    ? { saved: t.saved, paused: t.pausedDone, resumed: t.resumedDone }[data.done]
    : undefined;
  return (
    <AlertCard Frame={Frame} title={t.manageTitle}>
      <Lead>{format(t.manageLead, { email: data.email })}</Lead>
      <div className="mt-4">{doneMessage ? <Done>{doneMessage}</Done> : null}</div>
      {data.state === "paused" ? (
        <p className="mt-4 rounded-xl bg-copper-100 px-4 py-3 text-copper-700">{t.pausedNote}</p>
      ) : null}
      <form method="post" noValidate className="mt-6 grid gap-5 sm:grid-cols-2">
        <input type="hidden" name="intent" value="save" />
        <TopicChoices id={id} t={t} values={values} error={errors.topics} />
        <FrequencyChoices id={id} t={t} values={values} />
        <NarrowingChoices id={id} t={t} locale={locale} values={values} open />
        <fieldset className="sm:col-span-2">
          <legend className="font-medium text-ink text-sm">{t.language}</legend>
          <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
            {LOCALES.map((language) => (
              <label
                key={language}
                // Outside Amharic pages, "አማርኛ" takes the language switcher's tiny face of its own.
                className={`inline-flex items-center gap-2 text-slate-800${
                  language === "am" && locale !== "am" ? " font-amharic-name" : ""
                }`}
                lang={language}
              >
                <input
                  id={`${id}-language-${language}`}
                  type="radio"
                  name="language"
                  value={language}
                  defaultChecked={data.language === language}
                  className="size-4 shrink-0 accent-ev-700"
                />
                {LOCALE_NAMES[language]}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="sm:col-span-2">
          <FormAlert>{errors.form}</FormAlert>
          <button type="submit" className={buttonClass}>
            {t.save}
          </button>
        </div>
      </form>
      <div className="mt-8 flex flex-wrap gap-3 border-slate-200 border-t pt-6">
        {data.state === "pending" ? null : (
          <form method="post">
            <input
              type="hidden"
              name="intent"
              value={data.state === "paused" ? "resume" : "pause"}
            />
            <button type="submit" className={quietButtonClass}>
              {data.state === "paused" ? t.resume : t.pause}
            </button>
          </form>
        )}
        <form method="post" action={unsubscribeAction}>
          <button type="submit" className={quietButtonClass}>
            {t.unsubscribeButton}
          </button>
        </form>
      </div>
    </AlertCard>
  );
}

/**
 * The unsubscribe link's page: a button that asks (GET), or the answer once it is done (the
 * button, the manage page's, or a mail client's one-click POST).
 */
export function UnsubscribePage({
  Frame,
  locale,
  email,
  done,
}: {
  Frame: AlertPageFrame;
  locale: Locale;
  email?: string;
  done: boolean;
}) {
  const t = alertTexts(locale);
  return (
    <AlertCard Frame={Frame} title={t.unsubscribeTitle}>
      {done ? (
        <>
          <Done>{t.unsubscribed}</Done>
          <a
            href={localizedPath("/alerts", locale)}
            className="mt-6 inline-block font-semibold text-ev-700 underline"
          >
            {t.subscribeAgain}
          </a>
        </>
      ) : (
        <form method="post" className="grid gap-6">
          <Lead>{format(t.unsubscribeLead, { email: email ?? "" })}</Lead>
          <input type="hidden" name="List-Unsubscribe" value="One-Click" />
          <div>
            <button type="submit" className={buttonClass}>
              {t.unsubscribeButton}
            </button>
          </div>
        </form>
      )}
    </AlertCard>
  );
}
