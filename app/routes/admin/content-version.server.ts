import { type AppLoadContext, data, redirect } from "react-router";
import { NOT_FOR_YOUR_ROLE } from "~/features/auth/roles";
import { canChangeItem, canOpenItem, kindLevel } from "~/features/content/access";
import { restoreItemVersion } from "~/features/content/commands/restore-version";
import { diffVersions, publicationState } from "~/features/content/diff.server";
import type { ContentStore } from "~/features/content/kind.server";
import { CONTENT_KINDS } from "~/features/content/kinds";
import { getContent } from "~/features/content/store.server";
import { getVersion, type VersionData } from "~/features/content/versions/history.server";
import { NOT_RESTORED } from "~/features/content/versions/save.server";
import { snapshotOf } from "~/features/content/versions/shared.server";
import { formatDateTimeIn } from "~/lib/dates";
import { isUuid, readForm } from "~/lib/forms";
import { requireRole } from "~/routes/guards.server";
import { statusOf } from "./content-commands.server";

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

/** 'Restore this version': a new save with this version's fields, if the item is as shown. */
export function contentVersionAction(store: ContentStore) {
  const { kind } = store;
  return async (args: VersionArgs) => {
    const actor = requireRole(args, kindLevel(kind));
    const { request, params, context } = args;
    const number = versionNumber(params.version);
    if (!isUuid(params.id) || !number) throw data(null, { status: 404 });
    const form = await readForm(request);
    const result = await restoreItemVersion(
      context,
      { actor, store },
      { id: params.id, number, current: form.get("current") },
    );
    switch (result.status) {
      case "done":
        throw redirect(`${CONTENT_KINDS[kind].editPath}/${params.id}/history?restored=${number}`);
      case "missing":
        throw data(null, { status: 404 });
      case "refused":
        return data({ error: result.reason }, { status: statusOf(result) });
      case "conflict":
        return data({ error: result.conflict.message }, { status: 409 });
      case "invalid": {
        const [field = "", error = ""] = Object.entries(result.errors)[0] ?? [];
        return data({ error, field }, { status: statusOf(result) });
      }
    }
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
