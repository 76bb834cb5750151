import { LogOut, UserCog } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Logo } from "~/components/ui/logo";
import { useAuth } from "~/features/auth/auth-context";
import { ROLE_LABELS } from "~/features/auth/roles";

/** The signed-in admin area's frame: header with 'Content Management', account and 'Sign Out'. */
export function DashboardShell({
  children,
  title = "Content Management",
}: {
  children: ReactNode;
  title?: string;
}) {
  const { user } = useAuth();
  const navigation = useNavigation();
  const signingOut = navigation.state !== "idle" && navigation.formAction === "/admin/sign-out";
  return (
    <div className="min-h-dvh bg-mist">
      <header className="bg-ev-900 text-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-5 py-4 sm:px-8">
          <Logo />
          <div className="flex items-center gap-2 sm:gap-3">
            {user ? (
              <Link
                to="/admin/account"
                className="inline-flex items-center gap-2 rounded-full px-3 py-2 text-sm text-white/90 transition hover:bg-white/10"
              >
                <UserCog aria-hidden="true" size={18} />
                <span className="hidden sm:inline">{user.email}</span>
                <span className="sr-only sm:hidden">Account</span>
                <span className="hidden rounded-full bg-white/15 px-2 py-0.5 text-xs md:inline">
                  {ROLE_LABELS[user.role]}
                </span>
              </Link>
            ) : null}
            <Form method="post" action="/admin/sign-out">
              <button
                type="submit"
                disabled={signingOut}
                className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 font-semibold text-ev-900 text-sm transition hover:bg-copper-100 disabled:opacity-70"
              >
                <LogOut aria-hidden="true" size={16} />
                Sign Out
              </button>
            </Form>
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-6xl px-5 py-10 sm:px-8">
        <h1 className="font-display text-3xl text-ink sm:text-4xl">{title}</h1>
        {children}
      </main>
    </div>
  );
}
