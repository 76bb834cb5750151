import { and, desc, eq, getTableColumns, inArray, lt, sql } from "drizzle-orm";
import type { AppDatabase } from "../../db/client.server";
import type { ContentType } from "../../db/enums";
import { activity, user } from "../../db/schema";
import { ACTIVITY_GROUPS, type ActivityAction, type ActivityGroup } from "./activity";

/** What one entry of the activity log records (the time is the database's). */
export interface ActivityEntry {
  /** The account that did it (null: the server itself, or a failed sign-in). */
  actorId: string | null;
  /** Shown when there is no account (a failed sign-in's typed e-mail). */
  actorEmail?: string;
  action: ActivityAction;
  /** What it was done to: an item of a kind of content, or one of the others. */
  subjectType?: ContentType | "application" | "media" | "account" | "site";
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

/** The most entries the activity page shows at once (older ones: "Show older"). */
export const ACTIVITY_PAGE_SIZE = 100;

/**
 * Where a page of the log ends: the last entry's time exactly as the database keeps it
 * (microseconds, in UTC) and its id. Entries written in one transaction share their time, so
 * paging by time alone (or by a JavaScript Date, which keeps milliseconds) would skip some.
 */
export interface ActivityCursor {
  at: string;
  id: string;
}

const CURSOR =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** The `before` parameter of 'Show older': `<time>_<id>`. */
export function activityCursorParam(cursor: ActivityCursor): string {
  return `${cursor.at}_${cursor.id}`;
}

/** Reads a `before` parameter; anything else is no cursor (the newest page). */
export function parseActivityCursor(value: string | null): ActivityCursor | undefined {
  const match = value ? CURSOR.exec(value) : null;
  return match?.[1] && match[2] ? { at: match[1], id: match[2] } : undefined;
}

/**
 * Entries newest first (by time, then id), optionally of one person (by e-mail) and one group
 * of actions, after `before` in that order (paging). Each row carries its `cursor`.
 */
export async function listActivity(
  db: AppDatabase,
  {
    person,
    group,
    before,
  }: { person?: string; group?: ActivityGroup; before?: ActivityCursor } = {},
) {
  const conditions = [];
  if (person) conditions.push(eq(activity.actorEmail, person));
  if (group) conditions.push(inArray(activity.action, [...ACTIVITY_GROUPS[group].actions]));
  if (before) {
    conditions.push(
      sql`(${activity.at}, ${activity.id}) < (${before.at}::timestamptz, ${before.id}::uuid)`,
    );
  }
  const rows = await db
    .select({
      ...getTableColumns(activity),
      cursorAt: sql<string>`to_char(${activity.at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(activity)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(activity.at), desc(activity.id))
    .limit(ACTIVITY_PAGE_SIZE + 1);
  return rows.map(({ cursorAt, ...row }) => ({ ...row, cursor: { at: cursorAt, id: row.id } }));
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
