import { redirect } from "react-router";
import { requireAdmin } from "~/features/auth/guards.server";
import { sitePreviewCookie } from "~/features/site-content/preview.server";
import type { Route } from "./+types/site-preview";

/**
 * /admin/site/preview?to=/sector/mining: the public pages with the site's draft applied, for
 * this staff member's browser (an hour, or until 'End preview': ?end=1).
 */
export function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const url = new URL(args.request.url);
  const secure = url.protocol === "https:" || args.context.siteUrl.startsWith("https://");
  if (url.searchParams.get("end")) {
    return redirect("/admin/site", { headers: { "Set-Cookie": sitePreviewCookie(false, secure) } });
  }
  const to = url.searchParams.get("to") ?? "/";
  // Only a path of this site: never another origin ('//host', '/\host').
  const target = /^\/(?![/\\])[^\s]*$/.test(to) ? to : "/";
  return redirect(target, { headers: { "Set-Cookie": sitePreviewCookie(true, secure) } });
}
