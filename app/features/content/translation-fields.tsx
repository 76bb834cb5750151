import { TextArea } from "~/components/ui/fields";
import { TextField } from "~/components/ui/form";
import { LOCALE_ENGLISH_NAMES, LOCALE_TAGS } from "~/lib/i18n";
import { type FormValues, fieldBinder } from "./form-values";
import { RichTextField } from "./rich-text/rich-text-field";
import { type TranslatedField, type TranslationLocale, translationKey } from "./translations";

/**
 * One language's tab of a content form: the kind's translated texts, labelled in that language
 * (with the English meaning as the hint). All empty: the pages show the English.
 */
export function TranslationFields({
  locale,
  fields,
  initial,
  errors,
}: {
  locale: TranslationLocale;
  fields: readonly TranslatedField[];
  initial: FormValues;
  errors: Record<string, string>;
}) {
  const { field } = fieldBinder(initial, errors);
  const lang = LOCALE_TAGS[locale].hreflang;
  const language = LOCALE_ENGLISH_NAMES[locale];
  return (
    <>
      <p className="text-slate-600 text-sm">
        {`The ${language} version. Leave every field empty to show the English text instead; everything else is shared with the English version.`}
      </p>
      {fields.map((f) => {
        const hint = `${f.label} in ${language}`;
        const props = {
          label: f.labels[locale],
          labelLang: lang,
          lang,
          maxLength: f.max,
          hint,
          ...field(translationKey(locale, f.name)),
        };
        if (f.markdown) {
          // The same editor as the English text; empty is allowed (the English is shown).
          return (
            <RichTextField
              key={f.name}
              label={props.label}
              labelLang={lang}
              lang={lang}
              name={props.name}
              initial={String(props.defaultValue ?? "")}
              error={props.error}
              hint={hint}
              max={f.max}
              rows={f.rows}
              required={false}
            />
          );
        }
        return f.rows ? (
          <TextArea key={f.name} rows={f.rows} {...props} />
        ) : (
          <TextField key={f.name} {...props} />
        );
      })}
    </>
  );
}
