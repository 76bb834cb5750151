/**
 * An article's or a video's texts in other languages (Amharic, Afaan Oromo): how the form names
 * them, how they are checked, and how a version keeps them. English is the row's own columns; a
 * translation lives in the row's `translations` JSON, `{ am: { title, summary, content } }`,
 * present only when every field of it is filled (a page falls back to the English otherwise).
 *
 * The form and a version keep each translated field as a flat name, `translations.am.title`, so
 * field errors, autosave, word diffs and conflicts treat it like any other field.
 */
import { z } from "zod";
import { isOneOf, isRecord } from "~/lib/guards";
import { LOCALE_ENGLISH_NAMES } from "~/lib/i18n";
import { TRANSLATION_LOCALES, type TranslationLocale } from "../../../db/enums";
import type { Translations } from "../../../db/schema";

export { TRANSLATION_LOCALES, type TranslationLocale, type Translations };

/** A text field a kind translates. */
export interface TranslatedField<Name extends string = string> {
  name: Name;
  /** The English field's label ('Title'): errors and history say 'Amharic title'. */
  label: string;
  /** The same limit as the English field's. */
  max: number;
  /** The field's label in each language, as that language's tab shows it. */
  labels: Record<TranslationLocale, string>;
  /** A text area of this many rows (a one-line field without). */
  rows?: number;
  /** Markdown, like the English content. */
  markdown?: boolean;
  /** May stay empty in a translation (as in English): the English is not shown instead. */
  optional?: boolean;
}

export type TranslationKey = `translations.${TranslationLocale}.${string}`;

/** The form's name of a translated field: 'translations.am.title'. */
export function translationKey(locale: TranslationLocale, field: string): TranslationKey {
  return `translations.${locale}.${field}`;
}

/** The language and field a form or version name is about, or undefined for another name. */
export function parseTranslationKey(
  name: string,
): { locale: TranslationLocale; field: string } | undefined {
  const match = /^translations\.([a-z]+)\.(\w+)$/.exec(name);
  if (!match) return undefined;
  const [, locale, field] = match;
  return isOneOf(TRANSLATION_LOCALES, locale) && field !== undefined
    ? { locale, field }
    : undefined;
}

/** 'Amharic title', 'Afaan Oromo description'. */
export function translatedLabel(locale: TranslationLocale, field: Pick<TranslatedField, "label">) {
  return `${LOCALE_ENGLISH_NAMES[locale]} ${field.label.toLowerCase()}`;
}

type FlatShape<F extends string> = {
  [K in `translations.${TranslationLocale}.${F}`]: z.ZodOptional<z.ZodString>;
};

/**
 * The form's translated fields, each optional text within its English field's limit (whether a
 * translation is complete is `checkTranslations`'s check).
 */
export function translationShape<F extends string>(
  fields: readonly TranslatedField<F>[],
): FlatShape<F> {
  const shape: Record<string, z.ZodOptional<z.ZodString>> = {};
  for (const locale of TRANSLATION_LOCALES) {
    for (const field of fields) {
      const label = translatedLabel(locale, field);
      shape[translationKey(locale, field.name)] = z
        .string()
        .trim()
        .max(field.max, `${label} must be at most ${field.max.toLocaleString("en-US")} characters`)
        .optional();
    }
  }
  // biome-ignore lint/plugin: TypeScript cannot check that a loop over `fields` fills every key of a mapped type over `F`; the loop names each one.
  return shape as FlatShape<F>;
}

/**
 * What a save does to each language: a translation to keep (every field filled), `null` to
 * remove (every field empty), absent to leave as stored (a form from before translations, or a
 * request that names none of the language's fields).
 */
export type TranslationChanges<F extends string> = Partial<
  Record<TranslationLocale, Record<F, string> | null>
>;

/** Removes the flat names from a parsed form, keeping everything else. */
type WithoutFlat<T> = { [K in keyof T as K extends TranslationKey ? never : K]: T[K] };

/**
 * A form's object schema with its translations checked: a language with some fields filled
 * needs them all ('Amharic summary is required', on that field); one with none is fine. The
 * check runs even when another field is invalid, so every message shows at once.
 */
export function checkTranslations<S extends z.ZodObject, F extends string>(
  object: S,
  fields: readonly TranslatedField<F>[],
): S {
  return object.superRefine(
    (values, context) => {
      for (const locale of TRANSLATION_LOCALES) {
        const filled = fields.some((f) => Boolean(values[translationKey(locale, f.name)]));
        if (!filled) continue;
        for (const field of fields) {
          const key = translationKey(locale, field.name);
          if (!field.optional && !values[key]) {
            context.addIssue({
              code: "custom",
              path: [key],
              message: `${translatedLabel(locale, field)} is required`,
            });
          }
        }
      }
    },
    { when: (payload) => typeof payload.value === "object" && payload.value !== null },
  );
}

/**
 * A checked form schema whose output has `translations` (TranslationChanges: a complete
 * language kept, an empty one removed, an absent one left as stored) instead of the flat names.
 */
