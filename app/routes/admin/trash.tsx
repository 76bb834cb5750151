import { useEffect, useState } from "react";
import { data, Form, redirect, useNavigate, useNavigation, useSubmit } from "react-router";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { FormAlert } from "~/components/ui/form";
import { ShowOlder, useOlderRows } from "~/components/ui/older-rows";
import { RowGap, useRowWindow } from "~/components/ui/row-window";
import { recentSignInStep } from "~/features/auth/recent-sign-in";
import { RecentSignInPrompt } from "~/features/auth/recent-sign-in-prompt";
import { NOT_IN_TRASH, purgeItem, restoreItem } from "~/features/content/commands/trash";
import { CONTENT_KIND_LIST, CONTENT_KINDS, isContentKind } from "~/features/content/kinds";
import { listTrash } from "~/features/content/versions/history.server";
import { allContentStores, storeOf } from "~/kinds/registry.server";
import { daysLabel, formatDateTimeIn, formatLongDate } from "~/lib/dates";
import { isUuid, readForm } from "~/lib/forms";
import { cursorParam, readPage } from "~/lib/keyset.server";
import { requireEditor } from "~/routes/guards.server";
import type { Route } from "./+types/trash";
import { dashboardUser } from "./dashboard-access.server";
import { requestedPage } from "./list-page.server";
import { requireRecentSignIn } from "./recent-sign-in.server";

/** What the trash holds, named from the kinds: 'articles, videos, pages and positions'. */
const TRASHED_KINDS = new Intl.ListFormat("en", { type: "conjunction" }).format(
  CONTENT_KIND_LIST.map((kind) => CONTENT_KINDS[kind].noun[1]),
);

export const meta: Route.MetaFunction = () => [
  { title: "Trash" },
  { name: "robots", content: "noindex" },
];

/**
 * /admin/trash: deleted items, until they are restored or TRASH_DAYS pass; most recently deleted
 * first, a page at a time (`?before=`, ADR 040).
 */
export async function loader(args: Route.LoaderArgs) {
  const user = dashboardUser(args, "editor");
  const { context } = args;
  const query = requestedPage(args.request);
  const page = await readPage(query, (at) => listTrash(context.db, allContentStores(), at));
  return {
    list: {
      ...page,
      rows: page.rows.map((item) => ({ ...item, cursor: cursorParam(item.cursor) })),
    },
    trashDays: context.trashDays,
    timeZone: context.site.timeZone,
    isOwner: user?.role === "owner",
  };
}

/**
 * `restore` (any admin) or `purge` (owners: 'Delete permanently'), each with `kind` and `id`.
 * An article restored as a draft because its address was taken opens in its form, which says why.
 */
export async function action(args: Route.ActionArgs) {
  const actor = requireEditor(args);
  const { context } = args;
  const form = await readForm(args.request);
  const intent = form.get("intent");
  const kind = form.get("kind");
  const id = String(form.get("id") ?? "");
  if (!isContentKind(kind) || !isUuid(id) || (intent !== "restore" && intent !== "purge")) {
    return data({ error: "Unknown action." }, { status: 400 });
  }
  const target = { actor, store: storeOf(kind) };
  if (intent === "purge") {
    // An owner signed in long ago confirms who they are first (the command checks the role).
    const step = actor.role === "owner" && (await requireRecentSignIn(args.request, context, form));
    if (step) return step;
    const result = await purgeItem(context, target, { id });
    if (result.status === "refused") return data({ error: result.reason }, { status: 403 });
    if (result.status === "missing") return data({ error: NOT_IN_TRASH }, { status: 404 });
    return { done: "Deleted permanently.", gone: id };
  }
  const result = await restoreItem(context, target, { id });
  if (result.status === "refused") return data({ error: result.reason }, { status: 403 });
  if (result.status === "missing") return data({ error: NOT_IN_TRASH }, { status: 404 });
  if (result.movedFrom) {
    const from = encodeURIComponent(result.movedFrom);
    throw redirect(`${CONTENT_KINDS[kind].editPath}/${id}?restoredFrom=${from}`);
  }
  return { done: "Restored.", gone: id };
}

