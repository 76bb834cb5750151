import { type FormEvent, useEffect, useRef } from "react";
import { useNavigation } from "react-router";
import type { z } from "zod";
import { useClientValidation } from "./use-client-validation";

/**
 * The content forms' submit handling: validation with the server's schema in the browser, a
 * 'saving' state, and a guard so a second click while the first save is on its way sends nothing.
 */
export function useSaveForm(
  schema: z.ZodType,
  serverErrors: Record<string, string> | undefined,
  serverOnly?: readonly string[],
) {
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formMethod === "POST";
  const {
    errors,
    onSubmit: validate,
    onChange,
  } = useClientValidation(schema, serverErrors, serverOnly);
  const submitted = useRef(false);
  useEffect(() => {
    if (navigation.state === "idle") submitted.current = false;
  }, [navigation.state]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (submitted.current) {
      event.preventDefault();
      return;
    }
    validate(event);
    if (!event.defaultPrevented) submitted.current = true;
  };
  return { errors, saving, onSubmit, onChange };
}
