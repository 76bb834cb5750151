import { ArrowLeft, Download } from "lucide-react";
import { useState } from "react";
import { data, Form, Link, redirect, useNavigate, useNavigation, useSubmit } from "react-router";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { TextArea } from "~/components/ui/fields";
import { FormAlert } from "~/components/ui/form";
import { recentSignInStep } from "~/features/auth/recent-sign-in";
import { RecentSignInPrompt } from "~/features/auth/recent-sign-in-prompt";
import {
  changeApplication,
  deleteApplication,
  getApplication,
} from "~/features/careers/applications.server";
import { APPLICATION_STATUS_LABELS } from "~/features/careers/statuses";
import { formatDateTimeIn } from "~/lib/dates";
import { isUuid, readForm } from "~/lib/forms";
import { LOCALE_ENGLISH_NAMES } from "~/lib/i18n";
import { requireAdmin } from "~/routes/guards.server";
import { APPLICATION_STATUSES, type ApplicationStatus } from "../../../db/enums";
import type { Route } from "./+types/application";
import { requireRecentSignIn } from "./recent-sign-in.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `Application: ${loaderData.application.name}` : "Application" },
  { name: "robots", content: "noindex" },
];

const NOTE_MAX = 2_000;

/** /admin/careers/applications/:id: one application, its CV, status, notes and history. */
export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const { params, context } = args;
  const application = isUuid(params.id) ? await getApplication(context.db, params.id) : undefined;
  if (!application) throw data(null, { status: 404 });
  const timeZone = context.site.timeZone;
  return data(
    {
      application: {
        id: application.id,
        positionId: application.positionId,
        positionTitle: application.positionTitle,
        name: application.name,
        email: application.email,
        phone: application.phone,
        coverLetter: application.coverLetter,
        language: application.language,
        status: application.status,
        version: application.version,
        received: formatDateTimeIn(application.createdAt, timeZone),
        consent: formatDateTimeIn(application.consentAt, timeZone),
        cvName: application.cvName,
        cvKb: Math.max(1, Math.round(application.cvBytes / 1024)),
      },
      events: application.events.map((event) => ({
        id: event.id,
        status: event.status ? APPLICATION_STATUS_LABELS[event.status] : null,
        note: event.note,
        by: event.by ?? "A removed account",
        at: formatDateTimeIn(event.createdAt, timeZone),
      })),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

function isStatus(value: unknown): value is ApplicationStatus {
  return APPLICATION_STATUSES.includes(value as ApplicationStatus);
}

export async function action(args: Route.ActionArgs) {
  const user = requireAdmin(args);
  const { request, params, context } = args;
  if (!isUuid(params.id)) throw data(null, { status: 404 });
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "delete") {
    // Gone for good, file and all: it needs a recent sign-in.
    const step = await requireRecentSignIn(request, context, form);
    if (step) return step;
    const deleted = await deleteApplication(
      context.db,
      context.careers.storage,
      params.id,
      user.id,
    );
    if (!deleted) throw data(null, { status: 404 });
    return redirect(`/admin/careers/${deleted.positionId}/applications`);
  }
  if (intent === "update") {
    const status = form.get("status");
    const note = String(form.get("note") ?? "");
    if (status !== null && !isStatus(status)) {
      return data({ error: "Choose one of the statuses." }, { status: 400 });
    }
    if (note.length > NOTE_MAX) {
      return data({ error: "A note must be at most 2,000 characters." }, { status: 400 });
    }
    const version = Number(form.get("version"));
    const result = await changeApplication(context.db, params.id, {
      status: status ?? undefined,
      note,
      version,
      actorId: user.id,
    });
    if (result === "gone") throw data(null, { status: 404 });
    if (result === "conflict") {
      return data(
        {
          error:
            "Someone else changed this application after you opened it. Its current state is shown; make your change again.",
        },
        { status: 409 },
      );
    }
    return { saved: result === "changed" ? "Saved." : "Nothing to save." };
  }
  throw data({ error: "Unknown action." }, { status: 400 });
}

export default function ApplicationRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { application, events } = loaderData;
  const signInStep = recentSignInStep(actionData);
  const navigate = useNavigate();
  const navigation = useNavigation();
  const submit = useSubmit();
  const [confirming, setConfirming] = useState(false);
  const error = actionData && "error" in actionData ? String(actionData.error) : undefined;
  const saved = actionData && "saved" in actionData ? String(actionData.saved) : undefined;
  const busy = navigation.state !== "idle";
  return (
    <>
      <Link
        to={`/admin/careers/${application.positionId}/applications`}
        className="inline-flex items-center gap-2 font-semibold text-ev-700 text-sm"
      >
        <ArrowLeft aria-hidden="true" size={16} />
        All applications for {application.positionTitle}
      </Link>
      <h2 className="mt-5 break-words font-semibold text-2xl text-ink">{application.name}</h2>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold text-slate-700">Email Address</dt>
        <dd className="break-words">
          <a href={`mailto:${application.email}`} className="text-ev-700 underline">
            {application.email}
          </a>
        </dd>
        <dt className="font-semibold text-slate-700">Phone</dt>
        <dd className="break-words">{application.phone}</dd>
        <dt className="font-semibold text-slate-700">Received</dt>
        <dd>
          {application.received} · in {LOCALE_ENGLISH_NAMES[application.language]}
        </dd>
        <dt className="font-semibold text-slate-700">Consent</dt>
        <dd>Agreed to the retention on {application.consent}</dd>
      </dl>
      <a
        href={`/admin/careers/applications/${application.id}/cv`}
        download
        className="mt-6 inline-flex items-center gap-2 rounded-full bg-ev-700 px-5 py-2.5 font-semibold text-sm text-white transition hover:bg-ev-900"
      >
        <Download aria-hidden="true" size={16} />
        Download CV
        <span className="font-normal text-white/85">
          ({application.cvName}, {application.cvKb} KB)
        </span>
      </a>
      <h3 className="mt-8 font-semibold text-ink text-lg">Cover letter</h3>
      <p
        lang={application.language}
        className="mt-2 whitespace-pre-wrap break-words text-ink leading-relaxed"
      >
        {application.coverLetter || <span className="text-slate-500">None</span>}
      </p>
      <Form
        method="post"
        className="mt-8 grid gap-4 rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200"
      >
        <input type="hidden" name="intent" value="update" />
        <input type="hidden" name="version" value={application.version} />
        <label className="grid max-w-xs gap-1.5 font-medium text-ink text-sm">
          Status
          <select
            name="status"
            defaultValue={application.status}
            key={`${application.status}-${application.version}`}
            className="rounded-xl border border-slate-300 bg-white px-4 py-2.5 font-normal"
          >
            {APPLICATION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {APPLICATION_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </label>
        <TextArea
          id="application-note"
          key={`note-${application.version}`}
          label="Add a note"
          name="note"
          rows={3}
          maxLength={NOTE_MAX}
          hint="Seen only by staff. Kept with the application's history."
        />
        <FormAlert>{error}</FormAlert>
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="submit"
            disabled={busy}
            className="rounded-full bg-ev-700 px-5 py-2.5 font-semibold text-sm text-white transition hover:bg-ev-900 disabled:opacity-70"
          >
            {busy ? "Saving…" : "Save"}
          </button>
          <p role="status" className="text-ev-900 text-sm">
            {saved}
          </p>
        </div>
      </Form>
      <h3 className="mt-8 font-semibold text-ink text-lg">History</h3>
      {events.length === 0 ? (
        <p className="mt-2 text-slate-600 text-sm">Received; not changed since.</p>
      ) : (
        <ol className="mt-2 space-y-3">
          {events.map((event) => (
            <li key={event.id} className="text-sm">
              <p className="text-slate-600">
                {event.at} · {event.by}
                {event.status ? (
                  <>
                    {" · "}
                    <span className="font-semibold text-ink">Status: {event.status}</span>
                  </>
                ) : null}
              </p>
              {event.note ? (
                <p className="mt-1 whitespace-pre-wrap break-words text-ink">{event.note}</p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {signInStep ? (
        <RecentSignInPrompt step={signInStep} onCancel={() => navigate(".", { replace: true })} />
      ) : null}
      <Form method="post" className="mt-10 border-slate-200 border-t pt-6">
        <input type="hidden" name="intent" value="delete" />
        <button
          type="submit"
          onClick={(event) => {
            event.preventDefault();
            setConfirming(true);
          }}
          className="rounded-full px-5 py-2.5 font-semibold text-red-700 text-sm ring-1 ring-red-200 transition hover:bg-red-50"
        >
          Delete application
        </button>
        <p className="mt-2 text-slate-600 text-sm">
          Deletes the applicant's data and CV for good, for example when they ask for it.
        </p>
      </Form>
      <ConfirmDialog
        open={confirming}
        title="Delete application"
        message={`Delete ${application.name}'s application and CV for good? This cannot be undone.`}
        confirmLabel="Delete application"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          submit({ intent: "delete" }, { method: "post" });
        }}
      />
    </>
  );
}
