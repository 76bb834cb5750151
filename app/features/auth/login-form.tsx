import { useState } from "react";
import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { FormAlert, PrimaryButton, TextField } from "~/components/ui/form";
import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH } from "~/config/accounts";
import { AuthCard } from "./auth-card";
import { PASSWORD_RESET_DONE } from "./messages";
import { PROVIDER_MESSAGES, type ProviderButton, providerForEmail } from "./oidc/providers";

export function LoginForm({
  error,
  email,
  signupOpen,
  firstRun = false,
  providers = [],
}: {
  error?: string;
  email?: string;
  signupOpen: boolean;
  /** No account exists yet (a new install): the first sign-up makes the owner. */
  firstRun?: boolean;
  /** The company sign-in providers: a button each, and 'Sign in' by their e-mail domains. */
  providers?: readonly ProviderButton[];
}) {
  const navigation = useNavigation();
  // The admin page whose session ended: signing in returns there.
  const [searchParams] = useSearchParams();
  const next = searchParams.get("next");
  const reset = searchParams.get("reset") === "done";
  const nextQuery = next ? `?next=${encodeURIComponent(next)}` : "";
  const action = `/admin/sign-in${nextQuery}`;
  const busy = navigation.state === "submitting" && navigation.formAction === action;
  // A company identity waiting for this account's password (`?link=microsoft&email=…`).
  const linking = providers.find((provider) => provider.id === searchParams.get("link"));
  const [typed, setTyped] = useState(email ?? (linking ? searchParams.get("email") : null) ?? "");
  // An address of a provider's domain needs no password here: 'Sign in' goes to that provider.
  const routed = providerForEmail(providers, typed);
  return (
    <AuthCard title="Admin Login">
      <p className="mt-2 text-slate-600">
        Sign in to manage the website: news, videos, pages, careers and media.
      </p>
      {next ? (
        <p className="mt-4 rounded-xl bg-amber-50 px-4 py-3 text-amber-900 text-sm ring-1 ring-amber-200">
          Sign in to go back to the page you were on. Unsaved changes are kept in this browser.
        </p>
      ) : null}
      {reset ? (
        <p
          role="status"
          className="mt-4 rounded-xl bg-ev-50 px-4 py-3 text-ev-900 text-sm ring-1 ring-ev-600/30"
        >
          {PASSWORD_RESET_DONE}
        </p>
      ) : null}
      {linking ? (
        <p
          role="status"
          className="mt-4 rounded-xl bg-amber-50 px-4 py-3 text-amber-900 text-sm ring-1 ring-amber-200"
        >
          {PROVIDER_MESSAGES.linkFirst(linking.name)}
        </p>
      ) : null}
      {providers.length > 0 && !linking ? (
        <div className="mt-8 space-y-3">
          {providers.map((provider) => (
            <Form
              key={provider.id}
              method="post"
              action={`/admin/sign-in/${provider.id}${nextQuery}`}
            >
              <button
                type="submit"
                className="flex w-full items-center justify-center gap-3 rounded-full bg-white px-5 py-3 font-semibold text-ink ring-1 ring-slate-300 transition hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-ev-600 focus-visible:outline-offset-2 disabled:opacity-60"
                disabled={navigation.state !== "idle"}
              >
                {navigation.state === "submitting" &&
                navigation.formAction?.startsWith(`/admin/sign-in/${provider.id}`)
                  ? "Redirecting..."
                  : provider.label}
              </button>
            </Form>
          ))}
          <div className="flex items-center gap-3 pt-3 text-slate-500 text-sm">
            <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
            <span>or</span>
            <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
          </div>
        </div>
      ) : null}
      <Form
        method="post"
        action={action}
        className={providers.length > 0 && !linking ? "mt-4 space-y-5" : "mt-8 space-y-5"}
      >
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="username"
          required
          maxLength={MAX_EMAIL_LENGTH}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
        />
        <div>
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required={!routed || Boolean(linking)}
            maxLength={MAX_PASSWORD_LENGTH}
            hint={
              routed && !linking
                ? `Leave it empty to sign in with your ${routed.name} account.`
                : undefined
            }
          />
          <p className="mt-2 text-right text-sm">
            <Link to="/admin/forgot-password" className="font-semibold text-ev-700 hover:underline">
              Forgot password?
            </Link>
          </p>
        </div>
        <FormAlert>{error}</FormAlert>
        <PrimaryButton className="w-full" pending={busy} pendingLabel="Signing in...">
          Sign In
        </PrimaryButton>
      </Form>
      {firstRun && signupOpen ? (
        <p className="mt-6 rounded-xl bg-ev-50 px-4 py-3 text-center text-ev-900 text-sm ring-1 ring-ev-600/30">
          No account yet?{" "}
          <Link to="/admin/signup" className="font-semibold text-ev-700 underline">
            Create the owner account
          </Link>
        </p>
      ) : firstRun ? (
        <p className="mt-6 rounded-xl bg-ev-50 px-4 py-3 text-ev-900 text-sm ring-1 ring-ev-600/30">
          No account yet? Sign-up is turned off on this server (SIGNUP): create the owner account
          there with <code className="break-all">npm run admin -- create-owner --email …</code>
        </p>
      ) : signupOpen ? (
        <p className="mt-6 text-center text-slate-600 text-sm">
          No account yet?{" "}
          <Link to="/admin/signup" className="font-semibold text-ev-700 hover:underline">
            Create an account
          </Link>
        </p>
      ) : null}
    </AuthCard>
  );
}
