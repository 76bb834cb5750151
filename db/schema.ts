import { type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

import {
  ALERT_FREQUENCIES,
  ALERT_MESSAGE_STATES,
  ALERT_SUBSCRIBER_STATES,
  type AlertFrequency,
  type AlertTopic,
  APPLICATION_STATUSES,
  ARTICLE_SECTORS,
  CONTENT_TYPES,
  DEFAULT_ARTICLE_SECTOR,
  DEFAULT_VIDEO_CATEGORY,
  DOCUMENT_TYPES,
  EMPLOYMENT_TYPES,
  MEDIA_KINDS,
  MEDIA_STATES,
  MEDIA_TEXT_STATES,
  REVIEW_STATES,
  SALARY_CURRENCIES,
  SALARY_UNITS,
  SITE_LANGUAGES,
  TENDER_CATEGORIES,
  TENDER_METHODS,
  TENDER_QUESTION_STATES,
  TRANSLATION_LOCALES,
  type TranslationLocale,
  VIDEO_CATEGORIES,
} from "./enums";

export type {
  ApplicationStatus,
  ArticleSector,
  ContentType,
  EmploymentType,
  MediaKind,
  MediaState,
  ReviewState,
  TranslationLocale,
  VideoCategory,
} from "./enums";
export {
  ARTICLE_SECTORS,
  CONTENT_TYPES,
  DEFAULT_ARTICLE_SECTOR,
  DEFAULT_VIDEO_CATEGORY,
  MEDIA_KINDS,
  MEDIA_STATES,
  TRANSLATION_LOCALES,
  VIDEO_CATEGORIES,
};

/**
 * Account roles: the first account is the owner; later sign-ups wait for approval. Owners and
 * admins run the site; editors edit, publish and review all content; authors write articles and
 * videos and submit them for review (app/features/auth/roles.ts).
 */
export const ROLES = ["owner", "admin", "editor", "author", "pending"] as const;
export type Role = (typeof ROLES)[number];

// The four tables better-auth keeps (field names are its own; columns are snake_case).
export const user = pgTable(
  "user",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique("user_email_unique"),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    role: text("role", { enum: ROLES }).notNull().default("pending"),
    /** Sign-in asks for an authenticator code after the password (better-auth's two-factor). */
    twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  () => [check("user_role_check", sql.raw(`"role" in (${ROLES.map((r) => `'${r}'`).join(", ")})`))],
);

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique("session_token_unique"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("session_user_id_idx").on(table.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("account_user_id_idx").on(table.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // Every pending step (a reset link, a code step, a company sign-in) is looked up by it.
  (table) => [index("verification_identifier_idx").on(table.identifier)],
);

/**
 * The browsers each account has signed in from, known by a long-lived random cookie whose hash is
 * kept here: a sign-in from any other browser is a new device, and the account is told by e-mail.
 */
export const knownDevices = pgTable(
  "known_devices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    deviceHash: text("device_hash").notNull(),
    firstSeen: timestamp("first_seen", { withTimezone: true }).notNull().defaultNow(),
    lastSeen: timestamp("last_seen", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("known_devices_user_device_idx").on(table.userId, table.deviceHash)],
);

/**
 * An account's authenticator (TOTP) secret and recovery codes, both encrypted with the server's
 * secret; `verified` once a first code confirmed the set-up. Five wrong codes in a row at
 * sign-in lock it for 15 minutes (`lockedUntil`).
 */
export const twoFactor = pgTable(
  "two_factor",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    verified: boolean("verified").notNull().default(true),
    failedVerificationCount: integer("failed_verification_count").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  (table) => [uniqueIndex("two_factor_user_idx").on(table.userId)],
);

/** Settings the owners change in the dashboard (e.g. two-factor required for all staff). */
export const siteSettings = pgTable("site_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An owner's invitation: a single-use link (only its SHA-256 is kept) that lets `email` set a
 * password and join with `role`, without the approval step, until `expiresAt` (7 days).
 */
export const invitations = pgTable(
  "invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    role: text("role", { enum: ROLES }).notNull(),
    tokenHash: text("token_hash").notNull().unique("invitations_token_hash_unique"),
    invitedBy: text("invited_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex("invitations_email_idx").on(table.email),
    check(
      "invitations_role_check",
      sql.raw(`"role" in (${ROLES.map((r) => `'${r}'`).join(", ")})`),
    ),
  ],
);

/** Fixed-window counters shared by every instance (sign-in, sign-up and contact limits). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

/**
 * The media library: uploaded images and PDF documents. Files live in the media storage (a folder
 * or an S3 bucket), named by `hash`, the content hash of the uploaded bytes: the kept original
 * (`<hash>-src.<ext>`, never served), and for images the fallback (`<hash>-<width>.<jpg|png>`),
 * the AVIF and WebP variants and the 1200×630 crop for link previews.
 */
export const media = pgTable(
  "media",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: MEDIA_KINDS }).notNull(),
    state: text("state", { enum: MEDIA_STATES }).notNull().default("processing"),
    hash: text("hash").notNull().unique("media_hash_unique"),
    /** As the uploader's computer named it (shown in the library; served files use `hash`). */
    originalName: text("original_name").notNull(),
    /** Of the file as served: image/jpeg or image/png for an image's fallback, application/pdf. */
    contentType: text("content_type").notNull(),
    /** Size of the uploaded file. */
    bytes: integer("bytes").notNull(),
    /** Pixel dimensions after orientation (images only). */
    width: integer("width"),
    height: integer("height"),
    alt: text("alt").notNull().default(""),
    /** A PDF's number of pages, once the background worker has read it. */
    pages: integer("pages"),
    /**
     * A PDF's text, read page by page into media_pages by the background worker: `pending` until
     * then, `found`, `none` (no text: a scanned document, said to staff) or `failed` (unreadable).
     * Null for images and videos.
     */
    textState: text("text_state", { enum: MEDIA_TEXT_STATES }),
    /** A PDF's cover: its first page rendered as an image of the library on upload. */
    coverId: uuid("cover_id").references((): AnyPgColumn => media.id, { onDelete: "set null" }),
    ...timestamps,
    uploadedBy: text("uploaded_by").references(() => user.id, { onDelete: "set null" }),
  },
  (table) => [
    check(
      "media_kind_check",
      sql.raw(`"kind" in (${MEDIA_KINDS.map((k) => `'${k}'`).join(", ")})`),
    ),
    check(
      "media_state_check",
      sql.raw(`"state" in (${MEDIA_STATES.map((k) => `'${k}'`).join(", ")})`),
    ),
    check(
      "media_text_state_check",
      sql.raw(`"text_state" in (${MEDIA_TEXT_STATES.map((k) => `'${k}'`).join(", ")})`),
    ),
    index("media_created_at_idx").on(table.createdAt.desc().nullsFirst()),
    // PDFs whose text is still to be read, resumed at start-up.
    index("media_text_pending_idx").on(table.createdAt).where(sql`${table.textState} = 'pending'`),
    // Unfinished images, resumed at start-up.
    index("media_processing_idx").on(table.createdAt).where(sql`${table.state} = 'processing'`),
  ],
);

export type Media = typeof media.$inferSelect;

/**
 * A PDF's text, one row per page (site search finds a document by a word inside it and shows the
 * page it is on). `search_vector` is a generated column of the migration.
 */
export const mediaPages = pgTable(
  "media_pages",
  {
    mediaId: uuid("media_id")
      .notNull()
      .references(() => media.id, { onDelete: "cascade" }),
    /** From 1. */
    page: integer("page").notNull(),
    text: text("text").notNull(),
  },
  (table) => [primaryKey({ columns: [table.mediaId, table.page] })],
);

/**
 * Downloads of a library file per day (no personal data): counted in memory and added here in
 * batches, never one write per download.
 */
export const mediaDownloads = pgTable(
  "media_downloads",
  {
    mediaId: uuid("media_id")
      .notNull()
      .references(() => media.id, { onDelete: "cascade" }),
    day: text("day").notNull(),
    count: integer("count").notNull(),
  },
  (table) => [primaryKey({ columns: [table.mediaId, table.day] })],
);

/**
 * What every content table keeps besides its own fields: the number of its current version (a
 * save names the version it was opened at; another number is an edit conflict), who saved it
 * last, and, for an item in the trash, when and by whom it was deleted.
 */
const versioned = () => ({
  version: integer("version").notNull().default(1),
  updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
  deletedAt: timestamp("deleted_at", { withTimezone: true }),
  deletedBy: text("deleted_by").references(() => user.id, { onDelete: "set null" }),
});
export type NewMedia = typeof media.$inferInsert;

/**
 * An item's texts in other languages than English, by language: `{ am: { title, summary,
 * content } }`. A language appears only with every field filled; one without a translation is
 * left out (its pages show the English).
 */
export type Translations<Field extends string> = Partial<
  Record<TranslationLocale, Record<Field, string>>
>;
export type ArticleTranslations = Translations<"title" | "summary" | "content">;
export type VideoTranslations = Translations<"title" | "description">;
export type PageTranslations = Translations<"title" | "body" | "description">;
export type TenderTranslations = Translations<
  "title" | "description" | "eligibility" | "contact" | "openingPlace"
>;
export type DocumentTranslations = Translations<"title" | "summary">;
export type PositionTranslations = Translations<
  "title" | "location" | "description" | "requirements" | "howToApply"
>;

/** The translations column: a JSON object (never null), part of every version and backup. */
const translations = <T>() => jsonb("translations").$type<T>().notNull().default(sql`'{}'::jsonb`);
const translationsAreAnObject = sql.raw(`jsonb_typeof("translations") = 'object'`);

/**
 * The uploads a JSON document names (`media_refs`, a function of migration 0019): the content
 * hash of every `/uploads/<hash>…` address in its texts, and every value that is a whole id (an
 * upload chosen by its id). An id or hash that is no upload's matches nothing.
 */
export const mediaRefs = (document: AnyPgColumn | SQL) => sql`media_refs(${document})`;

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`"${column}" in (${values.map((v) => `'${v}'`).join(", ")})`);

