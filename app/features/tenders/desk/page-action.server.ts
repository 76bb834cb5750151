// biome-ignore lint/style/noRestrictedImports: the tender page's forms answer a post as the route module would (a result, or a response such as 405), with the load context's mailer and limits: the shared interface of the tender page and its desk.
import type { AppLoadContext } from "react-router";
import type { Locale } from "~/lib/i18n";
import type { TenderFormsResult } from "./tender-forms";

/** A post to a tender's page: no form takes one yet (the tender's desk brings them). */
export async function tenderPageAction(
  _request: Request,
  _context: AppLoadContext,
  _slug: string,
  _locale: Locale,
): Promise<TenderFormsResult | Response> {
  return new Response(null, { status: 405 });
}
