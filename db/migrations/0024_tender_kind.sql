ALTER TABLE "content_comments" DROP CONSTRAINT "content_comments_kind_check";--> statement-breakpoint
ALTER TABLE "content_reviews" DROP CONSTRAINT "content_reviews_kind_check";--> statement-breakpoint
ALTER TABLE "content_versions" DROP CONSTRAINT "content_versions_kind_check";--> statement-breakpoint
ALTER TABLE "preview_links" DROP CONSTRAINT "preview_links_kind_check";--> statement-breakpoint
ALTER TABLE "content_comments" ADD CONSTRAINT "content_comments_kind_check" CHECK ("kind" in ('article', 'video', 'page', 'position', 'tender'));--> statement-breakpoint
ALTER TABLE "content_reviews" ADD CONSTRAINT "content_reviews_kind_check" CHECK ("kind" in ('article', 'video', 'page', 'position', 'tender'));--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_kind_check" CHECK ("kind" in ('article', 'video', 'page', 'position', 'tender'));--> statement-breakpoint
ALTER TABLE "preview_links" ADD CONSTRAINT "preview_links_kind_check" CHECK ("kind" in ('article', 'video', 'page', 'position', 'tender'));--> statement-breakpoint
-- The site search matches tenders by their stored vector, as articles (0016): the title and the
-- reference first, then the description and eligibility, in English and the translations.
ALTER TABLE "tenders" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
	setweight(to_tsvector('english'::regconfig, "title" || ' ' || "reference"), 'A') ||
	setweight(to_tsvector('english'::regconfig, markdown_words("description") || ' ' || "eligibility"), 'C') ||
	setweight(to_tsvector('english'::regconfig,
		coalesce("translations" #>> '{am,title}', '') || ' ' || coalesce("translations" #>> '{om,title}', '')), 'A') ||
	setweight(to_tsvector('english'::regconfig, markdown_words(
		coalesce("translations" #>> '{am,description}', '') || ' ' || coalesce("translations" #>> '{om,description}', '') || ' ' ||
		coalesce("translations" #>> '{am,eligibility}', '') || ' ' || coalesce("translations" #>> '{om,eligibility}', ''))), 'C')
) STORED;--> statement-breakpoint
CREATE INDEX "tenders_search_idx" ON "tenders" USING gin ("search_vector") WITH (fastupdate = off) WHERE "published" and "deleted_at" is null;
--> statement-breakpoint
-- A version keeps a list field (a tender's bid documents) as its JSON text, so the ids it names
-- are quoted inside a string (\"<id>\"): `media_refs` reads those too, and the indexes made with
-- it are made again.
CREATE OR REPLACE FUNCTION "media_refs"("document" jsonb) RETURNS text[]
	LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURNS NULL ON NULL INPUT
	AS $$
	SELECT coalesce(array_agg(DISTINCT "ref"), '{}'::text[]) FROM (
		SELECT (regexp_matches("document"::text, '/uploads/([0-9a-f]{32})', 'g'))[1] AS "ref"
		UNION ALL
		SELECT (regexp_matches("document"::text,
			'\\?"([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\\?"', 'g'))[1]
	) AS "refs"
	$$;--> statement-breakpoint
REINDEX INDEX "content_versions_media_refs_idx";--> statement-breakpoint
REINDEX INDEX "site_versions_media_refs_idx";
