import type { AuthSession } from "~/features/auth/account-context.server";
import { getSessionUser } from "~/features/auth/guards.server";
import { hasLevel } from "~/features/auth/roles";
import type { AppDatabase } from "../../../db/client.server";
import { PREVIEW_PARAM } from "./preview-path";
import type { SiteDocument } from "./site-document";
import { readSiteState } from "./store.server";

/** What choosing the site's document needs of the request context. */
interface PreviewContext {
  db: AppDatabase;
  session: AuthSession | null;
  publishedSite: { document(): Promise<SiteDocument> };
}

/**
 * Whether this request is staff previewing the site's draft: a public page with `?preview=1`,
 * as every draft is previewed, from those who edit the site (admins). For anyone else the site's
 * texts stay the published ones (an item's page with the query asks for an editor's sign-in, as
 * before); the page cache never keeps such a page, and signed-in pages are never cached.
 */
export function previewsSite(context: Pick<PreviewContext, "session">, request: Request): boolean {
  if (new URL(request.url).searchParams.get(PREVIEW_PARAM) !== "1") return false;
  return hasLevel(getSessionUser(context)?.role, "admin");
}

/**
 * The site document a public page shows to this request: the draft while staff preview it, the
 * published one otherwise.
 */
export async function siteDocumentFor(
  context: PreviewContext,
  request: Request,
): Promise<{ doc: SiteDocument; preview: boolean }> {
  const preview = previewsSite(context, request);
  const doc = preview
    ? (await readSiteState(context.db)).draft
    : await context.publishedSite.document();
  return { doc, preview };
}
