import { z } from "zod";

/** A required text field of at most `max` characters (after trimming). */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max.toLocaleString("en-US")} characters`);
}

/** An optional http(s) URL; empty becomes null. */
export function optionalUrl(label: string) {
  return z
    .string()
    .trim()
    .max(2048, `${label} must be at most 2,048 characters`)
    .refine((value) => value === "" || isHttpUrl(value), `${label} must be a valid http(s) URL`)
    .transform((value) => (value === "" ? null : value));
}

export function requiredUrl(label: string) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(2048, `${label} must be at most 2,048 characters`)
    .refine(isHttpUrl, `${label} must be a valid http(s) URL`);
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** A checkbox: present ("on") means true. */
export const checkbox = z
  .union([z.literal("on"), z.literal("true"), z.literal("")])
  .optional()
  .transform((value) => value === "on" || value === "true");
