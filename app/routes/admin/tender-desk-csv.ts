import { data } from "react-router";
import {
  deskTender,
  downloadsCsv,
  registrationsCsv,
} from "~/features/tenders/desk/desk-queries.server";
import { recordActivity } from "~/lib/activity.server";
import { CSV_CONTENT_TYPE } from "~/lib/csv";
import { isUuid } from "~/lib/forms";
import { requireEditor } from "~/routes/guards.server";
import type { Route } from "./+types/tender-desk-csv";

/**
 * /admin/tenders/:id/registrations.csv and /admin/tenders/:id/downloads.csv: a tender's
 * registrations for updates (personal data: the export is logged) and its documents' download
 * counts, for a spreadsheet.
 */
export async function loader(args: Route.LoaderArgs) {
  const user = requireEditor(args, "resource");
  const { params, context, request } = args;
  const tender = isUuid(params.id) ? await deskTender(context.db, params.id) : undefined;
  if (!tender) throw data(null, { status: 404 });
  const registrations = new URL(request.url).pathname.endsWith("/registrations.csv");
  let csv: string;
  if (registrations) {
    csv = await registrationsCsv(context.db, tender.id);
    await recordActivity(context.db, {
      actorId: user.id,
      action: "export-tender-registrations",
      subjectType: "tender",
      subjectId: tender.id,
      subjectTitle: tender.title,
    });
  } else {
    csv = await downloadsCsv(context.db, tender);
  }
  const name = `${registrations ? "registrations" : "downloads"}-${tender.slug}.csv`;
  return new Response(csv, {
    headers: {
      "Content-Type": CSV_CONTENT_TYPE,
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