export const newsArticles = pgTable(
  "news_articles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    /** Unique among the articles outside the trash (a trashed article frees its address). */
    slug: text("slug").notNull(),
    summary: text("summary").notNull(),
    /** Markdown, rendered and sanitised on the server. */
    content: text("content").notNull(),
    imageUrl: text("image_url"),
    /** An uploaded featured image (instead of imageUrl); a used image cannot be deleted. */
    imageMediaId: uuid("image_media_id").references(() => media.id, { onDelete: "restrict" }),
    /** The form fills in the company's name (app/config/site.ts); the name is configurable, so no SQL default. */
    author: text("author").notNull(),
    sector: text("sector", { enum: ARTICLE_SECTORS }).notNull().default(DEFAULT_ARTICLE_SECTOR),
    translations: translations<ArticleTranslations>(),
    published: boolean("published").notNull().default(false),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    ...timestamps,
    /** The id of the account that created the row; set on creation only. */
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    ...versioned(),
    /**
     * The staff member the byline names (their profile's author page); null for the company's
     * byline. `author` keeps the byline's text either way: removing the account keeps it.
     */
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
  },
  // Index orderings match a plain `ORDER BY … DESC` (which puts nulls first) so the planner uses them.
  (table) => [
    check(
      "news_articles_sector_check",
      sql.raw(`"sector" in (${ARTICLE_SECTORS.map((s) => `'${s}'`).join(", ")})`),
    ),
    check("news_articles_translations_check", translationsAreAnObject),
    uniqueIndex("news_articles_slug_unique").on(table.slug).where(sql`${table.deletedAt} is null`),
    // The public query: published articles, newest publication first.
    index("news_articles_published_at_idx")
      .on(table.publishedAt.desc().nullsFirst())
      .where(sql`${table.published} and ${table.deletedAt} is null`),
    // The trash, and its purge.
    index("news_articles_deleted_at_idx")
      .on(table.deletedAt)
      .where(sql`${table.deletedAt} is not null`),
    // The admin list: every article, newest creation first.
    index("news_articles_created_at_idx").on(table.createdAt.desc().nullsFirst()),
    // Where an upload is used (the media library, and the check before deleting one).
    index("news_articles_image_media_idx").on(table.imageMediaId),
    // A sector's published articles, newest first (sector pages, /news?sector=, sector feeds).
    index("news_articles_sector_published_at_idx")
      .on(table.sector, table.publishedAt.desc().nullsFirst())
      .where(sql`${table.published} and ${table.deletedAt} is null`),
    // A staff member's published articles, newest first (their author page and its feed).
    index("news_articles_author_published_at_idx")
      .on(table.authorId, table.publishedAt.desc().nullsFirst())
      .where(sql`${table.published} and ${table.deletedAt} is null`),
  ],
);

/**
 * The addresses a published article had before its slug changed: each old slug leads to the
 * article (not to a slug), so a chain of renames answers one 301 to the current address. A slug
 * taken again by an article is no longer an old address (the row is removed).
 */
