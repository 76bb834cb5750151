import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { type RefObject, useState } from "react";
import { Form, useNavigation } from "react-router";
import { Select, TextArea } from "~/components/ui/fields";
import { FormAlert, PrimaryButton, TextField } from "~/components/ui/form";
import { IconButton } from "~/components/ui/icon-button";
import { LanguageTabs } from "~/features/content/language-tabs";
import { RichTextField } from "~/features/content/rich-text/rich-text-field";
import { ALT_MAX } from "~/features/media/rules";
import type { ClientMedia } from "~/features/media/upload";
import { LOCALE_ENGLISH_NAMES, type Locale } from "~/lib/i18n";
import { markdownText } from "~/lib/markdown-text";
import type { TranslationLocale } from "../../../db/enums";
import {
  SITE,
  type SiteGroup,
  type SiteItemField,
  type SiteListField,
  type SitePhotoField,
  type SiteSection,
  type SiteTextField,
  VALUE_ICON_LABELS,
  VALUE_ICONS,
} from "./catalog";
import { siteFieldId } from "./field-id";
import { type PhotoChoice, PhotoField } from "./photo-field";
import { localName, splitName } from "./site-document";
import { VideoAddressField } from "./video-field";

export { siteFieldId };

function languageOf(name: string): Locale | undefined {
  return splitName(name).locale;
}

function labelIn(locale: Locale, label: string) {
  return locale === "en" ? label : `${LOCALE_ENGLISH_NAMES[locale]} ${label.toLowerCase()}`;
}

function capitalized(text: string) {
  return `${text[0]?.toUpperCase() ?? ""}${text.slice(1)}`;
}

function itemLabel(list: SiteListField, index: number, field: SiteItemField) {
  const noun = `${capitalized(list.itemLabel)} ${index + 1}`;
  return list.strings ? noun : `${noun} ${field.label.toLowerCase()}`;
}

/** A new list item's id: letters and digits, never one of the default '1', '2'… */
function newItemId() {
  return `n${Math.random().toString(36).slice(2, 9)}`;
}

export interface SiteEditorProps {
  section: SiteSection;
  version: number;
  values: Record<string, string>;
  errors: Record<string, string>;
  needsUpdate: string[];
  /** The key figures (id, English value and label), for the impact cards' choice. */
  figures: { id: string; label: string }[];
  /** The media library's images a photo may be chosen from (the chosen ones among them). */
  library: PhotoChoice[];
  /** The media library's videos a sector's video may be (sections with a video). */
  videos: ClientMedia[];
  formError?: string;
  notice?: string;
  /** The language tab to open on (a link to a translation that needs an update). */
  language?: Locale;
  /** The form element, for the browser's copy of unsaved typing (useAutosave). */
  formRef?: RefObject<HTMLFormElement | null>;
}

/**
 * One section of the site (settings, the home page, a sector page) as a form: its groups, each
 * with 'Reset to default', in language tabs (English holds every field and the lists' items;
 * each other language the translations, with 'Needs update' where the English changed since).
 */
