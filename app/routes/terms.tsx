import { LegalPage } from "~/features/site/legal-page";
import { pageMeta } from "~/lib/seo";
import { rootDataFromMatches, useSite } from "~/lib/site";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = ({ matches }) => {
  const { site, siteUrl } = rootDataFromMatches(matches);
  return pageMeta({
    title: "Terms of Service",
    description: `The terms that apply when you use the website of ${site.name}.`,
    path: "/terms",
    siteName: site.name,
    siteUrl,
  });
};

export default function Terms() {
  const site = useSite();
  return (
    <LegalPage title="Terms of Service">
      <p>
        These terms apply to your use of the website of {site.name}. By using the site you accept
        them.
      </p>
      <h2>Information on this site</h2>
      <p>
        The content of this site is provided for general information about our company and its
        activities. Figures and plans may change, and nothing on the site is an offer of investment.
      </p>
      <h2>Intellectual property</h2>
      <p>
        Texts, illustrations and trademarks on this site belong to {site.name} unless stated
        otherwise and may not be reused without permission.
      </p>
      <h2>Liability</h2>
      <p>
        We take care that the site is accurate and available, but we cannot guarantee that it is
        always complete, current or free of interruption.
      </p>
      <h2>Contact</h2>
      <p>
        Questions about these terms:{" "}
        <a className="font-semibold text-ev-700 underline" href={`mailto:${site.email}`}>
          {site.email}
        </a>
        .
      </p>
    </LegalPage>
  );
}
