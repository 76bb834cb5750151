import { formatDateTimeIn } from "~/lib/dates";
import { markdownText } from "~/lib/markdown-text";
import { type DiffPart, wordDiff } from "~/lib/word-diff";
import type { ContentStore } from "./kind.server";
import { parseTranslationKey } from "./translations";
import type { VersionData } from "./versions/history.server";

/** One field of two versions as a diff shows it. */
export interface FieldDiff {
  name: string;
  label: string;
  changed: boolean;
  parts: DiffPart[];
}

/** How a field's value is shown as words. */
interface VersionFieldText {
  richText?: boolean;
  dateTime?: boolean;
  timeZone: string;
}

/** A version's publication: a draft, published, or scheduled (at a time to come). */
export function publicationState(
  data: VersionData,
  now = new Date(),
): { state: "draft" | "published" } | { state: "scheduled"; at: Date } {
  if (data.published !== true) return { state: "draft" };
  const at = typeof data.publishedAt === "string" ? new Date(data.publishedAt) : undefined;
  return at && at > now ? { state: "scheduled", at } : { state: "published" };
}

/** 'Draft', 'Published', 'Scheduled for November 24, 2026 at 9:30 AM'. */
export function publicationText(data: VersionData, timeZone: string, now = new Date()): string {
  const publication = publicationState(data, now);
  if (publication.state === "scheduled") {
    return `Scheduled for ${formatDateTimeIn(publication.at, timeZone)}`;
  }
  return publication.state === "draft" ? "Draft" : "Published";
}

function textOf(
  name: string,
  data: VersionData,
  { richText = false, dateTime = false, timeZone }: VersionFieldText,
): string {
  const value = data[name];
  if (value === null || value === undefined) return "";
  if (dateTime) return formatDateTimeIn(new Date(String(value)), timeZone);
  if (name.endsWith("MediaId")) return `Upload ${String(value).slice(0, 8)}`;
  // A rich text's words: what a reader of the page sees changed, not its markup.
  return richText ? markdownText(String(value)) : String(value);
}

/**
 * Every field of `before` and `after` (the form's order), each with its word diff; the two
 * publication fields are shown as one, 'Publication'; a translated field empty in both is left out.
 */
export function diffVersions(
  store: ContentStore,
  before: VersionData,
  after: VersionData,
  timeZone: string,
): FieldDiff[] {
  const diffs: FieldDiff[] = [];
  for (const { name, label, richText, dateTime } of store.fields) {
    if (name === "publishedAt") continue;
    const how = { richText, dateTime, timeZone };
    const [a, b] =
      name === "published"
        ? [publicationText(before, timeZone), publicationText(after, timeZone)]
        : [textOf(name, before, how), textOf(name, after, how)];
    // A language neither version is translated into is not a field of either.
    if (a === "" && b === "" && parseTranslationKey(name)) continue;
    // A rich text whose words are the same may still have changed its formatting.
    const changed = richText ? String(before[name] ?? "") !== String(after[name] ?? "") : a !== b;
    const parts = wordDiff(a, b);
    if (changed && a === b) parts.push({ op: "=", text: "\n(Only the formatting changed.)" });
    diffs.push({
      name,
      label: name === "published" ? "Publication" : label,
      changed,
      parts,
    });
  }
  return diffs;
}

/** Only the fields that differ, as an edit conflict shows what the other save changed. */
export function fieldChanges(
  store: ContentStore,
  before: VersionData,
  after: VersionData,
  timeZone: string,
) {
  return diffVersions(store, before, after, timeZone)
    .filter((field) => field.changed)
    .map(({ label, parts }) => ({ label, parts }));
}
