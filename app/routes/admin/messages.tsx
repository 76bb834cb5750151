import { listContactMessages } from "~/features/contact/contact.server";
import { MessagesPanel } from "~/features/contact/messages-panel";
import type { Route } from "./+types/messages";
import { dashboardUser } from "./dashboard-access.server";

/** /admin/messages: what the contact form brought, newest first (a failed load shows none). */
export async function loader(args: Route.LoaderArgs) {
  dashboardUser(args, "admin");
  try {
    return { messages: await listContactMessages(args.context.db) };
  } catch (error) {
    args.context.logger.error({ err: error }, "Error loading messages");
    return { messages: [] };
  }
}

export default function Messages({ loaderData }: Route.ComponentProps) {
  return <MessagesPanel messages={loaderData.messages} />;
}
