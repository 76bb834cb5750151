import { data } from "react-router";
import { type ApplicationResult, submitApplication } from "~/features/careers/apply.server";
import { ApplyForm } from "~/features/careers/apply-form";
import { jobPostingData } from "~/features/careers/job-posting.server";
import { positionView } from "~/features/careers/position-page.server";
import { PositionPage } from "~/features/careers/position-view";
import { getPositionBySlug } from "~/features/careers/public-queries.server";
import { POSITION_ADDRESS } from "~/features/careers/schema";
import { inLocale } from "~/features/content/translate";
import { PageFrame } from "~/features/site/page-frame";
import { signStartedAt } from "~/lib/form-trap.server";
import { publicCacheUntil } from "~/lib/http-cache";
import { localeOfPath, localizedPath } from "~/lib/i18n";
import { Breadcrumbs, JsonLd } from "~/lib/json-ld";
import { pageMeta } from "~/lib/seo";
import { rootDataFromMatches } from "~/lib/site";
import { useMessages } from "~/locales/use-messages";
import { requireEditor } from "~/routes/guards.server";
import type { Route } from "./+types/career";

/** The Cache-Control of a page that changes at `next`, or none (the default). */
function cacheUntil(next: Date | undefined): Record<string, string> {
  const value = publicCacheUntil(next);
  return value ? { "Cache-Control": value } : {};
}

const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

/**
 * The position at /careers/:slug, or 404; staff may preview a draft with ?preview=1 (the page
 * only: an application goes to a public position, whatever the address says).
 */
async function findPosition(
  { request, params, context }: Route.LoaderArgs | Route.ActionArgs,
  previewAllowed = true,
) {
  const url = new URL(request.url);
  const preview = previewAllowed && url.searchParams.get("preview") === "1";
  if (preview) requireEditor({ request, context });
  const slug = params.slug ?? "";
  const row = POSITION_ADDRESS.test(slug)
    ? await getPositionBySlug(context.db, slug, preview)
    : undefined;
  if (!row) throw data(null, { status: 404 });
  return { row, preview };
}

/**
 * /careers/:slug (and /am/…, /om/…): a position's page with its 'Apply' form; once closed,
 * 'This position is closed.' with status 410 and no form.
 */
export async function loader(args: Route.LoaderArgs) {
  const { row, preview } = await findPosition(args);
  const { context, request } = args;
  const locale = localeOfPath(new URL(request.url).pathname);
  const site = await context.publishedSite.identity();
  const closed = row.closed && !preview;
  return data(
    {
      locale,
      preview,
      closed,
      position: await positionView(context.db, row, locale, {
        timeZone: context.site.timeZone,
        siteUrl: context.siteUrl,
      }),
      // For search engines: an open, published position (not a staff preview), as this
      // language's page shows it.
      posting:
        closed || preview
          ? null
          : jobPostingData(
              { ...row, publishedAt: row.publishedAt ?? row.createdAt },
              locale,
              site,
              context.siteUrl,
            ),
      startedAt: signStartedAt(context.contact.secret),
      companyName: site.name,
      applicationDays: context.careers.applicationDays,
    },
    {
      status: closed ? 410 : 200,
      // Shared caches never serve the open page past its closing time.
      headers: preview ? PRIVATE : cacheUntil(closed ? undefined : row.closesAt),
    },
  );
}

/** The status each answer of the 'Apply' form is sent with. */
const APPLICATION_STATUS: Record<ApplicationResult["status"], number> = {
  sent: 200,
  invalid: 400,
  again: 400,
  limited: 429,
  closed: 410,
};

/** The 'Apply' form's post: see submitApplication. */
export async function action(args: Route.ActionArgs) {
  const { row } = await findPosition(args, false);
  const { request, context } = args;
  const locale = localeOfPath(new URL(request.url).pathname);
  const result = await submitApplication(request, context, {
    id: row.id,
    title: inLocale(row, locale).title,
    englishTitle: row.title,
    slug: row.slug,
    closed: row.closed,
  });
  return data(result, { status: APPLICATION_STATUS[result.status] });
}

/** An application's answer is the applicant's own: none of the page's caching applies to it. */
export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders ? new Headers({ "Cache-Control": "private, no-store" }) : loaderHeaders;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [];
  const { site, siteUrl } = rootDataFromMatches(matches);
  const { position, locale, preview, closed } = loaderData;
  return pageMeta({
    title: position.title,
    description: `${position.title} · ${position.location}`,
    path: `/careers/${position.slug}`,
    locale,
    siteName: site.name,
    siteImage: site.logos?.share,
    siteUrl,
    noindex: preview || closed,
  });
};

export default function Career({ loaderData, matches }: Route.ComponentProps) {
  const { position, closed, preview, posting, locale } = loaderData;
  const { siteUrl } = rootDataFromMatches(matches);
  const t = useMessages();
  return (
    <PageFrame
      eyebrow={preview ? t.news.draftPreview : t.careers.eyebrow}
      title={position.title}
      titleLang={position.lang === locale ? undefined : position.lang}
      accent={position.sector}
      width="max-w-4xl"
      article
    >
      {/* For search engines: an open position's page (a closed one or a preview is noindex). */}
      {posting ? (
        <>
          <JsonLd data={posting} />
          <Breadcrumbs
            home={t.common.home}
            crumbs={[
              { name: t.careers.title, path: "/careers" },
              { name: position.title, path: `/careers/${position.slug}` },
            ]}
            locale={locale}
            siteUrl={siteUrl}
          />
        </>
      ) : null}
      <PositionPage
        position={position}
        closed={closed}
        apply={
          <ApplyForm
            action={`${localizedPath(`/careers/${position.slug}`, locale)}${preview ? "?preview=1" : ""}`}
            startedAt={loaderData.startedAt}
            companyName={loaderData.companyName}
            applicationDays={loaderData.applicationDays}
          />
        }
      />
    </PageFrame>
  );
}
