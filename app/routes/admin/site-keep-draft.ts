import {
  backToEditor,
  type SiteCommandArgs,
  siteCommandLoader,
  siteCommandRequest,
} from "./site-commands.server";

/**
 * /admin/site/keep-draft: 'Keep the draft' when a publication listed translations that need an
 * update. Nothing is written: the editor says the changes stay a draft.
 */
export const loader = siteCommandLoader;
export { default, meta } from "./site-command-page";

export async function action(args: SiteCommandArgs) {
  const { section } = await siteCommandRequest(args);
  return backToEditor(section, "kept");
}
