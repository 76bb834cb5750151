import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { CopyField } from "~/components/ui/copy-field";
import { FormAlert, PrimaryButton, TextField } from "~/components/ui/form";
import { REVIEW_TEXTS } from "~/features/content/access";
import { formatDateTime } from "~/lib/dates";
import { useAuth } from "./auth-context";
import { INVITATION_MESSAGES, INVITATION_TEXTS, type PendingInvitation } from "./invitations";
import { LEAST_ROLE, ROLE_LABELS, ROLES_IN_ONE_LINE, rolesGivenBy } from "./roles";
import { REQUIRE_TWO_FACTOR_LABEL } from "./two-factor";

interface Answer {
  intent?: string;
  notice?: string;
  link?: string;
  errors?: Record<string, string>;
  formError?: string;
  values?: Record<string, string>;
}

const card = "rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8";
const smallButton =
  "rounded-full px-3.5 py-1.5 font-semibold text-sm ring-1 transition disabled:opacity-60";

/** Owners' 'Invite someone' form and the pending invitations, with 'Resend' and 'Revoke'. */
export function InvitationsPanel({
  invitations,
  mailReady,
  answer,
}: {
  invitations: PendingInvitation[];
  mailReady: boolean;
  answer: unknown;
}) {
  const navigation = useNavigation();
  const { user } = useAuth();
  const busy = navigation.state === "submitting" ? navigation.formData : undefined;
  const result = (answer ?? {}) as Answer;
  const mine = /invit/.test(result.intent ?? "");
  const errors = (mine && result.errors) || {};
  const values = (mine && result.intent === "invite" && result.values) || {};
  const form = useRef<HTMLFormElement>(null);
  const sent = mine && result.intent === "invite" && result.notice;
  // Without e-mail, 'Resend' makes a new link to pass on.
  const resend = mailReady ? INVITATION_TEXTS.resend : INVITATION_TEXTS.newLink;
  // A sent invitation empties the form for the next one.
  useEffect(() => {
    if (sent) form.current?.reset();
  }, [sent]);

  return (
    <section aria-labelledby="invite-heading" className={card}>
      <h2 id="invite-heading" className="font-semibold text-ink text-xl">
        Invite someone
      </h2>
      <p className="mt-1 text-slate-600 text-sm">
        {mailReady
          ? "They get an e-mail with a link to choose a password, valid 7 days, and join without waiting for approval."
          : "You get a link to send them, valid 7 days: with it they choose a password and join without waiting for approval."}
      </p>
      {mailReady ? null : (
        <p className="mt-3 rounded-xl bg-amber-50 px-4 py-3 text-amber-900 text-sm">
          {INVITATION_MESSAGES.mailNotSetUp}
        </p>
      )}
      <Form
        ref={form}
        method="post"
        className="mt-5 grid gap-4 sm:grid-cols-[1fr_10rem_auto] sm:items-start"
      >
        <input type="hidden" name="intent" value="invite" />
        <TextField
          label={INVITATION_TEXTS.email}
          name="email"
          type="email"
          autoComplete="off"
          required
          maxLength={254}
          defaultValue={values.email}
          error={errors.email}
        />
        <div>
          <label htmlFor="invite-role" className="block font-medium text-ink text-sm">
            {INVITATION_TEXTS.role}
          </label>
          <select
            id="invite-role"
            name="role"
            defaultValue={values.role ?? LEAST_ROLE}
            aria-invalid={errors.role ? true : undefined}
            aria-describedby="invite-role-help"
            className="mt-2 block w-full rounded-xl border-0 bg-white px-4 py-3 text-ink ring-1 ring-slate-300 focus:ring-2 focus:ring-ev-600"
          >
            {rolesGivenBy(user?.role).map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </select>
          {errors.role ? <p className="mt-1 text-red-700 text-sm">{errors.role}</p> : null}
        </div>
        {/* Under the role it explains on a phone; under the whole row on wider screens. */}
        <p
          id="invite-role-help"
          className="-mt-2 text-slate-600 text-sm sm:order-last sm:col-span-3 sm:mt-0"
        >
          {ROLES_IN_ONE_LINE}
        </p>
        <PrimaryButton
          className="sm:mt-7"
          pending={busy?.get("intent") === "invite"}
          pendingLabel={mailReady ? "Sending..." : "Inviting..."}
        >
          {mailReady ? INVITATION_TEXTS.send : INVITATION_TEXTS.make}
        </PrimaryButton>
      </Form>
      {/* Always in the page, so screen readers announce the notice when it appears. */}
      <div role="status">
        {mine && result.notice ? (
          <p className="mt-4 rounded-xl bg-ev-50 px-4 py-3 text-ev-900 text-sm">{result.notice}</p>
        ) : null}
      </div>
      {mine && result.link ? (
        <div className="mt-4">
          <CopyField
            label={INVITATION_TEXTS.link}
            value={result.link}
            buttonLabel={INVITATION_TEXTS.copy}
          />
        </div>
      ) : null}
      {mine ? <FormAlert>{result.formError}</FormAlert> : null}

      {invitations.length > 0 ? (
        <>
          <h3 className="mt-8 font-semibold text-ink">Pending invitations</h3>
          <ul className="mt-2 divide-y divide-slate-200">
            {invitations.map((invitation) => (
              <li
                key={invitation.id}
                className="flex flex-wrap items-center justify-between gap-3 py-3"
              >
                <div className="min-w-0">
                  <p className="break-all font-medium text-ink">{invitation.email}</p>
                  <p className="text-slate-600 text-sm">
                    {ROLE_LABELS[invitation.role]} ·{" "}
                    {invitation.expired ? (
                      <span className="font-semibold text-amber-800">Expired</span>
                    ) : (
                      `Link valid until ${formatDateTime(invitation.expiresAt)}`
                    )}
                  </p>
                </div>
                <div className="flex gap-2">
                  <Form method="post">
                    <input type="hidden" name="intent" value="resend-invitation" />
                    <input type="hidden" name="invitation" value={invitation.id} />
                    <button
                      type="submit"
                      aria-label={`${resend}: ${invitation.email}`}
                      className={`${smallButton} text-ev-700 ring-ev-600/30 hover:bg-ev-50`}
                    >
                      {resend}
                    </button>
                  </Form>
                  <Form method="post">
                    <input type="hidden" name="intent" value="revoke-invitation" />
                    <input type="hidden" name="invitation" value={invitation.id} />
                    <button
                      type="submit"
                      aria-label={`${INVITATION_TEXTS.revoke}: ${invitation.email}`}
                      className={`${smallButton} text-red-700 ring-red-200 hover:bg-red-50`}
                    >
                      {INVITATION_TEXTS.revoke}
                    </button>
                  </Form>
                </div>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

/** Owners' setting: two-factor required for all staff. */
export function RequireTwoFactorPanel({
  required,
  answer,
}: {
  required: boolean;
  answer: unknown;
}) {
  return (
    <OwnerSettingPanel
      intent="require-two-factor"
      heading="Two-factor authentication"
      label={REQUIRE_TWO_FACTOR_LABEL}
      help="Anyone without it is sent to set it up before they can do anything else."
      checked={required}
      answer={answer}
      save="Save"
    />
  );
}

/**
 * Owners' setting, with company sign-in providers: a provider's sign-in that says a second
 * factor was used (`amr`/`acr`) stands for our authentication code.
 */
export function AcceptProviderMfaPanel({
  accepted,
  answer,
}: {
  accepted: boolean;
  answer: unknown;
}) {
  return (
    <OwnerSettingPanel
      intent="accept-provider-mfa"
      heading="Company sign-in"
      label="Accept the provider's two-factor sign-in"
      help="When the company's provider says the person used a second factor, our authentication code is not asked for, and the two-factor requirement is met."
      checked={accepted}
      answer={answer}
      save="Save company sign-in rule"
    />
  );
}

/** Owners' setting: the four-eye rule (ADR 027). */
export function RequireReviewPanel({ required, answer }: { required: boolean; answer: unknown }) {
  return (
    <OwnerSettingPanel
      intent="require-review"
      heading="Review"
      label={REVIEW_TEXTS.setting}
      help={REVIEW_TEXTS.settingHelp}
      checked={required}
      answer={answer}
      save="Save review rule"
    />
  );
}

/** One on/off setting of the owners, in its card, with its own Save. */
function OwnerSettingPanel({
  intent,
  heading,
  label,
  help,
  checked,
  answer,
  save,
}: {
  intent: string;
  heading: string;
  label: string;
  help: string;
  checked: boolean;
  answer: unknown;
  /** The button's text, unique on the page. */
  save: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent");
  const result = (answer ?? {}) as Answer;
  const mine = result.intent === intent;
  return (
    <section aria-labelledby={`${intent}-heading`} className={card}>
      <h2 id={`${intent}-heading`} className="font-semibold text-ink text-xl">
        {heading}
      </h2>
      <Form method="post" className="mt-4 space-y-4">
        <input type="hidden" name="intent" value={intent} />
        <label className="flex items-start gap-3 text-ink">
          <input
            type="checkbox"
            name="required"
            value="on"
            defaultChecked={checked}
            className="mt-1 size-4 rounded border-slate-300 text-ev-700 focus:ring-ev-600"
          />
          <span>
            <span className="font-medium">{label}</span>
            <span className="block text-slate-600 text-sm">{help}</span>
          </span>
        </label>
        {mine && result.notice ? (
          <p role="status" className="rounded-xl bg-ev-50 px-4 py-3 text-ev-900 text-sm">
            {result.notice}
          </p>
        ) : null}
        {mine ? <FormAlert>{result.formError}</FormAlert> : null}
        <PrimaryButton pending={busy === intent} pendingLabel="Saving...">
          {save}
        </PrimaryButton>
      </Form>
    </section>
  );
}
