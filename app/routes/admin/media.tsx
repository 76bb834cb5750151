import { data } from "react-router";
import { recentSignInStep } from "~/features/auth/recent-sign-in";
import { RecentSignInPrompt } from "~/features/auth/recent-sign-in-prompt";
import { MediaPanel } from "~/features/media/media-panel";
import { ALT_MAX, MEDIA_MESSAGES, usedByMessage } from "~/features/media/rules";
import { getMedia, listMedia, mediaUses, updateMediaAlt } from "~/features/media/store.server";
import { toClientMedia } from "~/features/media/upload";
import { readForm } from "~/lib/forms";
import { cursorParam, readPage } from "~/lib/keyset.server";
import { requireEditor, requireStaff } from "~/routes/guards.server";
import type { Route } from "./+types/media";
import { dashboardUser } from "./dashboard-access.server";
import { requestedPage } from "./list-page.server";
import { requireRecentSignIn } from "./recent-sign-in.server";

/**
 * /admin/media: every upload, newest first, with where it is used, a page at a time
 * (`?before=`, ADR 040).
 */
export async function loader(args: Route.LoaderArgs) {
  dashboardUser(args);
  const query = requestedPage(args.request);
  const page = await readPage(query, (at) => listMedia(args.context.db, at));
  return {
    documentMaxMb: Math.floor(args.context.media.documentBytes / 1024 / 1024),
    list: {
      ...page,
      rows: page.rows.map((item) => ({
        ...toClientMedia(item),
        pages: item.pages,
        textState: item.textState,
        createdAt: item.createdAt.toISOString(),
        uploader: item.uploader,
        usedBy: item.usedBy,
        cover: item.cover ? toClientMedia(item.cover) : null,
        cursor: cursorParam(item.cursor),
      })),
    },
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The library's two buttons: `delete` (value: the id; with a recent sign-in, as it cannot be
 * undone) and `alt` (with the `id` and `altText` fields).
 */
export async function action(args: Route.ActionArgs) {
  requireStaff(args);
  const form = await readForm(args.request);
  const { context } = args;
  const deleteId = form.get("delete");
  if (typeof deleteId === "string") {
    // Authors add uploads and describe them; deleting one is an editor's.
    const user = requireEditor(args);
    if (!UUID.test(deleteId))
      return data({ error: "This file no longer exists." }, { status: 404 });
    const item = await getMedia(context.db, deleteId);
    if (!item) return data({ error: "This file no longer exists.", id: deleteId }, { status: 404 });
    // A file in use is refused before any password is asked for.
    const uses = (await mediaUses(context.db, [deleteId])).get(deleteId) ?? [];
    if (uses.length > 0) {
      return data({ error: usedByMessage(uses, item.kind), id: deleteId }, { status: 409 });
    }
    // Deleting a file cannot be undone: it needs a recent sign-in.
    const step = await requireRecentSignIn(args.request, context, form);
    if (step) return step;
    const result = await context.media.remove(deleteId, user.id);
    if ("usedBy" in result) {
      return data(
        { error: usedByMessage(result.usedBy, item.kind), id: deleteId },
        { status: 409 },
      );
    }
    if ("missing" in result) {
      return data({ error: "This file no longer exists.", id: deleteId }, { status: 404 });
    }
    context.contentChanged();
    return { deleted: deleteId };
  }
  if (form.has("alt")) {
    // An upload's description is shown wherever it is used: an editor's to change here.
    requireEditor(args);
    const id = String(form.get("id") ?? "");
    const alt = String(form.get("altText") ?? "").trim();
    if (!UUID.test(id)) return data({ error: "This file no longer exists." }, { status: 404 });
    if (alt.length > ALT_MAX) {
      return data(
        { error: `Alt text must be at most ${ALT_MAX} characters.`, id },
        { status: 400 },
      );
    }
    // An image the site shows keeps a description (the forms require one too).
    const uses = alt === "" ? ((await mediaUses(context.db, [id])).get(id) ?? []) : [];
    if (uses.some((use) => use.place === "current")) {
      return data({ error: MEDIA_MESSAGES.altRequired, id }, { status: 400 });
    }
    if (!(await updateMediaAlt(context.db, id, alt))) {
      return data({ error: "This file no longer exists.", id }, { status: 404 });
    }
    context.contentChanged();
    return { saved: id };
  }
  throw data({ error: "Unknown action." }, { status: 400 });
}

export default function Media({ loaderData, actionData }: Route.ComponentProps) {
  // A deletion posted as a page (not by the panel's fetcher) gets its 'Confirm your password'
  // step here; the panel shows the fetcher's own.
  const step = recentSignInStep(actionData);
  return (
    <>
      {step ? <RecentSignInPrompt step={step} action="/admin/media" /> : null}
      <MediaPanel page={loaderData.list} documentMaxMb={loaderData.documentMaxMb} />
    </>
  );
}
