CREATE TABLE "alert_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscriber_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"message_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_deliveries_kind_check" CHECK ("kind" in ('article', 'video', 'page', 'position', 'tender', 'document'))
);
--> statement-breakpoint
CREATE TABLE "alert_items" (
	"kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"muted" boolean DEFAULT false NOT NULL,
	"queued_at" timestamp with time zone,
	"subscribers" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_items_kind_item_id_pk" PRIMARY KEY("kind","item_id"),
	CONSTRAINT "alert_items_kind_check" CHECK ("kind" in ('article', 'video', 'page', 'position', 'tender', 'document'))
);
--> statement-breakpoint
CREATE TABLE "alert_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscriber_id" uuid NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_messages_state_check" CHECK ("state" in ('waiting', 'sent', 'failed', 'suppressed'))
);
--> statement-breakpoint
CREATE TABLE "alert_sender" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"next_slot_at" timestamp with time zone DEFAULT now() NOT NULL,
	"alerts_since" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_subscribers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"frequency" text DEFAULT 'instant' NOT NULL,
	"topics" jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"requested" jsonb,
	"requested_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"suppressed_at" timestamp with time zone,
	"suppressed_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_subscribers_language_check" CHECK ("language" in ('en', 'am', 'om')),
	CONSTRAINT "alert_subscribers_frequency_check" CHECK ("frequency" in ('instant', 'daily', 'weekly')),
	CONSTRAINT "alert_subscribers_state_check" CHECK ("state" in ('pending', 'active', 'paused')),
	CONSTRAINT "alert_subscribers_topics_check" CHECK (jsonb_typeof("topics") = 'object')
);
--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_subscriber_id_alert_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."alert_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_message_id_alert_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."alert_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_messages" ADD CONSTRAINT "alert_messages_subscriber_id_alert_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."alert_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_deliveries_once" ON "alert_deliveries" USING btree ("subscriber_id","kind","item_id");--> statement-breakpoint
CREATE INDEX "alert_deliveries_due_idx" ON "alert_deliveries" USING btree ("due_at") WHERE "alert_deliveries"."message_id" is null;--> statement-breakpoint
CREATE INDEX "alert_deliveries_message_idx" ON "alert_deliveries" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "alert_messages_waiting_idx" ON "alert_messages" USING btree ("next_attempt_at") WHERE "alert_messages"."state" = 'waiting';--> statement-breakpoint
CREATE INDEX "alert_messages_subscriber_idx" ON "alert_messages" USING btree ("subscriber_id");--> statement-breakpoint
CREATE UNIQUE INDEX "alert_subscribers_email_unique" ON "alert_subscribers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "alert_subscribers_pending_idx" ON "alert_subscribers" USING btree ("created_at") WHERE "alert_subscribers"."state" = 'pending';--> statement-breakpoint
INSERT INTO "alert_sender" ("id") VALUES (1) ON CONFLICT DO NOTHING;
