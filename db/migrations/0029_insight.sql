-- Insight (ADR 054): page views as hourly and daily totals, the day's salt and visitors' marks
-- (deleted with the day), site searches, 404s, redirects, and the link checker's findings.
CREATE TABLE "insight_days" (
	"day" text NOT NULL,
	"dimension" text NOT NULL,
	"key" text NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "insight_days_day_dimension_key_pk" PRIMARY KEY("day","dimension","key")
);
--> statement-breakpoint
CREATE TABLE "insight_hours" (
	"hour" timestamp with time zone PRIMARY KEY NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insight_salts" (
	"day" text PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insight_searches" (
	"day" text NOT NULL,
	"locale" text NOT NULL,
	"query" text NOT NULL,
	"searches" integer NOT NULL,
	"results" integer NOT NULL,
	CONSTRAINT "insight_searches_day_locale_query_pk" PRIMARY KEY("day","locale","query")
);
--> statement-breakpoint
CREATE TABLE "insight_visitors" (
	"day" text NOT NULL,
	"mark" text NOT NULL,
	CONSTRAINT "insight_visitors_day_mark_pk" PRIMARY KEY("day","mark")
);
--> statement-breakpoint
CREATE TABLE "link_check_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"links" integer DEFAULT 0 NOT NULL,
	"problems" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"requested_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "link_problems" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"item_id" text,
	"item_title" text NOT NULL,
	"url" text NOT NULL,
	"problem" text NOT NULL,
	"status" integer,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "link_problems_problem_check" CHECK ("problem" in ('draft', 'trashed', 'not-found', 'unreachable', 'error'))
);
--> statement-breakpoint
CREATE TABLE "not_found_paths" (
	"path" text PRIMARY KEY NOT NULL,
	"referrer_host" text DEFAULT '' NOT NULL,
	"hits" integer NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redirects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_path" text NOT NULL,
	"to" text NOT NULL,
	"status" integer DEFAULT 301 NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"last_hit_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redirects_from_path_unique" UNIQUE("from_path"),
	CONSTRAINT "redirects_status_check" CHECK ("status" in (301, 302))
);
--> statement-breakpoint
ALTER TABLE "redirects" ADD CONSTRAINT "redirects_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "insight_days_dimension_day_idx" ON "insight_days" USING btree ("dimension","day");--> statement-breakpoint
CREATE INDEX "insight_searches_day_idx" ON "insight_searches" USING btree ("day");--> statement-breakpoint
CREATE INDEX "not_found_paths_last_seen_idx" ON "not_found_paths" USING btree ("last_seen_at");