import { MailCheck } from "lucide-react";
import { Fragment } from "react";
import { Form, Link, useNavigation } from "react-router";
import { FormAlert, PrimaryButton, TextField } from "~/components/ui/form";
import { MAX_EMAIL_LENGTH } from "~/config/accounts";
import { AuthCard } from "~/features/auth/auth-card";
import {
  type ForgotResult,
  MAIL_NOT_SET_UP,
  RESET_COMMAND,
  RESET_REQUESTED,
} from "~/features/auth/password-reset";
import { requestPasswordReset } from "~/features/auth/password-reset.server";
import type { Route } from "./+types/forgot-password";
import { httpOf } from "./account-answer.server";

export const meta: Route.MetaFunction = () => [
  { title: "Forgot password" },
  { name: "robots", content: "noindex" },
];

export function loader({ context }: Route.LoaderArgs) {
  return { mailReady: Boolean(context.sendMail) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return httpOf(await requestPasswordReset(request, context));
}

function BackToLogin() {
  return (
    <p className="mt-6 text-center text-slate-600 text-sm">
      <Link to="/admin" className="font-semibold text-ev-700 hover:underline">
        Back to login
      </Link>
    </p>
  );
}

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const result = actionData as ForgotResult | undefined;

  if (!loaderData.mailReady) {
    return (
      <AuthCard title="Forgot password">
        <p className="mt-4 text-slate-700">{MAIL_NOT_SET_UP}</p>
        {/* Wrapped at its spaces, never inside a word ('reset-password' stays whole), rather
            than scrolled: a scrolling box is out of a keyboard's reach. */}
        <pre className="mt-3 whitespace-pre-wrap rounded-xl bg-slate-900 px-4 py-3 text-slate-100 text-sm">
          <code>
            {RESET_COMMAND.split(" ").map((word, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the command's words never move.
              <Fragment key={index}>
                {index > 0 ? " " : null}
                <span className="whitespace-nowrap">{word}</span>
              </Fragment>
            ))}
          </code>
        </pre>
        <BackToLogin />
      </AuthCard>
    );
  }

  if (result?.sent) {
    return (
      <AuthCard title="Check your e-mail">
        <MailCheck aria-hidden="true" className="mt-6 text-ev-600" size={40} />
        <p role="status" className="mt-4 text-lg text-slate-700">
          {RESET_REQUESTED}
        </p>
        <p className="mt-3 text-slate-600 text-sm">
          The link works once, for one hour. Nothing arrived? Check the spam folder, or ask again in
          a few minutes.
        </p>
        <BackToLogin />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Forgot password">
      <p className="mt-2 text-slate-600">
        Enter the e-mail address of your account and we will send you a link to choose a new
        password.
      </p>
      <Form method="post" className="mt-8 space-y-5">
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="username"
          required
          maxLength={MAX_EMAIL_LENGTH}
          defaultValue={result?.email}
          error={result?.errors?.email}
        />
        <FormAlert>{result?.formError}</FormAlert>
        <PrimaryButton
          className="w-full"
          pending={navigation.state === "submitting"}
          pendingLabel="Sending..."
        >
          Send reset link
        </PrimaryButton>
      </Form>
      <BackToLogin />
    </AuthCard>
  );
}
