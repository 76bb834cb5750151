import { data } from "react-router";
import { InvalidAlertLink, UnsubscribePage } from "~/features/alerts/alert-pages";
import { readSubscription, unsubscribe } from "~/features/alerts/subscribe.server";
import { readAlertToken } from "~/features/alerts/tokens.server";
import { useLocale } from "~/locales/use-messages";
import type { Route } from "./+types/alert-unsubscribe";
import { AlertFrame, alertPageMeta } from "./alert-frame";
import { ALERT_PAGE_HEADERS } from "./alert-routes.server";

/**
 * /alerts/unsubscribe/<token>: the e-mails' unsubscribe link. A GET asks with a button; a POST
 * unsubscribes at once: the page's button, or a mail client's one-click unsubscribe (RFC 8058,
 * `List-Unsubscribe=One-Click`, sent by the mail provider with no cookie and no Origin). A link
 * whose subscription is already gone answers the same 200 (a client may send it twice).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (!readAlertToken(context.secret, "manage", params.token)) {
    return data({ valid: false, email: undefined }, { status: 404, headers: ALERT_PAGE_HEADERS });
  }
  // A link of ours whose subscription is gone: unsubscribed already (also after the POST here).
  const subscription = await readSubscription(context.db, context.secret, params.token);
  return data({ valid: true, email: subscription?.email }, { headers: ALERT_PAGE_HEADERS });
}

export async function action({ params, context, request }: Route.ActionArgs) {
  // The body (`List-Unsubscribe=One-Click`) says nothing the address does not: read, not needed.
  await request.text().catch(() => "");
  if (!readAlertToken(context.secret, "manage", params.token)) {
    return data({ done: false }, { status: 404, headers: ALERT_PAGE_HEADERS });
  }
  const deleted = await unsubscribe(context.db, context.secret, params.token);
  context.logger.info({ deleted }, "alerts: unsubscribed by link");
  return data({ done: true }, { headers: ALERT_PAGE_HEADERS });
}

/** Whatever was asked, the page is someone's own: never cached, never indexed. */
export function headers() {
  return ALERT_PAGE_HEADERS;
}

export const meta: Route.MetaFunction = alertPageMeta((t) => t.unsubscribeTitle);

export default function AlertUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const locale = useLocale();
  if (actionData?.done === false || !loaderData.valid)
    return <InvalidAlertLink Frame={AlertFrame} locale={locale} />;
  if (actionData?.done || !loaderData.email)
    return <UnsubscribePage Frame={AlertFrame} locale={locale} done />;
  return (
    <UnsubscribePage Frame={AlertFrame} locale={locale} email={loaderData.email} done={false} />
  );
}
