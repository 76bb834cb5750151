/**
 * What the server takes from the application's features, in one place: accounts (sessions, rate
 * limits), the contact form's e-mail notifier and the media library. No other module under
 * server/ imports app/features.
 */
import { type Auth, createAuth } from "../app/features/auth/auth.server";
import {
  type ContactNotifier,
  createContactNotifier,
} from "../app/features/contact/contact.server";
import {
  createMediaLibrary,
  type MediaLibrary,
  STALE_AFTER_MS,
} from "../app/features/media/library.server";
import { mediaStorageFor } from "../app/features/media/storage.server";
import { findMediaByHash } from "../app/features/media/store.server";
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
export { MEDIA_PATH } from "../app/features/media/files";
export type { MediaLibrary } from "../app/features/media/library.server";
export { MAX_UPLOAD_BODY_BYTES, MEDIA_UPLOAD_PATH } from "../app/features/media/rules";
export type { MediaStorage } from "../app/features/media/storage.server";
export { pruneRateLimits } from "../app/lib/rate-limit.server";

/** The feature services one server instance shares across requests. */
export interface Features {
  auth: Auth;
  /** The contact form's secret (spam trap signatures, address hashes) and its e-mail notifier. */
  contact: { secret: string; notify?: ContactNotifier };
  media: MediaLibrary;
  /** The uploaded name of a PDF in the library, by its content hash. */
  documentName: (hash: string) => Promise<string | undefined>;
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
  const media = createMediaLibrary({
    db: database.db,
    storage: mediaStorageFor(config.media),
    logger,
    // Only one server runs on an embedded database: at its start, unfinished work is its own.
    staleAfterMs: database.kind === "embedded" ? 0 : STALE_AFTER_MS,
  });
  const documentName = async (hash: string) =>
    (await findMediaByHash(database.db, hash))?.originalName;
  return { auth, contact: { secret: authSecret, notify }, media, documentName };
}
