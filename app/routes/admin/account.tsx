import { data, Form, useNavigation } from "react-router";
import { FormAlert, PrimaryButton, TextField } from "~/components/ui/form";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "~/config/accounts";
import {
  type AccountResult,
  accountNotice,
  changePassword,
  listSessions,
  signOutEverywhere,
  signOutOtherDevices,
  signOutSession,
} from "~/features/auth/account.server";
import { AuthenticationCodeField } from "~/features/auth/authentication-code-field";
import { ACCOUNT_NOTICES } from "~/features/auth/messages";
import { hasPassword, listIdentities } from "~/features/auth/oidc/identities.server";
import { SignInProvidersPanel } from "~/features/auth/oidc/providers-panel";
import {
  linkedNotice,
  startProviderSignIn,
  unlinkProvider,
} from "~/features/auth/oidc/sign-in.server";
import type { ProfileAnswer } from "~/features/auth/profile";
import { ProfilePanel } from "~/features/auth/profile-panel";
import { loadProfile, saveProfile } from "~/features/auth/profiles.server";
import { recentSignInStep } from "~/features/auth/recent-sign-in";
import { isStaff } from "~/features/auth/roles";
import {
  confirmTwoFactorSetUp,
  startTwoFactorSetUp,
  turnOffTwoFactor,
} from "~/features/auth/two-factor.server";
import { TwoFactorPanel } from "~/features/auth/two-factor-panel";
import { formatDateTime } from "~/lib/dates";
import { formFields, readForm } from "~/lib/forms";
import { requireRole, requireUser } from "~/routes/guards.server";
import type { Route } from "./+types/account";
import { httpOf } from "./account-answer.server";
import { providerHttp } from "./provider-answer.server";
import { requireRecentSignIn } from "./recent-sign-in.server";

export const meta: Route.MetaFunction = () => [
  { title: "Your account" },
  { name: "robots", content: "noindex" },
];

export async function loader(args: Route.LoaderArgs) {
  const user = requireUser(args);
  const { request, context } = args;
  return {
    // Approved accounts sign articles: their public profile.
    profile: isStaff(user.role) ? await loadProfile(context.db, user.id) : null,
    done: accountNotice(request),
    sessions: await listSessions(context),
    twoFactor: {
      enabled: Boolean(
        (context.session?.user as { twoFactorEnabled?: boolean } | undefined)?.twoFactorEnabled,
      ),
      required: context.mustSetUpTwoFactor,
    },
    // Company sign-in (OpenID Connect), when providers are configured.
    signInProviders: context.signInProviders.buttons,
    identities:
      context.signInProviders.buttons.length > 0 ? await listIdentities(context.db, user.id) : [],
    hasPassword: await hasPassword(context.db, user.id),
    email: user.email,
    linked:
      new URL(request.url).searchParams.get("done") === "provider-linked"
        ? linkedNotice(context, new URL(request.url).searchParams.get("provider"))
        : null,
  };
}

export async function action(args: Route.ActionArgs) {
  requireUser(args);
  const { request, context } = args;
  const form = await readForm(request);
  const fields = formFields(form);
  const intent = fields.intent ?? "";
  if (intent === "profile") {
    const user = requireRole(args, "author");
    const saved = await saveProfile(context, user.id, fields);
    if (saved.status === "done") return data<ProfileAnswer>({ intent, saved: true });
    const { intent: _intent, ...values } = fields;
    return data<ProfileAnswer>(
      { intent, errors: saved.errors, values: { ...typedProfileValues(values) } },
      { status: 400 },
    );
  }
  if (intent === "change-password") return httpOf(await changePassword(request, context, form));
  if (intent === "sign-out-others") return httpOf(await signOutOtherDevices(request, context));
  if (intent === "sign-out-everywhere") return httpOf(await signOutEverywhere(request, context));
  if (intent === "sign-out-session") return httpOf(await signOutSession(request, context, form));
  if (intent === "two-factor-setup") {
    return httpOf(await startTwoFactorSetUp(request, context, form));
  }
  if (intent === "two-factor-verify") {
    return httpOf(await confirmTwoFactorSetUp(request, context, form));
  }
  if (intent === "two-factor-off") return httpOf(await turnOffTwoFactor(request, context, form));
  if (intent === "link-provider" || intent === "unlink-provider") {
    // A lasting way into the account: a stolen session alone must not add or remove one.
    const step = await requireRecentSignIn(request, context, form);
    if (step) return step;
  }
  if (intent === "link-provider") {
    const user = requireUser(args);
    return providerHttp(
      await startProviderSignIn(request, context, fields.provider ?? "", {
        linkTo: user.id,
        next: "/admin/account",
      }),
    );
  }
  if (intent === "unlink-provider") {
    const result = await unlinkProvider(context, form);
    return "error" in result
      ? data({ intent, providerError: result.error }, { status: result.code })
      : data({ intent, providerNotice: result.notice });
  }
  return data<AccountResult>({ intent, formError: "Unknown action." }, { status: 400 });
}

