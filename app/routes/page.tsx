import { data } from "react-router";
import { SitePageView } from "~/features/site/added-page";
import { Breadcrumbs } from "~/lib/json-ld";
import { pageMeta } from "~/lib/seo";
import { rootDataFromMatches } from "~/lib/site";
import { useMessages } from "~/locales/use-messages";
import type { Route } from "./+types/page";
import { loadSitePage } from "./site-page.server";

/** A page staff added (/admin/pages), at its address; any other address answers 404. */
export async function loader(args: Route.LoaderArgs) {
  const page = await loadSitePage(args, args.params.page);
  if (!page) throw data(null, { status: 404 });
  return page;
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [];
  const { site, siteUrl } = rootDataFromMatches(matches);
  const { page, locale, preview } = loaderData;
  return pageMeta({
    title: page.title,
    description: page.description,
    path: `/${page.slug}`,
    locale,
    siteName: site.name,
    siteImage: site.logos?.share,
    siteUrl,
    noindex: preview,
  });
};

export default function Page({ loaderData, matches }: Route.ComponentProps) {
  const { page, parts, preview, locale } = loaderData;
  const t = useMessages();
  return (
    <>
      <SitePageView
        title={page.title}
        lang={page.lang}
        parts={parts}
        preview={preview}
        template={page.template}
      />
      {preview ? null : (
        <Breadcrumbs
          home={t.common.home}
          crumbs={[{ name: page.title, path: `/${page.slug}` }]}
          locale={locale}
          siteUrl={rootDataFromMatches(matches).siteUrl}
        />
      )}
    </>
  );
}
