import { Form, Link, useNavigation } from "react-router";
import { FormAlert, PrimaryButton, TextField } from "~/components/ui/form";
import { AuthCard } from "./auth-card";
import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH } from "./rules";

export function LoginForm({
  error,
  email,
  signupOpen,
}: {
  error?: string;
  email?: string;
  signupOpen: boolean;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction === "/admin/sign-in";
  return (
    <AuthCard title="Admin Login">
      <p className="mt-2 text-slate-600">Sign in to manage news articles and videos.</p>
      <Form method="post" action="/admin/sign-in" className="mt-8 space-y-5">
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="username"
          required
          maxLength={MAX_EMAIL_LENGTH}
          defaultValue={email}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={MAX_PASSWORD_LENGTH}
        />
        <FormAlert>{error}</FormAlert>
        <PrimaryButton className="w-full" pending={busy} pendingLabel="Signing in...">
          Sign In
        </PrimaryButton>
      </Form>
      {signupOpen ? (
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
