import { data, redirect } from "react-router";
import { approve } from "~/features/content/commands/review";
import { CONTENT_KINDS } from "~/features/content/kinds";
import {
  commandAction,
  commandLoader,
  forbidden,
  notFound,
  statusOf,
} from "../content-commands.server";

/**
 * <editPath>/:id/approve: 'Approve and publish' (`version`; `when` 'schedule' with `publishAt`).
 * Approving returns to the list.
 */
export const loader = commandLoader;
export { default, meta } from "./command-page";

export const action = commandAction(async ({ context, target, id, form }) => {
  const result = await approve(context, target, {
    id,
    version: form.get("version"),
    when: form.get("when"),
    publishAt: form.get("publishAt"),
  });
  switch (result.status) {
    case "done":
      return redirect(CONTENT_KINDS[target.store.kind].listPath);
    case "missing":
      return notFound();
    case "refused":
      if (result.by === "role") return forbidden(result.reason);
      return data({ reviewError: result.reason }, { status: statusOf(result) });
    case "invalid":
      return data({ reviewError: Object.values(result.errors)[0] }, { status: statusOf(result) });
  }
});
