import { data } from "react-router";
import { loadNotFoundInsight } from "~/features/insight/not-found.server";
import { NotFoundSection } from "~/features/insight/not-found-section";
import { REDIRECT_CSV_BYTES } from "~/features/redirects/csv";
import {
  type RedirectsAnswer,
  RedirectsScreen,
  type RedirectsScreenData,
} from "~/features/redirects/redirects-screen";
import { checkFromPath } from "~/features/redirects/rules";
import {
  articleAddressChanges,
  deleteRedirect,
  importRedirects,
  listRedirects,
  saveRedirect,
} from "~/features/redirects/store.server";
import { formFields, isUuid, readForm } from "~/lib/forms";
import { requireEditor } from "~/routes/guards.server";
import type { Route } from "./+types/redirects";
import { dashboardUser } from "./dashboard-access.server";
import { redirectTargets } from "./redirect-targets.server";

export const meta: Route.MetaFunction = () => [
  { title: "Redirects" },
  { name: "robots", content: "noindex" },
];

/**
 * /admin/redirects (editors and up): the redirects (`?q=` filters them), the renamed articles'
 * old addresses, and with `?from=` the form filled in with an old address (from the 404 list,
 * shown here below them as on Insight).
 */
export async function loader(args: Route.LoaderArgs) {
  dashboardUser(args, "editor");
  const { context, request } = args;
  const url = new URL(request.url);
  const filter = url.searchParams.get("q")?.trim().slice(0, 200) ?? "";
  const from = url.searchParams.get("from") ?? "";
  const [list, articleChanges, targets, notFound] = await Promise.all([
    listRedirects(context.db, filter),
    articleAddressChanges(context.db, filter),
    redirectTargets(context.db),
    loadNotFoundInsight(context.db),
  ]);
  const view: RedirectsScreenData = {
    rows: list.rows.map((row) => ({
      id: row.id,
      fromPath: row.fromPath,
      to: row.to,
      status: row.status,
      hits: row.hits,
      lastHitAt: row.lastHitAt?.toISOString() ?? null,
    })),
    total: list.total,
    articleChanges,
    filter,
    from: checkFromPath(from).ok ? from.slice(0, 500) : "",
    targets,
    timeZone: context.site.timeZone,
  };
  return data({ view, notFound }, { headers: { "Cache-Control": "private, no-store" } });
}

/** Add or change ('save'), 'delete' and 'import' (a CSV file), by the posted `intent`. */
export async function action(args: Route.ActionArgs) {
  const user = requireEditor(args);
  const { context, request } = args;
  const form = await readForm(request);
  const fields = formFields(form);
  let answer: RedirectsAnswer;
  switch (fields.intent) {
    case "save": {
      const id = fields.id || undefined;
      if (id !== undefined && !isUuid(id)) throw data(null, { status: 404 });
      const values = { from: fields.from ?? "", to: fields.to ?? "", status: fields.status ?? "" };
      const saved = await saveRedirect(context.db, user.id, values, id);
      answer = saved.ok
        ? {
            intent: "save",
            id,
            ok: true,
            fromPath: saved.fromPath,
            to: saved.to,
            collapsedFrom: saved.collapsedFrom,
          }
        : { intent: "save", id, ok: false, errors: saved.errors, values };
      if (!saved.ok) return data(answer, { status: 422 });
      break;
    }
    case "delete": {
      if (!isUuid(fields.id)) throw data(null, { status: 404 });
      answer = { intent: "delete", fromPath: await deleteRedirect(context.db, user.id, fields.id) };
      break;
    }
    case "import": {
      const file = form.get("file");
      if (!(file instanceof File) || file.size === 0)
        answer = { intent: "import", ok: false, error: "Choose a CSV file to import." };
      else if (file.size > REDIRECT_CSV_BYTES)
        answer = {
          intent: "import",
          ok: false,
          error: `The file is larger than ${REDIRECT_CSV_BYTES / 1024} KB: split it in parts.`,
        };
      else
        answer = {
          intent: "import",
          ...(await importRedirects(context.db, user.id, await file.text())),
        };
      if (!answer.ok) return data(answer, { status: 422 });
      break;
    }
    default:
      throw data({ error: "Unknown action." }, { status: 400 });
  }
  await context.redirects.changed();
  // A redirect may take a live page's address, which cached pages are answered from first.
  context.contentChanged();
  return data(answer);
}

export default function Redirects({ loaderData, actionData }: Route.ComponentProps) {
  const { view, notFound } = loaderData;
  return (
    <>
      <RedirectsScreen view={view} answer={actionData} />
      <div className="mt-12 border-slate-200 border-t pt-8">
        <NotFoundSection notFound={notFound} timeZone={view.timeZone} />
      </div>
    </>
  );
}
