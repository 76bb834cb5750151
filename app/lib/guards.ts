/**
 * Type guards for values read as `unknown` (JSON, form data, the DOM): the checks a cast would
 * skip.
 */

/** A plain object (not null, not an array): its properties may be read by name. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Whether `value` is one of `list`'s items (a language, a sector, an operation's name). */
export function isOneOf<T>(list: readonly T[], value: unknown): value is T {
  return list.some((item) => item === value);
}
