import { ArrowLeft, Power, Send, Trash2 } from "lucide-react";
import { useState } from "react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { formatDateTimeIn } from "~/lib/dates";
import { EndpointForm, type EndpointFormErrors, type EndpointFormValues } from "./endpoint-form";
import { EndpointState } from "./webhooks-screen";

/** One endpoint and its newest deliveries (dates as ISO strings). */
export interface EndpointScreenData {
  endpoint: {
    id: string;
    url: string;
    description: string;
    events: string[];
    enabled: boolean;
    failingSince: string | null;
  };
  deliveries: {
    id: string;
    type: string;
    at: string;
    state: "waiting" | "delivered" | "failed";
    lastStatus: number | null;
    lastDurationMs: number | null;
    lastError: string | null;
    attempts: number;
    nextAttemptAt: string | null;
  }[];
  timeZone: string;
}

/** What the endpoint's action answered. */
export type EndpointAnswer =
  | { intent: "save"; ok: true }
  | { intent: "save"; ok: false; errors: EndpointFormErrors; values: EndpointFormValues }
  | { intent: "test" | "redeliver" | "toggle"; ok: true; message: string };

const secondary =
  "inline-flex items-center justify-center gap-2 rounded-full px-4 py-2 font-semibold text-ev-700 text-sm ring-1 ring-ev-600/30 hover:bg-ev-50 disabled:cursor-wait disabled:opacity-70";

/** 'Send test', turn off/on and delete; the delivery log with 'Redeliver'; the endpoint's form. */
export function EndpointScreen({
  view,
  answer,
}: {
  view: EndpointScreenData;
  answer: EndpointAnswer | undefined;
}) {
  const { endpoint, deliveries, timeZone } = view;
  const navigation = useNavigation();
  const submit = useSubmit();
  const [confirming, setConfirming] = useState(false);
  const busy = navigation.state !== "idle" ? navigation.formData?.get("intent") : undefined;
  const refused = answer?.intent === "save" && !answer.ok ? answer : undefined;
  const message =
    answer && "message" in answer
      ? answer.message
      : answer?.intent === "save" && answer.ok
        ? "Saved."
        : null;
  return (
    <section aria-labelledby="endpoint-heading">
      <Link
        to="/admin/webhooks"
        className="inline-flex items-center gap-1 font-semibold text-ev-700 text-sm hover:text-ev-900"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> All webhooks
      </Link>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h2
          id="endpoint-heading"
          className="min-w-0 font-mono font-semibold text-ink text-lg [overflow-wrap:anywhere]"
        >
          {endpoint.url}
        </h2>
        <EndpointState
          enabled={endpoint.enabled}
          failingSince={endpoint.failingSince}
          timeZone={timeZone}
        />
      </div>
      {endpoint.description ? (
        <p className="mt-1 text-slate-700 text-sm">{endpoint.description}</p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-3">
        <Form method="post">
          <input type="hidden" name="intent" value="test" />
          <button type="submit" className={secondary} disabled={busy === "test"}>
            <Send aria-hidden="true" className="size-4" />
            {busy === "test" ? "Sending…" : "Send test"}
          </button>
        </Form>
        <Form method="post">
          <input type="hidden" name="intent" value="toggle" />
          <input type="hidden" name="enabled" value={endpoint.enabled ? "false" : "true"} />
          <button type="submit" className={secondary} disabled={busy === "toggle"}>
            <Power aria-hidden="true" className="size-4" />
            {endpoint.enabled ? "Turn off" : "Turn on"}
          </button>
        </Form>
        <button
          type="button"
          onClick={() => setConfirming(true)}
          disabled={busy === "delete"}
          className="inline-flex items-center gap-2 rounded-full px-4 py-2 font-semibold text-red-700 text-sm ring-1 ring-red-700/30 hover:bg-red-50 disabled:cursor-wait"
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {busy === "delete" ? "Deleting…" : "Delete endpoint"}
        </button>
      </div>
      <p role="status" className="mt-3 text-ev-800 text-sm empty:hidden">
        {message}
      </p>
      <DeliveryLog deliveries={deliveries} timeZone={timeZone} busy={busy === "redeliver"} />
      <div className="mt-10">
        <EndpointForm
          legend="Change endpoint"
          values={refused?.values ?? endpoint}
          errors={refused?.errors}
          submitLabel="Save changes"
          pendingLabel="Saving…"
        />
      </div>
      <ConfirmDialog
        open={confirming}
        title="Delete this endpoint?"
        message="Nothing more is sent to it, and its delivery log is deleted with it. The receiving system keeps what it received."
        confirmLabel="Delete endpoint"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          submit({ intent: "delete" }, { method: "post" });
        }}
      />
    </section>
  );
}

