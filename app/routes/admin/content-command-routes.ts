import { route } from "@react-router/dev/routes";
import { ITEM_COMMANDS } from "../../features/content/command-addresses";
import { CONTENT_KINDS } from "../../features/content/kinds";

/**
 * The commands on an item that have an address of their own, one route each per kind:
 * /admin/articles/:id/approve, /admin/videos/:id/comment… (inside the dashboard layout, /admin).
 */
export function contentCommandRoutes() {
  return Object.entries(CONTENT_KINDS).flatMap(([kind, texts]) =>
    ITEM_COMMANDS.map((command) =>
      route(
        `${texts.editPath.replace(/^\/admin\//, "")}/:id/${command}`,
        `routes/admin/commands/${command}.ts`,
        { id: `admin-${kind}-${command}` },
      ),
    ),
  );
}
