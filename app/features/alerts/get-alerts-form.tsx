import { BellRing, CheckCircle2, Send } from "lucide-react";
import { FormAlert, TextField } from "~/components/ui/form";
import { SpamTrapFields } from "~/components/ui/spam-trap";
import { format, type Locale, localizedPath } from "~/lib/i18n";
import {
  ALERT_FREQUENCIES,
  ALERT_TOPICS,
  type AlertTopic,
  ARTICLE_SECTORS,
  type ArticleSector,
  TENDER_CATEGORIES,
} from "../../../db/enums";
import { type AlertFormResult, type AlertFormValues, sectorsField } from "./choices";
import { type AlertTexts, alertTexts, categoryName, sectorName } from "./texts";

/** What a page ticks beforehand: its topic (/news: News), a sector page its sector. */
export interface AlertPreselection {
  topic?: AlertTopic;
  sector?: ArticleSector;
}

const checkboxClass = "size-4 shrink-0 rounded border-slate-400 accent-ev-700";

/** The values a fresh form shows: the page's topic and sector ticked, 'As published'. */
function freshValues({ topic, sector }: AlertPreselection): AlertFormValues {
  const sectors = sector ? [sector] : [];
  return {
    email: "",
    topics: topic ? [topic] : [],
    sectors: { news: sectors, tenders: sectors, jobs: sectors },
    categories: [],
    frequency: "instant",
  };
}

/**
 * 'Get alerts': e-mail address, topics (each narrowed by sectors, tenders by categories, behind
 * a disclosure), frequency. A plain form post to /alerts (in the page's language), whose page
 * shows the answer; with the page script only the form is replaced by the one in that answer.
 * `idPrefix` keeps its ids apart from another such form on the page (the footer's); `back` is the
 * page it was sent from (the answer page links back to it).
 */
export function GetAlertsForm({
  idPrefix,
  locale,
  startedAt,
  back,
  preselect = {},
  result,
  headingLevel = 2,
  landmark = true,
}: {
  idPrefix: string;
  locale: Locale;
  startedAt: string;
  back: string;
  preselect?: AlertPreselection;
  result?: AlertFormResult;
  headingLevel?: 2 | 3;
  /**
   * Whether it is a region of the page; the footer's is not (the footer is its landmark, and two
   * regions named 'Get alerts' on one page could not be told apart).
   */
  landmark?: boolean;
}) {
  const t = alertTexts(locale);
  const id = idPrefix;
  const errors = result && !result.ok ? result.errors : {};
  const values: AlertFormValues & { startedAt?: string } =
    result && !result.ok ? result.values : freshValues(preselect);
  const done = result?.ok === true;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const Frame = landmark ? "section" : "div";
  const narrowed =
    Boolean(preselect.sector) ||
    ALERT_TOPICS.some((topic) => values.sectors[topic].length > 0) ||
    values.categories.length > 0;
  return (
    <Frame
      aria-labelledby={landmark ? `${id}-heading` : undefined}
      className={`rounded-3xl bg-white p-5 text-ink ring-1 ring-slate-200 sm:p-8 ${
        landmark ? "shadow-lg shadow-slate-200/40" : "lg:grid lg:grid-cols-[1fr_2fr] lg:gap-10"
      }`}
    >
      <div>
        <Heading id={`${id}-heading`} className="flex items-center gap-3 font-display text-2xl">
          <span className="grid size-10 shrink-0 place-items-center rounded-full bg-ev-50 text-ev-700">
            <BellRing aria-hidden="true" size={20} />
          </span>
          {t.heading}
        </Heading>
        <p className="mt-4 text-slate-600">{t.lead}</p>
      </div>
      <form
        id={`${id}-form`}
        method="post"
        action={localizedPath("/alerts", locale)}
        noValidate
        data-inline-form=""
        data-failed-message={t.failed}
        className={`mt-5 grid gap-5 sm:grid-cols-2 ${landmark ? "" : "lg:mt-0"}`}
      >
        {done ? null : (
          <>
            <input type="hidden" name="form" value={idPrefix} />
            <input type="hidden" name="back" value={back} />
            <SpamTrapFields idPrefix={id} startedAt={values.startedAt || startedAt} />
            <div className="sm:col-span-2">
              <TextField
                id={`${id}-email`}
                label={t.email}
                name="email"
                type="email"
                autoComplete="email"
                maxLength={254}
                required
                defaultValue={values.email}
                error={errors.email}
              />
            </div>
            <TopicChoices id={id} t={t} values={values} error={errors.topics} />
            <FrequencyChoices id={id} t={t} values={values} />
            <NarrowingChoices id={id} t={t} locale={locale} values={values} open={narrowed} />
            <div className="sm:col-span-2">
              <FormAlert>{errors.form}</FormAlert>
              <button
                type="submit"
                data-pending-label={t.sending}
                className="mt-2 inline-flex w-full items-center justify-center gap-2 rounded-full bg-ev-700 px-7 py-3.5 font-semibold text-white transition hover:bg-ev-900 disabled:cursor-wait disabled:opacity-70 sm:w-auto"
              >
                <Send aria-hidden="true" size={18} />
                <span data-button-label="">{t.submit}</span>
              </button>
            </div>
          </>
        )}
        <div role="status" className="sm:col-span-2">
          {result?.ok ? (
            <p className="flex items-start gap-2 rounded-xl bg-ev-50 px-4 py-3 font-medium text-ev-900">
              <CheckCircle2 aria-hidden="true" size={20} className="mt-0.5 shrink-0" />
              {format(t.checkEmail, { email: result.email })}
            </p>
          ) : null}
        </div>
      </form>
    </Frame>
  );
}

