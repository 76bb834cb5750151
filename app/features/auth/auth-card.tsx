import type { ReactNode } from "react";
import { Logo } from "~/components/ui/logo";

/** The centred card of the login, sign-up and waiting screens. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-mist px-4 py-12">
      <div className="w-full max-w-md">
        <div className="flex justify-center">
          <Logo tone="dark" />
        </div>
        <div className="mt-8 rounded-3xl bg-white p-8 shadow-xl shadow-slate-200/70 ring-1 ring-slate-200 sm:p-10">
          <h1 className="font-display text-3xl text-ink">{title}</h1>
          {children}
        </div>
      </div>
    </main>
  );
}
