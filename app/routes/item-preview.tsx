import { data } from "react-router";
import { canOpenItem, kindLevel } from "~/features/content/access";
import { isContentKind } from "~/features/content/kinds";
import { getContent } from "~/features/content/store.server";
import { storeOf } from "~/kinds/registry.server";
import { isUuid } from "~/lib/forms";
import type { RouteHandle } from "~/lib/hydration";
import { rootDataFromMatches } from "~/lib/site";
import { requireRole } from "~/routes/guards.server";
import type { Route } from "./+types/item-preview";
import { PreviewedItemPage, previewTitle } from "./preview-item";
import { PREVIEWS, PRIVATE } from "./preview-item.server";

/**
 * The one page a page of the site's own may show in a frame: the form's side-by-side preview
 * (every other page refuses to be framed).
 */
export const handle: RouteHandle = { framedBySite: true };

/**
 * /preview/:kind/:id: a draft or scheduled item as the public will see it, for the staff who may
 * open it (its form's 'Preview', beside the form or in a new tab). Nothing is shared: it asks for
 * the session a form does, and no link is made. An unknown kind or item is a 404.
 */
export async function loader(args: Route.LoaderArgs) {
  const { params, context } = args;
  const { kind, id } = params;
  if (!isContentKind(kind) || !isUuid(id)) throw data(null, { status: 404, headers: PRIVATE });
  const user = requireRole(args, kindLevel(kind));
  const row = await getContent(context.db, storeOf(kind), id);
  if (!row) throw data(null, { status: 404, headers: PRIVATE });
  if (!canOpenItem(user, kind, row)) throw data(null, { status: 403, headers: PRIVATE });
  const item = await PREVIEWS[kind](
    { db: context.db, siteUrl: context.siteUrl, timeZone: context.site.timeZone },
    id,
  );
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

export default function ItemPreview({ loaderData, matches }: Route.ComponentProps) {
  const { site, siteUrl } = rootDataFromMatches(matches);
  return <PreviewedItemPage item={loaderData} site={site} siteUrl={siteUrl} />;
}
