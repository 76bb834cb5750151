import { data } from "react-router";
import { type ContactResult, signStartedAt } from "~/features/contact/contact.server";
import { ContactForm } from "~/features/contact/contact-form";
import { submitContactForm } from "~/features/contact/submit.server";
import { listPublishedArticles } from "~/features/news/public-queries.server";
import {
  AboutSection,
  ContactSection,
  Hero,
  ImpactSection,
  SectorsSection,
  ValuesSection,
  VisionSection,
} from "~/features/site/home-sections";
import { SiteFooter } from "~/features/site/site-footer";
import { SiteHeader } from "~/features/site/site-header";
import { listPublishedVideos } from "~/features/videos/public-queries.server";
import { readForm } from "~/lib/forms";
import { format, localeOfPath } from "~/lib/i18n";
import { JsonLd, organizationData } from "~/lib/json-ld";
import { pageMeta } from "~/lib/seo";
import { messagesFromMatches, rootDataFromMatches } from "~/lib/site";
import type { Route } from "./+types/home";
import { NewsSection, VideosSection } from "./latest-sections";

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const { site, siteUrl } = rootDataFromMatches(matches);
  const locale = localeOfPath(location.pathname);
  return pageMeta({
    path: "/",
    locale,
    siteName: site.name,
    siteImage: site.logos?.share,
    siteUrl,
    description: format(messagesFromMatches(matches, locale).home.metaDescription, {
      name: site.name,
    }),
  });
};

const HOME_NEWS_LIMIT = 3;
const HOME_VIDEOS_LIMIT = 4;

/**
 * The latest news and videos, in the server-rendered page. A list whose query fails is logged
 * and left out; the rest of the page still renders.
 */
export async function loader({ context }: Route.LoaderArgs) {
  let degraded = false;
  const [articles, videos] = await Promise.all([
    listPublishedArticles(context.db, HOME_NEWS_LIMIT).catch((error: unknown) => {
      context.logger.error({ err: error }, "Error loading articles");
      degraded = true;
      return [];
    }),
    listPublishedVideos(context.db, HOME_VIDEOS_LIMIT).catch((error: unknown) => {
      context.logger.error({ err: error }, "Error loading videos");
      degraded = true;
      return [];
    }),
  ]);
  return data(
    { articles, videos, contactStartedAt: signStartedAt(context.contact.secret) },
    // A page missing a section because of a failure must not be kept by the page cache.
    { headers: degraded ? { "Cache-Control": "no-store" } : {} },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/** The status each answer of the contact form is sent with. */
const CONTACT_STATUS: Record<ContactResult["status"], number> = {
  sent: 200,
  invalid: 400,
  again: 400,
  limited: 429,
};

/** The contact form posts here. */
export async function action({ request, context }: Route.ActionArgs) {
  const result = await submitContactForm(request, context, await readForm(request));
  return data(result, { status: CONTACT_STATUS[result.status] });
}

export default function Home({ loaderData, matches }: Route.ComponentProps) {
  const { site, siteUrl } = rootDataFromMatches(matches);
  return (
    <>
      <SiteHeader home />
      <main id="main">
        <Hero />
        <AboutSection />
        <VisionSection />
        <ValuesSection />
        <SectorsSection />
        <ImpactSection />
        <NewsSection articles={loaderData.articles} />
        <VideosSection videos={loaderData.videos} />
        <ContactSection>
          <ContactForm startedAt={loaderData.contactStartedAt} />
        </ContactSection>
      </main>
      <SiteFooter />
      <JsonLd data={{ "@context": "https://schema.org", ...organizationData(site, siteUrl) }} />
    </>
  );
}
