import type { AppLoadContext } from "react-router";
import { waitingLine } from "~/features/admin/waiting";
import {
  actionableGroups,
  countWaiting,
  type WaitingSources,
} from "~/features/admin/waiting.server";
import type { SessionUser } from "~/features/auth/roles";
import { translationLinks } from "~/features/site-content/publish-check";
import { readSiteState } from "~/features/site-content/store.server";
import type { AppDatabase } from "../../../db/client.server";
import { CONTENT_STORES } from "./content-stores.server";

/**
 * Where what waits comes from: every kind's store (the registry's), and the site's translations
 * marked 'Needs update', each a link to its field in the site's editor.
 */
export const WAITING_SOURCES: WaitingSources = {
  stores: Object.values(CONTENT_STORES),
  siteTranslations: async (db: AppDatabase) => {
    const { draft } = await readSiteState(db);
    return translationLinks(draft.needsUpdate, draft);
  },
};

/**
 * What waits for `user` as the dashboard shows it on every section: the counts (the tabs'
 * badges too) and the line above the section. A failed count shows nothing rather than failing
 * the page.
 */
export async function waitingNow(context: AppLoadContext, user: SessionUser) {
  try {
    // What the line names, and the reviews for the tabs' badges: not the drafts and scheduled
    // items, whose counts read whole tables (the Overview counts them).
    const groups = actionableGroups(user.role);
    const waiting = await countWaiting(context.db, user, WAITING_SOURCES, [...groups, "review"]);
    return { ...waiting, line: waitingLine(waiting.counts, groups) };
  } catch (error) {
    context.logger.error({ err: error }, "Error counting what waits");
    return null;
  }
}
