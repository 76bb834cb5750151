import type { SiteIdentity } from "~/config/site";
import { organizationData } from "~/lib/json-ld";
import { markdownText } from "~/lib/markdown-text";

/**
 * A position as schema.org's JobPosting, the data Google's job listings read: title,
 * description, when it was posted and until when it is valid, the employment type, who hires
 * and where the work is (the location as written, in Ethiopia).
 */
export function jobPostingData(
  position: {
    title: string;
    slug: string;
    description: string;
    requirements: string;
    location: string;
    employmentType: string;
    publishedAt: Date;
    closesAt: Date;
  },
  site: SiteIdentity,
  siteUrl: string,
) {
  const organization = organizationData(site, siteUrl);
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: position.title,
    description: `${markdownText(position.description)}\n\n${markdownText(position.requirements)}`,
    datePosted: position.publishedAt.toISOString(),
    validThrough: position.closesAt.toISOString(),
    employmentType: position.employmentType,
    url: `${siteUrl}/careers/${position.slug}`,
    hiringOrganization: {
      "@type": "Organization",
      name: organization.name,
      sameAs: organization.url,
      logo: organization.logo,
    },
    jobLocation: {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        addressLocality: position.location,
        addressCountry: "ET",
      },
    },
  };
}
