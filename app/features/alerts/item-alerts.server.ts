import type { ItemAlertsView } from "~/features/content/alert-fields";
import type { AppDatabase } from "../../../db/client.server";
import {
  type AlertTopic,
  ARTICLE_SECTORS,
  type ArticleSector,
  type ContentType,
  DEFAULT_ARTICLE_SECTOR,
} from "../../../db/enums";
import { countAudience, itemAlertState, setItemMuted } from "./audience.server";
import type { AlertServices } from "./sender";

function sectorOf(value: unknown): ArticleSector {
  return ARTICLE_SECTORS.find((sector) => sector === value) ?? DEFAULT_ARTICLE_SECTOR;
}

/**
 * What an item's form says of its alerts: null for a kind without a topic (its KindServer's
 * `alerts`, given by the route from the registry). `values`: the form's
 * (the stored item's, or a new item's defaults) — its sector and, for a tender, its category.
 */
export async function itemAlertsView(
  db: AppDatabase,
  alerts: AlertServices,
  { kind, topic }: { kind: ContentType; topic: AlertTopic | undefined },
  id: string | undefined,
  values: Record<string, unknown>,
): Promise<ItemAlertsView | null> {
  if (!topic) return null;
  const category = typeof values.category === "string" && values.category ? values.category : null;
  const [audience, state] = await Promise.all([
    countAudience(db, topic, { sector: sectorOf(values.sector), category }),
    id ? itemAlertState(db, kind, id) : undefined,
  ]);
  return {
    off: !alerts.sender,
    audience,
    alerted: state?.queuedAt
      ? { subscribers: state.subscribers, at: state.queuedAt.toISOString() }
      : null,
    muted: state?.muted ?? false,
  };
}

/**
 * Stores the form's 'Do not send alerts' with the item (in the save's transaction): only for a
 * kind with a topic and a form that showed the checkbox.
 */
export async function saveAlertChoice(
  db: AppDatabase,
  { kind, topic }: { kind: ContentType; topic: AlertTopic | undefined },
  itemId: string,
  values: Record<string, string>,
  shownMarker: string,
): Promise<void> {
  if (!topic || values[shownMarker] !== "1") return;
  await setItemMuted(db, kind, itemId, values.noAlerts === "on");
}
