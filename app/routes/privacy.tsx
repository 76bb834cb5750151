import { LegalPage } from "~/features/site/legal-page";
import { pageMeta } from "~/lib/seo";
import { rootDataFromMatches, useSite } from "~/lib/site";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = ({ matches }) => {
  const { site, siteUrl } = rootDataFromMatches(matches);
  return pageMeta({
    title: "Privacy Policy",
    description: `How ${site.name} handles the personal information you share with us.`,
    path: "/privacy",
    siteName: site.name,
    siteUrl,
  });
};

export default function Privacy() {
  const site = useSite();
  return (
    <LegalPage title="Privacy Policy">
      <p>
        {site.name} respects your privacy. This policy explains what personal information we collect
        through this website, why, and what rights you have.
      </p>
      <h2>What we collect</h2>
      <p>
        When you send us a message, we receive the name, e-mail address, subject and message you
        enter. Our servers also record technical data needed to run the site securely, such as
        request logs.
      </p>
      <h2>How we use it</h2>
      <p>
        We use your message only to answer you and to follow up on your enquiry. We do not sell your
        information or use it for advertising.
      </p>
      <h2>How long we keep it</h2>
      <p>We keep messages only as long as needed to handle your enquiry and meet legal duties.</p>
      <h2>Your rights</h2>
      <p>
        You may ask to see, correct or delete the information we hold about you by writing to{" "}
        <a className="font-semibold text-ev-700 underline" href={`mailto:${site.email}`}>
          {site.email}
        </a>
        .
      </p>
    </LegalPage>
  );
}
