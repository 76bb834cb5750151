import { data, Form, redirect, useNavigation } from "react-router";
import { FormAlert, PrimaryButton, TextField } from "~/components/ui/form";
import { DashboardShell } from "~/features/admin/dashboard-shell";
import { authHeaders } from "~/features/auth/auth.server";
import { describeDevice } from "~/features/auth/devices";
import { requireUser } from "~/features/auth/guards.server";
import { ChangePasswordSchema } from "~/features/auth/schemas";
import { formatDateTime } from "~/lib/dates";
import { fieldErrorsOf, formFields, readForm } from "~/lib/forms";
import type { Route } from "./+types/account";

export const meta: Route.MetaFunction = () => [
  { title: "Your account" },
  { name: "robots", content: "noindex" },
];

export async function loader(args: Route.LoaderArgs) {
  requireUser(args);
  const { request, context } = args;
  const sessions = await context.auth.api.listSessions({
    headers: authHeaders(request.headers, context.clientIp),
  });
  const currentId = context.session?.session.id;
  const done = new URL(request.url).searchParams.get("done") ?? "";
  return {
    done: Object.hasOwn(DONE_MESSAGES, done) ? done : undefined,
    sessions: sessions
      .map((s) => ({
        id: s.id,
        device: describeDevice(s.userAgent),
        lastUsed: new Date(s.updatedAt).toISOString(),
        current: s.id === currentId,
      }))
      .sort(
        (a, b) => Number(b.current) - Number(a.current) || b.lastUsed.localeCompare(a.lastUsed),
      ),
  };
}

type AccountResult = { intent: string; errors?: Record<string, string>; formError?: string };

const DONE_MESSAGES: Record<string, string> = {
  password: "Your password has been changed. Other devices have been signed out.",
  others: "All other devices have been signed out.",
};

export async function action(args: Route.ActionArgs) {
  requireUser(args);
  const { request, context } = args;
  const headers = authHeaders(request.headers, context.clientIp);
  const values = formFields(await readForm(request));
  const intent = values.intent ?? "";

  if (intent === "change-password") {
    const parsed = ChangePasswordSchema.safeParse(values);
    if (!parsed.success) {
      return data<AccountResult>({ intent, errors: fieldErrorsOf(parsed.error) }, { status: 400 });
    }
    try {
      const result = await context.auth.api.changePassword({
        body: { ...parsed.data, revokeOtherSessions: true },
        headers,
        returnHeaders: true,
      });
      // Every session was replaced by a new one for this device: continue with its cookie.
      return redirect("/admin/account?done=password", { headers: result.headers });
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      if (status === undefined || status >= 500) throw error;
      return data<AccountResult>(
        { intent, errors: { currentPassword: "The current password is not correct." } },
        { status: 400 },
      );
    }
  }
  if (intent === "sign-out-others") {
    await context.auth.api.revokeOtherSessions({ headers });
    return redirect("/admin/account?done=others");
  }
  if (intent === "sign-out-everywhere") {
    await context.auth.api.revokeSessions({ headers });
    const { headers: cleared } = await context.auth.api
      .signOut({ headers, returnHeaders: true })
      .catch(() => ({ headers: new Headers() }));
    return redirect("/admin", { headers: cleared });
  }
  return data<AccountResult>({ intent, formError: "Unknown action." }, { status: 400 });
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busyIntent =
    navigation.state === "submitting" ? navigation.formData?.get("intent") : undefined;
  const result = actionData as AccountResult | undefined;
  const errors = result?.intent === "change-password" ? (result.errors ?? {}) : {};

  return (
    <DashboardShell title="Your account">
      <div className="mt-8 grid gap-8 lg:grid-cols-2">
        <section
          aria-labelledby="password-heading"
          className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
        >
          <h2 id="password-heading" className="font-semibold text-ink text-xl">
            Change password
          </h2>
          <Form method="post" className="mt-6 space-y-5">
            <input type="hidden" name="intent" value="change-password" />
            <TextField
              label="Current password"
              name="currentPassword"
              type="password"
              autoComplete="current-password"
              required
              maxLength={128}
              error={errors.currentPassword}
            />
            <TextField
              label="New password"
              name="newPassword"
              type="password"
              autoComplete="new-password"
              required
              maxLength={128}
              hint="At least 6 characters. Other devices will be signed out."
              error={errors.newPassword}
            />
            {loaderData.done === "password" ? (
              <p role="status" className="rounded-xl bg-ev-50 px-4 py-3 text-ev-900 text-sm">
                {DONE_MESSAGES.password}
              </p>
            ) : null}
            <PrimaryButton pending={busyIntent === "change-password"} pendingLabel="Changing...">
              Change password
            </PrimaryButton>
          </Form>
        </section>

        <section
          aria-labelledby="sessions-heading"
          className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
        >
          <h2 id="sessions-heading" className="font-semibold text-ink text-xl">
            Active sessions
          </h2>
          <ul className="mt-4 divide-y divide-slate-200">
            {loaderData.sessions.map((s) => (
              <li key={s.id} className="flex items-center justify-between gap-4 py-3">
                <div>
                  <p className="font-medium text-ink">{s.device}</p>
                  <p className="text-slate-600 text-sm">Last used {formatDateTime(s.lastUsed)}</p>
                </div>
                {s.current ? (
                  <span className="rounded-full bg-ev-50 px-2.5 py-1 font-semibold text-ev-700 text-xs">
                    This device
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
          {loaderData.done === "others" ? (
            <p role="status" className="mt-4 rounded-xl bg-ev-50 px-4 py-3 text-ev-900 text-sm">
              {DONE_MESSAGES.others}
            </p>
          ) : null}
          <FormAlert>{result?.formError}</FormAlert>
          <div className="mt-6 flex flex-wrap gap-3">
            <Form method="post">
              <input type="hidden" name="intent" value="sign-out-others" />
              <button
                type="submit"
                className="rounded-full px-5 py-2.5 font-semibold text-ev-700 text-sm ring-1 ring-ev-600/30 transition hover:bg-ev-50"
              >
                Sign out of all other devices
              </button>
            </Form>
            <Form method="post">
              <input type="hidden" name="intent" value="sign-out-everywhere" />
              <button
                type="submit"
                className="rounded-full px-5 py-2.5 font-semibold text-red-700 text-sm ring-1 ring-red-200 transition hover:bg-red-50"
              >
                Sign out everywhere
              </button>
            </Form>
          </div>
        </section>
      </div>
    </DashboardShell>
  );
}
