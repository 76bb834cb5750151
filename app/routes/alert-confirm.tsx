import { data } from "react-router";
import { ConfirmPage, InvalidAlertLink } from "~/features/alerts/alert-pages";
import { confirm, readConfirmation } from "~/features/alerts/subscribe.server";
import { ALERT_PATHS, alertToken } from "~/features/alerts/tokens.server";
import { localizedPath } from "~/lib/i18n";
import { useLocale } from "~/locales/use-messages";
import type { Route } from "./+types/alert-confirm";
import { AlertFrame, alertPageMeta } from "./alert-frame";
import { ALERT_PAGE_HEADERS, requestLocale } from "./alert-routes.server";

/**
 * /alerts/confirm/<token>: the confirmation e-mail's link. A GET only shows what would be
 * confirmed and a 'Confirm' button (mail scanners open links); its POST confirms. An unknown or
 * forgotten request: a clear page, 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const view = await readConfirmation(context.db, context.secret, params.token);
  if (!view) return data({ view: undefined }, { status: 404, headers: ALERT_PAGE_HEADERS });
  return data({ view }, { headers: ALERT_PAGE_HEADERS });
}

export async function action({ params, context, request }: Route.ActionArgs) {
  await request.text().catch(() => "");
  const confirmed = await confirm(context.db, context.secret, params.token);
  context.logger.info({ confirmed: Boolean(confirmed) }, "alerts: confirmation link used");
  if (!confirmed) {
    return data({ confirmed: false, manage: "" }, { status: 404, headers: ALERT_PAGE_HEADERS });
  }
  // The link proved the address: the page leads on to managing the subscription.
  const manage = localizedPath(
    ALERT_PATHS.manage(alertToken(context.secret, "manage", confirmed.id)),
    requestLocale(request),
  );
  return data({ confirmed: true, manage }, { headers: ALERT_PAGE_HEADERS });
}

/** Whatever was asked, the page is someone's own: never cached, never indexed. */
export function headers() {
  return ALERT_PAGE_HEADERS;
}

export const meta: Route.MetaFunction = alertPageMeta((t) => t.confirmTitle);

export default function AlertConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const locale = useLocale();
  const view = loaderData.view;
  if (!view || actionData?.confirmed === false)
    return <InvalidAlertLink Frame={AlertFrame} locale={locale} />;
  return (
    <ConfirmPage
      Frame={AlertFrame}
      locale={locale}
      email={view.email}
      topics={view.topics}
      frequency={view.frequency}
      confirmed={actionData?.confirmed === true}
      manageHref={actionData?.manage}
    />
  );
}
