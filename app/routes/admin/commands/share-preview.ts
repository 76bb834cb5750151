import { sharePreview } from "~/features/content/commands/preview-link";
import { commandAction, commandLoader, notDone } from "../content-commands.server";

/** <editPath>/:id/share-preview: a new preview link to a draft or scheduled item. */
export const loader = commandLoader;
export { default, meta } from "./command-page";

export const action = commandAction(async ({ context, target, id }) => {
  const result = await sharePreview(context, target, { id });
  if (result.status !== "done") return notDone(result, "error");
  return { shared: true };
});
