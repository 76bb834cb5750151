import { LegalPage, LegalText } from "~/features/site/legal-page";
import { format, localeOfPath } from "~/lib/i18n";
import { pageMeta } from "~/lib/seo";
import { rootDataFromMatches } from "~/lib/site";
import { messagesFor } from "~/locales";
import { useMessages } from "~/locales/use-messages";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const { site, siteUrl } = rootDataFromMatches(matches);
  const locale = localeOfPath(location.pathname);
  const t = messagesFor(locale).legal.privacy;
  return pageMeta({
    title: t.title,
    description: format(t.metaDescription, { name: site.name }),
    path: "/privacy",
    locale,
    siteName: site.name,
    siteUrl,
  });
};

/** Privacy Policy (template text until the company supplies its own). */
export default function Privacy() {
  const t = useMessages().legal.privacy;
  return (
    <LegalPage title={t.title}>
      <LegalText text={t} />
    </LegalPage>
  );
}