export function SiteEditor(props: SiteEditorProps) {
  const { section, version, values, errors } = props;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const saving = busy && navigation.formData?.get("intent") === "save";
  const [lists, setLists] = useState<Record<string, string[]>>(() => {
    const initial: Record<string, string[]> = {};
    for (const group of section.groups) {
      for (const field of group.fields) {
        if (field.kind === "list") {
          initial[field.path] = (values[field.path] ?? "").split(",").filter(Boolean);
        }
      }
    }
    return initial;
  });
  const [photos, setPhotos] = useState<Record<string, string>>(() => {
    const initial: Record<string, string> = {};
    for (const group of section.groups) {
      for (const field of group.fields) {
        if (field.kind === "photo") initial[field.path] = values[field.path] ?? "";
      }
    }
    return initial;
  });
  const [library, setLibrary] = useState<Record<string, PhotoChoice>>(() =>
    Object.fromEntries(props.library.map((item) => [item.id, item])),
  );
  const [videos, setVideos] = useState(props.videos);
  const needsUpdate = new Set(props.needsUpdate);
  const figureChoices =
    lists[SITE.home.figures.path]?.map((id, index) => {
      const label = props.figures.find((figure) => figure.id === id)?.label;
      return { id, label: label ?? `Figure ${index + 1} (new)` };
    }) ?? props.figures;

  const value = (name: string) => values[name] ?? "";

  const textControl = (field: SiteTextField, locale: Locale) => {
    const name = localName(locale, field.path);
    const label = labelIn(locale, field.label);
    const common = {
      id: siteFieldId(name),
      name,
      label,
      defaultValue: value(name),
      error: errors[name],
      maxLength: field.max,
      hint: hintFor(field, locale),
      required: locale === "en" && !field.optional,
    };
    if (field.rich) {
      return (
        <RichTextField
          key={name}
          id={common.id}
          kind="text"
          name={name}
          label={label}
          lang={locale}
          initial={common.defaultValue}
          error={common.error}
          hint={common.hint}
          max={field.max}
          required={common.required}
          rows={field.rows}
        />
      );
    }
    if (field.type === "video") {
      return (
        <VideoAddressField
          key={name}
          {...common}
          videos={videos}
          onUploaded={(media) =>
            setVideos((was) => [media, ...was.filter((video) => video.id !== media.id)])
          }
        />
      );
    }
    return field.rows ? (
      <TextArea key={name} rows={field.rows} {...common} />
    ) : (
      <TextField
        key={name}
        // An address is a text field with the address keyboard: the browser's own check of a
        // type="url" field would refuse 't.me/…', which the server completes with https://.
        type={field.type === "tel" ? "tel" : field.type === "email" ? "email" : "text"}
        inputMode={field.type === "url" ? "url" : undefined}
        autoCapitalize={field.type === "url" ? "none" : undefined}
        spellCheck={field.type === "url" ? false : undefined}
        {...common}
      />
    );
  };

  const hintFor = (field: SiteTextField, locale: Locale) => {
    const limit = `At most ${field.max.toLocaleString("en-US")} characters.`;
    if (locale === "en") return [field.hint, limit].filter(Boolean).join(" ");
    const english = field.rich ? markdownText(value(field.path)) : value(field.path);
    const shown = english.length > 160 ? `${english.slice(0, 160)}…` : english;
    return `English: “${shown}”. ${limit} Empty: the English is shown.`;
  };

  const needsUpdateMark = (name: string, label: string) =>
    needsUpdate.has(name) ? (
      <div className="-mt-3 flex flex-wrap items-center gap-3 text-sm">
        <span className="rounded-full bg-amber-100 px-2.5 py-0.5 font-semibold text-amber-900">
          Needs update
        </span>
        <label className="inline-flex items-center gap-2 text-slate-700">
          <input
            type="checkbox"
            name="keep"
            value={name}
            aria-label={`Still correct: ${label}`}
            className="size-4 accent-ev-700"
          />
          Still correct
        </label>
      </div>
    ) : null;

  const move = (path: string, index: number, by: number) =>
    setLists((was) => {
      const ids = [...(was[path] ?? [])];
      const [id] = ids.splice(index, 1);
      if (id === undefined) return was;
      ids.splice(index + by, 0, id);
      return { ...was, [path]: ids };
    });

  const listEditor = (list: SiteListField) => {
    const ids = lists[list.path] ?? [];
    return (
      <fieldset key={list.path} className="space-y-4">
        <legend className="font-semibold text-ink">{list.label}</legend>
        <input type="hidden" name={list.path} value={ids.join(",")} />
        {errors[list.path] ? (
          <p id={`${siteFieldId(list.path)}-error`} className="text-red-700 text-sm">
            {errors[list.path]}
          </p>
        ) : null}
        <ol className="space-y-4">
          {ids.map((id, index) => {
            const noun = `${list.itemLabel} ${index + 1}`;
            return (
              <li key={id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-semibold text-ink text-sm">{capitalized(noun)}</p>
                  <div className="flex gap-1">
                    <IconButton
                      label={`Move ${noun} up`}
                      disabled={index === 0}
                      onClick={() => move(list.path, index, -1)}
                    >
                      <ArrowUp aria-hidden="true" size={16} />
                    </IconButton>
                    <IconButton
                      label={`Move ${noun} down`}
                      disabled={index === ids.length - 1}
                      onClick={() => move(list.path, index, 1)}
                    >
                      <ArrowDown aria-hidden="true" size={16} />
                    </IconButton>
                    <IconButton
                      label={`Remove ${noun}`}
                      disabled={ids.length <= list.min}
                      onClick={() =>
                        setLists((was) => ({
                          ...was,
                          [list.path]: (was[list.path] ?? []).filter((other) => other !== id),
                        }))
                      }
                    >
                      <Trash2 aria-hidden="true" size={16} />
                    </IconButton>
                  </div>
                </div>
                <div className="mt-3 grid gap-4 sm:grid-cols-2">
                  {list.item.map((item) => {
                    const name = `${list.path}.${id}.${item.key}`;
                    const label = itemLabel(list, index, item);
                    const wide = item.rows || list.item.length === 1 ? "sm:col-span-2" : "";
                    if (item.choice) {
                      return (
                        <div key={name} className={wide}>
                          <Select
                            id={siteFieldId(name)}
                            name={name}
                            label={label}
                            defaultValue={value(name)}
                            error={errors[name]}
                            required
                          >
                            {item.choice === "icon"
                              ? VALUE_ICONS.map((icon) => (
                                  <option key={icon} value={icon}>
                                    {VALUE_ICON_LABELS[icon]}
                                  </option>
                                ))
                              : figureChoices.map((figure) => (
                                  <option key={figure.id} value={figure.id}>
                                    {figure.label}
                                  </option>
                                ))}
                          </Select>
                        </div>
                      );
                    }
                    const common = {
                      id: siteFieldId(name),
                      name,
                      label,
                      defaultValue: value(name),
                      error: errors[name],
                      maxLength: item.max,
                      required: true,
                    };
                    return (
                      <div key={name} className={wide}>
                        {item.rows ? (
                          <TextArea rows={item.rows} {...common} />
                        ) : (
                          <TextField {...common} />
                        )}
                      </div>
                    );
                  })}
                </div>
              </li>
            );
          })}
        </ol>
        {ids.length < list.max ? (
          <button
            type="button"
            onClick={() =>
              setLists((was) => ({ ...was, [list.path]: [...(was[list.path] ?? []), newItemId()] }))
            }
            className="inline-flex items-center gap-2 rounded-full px-4 py-2 font-semibold text-ev-700 text-sm ring-1 ring-ev-700/30 transition hover:bg-ev-50"
          >
            <Plus aria-hidden="true" size={16} />
            {`Add ${list.itemLabel}`}
          </button>
        ) : (
          <p className="text-slate-500 text-sm">{`At most ${list.max} items.`}</p>
        )}
      </fieldset>
    );
  };

  const translatedList = (list: SiteListField, locale: TranslationLocale) => {
    const ids = lists[list.path] ?? [];
    const items = list.item.filter((item) => !item.choice);
    return (
      <fieldset key={list.path} className="space-y-4">
        <legend className="font-semibold text-ink">{`${list.label} (${LOCALE_ENGLISH_NAMES[locale]})`}</legend>
        <ol className="space-y-4">
          {ids.map((id, index) => (
            <li
              key={id}
              className="grid gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
            >
              {items.map((item) => {
                const english = `${list.path}.${id}.${item.key}`;
                const name = localName(locale, english);
                const common = {
                  id: siteFieldId(name),
                  name,
                  label: labelIn(locale, itemLabel(list, index, item)),
                  defaultValue: value(name),
                  error: errors[name],
                  maxLength: item.max,
                  hint: value(english)
                    ? `English: “${value(english)}”. Empty: the English is shown.`
                    : "Empty: the English is shown.",
                };
                return (
                  <div key={name} className="space-y-4">
                    {item.rows ? (
                      <TextArea rows={item.rows} {...common} />
                    ) : (
                      <TextField {...common} />
                    )}
                    {needsUpdateMark(name, common.label)}
                  </div>
                );
              })}
            </li>
          ))}
        </ol>
      </fieldset>
    );
  };

  const groupBox = (group: SiteGroup, body: React.ReactNode, withReset: boolean) => (
    <fieldset key={group.id} className="rounded-3xl p-5 ring-1 ring-slate-200 sm:p-6">
      <legend className="px-2 font-display text-ink text-xl">{group.title}</legend>
      <div className="space-y-6">{body}</div>
      {withReset ? (
        <div className="mt-6 border-slate-100 border-t pt-4">
          <button
            type="submit"
            formAction="/admin/site/reset"
            name="group"
            value={group.id}
            formNoValidate
            disabled={busy}
            aria-label={`Reset to default: ${group.title}`}
            className="rounded-full px-4 py-2 font-semibold text-slate-700 text-sm ring-1 ring-slate-300 transition hover:bg-slate-50 disabled:opacity-60"
          >
            Reset to default
          </button>
        </div>
      ) : null}
    </fieldset>
  );

  const photoField = (field: SitePhotoField) => (
    <PhotoField
      key={field.path}
      field={field}
      chosenId={photos[field.path] ?? ""}
      onChoose={(id) => setPhotos((was) => ({ ...was, [field.path]: id }))}
      values={values}
      errors={errors}
      library={library}
      onUploaded={(media) => setLibrary((was) => ({ [media.id]: media, ...was }))}
    />
  );

  /** A chosen photo's alt text in a translation (none without a photo). */
  const translatedAlt = (field: SitePhotoField, locale: TranslationLocale) => {
    if (!photos[field.path]) return null;
    const english = `${field.path}.alt`;
    const name = localName(locale, english);
    const label = labelIn(locale, `${field.label} alt text`);
    return (
      <div key={name} className="space-y-4">
        <TextField
          id={siteFieldId(name)}
          name={name}
          label={label}
          defaultValue={value(name)}
          error={errors[name]}
          maxLength={ALT_MAX}
          hint={
            value(english)
              ? `English: “${value(english)}”. Empty: the English is read out.`
              : "Empty: the English is read out."
          }
        />
        {needsUpdateMark(name, label)}
      </div>
    );
  };

  const english = (
    <div className="space-y-8">
      {section.groups.map((group) =>
        groupBox(
          group,
          group.fields.map((field) =>
            field.kind === "text"
              ? textControl(field, "en")
              : field.kind === "photo"
                ? photoField(field)
                : listEditor(field),
          ),
          true,
        ),
      )}
    </div>
  );

  const translated = (locale: TranslationLocale) => {
    const groups = section.groups.filter((group) =>
      group.fields.some((field) => field.kind !== "text" || field.translated),
    );
    return (
      <div className="space-y-8">
        {groups.map((group) =>
          groupBox(
            { ...group, title: `${group.title} (${LOCALE_ENGLISH_NAMES[locale]})` },
            group.fields.map((field) =>
              field.kind === "list" ? (
                translatedList(field, locale)
              ) : field.kind === "photo" ? (
                translatedAlt(field, locale)
              ) : field.translated ? (
                <div key={field.path} className="space-y-4">
                  {textControl(field, locale)}
                  {needsUpdateMark(localName(locale, field.path), labelIn(locale, field.label))}
                </div>
              ) : null,
            ),
            false,
          ),
        )}
      </div>
    );
  };

  return (
    <Form
      ref={props.formRef}
      method="post"
      noValidate={false}
      aria-label={section.title}
      className="space-y-6"
    >
      <input type="hidden" name="version" value={version} />
      <input type="hidden" name="section" value={section.id} />
      {props.notice ? (
        <p
          role="status"
          className="rounded-xl bg-emerald-50 px-4 py-3 text-emerald-900 text-sm ring-1 ring-emerald-200"
        >
          {props.notice}
        </p>
      ) : null}
      <FormAlert>{props.formError}</FormAlert>
      <LanguageTabs
        errors={errors}
        english={english}
        panel={translated}
        languageOf={languageOf}
        open={props.language}
      />
      <div className="sticky bottom-0 z-10 -mx-5 flex flex-wrap items-center gap-4 border-slate-200 border-t bg-white/95 px-5 py-4 backdrop-blur sm:-mx-8 sm:px-8">
        <PrimaryButton name="intent" value="save" pending={saving} pendingLabel="Saving...">
          Save draft
        </PrimaryButton>
        <p className="text-slate-600 text-sm">
          Saved drafts are seen only in Preview until you publish the changes.
        </p>
      </div>
    </Form>
  );
}
