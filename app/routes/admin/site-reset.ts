import { resetSiteGroup } from "~/features/site-content/commands.server";
import {
  backToEditor,
  refusedSiteCommand,
  type SiteCommandArgs,
  siteCommandLoader,
  siteCommandRequest,
  siteConflict,
} from "./site-commands.server";

/** /admin/site/reset: a group's 'Reset to default' (`group`, `version`), saved as the draft. */
export const loader = siteCommandLoader;
export { default, meta } from "./site-command-page";

export async function action(args: SiteCommandArgs) {
  const { actor, form, section } = await siteCommandRequest(args);
  const result = await resetSiteGroup(args.context, actor, {
    group: String(form.get("group") ?? ""),
    version: form.get("version"),
  });
  switch (result.status) {
    case "done":
      return backToEditor(result.section, "reset");
    case "conflict":
      return siteConflict(result, section);
    case "refused":
    case "invalid":
      return refusedSiteCommand(result);
  }
}
