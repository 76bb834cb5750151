import { type ComponentType, useId, useState } from "react";
import { type FetcherFormProps, Form, useLocation, useNavigation } from "react-router";
import { PrimaryButton, TextField } from "~/components/ui/form";
import { MAX_PASSWORD_LENGTH } from "~/config/accounts";
import { AuthenticationCodeField } from "./authentication-code-field";
import { RECENT_SIGN_IN_MINUTES, type RecentSignInStep } from "./recent-sign-in";

/**
 * 'Confirm your password': the step before a sensitive action when the last sign-in is more than
 * ten minutes old. It posts the action's own fields again, with the password; the action then
 * proceeds. `FormComponent` is a fetcher's Form for actions sent by a fetcher.
 */
export function RecentSignInPrompt({
  step,
  action,
  onCancel,
  FormComponent = Form,
  busy,
  intro,
}: {
  step: RecentSignInStep;
  /** What the step says above the field (by default: why a recent sign-in is needed). */
  intro?: string;
  action?: string;
  onCancel?: () => void;
  FormComponent?: ComponentType<FetcherFormProps>;
  busy?: boolean;
}) {
  const navigation = useNavigation();
  const headingId = useId();
  const pending = busy ?? navigation.state === "submitting";
  if (step.signInAgainWith) {
    return (
      <SignInAgain providers={step.signInAgainWith} headingId={headingId} onCancel={onCancel} />
    );
  }
  return (
    <section
      aria-labelledby={headingId}
      className="mt-4 rounded-2xl bg-amber-50 p-5 ring-1 ring-amber-200"
    >
      <h3 id={headingId} className="font-semibold text-ink">
        Confirm it is you
      </h3>
      <p className="mt-1 text-slate-700 text-sm">
        {intro ??
          `This change needs a recent sign-in. Enter your password${step.withCode ? " and an authentication code" : ""} to continue; you will not be asked again for ${RECENT_SIGN_IN_MINUTES} minutes.`}
      </p>
      <FormComponent method="post" action={action} className="mt-4 space-y-4">
        {Object.entries(step.fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <TextField
          label="Confirm your password"
          name="confirmPassword"
          type="password"
          autoComplete="current-password"
          required
          autoFocus
          maxLength={MAX_PASSWORD_LENGTH}
          error={step.error}
        />
        {step.withCode ? <AuthenticationCodeField name="confirmCode" /> : null}
        <div className="flex flex-wrap gap-3">
          <PrimaryButton pending={pending} pendingLabel="Checking...">
            Continue
          </PrimaryButton>
          {onCancel ? (
            <button
              type="button"
              onClick={onCancel}
              className="rounded-full px-5 py-2.5 font-semibold text-slate-700 text-sm ring-1 ring-slate-300 transition hover:bg-white"
            >
              Cancel
            </button>
          ) : null}
        </div>
      </FormComponent>
    </section>
  );
}

/**
 * The same step for an account without a password: a sign-in with its company provider (back on
 * this page) counts as recent, so the change can be made for the next ten minutes.
 */
function SignInAgain({
  providers,
  headingId,
  onCancel,
}: {
  providers: ReadonlyArray<{ id: string; name: string }>;
  headingId: string;
  onCancel?: () => void;
}) {
  const { pathname } = useLocation();
  const [busy, setBusy] = useState<string>();
  return (
    <section
      aria-labelledby={headingId}
      className="mt-4 rounded-2xl bg-amber-50 p-5 ring-1 ring-amber-200"
    >
      <h3 id={headingId} className="font-semibold text-ink">
        Confirm it is you
      </h3>
      <p className="mt-1 text-slate-700 text-sm">
        {providers.length > 0
          ? `This change needs a recent sign-in. This account has no password: sign in again with your company account, then make the change within ${RECENT_SIGN_IN_MINUTES} minutes.`
          : "This change needs a recent sign-in, and this account has no password or company account to sign in with. Sign out, then set a password with 'Forgot password?' on the sign-in page."}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        {providers.map((provider) => (
          // A whole-page form: the provider's page, then back here.
          <form
            key={provider.id}
            method="post"
            action={`/admin/sign-in/${provider.id}?next=${encodeURIComponent(pathname)}`}
            onSubmit={() => setBusy(provider.id)}
          >
            <PrimaryButton pending={busy === provider.id} pendingLabel="Redirecting...">
              {`Sign in again with ${provider.name}`}
            </PrimaryButton>
          </form>
        ))}
        {onCancel ? (
          <button
            type="button"
            onClick={onCancel}
            className="rounded-full px-5 py-2.5 font-semibold text-slate-700 text-sm ring-1 ring-slate-300 transition hover:bg-white"
          >
            Cancel
          </button>
        ) : null}
      </div>
    </section>
  );
}
