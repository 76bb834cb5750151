// The categories are a database constraint (db/schema.ts), so db/ owns their definition.
export { DEFAULT_VIDEO_CATEGORY, VIDEO_CATEGORIES, type VideoCategory } from "../../../db/enums";
