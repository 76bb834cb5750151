CREATE TABLE "application_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"status" text,
	"note" text DEFAULT '' NOT NULL,
	"actor_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"position_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"cover_letter" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"cv_key" text NOT NULL,
	"cv_name" text NOT NULL,
	"cv_type" text NOT NULL,
	"cv_bytes" integer NOT NULL,
	"cv_sha256" text NOT NULL,
	"ip_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "applications_status_check" CHECK ("status" in ('new', 'reviewing', 'shortlisted', 'rejected', 'hired')),
	CONSTRAINT "applications_language_check" CHECK ("language" in ('en', 'am', 'om'))
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"sector" text DEFAULT 'group' NOT NULL,
	"location" text NOT NULL,
	"employment_type" text NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"description" text NOT NULL,
	"requirements" text NOT NULL,
	"how_to_apply" text DEFAULT '' NOT NULL,
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
	CONSTRAINT "positions_translations_check" CHECK (jsonb_typeof("translations") = 'object'),
	CONSTRAINT "positions_sector_check" CHECK ("sector" in ('manufacturing', 'mining', 'export', 'group')),
	CONSTRAINT "positions_employment_type_check" CHECK ("employment_type" in ('FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN'))
);
--> statement-breakpoint
ALTER TABLE "content_versions" DROP CONSTRAINT "content_versions_kind_check";--> statement-breakpoint
ALTER TABLE "preview_links" DROP CONSTRAINT "preview_links_kind_check";--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_deleted_by_user_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_events_application_idx" ON "application_events" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "applications_position_idx" ON "applications" USING btree ("position_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "applications_new_idx" ON "applications" USING btree ("created_at") WHERE "applications"."status" = 'new';--> statement-breakpoint
CREATE UNIQUE INDEX "positions_slug_unique" ON "positions" USING btree ("slug") WHERE "positions"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "positions_deleted_at_idx" ON "positions" USING btree ("deleted_at") WHERE "positions"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "positions_created_at_idx" ON "positions" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "positions_open_idx" ON "positions" USING btree ("closes_at") WHERE "positions"."published" and "positions"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_kind_check" CHECK ("kind" in ('article', 'video', 'page', 'position'));--> statement-breakpoint
ALTER TABLE "preview_links" ADD CONSTRAINT "preview_links_kind_check" CHECK ("kind" in ('article', 'video', 'page', 'position'));--> statement-breakpoint
-- /careers is now the careers section: a page staff had added at that address moves to its own.
UPDATE "pages" SET "slug" = 'careers-' || left("id"::text, 8) WHERE "slug" = 'careers';
