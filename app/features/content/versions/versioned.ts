/**
 * A document kept in versions: an item of a kind (its rows in `content_versions`) or the site (its
 * own `site_versions`). The history page, the version page and 'Restore this version' serve both
 * through this one interface (routes/admin/kind-history.tsx, kind-version.tsx), so the two stores
 * keep their tables and the pages are written once (ADR 038).
 */

import type { Conflict, Done, Invalid, Missing, Refused } from "~/features/content/commands/result";
import type { CommentData } from "~/features/content/review-panel";
import type { DiffPart } from "~/lib/word-diff";

/** One version as the history page lists it. */
export interface VersionEntry {
  number: number;
  /** What made it, in words: 'Published', 'Restored an earlier version'. */
  action: string;
  savedBy: string | null;
  savedAt: string;
  /**
   * What it changed: the fields' labels, or only how many texts (a change of the site can name
   * hundreds).
   */
  changed: string[] | number;
}

/** What both pages name the document by. */
export interface VersionedName {
  /** The browser tab's: 'Site', the item's title. */
  title: string;
  /** After 'History of' and 'Version 2 of': 'the site', '“Annual report”'. */
  subject: string;
  /** The version a restore must still find: the one both pages compare with. */
  current: number;
}

/** The history page's own content. */
export interface VersionHistory extends VersionedName {
  versions: VersionEntry[];
  /** A review's comments, kept with an item's history (none for the site). */
  comments: CommentData[];
}

/** One version beside the current one, field by field, as 'Restore this version' would change it. */
export interface VersionComparison extends VersionedName {
  number: number;
  action: string;
  savedBy: string | null;
  savedAt: string;
  changed: { name: string; label: string; parts: DiffPart[] }[];
  /** The labels of the fields this version shares with the current one (an item's). */
  unchanged: string[];
  /** Under the comparison: what a restore brings back and what it leaves as it is. */
  restoreNote: string;
  /** Whether this user may restore it (an author: only their own draft, ADR 027). */
  mayRestore: boolean;
}

/** What the pages say of a document, the same for every one of its kind. */
export interface VersionedWords {
  /** Where its form is, which 'Back to the …' leads to and the history is under. */
  editPath: string;
  /** 'site', 'article': 'Back to the site'. */
  noun: string;
  /** What a version is compared with: 'current draft' (the site's), 'current version'. */
  currentName: string;
  /** How its number follows: 'current draft (version 4)' (`word`) or 'current version (4)'. */
  currentNumber: "word" | "bare";
  /** The history page's when nothing is kept yet. */
  empty: string;
  /** The version page's when the version is the same as the current one. */
  same: string;
  /** The history page's notice once a version is restored. */
  restored(number: number): string;
}

/** What a read gives: the page, `missing` (no such document or version), or `refused` (why not). */
export type VersionedRead<Page extends object> = Done<Page> | Missing | Refused;

export type RestoreResult = Done | Refused | Missing | Conflict | Invalid;

/** A versioned document as one user, in one request, sees and changes it. */
export interface VersionedDocument {
  words: VersionedWords;
  history(): Promise<VersionedRead<VersionHistory>>;
  compare(number: number): Promise<VersionedRead<VersionComparison>>;
  /**
   * Makes version `number` current again, as a new version, if the document is still at
   * `opened` (the version the page showed; -1 when the form did not say).
   */
  restore(number: number, opened: number): Promise<RestoreResult>;
}
