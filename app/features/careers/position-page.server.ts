import { renderContent } from "~/features/content/rich-text/render.server";
import { inLocale } from "~/features/content/translate";
import { formatLongDateTimeIn, type Locale } from "~/lib/i18n";
import type { AppDatabase } from "../../../db/client.server";
import type { Position } from "../../../db/schema";
import type { PositionView } from "./position-view";
import { salaryOf } from "./salary";

/** A stored position as its page shows it in `locale` (its texts rendered and sanitised). */
export async function positionView(
  db: AppDatabase,
  row: Position,
  locale: Locale,
  { timeZone, siteUrl }: { timeZone: string; siteUrl: string },
): Promise<PositionView> {
  const shown = inLocale(row, locale);
  const [description, requirements] = await Promise.all([
    renderContent(db, shown.description, siteUrl, { locale }),
    renderContent(db, shown.requirements, siteUrl, { locale }),
  ]);
  return {
    slug: row.slug,
    title: shown.title,
    location: shown.location,
    sector: row.sector,
    employmentType: row.employmentType,
    closes: formatLongDateTimeIn(row.closesAt, locale, timeZone),
    howToApply: shown.howToApply ?? "",
    salary: salaryOf(row),
    lang: shown.lang,
    description,
    requirements,
  };
}
