CREATE TABLE "media_downloads" (
	"media_id" uuid NOT NULL,
	"day" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "media_downloads_media_id_day_pk" PRIMARY KEY("media_id","day")
);
--> statement-breakpoint
CREATE TABLE "media_pages" (
	"media_id" uuid NOT NULL,
	"page" integer NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "media_pages_media_id_page_pk" PRIMARY KEY("media_id","page")
);
--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "pages" integer;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "text_state" text;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "cover_id" uuid;--> statement-breakpoint
ALTER TABLE "media_downloads" ADD CONSTRAINT "media_downloads_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_pages" ADD CONSTRAINT "media_pages_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_text_pending_idx" ON "media" USING btree ("created_at") WHERE "media"."text_state" = 'pending';--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_text_state_check" CHECK ("text_state" in ('pending', 'found', 'none', 'failed'));--> statement-breakpoint
-- Site search finds a document by a word inside its PDF (the same configuration as the kinds').
ALTER TABLE "media_pages" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (to_tsvector('english'::regconfig, "text")) STORED;--> statement-breakpoint
CREATE INDEX "media_pages_search_idx" ON "media_pages" USING gin ("search_vector") WITH (fastupdate = off);
