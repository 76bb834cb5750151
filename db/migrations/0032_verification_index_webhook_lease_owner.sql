ALTER TABLE "webhook_sender" ADD COLUMN "lease_owner" text;--> statement-breakpoint
CREATE INDEX "verification_identifier_idx" ON "verification" USING btree ("identifier");