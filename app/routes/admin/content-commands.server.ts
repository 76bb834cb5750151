import { type AppLoadContext, data, redirect } from "react-router";
import { NOT_FOR_YOUR_ROLE } from "~/features/auth/roles";
import { kindLevel } from "~/features/content/access";
import type { CommandTarget, Invalid, Missing, Refused } from "~/features/content/commands/result";
import { CONTENT_KINDS } from "~/features/content/kinds";
import { isUuid, readForm } from "~/lib/forms";
import { requireRole } from "~/routes/guards.server";
import { CONTENT_STORES } from "./content-stores.server";

export interface CommandArgs {
  request: Request;
  context: AppLoadContext;
  params: { id?: string };
}

/** What a command's route hands its command: who, on which kind and item, with the posted form. */
export interface CommandRequest {
  context: AppLoadContext;
  target: CommandTarget;
  id: string;
  form: FormData;
  /** The item's form page, where a command posted without script comes back to. */
  itemPath: string;
}

/** The kind a command's address names: /admin/articles/<id>/approve is an article's. */
function storeOf(request: Request) {
  const path = new URL(request.url).pathname;
  return Object.values(CONTENT_STORES).find((store) =>
    path.startsWith(`${CONTENT_KINDS[store.kind].editPath}/`),
  );
}

/**
 * The action of a command's route (`<editPath>/:id/<command>`): the kind's role is required, an
 * unknown item is a 404. `answer` turns the command's result into what the page's fetcher reads;
 * a form posted without script returns to the item's page instead (or where `answer` redirects).
 */
export function commandAction(answer: (request: CommandRequest) => Promise<unknown>) {
  return async (args: CommandArgs) => {
    const store = storeOf(args.request);
    const id = args.params.id ?? "";
    if (!store || !isUuid(id)) throw data(null, { status: 404 });
    const actor = requireRole(args, kindLevel(store.kind));
    const itemPath = `${CONTENT_KINDS[store.kind].editPath}/${id}`;
    const form = await readForm(args.request);
    const { context } = args;
    const answered = await answer({ context, target: { actor, store }, id, form, itemPath });
    // A form posted without script: done, back to the item's page; refused, this route's page
    // says why (with the refusal's status).
    if (!context.documentRequest || answered instanceof Response || isRefusal(answered)) {
      return answered;
    }
    return redirect(itemPath);
  };
}

/** An answer made with `data(…, { status })`: a refusal, shown on the command's page. */
function isRefusal(answer: unknown) {
  return typeof answer === "object" && answer !== null && "type" in answer && "init" in answer;
}

/** A command's address opened in the browser: its page only links back to the item. */
export function commandLoader(args: CommandArgs) {
  const store = storeOf(args.request);
  if (!store || !isUuid(args.params.id ?? "")) throw data(null, { status: 404 });
  requireRole(args, kindLevel(store.kind));
  return null;
}

/** The item is gone (or in the trash): 404. */
export function notFound(): never {
  throw data(null, { status: 404 });
}

/** The actor's role may not do this here: 403, as the role guards answer. */
export function forbidden(message = NOT_FOR_YOUR_ROLE): never {
  throw data({ message }, { status: 403 });
}

/** The HTTP status of a result that is not done. */
export function statusOf(
  result:
    | { status: "refused"; by: "role" | "rule" }
    | { status: "missing" }
    | { status: "conflict" }
    | { status: "invalid"; taken?: boolean }
    | { status: "failed" },
): number {
  switch (result.status) {
    case "refused":
      return result.by === "role" ? 403 : 409;
    case "missing":
      return 404;
    case "conflict":
      return 409;
    case "invalid":
      return result.taken ? 409 : 400;
    case "failed":
      return 500;
  }
}

/**
 * A review or preview command that was not done, as the item's page shows it: a missing item is
 * a 404; a refusal or invalid input is a message under `key` (the role's refusal a 403 page,
 * unless `roleRefusal` says the message is shown in the page all the same, as a comment's is).
 */
export function notDone(
  result: Missing | Refused | Invalid,
  key: "reviewError" | "commentError" | "error",
  { roleRefusal = "forbidden" }: { roleRefusal?: "forbidden" | "message" } = {},
) {
  switch (result.status) {
    case "missing":
      return notFound();
    case "refused":
      if (result.by === "role" && roleRefusal === "forbidden") return forbidden(result.reason);
      return data({ [key]: result.reason }, { status: statusOf(result) });
    case "invalid":
      return data({ [key]: Object.values(result.errors)[0] }, { status: statusOf(result) });
  }
}
