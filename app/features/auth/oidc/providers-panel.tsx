import { Form, useNavigation } from "react-router";
import { FormAlert } from "~/components/ui/form";
import type { RecentSignInStep } from "~/features/auth/recent-sign-in";
import { RecentSignInPrompt } from "~/features/auth/recent-sign-in-prompt";
import { formatDateTime } from "~/lib/dates";
import type { ProviderButton } from "./providers";

export interface LinkedIdentityRow {
  id: string;
  provider: string;
  email: string;
  lastSignInAt: string | null;
  revoked: boolean;
}

/**
 * 'Sign-in providers' on the account page: the company accounts linked to this one (provider,
 * e-mail, last sign-in) with 'Unlink', and 'Link <provider>' for those not linked yet.
 */
export function SignInProvidersPanel({
  providers,
  identities,
  notice,
  error,
  hasPassword,
  confirmStep,
}: {
  /** The account has a password too (a provider-made account may have none). */
  hasPassword: boolean;
  providers: readonly ProviderButton[];
  identities: readonly LinkedIdentityRow[];
  notice?: string | null;
  error?: string;
  /** A link or unlink waits for a recent sign-in ('Confirm it is you'). */
  confirmStep?: RecentSignInStep;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" ? navigation.formData?.get("intent") : undefined;
  const nameOf = (id: string) => providers.find((provider) => provider.id === id)?.name ?? id;
  const unlinked = providers.filter(
    (provider) => !identities.some((identity) => identity.provider === provider.id),
  );
  return (
    <section
      id="sign-in-providers"
      aria-labelledby="sign-in-providers-heading"
      className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <h2 id="sign-in-providers-heading" className="font-semibold text-ink text-xl">
        Sign-in providers
      </h2>
      <p className="mt-2 text-slate-600 text-sm">
        {hasPassword
          ? "Company accounts you can sign in with, besides your password."
          : "Company accounts you can sign in with. This account has no password: keep one provider linked, or set a password with 'Forgot password?' on the login."}
      </p>
      {identities.length === 0 ? (
        <p className="mt-4 text-slate-600 text-sm">No company account is linked yet.</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200">
          {identities.map((identity) => (
            <li key={identity.id} className="flex flex-wrap items-start justify-between gap-3 py-4">
              <div className="min-w-0">
                <p className="font-medium text-ink">{nameOf(identity.provider)}</p>
                <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-slate-600 text-sm">
                  <dt>E-mail</dt>
                  <dd className="break-all">{identity.email}</dd>
                  <dt>Last sign-in</dt>
                  <dd>{identity.lastSignInAt ? formatDateTime(identity.lastSignInAt) : "Never"}</dd>
                </dl>
                {identity.revoked ? (
                  <p className="mt-2 text-red-700 text-sm">
                    The provider ended this account's access.
                  </p>
                ) : null}
              </div>
              <Form method="post">
                <input type="hidden" name="intent" value="unlink-provider" />
                <input type="hidden" name="identity" value={identity.id} />
                <button
                  type="submit"
                  disabled={busy === "unlink-provider"}
                  aria-label={`Unlink ${nameOf(identity.provider)} (${identity.email})`}
                  className="rounded-full px-3.5 py-1.5 font-semibold text-red-700 text-sm ring-1 ring-red-200 transition hover:bg-red-50 disabled:opacity-60"
                >
                  Unlink
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      {notice ? (
        <p role="status" className="mt-4 rounded-xl bg-ev-50 px-4 py-3 text-ev-900 text-sm">
          {notice}
        </p>
      ) : null}
      <FormAlert>{error}</FormAlert>
      {confirmStep ? <RecentSignInPrompt step={confirmStep} /> : null}
      {unlinked.length > 0 ? (
        <div className="mt-6 flex flex-wrap gap-3">
          {unlinked.map((provider) => (
            <Form key={provider.id} method="post">
              <input type="hidden" name="intent" value="link-provider" />
              <input type="hidden" name="provider" value={provider.id} />
              <button
                type="submit"
                disabled={busy === "link-provider"}
                className="rounded-full px-5 py-2.5 font-semibold text-ev-700 text-sm ring-1 ring-ev-600/30 transition hover:bg-ev-50 disabled:opacity-60"
              >
                {busy === "link-provider" && navigation.formData?.get("provider") === provider.id
                  ? "Redirecting..."
                  : `Link ${provider.name}`}
              </button>
            </Form>
          ))}
        </div>
      ) : null}
    </section>
  );
}
