import { redirect } from "react-router";
import { approve } from "~/features/content/commands/review";
import { CONTENT_KINDS } from "~/features/content/kinds";
import { commandAction, commandLoader, notDone } from "../content-commands.server";

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
  if (result.status !== "done") return notDone(result, "reviewError");
  return redirect(CONTENT_KINDS[target.store.kind].listPath);
});
