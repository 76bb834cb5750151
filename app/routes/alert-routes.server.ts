import type { AppLoadContext } from "react-router";
import type { AlertContext } from "~/features/alerts/subscribe.server";
import { type Locale, localeOfPath, localizedPath } from "~/lib/i18n";

/** The alert pages are someone's own: never kept by a cache, never indexed. */
export const ALERT_PAGE_HEADERS = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex",
} as const;

/** What the alert commands use of a route's load context. */
export async function alertContext(context: AppLoadContext): Promise<AlertContext> {
  const identity = await context.publishedSite.identity();
  return {
    db: context.db,
    secret: context.secret,
    clientIp: context.clientIp,
    sendMail: context.sendMail,
    siteUrl: context.siteUrl,
    siteName: identity.name,
    logger: context.logger,
  };
}

/** The language of a request's page (`/am/alerts/…` → 'am'). */
export function requestLocale(request: Request): Locale {
  return localeOfPath(new URL(request.url).pathname);
}

/** The id prefix a posted form gave itself, when it is one of ours ('alerts' otherwise). */
export function postedFormId(value: FormDataEntryValue | null): string {
  return typeof value === "string" && /^[a-z][a-z-]{0,39}$/.test(value) ? value : "alerts";
}

/** The page a form was posted from, when it is a path of this site (the page's home otherwise). */
export function postedBackPath(value: FormDataEntryValue | null, locale: Locale): string {
  return typeof value === "string" && /^\/(?![/\\])[^\s]{0,500}$/.test(value)
    ? value
    : localizedPath("/", locale);
}
