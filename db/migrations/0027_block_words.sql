-- Blocks in a rich text (`::people{json}` on a line of its own, docs/decisions/049) are searched
-- by the words a reader sees: a person's name, role and biography, an image's description and
-- caption, a heading, a quote, a button's text, a column's text; never the JSON's keys, an
-- address or a size. `markdown_block_words` reads one block line; a damaged line (its JSON cut
-- short) gives no words rather than an error, so a save never fails in the generated column.
-- `markdown_words` (0016) keeps its name and its result for every other line: the generated
-- search vectors and the result's snippet use it as before. Texts saved before this hold no
-- block line, so no stored vector changes.
CREATE FUNCTION "markdown_block_words"("line" text) RETURNS text
	LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE RETURNS NULL ON NULL INPUT
	AS $$
	DECLARE
		"data" jsonb;
		"words" text;
	BEGIN
		"data" := substring("line" from '^::[a-z]+(\{.*\})[ \t\r]*$')::jsonb;
		IF "data" IS NULL OR jsonb_typeof("data") <> 'object' THEN
			RETURN '';
		END IF;
		SELECT string_agg("field".value, ' ') INTO "words"
		FROM jsonb_path_query("data", 'strict $.** ? (@.type() == "object")') AS "object"("value"),
			jsonb_each_text("object"."value") AS "field"
		WHERE "field".key IN ('name', 'role', 'bio', 'alt', 'caption', 'title', 'heading', 'text',
			'label', 'by', 'value')
			AND jsonb_typeof("object"."value" -> "field".key) = 'string';
		IF jsonb_typeof("data" -> 'columns') = 'array' THEN
			SELECT concat_ws(' ', "words", string_agg(markdown_words("column"), ' ')) INTO "words"
			FROM jsonb_array_elements_text("data" -> 'columns') AS "column"
			WHERE jsonb_typeof("data" -> 'columns' -> 0) = 'string';
		END IF;
		RETURN coalesce("words", '');
	EXCEPTION WHEN others THEN
		RETURN '';
	END
	$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "markdown_words"("markdown" text) RETURNS text
	LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURNS NULL ON NULL INPUT
	AS $$
	SELECT regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
		CASE WHEN "markdown" ~ '(^|\n)::(image|gallery|people|downloads|cta|columns|quote|figures)\{'
		THEN (
			SELECT string_agg(
				CASE WHEN "line" ~ '^::(image|gallery|people|downloads|cta|columns|quote|figures)\{.*\}[ \t\r]*$'
				THEN markdown_block_words("line") ELSE "line" END,
				E'\n' ORDER BY "n")
			FROM regexp_split_to_table("markdown", E'\n') WITH ORDINALITY AS "lines"("line", "n")
		)
		ELSE "markdown" END,
		'::video\[([^\]]*)\]\([^)]*\)', '\1', 'g'),
		'!\[([^\]]*)\]\([^)" ]*(?: +"([^"]*)")?\)', '\1 \2', 'g'),
		'\[([^\]]*)\]\([^)]*\)', '\1', 'g'),
		'</?[A-Za-z][^<>]*>', ' ', 'g'),
		'[#*_`>~|\\]+', ' ', 'g'),
		'\s+', ' ', 'g')
	$$;
