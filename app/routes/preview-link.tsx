import { data } from "react-router";
import { resolvePreviewToken } from "~/features/content/preview-links.server";
import { rootDataFromMatches } from "~/lib/site";
import type { Route } from "./+types/preview-link";
import { PreviewedItemPage, previewTitle } from "./preview-item";
import { PREVIEWS, PRIVATE } from "./preview-item.server";

/**
 * /preview/:token: a draft or scheduled article, video, page, position, tender or document exactly as the public
 * will see it, for anyone holding a link made with 'Share preview link'. Revoked, expired and
 * unknown links, and items since deleted, answer 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const link = await resolvePreviewToken(context.db, context.secret, params.token);
  const item = link
    ? await PREVIEWS[link.kind](
        { db: context.db, siteUrl: context.siteUrl, timeZone: context.site.timeZone },
        link.itemId,
      )
    : undefined;
  if (!item) throw data(null, { status: 404, headers: PRIVATE });
  return data(item, { headers: PRIVATE });
}

export function headers({ loaderHeaders, errorHeaders }: Route.HeadersArgs) {
  return errorHeaders ?? loaderHeaders;
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: previewTitle(loaderData) },
  { name: "robots", content: "noindex, nofollow" },
];

export default function PreviewLink({ loaderData, matches }: Route.ComponentProps) {
  const { site, siteUrl } = rootDataFromMatches(matches);
  return <PreviewedItemPage item={loaderData} site={site} siteUrl={siteUrl} />;
}
