import type { ApiCollection } from "~/features/api/collections.server";
import { CONTENT_KIND_LIST, CONTENT_KINDS } from "~/features/content/kinds";
import { KIND_SERVERS } from "./registry.server";

/**
 * Every kind's collection in the content API (/api/v1/<collection>), in the kinds' order: made
 * from the registry, so a kind registered is served and described without a change here.
 */
export const API_COLLECTIONS: readonly ApiCollection[] = CONTENT_KIND_LIST.map((kind) => ({
  kind,
  api: KIND_SERVERS[kind].api,
  table: KIND_SERVERS[kind].store.table,
  publicPrefix: CONTENT_KINDS[kind].publicPrefix,
}));
