import { useState } from "react";

/**
 * 'Publish immediately' (the specification's checkbox) and, beside it, 'Schedule' with its
 * 'Publish at' date and time in the site's time zone. Choosing one clears the other.
 */
export function PublicationFields({
  published,
  schedule,
  publishAt,
  timeZone,
  errors,
}: {
  published: boolean;
  schedule: boolean;
  publishAt: string;
  timeZone: string;
  errors: Record<string, string>;
}) {
  const [now, setNow] = useState(published && !schedule);
  const [later, setLater] = useState(schedule);
  const error = errors.publishAt ?? errors.schedule;
  return (
    <fieldset className="space-y-3">
      <legend className="sr-only">Publication</legend>
      <div className="flex flex-wrap gap-x-8 gap-y-3">
        <label className="flex items-center gap-3 font-medium text-ink">
          <input
            type="checkbox"
            name="published"
            checked={now}
            onChange={(event) => {
              setNow(event.target.checked);
              if (event.target.checked) setLater(false);
            }}
            className="size-5 rounded border-slate-300 accent-ev-700"
          />
          Publish immediately
        </label>
        <label className="flex items-center gap-3 font-medium text-ink">
          <input
            type="checkbox"
            name="schedule"
            checked={later}
            aria-controls="field-publishAt"
            onChange={(event) => {
              setLater(event.target.checked);
              if (event.target.checked) setNow(false);
            }}
            className="size-5 rounded border-slate-300 accent-ev-700"
          />
          Schedule
        </label>
      </div>
      <div hidden={!later} className="max-w-sm">
        <label htmlFor="field-publishAt" className="block font-medium text-ink text-sm">
          Publish at
        </label>
        <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1">
          <input
            id="field-publishAt"
            type="datetime-local"
            name="publishAt"
            defaultValue={publishAt}
            required={later}
            aria-invalid={error ? true : undefined}
            aria-describedby="publishAt-zone publishAt-error"
            className="rounded-xl border border-slate-300 bg-white px-4 py-2.5 text-ink focus:border-ev-600"
          />
          <span id="publishAt-zone" className="text-slate-600 text-sm">
            {`${timeZone.replaceAll("_", " ")} time`}
          </span>
        </div>
      </div>
      <p id="publishAt-error" className="text-red-700 text-sm empty:hidden" role="alert">
        {error}
      </p>
    </fieldset>
  );
}
