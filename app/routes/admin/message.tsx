import { ArrowLeft, Reply } from "lucide-react";
import { useState } from "react";
import { data, Form, Link, redirect, useNavigate, useSubmit } from "react-router";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { recentSignInStep } from "~/features/auth/recent-sign-in";
import { RecentSignInPrompt } from "~/features/auth/recent-sign-in-prompt";
import {
  deleteContactMessage,
  markContactMessageUnread,
  openContactMessage,
} from "~/features/contact/contact.server";
import { formatDateTime } from "~/lib/dates";
import { isUuid, readForm } from "~/lib/forms";
import { LOCALE_ENGLISH_NAMES } from "~/lib/i18n";
import { requireAdmin } from "~/routes/guards.server";
import type { Route } from "./+types/message";
import { requireRecentSignIn } from "./recent-sign-in.server";

export const meta: Route.MetaFunction = () => [
  { title: "Message" },
  { name: "robots", content: "noindex" },
];

/** Opening a message marks it read. */
export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const { params, context } = args;
  const message = isUuid(params.id) ? await openContactMessage(context.db, params.id) : undefined;
  if (!message) throw data(null, { status: 404 });
  return {
    message: {
      id: message.id,
      name: message.name,
      email: message.email,
      subject: message.subject,
      message: message.message,
      createdAt: message.createdAt.toISOString(),
      language: message.language,
    },
  };
}

export async function action(args: Route.ActionArgs) {
  requireAdmin(args);
  const { request, params, context } = args;
  if (!isUuid(params.id)) throw data(null, { status: 404 });
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "mark-unread") {
    if (!(await markContactMessageUnread(context.db, params.id))) throw data(null, { status: 404 });
    return redirect("/admin/messages");
  }
  if (intent === "delete") {
    // A deleted message cannot be brought back: it needs a recent sign-in.
    const step = await requireRecentSignIn(request, context, form);
    if (step) return step;
    await deleteContactMessage(context.db, params.id);
    return redirect("/admin/messages");
  }
  // Thrown, not returned: the page is not loaded again, so an unknown action never marks the
  // message read.
  throw data({ error: "Unknown action." }, { status: 400 });
}

export default function MessageRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { message } = loaderData;
  const signInStep = recentSignInStep(actionData);
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const submit = useSubmit();
  const reply = `mailto:${encodeURIComponent(message.email)}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`;
  return (
    <>
      <div>
        <Link
          to="/admin/messages"
          className="inline-flex items-center gap-2 font-semibold text-ev-700 text-sm"
        >
          <ArrowLeft aria-hidden="true" size={16} />
          All messages
        </Link>
        <h2 lang={message.language} className="mt-5 break-words font-semibold text-2xl text-ink">
          {message.subject}
        </h2>
        <p className="mt-2 break-words text-slate-600">
          From {message.name} &lt;{message.email}&gt; · {formatDateTime(message.createdAt)} · Sent
          in {LOCALE_ENGLISH_NAMES[message.language]}
        </p>
        <p
          lang={message.language}
          className="mt-6 whitespace-pre-wrap break-words text-ink leading-relaxed"
        >
          {message.message}
        </p>
        {signInStep ? (
          <RecentSignInPrompt step={signInStep} onCancel={() => navigate(".", { replace: true })} />
        ) : null}
        <div className="mt-8 flex flex-wrap gap-3">
          <a
            href={reply}
            className="inline-flex items-center gap-2 rounded-full bg-ev-700 px-5 py-2.5 font-semibold text-sm text-white transition hover:bg-ev-900"
          >
            <Reply aria-hidden="true" size={16} />
            Reply
          </a>
          <Form method="post">
            <input type="hidden" name="intent" value="mark-unread" />
            <button
              type="submit"
              className="rounded-full px-5 py-2.5 font-semibold text-ev-700 text-sm ring-1 ring-ev-600/30 transition hover:bg-ev-50"
            >
              Mark unread
            </button>
          </Form>
          <Form method="post">
            <input type="hidden" name="intent" value="delete" />
            <button
              type="submit"
              onClick={(event) => {
                event.preventDefault();
                setConfirming(true);
              }}
              className="rounded-full px-5 py-2.5 font-semibold text-red-700 text-sm ring-1 ring-red-200 transition hover:bg-red-50"
            >
              Delete
            </button>
          </Form>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Delete message"
        message="Are you sure you want to delete this message?"
        confirmLabel="Delete"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          submit({ intent: "delete" }, { method: "post" });
        }}
      />
    </>
  );
}
