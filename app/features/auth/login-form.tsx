import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { FormAlert, PrimaryButton, TextField } from "~/components/ui/form";
import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH } from "~/config/accounts";
import { AuthCard } from "./auth-card";
import { PASSWORD_RESET_DONE } from "./messages";

export function LoginForm({
  error,
  email,
  signupOpen,
  firstRun = false,
}: {
  error?: string;
  email?: string;
  signupOpen: boolean;
  /** No account exists yet (a new install): the first sign-up makes the owner. */
  firstRun?: boolean;
}) {
  const navigation = useNavigation();
  // The admin page whose session ended: signing in returns there.
  const [searchParams] = useSearchParams();
  const next = searchParams.get("next");
  const reset = searchParams.get("reset") === "done";
  const action = `/admin/sign-in${next ? `?next=${encodeURIComponent(next)}` : ""}`;
  const busy =
    navigation.state === "submitting" && navigation.formAction?.startsWith("/admin/sign-in");
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
      <Form method="post" action={action} className="mt-8 space-y-5">
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="username"
          required
          maxLength={MAX_EMAIL_LENGTH}
          defaultValue={email}
        />
        <div>
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            maxLength={MAX_PASSWORD_LENGTH}
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
