import type { KindServer } from "~/features/content/kind-parts.server";
import { articleStore } from "./store.server";

/** What news articles bring to the server (see KindServer). */
export const articleServer = { store: articleStore } satisfies KindServer;
