import type { ReactNode } from "react";
import { type AlertTexts, alertTexts } from "~/features/alerts/texts";
import { PageFrame } from "~/features/site/page-frame";
import { localeOfPath } from "~/lib/i18n";
import { pageMeta } from "~/lib/seo";
import { rootDataFromMatches } from "~/lib/site";

/** The alert pages' frame (app/features/alerts/alert-pages.tsx): the site's page, one column. */
export function AlertFrame({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  return (
    <PageFrame title={title} lead={lead} width="max-w-3xl">
      <div className="mx-auto max-w-3xl px-5 py-12 sm:px-8 sm:py-16">{children}</div>
    </PageFrame>
  );
}

/**
 * An alert page's meta: its title (from the texts of the address's language) and the alerts'
 * lead, at /alerts, never indexed: every alert page is someone's own.
 */
export function alertPageMeta(title: (t: AlertTexts) => string) {
  return ({
    matches,
    location,
  }: {
    matches: readonly unknown[];
    location: { pathname: string };
  }) => {
    const { site, siteUrl } = rootDataFromMatches(matches);
    const locale = localeOfPath(location.pathname);
    const t = alertTexts(locale);
    return pageMeta({
      title: title(t),
      description: t.lead,
      path: "/alerts",
      locale,
      siteName: site.name,
      siteImage: site.logos?.share,
      siteUrl,
      noindex: true,
    });
  };
}
