import { type ReactNode, useState } from "react";
import { useFetcher } from "react-router";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { formatLongDate } from "~/lib/dates";
import { useAuth } from "./auth-context";
import { type RecentSignInStep, recentSignInStep } from "./recent-sign-in";
import { RecentSignInPrompt } from "./recent-sign-in-prompt";
import {
  type AssignableRole,
  LEAST_ROLE,
  ROLE_DESCRIPTIONS,
  ROLE_LABELS,
  type Role,
  rolesGivenBy,
} from "./roles";
import type { TeamIntent, TeamMember } from "./team.server";

function ActionButton({
  member,
  intent,
  label,
  onBeforeSubmit,
  children,
}: {
  member: TeamMember;
  intent: TeamIntent;
  label: string;
  onBeforeSubmit?: (submit: () => void) => void;
  /** More fields of the action (a role). */
  children?: ReactNode;
}) {
  const fetcher = useFetcher<{ error?: string; recentSignIn?: RecentSignInStep }>();
  const busy = fetcher.state !== "idle";
  const [cancelled, setCancelled] = useState<unknown>();
  const confirmStep = fetcher.data !== cancelled ? recentSignInStep(fetcher.data) : undefined;
  const submit = () =>
    fetcher.submit({ intent, userId: member.id }, { method: "post", action: "/admin/team" });
  const button = (
    <fetcher.Form method="post" action="/admin/team" className="inline-flex items-center gap-2">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="userId" value={member.id} />
      {children}
      <button
        type="submit"
        disabled={busy}
        aria-label={`${label}: ${member.email}`}
        onClick={(event) => {
          if (!onBeforeSubmit) return;
          event.preventDefault();
          onBeforeSubmit(submit);
        }}
        className={`rounded-full px-3.5 py-1.5 font-semibold text-sm ring-1 transition disabled:opacity-60 ${
          intent === "remove"
            ? "text-red-700 ring-red-200 hover:bg-red-50"
            : "text-ev-700 ring-ev-600/30 hover:bg-ev-50"
        }`}
      >
        {label}
      </button>
      {fetcher.data?.error ? (
        <span role="alert" className="ml-2 text-red-700 text-sm">
          {fetcher.data.error}
        </span>
      ) : null}
    </fetcher.Form>
  );
  return (
    <>
      {button}
      {confirmStep ? (
        <div className="basis-full">
          <RecentSignInPrompt
            step={confirmStep}
            action="/admin/team"
            FormComponent={fetcher.Form}
            busy={busy}
            onCancel={() => setCancelled(fetcher.data)}
          />
        </div>
      ) : null}
    </>
  );
}

/** A choice of role for one account ('Role for ana@example.com'). */
function RoleSelect({
  member,
  roles,
  initial,
}: {
  member: TeamMember;
  roles: readonly AssignableRole[];
  initial: AssignableRole;
}) {
  return (
    <select
      key={initial}
      name="role"
      defaultValue={initial}
      aria-label={`Role for ${member.email}`}
      className="rounded-full border-0 bg-white py-1.5 pr-8 pl-3 text-ink text-sm ring-1 ring-slate-300 focus:ring-2 focus:ring-ev-600"
    >
      {roles.map((role) => (
        <option key={role} value={role} title={ROLE_DESCRIPTIONS[role]}>
          {ROLE_LABELS[role]}
        </option>
      ))}
    </select>
  );
}

/** The roles `actor` may give `target` (none: they may not change it; team.server.ts rules). */
function rolesFor(actor: Role | undefined, target: Role): readonly AssignableRole[] {
  if (actor !== "owner" && (target === "owner" || target === "admin")) return [];
  return rolesGivenBy(actor);
}

/** Accounts with their roles; owners and admins approve, change roles and remove them. */
export function TeamPanel({ members }: { members: TeamMember[] }) {
  const { user } = useAuth();
  const [pendingRemoval, setPendingRemoval] = useState<{
    member: TeamMember;
    submit: () => void;
  }>();
  const isOwner = user?.role === "owner";

  return (
    <section aria-labelledby="team-heading">
      <h2 id="team-heading" className="font-semibold text-ink text-xl">
        Team
      </h2>
      <p className="mt-1 text-slate-600 text-sm">
        Accounts waiting for approval appear here until an owner or admin approves them.
      </p>
      <ul className="mt-6 divide-y divide-slate-200">
        {members.map((member) => {
          const self = member.id === user?.id;
          return (
            <li
              key={member.id}
              className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="truncate font-medium text-ink">
                  {member.displayName ? (
                    <>
                      {member.displayName}
                      <span className="ml-2 font-normal text-slate-600 text-sm">
                        {member.email}
                      </span>
                    </>
                  ) : (
                    member.email
                  )}
                  {self ? <span className="ml-2 text-slate-500 text-sm">(you)</span> : null}
                </p>
                <p className="text-slate-600 text-sm">
                  <span
                    className={`mr-2 inline-block rounded-full px-2 py-0.5 font-semibold text-xs ${
                      member.role === "pending"
                        ? "bg-copper-100 text-copper-700"
                        : member.role === "owner"
                          ? "bg-ev-900 text-white"
                          : "bg-ev-50 text-ev-700"
                    }`}
                  >
                    {ROLE_LABELS[member.role]}
                  </span>
                  Joined {formatLongDate(member.createdAt)}
                </p>
              </div>
              {self ? null : (
                <div className="flex flex-wrap gap-2">
                  {member.role === "pending" ? (
                    <ActionButton member={member} intent="approve" label="Approve">
                      <RoleSelect
                        member={member}
                        roles={rolesFor(user?.role, "pending")}
                        initial={LEAST_ROLE}
                      />
                    </ActionButton>
                  ) : rolesFor(user?.role, member.role).length > 0 ? (
                    <ActionButton member={member} intent="set-role" label="Change role">
                      <RoleSelect
                        member={member}
                        roles={rolesFor(user?.role, member.role)}
                        initial={member.role as AssignableRole}
                      />
                    </ActionButton>
                  ) : null}
                  {isOwner || !["owner", "admin"].includes(member.role) ? (
                    <ActionButton
                      member={member}
                      intent="remove"
                      label="Remove"
                      onBeforeSubmit={(submit) => setPendingRemoval({ member, submit })}
                    />
                  ) : null}
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={pendingRemoval !== undefined}
        title="Remove account"
        message={`Are you sure you want to remove ${pendingRemoval?.member.email ?? "this account"}? They will be signed out and lose access.`}
        confirmLabel="Remove"
        onCancel={() => setPendingRemoval(undefined)}
        onConfirm={() => {
          pendingRemoval?.submit();
          setPendingRemoval(undefined);
        }}
      />
    </section>
  );
}
