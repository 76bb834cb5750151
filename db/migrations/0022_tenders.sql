CREATE TABLE "tender_amendments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tender_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"text" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"new_closes_at" timestamp with time zone,
	"documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" text
);
--> statement-breakpoint
CREATE TABLE "tender_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tender_id" uuid NOT NULL,
	"name" text NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"question" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"state" text DEFAULT 'new' NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"answered_by" text,
	"ip_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tender_questions_state_check" CHECK ("state" in ('new', 'published', 'discarded')),
	CONSTRAINT "tender_questions_language_check" CHECK ("language" in ('en', 'am', 'om'))
);
--> statement-breakpoint
CREATE TABLE "tender_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tender_id" uuid NOT NULL,
	"company" text NOT NULL,
	"contact_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"ip_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tender_registrations_language_check" CHECK ("language" in ('en', 'am', 'om'))
);
--> statement-breakpoint
CREATE TABLE "tenders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"reference" text NOT NULL,
	"sector" text DEFAULT 'group' NOT NULL,
	"category" text NOT NULL,
	"method" text NOT NULL,
	"description" text NOT NULL,
	"eligibility" text DEFAULT '' NOT NULL,
	"bid_security" text DEFAULT '' NOT NULL,
	"document_fee" text DEFAULT '' NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"extended_to" timestamp with time zone,
	"opening_at" timestamp with time zone NOT NULL,
	"opening_place" text DEFAULT '' NOT NULL,
	"questions_until" timestamp with time zone,
	"documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"awarded_at" timestamp with time zone,
	"award_winner" text,
	"award_amount" text,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" text,
	"deleted_at" timestamp with time zone,
	"deleted_by" text,
	CONSTRAINT "tenders_translations_check" CHECK (jsonb_typeof("translations") = 'object'),
	CONSTRAINT "tenders_sector_check" CHECK ("sector" in ('manufacturing', 'mining', 'export', 'group')),
	CONSTRAINT "tenders_category_check" CHECK ("category" in ('goods', 'works', 'consultancy', 'non-consultancy')),
	CONSTRAINT "tenders_method_check" CHECK ("method" in ('icb', 'ncb', 'rfq', 'rfp', 'eoi')),
	CONSTRAINT "tenders_documents_check" CHECK (jsonb_typeof("documents") = 'array'),
	CONSTRAINT "tenders_outcome_check" CHECK ("awarded_at" is null or "cancelled_at" is null)
);
--> statement-breakpoint
ALTER TABLE "tender_amendments" ADD CONSTRAINT "tender_amendments_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_amendments" ADD CONSTRAINT "tender_amendments_published_by_user_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_questions" ADD CONSTRAINT "tender_questions_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_questions" ADD CONSTRAINT "tender_questions_answered_by_user_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_registrations" ADD CONSTRAINT "tender_registrations_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenders" ADD CONSTRAINT "tenders_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenders" ADD CONSTRAINT "tenders_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenders" ADD CONSTRAINT "tenders_deleted_by_user_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tender_amendments_number_unique" ON "tender_amendments" USING btree ("tender_id","number");--> statement-breakpoint
CREATE INDEX "tender_amendments_media_refs_idx" ON "tender_amendments" USING gin (media_refs("documents"));--> statement-breakpoint
CREATE INDEX "tender_questions_tender_idx" ON "tender_questions" USING btree ("tender_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tender_registrations_email_unique" ON "tender_registrations" USING btree ("tender_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "tenders_slug_unique" ON "tenders" USING btree ("slug") WHERE "tenders"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "tenders_reference_unique" ON "tenders" USING btree ("reference") WHERE "tenders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "tenders_deleted_at_idx" ON "tenders" USING btree ("deleted_at") WHERE "tenders"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "tenders_created_at_idx" ON "tenders" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tenders_closing_idx" ON "tenders" USING btree (coalesce("extended_to", "closes_at")) WHERE "tenders"."published" and "tenders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "tenders_media_refs_idx" ON "tenders" USING gin (media_refs("documents"));