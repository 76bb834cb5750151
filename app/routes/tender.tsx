import { data } from "react-router";
import { PageFrame } from "~/features/site/page-frame";
import { tenderPageAction } from "~/features/tenders/desk/page-action.server";
import { TenderForms } from "~/features/tenders/desk/tender-forms";
import { tenderFeedLinks } from "~/features/tenders/feed-links";
import { getTenderBySlug } from "~/features/tenders/public-queries.server";
import { TENDER_ADDRESS } from "~/features/tenders/schema";
import { tenderView } from "~/features/tenders/tender-page.server";
import { TenderPage } from "~/features/tenders/tender-view";
import { signStartedAt } from "~/lib/form-trap.server";
import { publicCacheUntil } from "~/lib/http-cache";
import { localeOfPath } from "~/lib/i18n";
import { Breadcrumbs } from "~/lib/json-ld";
import { pageMeta } from "~/lib/seo";
import { rootDataFromMatches } from "~/lib/site";
import { messagesFor } from "~/locales";
import { useMessages } from "~/locales/use-messages";
import { requireEditor } from "~/routes/guards.server";
import type { Route } from "./+types/tender";

const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

/**
 * /tenders/:slug (and /am/…, /om/…): a tender's page, open or closed (an award is public
 * record, so a closed tender stays); staff may preview a draft with ?preview=1. Shared caches
 * keep it no longer than its next change by the clock (questions stop, bids close).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const preview = url.searchParams.get("preview") === "1";
  if (preview) requireEditor({ request, context });
  const slug = params.slug ?? "";
  const row = TENDER_ADDRESS.test(slug)
    ? await getTenderBySlug(context.db, slug, preview)
    : undefined;
  if (!row) throw data(null, { status: 404 });
  const locale = localeOfPath(url.pathname);
  const now = new Date();
  const tender = await tenderView(context.db, row, locale, {
    timeZone: context.site.timeZone,
    siteUrl: context.siteUrl,
    now,
  });
  const changes = [row.questionsUntil, row.extendedTo ?? row.closesAt].filter(
    (at): at is Date => at !== null && at > now,
  );
  const next = changes.length ? new Date(Math.min(...changes.map(Number))) : undefined;
  const cache = publicCacheUntil(next);
  return data(
    // The signed time the page was drawn: the desk's forms' spam trap.
    { locale, preview, tender, startedAt: signStartedAt(context.contact.secret) },
    { headers: preview ? PRIVATE : cache ? { "Cache-Control": cache } : {} },
  );
}

/** The page's public forms (the tender's desk): a question, a registration for updates. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  return tenderPageAction(request, context, params.slug ?? "", locale);
}

/** A form's answer is the sender's own: none of the page's caching applies to it. */
export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders ? new Headers({ "Cache-Control": "private, no-store" }) : loaderHeaders;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [];
  const { site, siteUrl } = rootDataFromMatches(matches);
  const { tender, locale, preview } = loaderData;
  const messages = messagesFor(locale);
  return [
    ...pageMeta({
      title: tender.title,
      description: `${tender.title} · ${messages.tenders.reference} ${tender.reference} · ${messages.tenders.statuses[tender.status]}`,
      path: `/tenders/${tender.slug}`,
      locale,
      siteName: site.name,
      siteImage: site.logos?.share,
      siteUrl,
      noindex: preview,
    }),
    ...tenderFeedLinks(locale, messages, site.name),
  ];
};

export default function Tender({ loaderData, actionData, matches }: Route.ComponentProps) {
  const { tender, preview, locale, startedAt } = loaderData;
  const { siteUrl } = rootDataFromMatches(matches);
  const t = useMessages();
  const result = actionData instanceof Response ? undefined : (actionData ?? undefined);
  // One slot per form: 'Register for updates' beside the documents, 'Ask a question' after the
  // answers (each instance offers only its own form).
  const open = {
    questionsOpen: tender.questionsOpen && !preview,
    registrationOpen: tender.registrationOpen && !preview,
  };
  const slot = (form: "question" | "registration") => (
    <TenderForms
      tender={{
        id: tender.id,
        slug: tender.slug,
        questionsOpen: form === "question" && open.questionsOpen,
        registrationOpen: form === "registration" && open.registrationOpen,
      }}
      locale={locale}
      result={result?.form === form ? result : undefined}
      only={form}
      startedAt={startedAt}
    />
  );
  return (
    <PageFrame
      eyebrow={preview ? t.news.draftPreview : t.tenders.title}
      title={tender.title}
      titleLang={tender.lang === locale ? undefined : tender.lang}
      accent={tender.sector}
      width="max-w-4xl"
      article
    >
      {preview ? null : (
        <Breadcrumbs
          home={t.common.home}
          crumbs={[
            { name: t.tenders.title, path: "/tenders" },
            { name: tender.title, path: `/tenders/${tender.slug}` },
          ]}
          locale={locale}
          siteUrl={siteUrl}
        />
      )}
      <TenderPage
        tender={tender}
        // A form sent just as it closed still answers (that it is closed).
        register={
          open.registrationOpen || result?.form === "registration" ? slot("registration") : null
        }
        ask={open.questionsOpen || result?.form === "question" ? slot("question") : null}
      />
    </PageFrame>
  );
}
