CREATE TABLE "slug_redirects" (
	"old_slug" text PRIMARY KEY NOT NULL,
	"article_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "sector" text DEFAULT 'group' NOT NULL;--> statement-breakpoint
ALTER TABLE "slug_redirects" ADD CONSTRAINT "slug_redirects_article_id_news_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."news_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_articles_sector_published_at_idx" ON "news_articles" USING btree ("sector","published_at" DESC NULLS FIRST) WHERE "news_articles"."published" and "news_articles"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "news_articles" ADD CONSTRAINT "news_articles_sector_check" CHECK ("sector" in ('manufacturing', 'mining', 'export', 'group'));--> statement-breakpoint
-- Site search (kept out of db/schema.ts on purpose: no query but the search reads these columns,
-- and nothing writes them). Title weighs most, then the summary or description, then the text.
ALTER TABLE "news_articles" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
	setweight(to_tsvector('english'::regconfig, "title"), 'A') ||
	setweight(to_tsvector('english'::regconfig, "summary"), 'B') ||
	setweight(to_tsvector('english'::regconfig, "content"), 'C')
) STORED;--> statement-breakpoint
CREATE INDEX "news_articles_search_idx" ON "news_articles" USING gin ("search_vector") WHERE "published" and "deleted_at" is null;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
	setweight(to_tsvector('english'::regconfig, "title"), 'A') ||
	setweight(to_tsvector('english'::regconfig, "description"), 'B')
) STORED;--> statement-breakpoint
CREATE INDEX "videos_search_idx" ON "videos" USING gin ("search_vector") WHERE "published" and "deleted_at" is null;
