import { listContactMessages } from "~/features/contact/contact.server";
import { MessagesPanel } from "~/features/contact/messages-panel";
import { cursorParam, readPage } from "~/lib/keyset.server";
import type { Route } from "./+types/messages";
import { dashboardUser } from "./dashboard-access.server";
import { requestedPage } from "./list-page.server";

/**
 * /admin/messages: what the contact form brought, newest first, a page at a time (`?before=`,
 * ADR 040); a failed load shows none.
 */
export async function loader(args: Route.LoaderArgs) {
  dashboardUser(args, "admin");
  const query = requestedPage(args.request);
  try {
    const page = await readPage(query, (at) => listContactMessages(args.context.db, at));
    return {
      list: {
        ...page,
        rows: page.rows.map((row) => ({
          ...row,
          createdAt: row.createdAt.toISOString(),
          cursor: cursorParam(row.cursor),
        })),
      },
    };
  } catch (error) {
    args.context.logger.error({ err: error }, "Error loading messages");
    return { list: { rows: [], before: null, older: null } };
  }
}

export default function Messages({ loaderData }: Route.ComponentProps) {
  return <MessagesPanel page={loaderData.list} />;
}
