import { redirect } from "react-router";
import { approve } from "~/features/content/commands/review";
import { CONTENT_KINDS, publishedListAddress } from "~/features/content/kinds";
import { commandAction, commandLoader, notDone } from "../content-commands.server";

/**
 * <editPath>/:id/approve: 'Approve and publish' (`version`; `when` 'schedule' with `publishAt`).
 * Approving returns to the list ('Published — View on site' when it is public now).
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
  const { kind } = target.store;
  // Published now: the list says so, with the way to its page.
  return redirect(result.publishAt ? CONTENT_KINDS[kind].listPath : publishedListAddress(kind, id));
});
