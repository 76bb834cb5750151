import { HONEYPOT_FIELD, STARTED_FIELD } from "~/lib/form-trap";

/**
 * A public form's spam traps (checked by app/lib/form-trap.server.ts): the signed time the form
 * was first shown, kept when the form comes back with errors, and a field people never see and
 * never fill in.
 */
export function SpamTrapFields({ idPrefix, startedAt }: { idPrefix: string; startedAt: string }) {
  return (
    <>
      <input type="hidden" name={STARTED_FIELD} value={startedAt} />
      {/* Left empty by people, who never see it; bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${idPrefix}-website`}>Website</label>
        <input
          id={`${idPrefix}-website`}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
    </>
  );
}
