CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"type" text NOT NULL,
	"fiscal_year" integer NOT NULL,
	"document_date" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cover_id" uuid,
	"press_kit" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sector" text,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" text,
	"deleted_at" timestamp with time zone,
	"deleted_by" text,
	CONSTRAINT "documents_translations_check" CHECK (jsonb_typeof("translations") = 'object'),
	CONSTRAINT "documents_type_check" CHECK ("type" in ('annual-report', 'financial-statements', 'sustainability-report', 'policy', 'presentation', 'press-kit', 'other')),
	CONSTRAINT "documents_sector_check" CHECK ("sector" in ('manufacturing', 'mining', 'export', 'group')),
	CONSTRAINT "documents_files_check" CHECK (jsonb_typeof("files") = 'array'),
	CONSTRAINT "documents_press_kit_check" CHECK (jsonb_typeof("press_kit") = 'array'),
	CONSTRAINT "documents_fiscal_year_check" CHECK ("fiscal_year" between 1900 and 2200)
);
--> statement-breakpoint
ALTER TABLE "content_comments" DROP CONSTRAINT "content_comments_kind_check";--> statement-breakpoint
ALTER TABLE "content_reviews" DROP CONSTRAINT "content_reviews_kind_check";--> statement-breakpoint
ALTER TABLE "content_versions" DROP CONSTRAINT "content_versions_kind_check";--> statement-breakpoint
ALTER TABLE "preview_links" DROP CONSTRAINT "preview_links_kind_check";--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_deleted_by_user_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "documents_slug_unique" ON "documents" USING btree ("slug") WHERE "documents"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "documents_deleted_at_idx" ON "documents" USING btree ("deleted_at") WHERE "documents"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "documents_created_at_idx" ON "documents" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "documents_published_idx" ON "documents" USING btree ("type","fiscal_year" DESC NULLS LAST) WHERE "documents"."published" and "documents"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "documents_cover_idx" ON "documents" USING btree ("cover_id");--> statement-breakpoint
CREATE INDEX "documents_media_refs_idx" ON "documents" USING gin (media_refs("files"));--> statement-breakpoint
CREATE INDEX "documents_press_kit_refs_idx" ON "documents" USING gin (media_refs("press_kit"));--> statement-breakpoint
ALTER TABLE "content_comments" ADD CONSTRAINT "content_comments_kind_check" CHECK ("kind" in ('article', 'video', 'page', 'position', 'tender', 'document'));--> statement-breakpoint
ALTER TABLE "content_reviews" ADD CONSTRAINT "content_reviews_kind_check" CHECK ("kind" in ('article', 'video', 'page', 'position', 'tender', 'document'));--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_kind_check" CHECK ("kind" in ('article', 'video', 'page', 'position', 'tender', 'document'));--> statement-breakpoint
ALTER TABLE "preview_links" ADD CONSTRAINT "preview_links_kind_check" CHECK ("kind" in ('article', 'video', 'page', 'position', 'tender', 'document'));--> statement-breakpoint
-- Site search matches a document by its title and summary in every language (a word inside its
-- PDFs is matched through media_pages).
ALTER TABLE "documents" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
	setweight(to_tsvector('english'::regconfig, "title"), 'A') ||
	setweight(to_tsvector('english'::regconfig, "summary"), 'B') ||
	setweight(to_tsvector('english'::regconfig,
		coalesce("translations" #>> '{am,title}', '') || ' ' || coalesce("translations" #>> '{om,title}', '')), 'A') ||
	setweight(to_tsvector('english'::regconfig,
		coalesce("translations" #>> '{am,summary}', '') || ' ' || coalesce("translations" #>> '{om,summary}', '')), 'B')
) STORED;--> statement-breakpoint
CREATE INDEX "documents_search_idx" ON "documents" USING gin ("search_vector") WITH (fastupdate = off) WHERE "published" and "deleted_at" is null;
