/**
 * A content form's values, and how a field is tied to them: shared by the form, its language
 * tabs and the kinds' own fields (in a module of their own, so that none of them imports another
 * in a circle).
 */

/** A content form's values as its fields show them: text, or a checkbox's state. */
export type FormValues = Record<string, string | boolean>;

/**
 * The values a form starts with: a stored row's, or what a failed save sent back, laid over the
 * blank form's (which names the fields and their kinds). Checkboxes are true for `true` or "on";
 * a missing or null text keeps the blank form's value.
 */
export function formValuesFrom<V extends FormValues>(blank: V, source: object | undefined): V {
  if (!source) return blank;
  const given = new Map<string, unknown>(Object.entries(source));
  const values: FormValues = {};
  for (const [key, fallback] of Object.entries(blank)) {
    const value = given.get(key);
    values[key] =
      typeof fallback === "boolean"
        ? value === true || value === "on" || value === "true"
        : value === undefined || value === null
          ? fallback
          : String(value);
  }
  // biome-ignore lint/plugin: each of the kind's fields (`V`'s keys, named by `blank`) gets a value of its blank value's kind, a text or a checkbox's state; TypeScript cannot follow that through a loop over a generic object's keys.
  return values as V;
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
