import type { ContactActionData } from "~/features/contact/contact-form";
import { HomeHeader } from "~/features/site/home-header";
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
import { rootDataFromMatches } from "~/features/site/use-site";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) => {
  const { site, siteUrl } = rootDataFromMatches(matches);
  return pageMeta({
    path: "/",
    siteName: site.name,
    siteUrl,
    description: `${site.name} invests in electric-vehicle manufacturing, copper mining and premium Ethiopian coffee export: 1 billion ETB, 3,140+ permanent jobs, vision 2035.`,
  });
};

/** The contact form posts here; delivering messages is not switched on yet. */
export async function action(): Promise<ContactActionData> {
  return { contact: { status: "unavailable" } };
}

export default function Home() {
  return (
    <>
      <HomeHeader />
      <main id="main">
        <Hero />
        <AboutSection />
        <VisionSection />
        <ValuesSection />
        <SectorsSection />
        <ImpactSection />
        <ContactSection />
      </main>
      <SiteFooter />
    </>
  );
}