export default function Trash({ loaderData, actionData }: Route.ComponentProps) {
  const { trashDays, timeZone, isOwner } = loaderData;
  const list = useOlderRows(loaderData.list, "/admin/trash");
  const { drop } = list;
  const { listRef, slices } = useRowWindow(list.rows);
  const navigation = useNavigation();
  const submit = useSubmit();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [confirming, setConfirming] = useState<{ kind: string; id: string; title: string }>();
  const result = actionData as { error?: string; done?: string; gone?: string } | undefined;
  // A restored or deleted item leaves the list at once, wherever it was (older rows are not
  // loaded again).
  const gone = result?.gone;
  useEffect(() => {
    if (gone) drop(gone);
  }, [gone, drop]);
  const navigate = useNavigate();
  const confirmStep = recentSignInStep(actionData);
  return (
    <section aria-labelledby="trash-heading">
      <h2 id="trash-heading" className="font-semibold text-ink text-xl">
        Trash
      </h2>
      <p className="mt-1 text-slate-600 text-sm">
        {`Deleted ${TRASHED_KINDS} stay here for ${daysLabel(trashDays)}, then they are deleted for good.`}
      </p>
      <div className="mt-4">
        <FormAlert>{result?.error}</FormAlert>
        {confirmStep ? (
          <RecentSignInPrompt
            step={confirmStep}
            onCancel={() => navigate("/admin/trash", { replace: true })}
          />
        ) : null}
        {result?.done ? (
          <p role="status" className="rounded-xl bg-ev-50 px-4 py-3 text-ev-900 text-sm">
            {result.done}
          </p>
        ) : null}
      </div>
      {list.rows.length === 0 ? (
        <p className="mt-10 rounded-2xl border border-slate-300 border-dashed px-6 py-12 text-center text-slate-600">
          The trash is empty.
        </p>
      ) : (
        <ul ref={listRef} className="mt-4 divide-y divide-slate-200" aria-label="Deleted items">
          {slices.map((slice) => {
            if ("gap" in slice) return <RowGap key={slice.gap} slice={slice} />;
            const item = slice.row;
            const purgeOn = new Date(new Date(item.deletedAt).getTime() + trashDays * 86_400_000);
            return (
              <li
                key={`${item.kind}-${item.id}`}
                className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center"
              >
                <div className="min-w-0 flex-1 break-words">
                  <p className="font-semibold text-ink">
                    <span className="mr-2 inline-block rounded-full bg-slate-100 px-2.5 py-0.5 align-[0.15em] font-semibold text-slate-700 text-xs">
                      {CONTENT_KINDS[item.kind].label}
                    </span>
                    {item.title}
                  </p>
                  <p className="mt-1 text-slate-600 text-sm">
                    {`Deleted by ${item.deletedBy ?? "a removed account"} on ${formatDateTimeIn(item.deletedAt, timeZone)} · deleted for good on ${formatLongDate(purgeOn)}`}
                  </p>
                </div>
                <div className="flex shrink-0 flex-wrap gap-2">
                  <Form method="post">
                    <input type="hidden" name="kind" value={item.kind} />
                    <input type="hidden" name="id" value={item.id} />
                    <button
                      type="submit"
                      name="intent"
                      value="restore"
                      disabled={busy}
                      aria-label={`Restore ${item.title}`}
                      className="rounded-full px-3.5 py-1.5 font-semibold text-ev-700 text-sm ring-1 ring-ev-600/30 hover:bg-ev-50 disabled:opacity-60"
                    >
                      Restore
                    </button>
                  </Form>
                  {isOwner ? (
                    <button
                      type="button"
                      disabled={busy}
                      aria-label={`Delete permanently ${item.title}`}
                      onClick={() => setConfirming(item)}
                      className="rounded-full px-3.5 py-1.5 font-semibold text-red-700 text-sm ring-1 ring-red-200 hover:bg-red-50 disabled:opacity-60"
                    >
                      Delete permanently
                    </button>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <ShowOlder list={list} />
      {isOwner ? (
        <ConfirmDialog
          open={confirming !== undefined}
          title="Delete permanently"
          message={`“${confirming?.title ?? ""}” and its history will be deleted for good. This cannot be undone.`}
          confirmLabel="Delete permanently"
          onCancel={() => setConfirming(undefined)}
          onConfirm={() => {
            const target = confirming;
            setConfirming(undefined);
            if (!target) return;
            submit({ intent: "purge", kind: target.kind, id: target.id }, { method: "post" });
          }}
        />
      ) : null}
    </section>
  );
}
