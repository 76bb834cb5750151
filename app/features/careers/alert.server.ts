import { and, gt, inArray, sql } from "drizzle-orm";
import type { AlertSource } from "~/features/content/kind-parts.server";
import { publiclyVisible } from "~/features/content/public-queries.server";
import { inLocale } from "~/features/content/translate";
import { format, formatLongDateTimeIn } from "~/lib/i18n";
import { messagesFor } from "~/locales";
import { positions } from "../../../db/schema";
import { positionKind } from "./kind";

/** A new position in an alert: where, what kind of work, until when it takes applications. */
export const positionAlerts: AlertSource = {
  topic: "jobs",
  sector: positions.sector,
  // A position that closed before its alert went out is not offered any more.
  stillOpen: sql`${positions.closesAt} > now()`,
  read: async (db, ids, locale, timeZone) => {
    const rows = await db
      .select({
        id: positions.id,
        slug: positions.slug,
        title: positions.title,
        location: positions.location,
        employmentType: positions.employmentType,
        closesAt: positions.closesAt,
        publishedAt: positions.publishedAt,
        translations: positions.translations,
      })
      .from(positions)
      .where(
        and(
          inArray(positions.id, ids),
          publiclyVisible(positions),
          gt(positions.closesAt, sql`now()`),
        ),
      );
    const m = messagesFor(locale).careers;
    return rows.map((row) => {
      const shown = inLocale(row, locale);
      return {
        id: row.id,
        path: `${positionKind.publicPrefix}${encodeURIComponent(row.slug)}`,
        title: shown.title,
        summary: `${shown.location} · ${m.employmentTypes[row.employmentType]}`,
        publishedAt: row.publishedAt ?? new Date(),
        facts: [format(m.closes, { date: formatLongDateTimeIn(row.closesAt, locale, timeZone) })],
        lang: shown.lang,
      };
    });
  },
};
