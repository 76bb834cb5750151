import { data } from "react-router";
import { listEndpoints, saveEndpoint } from "~/features/webhooks/endpoints.server";
import { type WebhooksAnswer, WebhooksScreen } from "~/features/webhooks/webhooks-screen";
import { formFields, readForm } from "~/lib/forms";
import { requireAdmin } from "~/routes/guards.server";
import type { Route } from "./+types/webhooks";
import { dashboardUser } from "./dashboard-access.server";

export const meta: Route.MetaFunction = () => [
  { title: "Webhooks" },
  { name: "robots", content: "noindex" },
];

/** /admin/webhooks (admins and owners): the endpoints and their state. */
export async function loader(args: Route.LoaderArgs) {
  dashboardUser(args, "admin");
  const { context, request } = args;
  const endpoints = await listEndpoints(context.db);
  return data(
    {
      endpoints: endpoints.map((row) => ({
        ...row,
        failingSince: row.failingSince?.toISOString() ?? null,
        lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
      })),
      timeZone: context.site.timeZone,
      deleted: new URL(request.url).searchParams.has("deleted"),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/** 'Add endpoint': stored with a new secret, which this answer alone shows. */
export async function action(args: Route.ActionArgs) {
  const user = requireAdmin(args);
  const { context, request } = args;
  const form = await readForm(request);
  const fields = formFields(form);
  if (fields.intent !== "save") throw data({ error: "Unknown action." }, { status: 400 });
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
  });
  const noStore = { "Cache-Control": "private, no-store" };
  if (!saved.ok) {
    const answer: WebhooksAnswer = {
      ok: false,
      errors: "errors" in saved ? saved.errors : {},
      values,
    };
    return data(answer, { status: 422, headers: noStore });
  }
  // The first comparison of content starts from what is public now.
  context.webhooks.sender.wake();
  const answer: WebhooksAnswer = {
    ok: true,
    id: saved.id,
    url: saved.url,
    secret: saved.secret ?? "",
  };
  return data(answer, { headers: noStore });
}

export default function Webhooks({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <WebhooksScreen
      endpoints={loaderData.endpoints}
      timeZone={loaderData.timeZone}
      deleted={loaderData.deleted}
      answer={actionData}
    />
  );
}
