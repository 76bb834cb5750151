import { inArray, sql } from "drizzle-orm";
import {
  type KindApi,
  markdown,
  moment,
  nullable,
  oneOf,
  text,
} from "~/features/content/api-kind.server";
import { inLocale } from "~/features/content/translate";
import {
  ARTICLE_SECTORS,
  EMPLOYMENT_TYPES,
  SALARY_CURRENCIES,
  SALARY_UNITS,
} from "../../../db/enums";
import { positions } from "../../../db/schema";

/**
 * Job positions in the content API (see KindApi): the open ones, as /careers lists them (a
 * closed position's page answers 410 Gone), by sector. Applications are never part of it.
 */
export const positionApi = {
  collection: "positions",
  schemaName: "Position",
  description: "Open job positions, newest publication first.",
  order: { column: positions.publishedAt, type: "timestamp", description: "newest first" },
  where: sql`${positions.closesAt} > now()`,
  address: positions.slug,
  filters: [
    {
      name: "sector",
      column: positions.sector,
      values: ARTICLE_SECTORS,
      description: "Only the positions of this sector.",
    },
  ],
  fields: {
    slug: text("Its address on the site: /careers/<slug>."),
    title: text("Its title."),
    sector: oneOf(ARTICLE_SECTORS, "The sector it works in."),
    location: text("Where the work is."),
    employment_type: oneOf(EMPLOYMENT_TYPES, "schema.org's JobPosting employmentType."),
    closes_at: moment("Applications are taken until then."),
    description: markdown("The role"),
    requirements: markdown("What it asks for"),
    how_to_apply: markdown("How to apply, besides the site's form ('' when nothing more)"),
    salary: {
      type: ["object", "null"],
      description: "The salary staff chose to publish (a range, or one end of it), or null.",
      properties: {
        min: nullable("number"),
        max: nullable("number"),
        currency: oneOf(SALARY_CURRENCIES, "ISO 4217."),
        unit: oneOf(SALARY_UNITS, "What it is paid per."),
      },
      required: ["min", "max", "currency", "unit"],
      additionalProperties: false,
    },
  },
  read: async (db, ids, { locale }) => {
    const rows = await db
      .select()
      .from(positions)
      .where(inArray(positions.id, [...ids]));
    return new Map(
      rows.map((row) => {
        const shown = inLocale(row, locale);
        const paid = row.salaryMin !== null || row.salaryMax !== null;
        return [
          row.id,
          {
            lang: shown.lang,
            fields: {
              slug: row.slug,
              title: shown.title,
              sector: row.sector,
              location: shown.location || row.location,
              employment_type: row.employmentType,
              closes_at: row.closesAt.toISOString(),
              description: shown.description,
              requirements: shown.requirements,
              how_to_apply: shown.howToApply,
              salary: paid
                ? {
                    min: row.salaryMin,
                    max: row.salaryMax,
                    currency: row.salaryCurrency,
                    unit: row.salaryUnit,
                  }
                : null,
            },
          },
        ];
      }),
    );
  },
} satisfies KindApi;
