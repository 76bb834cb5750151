import sanitizeHtml from "sanitize-html";
import type { SiteIdentity } from "~/config/site";
import { inLocale } from "~/features/content/translate";
import { escapeHtml } from "~/lib/html";
import { type Locale, localizedPath } from "~/lib/i18n";
import { organizationData, siteLogoUrl } from "~/lib/json-ld";
import { renderRichText } from "~/lib/markdown.server";
import { ALLOWED_TAGS } from "~/lib/markdown-tags";
import { messagesFor } from "~/locales";
import type { Position } from "../../../db/schema";
import { baseSalaryData, salaryOf } from "./salary";

/**
 * What a job listing shows of a description's HTML: the text's own elements (markdown-tags)
 * but images (a figure's caption keeps its words), code, rules, struck text and the smallest
 * headings. A video of the text goes too.
 */
const LEFT_OUT_OF_POSTINGS = new Set(["img", "pre", "code", "hr", "del", "h5", "h6"]);
const POSTING_TAGS = ALLOWED_TAGS.filter((tag) => !LEFT_OUT_OF_POSTINGS.has(tag));

/** A stored text (Markdown) as the posting's HTML; its videos, which it cannot play, left out. */
function postingHtml(markdown: string): string {
  const html = renderRichText(markdown)
    .map((part) => ("html" in part ? part.html : ""))
    .join("");
  return sanitizeHtml(html, {
    allowedTags: POSTING_TAGS,
    allowedAttributes: { a: ["href"] },
    allowedSchemes: ["http", "https", "mailto"],
  }).trim();
}

/**
 * The position's full description as its page shows it, as one HTML text: what the role is,
 * the requirements, and how to apply, under the page's own headings in `locale`.
 */
export function postingDescription(
  shown: { description: string; requirements: string; howToApply?: string | null },
  locale: Locale,
): string {
  const t = messagesFor(locale).careers;
  const description = postingHtml(shown.description);
  const howToApply = (shown.howToApply ?? "").trim();
  return [
    // A description that opens with its own heading needs no other (as on the page).
    /^<h[234]>/.test(description) ? "" : `<h2>${escapeHtml(t.about)}</h2>`,
    description,
    `<h2>${escapeHtml(t.requirements)}</h2>`,
    postingHtml(shown.requirements),
    howToApply
      ? `<h2>${escapeHtml(t.howToApply)}</h2><p>${escapeHtml(howToApply).replace(/\r?\n/g, "<br>")}</p>`
      : "",
  ].join("");
}

/**
 * A position as schema.org's JobPosting, the data Google's job listings read, as the page in
 * `locale` shows it: its title, full description (HTML) and place in that language (the English
 * where it has no translation), the page's own address, when it was posted and until when it is
 * valid, the employment type, the salary when staff gave one, who hires (with the square logo)
 * and that the page itself takes applications (`directApply`).
 */
export function jobPostingData(
  position: Pick<
    Position,
    | "id"
    | "title"
    | "slug"
    | "description"
    | "requirements"
    | "howToApply"
    | "location"
    | "employmentType"
    | "closesAt"
    | "salaryMin"
    | "salaryMax"
    | "salaryCurrency"
    | "salaryUnit"
    | "translations"
  > & { publishedAt: Date },
  locale: Locale,
  site: SiteIdentity,
  siteUrl: string,
) {
  const shown = inLocale(position, locale);
  const organization = organizationData(site, siteUrl);
  const salary = salaryOf(position);
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: shown.title,
    description: postingDescription(shown, locale),
    identifier: { "@type": "PropertyValue", name: site.name, value: position.id },
    datePosted: position.publishedAt.toISOString(),
    validThrough: position.closesAt.toISOString(),
    employmentType: position.employmentType,
    url: `${siteUrl}${localizedPath(`/careers/${position.slug}`, locale)}`,
    directApply: true,
    hiringOrganization: {
      "@type": "Organization",
      name: organization.name,
      sameAs: organization.url,
      logo: siteLogoUrl(site, siteUrl),
    },
    jobLocation: {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        addressLocality: shown.location,
        addressCountry: "ET",
      },
    },
    ...(salary ? { baseSalary: baseSalaryData(salary) } : {}),
  };
}
