import type { AlertFrequency, AlertTopic } from "../../../db/enums";

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
