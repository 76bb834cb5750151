import { data } from "react-router";
import { publishSite } from "~/features/site-content/commands.server";
import { translationLinks } from "~/features/site-content/publish-check";
import { readSiteState } from "~/features/site-content/store.server";
import { notFound } from "./content-commands.server";
import type { SiteCommandAnswer } from "./site-command-page";
import {
  backToEditor,
  refusedSiteCommand,
  type SiteCommandArgs,
  siteCommandLoader,
  siteCommandRequest,
  siteConflict,
} from "./site-commands.server";

/**
 * /admin/site/publish: 'Publish changes' (`version`, `section`), and 'Publish anyway' (`anyway`)
 * when translations that need an update were listed. Published, back to the editor.
 */
export const loader = siteCommandLoader;
export { default, meta } from "./site-command-page";

export async function action(args: SiteCommandArgs) {
  const { actor, form, section } = await siteCommandRequest(args);
  const result = await publishSite(args.context, actor, {
    version: form.get("version"),
    anyway: form.get("anyway") === "1",
  });
  switch (result.status) {
    case "done":
      return backToEditor(section, "published");
    case "outdated": {
      // Nothing published: staff choose between 'Publish anyway' and 'Keep the draft'.
      const { draft } = await readSiteState(args.context.db);
      const outdated = translationLinks(result.names, draft);
      return data<SiteCommandAnswer>({ outdated, openedAt: result.version, section });
    }
    case "conflict":
      return siteConflict(result, section);
    case "missing":
      return notFound();
    case "refused":
    case "invalid":
      return refusedSiteCommand(result);
  }
}
