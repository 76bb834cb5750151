import type { HeadersArgs, MetaFunction } from "react-router";
import { SitePageView } from "~/features/site/added-page";
import { LegalPage, LegalText, legalContents } from "~/features/site/legal-page";
import { format, localeOfPath } from "~/lib/i18n";
import { Breadcrumbs } from "~/lib/json-ld";
import { pageMeta } from "~/lib/seo";
import { rootDataFromMatches, useRootData } from "~/lib/site";
import { messagesFor } from "~/locales";
import { useLocale, useMessages } from "~/locales/use-messages";
import type { LoadedSitePage as LoadedData, LegalWhich as Which } from "./site-page.server";

export function legalHeaders({ loaderHeaders }: HeadersArgs) {
  return loaderHeaders;
}

export function legalMeta(which: Which): MetaFunction {
  return ({ matches, location, data }) => {
    const { site, siteUrl } = rootDataFromMatches(matches);
    const locale = localeOfPath(location.pathname);
    const page = (data as LoadedData | null)?.page;
    const t = messagesFor(locale).legal[which];
    return pageMeta({
      title: page?.title ?? t.title,
      description: page?.description ?? format(t.metaDescription, { name: site.name }),
      path: `/${which}`,
      locale,
      siteName: site.name,
      siteImage: site.logos?.share,
      siteUrl,
      noindex: (data as LoadedData | null)?.preview,
    });
  };
}

export function LegalRoute({ which, loaded }: { which: Which; loaded: LoadedData | null }) {
  const messages = useMessages();
  const t = messages.legal[which];
  const locale = useLocale();
  const { siteUrl } = useRootData();
  const trail = loaded?.preview ? null : (
    <Breadcrumbs
      home={messages.common.home}
      crumbs={[{ name: loaded?.page.title ?? t.title, path: `/${which}` }]}
      locale={locale}
      siteUrl={siteUrl}
    />
  );
  if (loaded) {
    return (
      <>
        <SitePageView
          title={loaded.page.title}
          lang={loaded.page.lang}
          parts={loaded.parts}
          preview={loaded.preview}
          template={loaded.page.template}
        />
        {trail}
      </>
    );
  }
  return (
    <>
      <LegalPage title={t.title} contents={legalContents(t)}>
        <LegalText text={t} />
      </LegalPage>
      {trail}
    </>
  );
}
