CREATE TABLE "pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"body" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"in_footer" boolean DEFAULT false NOT NULL,
	"in_header" boolean DEFAULT false NOT NULL,
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
	CONSTRAINT "pages_translations_check" CHECK (jsonb_typeof("translations") = 'object')
);
--> statement-breakpoint
ALTER TABLE "content_versions" DROP CONSTRAINT "content_versions_kind_check";--> statement-breakpoint
ALTER TABLE "preview_links" DROP CONSTRAINT "preview_links_kind_check";--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_deleted_by_user_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pages_slug_unique" ON "pages" USING btree ("slug") WHERE "pages"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "pages_deleted_at_idx" ON "pages" USING btree ("deleted_at") WHERE "pages"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_kind_check" CHECK ("kind" in ('article', 'video', 'page'));--> statement-breakpoint
ALTER TABLE "preview_links" ADD CONSTRAINT "preview_links_kind_check" CHECK ("kind" in ('article', 'video', 'page'));