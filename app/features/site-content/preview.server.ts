import type { AppLoadContext } from "react-router";
import { getSessionUser } from "~/features/auth/guards.server";
import { hasLevel } from "~/features/auth/roles";
import type { SiteDocument } from "./site-document";
import { readSiteState } from "./store.server";

/**
 * The cookie that shows a staff member the public pages with the site's draft applied ('Preview'
 * at /admin/site). It does nothing without a staff session, and signed-in pages are never
 * cached, so visitors never see a draft.
 */
export const SITE_PREVIEW_COOKIE = "site_preview";

/** Whether this request is staff previewing the site's draft. */
export function previewsSite(context: AppLoadContext, request: Request): boolean {
  const cookie = request.headers.get("Cookie") ?? "";
  if (!new RegExp(`(?:^|;\\s*)${SITE_PREVIEW_COOKIE}=1(?:;|$)`).test(cookie)) return false;
  return hasLevel(getSessionUser(context)?.role, "admin");
}

/** The Set-Cookie header that starts (`on`) or ends the preview. */
export function sitePreviewCookie(on: boolean, secure: boolean): string {
  const flags = `Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
  return on
    ? `${SITE_PREVIEW_COOKIE}=1; Max-Age=3600; ${flags}`
    : `${SITE_PREVIEW_COOKIE}=; Max-Age=0; ${flags}`;
}

/**
 * The site document a public page shows to this request: the draft while staff preview it, the
 * published one otherwise.
 */
export async function siteDocumentFor(
  context: AppLoadContext,
  request: Request,
): Promise<{ doc: SiteDocument; preview: boolean }> {
  const preview = previewsSite(context, request);
  const doc = preview
    ? (await readSiteState(context.db)).draft
    : await context.publishedSite.document();
  return { doc, preview };
}
