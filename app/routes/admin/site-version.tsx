import { ArrowLeft } from "lucide-react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { FormAlert } from "~/components/ui/form";
import { FieldDiffList } from "~/features/content/diff-view";
import { SITE_ACTION_LABELS, SITE_SECTIONS } from "~/features/site-content/catalog";
import { changedNames, nameLabel, valueIn } from "~/features/site-content/site-document";
import { changeSite, getSiteVersion, readSiteState } from "~/features/site-content/store.server";
import { formatDateTimeIn } from "~/lib/dates";
import { readForm } from "~/lib/forms";
import { wordDiff } from "~/lib/word-diff";
import { requireAdmin } from "~/routes/guards.server";
import type { Route } from "./+types/site-version";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `Version ${loaderData.number}: Site` : "Version: Site" },
  { name: "robots", content: "noindex" },
];

function versionNumber(params: { version?: string }) {
  const number = Number(params.version);
  if (!Number.isInteger(number) || number < 1) throw data(null, { status: 404 });
  return number;
}

/** /admin/site/history/:version: that version's texts beside the current draft's, word by word. */
export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const number = versionNumber(args.params);
  const [version, state] = await Promise.all([
    getSiteVersion(args.context.db, number),
    readSiteState(args.context.db),
  ]);
  if (!version) throw data(null, { status: 404 });
  const changed = changedNames(state.draft, version.data).map((name) => ({
    name,
    label: nameLabel(name, SITE_SECTIONS),
    parts: wordDiff(valueIn(state.draft, name) ?? "", valueIn(version.data, name) ?? ""),
  }));
  return {
    number,
    current: state.version,
    action: version.action,
    savedBy: version.savedByEmail,
    savedAt: version.savedAt.toISOString(),
    timeZone: args.context.site.timeZone,
    changed,
  };
}

export async function action(args: Route.ActionArgs) {
  const actor = requireAdmin(args);
  const number = versionNumber(args.params);
  const form = await readForm(args.request);
  const openedAt = Number(form.get("current"));
  if (!Number.isInteger(openedAt))
    throw data({ message: "The form could not be read." }, { status: 400 });
  const result = await changeSite(
    args.context.db,
    { kind: "restore", number },
    { openedAt, actorId: actor.id },
  );
  if ("missing" in result) throw data(null, { status: 404 });
  if ("conflict" in result) {
    return data(
      {
        error: `${result.conflict.by ?? "Someone else"} changed the site after you opened this page: compare again before restoring.`,
      },
      { status: 409 },
    );
  }
  return redirect(`/admin/site/history?restored=${number}`);
}

export default function SiteVersion({ loaderData, actionData }: Route.ComponentProps) {
  const { number, current, savedBy, savedAt, timeZone } = loaderData;
  const navigation = useNavigation();
  const restoring = navigation.state !== "idle" && navigation.formMethod === "POST";
  return (
    <section aria-labelledby="version-heading">
      <Link
        to="/admin/site/history"
        className="inline-flex items-center gap-2 font-semibold text-ev-700 text-sm hover:underline"
      >
        <ArrowLeft aria-hidden="true" size={16} />
        History
      </Link>
      <h2 id="version-heading" className="mt-3 font-semibold text-ink text-xl">
        {`Version ${number} of the site`}
      </h2>
      <p className="mt-1 text-slate-600 text-sm">
        {SITE_ACTION_LABELS[loaderData.action] ?? loaderData.action} by{" "}
        {savedBy ?? "a removed account"} on{" "}
        <time dateTime={savedAt}>{formatDateTimeIn(savedAt, timeZone)}</time>. Compared with the
        current draft (version {current}):{" "}
        <del className="rounded bg-red-100 px-1 text-red-900">struck through</del> is only in the
        current draft,{" "}
        <ins className="rounded bg-emerald-100 px-1 text-emerald-900">underlined</ins> only in
        version {number}.
      </p>
      <div className="mt-6">
        {loaderData.changed.length > 0 ? (
          <FieldDiffList fields={loaderData.changed} />
        ) : (
          <p className="rounded-xl px-4 py-3 text-slate-600 ring-1 ring-slate-200">
            This version’s texts are the same as the current draft’s.
          </p>
        )}
      </div>
      <p className="mt-6 text-slate-600 text-sm">
        Restoring makes this version the draft; visitors see it once you publish the changes.
      </p>
      <div className="mt-6">
        <FormAlert>{(actionData as { error?: string } | undefined)?.error}</FormAlert>
      </div>
      <Form method="post" className="mt-6">
        <input type="hidden" name="current" value={current} />
        <button
          type="submit"
          disabled={restoring || loaderData.changed.length === 0}
          className="inline-flex items-center rounded-full bg-ev-700 px-6 py-3 font-semibold text-white transition hover:bg-ev-900 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {restoring ? "Restoring..." : "Restore this version"}
        </button>
      </Form>
    </section>
  );
}
