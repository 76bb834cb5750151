import { Form, useNavigate, useNavigation } from "react-router";
import { FormAlert, PrimaryButton, TextField } from "~/components/ui/form";
import { MAX_PASSWORD_LENGTH } from "~/config/accounts";
import { AuthenticationCodeField } from "./authentication-code-field";
import { ACCOUNT_NOTICES } from "./messages";
import { recentSignInStep } from "./recent-sign-in";
import { RecentSignInPrompt } from "./recent-sign-in-prompt";
import { TWO_FACTOR_TEXTS } from "./two-factor";

/** What the account's two-factor actions answer (see two-factor.server.ts). */
interface TwoFactorAnswer {
  intent?: string;
  setUp?: { uri: string; qr: string; key: string };
  recoveryCodes?: string[];
  errors?: Record<string, string>;
  formError?: string;
}

const outlineButton =
  "rounded-full px-5 py-2.5 font-semibold text-sm ring-1 transition disabled:opacity-60";

/**
 * The account page's 'Two-factor authentication' card: set it up (password, QR code, first
 * code), the recovery codes once, and turning it off (password and code).
 */
export function TwoFactorPanel({
  enabled,
  required,
  done,
  answer,
}: {
  enabled: boolean;
  /** The owners require it and this account has none yet. */
  required: boolean;
  done?: string;
  answer: unknown;
}) {
  const navigation = useNavigation();
  const navigate = useNavigate();
  const busyIntent =
    navigation.state === "submitting" ? navigation.formData?.get("intent") : undefined;
  const result = (answer ?? {}) as TwoFactorAnswer;
  const mine = typeof result.intent === "string" && result.intent.startsWith("two-factor");
  const step = recentSignInStep(answer);
  const settingUp = step?.fields.intent === "two-factor-setup" ? step : undefined;
  const errors = (mine && result.errors) || {};

  let body: React.ReactNode;
  if (mine && result.recoveryCodes) {
    body = <RecoveryCodes codes={result.recoveryCodes} />;
  } else if (mine && result.setUp) {
    const { setUp } = result;
    body = (
      <>
        <p className="mt-2 text-slate-600">{TWO_FACTOR_TEXTS.scan}</p>
        <div className="mt-5 flex flex-wrap items-start gap-6">
          <div
            role="img"
            aria-label="QR code for your authenticator app"
            className="size-48 shrink-0 rounded-xl bg-white p-2 ring-1 ring-slate-200 [&>svg]:size-full"
            // Drawn by our server from the set-up's own URI (the qrcode package).
            // biome-ignore lint/security/noDangerouslySetInnerHtml: our own SVG
            dangerouslySetInnerHTML={{ __html: setUp.qr }}
          />
          <div className="min-w-0 flex-1">
            <p className="font-medium text-ink text-sm">{TWO_FACTOR_TEXTS.key}</p>
            <p className="mt-1 break-all rounded-lg bg-slate-50 px-3 py-2 font-mono text-sm text-slate-800 ring-1 ring-slate-200">
              {setUp.key}
            </p>
          </div>
        </div>
        <Form method="post" className="mt-6 space-y-5">
          <input type="hidden" name="intent" value="two-factor-verify" />
          <input type="hidden" name="uri" value={setUp.uri} />
          <TextField
            label={TWO_FACTOR_TEXTS.code}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]{6,7}"
            maxLength={7}
            required
            autoFocus
            error={errors.code}
          />
          <div className="flex flex-wrap gap-3">
            <PrimaryButton pending={busyIntent === "two-factor-verify"} pendingLabel="Verifying...">
              {TWO_FACTOR_TEXTS.verify}
            </PrimaryButton>
            <button
              type="button"
              onClick={() => navigate(".", { replace: true })}
              className={`${outlineButton} text-slate-700 ring-slate-300 hover:bg-slate-50`}
            >
              Cancel
            </button>
          </div>
        </Form>
      </>
    );
  } else if (enabled) {
    body = (
      <>
        <p className="mt-2 flex items-center gap-2 text-slate-700">
          <span className="rounded-full bg-ev-50 px-2.5 py-0.5 font-semibold text-ev-700 text-xs">
            On
          </span>
          Sign-in asks for a code from your authenticator app after the password.
        </p>
        <Form method="post" className="mt-6 space-y-5">
          <input type="hidden" name="intent" value="two-factor-off" />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            maxLength={MAX_PASSWORD_LENGTH}
            error={errors.password}
          />
          <AuthenticationCodeField hint="Or one of your recovery codes." error={errors.code} />
          <button
            type="submit"
            disabled={busyIntent === "two-factor-off"}
            className={`${outlineButton} text-red-700 ring-red-200 hover:bg-red-50`}
          >
            {busyIntent === "two-factor-off" ? "Turning off..." : TWO_FACTOR_TEXTS.turnOff}
          </button>
        </Form>
      </>
    );
  } else if (settingUp) {
    body = (
      <RecentSignInPrompt
        step={settingUp}
        intro="Enter your password to set up two-factor authentication."
        onCancel={() => navigate(".", { replace: true })}
      />
    );
  } else {
    body = (
      <>
        <p className="mt-2 text-slate-600">
          Add a second step to signing in: a 6-digit code from an authenticator app on your phone,
          so a stolen password alone does not open the dashboard.
        </p>
        {done === "two-factor-off" ? (
          <p role="status" className="mt-4 rounded-xl bg-ev-50 px-4 py-3 text-ev-900 text-sm">
            {ACCOUNT_NOTICES["two-factor-off"]}
          </p>
        ) : null}
        <Form method="post" className="mt-6">
          <input type="hidden" name="intent" value="two-factor-setup" />
          <PrimaryButton pending={busyIntent === "two-factor-setup"} pendingLabel="Opening...">
            {TWO_FACTOR_TEXTS.setUp}
          </PrimaryButton>
        </Form>
      </>
    );
  }

  return (
    <section
      id="two-factor"
      aria-labelledby="two-factor-heading"
      className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8 lg:col-span-2"
    >
      <h2 id="two-factor-heading" className="font-semibold text-ink text-xl">
        Two-factor authentication
      </h2>
      {required && !enabled ? (
        <p role="alert" className="mt-3 rounded-xl bg-amber-50 px-4 py-3 text-amber-900 text-sm">
          {TWO_FACTOR_TEXTS.required}
        </p>
      ) : null}
      {body}
      {mine ? <FormAlert>{result.formError}</FormAlert> : null}
    </section>
  );
}

