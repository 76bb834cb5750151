import { data } from "react-router";
import { requestItemChanges } from "~/features/content/commands/review";
import {
  commandAction,
  commandLoader,
  forbidden,
  notFound,
  statusOf,
} from "../content-commands.server";

/** <editPath>/:id/request-changes: the item goes back to its writer with `comment`. */
export const loader = commandLoader;
export { default, meta } from "./command-page";

export const action = commandAction(async ({ context, target, id, form }) => {
  const result = await requestItemChanges(context, target, { id, comment: form.get("comment") });
  switch (result.status) {
    case "done":
      return { reviewNotice: result.notice };
    case "missing":
      return notFound();
    case "refused":
      if (result.by === "role") return forbidden(result.reason);
      return data({ reviewError: result.reason }, { status: statusOf(result) });
    case "invalid":
      return data({ reviewError: Object.values(result.errors)[0] }, { status: statusOf(result) });
  }
});