export const slugRedirects = pgTable("slug_redirects", {
  oldSlug: text("old_slug").primaryKey(),
  articleId: uuid("article_id")
    .notNull()
    .references(() => newsArticles.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const videos = pgTable(
  "videos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    videoUrl: text("video_url").notNull(),
    thumbnailUrl: text("thumbnail_url"),
    /** An uploaded thumbnail (instead of thumbnailUrl). */
    thumbnailMediaId: uuid("thumbnail_media_id").references(() => media.id, {
      onDelete: "restrict",
    }),
    /** Free text such as "5:30". */
    duration: text("duration"),
    category: text("category", { enum: VIDEO_CATEGORIES })
      .notNull()
      .default(DEFAULT_VIDEO_CATEGORY),
    /** The sector it shows, as an article's (its sector page lists it). */
    sector: text("sector", { enum: ARTICLE_SECTORS }).notNull().default(DEFAULT_ARTICLE_SECTOR),
    translations: translations<VideoTranslations>(),
    published: boolean("published").notNull().default(false),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    ...timestamps,
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    ...versioned(),
  },
  (table) => [
    check(
      "videos_category_check",
      sql.raw(`"category" in (${VIDEO_CATEGORIES.map((c) => `'${c}'`).join(", ")})`),
    ),
    check(
      "videos_sector_check",
      sql.raw(`"sector" in (${ARTICLE_SECTORS.map((s) => `'${s}'`).join(", ")})`),
    ),
    check("videos_translations_check", translationsAreAnObject),
    index("videos_published_at_idx")
      .on(table.publishedAt.desc().nullsFirst())
      .where(sql`${table.published} and ${table.deletedAt} is null`),
    index("videos_deleted_at_idx").on(table.deletedAt).where(sql`${table.deletedAt} is not null`),
    index("videos_created_at_idx").on(table.createdAt.desc().nullsFirst()),
    index("videos_thumbnail_media_idx").on(table.thumbnailMediaId),
    // A sector's published videos, newest first (sector pages, /videos?sector=).
    index("videos_sector_published_at_idx")
      .on(table.sector, table.publishedAt.desc().nullsFirst())
      .where(sql`${table.published} and ${table.deletedAt} is null`),
  ],
);

/**
 * The site's own pages that staff add (/admin/pages): each at `/<slug>` (the privacy and terms
 * pages at /privacy and /terms replace the template texts), listed in the footer's quick links
 * and/or the header's menu when chosen.
 */
export const pages = pgTable(
  "pages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    /** The address: lower-case letters, digits and hyphens, unique outside the trash. */
    slug: text("slug").notNull(),
    /** Markdown, rendered and sanitised on the server, as an article's. */
    body: text("body").notNull(),
    /** For search engines (the page's meta description); the form requires it. */
    description: text("description").notNull().default(""),
    inFooter: boolean("in_footer").notNull().default(false),
    inHeader: boolean("in_header").notNull().default(false),
    /**
     * Still the template text the site made it with on its first start (the Privacy Policy and
     * Terms of Service), until staff change its texts: marked so in the list and on the page.
     */
    template: boolean("template").notNull().default(false),
    translations: translations<PageTranslations>(),
    published: boolean("published").notNull().default(false),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    ...timestamps,
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    ...versioned(),
  },
  (table) => [
    check("pages_translations_check", translationsAreAnObject),
    uniqueIndex("pages_slug_unique").on(table.slug).where(sql`${table.deletedAt} is null`),
    index("pages_deleted_at_idx").on(table.deletedAt).where(sql`${table.deletedAt} is not null`),
    index("pages_created_at_idx").on(table.createdAt.desc().nullsFirst()),
  ],
);

/**
 * Job positions (/careers, /admin/careers): a kind of content like pages, with a closing time.
 * Public queries compare `closes_at` with now(): a position leaves the list, the sitemap and
 * search at that moment without any process being awake then.
 */
export const positions = pgTable(
  "positions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    /** The address: /careers/<slug>; lower-case letters, digits and hyphens, unique outside the trash. */
    slug: text("slug").notNull(),
    sector: text("sector", { enum: ARTICLE_SECTORS }).notNull().default(DEFAULT_ARTICLE_SECTOR),
    location: text("location").notNull(),
    employmentType: text("employment_type", { enum: EMPLOYMENT_TYPES }).notNull(),
    /** After this moment the position is closed: no list, no sitemap, its page answers 410. */
    closesAt: timestamp("closes_at", { withTimezone: true }).notNull(),
    /** Markdown (the rich-text editor), rendered and sanitised on the server. */
    description: text("description").notNull(),
    requirements: text("requirements").notNull(),
    howToApply: text("how_to_apply").notNull().default(""),
    /**
     * The salary staff chose to publish, if any: a range, or only its lower or upper end, in
     * `salary_currency` per `salary_unit` (JobPosting's baseSalary).
     */
    salaryMin: numeric("salary_min", { precision: 12, scale: 2, mode: "number" }),
    salaryMax: numeric("salary_max", { precision: 12, scale: 2, mode: "number" }),
    salaryCurrency: text("salary_currency", { enum: SALARY_CURRENCIES }).notNull().default("ETB"),
    salaryUnit: text("salary_unit", { enum: SALARY_UNITS }).notNull().default("MONTH"),
    translations: translations<PositionTranslations>(),
    published: boolean("published").notNull().default(false),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    ...timestamps,
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    ...versioned(),
  },
  (table) => [
    check("positions_translations_check", translationsAreAnObject),
    check("positions_sector_check", inList("sector", ARTICLE_SECTORS)),
    check("positions_employment_type_check", inList("employment_type", EMPLOYMENT_TYPES)),
    check("positions_salary_currency_check", inList("salary_currency", SALARY_CURRENCIES)),
    check("positions_salary_unit_check", inList("salary_unit", SALARY_UNITS)),
    // Null is no bound: a check only fails on a comparison that is false.
    check(
      "positions_salary_check",
      sql.raw(`"salary_min" >= 0 and "salary_max" >= 0 and "salary_max" >= "salary_min"`),
    ),
    uniqueIndex("positions_slug_unique").on(table.slug).where(sql`${table.deletedAt} is null`),
    index("positions_deleted_at_idx")
      .on(table.deletedAt)
      .where(sql`${table.deletedAt} is not null`),
    index("positions_created_at_idx").on(table.createdAt.desc().nullsFirst()),
    // The open positions, newest first (/careers).
    index("positions_open_idx")
      .on(table.closesAt)
      .where(sql`${table.published} and ${table.deletedAt} is null`),
  ],
);

/**
 * Applications to a position: the applicant's data, the CV's place in the private storage
 * (never a public address), and where it stands. Deleted with their file on request, and
 * APPLICATION_DAYS after their position closed.
 */
export const applications = pgTable(
  "applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    positionId: uuid("position_id")
      .notNull()
      .references(() => positions.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    coverLetter: text("cover_letter").notNull().default(""),
    /** The language of the page it was sent from. */
    language: text("language", { enum: SITE_LANGUAGES }).notNull().default("en"),
    /** When the applicant agreed to the stated retention. */
    consentAt: timestamp("consent_at", { withTimezone: true }).notNull(),
    status: text("status", { enum: APPLICATION_STATUSES }).notNull().default("new"),
    /** The CV in the private storage: a random key, its type, size and SHA-256. */
    cvKey: text("cv_key").notNull(),
    cvName: text("cv_name").notNull(),
    cvType: text("cv_type").notNull(),
    cvBytes: integer("cv_bytes").notNull(),
    cvSha256: text("cv_sha256").notNull(),
    /** HMAC of the sender's address (abuse can be traced, the address is not kept). */
    ipHash: text("ip_hash"),
    ...timestamps,
    /** Bumped by each status change or note: a change made on an older view is refused. */
    version: integer("version").notNull().default(1),
  },
  (table) => [
    check("applications_status_check", inList("status", APPLICATION_STATUSES)),
    check("applications_language_check", inList("language", SITE_LANGUAGES)),
    index("applications_position_idx").on(table.positionId, table.createdAt.desc().nullsFirst()),
    index("applications_new_idx").on(table.createdAt).where(sql`${table.status} = 'new'`),
  ],
);

/** An application's history: status changes and notes, by whom and when. */
export const applicationEvents = pgTable(
  "application_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    /** The status it was moved to; null for a note alone. */
    status: text("status", { enum: APPLICATION_STATUSES }),
    note: text("note").notNull().default(""),
    actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("application_events_application_idx").on(table.applicationId, table.createdAt)],
);

export type Position = typeof positions.$inferSelect;
export type Application = typeof applications.$inferSelect;