/** The ten recovery codes, shown once, with 'Download' as a text file. */
function RecoveryCodes({ codes }: { codes: string[] }) {
  const text = `Recovery codes\n\n${codes.join("\n")}\n\nEach code works once in place of an authentication code.\n`;
  return (
    <>
      <p role="status" className="mt-3 rounded-xl bg-ev-50 px-4 py-3 text-ev-900 text-sm">
        Two-factor authentication is on.
      </p>
      <h3 className="mt-6 font-semibold text-ink">{TWO_FACTOR_TEXTS.recoveryCodes}</h3>
      <p className="mt-1 text-slate-600 text-sm">{TWO_FACTOR_TEXTS.recoveryHelp}</p>
      <ol className="mt-4 grid grid-cols-1 gap-2 font-mono text-sm text-slate-800 min-[420px]:grid-cols-2 sm:max-w-md">
        {codes.map((code) => (
          <li key={code} className="rounded-lg bg-slate-50 px-3 py-2 ring-1 ring-slate-200">
            {code}
          </li>
        ))}
      </ol>
      <a
        href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
        download="recovery-codes.txt"
        className="mt-5 inline-flex rounded-full bg-ev-700 px-5 py-2.5 font-semibold text-sm text-white transition hover:bg-ev-900"
      >
        {TWO_FACTOR_TEXTS.download}
      </a>
    </>
  );
}
