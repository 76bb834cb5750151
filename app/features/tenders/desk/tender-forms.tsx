import type { Locale } from "~/lib/i18n";

/** What a post of the tender page's public forms answered. */
export type TenderFormsResult =
  | { form: "question" | "registration"; ok: true }
  | {
      form: "question" | "registration";
      ok: false;
      errors: Record<string, string>;
      values: Record<string, string>;
    };

/**
 * The tender page's public forms ('Register for updates', 'Ask a question'): none yet, the
 * tender's desk brings them.
 */
export function TenderForms(_props: {
  tender: { id: string; slug: string; questionsOpen: boolean; registrationOpen: boolean };
  locale: Locale;
  result?: TenderFormsResult;
}): React.JSX.Element | null {
  return null;
}
