CREATE TABLE "activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" text,
	"actor_email" text,
	"action" text NOT NULL,
	"subject_type" text,
	"subject_id" text,
	"subject_title" text,
	"detail" text
);
--> statement-breakpoint
CREATE TABLE "content_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"data" jsonb NOT NULL,
	"changed" jsonb NOT NULL,
	"action" text NOT NULL,
	"saved_by" text,
	"saved_by_email" text,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_versions_kind_check" CHECK ("kind" in ('article', 'video'))
);
--> statement-breakpoint
CREATE TABLE "preview_links" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "preview_links_kind_check" CHECK ("kind" in ('article', 'video'))
);
--> statement-breakpoint
ALTER TABLE "news_articles" DROP CONSTRAINT "news_articles_slug_unique";--> statement-breakpoint
DROP INDEX "news_articles_published_at_idx";--> statement-breakpoint
DROP INDEX "videos_published_at_idx";--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "deleted_by" text;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "deleted_by" text;--> statement-breakpoint
ALTER TABLE "activity" ADD CONSTRAINT "activity_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_saved_by_user_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preview_links" ADD CONSTRAINT "preview_links_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_at_idx" ON "activity" USING btree ("at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "activity_actor_at_idx" ON "activity" USING btree ("actor_email","at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "content_versions_item_number_unique" ON "content_versions" USING btree ("kind","item_id","number");--> statement-breakpoint
CREATE INDEX "preview_links_item_idx" ON "preview_links" USING btree ("kind","item_id");--> statement-breakpoint
ALTER TABLE "news_articles" ADD CONSTRAINT "news_articles_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_articles" ADD CONSTRAINT "news_articles_deleted_by_user_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_deleted_by_user_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "news_articles_slug_unique" ON "news_articles" USING btree ("slug") WHERE "news_articles"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "news_articles_deleted_at_idx" ON "news_articles" USING btree ("deleted_at") WHERE "news_articles"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "videos_deleted_at_idx" ON "videos" USING btree ("deleted_at") WHERE "videos"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "news_articles_published_at_idx" ON "news_articles" USING btree ("published_at" DESC NULLS FIRST) WHERE "news_articles"."published" and "news_articles"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "videos_published_at_idx" ON "videos" USING btree ("published_at" DESC NULLS FIRST) WHERE "videos"."published" and "videos"."deleted_at" is null;--> statement-breakpoint
-- Visibility now follows published_at <= now(): a published row always has its time.
UPDATE "news_articles" SET "published_at" = "updated_at" WHERE "published" AND "published_at" IS NULL;--> statement-breakpoint
UPDATE "videos" SET "published_at" = "updated_at" WHERE "published" AND "published_at" IS NULL;
