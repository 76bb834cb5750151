import { type AppLoadContext, data, redirect } from "react-router";
import { requireRole } from "~/features/auth/guards.server";
import { NOT_FOR_YOUR_ROLE } from "~/features/auth/roles";
import { canChangeItem, canOpenItem, kindLevel } from "~/features/content/access";
import { diffVersions, publicationState } from "~/features/content/diff.server";
import type { ContentStore } from "~/features/content/kind.server";
import { CONTENT_KINDS } from "~/features/content/kinds";
import { publicationGuard } from "~/features/content/review.server";
import { conflictMessage } from "~/features/content/save-form.server";
import { getContent, UniqueFieldError } from "~/features/content/store.server";
import { getVersion, type VersionData } from "~/features/content/versions/history.server";
import {
  NOT_RESTORED,
  restoreVersion,
  WriteRefusal,
} from "~/features/content/versions/save.server";
import { snapshotOf } from "~/features/content/versions/shared.server";
import { formatDateTimeIn } from "~/lib/dates";
import { isUuid, readForm } from "~/lib/forms";

interface VersionArgs {
  request: Request;
  context: AppLoadContext;
  params: { id: string; version: string };
}

function versionNumber(value: string) {
  return /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined;
}

/**
 * The loader of /admin/…/:id/history/:version: one version beside the current one, word by word,
 * with 'Restore this version'.
 */
export function contentVersionLoader(store: ContentStore) {
  const { kind } = store;
  return async (args: VersionArgs) => {
    const user = requireRole(args, kindLevel(kind));
    const { params, context } = args;
    const number = versionNumber(params.version);
    const row = isUuid(params.id) ? await getContent(context.db, store, params.id) : undefined;
    const version =
      row && number ? await getVersion(context.db, kind, params.id, number) : undefined;
    if (!row || !version) throw data(null, { status: 404 });
    if (!canOpenItem(user, kind, row)) throw data({ message: NOT_FOR_YOUR_ROLE }, { status: 403 });
    const timeZone = context.site.timeZone;
    // What restoring would do: the current text struck where it goes, this version's underlined.
    const current = snapshotOf(store, row);
    // Publication is not part of what a restore brings back: it is not compared either.
    const fields = diffVersions(
      store,
      current,
      version.data as Record<string, string | boolean | null>,
      timeZone,
    ).filter((field) => !NOT_RESTORED.has(field.name));
    const labels = Object.fromEntries(store.fields.map((f) => [f.name, f.label]));
    return {
      kind,
      id: params.id,
      title: row.title,
      number,
      current: row.version,
      action: version.action,
      savedBy: version.savedByEmail,
      savedAt: version.savedAt.toISOString(),
      timeZone,
      // What a restore leaves as it is, said on the page.
      stays: staysWords(current, timeZone, Boolean(store.upload)),
      changed: fields
        .filter((f) => f.changed)
        .map(({ name, label, parts }) => ({ name, label, parts })),
      unchanged: fields.filter((f) => !f.changed).map((f) => labels[f.name] ?? f.label),
      mayRestore: canChangeItem(user, kind, row),
    };
  };
}

/**
 * Why a restore was refused, for the field's row. The version's own value is what would be
 * written back, so a taken slug cannot be changed here: the other item must move first.
 */
function refusedRestoreMessage(
  store: ContentStore,
  error: UniqueFieldError,
  versionData: Record<string, unknown>,
) {
  const label = store.fields.find((f) => f.name === error.field)?.label ?? error.field;
  if (!store.uniqueFields?.some((unique) => unique.field === error.field)) {
    return `${label}: ${error.message}`;
  }
  const noun = CONTENT_KINDS[store.kind].noun[0];
  const value = String(versionData[error.field] ?? "");
  return `Another ${noun} now uses this address (${label} “${value}”). Give that ${noun} a different ${label} first, then restore this version.`;
}

/** 'Restore this version': a new save with this version's fields, if the item is as shown. */
export function contentVersionAction(store: ContentStore) {
  const { kind } = store;
  return async (args: VersionArgs) => {
    const user = requireRole(args, kindLevel(kind));
    const { request, params, context } = args;
    const number = versionNumber(params.version);
    if (!isUuid(params.id) || !number) throw data(null, { status: 404 });

    const form = await readForm(request);
    const openedAt = versionNumber(String(form.get("current") ?? "")) ?? -1;
    try {
      // An author restores versions of their own drafts only (checked with the row locked).
      const guard = publicationGuard(user, kind, false);
      const result = await restoreVersion(
        context.db,
        store,
        params.id,
        number,
        user.id,
        openedAt,
        guard,
      );
      if ("missing" in result || "noVersion" in result) throw data(null, { status: 404 });
      if ("conflict" in result) {
        return data(
          { error: conflictMessage(store, result.conflict, context.site.timeZone) },
          { status: 409 },
        );
      }
    } catch (error) {
      if (error instanceof WriteRefusal) return data({ error: error.message }, { status: 403 });
      if (error instanceof UniqueFieldError) {
        const version = await getVersion(context.db, kind, params.id, number);
        const versionData = (version?.data ?? {}) as Record<string, unknown>;
        const message = refusedRestoreMessage(store, error, versionData);
        return data({ error: message, field: error.field }, { status: 409 });
      }
      throw error;
    }
    context.contentChanged();
    throw redirect(`${CONTENT_KINDS[kind].editPath}/${params.id}/history?restored=${number}`);
  };
}

/**
 * 'stays published, as it is now, and its image keeps the alt text it has in the media library'
 * (a kind without uploads leaves the image out).
 */
function staysWords(current: VersionData, timeZone: string, hasUploads: boolean) {
  const publication = publicationState(current);
  const state =
    publication.state === "scheduled"
      ? `scheduled for ${formatDateTimeIn(publication.at, timeZone)}`
      : publication.state === "draft"
        ? "a draft"
        : "published";
  const image = hasUploads ? ", and its image keeps the alt text it has in the media library" : "";
  return `stays ${state}, as it is now${image}`;
}
