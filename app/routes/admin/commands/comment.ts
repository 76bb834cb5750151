import { data } from "react-router";
import { comment } from "~/features/content/commands/review";
import { commandAction, commandLoader, notFound, statusOf } from "../content-commands.server";

/** <editPath>/:id/comment: `comment` added to the item's thread. */
export const loader = commandLoader;
export { default, meta } from "./command-page";

export const action = commandAction(async ({ context, target, id, form }) => {
  const result = await comment(context, target, { id, comment: form.get("comment") });
  switch (result.status) {
    case "done":
      return { reviewNotice: result.notice };
    case "missing":
      return notFound();
    case "refused":
      return data({ commentError: result.reason }, { status: statusOf(result) });
    case "invalid":
      return data({ commentError: Object.values(result.errors)[0] }, { status: statusOf(result) });
  }
});