/** 'HH:MM:SS' in the site's time zone: what a redelivery's name says of its event. */
function timeOf(at: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    timeZone,
  }).format(new Date(at));
}

function stateText(row: EndpointScreenData["deliveries"][number]): string {
  const status =
    row.lastStatus === null ? (row.attempts > 0 ? "no answer" : null) : `HTTP ${row.lastStatus}`;
  const label = { waiting: "Waiting", delivered: "Delivered", failed: "Failed" }[row.state];
  return status ? `${label} (${status})` : label;
}

const stateClass = {
  waiting: "text-amber-800",
  delivered: "text-ev-800",
  failed: "text-red-800",
} as const;

/** The newest deliveries, each with its last attempt and 'Redeliver'. */
function DeliveryLog({
  deliveries,
  timeZone,
  busy,
}: {
  deliveries: EndpointScreenData["deliveries"];
  timeZone: string;
  busy: boolean;
}) {
  // Each 'Redeliver' is named by its event and time, numbered when two would read the same.
  const seen = new Map<string, number>();
  const names = deliveries.map((row) => {
    const name = `Redeliver ${row.type} of ${timeOf(row.at, timeZone)}`;
    const n = (seen.get(name) ?? 0) + 1;
    seen.set(name, n);
    return n === 1 ? name : `${name} (${n})`;
  });
  return (
    <section aria-labelledby="delivery-log-heading" className="mt-8">
      <h3 id="delivery-log-heading" className="font-semibold text-ink">
        Delivery log
      </h3>
      {deliveries.length === 0 ? (
        <p className="mt-3 rounded-2xl border border-slate-300 border-dashed px-6 py-8 text-center text-slate-600">
          Nothing sent yet. 'Send test' sends a first delivery.
        </p>
      ) : (
        <ul
          aria-label="Deliveries"
          className="mt-3 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white"
        >
          {deliveries.map((row, index) => (
            <li
              key={row.id}
              className="grid gap-2 p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:gap-4"
            >
              <div className="min-w-0">
                <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                  <span className="font-mono font-semibold text-ink text-sm [overflow-wrap:anywhere]">
                    {row.type}
                  </span>
                  <span className={`font-semibold text-sm ${stateClass[row.state]}`}>
                    {stateText(row)}
                  </span>
                </p>
                <p className="mt-1 text-slate-600 text-xs">
                  {formatDateTimeIn(row.at, timeZone)}
                  {row.lastDurationMs !== null ? ` · ${row.lastDurationMs} ms` : ""}
                  {` · ${row.attempts} ${row.attempts === 1 ? "attempt" : "attempts"}`}
                  {row.nextAttemptAt
                    ? ` · next try ${formatDateTimeIn(row.nextAttemptAt, timeZone)}`
                    : ""}
                </p>
                {row.lastError ? (
                  <p className="mt-1 text-red-800 text-xs [overflow-wrap:anywhere]">
                    {row.lastError}
                  </p>
                ) : null}
              </div>
              <Form method="post">
                <input type="hidden" name="intent" value="redeliver" />
                <input type="hidden" name="delivery" value={row.id} />
                <button
                  type="submit"
                  aria-label={names[index]}
                  disabled={busy}
                  className="rounded-full px-3 py-1.5 font-semibold text-ev-700 text-sm ring-1 ring-ev-600/30 hover:bg-ev-50 disabled:cursor-wait disabled:opacity-70"
                >
                  Redeliver
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
