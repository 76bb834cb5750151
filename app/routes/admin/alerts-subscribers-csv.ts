import { subscribersCsv } from "~/features/alerts/subscriber-commands.server";
import { CSV_CONTENT_TYPE } from "~/lib/csv";
import { requireAdmin } from "~/routes/guards.server";
import type { Route } from "./+types/alerts-subscribers-csv";

/**
 * /admin/alerts/subscribers.csv (admins and owners): every alert subscriber for a spreadsheet.
 * Personal data: the export is logged and never cached.
 */
export async function loader(args: Route.LoaderArgs) {
  const user = requireAdmin(args, "resource");
  const csv = await subscribersCsv(args.context.db, user.id);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": CSV_CONTENT_TYPE,
      "Content-Disposition": `attachment; filename="alert-subscribers-${day}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