export type NewsArticle = typeof newsArticles.$inferSelect;
export type NewNewsArticle = typeof newsArticles.$inferInsert;
export type Video = typeof videos.$inferSelect;
export type NewVideo = typeof videos.$inferInsert;

export type User = typeof user.$inferSelect;

/** Messages sent through the contact form. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
    /** HMAC of the sender's address with the server's secret: lets abuse be traced, not the address. */
    ipHash: text("ip_hash"),
    userAgent: text("user_agent"),
    /** The language of the page it was sent from ('en' for messages older than the languages). */
    language: text("language", { enum: SITE_LANGUAGES }).notNull().default("en"),
  },
  (table) => [
    index("contact_messages_created_at_idx").on(table.createdAt.desc().nullsFirst()),
    check("contact_messages_language_check", inList("language", SITE_LANGUAGES)),
  ],
);

export type ContactMessage = typeof contactMessages.$inferSelect;

/**
 * Every version of an article or video, the current one included (the newest): all its fields
 * as the form saves them (`data`), which of them changed from the version before, what made it
 * (`action`: a save, a publish from the list, a restore…), who and when. At most
 * HISTORY_LIMIT versions per item are kept (the oldest go first, never the current one).
 */
export const contentVersions = pgTable(
  "content_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: CONTENT_TYPES }).notNull(),
    itemId: uuid("item_id").notNull(),
    /** 1, 2, 3… per item; the item's `version` column names its current one. */
    number: integer("number").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    changed: jsonb("changed").$type<string[]>().notNull(),
    action: text("action").notNull(),
    savedBy: text("saved_by").references(() => user.id, { onDelete: "set null" }),
    /** Kept as it was, so history still names someone whose account was removed. */
    savedByEmail: text("saved_by_email"),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("content_versions_kind_check", inList("kind", CONTENT_TYPES)),
    uniqueIndex("content_versions_item_number_unique").on(table.kind, table.itemId, table.number),
    // Which versions use an upload (the media library's 'Used by', and the check before a
    // delete): the uploads a version names, as `media_refs` (migration 0019) finds them.
    index("content_versions_media_refs_idx").using("gin", mediaRefs(table.data)),
  ],
);

export type ContentVersion = typeof contentVersions.$inferSelect;

/**
 * Who did what and when: sign-ins, team changes, content and media changes. Written in the same
 * transaction as the change it records; kept ACTIVITY_DAYS days.
 */
export const activity = pgTable(
  "activity",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
    /** As it was at the time (a removed account, or the e-mail a failed sign-in typed). */
    actorEmail: text("actor_email"),
    action: text("action").notNull(),
    /** What it was done to: an article, a video, an upload, an account. */
    subjectType: text("subject_type"),
    subjectId: text("subject_id"),
    subjectTitle: text("subject_title"),
    detail: text("detail"),
  },
  (table) => [
    index("activity_at_idx").on(table.at.desc().nullsFirst()),
    index("activity_actor_at_idx").on(table.actorEmail, table.at.desc().nullsFirst()),
  ],
);

export type Activity = typeof activity.$inferSelect;

/**
 * Items waiting for an editor (ADR 027): one row per item while it is 'in_review' (submitted)
 * or 'changes_requested' (sent back to its writer); approving it removes the row.
 */
export const contentReviews = pgTable(
  "content_reviews",
  {
    kind: text("kind", { enum: CONTENT_TYPES }).notNull(),
    itemId: uuid("item_id").notNull(),
    state: text("state", { enum: REVIEW_STATES }).notNull(),
    submittedBy: text("submitted_by").references(() => user.id, { onDelete: "set null" }),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
    /** Who asked for changes last, and when (null while it has only been submitted). */
    decidedBy: text("decided_by").references(() => user.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.itemId] }),
    check("content_reviews_kind_check", inList("kind", CONTENT_TYPES)),
    check("content_reviews_state_check", inList("state", REVIEW_STATES)),
    index("content_reviews_state_idx").on(table.kind, table.state),
  ],
);

export type ContentReview = typeof contentReviews.$inferSelect;

/**
 * Staff's comments on an item (its review thread): who, when, what. Kept while the item is, in
 * the trash too; they go with it when it is deleted permanently.
 */
export const contentComments = pgTable(
  "content_comments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: CONTENT_TYPES }).notNull(),
    itemId: uuid("item_id").notNull(),
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    /** Kept as it was, so the thread still names someone whose account was removed. */
    authorEmail: text("author_email").notNull(),
    body: text("body").notNull(),
    /** 'comment', or the review step it came with ('request-changes', 'approve'). */
    action: text("action").notNull().default("comment"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("content_comments_kind_check", inList("kind", CONTENT_TYPES)),
    index("content_comments_item_idx").on(table.kind, table.itemId, table.createdAt),
  ],
);

export type ContentComment = typeof contentComments.$inferSelect;

/**
 * Links that show a draft or scheduled item to anyone holding them, for 7 days unless revoked.
 * A link's address is its id signed with the server's secret: the id alone opens nothing.
 */
