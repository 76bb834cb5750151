import { requestItemChanges } from "~/features/content/commands/review";
import { commandAction, commandLoader, notDone } from "../content-commands.server";

/** <editPath>/:id/request-changes: the item goes back to its writer with `comment`. */
export const loader = commandLoader;
export { default, meta } from "./command-page";

export const action = commandAction(async ({ context, target, id, form }) => {
  const result = await requestItemChanges(context, target, { id, comment: form.get("comment") });
  if (result.status !== "done") return notDone(result, "reviewError");
  return { reviewNotice: result.notice };
});
