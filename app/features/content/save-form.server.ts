import { type AppLoadContext, data, redirect } from "react-router";
import type { z } from "zod";
import { fieldErrorsOf, formFields, readForm } from "~/lib/forms";
import { CONTENT_KINDS } from "./kinds";
import { type ContentStore, createContent, UniqueFieldError, updateContent } from "./store.server";

export interface SaveFailure {
  /** What was typed, so the form shows it again. */
  values: Record<string, string>;
  errors?: Record<string, string>;
  formError?: string;
}

/**
 * Validates a content form with its schema and saves it (a new row when `id` is undefined), then
 * returns to the kind's list. Invalid input → 400 with field errors; a taken unique value (a
 * slug) → 409 on its field; any other failure → 500 with the kind's 'Failed to save …' (logged);
 * a row that is gone → 404.
 */
export async function saveContentForm<Input extends object>(options: {
  request: Request;
  context: AppLoadContext;
  store: ContentStore<Input>;
  schema: z.ZodType<Input>;
  id: string | undefined;
  userId: string;
}) {
  const { context, store, id } = options;
  const texts = CONTENT_KINDS[store.kind];
  const values = formFields(await readForm(options.request));
  const parsed = options.schema.safeParse(values);
  if (!parsed.success) {
    return data<SaveFailure>({ values, errors: fieldErrorsOf(parsed.error) }, { status: 400 });
  }
  let found: boolean;
  try {
    found = id
      ? await updateContent(context.db, store, id, parsed.data)
      : Boolean(await createContent(context.db, store, parsed.data, options.userId));
  } catch (error) {
    if (error instanceof UniqueFieldError) {
      return data<SaveFailure>(
        { values, errors: { [error.field]: error.message } },
        { status: 409 },
      );
    }
    context.logger.error({ err: error }, texts.failedSave);
    return data<SaveFailure>({ values, formError: texts.failedSave }, { status: 500 });
  }
  if (!found) throw data(null, { status: 404 });
  context.contentChanged();
  return redirect(texts.listPath);
}
