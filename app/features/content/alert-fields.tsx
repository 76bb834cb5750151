import { formatLongDate } from "~/lib/dates";

/**
 * What an item's form says of the alerts it sends (kinds with an alert topic: articles, tenders,
 * positions), as the alerts feature works it out for the form's loader.
 */
export interface ItemAlertsView {
  /** No SMTP_URL on the server: nothing is sent. */
  off: boolean;
  /** The subscribers it would alert if it were published now. */
  audience: number;
  /** When it alerted, and how many: it never alerts again. */
  alerted: { subscribers: number; at: string } | null;
  /** 'Do not send alerts' as stored. */
  muted: boolean;
}

/** The form's marker that it carried the checkbox: only such a save changes what is stored. */
export const ALERT_CHOICE_SHOWN = "alertChoiceShown";

const subscribers = (n: number) =>
  `${n.toLocaleString("en-US")} ${n === 1 ? "subscriber" : "subscribers"}`;

/**
 * Under the Publication choice: how many subscribers the item alerts when it is published (or
 * did), and 'Do not send alerts'.
 */
export function AlertFields({ alerts }: { alerts: ItemAlertsView }) {
  const { alerted } = alerts;
  const audience = `${subscribers(alerts.audience)} will be alerted when this is published.`;
  const line = alerted
    ? `Alerted ${subscribers(alerted.subscribers)} on ${formatLongDate(alerted.at)}.`
    : alerts.off
      ? `Alerts are off: the server has no SMTP_URL, so no e-mail is sent (${subscribers(alerts.audience)} would be alerted).`
      : audience;
  return (
    <div className="space-y-2 rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200">
      <p className="text-slate-700 text-sm" data-testid="alert-audience">
        {line}
      </p>
      {alerted ? null : (
        <label className="flex items-center gap-3 font-medium text-ink text-sm">
          <input type="hidden" name={ALERT_CHOICE_SHOWN} value="1" />
          <input
            type="checkbox"
            name="noAlerts"
            defaultChecked={alerts.muted}
            className="size-5 rounded border-slate-300 accent-ev-700"
          />
          Do not send alerts
        </label>
      )}
    </div>
  );
}
