import type { KindApi } from "~/features/content/api-kind.server";
import { CONTENT_KIND_LIST, type ContentKind } from "~/features/content/kinds";
import type { WebhookSource } from "~/features/webhooks/queue.server";
import { KIND_SERVERS } from "./registry.server";

function webhookSource(kind: ContentKind): WebhookSource {
  const api: KindApi = KIND_SERVERS[kind].api;
  return { kind, table: KIND_SERVERS[kind].store.table, where: api.where };
}

/**
 * Every kind as webhooks compare it, in the kinds' order: made from the registry, so a kind
 * registered is announced without a change here. What counts as public is what the content API
 * lists (the kind's `api.where`: open positions only), so the two never disagree.
 */
export const WEBHOOK_SOURCES: readonly WebhookSource[] = CONTENT_KIND_LIST.map(webhookSource);
