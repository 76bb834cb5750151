import { data } from "react-router";
import type { z } from "zod";

/** The first message per field of a failed parse, for showing beside the inputs. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return errors;
}

/** A form's string fields (a repeated field keeps its first value). */
export function formFields(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value === "string" && !(key in values)) values[key] = value;
  }
  return values;
}

/**
 * The request's form, or a 400 the browser can show when the body is not a readable form
 * (wrong content type, broken multipart).
 */
export async function readForm(request: Request): Promise<FormData> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw data({ error: "The form could not be read. Please try again." }, { status: 400 });
  }
  // PostgreSQL text cannot hold NUL, and no person types one: refused before any check or query.
  for (const [key, value] of form.entries()) {
    if (key.includes("\u0000") || (typeof value === "string" && value.includes("\u0000"))) {
      throw data({ error: FORBIDDEN_CHARACTERS }, { status: 400 });
    }
  }
  return form;
}

export const FORBIDDEN_CHARACTERS = "The form contains characters that are not allowed.";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` is a UUID (row ids); anything else is answered with 404 before any query. */
export function isUuid(value: string | undefined): value is string {
  return value !== undefined && UUID.test(value);
}

/**
 * A query string's words as text a query can use: control characters (NUL among them, which
 * PostgreSQL text cannot hold) become spaces, runs of space one, at most `max` characters.
 */
export function queryText(raw: string | null | undefined, max: number): string {
  if (!raw) return "";
  const text = Array.from(raw, (c) => {
    const code = c.codePointAt(0) ?? 0;
    return code < 0x20 || code === 0x7f ? " " : c;
  })
    .join("")
    .replace(/\s+/g, " ")
    .trim();
  return Array.from(text).slice(0, max).join("").trim();
}
