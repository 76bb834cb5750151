import type { ClientMedia } from "~/features/media/upload";
import type { AppDatabase } from "../../../db/client.server";
import type { ContentStore } from "./kind.server";

/**
 * What a kind brings to the server besides its declaration (kind.ts): its folder's
 * `kind.server.ts` declares it, app/kinds/registry.server.ts lists it. The shared admin routes
 * (list, form, history, version), the trash and its purge, and the activity log take the kind's
 * store from here.
 */
export interface KindServer {
  /** Its table and columns for the shared commands and queries. */
  store: ContentStore;
  /** A notice above a stored item's form (a page still holding its template), or null. */
  editNotice?: (db: AppDatabase, id: string) => Promise<string | null>;
  /** Uploads the form's choices offer besides the item's own (the library's videos). */
  editUploads?: (db: AppDatabase) => Promise<ClientMedia[]>;
  /**
   * The public items /sitemap.xml lists, each at the kind's `publicPrefix` and its slug; null for
   * a kind whose items have no page of their own.
   */
  sitemap: ((db: AppDatabase) => Promise<SitemapItem[]>) | null;
}

/** An item the sitemap lists. */
export interface SitemapItem {
  slug: string;
  updatedAt: Date;
  /** When it leaves the sitemap (a position at its closing time): the sitemap is kept until then. */
  until?: Date;
}
