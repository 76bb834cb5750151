import { type AppLoadContext, data, redirect } from "react-router";
import type { z } from "zod";
import { fieldErrorsOf, formFields, readForm } from "~/lib/forms";

export interface SaveFailure {
  /** What was typed, so the form shows it again. */
  values: Record<string, string>;
  errors?: Record<string, string>;
  formError?: string;
}

/**
 * Validates a content form with its schema and saves it, then returns to the list. Invalid input
 * → 400 with field errors; a conflict `fieldErrorFor` recognises → 409 on that field; any other
 * failure → 500 with `failedSave` (logged); a row that is gone → 404.
 */
export async function saveContentForm<T>(options: {
  request: Request;
  context: AppLoadContext;
  schema: z.ZodType<T>;
  failedSave: string;
  listPath: string;
  /** Writes the row; resolves false when the row to update no longer exists. */
  write: (input: T) => Promise<boolean>;
  fieldErrorFor?: (error: unknown) => Record<string, string> | undefined;
}) {
  const values = formFields(await readForm(options.request));
  const parsed = options.schema.safeParse(values);
  if (!parsed.success) {
    return data<SaveFailure>({ values, errors: fieldErrorsOf(parsed.error) }, { status: 400 });
  }
  let found: boolean;
  try {
    found = await options.write(parsed.data);
  } catch (error) {
    const errors = options.fieldErrorFor?.(error);
    if (errors) return data<SaveFailure>({ values, errors }, { status: 409 });
    options.context.logger.error({ err: error }, options.failedSave);
    return data<SaveFailure>({ values, formError: options.failedSave }, { status: 500 });
  }
  if (!found) throw data(null, { status: 404 });
  options.context.contentChanged();
  return redirect(options.listPath);
}
