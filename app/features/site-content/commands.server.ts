/**
 * The site's writes as commands, as the content kinds' are (ADR 034, 041): a section's save, the
 * publication and a group's reset. Each takes what it needs of the running site, the actor and
 * typed input, and returns the content commands' results; the routes turn them into HTTP.
 */
import { hasLevel, NOT_FOR_YOUR_ROLE, type SessionUser } from "~/features/auth/roles";
import {
  type CommandContext,
  type Conflict,
  type Done,
  type Invalid,
  invalid,
  MISSING,
  type Missing,
  type Refused,
  refused,
  versionNumber,
} from "~/features/content/commands/result";
import { formatDateTimeIn } from "~/lib/dates";
import { richTextProblem } from "~/lib/markdown-check.server";
import { findGroup, findSection } from "./catalog";
import { menuPages } from "./menu-pages.server";
import { checkMenus, menuPageIds, menusFromForm, menuValues } from "./menus";
import {
  checkOverlays,
  type MeasureContrast,
  mediaChoiceErrors,
  prepareSiteImages,
  type SiteImageWork,
} from "./photos.server";
import { checkSection } from "./site-document";
import { changeSite, readSiteState, type SiteConflict } from "./store.server";

/** What the site's commands need of the running site (the request context has it all). */
export interface SiteCommandContext extends Pick<CommandContext, "db" | "site" | "logger"> {
  media: SiteImageWork & { textContrast: MeasureContrast };
  /** Every instance reads the published site again, then drops its cached pages. */
  siteChanged(): Promise<void>;
}

/** A section's form as posted: which section, the version it was opened at, its fields. */
export interface SiteSectionInput {
  section: string;
  version: unknown;
  fields: FormData;
}

/** A save not made, with what was typed (checked and trimmed when it could be) to show again. */
export type WithValues<Result> = Result & { values: Record<string, string> };

/**
 * A publication not made: these translations' English changed since they were written. The
 * actor publishes anyway or keeps the draft; `version` is the one they were asked about.
 */
export interface Outdated {
  status: "outdated";
  names: string[];
  version: number;
}

/** A form without a section, group or version the editor sends: a page of another release. */
export const UNREADABLE_FORM = "The form could not be read; please reload the page.";

const unreadable = (): Invalid => invalid({ form: UNREADABLE_FORM });

/** Only owners and admins change the site. */
function mayChangeSite(actor: SessionUser): Refused | null {
  return hasLevel(actor.role, "admin") ? null : refused(NOT_FOR_YOUR_ROLE, "role");
}

/** The version a form was opened at: a whole number from 0 (the site never changed yet). */
function openedAt(raw: unknown): number | null {
  if (raw === "0" || raw === 0) return 0;
  const number = versionNumber(raw);
  return number > 0 ? number : null;
}

/** The draft changed since the actor opened the page: said as the editor shows it. */
function conflictOf(context: SiteCommandContext, conflict: SiteConflict): Conflict {
  const at = formatDateTimeIn(conflict.at, context.site.timeZone);
  return {
    status: "conflict",
    conflict: {
      message: `${conflict.by ?? "Someone else"} changed the site on ${at}, after you opened this page. Your text is still below: check it and save again to replace their changes, or reload the page to see theirs.`,
      version: conflict.version,
      changes: [],
    },
  };
}

/** The logo's squares and the link-preview image of the draft, made before any page names them. */
async function prepareImages(context: SiteCommandContext) {
  const { draft } = await readSiteState(context.db);
  await prepareSiteImages(context.db, context.media, draft).catch((error: unknown) =>
    context.logger.error({ err: error }, "Error making the site's logo images"),
  );
}

/**
 * Saves one section into the draft: every field checked (limits, rich text, the chosen photos
 * and videos, the hero's overlay) before anything is written.
 */
export async function saveSiteSection(
  context: SiteCommandContext,
  actor: SessionUser,
  input: SiteSectionInput,
): Promise<
  Done<{ section: string }> | Refused | Invalid | WithValues<Invalid> | WithValues<Conflict>
