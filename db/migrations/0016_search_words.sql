-- The site search reads an article's text as its readers do: a link by its words (not its
-- address), an image by its description and caption, a video by its title, no HTML tags or
-- Markdown marks. `markdown_words` makes those words from the stored Markdown; the vectors are
-- made again with it (the expression of 0011 otherwise), and the result's snippet uses it too.
CREATE FUNCTION "markdown_words"("markdown" text) RETURNS text
	LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURNS NULL ON NULL INPUT
	AS $$
	SELECT regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
		"markdown",
		'::video\[([^\]]*)\]\([^)]*\)', '\1', 'g'),
		'!\[([^\]]*)\]\([^)" ]*(?: +"([^"]*)")?\)', '\1 \2', 'g'),
		'\[([^\]]*)\]\([^)]*\)', '\1', 'g'),
		'</?[A-Za-z][^<>]*>', ' ', 'g'),
		'[#*_`>~|\\]+', ' ', 'g'),
		'\s+', ' ', 'g')
	$$;--> statement-breakpoint
DROP INDEX "news_articles_search_idx";--> statement-breakpoint
ALTER TABLE "news_articles" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
	setweight(to_tsvector('english'::regconfig, "title"), 'A') ||
	setweight(to_tsvector('english'::regconfig, "summary"), 'B') ||
	setweight(to_tsvector('english'::regconfig, markdown_words("content")), 'C') ||
	setweight(to_tsvector('english'::regconfig,
		coalesce("translations" #>> '{am,title}', '') || ' ' || coalesce("translations" #>> '{om,title}', '')), 'A') ||
	setweight(to_tsvector('english'::regconfig,
		coalesce("translations" #>> '{am,summary}', '') || ' ' || coalesce("translations" #>> '{om,summary}', '')), 'B') ||
	setweight(to_tsvector('english'::regconfig, markdown_words(
		coalesce("translations" #>> '{am,content}', '') || ' ' || coalesce("translations" #>> '{om,content}', ''))), 'C')
) STORED;--> statement-breakpoint
CREATE INDEX "news_articles_search_idx" ON "news_articles" USING gin ("search_vector") WITH (fastupdate = off) WHERE "published" and "deleted_at" is null;
