import { data } from "react-router";
import { applicationsCsv } from "~/features/careers/applications.server";
import { getPositionById } from "~/features/careers/public-queries.server";
import { recordActivity } from "~/lib/activity.server";
import { CSV_CONTENT_TYPE } from "~/lib/csv";
import { isUuid } from "~/lib/forms";
import { requireAdmin } from "~/routes/guards.server";
import type { Route } from "./+types/applications-csv";

/** /admin/careers/:id/applications.csv: a position's applications for a spreadsheet. */
export async function loader(args: Route.LoaderArgs) {
  const user = requireAdmin(args, "resource");
  const { params, context } = args;
  const position = isUuid(params.id) ? await getPositionById(context.db, params.id) : undefined;
  if (!position) throw data(null, { status: 404 });
  const csv = await applicationsCsv(context.db, position.id);
  await recordActivity(context.db, {
    actorId: user.id,
    action: "export-applications",
    subjectType: "position",
    subjectId: position.id,
    subjectTitle: position.title,
  });
  return new Response(csv, {
    headers: {
      "Content-Type": CSV_CONTENT_TYPE,
      "Content-Disposition": `attachment; filename="applications-${position.slug}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
