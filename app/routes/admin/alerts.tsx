import { data } from "react-router";
import { alertsOverview, SENT_WITHIN_DAYS } from "~/features/alerts/alerts-overview.server";
import {
  type AlertsAnswer,
  AlertsScreen,
  type AlertsScreenData,
} from "~/features/alerts/alerts-screen";
import {
  deleteSubscriber,
  findSubscriber,
  sendTestAlert,
} from "~/features/alerts/subscriber-commands.server";
import { formFields, isUuid, readForm } from "~/lib/forms";
import { requireAdmin } from "~/routes/guards.server";
import type { Route } from "./+types/alerts";
import { dashboardUser } from "./dashboard-access.server";

export const meta: Route.MetaFunction = () => [
  { title: "Alerts" },
  { name: "robots", content: "noindex" },
];

/**
 * /admin/alerts (admins and owners): subscribers by state, topic and language, the queue of alert
 * e-mails, and with `?address=` the subscriber of that address. Personal data: never cached.
 */
export async function loader(args: Route.LoaderArgs) {
  const user = dashboardUser(args, "admin");
  const { context, request } = args;
  const address = new URL(request.url).searchParams.get("address")?.trim() ?? "";
  const [overview, found] = await Promise.all([
    alertsOverview(context.db),
    address ? findSubscriber(context.db, address) : undefined,
  ]);
  const view: AlertsScreenData = {
    sending: Boolean(context.alerts.sender),
    ownAddress: user?.email ?? "",
    sentWithinDays: SENT_WITHIN_DAYS,
    subscribers: overview.subscribers,
    queue: overview.queue,
    failures: overview.failures.map((row) => ({ ...row, at: row.at.toISOString() })),
    suppressed: overview.suppressed.map((row) => ({ ...row, at: row.at.toISOString() })),
    search: address
      ? {
          address,
          found: found ? { ...found, confirmedAt: found.confirmedAt?.toISOString() ?? null } : null,
        }
      : null,
  };
  return data(view, { headers: { "Cache-Control": "private, no-store" } });
}

/** 'Send a test alert to me' and 'Delete subscriber', by the posted `intent`. */
export async function action(args: Route.ActionArgs) {
  const user = requireAdmin(args);
  const { context, request } = args;
  const { intent = "", target = "" } = formFields(await readForm(request));
  let answer: AlertsAnswer;
  switch (intent) {
    case "send-test":
      answer = { intent, result: await sendTestAlert(context.alerts, user.email) };
      break;
    case "delete-subscriber": {
      if (!isUuid(target)) throw data(null, { status: 404 });
      const { status } = await deleteSubscriber(context.db, user.id, target);
      answer = { intent, result: status };
      break;
    }
    default:
      throw data({ error: "Unknown action." }, { status: 400 });
  }
  const failed = answer.result === "failed" || answer.result === "off";
  return data(answer, { status: failed ? 503 : 200 });
}

export default function Alerts({ loaderData, actionData }: Route.ComponentProps) {
  return <AlertsScreen view={loaderData} answer={actionData} />;
}
