/**
 * The site document's draft, its publication and its history (one row of `site_content`, the
 * entries of `site_versions`). Every write runs in one transaction with its history entry and
 * its activity entry, and is refused when the draft changed since the editor opened it.
 */
import { desc, eq, lte } from "drizzle-orm";
import type { SiteIdentity } from "~/config/site";
import { lockUploadsNamedIn } from "~/features/media/store.server";
import { recordActivity } from "~/lib/activity.server";
import type { AppDatabase } from "../../../db/client.server";
import { siteContent, siteVersions, user } from "../../../db/schema";
import type { SiteField, SiteSection } from "./catalog";
import {
  applySection,
  changedNames,
  EMPTY_SITE_DOCUMENT,
  resetGroup,
  type SectionInput,
  type SiteDocument,
  sameDocument,
  siteDocumentFrom,
  splitName,
  storedSiteDocument,
  valueIn,
} from "./site-document";

const ROW = "site";

/** The most history entries kept: the oldest go first. */
export const SITE_HISTORY_LIMIT = 200;

export interface SiteState {
  draft: SiteDocument;
  published: SiteDocument;
  /** The newest history entry's number (0: nothing changed yet). */
  version: number;
  publishedVersion: number;
  updatedAt: string;
  updatedBy: string | null;
  publishedAt: string | null;
  publishedBy: string | null;
}

/** Whether the draft holds changes visitors do not see yet. */
export function hasUnpublishedChanges(state: Pick<SiteState, "draft" | "published">): boolean {
  return !sameDocument(state.draft, state.published);
}

/**
 * The translations a publication would show although their English changed since they were
 * written: every one marked 'Needs update' in the draft, except those published so already whose
 * English has not changed again (they were published knowingly and are not asked about twice).
 */
export function outdatedTranslations(state: Pick<SiteState, "draft" | "published">): string[] {
  const published = new Set(state.published.needsUpdate);
  return state.draft.needsUpdate.filter((name) => {
    const english = splitName(name).name;
    return (
      !published.has(name) || valueIn(state.published, english) !== valueIn(state.draft, english)
    );
  });
}

async function emailOf(db: AppDatabase, id: string | null): Promise<string | null> {
  if (!id) return null;
  const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, id));
  return row?.email ?? null;
}

/**
 * Makes the row on the first start: the COMPANY_* settings as its first values (published, so
 * the site shows them at once). Nothing happens when it exists: later starts change nothing.
 */
export async function ensureSiteContent(
  db: AppDatabase,
  configured: Pick<SiteIdentity, "name" | "email" | "phone" | "address">,
  defaults: Pick<SiteIdentity, "name" | "email" | "phone" | "address">,
): Promise<void> {
  const values: Record<string, string> = {};
  for (const key of ["name", "email", "phone", "address"] as const) {
    if (configured[key] !== defaults[key]) values[`settings.${key}`] = configured[key];
  }
  const doc = storedSiteDocument({ values, needsUpdate: [] });
  await db
    .insert(siteContent)
    .values({ id: ROW, draft: doc, published: doc })
    .onConflictDoNothing();
}

/** The draft and the published document (empty documents when the row is not made yet). */
export async function readSiteState(db: AppDatabase, { lock = false } = {}): Promise<SiteState> {
  const query = db.select().from(siteContent).where(eq(siteContent.id, ROW));
  const [row] = await (lock ? query.for("update") : query);
  if (!row) {
    return {
      draft: EMPTY_SITE_DOCUMENT,
      published: EMPTY_SITE_DOCUMENT,
      version: 0,
      publishedVersion: 0,
      updatedAt: new Date(0).toISOString(),
      updatedBy: null,
      publishedAt: null,
      publishedBy: null,
    };
  }
  const [updatedBy, publishedBy] = await Promise.all([
    emailOf(db, row.updatedBy),
    emailOf(db, row.publishedBy),
  ]);
  return {
    draft: siteDocumentFrom(row.draft),
    published: siteDocumentFrom(row.published),
    version: row.version,
    publishedVersion: row.publishedVersion,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    publishedBy,
  };
}

/** Only the published document (what every public page reads). */
export async function readPublishedSite(db: AppDatabase): Promise<SiteDocument> {
  const [row] = await db
    .select({ published: siteContent.published })
    .from(siteContent)
    .where(eq(siteContent.id, ROW));
  return siteDocumentFrom(row?.published);
}

/** What a write met instead of the draft the editor opened. */
export interface SiteConflict {
  by: string | null;
  at: string;
  version: number;
}

export type SiteWrite =
  | { ok: true; version: number; unchanged?: boolean }
  | { conflict: SiteConflict };

async function versionDocument(db: AppDatabase, number: number): Promise<SiteDocument | null> {
  if (number === 0) return EMPTY_SITE_DOCUMENT;
  const [row] = await db
    .select({ data: siteVersions.data })
    .from(siteVersions)
    .where(eq(siteVersions.number, number));
  return row ? siteDocumentFrom(row.data) : null;
}

type Change =
  | { kind: "save"; section: SiteSection; input: SectionInput }
  | { kind: "reset"; title: string; fields: readonly SiteField[] }
  | { kind: "restore"; number: number }
  /** The menus' names set (menus.ts: `menuValues`), or removed (back to today's menus). */
  | { kind: "menus"; values: Record<string, string> | null }
  /**
   * `anyway`: publish even though translations that need an update would be published with it
   * (without it such a publication is not made: its answer lists them).
   */
  | { kind: "publish"; anyway?: boolean };