interface ChoicesProps {
  id: string;
  t: AlertTexts;
  values: AlertFormValues;
}

/** News, Tenders, Jobs: at least one. */
export function TopicChoices({ id, t, values, error }: ChoicesProps & { error?: string }) {
  return (
    <fieldset aria-describedby={error ? `${id}-topics-error` : undefined}>
      <legend className="font-medium text-ink text-sm">
        {t.whatLegend}
        <span aria-hidden="true" className="text-red-700">
          {" "}
          *
        </span>
      </legend>
      <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
        {ALERT_TOPICS.map((topic) => (
          <label key={topic} className="inline-flex items-center gap-2 text-slate-800">
            <input
              id={`${id}-topic-${topic}`}
              type="checkbox"
              name="topics"
              value={topic}
              defaultChecked={values.topics.includes(topic)}
              aria-invalid={error ? true : undefined}
              className={checkboxClass}
            />
            {t.topics[topic]}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-topics-error`} className="mt-1.5 text-red-700 text-sm">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** As published, Daily digest, Weekly digest. */
export function FrequencyChoices({ id, t, values }: ChoicesProps) {
  return (
    <fieldset>
      <legend className="font-medium text-ink text-sm">{t.frequencyLegend}</legend>
      <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
        {ALERT_FREQUENCIES.map((frequency) => (
          <label key={frequency} className="inline-flex items-center gap-2 text-slate-800">
            <input
              id={`${id}-frequency-${frequency}`}
              type="radio"
              name="frequency"
              value={frequency}
              defaultChecked={values.frequency === frequency}
              className="size-4 shrink-0 accent-ev-700"
            />
            {t.frequencies[frequency]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Each topic's sectors and the tenders' categories, folded away: none ticked means all. */
export function NarrowingChoices({
  id,
  t,
  locale,
  values,
  open,
}: ChoicesProps & { locale: Locale; open: boolean }) {
  const group = (
    key: string,
    legend: string,
    name: string,
    options: readonly string[],
    label: (value: string) => string,
    ticked: readonly string[],
  ) => (
    <fieldset key={key} className="min-w-0">
      <legend className="font-medium text-ink text-sm">{legend}</legend>
      <div className="mt-2 grid gap-1.5">
        {options.map((value) => (
          <label key={value} className="inline-flex items-center gap-2 text-slate-800 text-sm">
            <input
              id={`${id}-${key}-${value}`}
              type="checkbox"
              name={name}
              value={value}
              defaultChecked={ticked.includes(value)}
              className={checkboxClass}
            />
            {label(value)}
          </label>
        ))}
      </div>
    </fieldset>
  );
  const sector = (value: string) => sectorName(locale, value as ArticleSector);
  return (
    <details open={open} className="group rounded-2xl bg-slate-50 px-4 py-3 sm:col-span-2">
      <summary className="cursor-pointer font-semibold text-ev-700 text-sm">{t.narrow}</summary>
      <p className="mt-2 text-slate-600 text-sm">{t.noneMeansAll}</p>
      <div className="mt-3 grid grid-cols-2 gap-x-4 gap-y-5 lg:grid-cols-4">
        {ALERT_TOPICS.map((topic) =>
          group(
            `sectors-${topic}`,
            `${t.topics[topic]}: ${t.sectors}`,
            sectorsField(topic),
            ARTICLE_SECTORS,
            sector,
            values.sectors[topic],
          ),
        )}
        {group(
          "categories",
          t.categories,
          "categories",
          TENDER_CATEGORIES,
          (value) => categoryName(locale, value as (typeof TENDER_CATEGORIES)[number]),
          values.categories,
        )}
      </div>
    </details>
  );
}
