import { mapKinds } from "~/features/content/kinds";
import { storeOf } from "~/kinds/registry.server";

/** Every kind's store, by kind (from the registry): the dashboard counts, tests reach the stores. */
export const CONTENT_STORES = mapKinds(storeOf);
