import { type FormEvent, useState } from "react";
import type { z } from "zod";
import { fieldErrorsOf, formFields } from "~/lib/forms";
import { revealField } from "./language-tabs";

/**
 * Checks a form with the same zod schema the server uses, before it is sent. On errors the
 * submission stops, the messages show beside the fields and the first invalid field gets focus
 * (its language tab opening first).
 * Without JavaScript the server's answer shows the same messages.
 */
export function useClientValidation(
  schema: z.ZodType,
  serverErrors: Record<string, string> | undefined,
) {
  const [clientErrors, setClientErrors] = useState<Record<string, string>>();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const result = schema.safeParse(formFields(new FormData(event.currentTarget)));
    if (result.success) {
      setClientErrors(undefined);
      return;
    }
    event.preventDefault();
    const errors = fieldErrorsOf(result.error);
    setClientErrors(errors);
    const first = Object.keys(errors)[0];
    const field = first
      ? event.currentTarget.querySelector<HTMLElement>(`[name="${CSS.escape(first)}"]`)
      : null;
    if (field) {
      // A field in a hidden language tab: that tab opens first.
      revealField(field);
      field.focus();
    }
  };
  return { errors: clientErrors ?? serverErrors ?? {}, onSubmit };
}
