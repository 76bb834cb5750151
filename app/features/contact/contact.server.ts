import { count, eq, isNull } from "drizzle-orm";
import type { Locale } from "~/lib/i18n";
import {
  cursorTime,
  type ListCursor,
  newestFirst,
  olderThan,
  withCursors,
} from "~/lib/keyset.server";
import type { Mailer } from "~/lib/mail.server";
import type { AppDatabase } from "../../../db/client.server";
import { contactMessages } from "../../../db/schema";
import type { ContactInput } from "./schema";

export const CONTACT_LIMIT = { limit: 5, windowMs: 10 * 60_000 };

export {
  checkFillTime,
  hashAddress,
  MIN_FILL_MS,
  signStartedAt,
  startForResend,
} from "~/lib/form-trap.server";

export async function storeContactMessage(
  db: AppDatabase,
  input: ContactInput,
  meta: { ipHash: string; userAgent: string | null; language?: Locale },
) {
  const [row] = await db
    .insert(contactMessages)
    .values({
      ...input,
      ipHash: meta.ipHash,
      userAgent: meta.userAgent?.slice(0, 500) ?? null,
      language: meta.language ?? "en",
    })
    .returning();
  return row;
}

/**
 * The messages, newest first: `limit` of them below `before` (the list's next page, ADR 040),
 * each with its cursor.
 */
export async function listContactMessages(
  db: AppDatabase,
  { before, limit }: { before?: ListCursor; limit: number },
) {
  const m = contactMessages;
  const rows = await db
    .select({
      id: m.id,
      name: m.name,
      email: m.email,
      subject: m.subject,
      createdAt: m.createdAt,
      readAt: m.readAt,
      language: m.language,
      cursorTime: cursorTime(m.createdAt),
    })
    .from(m)
    .where(olderThan(m.createdAt, m.id, before))
    .orderBy(...newestFirst(m.createdAt, m.id))
    .limit(limit);
  return withCursors(rows).map(({ readAt, ...row }) => ({ ...row, unread: readAt === null }));
}

export async function countUnreadMessages(db: AppDatabase) {
  const [row] = await db
    .select({ n: count() })
    .from(contactMessages)
    .where(isNull(contactMessages.readAt));
  return row?.n ?? 0;
}

/** Opens a message: returns it and marks it read. */
export async function openContactMessage(db: AppDatabase, id: string) {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  if (row && row.readAt === null) {
    await db.update(contactMessages).set({ readAt: new Date() }).where(eq(contactMessages.id, id));
  }
  return row;
}

export async function markContactMessageUnread(db: AppDatabase, id: string) {
  const rows = await db
    .update(contactMessages)
    .set({ readAt: null })
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  return rows.length > 0;
}

export async function deleteContactMessage(db: AppDatabase, id: string) {
  const rows = await db
    .delete(contactMessages)
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  return rows.length > 0;
}

export type ContactNotifier = (message: ContactInput & { createdAt: Date }) => Promise<void>;

/** E-mails each new message to `to`. */
export function createContactNotifier(options: {
  mailer: Mailer;
  to: string;
  siteName: string;
}): ContactNotifier {
  return (message) =>
    options.mailer({
      to: options.to,
      replyTo: { name: message.name, address: message.email },
      subject: `[${options.siteName}] ${message.subject}`,
      text: [
        `New message from the website contact form`,
        "",
        `Name: ${message.name}`,
        `Email: ${message.email}`,
        `Subject: ${message.subject}`,
        `Sent: ${message.createdAt.toISOString()}`,
        "",
        message.message,
      ].join("\n"),
    });
}

export type ContactResult =
  | { status: "sent" }
  | { status: "invalid"; errors: Record<string, string>; values: Record<string, string> }
  | { status: "limited" | "again"; formError: string; values: Record<string, string> };
