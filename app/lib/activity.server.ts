import { and, eq, getTableColumns, inArray, lt, sql } from "drizzle-orm";
import type { AppDatabase } from "../../db/client.server";
import type { ContentType } from "../../db/enums";
import { activity, user } from "../../db/schema";
import { ACTIVITY_GROUPS, type ActivityAction, type ActivityGroup } from "./activity";
import { cursorTime, type ListCursor, newestFirst, olderThan, withCursors } from "./keyset.server";

/** What one entry of the activity log records (the time is the database's). */
export interface ActivityEntry {
  /** The account that did it (null: the server itself, or a failed sign-in). */
  actorId: string | null;
  /** Shown when there is no account (a failed sign-in's typed e-mail). */
  actorEmail?: string;
  action: ActivityAction;
  /** What it was done to: an item of a kind of content, or one of the others. */
  subjectType?: ContentType | "application" | "media" | "account" | "site" | "redirect" | "webhook";
  subjectId?: string;
  subjectTitle?: string;
  detail?: string;
}

/**
 * Adds an entry to the activity log. Pass the transaction that makes the change, so the entry
 * and the change are stored together or not at all. The actor's e-mail is copied from their
 * account, so the entry still names them after the account is removed.
 */
export async function recordActivity(db: AppDatabase, entry: ActivityEntry): Promise<void> {
  const email = entry.actorId
    ? sql`coalesce((select ${user.email} from ${user} where ${user.id} = ${entry.actorId}), ${entry.actorEmail ?? null})`
    : sql`${entry.actorEmail ?? null}`;
  await db.insert(activity).values({
    actorId: entry.actorId,
    actorEmail: email,
    action: entry.action,
    subjectType: entry.subjectType ?? null,
    subjectId: entry.subjectId ?? null,
    subjectTitle: entry.subjectTitle?.slice(0, 300) ?? null,
    detail: entry.detail?.slice(0, 500) ?? null,
  });
}

/**
 * Entries newest first (by time, then id), optionally of one person (by e-mail) and one group
 * of actions: `limit` of them below `before` (the log's next page, ADR 040). Entries written in
 * one transaction share their time; the id orders them. Each row carries its `cursor`.
 */
export async function listActivity(
  db: AppDatabase,
  {
    person,
    group,
    before,
    limit,
  }: { person?: string; group?: ActivityGroup; before?: ListCursor; limit: number },
) {
  const rows = await db
    .select({ ...getTableColumns(activity), cursorTime: cursorTime(activity.at) })
    .from(activity)
    .where(
      and(
        person ? eq(activity.actorEmail, person) : undefined,
        group ? inArray(activity.action, [...ACTIVITY_GROUPS[group].actions]) : undefined,
        olderThan(activity.at, activity.id, before),
      ),
    )
    .orderBy(...newestFirst(activity.at, activity.id))
    .limit(limit);
  return withCursors(rows);
}

/** Everyone who appears in the log, for the person filter. */
export async function activityPeople(db: AppDatabase): Promise<string[]> {
  const rows = await db
    .selectDistinct({ email: activity.actorEmail })
    .from(activity)
    .where(sql`${activity.actorEmail} is not null`)
    .orderBy(activity.actorEmail);
  return rows.map((row) => row.email as string);
}

/** Removes entries older than `days` days; returns how many. */
export async function pruneActivity(db: AppDatabase, days: number, now = new Date()) {
  const cutoff = new Date(now.getTime() - days * 86_400_000);
  const rows = await db
    .delete(activity)
    .where(lt(activity.at, cutoff))
    .returning({ id: activity.id });
  return rows.length;
}
