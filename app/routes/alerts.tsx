import { data } from "react-router";
import { SubscribePage } from "~/features/alerts/alert-pages";
import { readAlertChoices, readTrapFields } from "~/features/alerts/choices";
import { subscribe } from "~/features/alerts/subscribe.server";
import { signStartedAt } from "~/lib/form-trap.server";
import { readForm } from "~/lib/forms";
import type { RouteHandle } from "~/lib/hydration";
import { localizedPath } from "~/lib/i18n";
import { useLocale } from "~/locales/use-messages";
import type { Route } from "./+types/alerts";
import { AlertFrame, alertPageMeta } from "./alert-frame";
import {
  ALERT_PAGE_HEADERS,
  alertContext,
  postedBackPath,
  postedFormId,
  requestLocale,
} from "./alert-routes.server";

/** /alerts: the 'Get alerts' form as a page (where 'Subscribe again' leads). */
/** The page shows its own 'Get alerts' form: the footer leaves its one out. */
export const handle: RouteHandle = { ownsAlertsForm: true };

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  return data(
    { startedAt: signStartedAt(context.secret), back: localizedPath("/", locale) },
    { headers: ALERT_PAGE_HEADERS },
  );
}

/**
 * Every 'Get alerts' form posts here: the answer is this page with the form's answer (the page
 * script puts that form in place of the one sent; without it, the page links back).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const locale = requestLocale(request);
  const form = await readForm(request);
  const result = await subscribe(
    await alertContext(context),
    { values: readAlertChoices(form), ...readTrapFields(form) },
    locale,
  );
  return data(
    {
      result,
      formId: postedFormId(form.get("form")),
      back: postedBackPath(form.get("back"), locale),
    },
    { status: result.ok ? 200 : 400, headers: ALERT_PAGE_HEADERS },
  );
}

/** Whatever was asked, the page is someone's own: never cached, never indexed. */
export function headers() {
  return ALERT_PAGE_HEADERS;
}

export const meta: Route.MetaFunction = alertPageMeta((t) => t.heading);

export default function Alerts({ loaderData, actionData }: Route.ComponentProps) {
  const locale = useLocale();
  return (
    <SubscribePage
      Frame={AlertFrame}
      locale={locale}
      startedAt={loaderData.startedAt}
      formId={actionData?.formId ?? "alerts"}
      back={actionData?.back ?? loaderData.back}
      result={actionData?.result}
    />
  );
}
