import { ArrowLeft } from "lucide-react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { FormAlert } from "~/components/ui/form";
import { requireAdmin } from "~/features/auth/guards.server";
import { diffVersions, publicationState } from "~/features/content/diff.server";
import { diffErrorId, FieldDiffList } from "~/features/content/diff-view";
import { versionActionLabel } from "~/features/content/history-labels";
import { CONTENT_KINDS, type ContentKind, contentKindOfPath } from "~/features/content/kinds";
import { conflictMessage } from "~/features/content/save-form.server";
import { getContent, UniqueFieldError } from "~/features/content/store.server";
import {
  getVersion,
  NOT_RESTORED,
  restoreVersion,
  snapshotOf,
  type VersionData,
} from "~/features/content/versions.server";
import { formatDateTimeIn } from "~/lib/dates";
import { isUuid, readForm } from "~/lib/forms";
import type { Route } from "./+types/content-version";
import { CONTENT_STORES } from "./content-stores.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `Version ${loaderData.number}: ${loaderData.title}` : "Version" },
  { name: "robots", content: "noindex" },
];

function versionNumber(value: string) {
  return /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined;
}

/**
 * /admin/…/:id/history/:version: one version beside the current one, word by word, with
 * 'Restore this version'.
 */
export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const { request, params, context } = args;
  const kind = contentKindOfPath(new URL(request.url).pathname);
  const store = CONTENT_STORES[kind];
  const number = versionNumber(params.version);
  const row = isUuid(params.id) ? await getContent(context.db, store, params.id) : undefined;
  const version = row && number ? await getVersion(context.db, kind, params.id, number) : undefined;
  if (!row || !version) throw data(null, { status: 404 });
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
    title: String(row.title),
    number,
    current: row.version as number,
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
  };
}

/**
 * Why a restore was refused, for the field's row. The version's own value is what would be
 * written back, so a taken slug cannot be changed here: the other item must move first.
 */
function refusedRestoreMessage(
  kind: ContentKind,
  error: UniqueFieldError,
  versionData: Record<string, unknown>,
) {
  const store = CONTENT_STORES[kind];
  const label = store.fields.find((f) => f.name === error.field)?.label ?? error.field;
  if (!store.uniqueFields?.some((unique) => unique.field === error.field)) {
    return `${label}: ${error.message}`;
  }
  const noun = CONTENT_KINDS[kind].noun[0];
  const value = String(versionData[error.field] ?? "");
  return `Another ${noun} now uses this address (${label} “${value}”). Give that ${noun} a different ${label} first, then restore this version.`;
}

/** 'Restore this version': a new save with this version's fields, if the item is as shown. */
export async function action(args: Route.ActionArgs) {
  const user = requireAdmin(args);
  const { request, params, context } = args;
  const kind = contentKindOfPath(new URL(request.url).pathname);
  const store = CONTENT_STORES[kind];
  const number = versionNumber(params.version);
  if (!isUuid(params.id) || !number) throw data(null, { status: 404 });
  const form = await readForm(request);
  const openedAt = versionNumber(String(form.get("current") ?? "")) ?? -1;
  try {
    const result = await restoreVersion(context.db, store, params.id, number, user.id, openedAt);
    if ("missing" in result || "noVersion" in result) throw data(null, { status: 404 });
    if ("conflict" in result) {
      return data(
        { error: conflictMessage(store, result.conflict, context.site.timeZone) },
        { status: 409 },
      );
    }
  } catch (error) {
    if (error instanceof UniqueFieldError) {
      const version = await getVersion(context.db, kind, params.id, number);
      const versionData = (version?.data ?? {}) as Record<string, unknown>;
      const message = refusedRestoreMessage(kind, error, versionData);
      return data({ error: message, field: error.field }, { status: 409 });
    }
    throw error;
  }
  context.contentChanged();
  throw redirect(`${CONTENT_KINDS[kind].editPath}/${params.id}/history?restored=${number}`);
}

export default function ContentVersion({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, id, title, number, current, savedBy, savedAt, timeZone } = loaderData;
  const texts = CONTENT_KINDS[kind];
  const navigation = useNavigation();
  const restoring = navigation.state !== "idle" && navigation.formMethod === "POST";
  const refused = actionData as { error?: string; field?: string } | undefined;
  // A field's error goes under that field's diff; any other above the button.
  const onField = loaderData.changed.some((f) => f.name === refused?.field);
  const fieldErrors =
    onField && refused?.field && refused.error ? { [refused.field]: refused.error } : {};
  return (
    <section aria-labelledby="version-heading">
      <Link
        to={`${texts.editPath}/${id}/history`}
        className="inline-flex items-center gap-2 font-semibold text-ev-700 text-sm hover:underline"
      >
        <ArrowLeft aria-hidden="true" size={16} />
        History
      </Link>
      <h2 id="version-heading" className="mt-3 break-words font-semibold text-ink text-xl">
        {`Version ${number} of “${title}”`}
      </h2>
      <p className="mt-1 text-slate-600 text-sm">
        {versionActionLabel(loaderData.action)} by {savedBy ?? "a removed account"} on{" "}
        <time dateTime={savedAt}>{formatDateTimeIn(savedAt, timeZone)}</time>. Compared with the
        current version ({current}):{" "}
        <del className="rounded bg-red-100 px-1 text-red-900">struck through</del> is only in the
        current version,{" "}
        <ins className="rounded bg-emerald-100 px-1 text-emerald-900">underlined</ins> only in
        version {number}.
      </p>
      <div className="mt-6">
        {loaderData.changed.length > 0 ? (
          <FieldDiffList fields={loaderData.changed} errors={fieldErrors} />
        ) : (
          <p className="rounded-xl px-4 py-3 text-slate-600 ring-1 ring-slate-200">
            This version’s content is the same as the current one’s.
          </p>
        )}
        {loaderData.unchanged.length > 0 ? (
          <p className="mt-3 text-slate-500 text-sm">
            Unchanged: {loaderData.unchanged.join(", ")}
          </p>
        ) : null}
      </div>
      <p className="mt-6 text-slate-600 text-sm">
        {`Restoring brings back this version’s content. The ${texts.noun[0]} ${loaderData.stays}.`}
      </p>
      <div className="mt-6">
        <FormAlert>{onField ? undefined : refused?.error}</FormAlert>
      </div>
      <Form method="post" className="mt-6">
        <input type="hidden" name="current" value={current} />
        <button
          type="submit"
          disabled={restoring || loaderData.changed.length === 0}
          aria-describedby={onField && refused?.field ? diffErrorId(refused.field) : undefined}
          className="inline-flex items-center rounded-full bg-ev-700 px-6 py-3 font-semibold text-white transition hover:bg-ev-900 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {restoring ? "Restoring..." : "Restore this version"}
        </button>
      </Form>
    </section>
  );
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
