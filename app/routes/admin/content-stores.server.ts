import type { ContentKind } from "~/features/content/kinds";
import type { ContentStore } from "~/features/content/store.server";
import { articleStore } from "~/features/news/store.server";
import { videoStore } from "~/features/videos/store.server";

/** The tables behind the two kinds of content, for the shared list and edit routes. */
// biome-ignore lint/suspicious/noExplicitAny: each kind's store takes its own form input
export const CONTENT_STORES: Record<ContentKind, ContentStore<any>> = {
  article: articleStore,
  video: videoStore,
};
