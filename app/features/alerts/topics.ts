import type { AlertFrequency, AlertTopic, ContentType } from "../../../db/enums";

/**
 * The topic each kind of content alerts under: articles are News, tenders Tenders, positions
 * Jobs; the other kinds alert nobody. (No server code here: the dashboard's screens read it.)
 */
export const ALERT_TOPIC_OF_KIND: Partial<Record<ContentType, AlertTopic>> = {
  article: "news",
  tender: "tenders",
  position: "jobs",
};

/** The topics as the 'Get alerts' form and the dashboard name them. */
export const ALERT_TOPIC_LABELS: Record<AlertTopic, string> = {
  news: "News",
  tenders: "Tenders",
  jobs: "Jobs",
};

/** How often a subscriber hears, as the 'Get alerts' form words it. */
export const ALERT_FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  instant: "As published",
  daily: "Daily digest",
  weekly: "Weekly digest",
};
