-- The search indexes take each change at once rather than through GIN's pending list: an
-- article is saved now and then, while a long pending list is read by every search and makes
-- the planner prefer reading the whole table. Only VACUUM empties that list, and the embedded
-- engine has no autovacuum.
ALTER INDEX "news_articles_search_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "videos_search_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('news_articles_search_idx');--> statement-breakpoint
SELECT gin_clean_pending_list('videos_search_idx');
