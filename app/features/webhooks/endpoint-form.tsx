import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { FormAlert, PrimaryButton, TextField } from "~/components/ui/form";
import { CONTENT_EVENT_GROUPS, OTHER_EVENT_CHOICES } from "./events";

/** What the form shows again after a refusal, or an endpoint's stored values. */
export interface EndpointFormValues {
  url: string;
  description: string;
  events: string[];
}

export type EndpointFormErrors = Partial<Record<"url" | "description" | "events", string>>;

const box = "size-4 shrink-0 rounded border-slate-400 text-ev-700 focus:ring-ev-600";

/**
 * Add or change an endpoint: its address, a description, and the events it follows (grouped by
 * kind, each kind with 'All', then the others). Works before the page's script runs.
 */
export function EndpointForm({
  legend,
  values,
  errors = {},
  submitLabel,
  pendingLabel,
}: {
  legend: string;
  values: EndpointFormValues;
  errors?: EndpointFormErrors;
  submitLabel: string;
  pendingLabel: string;
}) {
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === "save";
  const [chosen, setChosen] = useState(() => new Set(values.events));
  const toggle = (types: readonly string[], on: boolean) =>
    setChosen((before) => {
      const next = new Set(before);
      for (const type of types) {
        if (on) next.add(type);
        else next.delete(type);
      }
      return next;
    });
  const problems = Object.values(errors).filter(Boolean);
  return (
    <Form method="post" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <fieldset>
        <legend className="font-semibold text-ink text-lg">{legend}</legend>
        <input type="hidden" name="intent" value="save" />
        <div className="mt-4">
          <FormAlert>
            {problems.length > 0 ? "The endpoint was not saved: see the fields marked." : null}
          </FormAlert>
        </div>
        <div className="mt-4 grid gap-4 lg:grid-cols-2">
          <TextField
            label="Address (URL)"
            name="url"
            type="url"
            inputMode="url"
            required
            autoComplete="off"
            spellCheck={false}
            placeholder="https://example.com/hooks"
            defaultValue={values.url}
            error={errors.url}
            hint="Deliveries are POSTed here as JSON, signed with the endpoint's secret."
          />
          <TextField
            label="Description"
            name="description"
            maxLength={200}
            defaultValue={values.description}
            error={errors.description}
            hint="Optional: which system this is, who looks after it."
          />
        </div>
        <fieldset
          className="mt-6"
          aria-describedby={errors.events ? "endpoint-events-error" : undefined}
        >
          <legend className="font-medium text-ink text-sm">Events</legend>
          {errors.events ? (
            <p id="endpoint-events-error" className="mt-1 text-red-700 text-sm">
              {errors.events}
            </p>
          ) : null}
          <div className="mt-3 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {CONTENT_EVENT_GROUPS.map((group) => {
              const types = group.events.map((event) => event.type);
              const all = types.every((type) => chosen.has(type));
              return (
                <fieldset
                  key={group.kind}
                  className="rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200"
                >
                  <legend className="sr-only">{group.label}</legend>
                  <div className="flex items-center justify-between gap-3">
                    <span aria-hidden="true" className="font-semibold text-ink text-sm">
                      {group.label}
                    </span>
                    <label className="inline-flex items-center gap-2 text-slate-700 text-sm">
                      <input
                        type="checkbox"
                        className={box}
                        checked={all}
                        onChange={(event) => toggle(types, event.currentTarget.checked)}
                      />
                      All<span className="sr-only"> {group.label} events</span>
                    </label>
                  </div>
                  <ul className="mt-2 space-y-1.5">
                    {group.events.map((event) => (
                      <li key={event.type}>
                        <label className="flex items-center gap-2 text-sm">
                          <input
                            type="checkbox"
                            name="events"
                            value={event.type}
                            className={box}
                            checked={chosen.has(event.type)}
                            onChange={(change) =>
                              toggle([event.type], change.currentTarget.checked)
                            }
                          />
                          <span className="font-mono text-slate-800 [overflow-wrap:anywhere]">
                            {event.type}
                          </span>
                        </label>
                      </li>
                    ))}
                  </ul>
                </fieldset>
              );
            })}
            <fieldset className="rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200">
              <legend className="sr-only">Other events</legend>
              <span aria-hidden="true" className="font-semibold text-ink text-sm">
                Other events
              </span>
              <ul className="mt-2 space-y-1.5">
                {OTHER_EVENT_CHOICES.map((choice) => (
                  <li key={choice.type}>
                    <label className="flex items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        name="events"
                        value={choice.type}
                        className={box}
                        checked={chosen.has(choice.type)}
                        onChange={(change) => toggle([choice.type], change.currentTarget.checked)}
                      />
                      <span>
                        {choice.label}{" "}
                        <span className="font-mono text-slate-500 text-xs">({choice.type})</span>
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          </div>
        </fieldset>
        <div className="mt-6">
          <PrimaryButton pending={pending} pendingLabel={pendingLabel}>
            {submitLabel}
          </PrimaryButton>
        </div>
      </fieldset>
    </Form>
  );
}
