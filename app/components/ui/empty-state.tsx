import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/**
 * What a public list says when it has nothing to show: a mark, one sentence in the headings'
 * face and what to do next, on the site's mist, so that an empty list reads as a designed page.
 */
export function EmptyState({
  icon: Icon,
  title,
  children,
  status = false,
  className = "",
}: {
  icon: LucideIcon;
  title: string;
  /** The hint or the link under it. */
  children?: ReactNode;
  /** Announced as a status (a filtered list's answer). */
  status?: boolean;
  className?: string;
}) {
  return (
    <div
      role={status ? "status" : undefined}
      className={`flex flex-col items-center rounded-3xl bg-mist px-6 py-14 text-center ring-1 ring-slate-200 sm:py-20 ${className}`}
    >
      <span
        aria-hidden="true"
        className="flex size-16 items-center justify-center rounded-full bg-white text-copper-600 shadow-sm ring-1 ring-slate-200"
      >
        <Icon size={28} strokeWidth={1.5} />
      </span>
      <p className="mt-6 max-w-xl font-display text-2xl text-ink">{title}</p>
      {children ? <div className="mt-3 max-w-md text-slate-600">{children}</div> : null}
    </div>
  );
}
