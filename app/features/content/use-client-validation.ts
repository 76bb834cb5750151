import { type FormEvent, useEffect, useState } from "react";
import type { z } from "zod";
import { fieldErrorsOf, formFields } from "~/lib/forms";
import { revealField } from "./language-tabs";

/** The messages about the publication choice: they go when the choice changes. */
const PUBLICATION_FIELDS = ["publication", "schedule", "publishAt"];

/**
 * Checks a form with the same zod schema the server uses, before it is sent. On errors the
 * submission stops, the messages show beside the fields and the first invalid field gets focus
 * (its language tab opening first). A field's message goes as soon as the field is valid
 * (`onChange`, on the form): only the field being edited is checked again. A message only the
 * server can give (`serverOnly`: a slug taken, a time gone by) stays until the next save, and
 * the schedule's messages go when another publication is chosen.
 * Without JavaScript the server's answer shows the same messages.
 */
export function useClientValidation(
  schema: z.ZodType,
  serverErrors: Record<string, string> | undefined,
  serverOnly: readonly string[] = [],
) {
  const [errors, setErrors] = useState<Record<string, string>>(serverErrors ?? {});
  // A new answer from the server brings its own messages.
  useEffect(() => setErrors(serverErrors ?? {}), [serverErrors]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const result = schema.safeParse(formFields(new FormData(event.currentTarget)));
    if (result.success) {
      setErrors({});
      return;
    }
    event.preventDefault();
    const found = fieldErrorsOf(result.error);
    setErrors(found);
    const first = Object.keys(found)[0];
    const field = first
      ? event.currentTarget.querySelector<HTMLElement>(`[name="${CSS.escape(first)}"]`)
      : null;
    // A field shown by another element (the rich-text editor's hidden Markdown) names it.
    const shown = field?.dataset.focus ? document.getElementById(field.dataset.focus) : field;
    if (shown) {
      // A field in a hidden language tab: that tab opens first.
      revealField(shown);
      shown.focus();
    }
  };
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const { target } = event;
    // A form's change comes from one of its fields: an input, a text area or a list.
    const name =
      target instanceof HTMLInputElement ||
      target instanceof HTMLTextAreaElement ||
      target instanceof HTMLSelectElement
        ? target.name
        : undefined;
    if (!name) return;
    if (name === "publication") {
      setErrors((shown) =>
        Object.fromEntries(
          Object.entries(shown).filter(([key]) => !PUBLICATION_FIELDS.includes(key)),
        ),
      );
      return;
    }
    if (!(name in errors) || (serverOnly.includes(name) && errors[name] === serverErrors?.[name])) {
      return;
    }
    const result = schema.safeParse(formFields(new FormData(event.currentTarget)));
    const now = result.success ? undefined : fieldErrorsOf(result.error)[name];
    if (now === errors[name]) return;
    setErrors((shown) => {
      const { [name]: _gone, ...rest } = shown;
      return now ? { ...rest, [name]: now } : rest;
    });
  };
  return { errors, onSubmit, onChange };
}
