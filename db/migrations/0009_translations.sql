-- An article's or a video's texts in Amharic and Afaan Oromo: one JSON object on the row itself,
-- so a save, its version in the history, its edit-conflict check and a backup hold them with
-- the English.
ALTER TABLE "news_articles" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "news_articles" ADD CONSTRAINT "news_articles_translations_check" CHECK (jsonb_typeof("translations") = 'object');--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_translations_check" CHECK (jsonb_typeof("translations") = 'object');