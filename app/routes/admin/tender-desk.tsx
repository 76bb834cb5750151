import { type AppLoadContext, data } from "react-router";
import { describeDocumentFiles, documentFilesSchema } from "~/features/media/document-files.server";
import {
  addAmendment,
  cancelTender,
  type DeskResult,
  deleteRegistration,
  discardQuestion,
  publishAnswer,
  publishAward,
} from "~/features/tenders/desk/commands.server";
import { type DeskAnswer, DeskScreen } from "~/features/tenders/desk/desk-screen";
import { deskView } from "~/features/tenders/desk/desk-view.server";
import { formFields, isUuid, readForm } from "~/lib/forms";
import { requireEditor } from "~/routes/guards.server";
import type { Route } from "./+types/tender-desk";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `Tender desk: ${loaderData.tender.title}` : "Tender desk" },
  { name: "robots", content: "noindex" },
];

/**
 * /admin/tenders/:id/desk: what happens to a tender after it is published — amendments,
 * visitors' questions, registrations for updates, downloads, the award or the cancellation.
 */
export async function loader(args: Route.LoaderArgs) {
  requireEditor(args);
  const { params, context } = args;
  const view = isUuid(params.id)
    ? await deskView(context.db, params.id, context.site.timeZone)
    : undefined;
  if (!view) throw data(null, { status: 404 });
  return data(
    { ...view, tenderDays: context.tenderDays },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/** One of the desk's commands, by the posted `intent`; its result shown above the desk. */
export async function action(args: Route.ActionArgs) {
  const user = requireEditor(args);
  const { request, params, context } = args;
  if (!isUuid(params.id)) throw data(null, { status: 404 });
  const tenderId = params.id;
  const form = await readForm(request);
  const { intent = "", ...fields } = formFields(form);
  const target = fields.target ?? "";
  let result: DeskResult;
  switch (intent) {
    case "amend":
      result = await addAmendment(context, user.id, tenderId, fields);
      break;
    case "answer":
      if (!isUuid(target)) throw data(null, { status: 404 });
      result = await publishAnswer(context, user.id, tenderId, target, fields);
      break;
    case "discard":
      if (!isUuid(target)) throw data(null, { status: 404 });
      result = await discardQuestion(context, user.id, tenderId, target);
      break;
    case "award":
      result = await publishAward(context, user.id, tenderId, fields);
      break;
    case "cancel":
      result = await cancelTender(context, user.id, tenderId, fields);
      break;
    case "delete-registration":
      if (!isUuid(target)) throw data(null, { status: 404 });
      result = await deleteRegistration(context.db, user.id, tenderId, target);
      break;
    default:
      throw data({ error: "Unknown action." }, { status: 400 });
  }
  if (result.status === "not-found") throw data(null, { status: 404 });
  const answer: DeskAnswer =
    result.status === "done"
      ? {
          ok: true,
          message: result.message,
          warning: Boolean(result.mail && (result.mail.failed > 0 || !result.mail.mailReady)),
        }
      : {
          ok: false,
          intent,
          target,
          errors: result.errors,
          values: result.values,
          // The files chosen for a refused amendment are shown again as they were.
          files: await chosenFiles(context.db, result.values.documents),
        };
  return data(answer, { status: answer.ok ? 200 : 400 });
}

async function chosenFiles(db: AppLoadContext["db"], posted: string | undefined) {
  const parsed = documentFilesSchema.safeParse(posted ?? "");
  return parsed.success ? describeDocumentFiles(db, parsed.data) : [];
}

export default function TenderDesk({ loaderData, actionData }: Route.ComponentProps) {
  return <DeskScreen view={loaderData} answer={actionData} />;
}
