import type { Route } from "./+types/privacy";
import { LegalRoute, legalHeaders, legalMeta } from "./legal-route";
import { legalLoader } from "./site-page.server";

/** /privacy: the page staff published there, else the template text. */
export const loader = legalLoader("privacy");
export const headers = legalHeaders;
export const meta = legalMeta("privacy");

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <LegalRoute which="privacy" loaded={loaderData} />;
}
