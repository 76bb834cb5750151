import { useLocation } from "react-router";
import { unlocalizedPath } from "~/lib/i18n";
import { useRootData } from "~/lib/site";
import { useLocale } from "~/locales/use-messages";
import { type AlertPreselection, GetAlertsForm } from "./get-alerts-form";

/**
 * The 'Get alerts' form where a page places it (/news, /tenders, /careers, a sector page, the
 * footer): in the page's language, signed when the page was drawn (the root loader), returning
 * to this page. `idPrefix` differs between two such forms on one page.
 */
export function PageAlerts({
  idPrefix,
  preselect,
  headingLevel,
  landmark,
}: {
  idPrefix: string;
  preselect?: AlertPreselection;
  headingLevel?: 2 | 3;
  landmark?: boolean;
}) {
  const { alertsStartedAt = "" } = useRootData();
  const locale = useLocale();
  const { pathname } = useLocation();
  return (
    <GetAlertsForm
      idPrefix={idPrefix}
      locale={locale}
      startedAt={alertsStartedAt}
      back={pathname}
      preselect={preselect}
      headingLevel={headingLevel}
      landmark={landmark}
    />
  );
}

/**
 * The footer's 'Get alerts' (every public page's), except on the alert pages, which hold their
 * own form and answer one posted from here.
 */
export function FooterAlerts() {
  const { pathname } = useLocation();
  if (/^\/alerts(\/|$)/.test(unlocalizedPath(pathname))) return null;
  return (
    <div className="mx-auto max-w-7xl px-5 pt-16 sm:px-8">
      <PageAlerts idPrefix="footer-alerts" landmark={false} />
    </div>
  );
}
