/**
 * What every content command takes and returns. A command is one write (a save, a
 * publication, a review step, a comment, a preview link, the trash): it takes the site it runs on,
 * the actor, the kind's store and typed input, and returns one of these results. Routes turn a
 * result into HTTP; nothing here knows about requests or responses.
 */
import type { SessionUser } from "~/features/auth/roles";
import type { ContentStore } from "~/features/content/kind.server";
import type { Mail } from "~/lib/mail.server";
import type { DiffPart } from "~/lib/word-diff";
import type { AppDatabase } from "../../../../db/client.server";

/** What a command needs of the running site (the request context has it all). */
export interface CommandContext {
  db: AppDatabase;
  site: { timeZone: string };
  /** The public origin, for the links in e-mails. */
  siteUrl: string;
  /** Sends an e-mail in the background; undefined when e-mail is not set up. */
  sendMail?: (mail: Mail, what: string) => void;
  publishedSite: { identity(): Promise<{ name: string }> };
  logger: { error(details: object, message: string): void };
  /** Drops cached public pages: called after every write that may change them. */
  contentChanged(): void;
}

/** Who does it, to what kind. */
export interface CommandTarget {
  actor: SessionUser;
  store: ContentStore;
}

/** An edit conflict as the form shows it. */
export interface ConflictView {
  /** 'This article was changed by … at … after you opened it.' */
  message: string;
  /** The current version: 'Save anyway' saves over it. */
  version: number;
  /** What the other save changed, field by field. */
  changes: { label: string; parts: DiffPart[] }[];
}

/** Done: what it did. */
export type Done<Details extends object = object> = { status: "done" } & Details;

/**
 * Refused, with the sentence shown to the user: `by` "role" when the actor may not (HTTP 403),
 * "rule" when the item's state or a rule of the site forbids it now (409).
 */
export interface Refused {
  status: "refused";
  reason: string;
  by: "role" | "rule";
}

/** The item (or the link, the version) does not exist, or is in the trash. */
export interface Missing {
  status: "missing";
  /** Said to the user when what is missing is not the item itself (a link no longer working). */
  reason?: string;
}

/** The item changed since the actor looked at it: nothing was written. */
export interface Conflict {
  status: "conflict";
  conflict: ConflictView;
}

/**
 * The input cannot be kept: messages by field (`form` when it is about the whole form). `taken`:
 * a value another item holds (an address), rather than a value wrong in itself.
 */
export interface Invalid {
  status: "invalid";
  errors: Record<string, string>;
  /** The fields only the server can check: the form keeps their message until the next save. */
  serverOnly?: string[];
  taken?: boolean;
}

/** The write failed for a reason of the site's own (logged): the kind's 'Failed to save …'. */
export interface Failed {
  status: "failed";
  reason: string;
}

export const refused = (reason: string, by: Refused["by"] = "rule"): Refused => ({
  status: "refused",
  reason,
  by,
});

export const MISSING: Missing = { status: "missing" };

export const invalid = (errors: Record<string, string>, serverOnly?: string[]): Invalid => ({
  status: "invalid",
  errors,
  ...(serverOnly ? { serverOnly } : {}),
});

/** A version number as a form sends it; anything else never matches a row (-1). */
export function versionNumber(raw: unknown): number {
  const text = typeof raw === "string" ? raw : typeof raw === "number" ? String(raw) : "";
  return /^[1-9]\d{0,9}$/.test(text) ? Number(text) : -1;
}
