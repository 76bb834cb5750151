import { redirectsCsv } from "~/features/redirects/store.server";
import { CSV_CONTENT_TYPE } from "~/lib/csv";
import { requireEditor } from "~/routes/guards.server";
import type { Route } from "./+types/redirects-csv";

/** /admin/redirects.csv (editors and up): every redirect as from,to,status, as the import reads. */
export async function loader(args: Route.LoaderArgs) {
  requireEditor(args, "resource");
  const csv = await redirectsCsv(args.context.db);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": CSV_CONTENT_TYPE,
      "Content-Disposition": `attachment; filename="redirects-${day}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
