import { positionStore } from "~/features/careers/store.server";
import type { ContentStore } from "~/features/content/kind.server";
import type { ContentKind } from "~/features/content/kinds";
import { articleStore } from "~/features/news/store.server";
import { pageStore } from "~/features/pages/store.server";
import { videoStore } from "~/features/videos/store.server";

/** Every kind of content, by name: for the Trash section, which lists and acts on them all. */
export const CONTENT_STORES: Record<ContentKind, ContentStore> = {
  article: articleStore,
  video: videoStore,
  page: pageStore,
  position: positionStore,
};
