import { data } from "react-router";
import { DocumentPage } from "~/features/documents/document-page";
import { documentView } from "~/features/documents/document-page.server";
import { getDocumentBySlug } from "~/features/documents/public-queries.server";
import { DOCUMENT_ADDRESS } from "~/features/documents/schema";
import { PageFrame } from "~/features/site/page-frame";
import { localeOfPath } from "~/lib/i18n";
import { Breadcrumbs } from "~/lib/json-ld";
import { pageMeta } from "~/lib/seo";
import { rootDataFromMatches } from "~/lib/site";
import { useMessages } from "~/locales/use-messages";
import { requireEditor } from "~/routes/guards.server";
import type { Route } from "./+types/document";

const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

/**
 * /documents/:slug (and /am/…, /om/…): a document's page with one download per language; staff
 * may preview a draft with ?preview=1.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const preview = url.searchParams.get("preview") === "1";
  if (preview) requireEditor({ request, context });
  const slug = params.slug ?? "";
  const row = DOCUMENT_ADDRESS.test(slug)
    ? await getDocumentBySlug(context.db, slug, preview)
    : undefined;
  if (!row) throw data(null, { status: 404 });
  const locale = localeOfPath(url.pathname);
  return data(
    { locale, preview, document: await documentView(context.db, row, locale) },
    { headers: preview ? PRIVATE : {} },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [];
  const { site, siteUrl } = rootDataFromMatches(matches);
  const { document, locale, preview } = loaderData;
  return pageMeta({
    title: document.title,
    description: document.summary || `${document.title} · ${document.fiscalYear}`,
    path: `/documents/${document.slug}`,
    locale,
    siteName: site.name,
    siteImage: site.logos?.share,
    siteUrl,
    noindex: preview,
  });
};

export default function DocumentRoute({ loaderData, matches }: Route.ComponentProps) {
  const { document, preview, locale } = loaderData;
  const { siteUrl } = rootDataFromMatches(matches);
  const messages = useMessages();
  const t = messages.investors;
  return (
    <PageFrame
      eyebrow={preview ? t.draftPreview : t.types[document.type]}
      title={document.title}
      titleLang={document.lang === locale ? undefined : document.lang}
      article
    >
      <Breadcrumbs
        home={messages.common.home}
        crumbs={[
          { name: t.title, path: "/investors" },
          { name: document.title, path: `/documents/${document.slug}` },
        ]}
        locale={locale}
        siteUrl={siteUrl}
      />
      <DocumentPage document={document} />
    </PageFrame>
  );
}
