import { CheckCircle2 } from "lucide-react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { FormAlert, PrimaryButton, TextField } from "~/components/ui/form";
import { authHeaders } from "~/features/auth/auth.server";
import { AuthCard } from "~/features/auth/auth-card";
import { getSessionUser } from "~/features/auth/guards.server";
import {
  FAILED_TO_CREATE_ACCOUNT,
  SIGNUP_CLOSED,
  TOO_MANY_ATTEMPTS,
} from "~/features/auth/messages";
import { hitRateLimit, rateLimitSubject, SIGN_UPS_PER_IP } from "~/features/auth/rate-limit.server";
import { SignUpSchema } from "~/features/auth/schemas";
import { fieldErrorsOf, formFields, readForm } from "~/lib/forms";
import type { Route } from "./+types/signup";

export const meta: Route.MetaFunction = () => [
  { title: "Create an admin account" },
  { name: "robots", content: "noindex" },
];

export function loader({ context }: Route.LoaderArgs) {
  if (getSessionUser(context)) throw redirect("/admin");
  return { closed: context.signupMode === "closed" };
}

type SignUpResult =
  | { created: true; pending: boolean }
  | { created?: false; errors?: Record<string, string>; formError?: string; email?: string };

export async function action({ request, context }: Route.ActionArgs) {
  if (context.signupMode === "closed") {
    return data<SignUpResult>({ formError: SIGNUP_CLOSED }, { status: 403 });
  }
  const { limited } = await hitRateLimit(
    context.db,
    `sign-up:${rateLimitSubject(context.clientIp)}`,
    SIGN_UPS_PER_IP,
  );
  const values = formFields(await readForm(request));
  if (limited) {
    return data<SignUpResult>(
      { formError: TOO_MANY_ATTEMPTS, email: values.email },
      { status: 429 },
    );
  }
  const parsed = SignUpSchema.safeParse(values);
  if (!parsed.success) {
    return data<SignUpResult>(
      { errors: fieldErrorsOf(parsed.error), email: values.email },
      { status: 400 },
    );
  }
  try {
    const result = await context.auth.api.signUpEmail({
      body: {
        email: parsed.data.email,
        password: parsed.data.password,
        name: parsed.data.email.split("@")[0] ?? parsed.data.email,
      },
      headers: authHeaders(request.headers, context.clientIp),
    });
    // The note depends on the mode and on whether this was the very first account (the owner),
    // never on what the server returned: a taken e-mail must look like any other sign-up.
    const role = (result.user as { role?: string }).role;
    return data<SignUpResult>({
      created: true,
      pending: context.signupMode === "approval" && role !== "owner",
    });
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    if (status === undefined || status >= 500) {
      context.logger.error({ err: error }, "sign-up failed");
      return data<SignUpResult>(
        { formError: FAILED_TO_CREATE_ACCOUNT, email: values.email },
        { status: 500 },
      );
    }
    const message =
      (error as { body?: { message?: string } }).body?.message || FAILED_TO_CREATE_ACCOUNT;
    return data<SignUpResult>({ formError: message, email: values.email }, { status });
  }
}

export default function SignUp({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const result = actionData as SignUpResult | undefined;

  if (result?.created) {
    return (
      <AuthCard title="Account Created!">
        <CheckCircle2 aria-hidden="true" className="mt-6 text-ev-600" size={40} />
        <p className="mt-4 text-lg text-slate-700">
          Your admin account has been created successfully.
        </p>
        {result.pending ? (
          <p className="mt-3 text-slate-600">
            An administrator must approve your account before you can manage content.
          </p>
        ) : null}
        <Link
          to="/admin"
          className="mt-8 inline-flex rounded-full bg-ev-700 px-6 py-3 font-semibold text-white transition hover:bg-ev-900"
        >
          Go to Login
        </Link>
      </AuthCard>
    );
  }

  if (loaderData.closed) {
    return (
      <AuthCard title="Create an admin account">
        <p className="mt-4 text-lg text-slate-700">{SIGNUP_CLOSED}</p>
        <Link to="/admin" className="mt-8 inline-block font-semibold text-ev-700 hover:underline">
          Sign in
        </Link>
      </AuthCard>
    );
  }

  const errors = result?.errors ?? {};
  return (
    <AuthCard title="Create an admin account">
      <Form method="post" className="mt-8 space-y-5">
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          defaultValue={result?.email}
          error={errors.email}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          maxLength={128}
          error={errors.password}
        />
        <TextField
          label="Confirm Password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          maxLength={128}
          error={errors.confirmPassword}
        />
        <FormAlert>{result?.formError}</FormAlert>
        <PrimaryButton className="w-full" pending={busy} pendingLabel="Creating Account...">
          Create Account
        </PrimaryButton>
      </Form>
      <p className="mt-6 text-center text-slate-600 text-sm">
        Already have an account?{" "}
        <Link to="/admin" className="font-semibold text-ev-700 hover:underline">
          Sign in
        </Link>
      </p>
    </AuthCard>
  );
}
