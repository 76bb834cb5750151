import { CONTENT_KIND_LIST, CONTENT_KINDS, type ContentKind } from "~/features/content/kinds";
import type { WEBHOOK_OTHER_EVENTS, WebhookContentAction } from "../../../db/schema";

/*
 * The events an endpoint may follow, derived from the kinds (`article.published` … for every
 * content kind) plus the others: a kind added to the registry is followed like the rest.
 */

/** The list given, accepted only when it names every one of the schema's actions. */
function everyAction<const Actions extends readonly WebhookContentAction[]>(
  actions: Actions &
    (Exclude<WebhookContentAction, Actions[number]> extends never ? unknown : never),
): Actions {
  return actions;
}

/**
 * The schema's actions (WEBHOOK_CONTENT_ACTIONS), repeated here because the form runs in the
 * browser, where the schema module does not belong; one missing or extra does not compile.
 */
const CONTENT_ACTIONS = everyAction(["published", "updated", "unpublished", "deleted"]);

export type ContentEventType = `${ContentKind}.${WebhookContentAction}`;
export type OtherEventType = (typeof WEBHOOK_OTHER_EVENTS)[number];
export type WebhookEventType = ContentEventType | OtherEventType;

export function contentEventType(kind: ContentKind, action: WebhookContentAction) {
  return `${kind}.${action}` as const satisfies ContentEventType;
}

/** The content events, kind by kind in the kinds' order, with the label the form shows. */
export const CONTENT_EVENT_GROUPS = CONTENT_KIND_LIST.map((kind) => ({
  kind,
  label: CONTENT_KINDS[kind].sectionLabel,
  events: CONTENT_ACTIONS.map((action) => ({
    type: contentEventType(kind, action),
    action,
  })),
}));

/** The events staff choose besides the content ones ('webhook.test' is sent on request only). */
export const OTHER_EVENT_CHOICES = [
  { type: "application.received", label: "Application received" },
  { type: "tender_question.received", label: "Tender question received" },
] as const satisfies readonly { type: OtherEventType; label: string }[];

/** Every event an endpoint may choose to follow. */
export const FOLLOWABLE_EVENTS: readonly WebhookEventType[] = [
  ...CONTENT_EVENT_GROUPS.flatMap((group) => group.events.map((event) => event.type)),
  ...OTHER_EVENT_CHOICES.map((choice) => choice.type),
];

export function isFollowableEvent(value: string): value is WebhookEventType {
  return FOLLOWABLE_EVENTS.some((type) => type === value);
}

/** "All events", "article.published, video.updated", "12 events". */
export function eventsSummary(events: readonly string[]): string {
  if (events.length === FOLLOWABLE_EVENTS.length) return "All events";
  if (events.length === 0) return "No events";
  if (events.length <= 3) return events.join(", ");
  return `${events.length} events`;
}
