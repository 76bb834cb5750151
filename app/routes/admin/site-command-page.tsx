import { Link, useActionData, useNavigation } from "react-router";
import { FormAlert } from "~/components/ui/form";
import { PublishCheck, type TranslationLink } from "~/features/site-content/publish-check";

export const meta = () => [{ title: "Site" }, { name: "robots", content: "noindex" }];

/** What a site command answers when it is not done (the editor shows it in place with script). */
export interface SiteCommandAnswer {
  formError?: string;
  /** A publication not made: the translations it would show out of date, to confirm. */
  outdated?: TranslationLink[];
  /** The version the publication was asked on ('Publish anyway' publishes that one only). */
  openedAt?: number;
  section?: string;
  /** The draft's version now (after a conflict). */
  version?: number;
}

function answerOf(value: unknown): SiteCommandAnswer {
  return typeof value === "object" && value !== null ? value : {};
}

/**
 * What a site command posted without script shows when it is not done: the translations to
 * confirm, or why it was refused, and the way back to the editor.
 */
export default function SiteCommandPage() {
  const answer = answerOf(useActionData());
  const busy = useNavigation().state !== "idle";
  const back = `/admin/site?section=${answer.section ?? "settings"}`;
  return (
    <div className="space-y-4">
      {answer.outdated ? (
        <PublishCheck
          outdated={answer.outdated}
          version={answer.openedAt ?? 0}
          sectionId={answer.section ?? "settings"}
          busy={busy}
        />
      ) : answer.formError ? (
        <FormAlert>{answer.formError}</FormAlert>
      ) : (
        // The address opened by itself (a bookmark, a link copied from the address bar).
        <p className="text-slate-700">
          Opening this address changes nothing: this is done with the buttons of the site editor.
        </p>
      )}
      <Link to={back} className="block font-semibold text-ev-700 text-sm hover:underline">
        Back to the site editor
      </Link>
    </div>
  );
}