const ACTIONS = {
  save: "edit-site",
  reset: "reset-site",
  restore: "restore-site-version",
  publish: "publish-site",
  menus: "edit-site",
} as const;

/**
 * One change of the site in one transaction: the draft's (or the publication's), a history
 * entry and an activity entry. `openedAt` is the version the editor showed: when the draft
 * changed since then, nothing is written (publications in between do not count).
 */
export async function changeSite(
  db: AppDatabase,
  change: Change,
  { openedAt, actorId }: { openedAt: number; actorId: string },
): Promise<SiteWrite | { missing: true } | { outdated: string[] }> {
  return db.transaction(async (tx) => {
    await tx
      .insert(siteContent)
      .values({
        id: ROW,
        draft: storedSiteDocument(EMPTY_SITE_DOCUMENT),
        published: storedSiteDocument(EMPTY_SITE_DOCUMENT),
      })
      .onConflictDoNothing();
    const state = await readSiteState(tx, { lock: true });
    if (openedAt !== state.version) {
      const opened = await versionDocument(tx, openedAt);
      if (!opened || !sameDocument(opened, state.draft)) {
        const [row] = await tx
          .select({ updatedBy: siteContent.updatedBy, updatedAt: siteContent.updatedAt })
          .from(siteContent)
          .where(eq(siteContent.id, ROW));
        return {
          conflict: {
            by: await emailOf(tx, row?.updatedBy ?? null),
            at: (row?.updatedAt ?? new Date()).toISOString(),
            version: state.version,
          },
        };
      }
    }
    let draft = state.draft;
    let detail: string;
    if (change.kind === "save") {
      draft = applySection(state.draft, change.section, change.input);
      detail = change.section.title;
    } else if (change.kind === "reset") {
      draft = resetGroup(state.draft, change.fields);
      detail = `${change.title} reset to default`;
    } else if (change.kind === "menus") {
      const values = Object.fromEntries(
        Object.entries(state.draft.values).filter(([name]) => !name.startsWith("menus.")),
      );
      draft = { values: { ...values, ...change.values }, needsUpdate: state.draft.needsUpdate };
      detail = change.values ? "Menus" : "Menus reset to default";
    } else if (change.kind === "restore") {
      const restored = await versionDocument(tx, change.number);
      if (!restored) return { missing: true as const };
      draft = restored;
      detail = `Version ${change.number}`;
    } else {
      if (!hasUnpublishedChanges(state))
        return { ok: true as const, version: state.version, unchanged: true };
      const outdated = outdatedTranslations(state);
      if (outdated.length > 0 && !change.anyway) return { outdated };
      detail = `${changedNames(state.published, state.draft).length} changed texts`;
    }
    if (change.kind !== "publish" && sameDocument(draft, state.draft)) {
      return { ok: true as const, version: state.version, unchanged: true };
    }
    // The uploads the new draft names stay in the library while this write runs.
    await lockUploadsNamedIn(tx, draft);
    const number = state.version + 1;
    const now = new Date();
    const changed =
      change.kind === "publish"
        ? changedNames(state.published, state.draft)
        : changedNames(state.draft, draft);
    await tx
      .update(siteContent)
      .set(
        change.kind === "publish"
          ? {
              published: storedSiteDocument(draft),
              version: number,
              publishedVersion: number,
              publishedBy: actorId,
              publishedAt: now,
            }
          : {
              draft: storedSiteDocument(draft),
              version: number,
              updatedBy: actorId,
              updatedAt: now,
            },
      )
      .where(eq(siteContent.id, ROW));
    await tx.insert(siteVersions).values({
      number,
      data: storedSiteDocument(draft),
      changed,
      // History knows a save and a reset; the menus' are one of the two.
      action: change.kind === "menus" ? (change.values ? "save" : "reset") : change.kind,
      savedBy: actorId,
      savedByEmail: await emailOf(tx, actorId),
      savedAt: now,
    });
    await tx.delete(siteVersions).where(lte(siteVersions.number, number - SITE_HISTORY_LIMIT));
    await recordActivity(tx, {
      actorId,
      action: ACTIONS[change.kind],
      subjectType: "site",
      subjectId: String(number),
      subjectTitle: "Site",
      detail,
    });
    return { ok: true as const, version: number };
  });
}

export interface SiteVersionSummary {
  number: number;
  action: string;
  changed: number;
  savedBy: string | null;
  savedAt: string;
}

/** The history, newest first. */
export async function listSiteVersions(db: AppDatabase): Promise<SiteVersionSummary[]> {
  const rows = await db
    .select({
      number: siteVersions.number,
      action: siteVersions.action,
      changed: siteVersions.changed,
      savedBy: siteVersions.savedByEmail,
      savedAt: siteVersions.savedAt,
    })
    .from(siteVersions)
    .orderBy(desc(siteVersions.number));
  return rows.map((row) => ({
    ...row,
    changed: row.changed.length,
    savedAt: row.savedAt.toISOString(),
  }));
}

/** One history entry with its document, or undefined. */
export async function getSiteVersion(db: AppDatabase, number: number) {
  const [row] = await db.select().from(siteVersions).where(eq(siteVersions.number, number));
  return row ? { ...row, data: siteDocumentFrom(row.data) } : undefined;
}
