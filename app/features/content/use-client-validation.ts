import { type FormEvent, useEffect, useState } from "react";
import type { z } from "zod";
import { fieldErrorsOf, formFields } from "~/lib/forms";
import { revealField } from "./language-tabs";

/**
 * Checks a form with the same zod schema the server uses, before it is sent. On errors the
 * submission stops, the messages show beside the fields and the first invalid field gets focus
 * (its language tab opening first). A field's message goes as soon as the field is corrected
 * (`onChange`, on the form): only the field being edited is looked at again, so a message the
 * server gave another field stays until that field changes.
 * Without JavaScript the server's answer shows the same messages.
 */
export function useClientValidation(
  schema: z.ZodType,
  serverErrors: Record<string, string> | undefined,
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
    if (field) {
      // A field in a hidden language tab: that tab opens first.
      revealField(field);
      field.focus();
    }
  };
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as Partial<HTMLInputElement>).name;
    if (!name || !(name in errors)) return;
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
