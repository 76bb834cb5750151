/**
 * Value lists the database constrains a column to. They live in db/ (which imports nothing from
 * the app) so the schema and the features that offer the values share one definition; this file
 * has no dependencies, so browser code may import it too.
 */

/** The video categories of the specification, in the order the admin form offers them. */
export const VIDEO_CATEGORIES = [
  "EV Technology",
  "Manufacturing Process",
  "Product Launch",
  "Behind the Scenes",
  "Customer Stories",
  "General",
] as const;
export type VideoCategory = (typeof VIDEO_CATEGORIES)[number];
export const DEFAULT_VIDEO_CATEGORY: VideoCategory = "EV Technology";

/**
 * What the media library holds: images (processed into variants), PDF documents and videos (MP4
 * or WebM, served as uploaded).
 */
export const MEDIA_KINDS = ["image", "document", "video"] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/**
 * An image is `processing` until every variant is stored (its fallback is served meanwhile) and
 * `ready` after; a document or a video is `ready` once its file is stored.
 */
export const MEDIA_STATES = ["processing", "ready"] as const;
export type MediaState = (typeof MEDIA_STATES)[number];

/**
 * Where the reading of a PDF's text stands (media.text_state): waiting for the background worker,
 * text found, none (a scanned document), or the file could not be read.
 */
export const MEDIA_TEXT_STATES = ["pending", "found", "none", "failed"] as const;
export type MediaTextState = (typeof MEDIA_TEXT_STATES)[number];

/** The site's languages (app/lib/i18n.ts): a contact message records the one it was sent in. */
export const SITE_LANGUAGES = ["en", "am", "om"] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];

/**
 * The kinds of content: articles, videos, the site's own pages, job positions, tenders and the
 * documents library's documents (history, preview links and the trash name an item by kind and
 * id).
 */
export const CONTENT_TYPES = [
  "article",
  "video",
  "page",
  "position",
  "tender",
  "document",
] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** The sector an article or a video belongs to (the three sector pages, or the group as a whole). */
export const ARTICLE_SECTORS = ["manufacturing", "mining", "export", "group"] as const;
export type ArticleSector = (typeof ARTICLE_SECTORS)[number];
export const DEFAULT_ARTICLE_SECTOR: ArticleSector = "group";

/**
 * The languages an article or video may be translated into (English, the site's default, is the
 * row's own columns). The app's locales (app/lib/i18n.ts) are English and these.
 */
export const TRANSLATION_LOCALES = ["am", "om"] as const;
export type TranslationLocale = (typeof TRANSLATION_LOCALES)[number];

/** A position's employment type: schema.org's JobPosting values, in the order the form offers. */
export const EMPLOYMENT_TYPES = [
  "FULL_TIME",
  "PART_TIME",
  "CONTRACTOR",
  "TEMPORARY",
  "INTERN",
] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/**
 * The currencies a position's salary may be given in (ISO 4217), the birr first: what the form
 * offers and JobPosting's `baseSalary.currency` says.
 */
export const SALARY_CURRENCIES = ["ETB", "USD", "EUR"] as const;
export type SalaryCurrency = (typeof SALARY_CURRENCIES)[number];

/** What a salary is paid per: schema.org's `unitText` values, a month first. */
export const SALARY_UNITS = ["MONTH", "YEAR", "HOUR"] as const;
export type SalaryUnit = (typeof SALARY_UNITS)[number];

/** Where an application stands, in the order the people who hire move it along. */
export const APPLICATION_STATUSES = [
  "new",
  "reviewing",
  "shortlisted",
  "rejected",
  "hired",
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Where an item stands in review (ADR 027): waiting for an editor, or sent back to its writer. */
export const REVIEW_STATES = ["in_review", "changes_requested"] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/**
 * What a tender buys, in the order the forms and filters offer them (labels in
 * app/features/tenders: Goods, Works, Consultancy, Non-consultancy services).
 */
export const TENDER_CATEGORIES = ["goods", "works", "consultancy", "non-consultancy"] as const;
export type TenderCategory = (typeof TENDER_CATEGORIES)[number];

/**
 * How a tender is procured: open international (ICB) or national (NCB) bidding, a request for
 * quotation (RFQ) or proposals (RFP), an expression of interest (EOI).
 */
export const TENDER_METHODS = ["icb", "ncb", "rfq", "rfp", "eoi"] as const;
export type TenderMethod = (typeof TENDER_METHODS)[number];

/**
 * Where a visitor's question on a tender stands: waiting for staff, answered and published on the
 * tender's page (without the asker's name or e-mail), or discarded (spam, or not for publishing).
 */
export const TENDER_QUESTION_STATES = ["new", "published", "discarded"] as const;
export type TenderQuestionState = (typeof TENDER_QUESTION_STATES)[number];

/** The types of the documents library (/investors), in the order it groups them. */
export const DOCUMENT_TYPES = [
  "annual-report",
  "financial-statements",
  "sustainability-report",
  "policy",
  "presentation",
  "press-kit",
  "other",
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** What a visitor may be alerted of: new articles, new tenders, new positions ('Get alerts'). */
export const ALERT_TOPICS = ["news", "tenders", "jobs"] as const;
export type AlertTopic = (typeof ALERT_TOPICS)[number];

/** How often alerts are sent: each item as it is published, or a daily or weekly digest. */
export const ALERT_FREQUENCIES = ["instant", "daily", "weekly"] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/**
 * A subscription: `pending` until its confirmation link is followed (nothing is sent; forgotten
 * after 7 days), `active`, or `paused` by its subscriber (kept, nothing sent).
 */
export const ALERT_SUBSCRIBER_STATES = ["pending", "active", "paused"] as const;
export type AlertSubscriberState = (typeof ALERT_SUBSCRIBER_STATES)[number];

/**
 * An alert e-mail: `waiting` (to be sent, or retried after a temporary failure), `sent` (the SMTP
 * server took it), `failed` (given up after its attempts) or `suppressed` (the server refused the
 * address for good: a 5xx answer; the subscriber is suppressed).
 */
export const ALERT_MESSAGE_STATES = ["waiting", "sent", "failed", "suppressed"] as const;
export type AlertMessageState = (typeof ALERT_MESSAGE_STATES)[number];
