ALTER TABLE "positions" ADD COLUMN "salary_min" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "salary_max" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "salary_currency" text DEFAULT 'ETB' NOT NULL;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "salary_unit" text DEFAULT 'MONTH' NOT NULL;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_salary_currency_check" CHECK ("salary_currency" in ('ETB', 'USD', 'EUR'));--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_salary_unit_check" CHECK ("salary_unit" in ('MONTH', 'YEAR', 'HOUR'));--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_salary_check" CHECK ("salary_min" >= 0 and "salary_max" >= 0 and "salary_max" >= "salary_min");