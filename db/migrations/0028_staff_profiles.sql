-- Staff profiles (the byline of their articles and their author page /news/author/<slug>) and
-- the byline's link from an article to its staff member: removing the account sets it to null,
-- the article keeps its `author` text.
CREATE TABLE "staff_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"display_name" text NOT NULL,
	"job_title" text DEFAULT '' NOT NULL,
	"biography" text DEFAULT '' NOT NULL,
	"photo_media_id" uuid,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_profiles_slug_unique" UNIQUE("slug"),
	CONSTRAINT "staff_profiles_translations_check" CHECK (jsonb_typeof("translations") = 'object')
);
--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "author_id" text;--> statement-breakpoint
ALTER TABLE "staff_profiles" ADD CONSTRAINT "staff_profiles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_profiles" ADD CONSTRAINT "staff_profiles_photo_media_id_media_id_fk" FOREIGN KEY ("photo_media_id") REFERENCES "public"."media"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_profiles_photo_media_idx" ON "staff_profiles" USING btree ("photo_media_id");--> statement-breakpoint
ALTER TABLE "news_articles" ADD CONSTRAINT "news_articles_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_articles_author_published_at_idx" ON "news_articles" USING btree ("author_id","published_at" DESC NULLS FIRST) WHERE "news_articles"."published" and "news_articles"."deleted_at" is null;