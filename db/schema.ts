import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

import { DEFAULT_VIDEO_CATEGORY, MEDIA_KINDS, MEDIA_STATES, VIDEO_CATEGORIES } from "./enums";

export type { MediaKind, MediaState, VideoCategory } from "./enums";
export { DEFAULT_VIDEO_CATEGORY, MEDIA_KINDS, MEDIA_STATES, VIDEO_CATEGORIES };

/** Account roles: the first account is the owner; later sign-ups wait for approval. */
export const ROLES = ["owner", "admin", "pending"] as const;
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

export const verification = pgTable("verification", {
  id: text("id").primaryKey(),
  identifier: text("identifier").notNull(),
  value: text("value").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

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
    index("media_created_at_idx").on(table.createdAt.desc().nullsFirst()),
    // Unfinished images, resumed at start-up.
    index("media_processing_idx").on(table.createdAt).where(sql`${table.state} = 'processing'`),
  ],
);

export type Media = typeof media.$inferSelect;
export type NewMedia = typeof media.$inferInsert;

export const newsArticles = pgTable(
  "news_articles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique("news_articles_slug_unique"),
    summary: text("summary").notNull(),
    /** Markdown, rendered and sanitised on the server. */
    content: text("content").notNull(),
    imageUrl: text("image_url"),
    /** An uploaded featured image (instead of imageUrl); a used image cannot be deleted. */
    imageMediaId: uuid("image_media_id").references(() => media.id, { onDelete: "restrict" }),
    /** The form fills in the company's name (app/config/site.ts); the name is configurable, so no SQL default. */
    author: text("author").notNull(),
    published: boolean("published").notNull().default(false),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    ...timestamps,
    /** The id of the account that created the row; set on creation only. */
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
  },
  // Index orderings match a plain `ORDER BY … DESC` (which puts nulls first) so the planner uses them.
  (table) => [
    // The public query: published articles, newest publication first.
    index("news_articles_published_at_idx")
      .on(table.publishedAt.desc().nullsFirst())
      .where(sql`${table.published}`),
    // The admin list: every article, newest creation first.
    index("news_articles_created_at_idx").on(table.createdAt.desc().nullsFirst()),
    // Where an upload is used (the media library, and the check before deleting one).
    index("news_articles_image_media_idx").on(table.imageMediaId),
  ],
);

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
    published: boolean("published").notNull().default(false),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    ...timestamps,
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
  },
  (table) => [
    check(
      "videos_category_check",
      sql.raw(`"category" in (${VIDEO_CATEGORIES.map((c) => `'${c}'`).join(", ")})`),
    ),
    index("videos_published_at_idx")
      .on(table.publishedAt.desc().nullsFirst())
      .where(sql`${table.published}`),
    index("videos_created_at_idx").on(table.createdAt.desc().nullsFirst()),
    index("videos_thumbnail_media_idx").on(table.thumbnailMediaId),
  ],
);

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
  },
  (table) => [index("contact_messages_created_at_idx").on(table.createdAt.desc().nullsFirst())],
);

export type ContactMessage = typeof contactMessages.$inferSelect;
