import type { AppDatabase } from "../../db/client.server";

/** Something received from the public that other systems may follow (webhooks). */
export interface Announcement {
  type: "application.received" | "tender_question.received";
  /** What it is about (`application:<id>`). */
  subject: string;
  /** What is sent: ids, titles and admin links, never a person's details or text. */
  data: Record<string, unknown>;
}

/**
 * Records an announcement with `db` (the caller's transaction, so it is stored with what it
 * announces); the server composes it from the webhooks feature.
 */
export type Announce = (db: AppDatabase, announcement: Announcement) => Promise<void>;
