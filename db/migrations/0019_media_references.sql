-- Where an upload is used (the media library's 'Used by', and the check before deleting one):
-- `media_refs` finds the uploads a JSON document names, for an index of every version history
-- keeps, whatever its kind and language. It takes the content hash of every `/uploads/<hash>…`
-- address in the document's texts (an image, a video or a link in a text, a typed image
-- address), and every value that is a whole id (an upload chosen by its id: a featured image,
-- a site photo). An id or hash that is no upload's matches nothing.
CREATE FUNCTION "media_refs"("document" jsonb) RETURNS text[]
	LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURNS NULL ON NULL INPUT
	AS $$
	SELECT coalesce(array_agg(DISTINCT "ref"), '{}'::text[]) FROM (
		SELECT (regexp_matches("document"::text, '/uploads/([0-9a-f]{32})', 'g'))[1] AS "ref"
		UNION ALL
		SELECT (regexp_matches("document"::text,
			'"([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})"', 'g'))[1]
	) AS "refs"
	$$;--> statement-breakpoint
CREATE INDEX "content_versions_media_refs_idx" ON "content_versions" USING gin (media_refs("data"));--> statement-breakpoint
CREATE INDEX "site_versions_media_refs_idx" ON "site_versions" USING gin (media_refs("data"));