import { data } from "react-router";
import { resetSiteMenus, saveSiteMenus } from "~/features/site-content/commands.server";
import { MENUS_SECTION } from "~/features/site-content/menus";
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
 * /admin/site/menus: the Menus screen's 'Save draft' (`menus`, `version`), or its 'Reset to
 * default' (`reset`), saved as the draft. Back to the Menus screen.
 */
export const loader = siteCommandLoader;
export { default, meta } from "./site-command-page";

/** A save refused for its fields: the screen shows each problem at its item. */
export interface MenusAnswer extends SiteCommandAnswer {
  errors?: Record<string, string>;
}

export async function action(args: SiteCommandArgs) {
  const { actor, form } = await siteCommandRequest(args);
  const version = form.get("version");
  const result =
    form.get("reset") === "1"
      ? await resetSiteMenus(args.context, actor, { version })
      : await saveSiteMenus(args.context, actor, {
          version,
          menus: String(form.get("menus") ?? ""),
        });
  switch (result.status) {
    case "done":
      return backToEditor(MENUS_SECTION, form.get("reset") === "1" ? "reset" : "saved");
    case "conflict":
      return siteConflict(result, MENUS_SECTION);
    case "invalid":
      if (result.errors.form) return refusedSiteCommand(result);
      return data<MenusAnswer>(
        {
          formError: "Some items need attention: see the messages beside them.",
          errors: result.errors,
        },
        { status: 400 },
      );
    case "refused":
      return refusedSiteCommand(result);
  }
}
