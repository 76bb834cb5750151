import { data, redirect } from "react-router";
import { type EndpointAnswer, EndpointScreen } from "~/features/webhooks/endpoint-screen";
import {
  deleteEndpoint,
  endpointWithLog,
  saveEndpoint,
  sendTestEvent,
  setEndpointEnabled,
} from "~/features/webhooks/endpoints.server";
import { redeliver } from "~/features/webhooks/queue.server";
import { formFields, isUuid, readForm } from "~/lib/forms";
import { requireAdmin } from "~/routes/guards.server";
import type { Route } from "./+types/webhook";
import { dashboardUser } from "./dashboard-access.server";

export const meta: Route.MetaFunction = () => [
  { title: "Webhook endpoint" },
  { name: "robots", content: "noindex" },
];

const noStore = { "Cache-Control": "private, no-store" };

/** /admin/webhooks/<id> (admins and owners): the endpoint, its delivery log and its form. */
export async function loader(args: Route.LoaderArgs) {
  dashboardUser(args, "admin");
  const { context, params } = args;
  if (!isUuid(params.id)) throw data(null, { status: 404 });
  const found = await endpointWithLog(context.db, params.id);
  if (!found) throw data(null, { status: 404 });
  const { endpoint, deliveries } = found;
  return data(
    {
      endpoint: {
        id: endpoint.id,
        url: endpoint.url,
        description: endpoint.description,
        events: endpoint.events,
        enabled: endpoint.enabled,
        failingSince: endpoint.failingSince?.toISOString() ?? null,
      },
      deliveries: deliveries.map((row) => ({
        ...row,
        at: row.at.toISOString(),
        nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
      })),
      timeZone: context.site.timeZone,
    },
    { headers: noStore },
  );
}

/** 'save', 'test' ('Send test'), 'redeliver', 'toggle' (off/on) and 'delete', by `intent`. */
export async function action(args: Route.ActionArgs) {
  const user = requireAdmin(args);
  const { context, params, request } = args;
  if (!isUuid(params.id)) throw data(null, { status: 404 });
  const id = params.id;
  const form = await readForm(request);
  const fields = formFields(form);
  const missing = () => data(null, { status: 404 });
  let answer: EndpointAnswer;
  switch (fields.intent) {
    case "save": {
      const values = {
        url: fields.url ?? "",
        description: fields.description ?? "",
        events: form.getAll("events").filter((value) => typeof value === "string"),
      };
      const saved = await saveEndpoint(context.db, {
        actorId: user.id,
        input: values,
        rules: context.webhooks.rules,
        serverSecret: context.secret,
        id,
      });
      if (!saved.ok && "missing" in saved) throw missing();
      if (!saved.ok) {
        answer = { intent: "save", ok: false, errors: saved.errors, values };
        return data(answer, { status: 422, headers: noStore });
      }
      answer = { intent: "save", ok: true };
      break;
    }
    case "test":
      if (!(await sendTestEvent(context.db, id, context.siteUrl))) throw missing();
      answer = { intent: "test", ok: true, message: "Test queued: it appears in the log below." };
      break;
    case "redeliver":
      if (!isUuid(fields.delivery) || !(await redeliver(context.db, id, fields.delivery)))
        throw missing();
      answer = { intent: "redeliver", ok: true, message: "Redelivery queued." };
      break;
    case "toggle": {
      const enabled = fields.enabled === "true";
      if (!(await setEndpointEnabled(context.db, user.id, id, enabled))) throw missing();
      answer = {
        intent: "toggle",
        ok: true,
        message: enabled ? "Turned on." : "Turned off: nothing is sent until it is on again.",
      };
      break;
    }
    case "delete":
      if (!(await deleteEndpoint(context.db, user.id, id))) throw missing();
      return redirect("/admin/webhooks?deleted=1");
    default:
      throw data({ error: "Unknown action." }, { status: 400 });
  }
  context.webhooks.sender.wake();
  return data(answer, { headers: noStore });
}

export default function Webhook({ loaderData, actionData }: Route.ComponentProps) {
  return <EndpointScreen view={loaderData} answer={actionData} />;
}
