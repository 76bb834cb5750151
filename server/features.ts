/**
 * What the server takes from the application's features, in one place: accounts (sessions, rate
 * limits) and the contact form's e-mail notifier. No other module under server/ imports
 * app/features.
 */
import { type Auth, createAuth } from "../app/features/auth/auth.server";
import {
  type ContactNotifier,
  createContactNotifier,
} from "../app/features/contact/contact.server";
import type { Database } from "../db/client.server";
import type { Config } from "./config";
import type { Logger } from "./logger";

export {
  type Auth,
  authHeaders,
  SESSION_COOKIE_NAME,
} from "../app/features/auth/auth.server";
export { SIGNUP_MODES, type SignupMode } from "../app/features/auth/rules";
export type { ContactNotifier } from "../app/features/contact/contact.server";
export { pruneRateLimits } from "../app/lib/rate-limit.server";

/** The feature services one server instance shares across requests. */
export interface Features {
  auth: Auth;
  /** The contact form's secret (spam trap signatures, address hashes) and its e-mail notifier. */
  contact: { secret: string; notify?: ContactNotifier };
}

/** Makes the feature services for this configuration and database. */
export function createFeatures({
  config,
  logger,
  database,
  authSecret,
}: {
  config: Config;
  logger: Logger;
  database: Database;
  authSecret: string;
}): Features {
  const auth = createAuth({
    db: database.db,
    secret: authSecret,
    siteUrl: config.siteUrl,
    signupMode: config.signupMode,
    secureCookies: config.secureCookies,
    log: (level, message) => logger[level]({ component: "auth" }, message),
  });
  const notify =
    config.smtpUrl && config.contactNotifyEmail
      ? createContactNotifier({
          smtpUrl: config.smtpUrl,
          to: config.contactNotifyEmail,
          from: config.mailFrom,
          siteName: config.site.name,
        })
      : undefined;
  return { auth, contact: { secret: authSecret, notify } };
}
