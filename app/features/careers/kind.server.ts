import type { KindServer } from "~/features/content/kind-parts.server";
import { positionStore } from "./store.server";

/** What job positions bring to the server (see KindServer). */
export const positionServer = { store: positionStore } satisfies KindServer;
