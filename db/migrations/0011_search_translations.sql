-- The site search finds an article or a video by its translations too (Amharic and Afaan Oromo,
-- migration 0009): their texts join the English ones at the same weights. The stored vectors are
-- made again with the new expression; the indexes keep taking each change at once (0008).
DROP INDEX "news_articles_search_idx";--> statement-breakpoint
ALTER TABLE "news_articles" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
	setweight(to_tsvector('english'::regconfig, "title"), 'A') ||
	setweight(to_tsvector('english'::regconfig, "summary"), 'B') ||
	setweight(to_tsvector('english'::regconfig, "content"), 'C') ||
	setweight(to_tsvector('english'::regconfig,
		coalesce("translations" #>> '{am,title}', '') || ' ' || coalesce("translations" #>> '{om,title}', '')), 'A') ||
	setweight(to_tsvector('english'::regconfig,
		coalesce("translations" #>> '{am,summary}', '') || ' ' || coalesce("translations" #>> '{om,summary}', '')), 'B') ||
	setweight(to_tsvector('english'::regconfig,
		coalesce("translations" #>> '{am,content}', '') || ' ' || coalesce("translations" #>> '{om,content}', '')), 'C')
) STORED;--> statement-breakpoint
CREATE INDEX "news_articles_search_idx" ON "news_articles" USING gin ("search_vector") WITH (fastupdate = off) WHERE "published" and "deleted_at" is null;--> statement-breakpoint
DROP INDEX "videos_search_idx";--> statement-breakpoint
ALTER TABLE "videos" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
	setweight(to_tsvector('english'::regconfig, "title"), 'A') ||
	setweight(to_tsvector('english'::regconfig, "description"), 'B') ||
	setweight(to_tsvector('english'::regconfig,
		coalesce("translations" #>> '{am,title}', '') || ' ' || coalesce("translations" #>> '{om,title}', '')), 'A') ||
	setweight(to_tsvector('english'::regconfig,
		coalesce("translations" #>> '{am,description}', '') || ' ' || coalesce("translations" #>> '{om,description}', '')), 'B')
) STORED;--> statement-breakpoint
CREATE INDEX "videos_search_idx" ON "videos" USING gin ("search_vector") WITH (fastupdate = off) WHERE "published" and "deleted_at" is null;
