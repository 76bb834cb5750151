import { data } from "react-router";
import { sharePreview } from "~/features/content/commands/preview-link";
import {
  commandAction,
  commandLoader,
  forbidden,
  notFound,
  statusOf,
} from "../content-commands.server";

/** <editPath>/:id/share-preview: a new preview link to a draft or scheduled item. */
export const loader = commandLoader;
export { default, meta } from "./command-page";

export const action = commandAction(async ({ context, target, id }) => {
  const result = await sharePreview(context, target, { id });
  switch (result.status) {
    case "done":
      return { shared: true };
    case "missing":
      return notFound();
    case "refused":
      if (result.by === "role") return forbidden(result.reason);
      return data({ error: result.reason }, { status: statusOf(result) });
  }
});
