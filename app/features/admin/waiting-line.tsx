import { ArrowRight, Inbox } from "lucide-react";
import { Link } from "react-router";

/**
 * 'Waiting for you: 2 in review, 3 new applications' above a section's content, a link to the
 * Overview; nothing when nothing waits.
 */
export function WaitingLine({ line }: { line: string | null }) {
  if (!line) return null;
  return (
    <p className="-mt-1 mb-5 sm:-mt-3">
      <Link
        to="/admin/overview"
        data-waiting-line=""
        className="group inline-flex max-w-full items-center gap-2 rounded-2xl sm:rounded-full bg-copper-100/60 px-4 py-2 text-coffee-900 text-sm ring-1 ring-copper-400/40 transition hover:bg-copper-100"
      >
        <Inbox aria-hidden="true" size={16} className="shrink-0" />
        <span className="min-w-0">{line}</span>
        <ArrowRight
          aria-hidden="true"
          size={16}
          className="shrink-0 transition group-hover:translate-x-0.5"
        />
      </Link>
    </p>
  );
}
