import { type AppLoadContext, data } from "react-router";
import { itemAlertsView } from "~/features/alerts/item-alerts.server";
import { kindLevel } from "~/features/content/access";
import type { FormValues } from "~/features/content/content-form";
import { type ContentKind, kindOfAdminPath, mapKinds } from "~/features/content/kinds";
import type { VersionedDocument } from "~/features/content/versions/versioned";
import { versionedItem } from "~/features/content/versions/versioned-item.server";
import { versionedSite } from "~/features/site-content/versioned-site.server";
import { KIND_FORMS } from "~/kinds/registry";
import { KIND_SERVERS, storeOf } from "~/kinds/registry.server";
import { isUuid } from "~/lib/forms";
import { requireAdmin, requireRole } from "~/routes/guards.server";
import { contentEditAction, contentEditLoader } from "./content-edit.server";
import { historyLoader } from "./content-history.server";
import { contentListAction, contentListLoader } from "./content-list.server";
import { versionAction, versionLoader } from "./content-version.server";

/**
 * The loaders and actions of the kinds' admin routes (kind-list.tsx, kind-edit.tsx,
 * kind-history.tsx, kind-version.tsx), one set per registered kind, made once. Each route module
 * is registered once per kind (app/routes.ts); the kind is the one whose addresses the request
 * is under (`/admin/videos/…`: video). The history and version modules serve the site's
 * history too (`/admin/site/history…`).
 */

/** The kind of the admin address asked for (a route of a kind's is only under its addresses). */
function kindOf(request: Request): ContentKind {
  const kind = kindOfAdminPath(new URL(request.url).pathname);
  if (!kind) throw data(null, { status: 404 });
  return kind;
}

interface Args<Params> {
  request: Request;
  context: AppLoadContext;
  params: Params;
}

const LIST = mapKinds((kind) => ({
  loader: contentListLoader(storeOf(kind)),
  action: contentListAction(storeOf(kind)),
}));

export const kindListLoader = (args: Args<unknown>) => LIST[kindOf(args.request)].loader(args);
export const kindListAction = (args: Args<unknown>) => LIST[kindOf(args.request)].action(args);

/** The form's loader and action, typed by the values of a form (every kind's widens to this). */
type EditLoader = ReturnType<typeof contentEditLoader<FormValues>>;
type EditAction = ReturnType<typeof contentEditAction<FormValues>>;

const EDIT = mapKinds((kind) =>
  KIND_FORMS[kind].withForm<{ loader: EditLoader; action: EditAction }>((form) => ({
    loader: contentEditLoader(storeOf(kind), form),
    action: contentEditAction(storeOf(kind), form),
  })),
);

type EditArgs = Args<{ id?: string }>;

/**
 * The form, with what the kind adds to it: a notice (a page's template), uploads it offers, what
 * its lists of files show.
 */
export async function kindEditLoader(args: EditArgs) {
  const kind = kindOf(args.request);
  const server: (typeof KIND_SERVERS)[ContentKind] = KIND_SERVERS[kind];
  const { id } = args.params;
  const [loaded, offered] = await Promise.all([
    EDIT[kind].loader(args),
    "editUploads" in server ? server.editUploads(args.context.db) : [],
  ]);
  const uploads = { ...loaded.uploads };
  for (const upload of offered) uploads[upload.id] = upload;
  const files =
    "editFiles" in server ? await server.editFiles(args.context.db, loaded.initial) : {};
  const identity = await args.context.publishedSite.identity();
  const choices =
    "editChoices" in server
      ? await server.editChoices(
          args.context.db,
          requireRole(args, kindLevel(kind)),
          loaded.initial,
          identity.author ?? identity.name,
        )
      : {};
  const notice =
    loaded.notice ??
    ("editNotice" in server && id && isUuid(id)
      ? await server.editNotice(args.context.db, id)
      : null);
  // What its alerts do, for the kinds that alert (the Publication choice's line and checkbox).
  const alerts = await itemAlertsView(
    args.context.db,
    args.context.alerts,
    { kind, topic: KIND_SERVERS[kind].alerts?.topic },
    id && isUuid(id) ? id : undefined,
    loaded.initial,
  );
  return { ...loaded, uploads, notice, files, alerts, choices };
}

export const kindEditAction = (args: EditArgs) => EDIT[kindOf(args.request)].action(args);

/**
 * The versioned document a history address is about: the site's (/admin/site/history…, the
 * site being a kind of one item), or an item of the kind whose addresses the request is under.
 */
function versionedOf(args: Args<{ id?: string }>): VersionedDocument {
  if (/^\/admin\/site\/history(?:[./]|$)/.test(new URL(args.request.url).pathname)) {
    return versionedSite(args.context, requireAdmin(args));
  }
  const kind = kindOf(args.request);
  const actor = requireRole(args, kindLevel(kind));
  return versionedItem(args.context, { actor, store: storeOf(kind) }, args.params.id ?? "");
}

type HistoryArgs = Args<{ id?: string; version?: string }>;

export const kindHistoryLoader = (args: HistoryArgs) =>
  historyLoader(versionedOf(args), { request: args.request, timeZone: args.context.site.timeZone });

export const kindVersionLoader = (args: HistoryArgs) =>
  versionLoader(versionedOf(args), { params: args.params, timeZone: args.context.site.timeZone });

export const kindVersionAction = (args: HistoryArgs) => versionAction(versionedOf(args), args);
