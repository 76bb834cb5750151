import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { defineContentStore } from "~/features/content/kind.server";
import { translationsColumn, translationVersionFields } from "~/features/content/translations";
import { fromLocalInput, toLocalInput } from "~/lib/dates";
import { ARTICLE_SECTORS } from "../../../db/enums";
import { positions } from "../../../db/schema";
import {
  CLOSING_MESSAGES,
  EMPLOYMENT_TYPES,
  POSITION_ADDRESS_TAKEN,
  POSITION_TRANSLATED,
  type PositionInput,
  SALARY_CURRENCIES,
  SALARY_UNITS,
} from "./schema";

/** A salary amount as a form (a number), a version (its text) or nothing (null, "") gives it. */
const salaryAmount = z.preprocess(
  (value) => (value === "" ? null : value),
  z.coerce.number().nonnegative().nullable(),
);

/**
 * A position's own columns as a save, a restored version or a restore from the trash writes
 * them: what the table needs of a new row, and what it may change of a stored one. A version
 * keeps the closing time as an ISO string.
 */
const POSITION_COLUMNS = z.object({
  title: z.string(),
  slug: z.string(),
  sector: z.enum(ARTICLE_SECTORS),
  location: z.string(),
  employmentType: z.enum(EMPLOYMENT_TYPES),
  closesAt: z.coerce.date(),
  description: z.string(),
  requirements: z.string(),
  howToApply: z.string().optional(),
  salaryMin: salaryAmount.optional(),
  salaryMax: salaryAmount.optional(),
  salaryCurrency: z.enum(SALARY_CURRENCIES).optional(),
  salaryUnit: z.enum(SALARY_UNITS).optional(),
  translations: translationsColumn(POSITION_TRANSLATED).optional(),
});
const POSITION_CHANGES = POSITION_COLUMNS.partial();

/** The count of a position's applications, and of those nobody has looked at yet. */
const applicationCounts = sql<string>`(select case when count(*) = 0 then 'No applications'
    else count(*) || case when count(*) = 1 then ' application' else ' applications' end
      || case when count(*) filter (where a.status = 'new') > 0
        then ' (' || count(*) filter (where a.status = 'new') || ' new)' else '' end end
  from applications a where a.position_id = ${positions.id})`;

/** Job positions for the shared content commands and queries. */
export const positionStore = defineContentStore<PositionInput, typeof positions>({
  kind: "position",
  table: positions,
  listText: positions.location,
  listDetails: [
    sql<string>`case when ${positions.closesAt} <= now() then 'Closed' else 'Open' end`,
    applicationCounts,
  ],
  fields: [
    { name: "title", label: "Title" },
    { name: "slug", label: "Address" },
    { name: "sector", label: "Sector" },
    { name: "location", label: "Location" },
    { name: "employmentType", label: "Employment type" },
    { name: "closesAt", label: "Closes at", dateTime: true },
    { name: "description", label: "Description", richText: true },
    { name: "requirements", label: "Requirements", richText: true },
    { name: "howToApply", label: "How to apply" },
    { name: "salaryMin", label: "Salary from" },
    { name: "salaryMax", label: "Salary to" },
    { name: "salaryCurrency", label: "Salary currency" },
    { name: "salaryUnit", label: "Salary period" },
    ...translationVersionFields(POSITION_TRANSLATED),
    { name: "published", label: "Published" },
    { name: "publishedAt", label: "Publish at" },
  ],
  translated: POSITION_TRANSLATED,
  insert: async (db, stamp, fields) => {
    const [row] = await db
      .insert(positions)
      .values({ ...stamp, ...POSITION_COLUMNS.parse(fields) })
      .returning();
    return row;
  },
  update: async (db, id, stamp, fields) => {
    const [row] = await db
      .update(positions)
      .set({ ...stamp, ...POSITION_CHANGES.parse(fields) })
      .where(eq(positions.id, id))
      .returning();
    return row;
  },
  uniqueFields: [
    { constraint: "positions_slug_unique", field: "slug", message: POSITION_ADDRESS_TAKEN },
  ],
  address: { field: "slug", column: positions.slug, max: 80 },
  // The closing time is typed in the site's time. A position published (or scheduled) must
  // still be open; a draft may keep a past one (a closed position being prepared again).
  fromForm: (fields, timeZone, now) => {
    const typed = String(fields.closesAt ?? "");
    const at = fromLocalInput(typed, timeZone);
    if (!at) return { errors: { closesAt: CLOSING_MESSAGES.invalid } };
    if (at <= now && fields.published === true) {
      return { errors: { closesAt: CLOSING_MESSAGES.past } };
    }
    // Scheduled to appear after it closes: it never would.
    if (fields.publishedAt instanceof Date && at <= fields.publishedAt) {
      return { errors: { closesAt: CLOSING_MESSAGES.beforePublication } };
    }
    return { ...fields, closesAt: at };
  },
  toForm: (row, timeZone) => ({
    closesAt: toLocalInput(row.closesAt, timeZone),
  }),
});
