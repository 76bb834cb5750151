/**
 * Value lists the database constrains a column to. They live in db/ (which imports nothing from
 * the app) so the schema and the features that offer the values share one definition; this file
 * has no dependencies, so browser code may import it too.
 */

/** The video categories of the specification, in the order the admin form offers them. */
export const VIDEO_CATEGORIES = [
  "EV Technology",
  "Manufacturing Process",
  "Product Launch",
  "Behind the Scenes",
  "Customer Stories",
  "General",
] as const;
export type VideoCategory = (typeof VIDEO_CATEGORIES)[number];
export const DEFAULT_VIDEO_CATEGORY: VideoCategory = "EV Technology";