export const previewLinks = pgTable(
  "preview_links",
  {
    id: text("id").primaryKey(),
    kind: text("kind", { enum: CONTENT_TYPES }).notNull(),
    itemId: uuid("item_id").notNull(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [
    check("preview_links_kind_check", inList("kind", CONTENT_TYPES)),
    index("preview_links_item_idx").on(table.kind, table.itemId),
  ],
);

export type PreviewLink = typeof previewLinks.$inferSelect;

/**
 * The site's own texts and settings (app/features/site-content): one row, `id` 'site'. `draft`
 * is what staff are editing, `published` what visitors see; both are site documents (only what
 * differs from the defaults, by name). `version` is the newest entry of `site_versions`.
 */
/** A site document as stored (app/features/site-content/site-document.ts reads it). */
export interface StoredSiteDocument {
  values: Record<string, string>;
  needsUpdate: string[];
  /** The names' format (SITE_DOCUMENT_FORMAT; none: the first, read as the current one). */
  format?: number;
}

export const siteContent = pgTable("site_content", {
  id: text("id").primaryKey(),
  draft: jsonb("draft").$type<StoredSiteDocument>().notNull(),
  published: jsonb("published").$type<StoredSiteDocument>().notNull(),
  version: integer("version").notNull().default(0),
  /** The version that was published last (0: never). */
  publishedVersion: integer("published_version").notNull().default(0),
  updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  publishedBy: text("published_by").references(() => user.id, { onDelete: "set null" }),
  publishedAt: timestamp("published_at", { withTimezone: true }),
});

/**
 * Every change of the site's draft and every publication: the draft as it was after it
 * (`data`), the names it changed, what it was ('save', 'reset', 'restore', 'publish'), who and
 * when. At most HISTORY_LIMIT are kept (the oldest go first).
 */
export const siteVersions = pgTable(
  "site_versions",
  {
    number: integer("number").primaryKey(),
    data: jsonb("data").$type<StoredSiteDocument>().notNull(),
    changed: jsonb("changed").$type<string[]>().notNull(),
    action: text("action").notNull(),
    savedBy: text("saved_by").references(() => user.id, { onDelete: "set null" }),
    savedByEmail: text("saved_by_email"),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("site_versions_media_refs_idx").using("gin", mediaRefs(table.data))],
);

/**
 * A file a tender or an amendment offers: a PDF of the media library by its id, and the name the
 * page shows for it ('Bid document, Lot 1'). Stored as JSON: the media library finds the id
 * (`media_refs`), and a version keeps the list as it was.
 */
export interface TenderFile {
  media: string;
  title: string;
}

/**
 * Tender notices (/tenders, /admin/tenders): a kind of content like positions, with a reference
 * number, a closing time and a bid opening. Public queries compare the closing time
 * (`extended_to` when an amendment extended it, else `closes_at`) with now(): a tender closes at
 * that moment without any process being awake. An award or a cancellation is published from the
 * tender's desk, not its form, and is kept beside the versioned fields.
 */
export const tenders = pgTable(
  "tenders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    /** The address: /tenders/<slug>; unique outside the trash. */
    slug: text("slug").notNull(),
    /** The company's reference number ('AIG/NCB/2026/014'), unique outside the trash. */
    reference: text("reference").notNull(),
    sector: text("sector", { enum: ARTICLE_SECTORS }).notNull().default(DEFAULT_ARTICLE_SECTOR),
    category: text("category", { enum: TENDER_CATEGORIES }).notNull(),
    method: text("method", { enum: TENDER_METHODS }).notNull(),
    /** Markdown (the rich-text editor), rendered and sanitised on the server. */
    description: text("description").notNull(),
    eligibility: text("eligibility").notNull().default(""),
    /** As published: '2% of the bid price, as a bank guarantee'; '' when none is asked. */
    bidSecurity: text("bid_security").notNull().default(""),
    /** 'ETB 500, non-refundable'; '' when the documents are free. */
    documentFee: text("document_fee").notNull().default(""),
    contact: text("contact").notNull().default(""),
    /** Bids are received until this moment (the site's time zone as typed). */
    closesAt: timestamp("closes_at", { withTimezone: true }).notNull(),
    /** A published amendment's new closing time (an extension); null when never extended. */
    extendedTo: timestamp("extended_to", { withTimezone: true }),
    openingAt: timestamp("opening_at", { withTimezone: true }).notNull(),
    openingPlace: text("opening_place").notNull().default(""),
    /** Visitors may ask questions until this moment (never after the closing time). */
    questionsUntil: timestamp("questions_until", { withTimezone: true }),
    documents: jsonb("documents").$type<TenderFile[]>().notNull().default(sql`'[]'::jsonb`),
    translations: translations<TenderTranslations>(),
    published: boolean("published").notNull().default(false),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /** The award notice: the winner, an amount if published, and its date. */
    awardedAt: timestamp("awarded_at", { withTimezone: true }),
    awardWinner: text("award_winner"),
    awardAmount: text("award_amount"),
    /** A cancellation and its reason (a tender is awarded or cancelled, never both). */
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancelReason: text("cancel_reason"),
    ...timestamps,
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    ...versioned(),
  },
  (table) => [
    check("tenders_translations_check", translationsAreAnObject),
    check("tenders_sector_check", inList("sector", ARTICLE_SECTORS)),
    check("tenders_category_check", inList("category", TENDER_CATEGORIES)),
    check("tenders_method_check", inList("method", TENDER_METHODS)),
    check("tenders_documents_check", sql.raw(`jsonb_typeof("documents") = 'array'`)),
    check("tenders_outcome_check", sql.raw(`"awarded_at" is null or "cancelled_at" is null`)),
    uniqueIndex("tenders_slug_unique").on(table.slug).where(sql`${table.deletedAt} is null`),
    uniqueIndex("tenders_reference_unique")
      .on(table.reference)
      .where(sql`${table.deletedAt} is null`),
    index("tenders_deleted_at_idx").on(table.deletedAt).where(sql`${table.deletedAt} is not null`),
    index("tenders_created_at_idx").on(table.createdAt.desc().nullsFirst()),
    index("tenders_closing_idx")
      .on(sql`coalesce(${table.extendedTo}, ${table.closesAt})`)
      .where(sql`${table.published} and ${table.deletedAt} is null`),
    index("tenders_media_refs_idx").using("gin", mediaRefs(table.documents)),
  ],
);

/**
 * A tender's amendments, numbered in the order they were published: text, new documents, and
 * optionally a new closing time (an extension). Never edited once published: a correction is a
 * new amendment.
 */
export const tenderAmendments = pgTable(
  "tender_amendments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenderId: uuid("tender_id")
      .notNull()
      .references(() => tenders.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    /** Markdown, as the tender's description. */
    text: text("text").notNull(),
    translations: translations<Translations<"text">>(),
    newClosesAt: timestamp("new_closes_at", { withTimezone: true }),
    documents: jsonb("documents").$type<TenderFile[]>().notNull().default(sql`'[]'::jsonb`),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    publishedBy: text("published_by").references(() => user.id, { onDelete: "set null" }),
  },
  (table) => [
    uniqueIndex("tender_amendments_number_unique").on(table.tenderId, table.number),
    index("tender_amendments_media_refs_idx").using("gin", mediaRefs(table.documents)),
  ],
);

/**
 * Visitors' questions on a tender (until its clarification deadline), and staff's answers. A
 * published question shows on the tender's page without the asker's name, company or e-mail.
 */
export const tenderQuestions = pgTable(
  "tender_questions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenderId: uuid("tender_id")
      .notNull()
      .references(() => tenders.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    company: text("company").notNull().default(""),
    email: text("email").notNull(),
    question: text("question").notNull(),
    /** The language of the page it was asked from. */
    language: text("language", { enum: SITE_LANGUAGES }).notNull().default("en"),
    state: text("state", { enum: TENDER_QUESTION_STATES }).notNull().default("new"),
    answer: text("answer"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    answeredBy: text("answered_by").references(() => user.id, { onDelete: "set null" }),
    /** HMAC of the sender's address (abuse can be traced, the address is not kept). */
    ipHash: text("ip_hash"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("tender_questions_state_check", inList("state", TENDER_QUESTION_STATES)),
    check("tender_questions_language_check", inList("language", SITE_LANGUAGES)),
    index("tender_questions_tender_idx").on(table.tenderId, table.createdAt),
  ],
);

/**
 * Companies registered for a tender's updates: each amendment, published answer and the award
 * notice is e-mailed to them in the language they registered in. Deleted TENDER_DAYS after the
 * award or cancellation, and on request.
 */
export const tenderRegistrations = pgTable(
  "tender_registrations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenderId: uuid("tender_id")
      .notNull()
      .references(() => tenders.id, { onDelete: "cascade" }),
    company: text("company").notNull(),
    contactName: text("contact_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    language: text("language", { enum: SITE_LANGUAGES }).notNull().default("en"),
    ipHash: text("ip_hash"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("tender_registrations_language_check", inList("language", SITE_LANGUAGES)),
    // One registration per address and tender (a second one answers as the first did).
    uniqueIndex("tender_registrations_email_unique").on(table.tenderId, sql`lower(${table.email})`),
  ],
);

/**
 * A file of the documents library: a PDF of the media library by its id, the name its page shows,
 * and the language it is written in (a report may have an English and an Amharic PDF). A press
 * kit's files (logos, photos, a fact sheet) have no language.
 */
export interface DocumentFile {
  media: string;
  title: string;
  language?: (typeof SITE_LANGUAGES)[number];
}

/**
 * The documents library (/investors, /admin/documents): reports, statements, policies and press
 * kits, each dated in an Ethiopian fiscal year (Hamle 1 to Sene 30) with one PDF per language.
 * `search_vector` (title and summary, with their translations) is a generated column of the
 * migration; the PDFs' text is searched through media_pages.
 */
export const documents = pgTable(
  "documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    /** The address: /documents/<slug>; unique outside the trash. */
    slug: text("slug").notNull(),
    type: text("type", { enum: DOCUMENT_TYPES }).notNull(),
    /** The Ethiopian year the fiscal year ends in (2017: Hamle 2016 to Sene 2017 E.C.). */
    fiscalYear: integer("fiscal_year").notNull(),
    /** The date the document carries (a report's date), 'YYYY-MM-DD' in the Gregorian calendar. */
    documentDate: text("document_date").notNull(),
    summary: text("summary").notNull().default(""),
    /** The PDFs, one per language, in the order the page offers them. */
    files: jsonb("files").$type<DocumentFile[]>().notNull().default(sql`'[]'::jsonb`),
    /** An uploaded cover image; none: the first file's rendered first page. */
    coverId: uuid("cover_id").references(() => media.id, { onDelete: "restrict" }),
    /** A press kit's logos, photos and fact sheet (the ZIP 'Download the press kit' streams). */
    pressKit: jsonb("press_kit").$type<DocumentFile[]>().notNull().default(sql`'[]'::jsonb`),
    sector: text("sector", { enum: ARTICLE_SECTORS }),
    translations: translations<DocumentTranslations>(),
    published: boolean("published").notNull().default(false),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    ...timestamps,
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    ...versioned(),
  },
  (table) => [
    check("documents_translations_check", translationsAreAnObject),
    check("documents_type_check", inList("type", DOCUMENT_TYPES)),
    check("documents_sector_check", inList("sector", ARTICLE_SECTORS)),
    check("documents_files_check", sql.raw(`jsonb_typeof("files") = 'array'`)),
    check("documents_press_kit_check", sql.raw(`jsonb_typeof("press_kit") = 'array'`)),
    check("documents_fiscal_year_check", sql.raw(`"fiscal_year" between 1900 and 2200`)),
    uniqueIndex("documents_slug_unique").on(table.slug).where(sql`${table.deletedAt} is null`),
    index("documents_deleted_at_idx")
      .on(table.deletedAt)
      .where(sql`${table.deletedAt} is not null`),
    index("documents_created_at_idx").on(table.createdAt.desc().nullsFirst()),
    // /investors: the published documents by type, newest fiscal year first.
    index("documents_published_idx")
      .on(table.type, table.fiscalYear.desc())
      .where(sql`${table.published} and ${table.deletedAt} is null`),
    index("documents_cover_idx").on(table.coverId),
    index("documents_media_refs_idx").using("gin", mediaRefs(table.files)),
    index("documents_press_kit_refs_idx").using("gin", mediaRefs(table.pressKit)),
  ],
);

export type Document = typeof documents.$inferSelect;

/**
 * What a subscriber receives: each chosen topic narrowed by sectors (none listed: every sector)
 * and, for tenders, by categories (none listed: every category).
 */
export type AlertTopics = Partial<
  Record<
    AlertTopic,
    {
      sectors: (typeof ARTICLE_SECTORS)[number][];
      categories?: (typeof TENDER_CATEGORIES)[number][];
    }
  >
>;

/** Choices a subscriber asked for and has not confirmed yet (a second 'Get alerts'). */
export interface AlertRequest {
  topics: AlertTopics;
  frequency: AlertFrequency;
  language: (typeof SITE_LANGUAGES)[number];
}

/**
 * A visitor subscribed to alerts ('Get alerts', no account): their address, language, topics and
 * how often. Personal data: kept while subscribed (a pending request is forgotten after 7 days),
 * deleted with the subscription, exported in backups. Its links carry a token made from its id
 * with the server's secret (app/features/alerts), so nothing secret is stored here.
 */
export const alertSubscribers = pgTable(
  "alert_subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    language: text("language", { enum: SITE_LANGUAGES }).notNull().default("en"),
    frequency: text("frequency", { enum: ALERT_FREQUENCIES }).notNull().default("instant"),
    topics: jsonb("topics").$type<AlertTopics>().notNull(),
    state: text("state", { enum: ALERT_SUBSCRIBER_STATES }).notNull().default("pending"),
    /** New choices waiting for their confirmation link (an active subscriber's second request). */
    requested: jsonb("requested").$type<AlertRequest>(),
    requestedAt: timestamp("requested_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** The SMTP server refused the address for good (a 5xx answer): nothing more is sent. */
    suppressedAt: timestamp("suppressed_at", { withTimezone: true }),
    suppressedReason: text("suppressed_reason"),
    ...timestamps,
  },
  (table) => [
    check("alert_subscribers_language_check", inList("language", SITE_LANGUAGES)),
    check("alert_subscribers_frequency_check", inList("frequency", ALERT_FREQUENCIES)),
    check("alert_subscribers_state_check", inList("state", ALERT_SUBSCRIBER_STATES)),
    check("alert_subscribers_topics_check", sql.raw(`jsonb_typeof("topics") = 'object'`)),
    // One subscription per address: a second request changes its choices once confirmed.
    uniqueIndex("alert_subscribers_email_unique").on(sql`lower(${table.email})`),
    index("alert_subscribers_pending_idx")
      .on(table.createdAt)
      .where(sql`${table.state} = 'pending'`),
  ],
);

export type AlertSubscriber = typeof alertSubscribers.$inferSelect;

/**
 * An item of content that alerts (an article, a tender, a position): recorded once, when it is
 * first public (or muted beforehand: 'Do not send alerts'), so that editing, unpublishing and
 * publishing it again alerts nobody twice. `queuedAt`: when its deliveries were made.
 */
export const alertItems = pgTable(
  "alert_items",
  {
    kind: text("kind", { enum: CONTENT_TYPES }).notNull(),
    itemId: uuid("item_id").notNull(),
    muted: boolean("muted").notNull().default(false),
    queuedAt: timestamp("queued_at", { withTimezone: true }),
    /** How many subscribers it was queued for. */
    subscribers: integer("subscribers").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.itemId] }),
    check("alert_items_kind_check", inList("kind", CONTENT_TYPES)),
  ],
);

