import { and, inArray } from "drizzle-orm";
import type { AlertSource } from "~/features/content/kind-parts.server";
import { publiclyVisible } from "~/features/content/public-queries.server";
import { inLocale } from "~/features/content/translate";
import { messagesFor } from "~/locales";
import { tenders } from "../../../db/schema";
import { tenderKind } from "./kind";
import { inTwoCalendars } from "./tender-dates";

/**
 * A new tender in an alert: its category and method, its reference number and closing date in
 * both calendars (a supplier decides from these whether to open it).
 */
export const tenderAlerts: AlertSource = {
  topic: "tenders",
  sector: tenders.sector,
  category: tenders.category,
  read: async (db, ids, locale, timeZone) => {
    const rows = await db
      .select({
        id: tenders.id,
        slug: tenders.slug,
        title: tenders.title,
        reference: tenders.reference,
        category: tenders.category,
        method: tenders.method,
        closesAt: tenders.closesAt,
        extendedTo: tenders.extendedTo,
        publishedAt: tenders.publishedAt,
        translations: tenders.translations,
      })
      .from(tenders)
      .where(and(inArray(tenders.id, ids), publiclyVisible(tenders)));
    const m = messagesFor(locale).tenders;
    return rows.map((row) => {
      const shown = inLocale(row, locale);
      const closing = inTwoCalendars(row.extendedTo ?? row.closesAt, locale, timeZone);
      return {
        id: row.id,
        path: `${tenderKind.publicPrefix}${encodeURIComponent(row.slug)}`,
        title: shown.title,
        summary: `${m.categories[row.category]} · ${m.methods[row.method]}`,
        publishedAt: row.publishedAt ?? new Date(),
        facts: [
          `${m.reference}: ${row.reference}`,
          `${m.closingDate}: ${closing.gregorian} (${m.siteTime}) · ${closing.ethiopian}`,
        ],
        lang: shown.lang,
      };
    });
  },
};
