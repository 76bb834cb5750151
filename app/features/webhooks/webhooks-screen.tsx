import { Webhook } from "lucide-react";
import { Link } from "react-router";
import { CopyField } from "~/components/ui/copy-field";
import { formatDateTimeIn } from "~/lib/dates";
import { EndpointForm, type EndpointFormErrors, type EndpointFormValues } from "./endpoint-form";
import { eventsSummary } from "./events";

/** An endpoint as the list shows it (dates as ISO strings). */
export interface EndpointListRow {
  id: string;
  url: string;
  description: string;
  events: string[];
  enabled: boolean;
  failingSince: string | null;
  lastAttemptAt: string | null;
  lastState: string | null;
  lastStatus: number | null;
}

/** What /admin/webhooks's action answered. */
export type WebhooksAnswer =
  | { ok: true; id: string; url: string; secret: string }
  | { ok: false; errors: EndpointFormErrors; values: EndpointFormValues };

/** An endpoint's state as staff read it: 'Active', 'Failing since …' or 'Off'. */
export function EndpointState({
  enabled,
  failingSince,
  timeZone,
}: {
  enabled: boolean;
  failingSince: string | null;
  timeZone: string;
}) {
  if (!enabled)
    return (
      <span className="inline-flex rounded-full bg-slate-100 px-2.5 py-0.5 font-semibold text-slate-700 text-xs">
        Off
      </span>
    );
  if (failingSince)
    return (
      <span className="inline-flex rounded-full bg-red-50 px-2.5 py-0.5 font-semibold text-red-800 text-xs ring-1 ring-red-200">
        Failing since {formatDateTimeIn(failingSince, timeZone)}
      </span>
    );
  return (
    <span className="inline-flex rounded-full bg-ev-50 px-2.5 py-0.5 font-semibold text-ev-800 text-xs ring-1 ring-ev-600/20">
      Active
    </span>
  );
}

/** /admin/webhooks: the endpoints, the secret of one just added (once), and the form to add one. */
export function WebhooksScreen({
  endpoints,
  answer,
  timeZone,
  deleted,
}: {
  endpoints: EndpointListRow[];
  answer: WebhooksAnswer | undefined;
  timeZone: string;
  /** An endpoint was just deleted. */
  deleted: boolean;
}) {
  const refused = answer && !answer.ok ? answer : undefined;
  return (
    <section aria-labelledby="webhooks-heading">
      <h2 id="webhooks-heading" className="font-semibold text-ink text-xl">
        Webhooks
      </h2>
      <p className="mt-1 max-w-2xl text-slate-600 text-sm">
        Other systems are told here when content is published, updated, unpublished or deleted, and
        when an application or a tender question arrives. Each delivery is signed with the
        endpoint's secret and retried for 24 hours. See{" "}
        <span className="font-mono">docs/webhooks.md</span> for verifying it.
      </p>
      {deleted ? (
        <p
          role="status"
          className="mt-4 rounded-xl bg-ev-50 px-4 py-3 text-ink text-sm ring-1 ring-ev-600/20"
        >
          Endpoint deleted.
        </p>
      ) : null}
      {answer?.ok ? <NewSecret answer={answer} /> : null}
      <h3 className="mt-8 font-semibold text-ink">Endpoints</h3>
      {endpoints.length === 0 ? (
        <div className="mt-3 flex flex-col items-center rounded-2xl border border-slate-300 border-dashed px-6 py-10 text-center text-slate-600">
          <Webhook aria-hidden="true" className="size-8 text-copper-600" strokeWidth={1.5} />
          <p className="mt-3">No endpoints yet. Add the address of a system to tell of changes.</p>
        </div>
      ) : (
        <ul
          aria-label="Endpoints"
          className="mt-3 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white"
        >
          {endpoints.map((endpoint) => (
            <li
              key={endpoint.id}
              className="grid gap-2 p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start sm:gap-4"
            >
              <div className="min-w-0">
                <Link
                  to={`/admin/webhooks/${endpoint.id}`}
                  className="font-mono font-semibold text-ev-800 text-sm underline-offset-2 [overflow-wrap:anywhere] hover:underline"
                >
                  {endpoint.url}
                </Link>
                {endpoint.description ? (
                  <p className="mt-0.5 text-slate-700 text-sm">{endpoint.description}</p>
                ) : null}
                <p className="mt-1 text-slate-500 text-xs">
                  {eventsSummary(endpoint.events)} ·{" "}
                  {endpoint.lastAttemptAt
                    ? `Last delivery ${formatDateTimeIn(endpoint.lastAttemptAt, timeZone)} (${endpoint.lastStatus ?? "no answer"})`
                    : "Nothing sent yet"}
                </p>
              </div>
              <div className="justify-self-start">
                <EndpointState
                  enabled={endpoint.enabled}
                  failingSince={endpoint.failingSince}
                  timeZone={timeZone}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-8">
        <EndpointForm
          key={answer?.ok ? answer.id : "new"}
          legend="Add endpoint"
          values={refused?.values ?? { url: "", description: "", events: [] }}
          errors={refused?.errors}
          submitLabel="Add endpoint"
          pendingLabel="Adding…"
        />
      </div>
    </section>
  );
}

/** The secret of the endpoint just added: shown this once, with a copy button. */
function NewSecret({ answer }: { answer: { id: string; url: string; secret: string } }) {
  return (
    <div role="status" className="mt-6 rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-300 sm:p-5">
      <p className="font-semibold text-ink">
        Added <span className="font-mono [overflow-wrap:anywhere]">{answer.url}</span>.
      </p>
      <p className="mt-1 text-amber-900 text-sm">
        Copy the signing secret now: it will not be shown again. The receiving system needs it to
        verify each delivery.
      </p>
      <div className="mt-3">
        <CopyField label="Signing secret" value={answer.secret} buttonLabel="Copy secret" />
      </div>
      <p className="mt-3 text-sm">
        <Link
          to={`/admin/webhooks/${answer.id}`}
          className="font-semibold text-ev-700 underline underline-offset-2 hover:text-ev-900"
        >
          Open the endpoint
        </Link>{" "}
        to send a test.
      </p>
    </div>
  );
}