/**
 * An alert e-mail: one item (as published) or a digest of several. Worked by every instance at
 * once: a sender claims waiting messages (FOR UPDATE SKIP LOCKED) with a lease, so no two send
 * the same; a temporary failure is retried with backoff (`nextAttemptAt`), a permanent one
 * suppresses the address. Its Message-ID is made from its id: the same on every attempt.
 */
export const alertMessages = pgTable(
  "alert_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subscriberId: uuid("subscriber_id")
      .notNull()
      .references(() => alertSubscribers.id, { onDelete: "cascade" }),
    state: text("state", { enum: ALERT_MESSAGE_STATES }).notNull().default("waiting"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** A sender's claim: no other takes the message before this time. */
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("alert_messages_state_check", inList("state", ALERT_MESSAGE_STATES)),
    index("alert_messages_waiting_idx")
      .on(table.nextAttemptAt)
      .where(sql`${table.state} = 'waiting'`),
    index("alert_messages_subscriber_idx").on(table.subscriberId),
  ],
);

/**
 * One item for one subscriber: unique, so an item alerts each subscriber once. Due at once (as
 * published) or at the subscriber's next digest; `messageId` is set when it is put in an e-mail.
 */
export const alertDeliveries = pgTable(
  "alert_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subscriberId: uuid("subscriber_id")
      .notNull()
      .references(() => alertSubscribers.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: CONTENT_TYPES }).notNull(),
    itemId: uuid("item_id").notNull(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    messageId: uuid("message_id").references(() => alertMessages.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("alert_deliveries_kind_check", inList("kind", CONTENT_TYPES)),
    uniqueIndex("alert_deliveries_once").on(table.subscriberId, table.kind, table.itemId),
    index("alert_deliveries_due_idx").on(table.dueAt).where(sql`${table.messageId} is null`),
    index("alert_deliveries_message_idx").on(table.messageId),
  ],
);

