import { data, redirect } from "react-router";
import { requestLinkCheck } from "~/features/links/check.server";
import { requireEditor } from "~/routes/guards.server";
import type { Route } from "./+types/insight-check-links";

/** Where the broken links are listed. */
const INSIGHT = "/admin/insight#broken-links";
/** How long the answer waits for a check to end (this site's links take a moment). */
const WAIT_MS = 3000;

/** The page the form was on, when it is one of the dashboard's; Insight otherwise. */
function backTo(value: FormDataEntryValue | null): string {
  return typeof value === "string" && /^\/admin(?:[/?#]|$)/.test(value) && !value.includes("//")
    ? value
    : INSIGHT;
}

/** GET: the list is on Insight. */
export function loader(args: Route.LoaderArgs) {
  requireEditor(args);
  return redirect(INSIGHT);
}

/**
 * POST /admin/insight/check-links: 'Check links now' (editors and up). The check is asked for
 * (the next instance free runs it: this one, woken), and the answer waits a moment for it, so a
 * short check is done when the page shows again; a longer one shows as running there.
 */
export async function action(args: Route.ActionArgs) {
  requireEditor(args);
  const form = await args.request.formData();
  const { db, links } = args.context;
  await requestLinkCheck(db);
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    links.checker.runOnce(),
    new Promise((resolve) => {
      timer = setTimeout(resolve, WAIT_MS);
    }),
  ]);
  clearTimeout(timer);
  // A page's script asked (a fetcher): it reads the page again itself.
  if (!args.context.documentRequest) return data({ requested: true });
  return redirect(backTo(form.get("back")));
}
