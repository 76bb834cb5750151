CREATE TABLE "content_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"author_id" text,
	"author_email" text NOT NULL,
	"body" text NOT NULL,
	"action" text DEFAULT 'comment' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_comments_kind_check" CHECK ("kind" in ('article', 'video', 'page', 'position'))
);
--> statement-breakpoint
CREATE TABLE "content_reviews" (
	"kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"state" text NOT NULL,
	"submitted_by" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	CONSTRAINT "content_reviews_kind_item_id_pk" PRIMARY KEY("kind","item_id"),
	CONSTRAINT "content_reviews_kind_check" CHECK ("kind" in ('article', 'video', 'page', 'position')),
	CONSTRAINT "content_reviews_state_check" CHECK ("state" in ('in_review', 'changes_requested'))
);
--> statement-breakpoint
ALTER TABLE "invitations" DROP CONSTRAINT "invitations_role_check";--> statement-breakpoint
ALTER TABLE "user" DROP CONSTRAINT "user_role_check";--> statement-breakpoint
ALTER TABLE "content_comments" ADD CONSTRAINT "content_comments_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reviews" ADD CONSTRAINT "content_reviews_submitted_by_user_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reviews" ADD CONSTRAINT "content_reviews_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_comments_item_idx" ON "content_comments" USING btree ("kind","item_id","created_at");--> statement-breakpoint
CREATE INDEX "content_reviews_state_idx" ON "content_reviews" USING btree ("kind","state");--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_role_check" CHECK ("role" in ('owner', 'admin', 'editor', 'author', 'pending'));--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_role_check" CHECK ("role" in ('owner', 'admin', 'editor', 'author', 'pending'));