export function gatherTranslations<T extends object, F extends string>(
  schema: z.ZodType<T>,
  fields: readonly TranslatedField<F>[],
) {
  return schema.transform((value) => {
    const values = new Map<string, unknown>(Object.entries(value));
    const rest: Record<string, unknown> = {};
    for (const [key, field] of values) {
      if (!parseTranslationKey(key)) rest[key] = field;
    }
    const translations: TranslationChanges<string> = {};
    for (const locale of TRANSLATION_LOCALES) {
      const keys = fields.map((f) => translationKey(locale, f.name));
      if (keys.every((key) => values.get(key) === undefined)) continue;
      const texts: Record<string, string> = {};
      for (const f of fields)
        texts[f.name] = String(values.get(translationKey(locale, f.name)) ?? "");
      translations[locale] = fields.every((f) => f.optional || texts[f.name] !== "") ? texts : null;
    }
    // biome-ignore lint/plugin: TypeScript cannot follow keys removed from a generic `T` by name; the loops above take out exactly the flat names and give each of `fields` a text.
    return { ...rest, translations } as WithoutFlat<T> & { translations: TranslationChanges<F> };
  });
}

/**
 * A save's translation changes as its parsed input holds them (`gatherTranslations`' output,
 * read where the input's type is the kinds' shared one): a language's texts, or null.
 */
export function translationChangesOf(value: unknown): TranslationChanges<string> | undefined {
  if (!isRecord(value)) return undefined;
  const changes: TranslationChanges<string> = {};
  for (const locale of TRANSLATION_LOCALES) {
    const change = value[locale];
    if (change === null) changes[locale] = null;
    else if (isRecord(change)) changes[locale] = textsOf(change);
  }
  return changes;
}

/** A stored item's translations after a save's changes (see TranslationChanges). */
export function applyTranslationChanges(
  stored: unknown,
  changes: TranslationChanges<string> | undefined,
): Translations<string> {
  const result: Translations<string> = { ...storedTranslations(stored) };
  for (const locale of TRANSLATION_LOCALES) {
    const change = changes?.[locale];
    if (change === null) delete result[locale];
    else if (change) result[locale] = change;
  }
  return result;
}

/** A row's translations column as an object of languages (whatever was stored). */
export function storedTranslations(stored: unknown): Translations<string> {
  if (!isRecord(stored)) return {};
  const result: Translations<string> = {};
  for (const locale of TRANSLATION_LOCALES) {
    const texts = stored[locale];
    if (isRecord(texts)) result[locale] = textsOf(texts);
  }
  return result;
}

/** A language's stored texts by field: what is not a text (never written so) is left out. */
function textsOf(texts: Record<string, unknown>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [field, text] of Object.entries(texts)) {
    if (typeof text === "string") result[field] = text;
  }
  return result;
}

/** The form's (or a version's) flat values of stored translations; missing ones are "". */
export function flatTranslations(
  stored: unknown,
  fields: readonly Pick<TranslatedField, "name">[],
): Record<TranslationKey, string> {
  const translations = storedTranslations(stored);
  const values: Record<TranslationKey, string> = {};
  for (const locale of TRANSLATION_LOCALES) {
    for (const field of fields) {
      values[translationKey(locale, field.name)] = translations[locale]?.[field.name] ?? "";
    }
  }
  return values;
}

/**
 * A version's translations as a save's changes: each language it holds complete, the others
 * removed; undefined when the values name no translated field at all (a version from before
 * translations, which leaves the current ones as they are).
 */
export function translationsFromFlat(
  values: Record<string, unknown>,
  fields: readonly Pick<TranslatedField, "name" | "optional">[],
): TranslationChanges<string> | undefined {
  const named = Object.keys(values).some((key) => parseTranslationKey(key) !== undefined);
  if (!named) return undefined;
  const changes: TranslationChanges<string> = {};
  for (const locale of TRANSLATION_LOCALES) {
    const texts: Record<string, string> = {};
    for (const field of fields) {
      const value = values[translationKey(locale, field.name)];
      if (typeof value === "string" && value !== "") texts[field.name] = value;
      // A field a translation may leave empty is kept empty, not missing.
      else if (field.optional) texts[field.name] = "";
    }
    changes[locale] = fields.every((f) => f.optional || texts[f.name] !== undefined) ? texts : null;
    // Only optional fields: no translation.
    if (changes[locale] && fields.every((f) => (changes[locale]?.[f.name] ?? "") === "")) {
      changes[locale] = null;
    }
  }
  return changes;
}

/** The fields a version keeps of the translations, with the labels history shows. */
export function translationVersionFields(fields: readonly TranslatedField[]) {
  return TRANSLATION_LOCALES.flatMap((locale) =>
    fields.map((field) => ({
      name: translationKey(locale, field.name),
      label: translatedLabel(locale, field),
      richText: field.markdown === true,
    })),
  );
}

/**
 * The translations column as a kind writes it: per language, its texts by field. Checked for its
 * shape only (an object of objects of strings), not for completeness: a save applies the form's
 * changes to what the row holds, which may be a language written before a field joined the
 * translated set, or one restored from an older backup; the save keeps it rather than failing.
 */
export function translationsColumn<F extends string>(_fields: readonly TranslatedField<F>[]) {
  return z.custom<Partial<Record<TranslationLocale, Record<F, string>>>>(
    (value) =>
      isRecord(value) &&
      Object.values(value).every(
        (texts) =>
          isRecord(texts) && Object.values(texts).every((text) => typeof text === "string"),
      ),
    "translations must be texts by language and field",
  );
}