/** The profile form's fields as typed (the form shows them again beside its errors). */
function typedProfileValues(values: Record<string, string>) {
  return {
    displayName: values.displayName ?? "",
    jobTitle: values.jobTitle ?? "",
    biography: values.biography ?? "",
    "jobTitle.am": values["jobTitle.am"] ?? "",
    "jobTitle.om": values["jobTitle.om"] ?? "",
    "biography.am": values["biography.am"] ?? "",
    "biography.om": values["biography.om"] ?? "",
    photoMediaId: values.photoMediaId ?? "",
  };
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busyIntent =
    navigation.state === "submitting" ? navigation.formData?.get("intent") : undefined;
  const result = actionData as AccountResult | undefined;
  const errors = result?.intent === "change-password" ? (result.errors ?? {}) : {};

  return (
    <>
      <h2 className="font-semibold text-ink text-xl">Your account</h2>
      <div className="mt-6 grid gap-8 lg:grid-cols-2">
        <section
          aria-labelledby="password-heading"
          className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
        >
          <h2 id="password-heading" className="font-semibold text-ink text-xl">
            {loaderData.hasPassword ? "Change password" : "Password"}
          </h2>
          {loaderData.hasPassword ? (
            <Form method="post" className="mt-6 space-y-5">
              <input type="hidden" name="intent" value="change-password" />
              <TextField
                label="Current password"
                name="currentPassword"
                type="password"
                autoComplete="current-password"
                required
                maxLength={MAX_PASSWORD_LENGTH}
                error={errors.currentPassword}
              />
              <TextField
                label="New password"
                name="newPassword"
                type="password"
                autoComplete="new-password"
                required
                maxLength={MAX_PASSWORD_LENGTH}
                hint={`At least ${MIN_PASSWORD_LENGTH} characters. Other devices will be signed out.`}
                error={errors.newPassword}
              />
              {loaderData.twoFactor.enabled ? (
                <AuthenticationCodeField
                  hint="Or one of your recovery codes."
                  error={errors.code}
                />
              ) : null}
              {loaderData.done === "password" ? (
                <p role="status" className="rounded-xl bg-ev-50 px-4 py-3 text-ev-900 text-sm">
                  {ACCOUNT_NOTICES.password}
                </p>
              ) : null}
              <PrimaryButton pending={busyIntent === "change-password"} pendingLabel="Changing...">
                Change password
              </PrimaryButton>
            </Form>
          ) : (
            // An account made by a company sign-in has no password to change: it may add one
            // through the reset link, which needs no current password.
            <p className="mt-4 text-slate-600 text-sm">
              This account signs in with its company account and has no password. To add one, sign
              out and choose 'Forgot password?' on the login with {loaderData.email}.
            </p>
          )}
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
              <li key={s.id} className="flex flex-wrap items-start justify-between gap-3 py-4">
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
                    {s.device}
                    {s.current ? (
                      <span className="rounded-full bg-ev-50 px-2.5 py-0.5 font-semibold text-ev-700 text-xs">
                        This device
                      </span>
                    ) : null}
                  </p>
                  <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-slate-600 text-sm">
                    <dt>Address</dt>
                    <dd>{s.address}</dd>
                    <dt>Signed in</dt>
                    <dd>{formatDateTime(s.signedIn)}</dd>
                    <dt>Last active</dt>
                    <dd>{formatDateTime(s.lastUsed)}</dd>
                  </dl>
                </div>
                <Form method="post">
                  <input type="hidden" name="intent" value="sign-out-session" />
                  <input type="hidden" name="session" value={s.id} />
                  <button
                    type="submit"
                    className="rounded-full px-3.5 py-1.5 font-semibold text-ev-700 text-sm ring-1 ring-ev-600/30 transition hover:bg-ev-50"
                    aria-label={`Sign out ${s.current ? "this device" : `${s.device}, last active ${formatDateTime(s.lastUsed)}`}`}
                  >
                    Sign out
                  </button>
                </Form>
              </li>
            ))}
          </ul>
          {loaderData.done === "session" ? (
            <p role="status" className="mt-4 rounded-xl bg-ev-50 px-4 py-3 text-ev-900 text-sm">
              {ACCOUNT_NOTICES.session}
            </p>
          ) : null}
          {loaderData.done === "others" ? (
            <p role="status" className="mt-4 rounded-xl bg-ev-50 px-4 py-3 text-ev-900 text-sm">
              {ACCOUNT_NOTICES.others}
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
        <TwoFactorPanel
          enabled={loaderData.twoFactor.enabled}
          required={loaderData.twoFactor.required}
          done={loaderData.done}
          answer={actionData}
        />
        {loaderData.signInProviders.length > 0 ? (
          <SignInProvidersPanel
            providers={loaderData.signInProviders}
            hasPassword={loaderData.hasPassword}
            identities={loaderData.identities}
            notice={providerAnswer(actionData)?.providerNotice ?? loaderData.linked}
            error={providerAnswer(actionData)?.providerError}
            confirmStep={providerStep(actionData)}
          />
        ) : null}
        {loaderData.profile ? (
          <ProfilePanel
            profile={loaderData.profile}
            answer={isProfileAnswer(actionData) ? actionData : undefined}
            busy={busyIntent === "profile"}
          />
        ) : null}
      </div>
    </>
  );
}

function providerAnswer(
  value: unknown,
): { providerNotice?: string; providerError?: string } | undefined {
  if (typeof value !== "object" || value === null || !("intent" in value)) return undefined;
  if (value.intent !== "unlink-provider") return undefined;
  const text = (key: string) => {
    const found = (value as Record<string, unknown>)[key];
    return typeof found === "string" ? found : undefined;
  };
  return { providerNotice: text("providerNotice"), providerError: text("providerError") };
}

/** The 'Confirm it is you' step a link or an unlink answered with. */
function providerStep(value: unknown) {
  const step = recentSignInStep(value);
  const intent = step?.fields.intent;
  return intent === "link-provider" || intent === "unlink-provider" ? step : undefined;
}

function isProfileAnswer(value: unknown): value is ProfileAnswer {
  return (
    typeof value === "object" && value !== null && "intent" in value && value.intent === "profile"
  );
}
