import { redirect } from "react-router";
import { sitePreviewPath } from "~/features/site-content/preview-path";
import { requireAdmin } from "~/routes/guards.server";
import type { Route } from "./+types/site-preview";

/**
 * /admin/site/preview?to=/sector/mining: the page with the site's draft, as every draft is
 * previewed (/sector/mining?preview=1); ?end=1 leads back to the editor. Kept for the addresses
 * already bookmarked or linked.
 */
export function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const url = new URL(args.request.url);
  if (url.searchParams.get("end")) return redirect("/admin/site");
  const to = url.searchParams.get("to") ?? "/";
  // Only a path of this site: never another origin ('//host', '/\host').
  const target = /^\/(?![/\\])[^\s]*$/.test(to) ? to : "/";
  return redirect(sitePreviewPath(target));
}
