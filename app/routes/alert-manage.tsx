import { data } from "react-router";
import { InvalidAlertLink, ManagePage } from "~/features/alerts/alert-pages";
import { languageOf, readAlertChoices } from "~/features/alerts/choices";
import {
  type ManageResult,
  readSubscription,
  setPaused,
  updateSubscription,
} from "~/features/alerts/subscribe.server";
import { ALERT_PATHS } from "~/features/alerts/tokens.server";
import { readForm } from "~/lib/forms";
import type { RouteHandle } from "~/lib/hydration";
import { localizedPath } from "~/lib/i18n";
import { useLocale } from "~/locales/use-messages";
import type { Route } from "./+types/alert-manage";
import { AlertFrame, alertPageMeta } from "./alert-frame";
import { ALERT_PAGE_HEADERS, requestLocale } from "./alert-routes.server";

/**
 * /alerts/manage/<token> ('Manage your alerts', linked from every alert e-mail): change the
 * choices and the e-mails' language, pause or resume, unsubscribe. The link is the proof: no
 * sign-in. An unknown link (or a subscription deleted meanwhile): a clear page, 404.
 */
/** The page is a form of alert choices: the footer leaves its 'Get alerts' out. */
export const handle: RouteHandle = { ownsAlertsForm: true };

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const subscription = await readSubscription(context.db, context.secret, params.token);
  if (!subscription) {
    return data(
      { subscription: undefined, unsubscribeAction: "" },
      { status: 404, headers: ALERT_PAGE_HEADERS },
    );
  }
  const unsubscribeAction = localizedPath(
    ALERT_PATHS.unsubscribe(params.token),
    requestLocale(request),
  );
  return data({ subscription, unsubscribeAction }, { headers: ALERT_PAGE_HEADERS });
}

type ManageAnswer = ManageResult | { ok: false; gone: true };

export async function action({ params, context, request }: Route.ActionArgs) {
  const locale = requestLocale(request);
  const form = await readForm(request);
  const answer = (result: ManageAnswer, status = 200) =>
    data({ result }, { status, headers: ALERT_PAGE_HEADERS });
  const subscription = await readSubscription(context.db, context.secret, params.token);
  if (!subscription) return answer({ ok: false, gone: true }, 404);
  const intent = form.get("intent");
  if (intent === "pause" || intent === "resume") {
    return answer(await setPaused(context.db, subscription, intent === "pause"));
  }
  const result = await updateSubscription(
    context.db,
    subscription,
    readAlertChoices(form),
    languageOf(form.get("language")) ?? subscription.language,
    locale,
  );
  return answer(result, result.ok ? 200 : 400);
}

/** Whatever was asked, the page is someone's own: never cached, never indexed. */
export function headers() {
  return ALERT_PAGE_HEADERS;
}

export const meta: Route.MetaFunction = alertPageMeta((t) => t.manageTitle);

export default function AlertManage({ loaderData, actionData }: Route.ComponentProps) {
  const locale = useLocale();
  const result = actionData?.result;
  const subscription = loaderData.subscription;
  if (!subscription || (result && "gone" in result))
    return <InvalidAlertLink Frame={AlertFrame} locale={locale} />;
  const failed = result && !result.ok && "errors" in result ? result : undefined;
  return (
    <ManagePage
      Frame={AlertFrame}
      locale={locale}
      unsubscribeAction={loaderData.unsubscribeAction}
      data={{
        ...subscription,
        done: result?.ok ? result.done : undefined,
        errors: failed?.errors,
        posted: failed?.values,
        language: failed?.language ?? subscription.language,
      }}
    />
  );
}
