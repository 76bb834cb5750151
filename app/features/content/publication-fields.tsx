import { useState } from "react";
import { timeZoneName } from "~/lib/dates";
import { PUBLICATIONS, type Publication } from "./fields";

const LABELS: Record<Publication, string> = {
  draft: "Draft",
  published: "Publish immediately",
  schedule: "Schedule",
};

/**
 * Publication as one choice: 'Draft', 'Publish immediately' (the specification's meaning: public
 * now, its time set by every save) or 'Schedule' with its 'Publish at' date and time in the
 * site's time zone.
 */
export function PublicationFields({
  publication,
  publishAt,
  timeZone,
  errors,
}: {
  publication: Publication;
  publishAt: string;
  timeZone: string;
  errors: Record<string, string>;
}) {
  const [chosen, setChosen] = useState(publication);
  const error = errors.publishAt ?? errors.schedule ?? errors.publication;
  return (
    <fieldset className="space-y-3" aria-describedby="publishAt-error">
      <legend className="font-medium text-ink text-sm">Publication</legend>
      <div className="flex flex-wrap gap-x-8 gap-y-3">
        {PUBLICATIONS.map((value) => (
          <label key={value} className="flex items-center gap-3 font-medium text-ink">
            <input
              type="radio"
              name="publication"
              value={value}
              checked={chosen === value}
              aria-controls={value === "schedule" ? "field-publishAt" : undefined}
              onChange={() => setChosen(value)}
              className="size-5 border-slate-300 accent-ev-700"
            />
            {LABELS[value]}
          </label>
        ))}
      </div>
      <div hidden={chosen !== "schedule"} className="max-w-sm">
        <label htmlFor="field-publishAt" className="block font-medium text-ink text-sm">
          Publish at
        </label>
        <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1">
          <input
            id="field-publishAt"
            type="datetime-local"
            name="publishAt"
            defaultValue={publishAt}
            required={chosen === "schedule"}
            aria-invalid={error ? true : undefined}
            aria-describedby="publishAt-zone publishAt-error"
            className="rounded-xl border border-slate-300 bg-white px-4 py-2.5 text-ink focus:border-ev-600"
          />
          <span id="publishAt-zone" className="text-slate-600 text-sm">
            {timeZoneName(timeZone)}
          </span>
        </div>
      </div>
      <p id="publishAt-error" className="text-red-700 text-sm empty:hidden" role="alert">
        {error}
      </p>
    </fieldset>
  );
}
