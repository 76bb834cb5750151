import type { Route } from "./+types/terms";
import { LegalRoute, legalHeaders, legalMeta } from "./legal-route";
import { legalLoader } from "./site-page.server";

/** /terms: the page staff published there, else the template text. */
export const loader = legalLoader("terms");
export const headers = legalHeaders;
export const meta = legalMeta("terms");

export default function Terms({ loaderData }: Route.ComponentProps) {
  return <LegalRoute which="terms" loaded={loaderData} />;
}
