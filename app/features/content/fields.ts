import { z } from "zod";
import { ALT_MAX, MEDIA_MESSAGES } from "~/features/media/rules";

/** Shown when the upload a form chose was deleted before the form was saved. */
export const UPLOAD_GONE = "This image is no longer in the media library. Upload it again.";
/** Shown at a text (or an image address) that names an upload the library does not have. */
export const UPLOAD_IN_TEXT_GONE =
  "An image, video or file here is not in the media library (deleted, or never uploaded). Upload it again, or remove it.";
/** Shown when a form's upload is a document (only the Media section shows those). */
export const NOT_AN_IMAGE = MEDIA_MESSAGES.imageNotDocument;

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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The id of an upload a form chose; empty (none) becomes null. */
export const optionalMediaId = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || null)
  .refine((value) => value === null || UUID.test(value), UPLOAD_GONE);

/** An upload's alt text as a form edits it. */
export const altText = z
  .string()
  .trim()
  .max(ALT_MAX, `Alt text must be at most ${ALT_MAX} characters`)
  .optional()
  .transform((value) => value ?? "");

/**
 * A form with an uploaded image: its alt text is required, and the upload is used instead of the
 * image URL field (an item has one or the other).
 */
export function withUploadedImage<
  Fields extends z.ZodRawShape,
  Id extends string,
  Alt extends string,
  Url extends string,
>(shape: z.ZodObject<Fields>, fields: { id: Id; alt: Alt; url: Url }) {
  return shape
    .superRefine((value, context) => {
      const values = new Map<string, unknown>(Object.entries(value));
      if (values.get(fields.id) && !values.get(fields.alt)) {
        context.addIssue({
          code: "custom",
          path: [fields.alt],
          message: MEDIA_MESSAGES.altRequired,
        });
      }
    })
    .transform((value) =>
      new Map<string, unknown>(Object.entries(value)).get(fields.id)
        ? { ...value, [fields.url]: null }
        : value,
    );
}

/** The three publication states a form chooses from (radio buttons named `publication`). */
export const PUBLICATIONS = ["draft", "published", "schedule"] as const;
export type Publication = (typeof PUBLICATIONS)[number];

/**
 * The form's publication choice, 'Publish at' (checked against the clock on the server), and
 * the two checkboxes forms posted before the choice was one (`published`, `schedule`), which a
 * request without `publication` still uses.
 */
export const scheduleFields = {
  publication: z
    .enum(PUBLICATIONS, { error: "Choose Draft, Publish immediately or Schedule." })
    .optional(),
  schedule: checkbox,
  publishAt: z.string().trim().max(40, "Publish at is not a date and time").optional(),
};

/** What every content form's schema parses its publication to (see `scheduleFields`). */
export type PublicationInput = {
  publication?: Publication;
  published: boolean;
  schedule: boolean;
  publishAt?: string;
};

export const SCHEDULE_MESSAGES = {
  missing: "Choose the date and time to publish at.",
  past: "Choose a time in the future.",
  both: "Choose either Publish immediately or Schedule, not both.",
} as const;
