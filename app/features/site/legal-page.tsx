import { Info } from "lucide-react";
import type { ReactNode } from "react";
import { PageFrame } from "./page-frame";

/** A plain reading page for legal texts, with the notice that the text is still a template. */
export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PageFrame title={title} width="max-w-3xl">
      <article className="mx-auto max-w-3xl px-5 py-14 sm:px-8">
        <aside
          aria-label="Template notice"
          className="flex gap-3 rounded-2xl border border-copper-400 bg-copper-100 p-5 text-coffee-900"
        >
          <Info aria-hidden="true" className="mt-0.5 shrink-0" size={20} />
          <p>
            <strong>Template text.</strong> This page is a placeholder that the company will replace
            with its own reviewed legal text. It is not legal advice.
          </p>
        </aside>
        <div className="mt-10 space-y-6 text-lg text-slate-700 leading-relaxed [&_h2]:mt-10 [&_h2]:font-semibold [&_h2]:text-2xl [&_h2]:text-ink">
          {children}
        </div>
      </article>
    </PageFrame>
  );
}
