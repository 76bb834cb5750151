/**
 * The site as a versioned document (~/features/content/versions/versioned.ts): its history in
 * `site_versions`, a version compared text by text with the draft, restored as the draft (visitors
 * see it once it is published). Who may do this is the route's check: only admins.
 */
import type { SessionUser } from "~/features/auth/roles";
import { type CommandContext, MISSING } from "~/features/content/commands/result";
import type { VersionedDocument } from "~/features/content/versions/versioned";
import { wordDiff } from "~/lib/word-diff";
import { SITE_ACTION_LABELS, SITE_SECTIONS } from "./catalog";
import { changedNames, nameLabel, valueIn } from "./site-document";
import { changeSite, getSiteVersion, listSiteVersions, readSiteState } from "./store.server";

const NAME = { title: "Site", subject: "the site" };

function actionLabel(action: string): string {
  return SITE_ACTION_LABELS[action] ?? action;
}

/** The site's history as `actor` sees and restores it. */
export function versionedSite(
  { db }: Pick<CommandContext, "db">,
  actor: SessionUser,
): VersionedDocument {
  return {
    words: {
      editPath: "/admin/site",
      noun: "site",
      currentName: "current draft",
      currentNumber: "word",
      empty:
        "No changes yet: the site shows its default texts. Each save and publication is kept here.",
      same: "This version’s texts are the same as the current draft’s.",
      restored: (number) =>
        `Version ${number} was restored as the draft. Preview it, then publish the changes to show it to visitors.`,
    },

    async history() {
      const [versions, state] = await Promise.all([listSiteVersions(db), readSiteState(db)]);
      return {
        status: "done",
        ...NAME,
        current: state.version,
        versions: versions.map((v) => ({ ...v, action: actionLabel(v.action) })),
        comments: [],
      };
    },

    async compare(number) {
      const [version, state] = await Promise.all([getSiteVersion(db, number), readSiteState(db)]);
      if (!version) return MISSING;
      return {
        status: "done",
        ...NAME,
        current: state.version,
        number,
        action: actionLabel(version.action),
        savedBy: version.savedByEmail,
        savedAt: version.savedAt.toISOString(),
        changed: changedNames(state.draft, version.data).map((name) => ({
          name,
          label: nameLabel(name, SITE_SECTIONS),
          parts: wordDiff(valueIn(state.draft, name) ?? "", valueIn(version.data, name) ?? ""),
        })),
        unchanged: [],
        restoreNote:
          "Restoring makes this version the draft; visitors see it once you publish the changes.",
        mayRestore: true,
      };
    },

    async restore(number, opened) {
      const result = await changeSite(
        db,
        { kind: "restore", number },
        { openedAt: opened, actorId: actor.id },
      );
      if ("conflict" in result) {
        return {
          status: "conflict",
          conflict: {
            message: `${result.conflict.by ?? "Someone else"} changed the site after you opened this page: compare again before restoring.`,
            version: result.conflict.version,
            changes: [],
          },
        };
      }
      // A restore only changes the draft: the public pages, and their cache, stay as they are.
      return "ok" in result ? { status: "done" } : MISSING;
    },
  };
}
