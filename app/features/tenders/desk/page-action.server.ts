import { formFields, readForm } from "~/lib/forms";
import type { Locale } from "~/lib/i18n";
import {
  findTenderFormTarget,
  submitTenderForm,
  type TenderFormContext,
} from "./public-forms.server";
import type { TenderFormsResult } from "./tender-forms";

/**
 * The tender page's action: 'Ask a question' or 'Register for updates' (the posted `form` says
 * which) on the published tender at `slug`; 404 for any other address. The page shows the answer
 * in place of the form. `context` is the route's load context (only what the forms use is named).
 */
export async function tenderPageAction(
  request: Request,
  context: TenderFormContext,
  slug: string,
  locale: Locale,
): Promise<TenderFormsResult | Response> {
  const tender = await findTenderFormTarget(context.db, slug);
  if (!tender) return new Response(null, { status: 404 });
  const fields = formFields(await readForm(request));
  return submitTenderForm(context, tender, fields, locale);
}
