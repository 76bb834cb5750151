import { z } from "zod";
import { HONEYPOT_FIELD, STARTED_FIELD } from "~/lib/form-trap";
import { isLocale, type Locale } from "~/lib/i18n";
import {
  ALERT_FREQUENCIES,
  ALERT_TOPICS,
  type AlertFrequency,
  type AlertTopic,
  ARTICLE_SECTORS,
  type ArticleSector,
  TENDER_CATEGORIES,
  type TenderCategory,
} from "../../../db/enums";
import type { AlertTopics } from "../../../db/schema";
import { type AlertTexts, alertTexts, categoryName, sectorName } from "./texts";

/**
 * What the 'Get alerts' form and the manage page post, read from the form (browser-safe: the
 * form draws the same shape back with its errors).
 */
export interface AlertFormValues {
  email: string;
  topics: AlertTopic[];
  /** Per topic, the sectors ticked (none: every sector). */
  sectors: Record<AlertTopic, ArticleSector[]>;
  /** The tender categories ticked (none: every category). */
  categories: TenderCategory[];
  frequency: AlertFrequency;
}

/** The answer of the 'Get alerts' form: the same words whatever the address's story. */
export type AlertFormResult =
  | { ok: true; email: string }
  | { ok: false; errors: Record<string, string>; values: AlertFormValues & { startedAt: string } };

/** The field of a topic's sectors: `sectors.news`, `sectors.tenders`, `sectors.jobs`. */
export const sectorsField = (topic: AlertTopic) => `sectors.${topic}`;

const only = <T extends string>(known: readonly T[], values: unknown[]): T[] =>
  known.filter((value) => values.includes(value));

/**
 * The choices a form posted: unknown topics, sectors and categories are left out (a person
 * cannot post them), an unknown frequency is 'As published'.
 */
export function readAlertChoices(form: FormData): AlertFormValues {
  const frequency = form.get("frequency");
  const email = form.get("email");
  return {
    email: typeof email === "string" ? email : "",
    topics: only(ALERT_TOPICS, form.getAll("topics")),
    sectors: {
      news: only(ARTICLE_SECTORS, form.getAll(sectorsField("news"))),
      tenders: only(ARTICLE_SECTORS, form.getAll(sectorsField("tenders"))),
      jobs: only(ARTICLE_SECTORS, form.getAll(sectorsField("jobs"))),
    },
    categories: only(TENDER_CATEGORIES, form.getAll("categories")),
    frequency: only(ALERT_FREQUENCIES, [frequency])[0] ?? "instant",
  };
}

/** The spam-trap fields and the form's id prefix, read beside the choices. */
export function readTrapFields(form: FormData) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return { honeypot: text(HONEYPOT_FIELD), startedAt: text(STARTED_FIELD) };
}

/** The e-mail and at least one topic, checked with the messages of the page's language. */
export function alertFormSchema(messages: AlertTexts["errors"]) {
  return z.object({
    email: z
      .string()
      .trim()
      .min(1, messages.emailRequired)
      .max(254, messages.emailTooLong)
      .pipe(z.email(messages.emailInvalid)),
    topics: z.array(z.enum(ALERT_TOPICS)).min(1, messages.topicRequired),
  });
}

/** The stored form of the choices: a topic's sectors (and the tenders' categories). */
export function topicsOf(values: Pick<AlertFormValues, "topics" | "sectors" | "categories">) {
  const topics: AlertTopics = {};
  for (const topic of values.topics) {
    topics[topic] =
      topic === "tenders"
        ? { sectors: values.sectors.tenders, categories: values.categories }
        : { sectors: values.sectors[topic] };
  }
  return topics;
}

/** The form's values for stored choices (the manage page's form). */
export function valuesOf(
  email: string,
  topics: AlertTopics,
  frequency: AlertFrequency,
): AlertFormValues {
  const chosen = ALERT_TOPICS.filter((topic) => topics[topic] !== undefined);
  return {
    email,
    topics: chosen,
    sectors: {
      news: topics.news?.sectors ?? [],
      tenders: topics.tenders?.sectors ?? [],
      jobs: topics.jobs?.sectors ?? [],
    },
    categories: topics.tenders?.categories ?? [],
    frequency,
  };
}

/**
 * The choices in words: 'News (Mining); Tenders (all sectors; Works) · Daily digest'.
 */
export function describeChoices(
  topics: AlertTopics,
  frequency: AlertFrequency,
  locale: Locale,
): string {
  const t = alertTexts(locale);
  const parts = ALERT_TOPICS.flatMap((topic) => {
    const choice = topics[topic];
    if (!choice) return [];
    const sectors = choice.sectors.length
      ? choice.sectors.map((sector) => sectorName(locale, sector)).join(", ")
      : t.allSectors;
    const categories =
      topic === "tenders"
        ? choice.categories?.length
          ? choice.categories.map((category) => categoryName(locale, category)).join(", ")
          : t.allCategories
        : undefined;
    const narrowed = categories ? `${sectors}; ${categories}` : sectors;
    return [`${t.topics[topic]} (${narrowed})`];
  });
  return `${parts.join(", ")} · ${t.frequencies[frequency]}`;
}

/** A posted language, when it is one of the site's. */
export function languageOf(value: unknown): Locale | undefined {
  return isLocale(value) ? value : undefined;
}
