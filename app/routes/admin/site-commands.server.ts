/**
 * What the site's command routes share (/admin/site/publish, /reset, /keep-draft and the
 * editor's own save): the signed-in owner or admin, the posted form, and the HTTP of a result.
 */
import { type AppLoadContext, data, redirect } from "react-router";
import type { Invalid, Refused } from "~/features/content/commands/result";
import { findSection } from "~/features/site-content/catalog";
import { MENUS_SECTION } from "~/features/site-content/menus";
import { readForm } from "~/lib/forms";
import { requireAdmin } from "~/routes/guards.server";
import { forbidden, statusOf } from "./content-commands.server";
import type { SiteCommandAnswer } from "./site-command-page";

export interface SiteCommandArgs {
  request: Request;
  context: AppLoadContext;
}

/** A form of a page loaded before the site's commands had addresses of their own. */
export const OUT_OF_DATE = "This page is out of date. Reload it, then try again.";

/** Who posts, and what: only owners and admins reach the commands. */
export async function siteCommandRequest(args: SiteCommandArgs) {
  const actor = requireAdmin(args);
  const form = await readForm(args.request);
  // The section the editor showed, to come back to.
  const posted = String(form.get("section") ?? "");
  const section = posted === MENUS_SECTION ? posted : (findSection(posted)?.id ?? "settings");
  return { actor, form, section };
}

/** Back to the editor's section, with the notice `flag` names (saved, published, reset, kept). */
export function backToEditor(section: string, flag: string) {
  return redirect(`/admin/site?section=${section}&${flag}=1`);
}

/**
 * A refusal or a form the site cannot read: the role's refusal is a 403 page, an unreadable
 * form a 400 page (as the editor always answered them).
 */
export function refusedSiteCommand(result: Refused | Invalid): never {
  if (result.status === "refused") forbidden(result.reason);
  throw data({ message: Object.values(result.errors)[0] }, { status: statusOf(result) });
}

/**
 * Someone changed the site after the page was opened: nothing is written, the editor says who
 * and when (409), with the version to save over.
 */
export function siteConflict(
  { conflict }: { conflict: { message: string; version: number } },
  section: string,
) {
  return data<SiteCommandAnswer>(
    { formError: conflict.message, version: conflict.version, section },
    { status: 409 },
  );
}

/** The address of a site command opened by itself (a bookmark): its page links back. */
export function siteCommandLoader(args: SiteCommandArgs) {
  requireAdmin(args);
  return null;
}
