import { positionServer } from "~/features/careers/kind.server";
import type { ContentStore } from "~/features/content/kind.server";
import type { KindServer } from "~/features/content/kind-parts.server";
import { CONTENT_KIND_LIST, type ContentKind } from "~/features/content/kinds";
import { articleServer } from "~/features/news/kind.server";
import { pageServer } from "~/features/pages/kind.server";
import { videoLibrary } from "~/features/site-content/photos.server";
import { videoServer } from "~/features/videos/kind.server";
import type { ContentType } from "../../db/enums";

/**
 * What each kind brings to the server (its folder's `kind.server.ts`), one line per kind. A kind
 * named in CONTENT_TYPES and missing here does not compile; the lists below are made from this.
 */
export const KIND_SERVERS = {
  article: articleServer,
  // A video's form offers the library's videos too (composed here: a feature does not import
  // another one).
  video: { ...videoServer, editUploads: videoLibrary },
  page: pageServer,
  position: positionServer,
} satisfies Record<ContentType, KindServer>;

/** A kind's store. */
export function storeOf(kind: ContentKind): ContentStore {
  return KIND_SERVERS[kind].store;
}

/** Every kind's store, in the kinds' order: what the trash lists and the hourly purge empties. */
export function allContentStores(): ContentStore[] {
  return CONTENT_KIND_LIST.map(storeOf);
}
