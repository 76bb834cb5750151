import { sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { ARTICLE_SECTORS, SECTOR_LABELS } from "./sectors";

/** A sector column as the admin lists show it ('Mining'), for articles and videos alike. */
export function sectorLabel(column: PgColumn) {
  return sql<string>`case ${column} ${sql.join(
    ARTICLE_SECTORS.map((sector) => sql`when ${sector} then ${SECTOR_LABELS[sector]}`),
    sql` `,
  )} end`;
}