/**
 * The alert sender's shared state (one row): the next free sending slot of ALERTS_PER_MINUTE
 * across every instance, and since when items alert (items published before alerts existed
 * alert nobody).
 */
export const alertSender = pgTable("alert_sender", {
  id: integer("id").primaryKey().default(1),
  nextSlotAt: timestamp("next_slot_at", { withTimezone: true }).notNull().defaultNow(),
  alertsSince: timestamp("alerts_since", { withTimezone: true }).notNull().defaultNow(),
});
export type AlertMessage = typeof alertMessages.$inferSelect;

/**
 * A staff member's public profile, in three languages: the byline of their articles and their
 * author page (/news/author/<slug>). Removed with the account; the articles keep their byline's
 * text. `translations`: `{ am: { jobTitle, biography } }`, each text on its own (an empty or
 * absent one shows the English).
 */
export type ProfileTranslations = Partial<
  Record<TranslationLocale, Partial<Record<"jobTitle" | "biography", string>>>
>;
export const staffProfiles = pgTable(
  "staff_profiles",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    /** The author page's address, made from the display name; unique. */
    slug: text("slug").notNull().unique("staff_profiles_slug_unique"),
    displayName: text("display_name").notNull(),
    jobTitle: text("job_title").notNull().default(""),
    biography: text("biography").notNull().default(""),
    /** A photo of the media library; an upload in use cannot be deleted. */
    photoMediaId: uuid("photo_media_id").references(() => media.id, { onDelete: "restrict" }),
    translations: jsonb("translations")
      .$type<ProfileTranslations>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    ...timestamps,
  },
  (table) => [
    check("staff_profiles_translations_check", translationsAreAnObject),
    index("staff_profiles_photo_media_idx").on(table.photoMediaId),
  ],
);
export type StaffProfile = typeof staffProfiles.$inferSelect;

// Insight (ADR 054): what the public site is read for, counted without cookies and kept as
// totals only; nothing in these tables names or can find a visitor.

/** The devices a page view is counted under, from the window's width. */
export const INSIGHT_DEVICES = ["phone", "tablet", "desktop"] as const;
/** What a day's totals are counted by (`insight_days.dimension`). */
export const INSIGHT_DIMENSIONS = ["page", "item", "referrer", "language", "device"] as const;
export type InsightDimension = (typeof INSIGHT_DIMENSIONS)[number];

/**
 * The site's page views per hour (the start of the UTC hour), and the visitors first seen that
 * day in that hour: a day's visitors are the sum of its hours. Counted in memory and added in
 * batches by every instance (views = views + n).
 */
export const insightHours = pgTable("insight_hours", {
  hour: timestamp("hour", { withTimezone: true }).primaryKey(),
  views: integer("views").notNull().default(0),
  visitors: integer("visitors").notNull().default(0),
});

/**
 * Page views per day (`YYYY-MM-DD` in the site's time zone) by one dimension: `page` (the path,
 * without a query), `item` (`<kind>:<id>`, whatever the language), `referrer` (the referring
 * site's host; '' is none), `language` (en, am, om) and `device` (INSIGHT_DEVICES). A day per row
 * keeps a 90-day report to a few thousand rows whatever the traffic.
 */
export const insightDays = pgTable(
  "insight_days",
  {
    day: text("day").notNull(),
    dimension: text("dimension", { enum: INSIGHT_DIMENSIONS }).notNull(),
    key: text("key").notNull(),
    views: integer("views").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.dimension, table.key] }),
    index("insight_days_dimension_day_idx").on(table.dimension, table.day),
    // A list page's rows' views: each item's days, without reading every item's.
    index("insight_days_item_idx").on(table.key, table.day).where(sql`${table.dimension} = 'item'`),
  ],
);

/**
 * The day's secret every instance salts a visitor's mark with; deleted once the day is over, so
 * a mark can no longer be made again nor compared with another day's.
 */
export const insightSalts = pgTable("insight_salts", {
  day: text("day").primaryKey(),
  salt: text("salt").notNull(),
});

/**
 * Today's visitors' marks: a keyed hash of the day's salt, the address and the browser, cut short
 * (never the address or the browser themselves), so a second view the same day is not a new
 * visitor on any instance. Deleted with the day's salt.
 */
export const insightVisitors = pgTable(
  "insight_visitors",
  {
    day: text("day").notNull(),
    mark: text("mark").notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.mark] })],
);

/**
 * Site searches per day: the query as typed (trimmed, lower case, spaces collapsed), its
 * language, how often it was searched and how many results it had last. No visitor data.
 */
export const insightSearches = pgTable(
  "insight_searches",
  {
    day: text("day").notNull(),
    locale: text("locale").notNull(),
    query: text("query").notNull(),
    searches: integer("searches").notNull(),
    results: integer("results").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.locale, table.query] }),
    index("insight_searches_day_idx").on(table.day),
  ],
);

/**
 * Public addresses that answered 404: the path (never a query), the host of the last page that
 * linked to it ('' is none), how often and when it was first and last asked for.
 */
export const notFoundPaths = pgTable(
  "not_found_paths",
  {
    path: text("path").primaryKey(),
    referrerHost: text("referrer_host").notNull().default(""),
    hits: integer("hits").notNull(),
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("not_found_paths_last_seen_idx").on(table.lastSeenAt)],
);

/** The answers a redirect may give. */
export const REDIRECT_STATUSES = [301, 302] as const;

/**
 * Old addresses sent elsewhere (/admin/redirects): from a path of this site to a path or an
 * `https://` address, 301 (moved for good) or 302, with how often each was followed. Never a
 * chain: a redirect to another redirect's path is stored with that one's target.
 */
export const redirects = pgTable(
  "redirects",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    fromPath: text("from_path").notNull().unique("redirects_from_path_unique"),
    to: text("to").notNull(),
    status: integer("status").notNull().default(301),
    hits: integer("hits").notNull().default(0),
    lastHitAt: timestamp("last_hit_at", { withTimezone: true }),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    ...timestamps,
  },
  () => [check("redirects_status_check", sql`"status" in (301, 302)`)],
);
export type Redirect = typeof redirects.$inferSelect;

/** What is wrong with a link in published content. */
export const LINK_PROBLEMS = ["draft", "trashed", "not-found", "unreachable", "error"] as const;
export type LinkProblem = (typeof LINK_PROBLEMS)[number];

/**
 * The last link check's findings: each broken link in published content, the item that holds it
 * (a content kind and id, or `site` for the site's texts) and what is wrong. Replaced whole by
 * each check.
 */
