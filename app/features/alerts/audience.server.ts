import { and, eq, sql } from "drizzle-orm";
import type { AppDatabase } from "../../../db/client.server";
import type { AlertTopic, ArticleSector, ContentType } from "../../../db/enums";
import { alertItems, alertSubscribers } from "../../../db/schema";

/** What an item is, as subscribers' choices narrow it: its sector and, for a tender, its category. */
export interface AlertTarget {
  sector: ArticleSector | string;
  category?: string | null;
}

/**
 * The subscribers an item of `topic` alerts: confirmed, not paused, not suppressed, wanting the
 * topic, and its sector (and a tender's category) among their choices (an empty list: all).
 */
export function subscriberMatch(topic: AlertTopic, target: AlertTarget) {
  const choice = sql`${alertSubscribers.topics} -> ${topic}`;
  const category =
    topic === "tenders" && target.category
      ? sql`and (coalesce(jsonb_array_length(${choice} -> 'categories'), 0) = 0
          or (${choice} -> 'categories') ? ${target.category})`
      : sql``;
  return sql`${alertSubscribers.state} = 'active' and ${alertSubscribers.suppressedAt} is null
    and ${alertSubscribers.topics} ? ${topic}
    and (coalesce(jsonb_array_length(${choice} -> 'sectors'), 0) = 0
      or (${choice} -> 'sectors') ? ${target.sector})
    ${category}`;
}

/** How many subscribers an item of `topic` would alert now (its form says so before publishing). */
export async function countAudience(
  db: AppDatabase,
  topic: AlertTopic,
  target: AlertTarget,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(alertSubscribers)
    .where(subscriberMatch(topic, target));
  return Number(row?.count ?? 0);
}

/**
 * 'Do not send alerts': an item muted before it alerted never does; unmuted, it alerts when it is
 * public. Once it has alerted (queued), nothing changes.
 */
export async function setItemMuted(
  db: AppDatabase,
  kind: ContentType,
  itemId: string,
  muted: boolean,
): Promise<void> {
  if (muted) {
    await db
      .insert(alertItems)
      .values({ kind, itemId, muted: true })
      .onConflictDoUpdate({
        target: [alertItems.kind, alertItems.itemId],
        set: { muted: true },
        setWhere: sql`${alertItems.queuedAt} is null`,
      });
    return;
  }
  await db
    .delete(alertItems)
    .where(
      and(
        eq(alertItems.kind, kind),
        eq(alertItems.itemId, itemId),
        sql`${alertItems.queuedAt} is null`,
      ),
    );
}

/** Whether an item is muted ('Do not send alerts' ticked) and whether it has alerted already. */
export async function itemAlertState(
  db: AppDatabase,
  kind: ContentType,
  itemId: string,
): Promise<{ muted: boolean; queuedAt: Date | null; subscribers: number }> {
  const [row] = await db
    .select()
    .from(alertItems)
    .where(and(eq(alertItems.kind, kind), eq(alertItems.itemId, itemId)));
  return {
    muted: row?.muted ?? false,
    queuedAt: row?.queuedAt ?? null,
    subscribers: row?.subscribers ?? 0,
  };
}
