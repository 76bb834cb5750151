import { inArray, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { fallbackKey, mediaUrl } from "~/features/media/files";
import type { Locale } from "~/lib/i18n";
import type { AppDatabase } from "../../../db/client.server";
import { media } from "../../../db/schema";

/**
 * A JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1) describing a field the content API
 * gives: the OpenAPI document (/api/v1/openapi.json) is made of these.
 */
export interface JsonSchema {
  readonly type?: string | readonly string[];
  readonly format?: string;
  readonly description?: string;
  readonly enum?: readonly (string | null)[];
  readonly items?: JsonSchema;
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly required?: readonly string[];
  readonly additionalProperties?: boolean | JsonSchema;
  readonly minimum?: number;
  readonly $ref?: string;
}

/**
 * A filter of a kind's collection: the query parameter (named as the field it narrows), the
 * column it compares, and the values it takes (anything else is a 400).
 */
export interface ApiFilter {
  name: string;
  column: PgColumn;
  values: readonly string[];
  description: string;
}

/** How the API reads one item: its fields in a language, and that language. */
export interface ApiItem {
  /** The language of its texts: the one asked for when translated into it, else "en". */
  lang: Locale;
  /** Its public fields, each named (snake_case) and typed as the kind's `fields` says. */
  fields: Record<string, unknown>;
}

/** What reading a kind's items needs besides the database. */
export interface ApiReading {
  locale: Locale;
  /** An address of the site made absolute (an upload's `/uploads/…`). */
  absolute: (path: string) => string;
}

/**
 * What a kind gives the read-only content API (/api/v1/, docs/api.md): its collection, its
 * order, its filters and its public fields. Only what the kind's public page shows: never a
 * draft, a preview, an applicant, a registrant, an asker or anyone's e-mail. The shared code
 * (app/features/api) pages, filters, serialises and describes every kind the same way.
 */
export interface KindApi {
  /** The collection's name in addresses: /api/v1/<collection>. */
  collection: string;
  /** The name of an item's schema in the OpenAPI document ('Article'). */
  schemaName: string;
  /** One sentence on what the collection holds. */
  description: string;
  /**
   * The order of the collection, newest first: a column (a timestamp, or a 'YYYY-MM-DD' text)
   * and the id after it, which the cursor carries (keyset pagination).
   */
  order: { column: PgColumn; type: "timestamp" | "date"; description: string };
  /** Which of the public rows the API lists (open positions only), beside published ones. */
  where?: SQL;
  /** The column an item may be asked for by besides its id (its slug), or null: by id only. */
  address: PgColumn | null;
  filters: readonly ApiFilter[];
  /** The kind's own fields, by name, beside the shared ones (id, lang, dates, url). */
  fields: Readonly<Record<string, JsonSchema>>;
  /** The items `ids` (public ones, found by the shared query), by id. */
  read: (
    db: AppDatabase,
    ids: readonly string[],
    reading: ApiReading,
  ) => Promise<Map<string, ApiItem>>;
}

/** A nullable JSON Schema type: `nullable("string")`. */
export function nullable(type: string, extra: Omit<JsonSchema, "type"> = {}): JsonSchema {
  return { type: [type, "null"], ...extra };
}

/** A text, with its description. */
export const text = (description: string): JsonSchema => ({ type: "string", description });

/** A Markdown text (as staff wrote it), with its description. */
export const markdown = (description: string): JsonSchema => ({
  type: "string",
  description: `${description} (Markdown).`,
});

/** A moment, ISO 8601 in UTC. */
export const moment = (description: string): JsonSchema => ({
  type: "string",
  format: "date-time",
  description,
});

/** One of `values`. */
export const oneOf = (values: readonly string[], description: string): JsonSchema => ({
  type: "string",
  enum: values,
  description,
});

/** A file offered for download: its name and absolute address. */
export const downloadSchema = (extra: Record<string, JsonSchema> = {}): JsonSchema => ({
  type: "object",
  properties: { title: text("The name the page gives it."), url: text("Its address."), ...extra },
  required: ["title", "url", ...Object.keys(extra)],
  additionalProperties: false,
});

/** An image as the API gives it (an item's picture): its address, size when known, alt text. */
export const imageSchema = (description: string): JsonSchema => ({
  type: ["object", "null"],
  description,
  properties: {
    url: text("Its address (the largest JPEG or PNG of an upload)."),
    width: nullable("integer"),
    height: nullable("integer"),
    alt: text("Its text for those who cannot see it ('' when none)."),
  },
  required: ["url", "width", "height", "alt"],
  additionalProperties: false,
});

export interface ApiImage {
  url: string;
  width: number | null;
  height: number | null;
  alt: string;
}

/**
 * The image an item shows: its uploaded one (`uploadId`) when ready, else the address staff
 * typed (`url`), else null.
 */
export async function imagesOf(
  db: AppDatabase,
  uploadIds: readonly (string | null)[],
  absolute: (path: string) => string,
): Promise<Map<string, ApiImage>> {
  const ids = [...new Set(uploadIds.filter((id): id is string => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: media.id,
      kind: media.kind,
      hash: media.hash,
      contentType: media.contentType,
      width: media.width,
      height: media.height,
      alt: media.alt,
    })
    .from(media)
    .where(inArray(media.id, ids));
  return new Map(
    rows
      .filter((row) => row.kind === "image")
      .map((row) => [
        row.id,
        {
          url: absolute(mediaUrl(fallbackKey(row))),
          width: row.width,
          height: row.height,
          alt: row.alt,
        },
      ]),
  );
}

/** The image of an item: its upload's (found by imagesOf), else the typed address, else null. */
export function shownImage(
  images: Map<string, ApiImage>,
  uploadId: string | null,
  url: string | null,
  absolute: (path: string) => string,
): ApiImage | null {
  const uploaded = uploadId ? images.get(uploadId) : undefined;
  if (uploaded) return uploaded;
  return url ? { url: absolute(url), width: null, height: null, alt: "" } : null;
}
