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
