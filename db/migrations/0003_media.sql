CREATE TABLE "media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'processing' NOT NULL,
	"hash" text NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer,
	"height" integer,
	"alt" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"uploaded_by" text,
	CONSTRAINT "media_hash_unique" UNIQUE("hash"),
	CONSTRAINT "media_kind_check" CHECK ("kind" in ('image', 'document')),
	CONSTRAINT "media_state_check" CHECK ("state" in ('processing', 'ready'))
);
--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "image_media_id" uuid;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "thumbnail_media_id" uuid;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_uploaded_by_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "media_processing_idx" ON "media" USING btree ("created_at") WHERE "media"."state" = 'processing';--> statement-breakpoint
ALTER TABLE "news_articles" ADD CONSTRAINT "news_articles_image_media_id_media_id_fk" FOREIGN KEY ("image_media_id") REFERENCES "public"."media"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_thumbnail_media_id_media_id_fk" FOREIGN KEY ("thumbnail_media_id") REFERENCES "public"."media"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_articles_image_media_idx" ON "news_articles" USING btree ("image_media_id");--> statement-breakpoint
CREATE INDEX "videos_thumbnail_media_idx" ON "videos" USING btree ("thumbnail_media_id");