> {
  const refusal = mayChangeSite(actor);
  if (refusal) return refusal;
  const section = findSection(input.section);
  const opened = openedAt(input.version);
  if (!section || opened === null) return unreadable();
  const checked = checkSection(section, input.fields, (markdown) =>
    richTextProblem(markdown, { section: true }),
  );
  if (!checked.ok) return { ...invalid(checked.errors), values: checked.values };
  const { values } = checked.input;
  const errors = await mediaChoiceErrors(context.db, section, values);
  if (Object.keys(errors).length === 0) {
    Object.assign(
      errors,
      await checkOverlays(context.db, context.media.textContrast, section, values),
    );
  }
  if (Object.keys(errors).length > 0) return { ...invalid(errors), values };
  const result = await changeSite(
    context.db,
    { kind: "save", section, input: checked.input },
    { openedAt: opened, actorId: actor.id },
  );
  if ("conflict" in result) return { ...conflictOf(context, result.conflict), values };
  await prepareImages(context);
  return { status: "done", section: section.id };
}

/**
 * Publishes the draft. Translations whose English changed since they were written are not
 * published without `anyway`: the answer lists them instead (ADR 030).
 */
export async function publishSite(
  context: SiteCommandContext,
  actor: SessionUser,
  input: { version: unknown; anyway: boolean },
): Promise<Done | Refused | Missing | Invalid | Conflict | Outdated> {
  const refusal = mayChangeSite(actor);
  if (refusal) return refusal;
  const opened = openedAt(input.version);
  if (opened === null) return unreadable();
  await prepareImages(context);
  const result = await changeSite(
    context.db,
    { kind: "publish", anyway: input.anyway },
    { openedAt: opened, actorId: actor.id },
  );
  if ("outdated" in result) return { status: "outdated", names: result.outdated, version: opened };
  if ("missing" in result) return MISSING;
  if ("conflict" in result) return conflictOf(context, result.conflict);
  await context.siteChanged();
  return { status: "done" };
}

/** Puts one group of fields back to the specification's texts, in the draft. */
export async function resetSiteGroup(
  context: SiteCommandContext,
  actor: SessionUser,
  input: { group: string; version: unknown },
): Promise<Done<{ section: string }> | Refused | Invalid | Conflict> {
  const refusal = mayChangeSite(actor);
  if (refusal) return refusal;
  const found = findGroup(input.group);
  const opened = openedAt(input.version);
  if (opened === null) return unreadable();
  if (!found) return invalid({ form: "No such part of the site." });
  const result = await changeSite(
    context.db,
    { kind: "reset", title: found.group.title, fields: found.group.fields },
    { openedAt: opened, actorId: actor.id },
  );
  if ("conflict" in result) return conflictOf(context, result.conflict);
  return { status: "done", section: found.section.id };
}

/** The Menus screen's save: the header's items and the footer's columns, as one JSON field. */
export interface SiteMenusInput {
  version: unknown;
  /** The menus as the screen sends them (menus.ts: `menusFromForm`). */
  menus: string;
}

/**
 * Saves the menus into the draft, checked first: labels, addresses, the pages named and the
 * limits. A page that is a draft or in the trash may stay in a menu: it is not shown until it is
 * published (the screen and the publication say so).
 */
export async function saveSiteMenus(
  context: SiteCommandContext,
  actor: SessionUser,
  input: SiteMenusInput,
): Promise<Done | Refused | Invalid | Conflict> {
  const refusal = mayChangeSite(actor);
  if (refusal) return refusal;
  const opened = openedAt(input.version);
  const menus = menusFromForm(input.menus);
  if (opened === null || !menus) return unreadable();
  const pages = await menuPages(context.db, menuPageIds(menus));
  const errors = checkMenus(menus, pages);
  if (Object.keys(errors).length > 0) return invalid(errors);
  const result = await changeSite(
    context.db,
    { kind: "menus", values: menuValues(menus) },
    { openedAt: opened, actorId: actor.id },
  );
  if ("conflict" in result) return conflictOf(context, result.conflict);
  return { status: "done" };
}

/** Back to today's menus (the built-in sections and the ticked pages), in the draft. */
export async function resetSiteMenus(
  context: SiteCommandContext,
  actor: SessionUser,
  input: { version: unknown },
): Promise<Done | Refused | Invalid | Conflict> {
  const refusal = mayChangeSite(actor);
  if (refusal) return refusal;
  const opened = openedAt(input.version);
  if (opened === null) return unreadable();
  const result = await changeSite(
    context.db,
    { kind: "menus", values: null },
    { openedAt: opened, actorId: actor.id },
  );
  if ("conflict" in result) return conflictOf(context, result.conflict);
  return { status: "done" };
}
