import type { ReactNode } from "react";
import { Form } from "react-router";
import type { z } from "zod";
import { FormFrame, PublishCheckbox } from "./form-frame";
import { CONTENT_KINDS, type ContentKind } from "./kinds";
import { useSaveForm } from "./use-save-form";

/** A content form's values as its fields show them: text, or a checkbox's state. */
export type FormValues = Record<string, string | boolean>;

/**
 * The values a form starts with: a stored row's, or what a failed save sent back, laid over the
 * blank form's (which names the fields and their kinds). Checkboxes are true for `true` or "on";
 * a missing or null text keeps the blank form's value.
 */
export function formValuesFrom<V extends FormValues>(blank: V, source: object | undefined): V {
  if (!source) return blank;
  const values: FormValues = {};
  for (const [key, fallback] of Object.entries(blank)) {
    const value = (source as Record<string, unknown>)[key];
    values[key] =
      typeof fallback === "boolean"
        ? value === true || value === "on" || value === "true"
        : value === undefined || value === null
          ? fallback
          : String(value);
  }
  return values as V;
}

/**
 * The article and video forms' frame: one <Form> checked in the browser with the server's
 * schema, the heading, the kind's fields, 'Publish immediately', Save and Cancel.
 */
export function ContentForm({
  kind,
  editing,
  schema,
  published,
  serverErrors,
  formError,
  children,
}: {
  kind: ContentKind;
  editing: boolean;
  schema: z.ZodType;
  published: boolean;
  serverErrors?: Record<string, string>;
  formError?: string;
  children: (errors: Record<string, string>) => ReactNode;
}) {
  const texts = CONTENT_KINDS[kind];
  const { errors, saving, onSubmit } = useSaveForm(schema, serverErrors);
  return (
    <Form method="post" noValidate onSubmit={onSubmit}>
      <FormFrame
        title={editing ? texts.editHeading : texts.newHeading}
        cancelTo={texts.listPath}
        formError={formError}
        saving={saving}
      >
        {children(errors)}
        <PublishCheckbox defaultChecked={published} />
      </FormFrame>
    </Form>
  );
}

/**
 * The props that tie a field to its place in a content form: id, name, error, and the starting
 * value (`field`), or no value for a field whose value the form keeps in state (`controlled`).
 * `<TextArea label="Summary" rows={2} {...field("summary")} />`
 */
export function fieldBinder(initial: FormValues, errors: Record<string, string>) {
  const controlled = (name: string) => ({ id: `field-${name}`, name, error: errors[name] });
  const field = (name: string) => ({
    ...controlled(name),
    defaultValue: String(initial[name] ?? ""),
  });
  return { field, controlled };
}
