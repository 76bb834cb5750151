import { LegalPage, LegalText } from "~/features/site/legal-page";
import { format, localeOfPath } from "~/lib/i18n";
import { pageMeta } from "~/lib/seo";
import { rootDataFromMatches } from "~/lib/site";
import { messagesFor } from "~/locales";
import { useMessages } from "~/locales/use-messages";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const { site, siteUrl } = rootDataFromMatches(matches);
  const locale = localeOfPath(location.pathname);
  const t = messagesFor(locale).legal.terms;
  return pageMeta({
    title: t.title,
    description: format(t.metaDescription, { name: site.name }),
    path: "/terms",
    locale,
    siteName: site.name,
    siteUrl,
  });
};

/** Terms of Service (template text until the company supplies its own). */
export default function Terms() {
  const t = useMessages().legal.terms;
  return (
    <LegalPage title={t.title}>
      <LegalText text={t} />
    </LegalPage>
  );
}
