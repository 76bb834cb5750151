import { data } from "react-router";
import { revokePreview } from "~/features/content/commands/preview-link";
import { commandAction, commandLoader, forbidden, notFound } from "../content-commands.server";

/** <editPath>/:id/revoke-preview: the preview link `link` stops working. */
export const loader = commandLoader;
export { default, meta } from "./command-page";

export const action = commandAction(async ({ context, target, id, form }) => {
  const result = await revokePreview(context, target, { id, link: form.get("link") });
  switch (result.status) {
    case "done":
      return { revoked: true };
    case "missing":
      return result.reason ? data({ error: result.reason }, { status: 404 }) : notFound();
    case "refused":
      return forbidden(result.reason);
  }
});
