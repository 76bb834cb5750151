import { comment } from "~/features/content/commands/review";
import { commandAction, commandLoader, notDone } from "../content-commands.server";

/** <editPath>/:id/comment: `comment` added to the item's thread. */
export const loader = commandLoader;
export { default, meta } from "./command-page";

export const action = commandAction(async ({ context, target, id, form }) => {
  const result = await comment(context, target, { id, comment: form.get("comment") });
  if (result.status !== "done") return notDone(result, "commentError", { roleRefusal: "message" });
  return { reviewNotice: result.notice };
});
