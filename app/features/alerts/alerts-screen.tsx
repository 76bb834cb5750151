import { Download, Send, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { formatDateTime } from "~/lib/dates";
import { LOCALE_ENGLISH_NAMES } from "~/lib/i18n";
import { ALERT_TOPICS, SITE_LANGUAGES } from "../../../db/enums";
import { ALERT_TOPIC_LABELS } from "./topics";

/** What the Alerts screen's loader gives it (dates as ISO strings). */
export interface AlertsScreenData {
  /** Whether the server sends alerts (SMTP_URL is set). */
  sending: boolean;
  /** The signed-in person's address: where the test alert goes. */
  ownAddress: string;
  sentWithinDays: number;
  subscribers: {
    confirmed: number;
    pending: number;
    paused: number;
    suppressed: number;
    byTopic: Record<(typeof ALERT_TOPICS)[number], number>;
    byLanguage: Record<(typeof SITE_LANGUAGES)[number], number>;
  };
  queue: { waiting: number; sent: number; failed: number; suppressed: number };
  failures: { id: string; address: string; reason: string; at: string; retrying: boolean }[];
  suppressed: { address: string; reason: string; at: string }[];
  /** The address searched for (`?address=`), and the subscriber found, if any. */
  search: {
    address: string;
    found: {
      id: string;
      address: string;
      language: (typeof SITE_LANGUAGES)[number];
      frequency: string;
      topics: string;
      state: string;
      confirmedAt: string | null;
      suppressedReason: string | null;
    } | null;
  } | null;
}

/** What one of the screen's commands answered. */
export type AlertsAnswer =
  | { intent: "send-test"; result: "sent" | "failed" | "off" }
  | { intent: "delete-subscriber"; result: "deleted" | "not-found" };

const BUTTON =
  "inline-flex items-center justify-center gap-2 rounded-full bg-ev-700 px-5 py-2.5 font-semibold text-sm text-white transition hover:bg-ev-900 disabled:cursor-wait disabled:opacity-70";
const QUIET_BUTTON =
  "inline-flex items-center justify-center gap-2 rounded-full px-4 py-2 font-semibold text-ink text-sm ring-1 ring-slate-300 transition hover:bg-slate-50";
const DANGER_BUTTON =
  "inline-flex items-center justify-center gap-2 rounded-full bg-red-700 px-5 py-2.5 font-semibold text-sm text-white transition hover:bg-red-800";

const ANSWERS: Record<string, { text: string; ok: boolean }> = {
  "send-test:sent": { text: "Test alert sent. Look for it in your inbox.", ok: true },
  "send-test:failed": {
    text: "The test alert was not sent: the SMTP server did not take it. See the server's log.",
    ok: false,
  },
  "send-test:off": { text: "Alerts are not sent: the server has no SMTP_URL.", ok: false },
  "delete-subscriber:deleted": {
    text: "Subscriber deleted, with their alerts and messages.",
    ok: true,
  },
  "delete-subscriber:not-found": {
    text: "That subscriber was already deleted.",
    ok: false,
  },
};

/**
 * /admin/alerts: who subscribed (by state, topic and language), the queue of alert e-mails and
 * what failed, a test send to oneself, the CSV export, and finding and deleting a subscriber on
 * request. Plain forms: every command works without script.
 */
export function AlertsScreen({ view, answer }: { view: AlertsScreenData; answer?: AlertsAnswer }) {
  const said = answer ? ANSWERS[`${answer.intent}:${answer.result}`] : undefined;
  return (
    <div className="grid gap-8">
      <div>
        <h2 className="font-semibold text-ink text-xl">Alerts</h2>
        <p className="mt-1 text-slate-600 text-sm">
          Visitors who asked for e-mails of new articles, tenders and positions ('Get alerts').
        </p>
      </div>
      {view.sending ? null : (
        <p
          role="status"
          className="flex items-start gap-3 rounded-xl bg-amber-50 px-4 py-3 text-amber-950 text-sm ring-1 ring-amber-300"
        >
          <TriangleAlert aria-hidden="true" size={18} className="mt-0.5 shrink-0" />
          <span>
            Alerts are not sent: the server has no SMTP_URL. Visitors cannot subscribe and nothing
            is queued until it is set.
          </span>
        </p>
      )}
      {said ? (
        <p
          role={said.ok ? "status" : "alert"}
          className={`rounded-xl px-4 py-3 text-sm ring-1 ${
            said.ok ? "bg-ev-50 text-ev-900 ring-ev-100" : "bg-red-50 text-red-900 ring-red-200"
          }`}
        >
          {said.text}
        </p>
      ) : null}
      <Subscribers view={view} />
      <Queue view={view} />
      <Tools view={view} />
      <FindSubscriber view={view} />
    </div>
  );
}

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="font-semibold text-ink text-lg">
        {title}
      </h3>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** A row of counts as a small definition list: two columns on a phone, four on a wide screen. */
function Counts({ items }: { items: [label: string, value: number][] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {items.map(([label, value]) => (
        <div key={label} className="rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200">
          <dt className="text-slate-600 text-sm">{label}</dt>
          <dd className="font-semibold text-2xl text-ink tabular-nums">
            {value.toLocaleString("en-US")}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Subscribers({ view }: { view: AlertsScreenData }) {
  const { subscribers } = view;
  return (
    <Panel id="subscribers" title="Subscribers">
      <Counts
        items={[
          ["Confirmed", subscribers.confirmed],
          ["Pending", subscribers.pending],
          ["Paused", subscribers.paused],
          ["Suppressed", subscribers.suppressed],
        ]}
      />
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <CountTable
          caption="Confirmed subscribers by topic"
          heading="Topic"
          rows={ALERT_TOPICS.map((topic) => [
            ALERT_TOPIC_LABELS[topic],
            subscribers.byTopic[topic],
          ])}
        />
        <CountTable
          caption="Confirmed subscribers by language"
          heading="Language"
          rows={SITE_LANGUAGES.map((language) => [
            LOCALE_ENGLISH_NAMES[language],
            subscribers.byLanguage[language],
          ])}
        />
      </div>
    </Panel>
  );
}

function CountTable({
  caption,
  heading,
  rows,
}: {
  caption: string;
  heading: string;
  rows: [label: string, value: number][];
}) {
  return (
    <table className="w-full text-sm">
      <caption className="pb-2 text-left font-medium text-ink">{caption}</caption>
      <thead>
        <tr className="border-slate-200 border-b text-left text-slate-600">
          <th scope="col" className="py-2 pr-4 font-medium">
            {heading}
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            Subscribers
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label} className="border-slate-100 border-b">
            <th scope="row" className="py-2 pr-4 text-left font-normal text-ink">
              {label}
            </th>
            <td className="py-2 text-right text-ink tabular-nums">
              {value.toLocaleString("en-US")}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Queue({ view }: { view: AlertsScreenData }) {
  const { queue, failures, suppressed } = view;
  return (
    <Panel id="queue" title="Alert e-mails">
      <Counts
        items={[
          ["Waiting", queue.waiting],
          [`Sent (last ${view.sentWithinDays} days)`, queue.sent],
          ["Failed", queue.failed],
          ["Suppressed", queue.suppressed],
        ]}
      />
      <h4 className="mt-6 font-medium text-ink">Recent failures</h4>
      {failures.length === 0 ? (
        <p className="mt-2 text-slate-600 text-sm">No e-mail has failed.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200 rounded-xl ring-1 ring-slate-200">
          {failures.map((failure) => (
            <li key={failure.id} className="px-4 py-3 text-sm">
              <p className="break-all font-medium text-ink">{failure.address}</p>
              <p className="break-words text-slate-700">{failure.reason}</p>
              <p className="text-slate-600">
                {formatDateTime(failure.at)}
                {failure.retrying ? " · will be tried again" : " · given up"}
              </p>
            </li>
          ))}
        </ul>
      )}
      <h4 className="mt-6 font-medium text-ink">Suppressed addresses</h4>
      <p className="mt-1 text-slate-600 text-sm">
        The mail server refused these addresses for good: nothing more is sent to them.
      </p>
      {suppressed.length === 0 ? (
        <p className="mt-2 text-slate-600 text-sm">None.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200 rounded-xl ring-1 ring-slate-200">
          {suppressed.map((row) => (
            <li key={row.address} className="px-4 py-3 text-sm">
              <p className="break-all font-medium text-ink">{row.address}</p>
              <p className="break-words text-slate-700">{row.reason}</p>
              <p className="text-slate-600">Since {formatDateTime(row.at)}</p>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function Tools({ view }: { view: AlertsScreenData }) {
  const navigation = useNavigation();
  const sending = navigation.formData?.get("intent") === "send-test";
  return (
    <Panel id="tools" title="Test and export">
      <div className="flex flex-wrap items-center gap-3">
        <Form method="post">
          <input type="hidden" name="intent" value="send-test" />
          <button type="submit" className={BUTTON} disabled={!view.sending || sending}>
            <Send aria-hidden="true" size={16} />
            Send a test alert to me
          </button>
        </Form>
        <a href="/admin/alerts/subscribers.csv" download className={QUIET_BUTTON}>
          <Download aria-hidden="true" size={16} />
          Export subscribers (CSV)
        </a>
      </div>
      <p className="mt-2 text-slate-600 text-sm">
        The test alert goes to {view.ownAddress}. The export holds personal data: it is recorded in
        the activity log.
      </p>
    </Panel>
  );
}

function FindSubscriber({ view }: { view: AlertsScreenData }) {
  const { search } = view;
  const found = search?.found;
  return (
    <Panel id="find" title="Find a subscriber">
      <Form method="get" className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 grow sm:max-w-sm">
          <label htmlFor="find-address" className="block font-medium text-ink text-sm">
            Email Address
          </label>
          <input
            id="find-address"
            type="email"
            name="address"
            required
            defaultValue={search?.address ?? ""}
            className="mt-1.5 w-full rounded-xl border border-slate-300 bg-white px-4 py-2.5 text-ink focus:border-ev-600"
          />
        </div>
        <button type="submit" className={QUIET_BUTTON}>
          Find
        </button>
      </Form>
      {search && !found ? (
        <p role="status" className="mt-3 text-slate-700 text-sm">
          No subscriber has this address.
        </p>
      ) : null}
      {found ? (
        <div className="mt-4 rounded-xl px-4 py-3 ring-1 ring-slate-200">
          <p className="break-all font-medium text-ink">{found.address}</p>
          <p className="mt-1 text-slate-700 text-sm">
            {found.state} · {found.topics || "no topic"} · {found.frequency} ·{" "}
            {LOCALE_ENGLISH_NAMES[found.language]}
            {found.confirmedAt ? ` · confirmed ${formatDateTime(found.confirmedAt)}` : ""}
          </p>
          {found.suppressedReason ? (
            <p className="mt-1 break-words text-slate-700 text-sm">
              Suppressed: {found.suppressedReason}
            </p>
          ) : null}
          <details className="mt-3 text-sm">
            <summary className="cursor-pointer font-semibold text-red-700">
              Delete subscriber
            </summary>
            <Form method="post" className="mt-2 flex flex-wrap items-center gap-2">
              <input type="hidden" name="intent" value="delete-subscriber" />
              <input type="hidden" name="target" value={found.id} />
              <span className="text-slate-600">
                Delete this subscriber and their alerts for good?
              </span>
              <button type="submit" className={DANGER_BUTTON}>
                Delete for good
              </button>
            </Form>
          </details>
        </div>
      ) : null}
    </Panel>
  );
}