export const linkProblems = pgTable(
  "link_problems",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    itemId: text("item_id"),
    itemTitle: text("item_title").notNull(),
    url: text("url").notNull(),
    problem: text("problem", { enum: LINK_PROBLEMS }).notNull(),
    /** The HTTP status an external link answered, when it answered. */
    status: integer("status"),
    checkedAt: timestamp("checked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  () => [
    check(
      "link_problems_problem_check",
      sql.raw(`"problem" in (${LINK_PROBLEMS.map((p) => `'${p}'`).join(", ")})`),
    ),
  ],
);

/**
 * The link checker's shared state (one row): when the last check started and ended, what it
 * found, and the lease of the instance running one now (a check runs on one instance at a time).
 */
export const linkCheckState = pgTable("link_check_state", {
  id: integer("id").primaryKey().default(1),
  startedAt: timestamp("started_at", { withTimezone: true }),
  finishedAt: timestamp("finished_at", { withTimezone: true }),
  links: integer("links").notNull().default(0),
  problems: integer("problems").notNull().default(0),
  leaseUntil: timestamp("lease_until", { withTimezone: true }),
  /** Someone asked for a check now ('Check links now'): the next instance free runs it. */
  requestedAt: timestamp("requested_at", { withTimezone: true }),
});

/**
 * A staff account's identity at a company sign-in provider (OpenID Connect): the provider's id
 * (`OIDC_PROVIDERS`), its stable subject (`sub`) and the e-mail it gave. `refreshToken`
 * (encrypted with the server's secret) lets the server ask the provider every
 * OIDC_SESSION_CHECK_MINUTES whether the person may still sign in; `revokedAt`: the provider
 * said no, and the account's sessions were ended.
 */
export const oidcIdentities = pgTable(
  "oidc_identities",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    subject: text("subject").notNull(),
    email: text("email").notNull(),
    refreshToken: text("refresh_token"),
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
    checkedAt: timestamp("checked_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("oidc_identities_subject_idx").on(table.provider, table.subject),
    index("oidc_identities_user_idx").on(table.userId),
  ],
);
export type OidcIdentity = typeof oidcIdentities.$inferSelect;

/**
 * How a session began, beside better-auth's own row (which it writes alone): the provider of a
 * company sign-in, and whether that provider said the person used a second factor (`amr`/`acr`),
 * which may stand for our own authenticator code when the owners accept it.
 */
export const sessionSignIns = pgTable("session_sign_ins", {
  sessionId: text("session_id")
    .primaryKey()
    .references(() => session.id, { onDelete: "cascade" }),
  provider: text("provider").notNull(),
  providerMfa: boolean("provider_mfa").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The changes of published content a webhook may follow, per kind (`article.published`). */
export const WEBHOOK_CONTENT_ACTIONS = ["published", "updated", "unpublished", "deleted"] as const;
export type WebhookContentAction = (typeof WEBHOOK_CONTENT_ACTIONS)[number];
/** The other events: an application received, a tender question received, a test delivery. */
export const WEBHOOK_OTHER_EVENTS = [
  "application.received",
  "tender_question.received",
  "webhook.test",
] as const;

/**
 * An address other systems gave to be told of changes: the events it follows (`events`, names
 * such as `article.published`) and the secret each delivery is signed with (`whsec_…`, kept
 * encrypted with the server's secret and never shown again after creation). `failingSince`: the
 * last deliveries failed `failures` times in a row; staff are shown it.
 */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    url: text("url").notNull(),
    description: text("description").notNull().default(""),
    events: jsonb("events").$type<string[]>().notNull(),
    secret: text("secret").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    failures: integer("failures").notNull().default(0),
    failingSince: timestamp("failing_since", { withTimezone: true }),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    ...timestamps,
  },
  () => [check("webhook_endpoints_events_check", sql.raw(`jsonb_typeof("events") = 'array'`))],
);
export type WebhookEndpoint = typeof webhookEndpoints.$inferSelect;

/**
 * Something that happened, once: its type (`tender.published`), what it is about (`subject`: a
 * content kind and id, an application's id) and the JSON sent. Deliveries are made from it for
 * every endpoint that follows its type when it is recorded.
 */
export const webhookEvents = pgTable(
  "webhook_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    type: text("type").notNull(),
    subject: text("subject"),
    payload: jsonb("payload").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("webhook_events_created_idx").on(table.createdAt)],
);

export const WEBHOOK_DELIVERY_STATES = ["waiting", "delivered", "failed"] as const;
export type WebhookDeliveryState = (typeof WEBHOOK_DELIVERY_STATES)[number];

/**
 * One event for one endpoint: unique, so an event reaches an endpoint at most once (a
 * 'Redeliver' is a new attempt of the same row). Worked as alerts are (ADR 048): claimed with
 * FOR UPDATE SKIP LOCKED and a lease, retried with backoff for 24 hours.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    endpointId: uuid("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    eventId: uuid("event_id")
      .notNull()
      .references(() => webhookEvents.id, { onDelete: "cascade" }),
    state: text("state", { enum: WEBHOOK_DELIVERY_STATES }).notNull().default("waiting"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    /** The last attempt: the HTTP status (null: no answer), how long it took, what went wrong. */
    lastStatus: integer("last_status"),
    lastDurationMs: integer("last_duration_ms"),
    lastError: text("last_error"),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("webhook_deliveries_state_check", inList("state", WEBHOOK_DELIVERY_STATES)),
    uniqueIndex("webhook_deliveries_once").on(table.endpointId, table.eventId),
    index("webhook_deliveries_waiting_idx")
      .on(table.nextAttemptAt)
      .where(sql`${table.state} = 'waiting'`),
    index("webhook_deliveries_endpoint_idx").on(table.endpointId, table.createdAt),
  ],
);
export type WebhookDelivery = typeof webhookDeliveries.$inferSelect;

/** Each attempt of a delivery, for its log: when, the status (null: no answer), how long. */
export const webhookAttempts = pgTable(
  "webhook_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    deliveryId: uuid("delivery_id")
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    status: integer("status"),
    durationMs: integer("duration_ms").notNull(),
    error: text("error"),
  },
  (table) => [index("webhook_attempts_delivery_idx").on(table.deliveryId, table.at)],
);

/**
 * What webhooks last saw of each public item (its kind, id and `updatedAt`): comparing it with
 * the items public now tells what was published, updated, unpublished or deleted, however it
 * happened (a form, a schedule's time, an approval, the trash).
 */
export const webhookItems = pgTable(
  "webhook_items",
  {
    kind: text("kind", { enum: CONTENT_TYPES }).notNull(),
    itemId: uuid("item_id").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.itemId] }),
    check("webhook_items_kind_check", inList("kind", CONTENT_TYPES)),
  ],
);

/**
 * The webhook sender's shared state (one row): when `webhook_items` was first filled (items public
 * before that announce nothing) and the lease of the instance comparing now.
 */
export const webhookSender = pgTable("webhook_sender", {
  id: integer("id").primaryKey().default(1),
  baselinedAt: timestamp("baselined_at", { withTimezone: true }),
  leaseUntil: timestamp("lease_until", { withTimezone: true }),
  /** The instance holding the lease: only it may give it back. */
  leaseOwner: text("lease_owner"),
});
