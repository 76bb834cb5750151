/**
 * What the server takes from the application's features, in one place: accounts (sessions, rate
 * limits), the contact form's e-mail notifier and the media library. No other module under
 * server/ imports app/features.
 */
import path from "node:path";
import type { AlertServices } from "../app/features/alerts/sender";
import { createAlertSender } from "../app/features/alerts/sender.server";
import { pruneUnconfirmedAlerts } from "../app/features/alerts/subscribe.server";
import { type ContentApi, contentApi } from "../app/features/api/content-api.server";
import { resetPasswordMail } from "../app/features/auth/account-mail";
import { type Auth, createAuth, type PasswordHashing } from "../app/features/auth/auth.server";
import { pruneInvitations } from "../app/features/auth/invitations.server";
import { pruneKnownDevices } from "../app/features/auth/known-devices.server";
import { createProviderCheck, type ProviderCheck } from "../app/features/auth/oidc/leavers.server";
import { prunePendingSignIns } from "../app/features/auth/oidc/pending.server";
import {
  createSignInProviders,
  type SignInProviders,
} from "../app/features/auth/oidc/service.server";
import {
  privateFilesArePublic,
  purgeExpiredApplications,
  sweepOrphanCvs,
} from "../app/features/careers/applications.server";
import type { CareersServices } from "../app/features/careers/apply.server";
import {
  type ContactNotifier,
  createContactNotifier,
} from "../app/features/contact/contact.server";
import { purgeExpiredTrash } from "../app/features/content/versions/trash.server";
import { siteDay } from "../app/features/insight/day";
import {
  type NotFoundCounter,
  notFoundCounter,
  pruneNotFoundLog,
} from "../app/features/insight/not-found.server";
import {
  forgetPastVisitors,
  type PageViewRecorder,
  pageViewRecorder,
} from "../app/features/insight/page-views.server";
import {
  pruneSearchLog,
  type SearchCounter,
  searchCounter,
} from "../app/features/insight/searches.server";
import type { LinkSources } from "../app/features/links/check.server";
import { createLinkChecker } from "../app/features/links/checker.server";
import type { LinkServices } from "../app/features/links/links";
import { imageWorkerProcess } from "../app/features/media/image-work.server";
import {
  createMediaLibrary,
  type MediaLibrary,
  STALE_AFTER_MS,
} from "../app/features/media/library.server";
import { mediaStorageFor } from "../app/features/media/storage.server";
import { findMediaByHash } from "../app/features/media/store.server";
import { createLegalPages } from "../app/features/pages/legal-pages.server";
import { type RedirectTable, redirectTable } from "../app/features/redirects/served.server";
import { SECTORS } from "../app/features/site/content";
import { SITE_SECTORS } from "../app/features/site-content/catalog";
import { siteDocumentLinks } from "../app/features/site-content/links.server";
import {
  PUBLIC_SETTINGS_SCHEMA,
  publicSettings,
} from "../app/features/site-content/public-settings.server";
import { type PublishedSite, publishedSite } from "../app/features/site-content/published.server";
import { purgeExpiredTenderData } from "../app/features/tenders/desk/retention.server";
import { pruneWebhookLog, recordWebhookEvent } from "../app/features/webhooks/queue.server";
import { createWebhookSender } from "../app/features/webhooks/sender.server";
import type { WebhookServices } from "../app/features/webhooks/webhooks";
import { API_COLLECTIONS } from "../app/kinds/api.server";
import { ALERTING_KINDS, allContentStores, publishedIdsBySlug } from "../app/kinds/registry.server";
import { WEBHOOK_SOURCES } from "../app/kinds/webhooks.server";
import { pruneActivity } from "../app/lib/activity.server";
import type { Announce } from "../app/lib/announce";
import { createMailer, type Mail, withLogo } from "../app/lib/mail.server";
import { pruneRateLimits } from "../app/lib/rate-limit.server";
import type { AppDatabase, Database } from "../db/client.server";
import type { Config } from "./config";
import type { Logger } from "./logger";

export { SIGNUP_MODES, type SignupMode } from "../app/config/accounts";
export type { AlertServices } from "../app/features/alerts/sender";
export {
  type Auth,
  authHeaders,
  type PasswordHashing,
  SESSION_COOKIE_NAME,
} from "../app/features/auth/auth.server";
export { sessionHasProviderMfa } from "../app/features/auth/oidc/sessions.server";
export { providerMfaAccepted } from "../app/features/auth/oidc/sign-in.server";
export { twoFactorRequired } from "../app/features/auth/two-factor.server";
export type { CareersServices } from "../app/features/careers/apply.server";
export type { ContactNotifier } from "../app/features/contact/contact.server";
export type { NotFoundCounter } from "../app/features/insight/not-found.server";
export { BEACON_BODY_BYTES, beaconOf } from "../app/features/insight/page-views";
export type { PageView, PageViewRecorder } from "../app/features/insight/page-views.server";
export type { SearchCounter } from "../app/features/insight/searches.server";
export type { LinkServices } from "../app/features/links/links";
export { MEDIA_PATH } from "../app/features/media/files";
export type { MediaLibrary } from "../app/features/media/library.server";
export {
  MEDIA_LIMITS,
  MEDIA_UPLOAD_PATH,
  uploadBodyBytes,
  uploadTooLargeMessage,
  VIDEO_UPLOAD_PATH,
} from "../app/features/media/rules";
export type { MediaStorage } from "../app/features/media/storage.server";
export type { RedirectTable } from "../app/features/redirects/served.server";
export { storedSiteDocument } from "../app/features/site-content/site-document";
export type { WebhookServices } from "../app/features/webhooks/webhooks";
export { nextScheduledAt } from "../app/kinds/registry.server";
export type { Announce } from "../app/lib/announce";
export type { ProviderCheck, SignInProviders };

/** The feature services one server instance shares across requests. */
export interface Features {
  auth: Auth;
  /** The contact form's secret (spam trap signatures, address hashes) and its e-mail notifier. */
  contact: { secret: string; notify?: ContactNotifier };
  media: MediaLibrary;
  /** Job applications: the private storage of their CVs, who is told, how long they are kept. */
  careers: CareersServices;
  /** The uploaded name of a PDF in the library, by its content hash. */
  documentName: (hash: string) => Promise<string | undefined>;
  /** Sends an e-mail in the background (failures are logged); undefined without SMTP_URL. */
  sendMail?: SendMail;
  /** The published site document (texts and settings staff edit at /admin/site). */
  publishedSite: PublishedSite;
  /** The alert sender (none without SMTP_URL) and its rate. */
  alerts: AlertServices;
  /** The link checker (weekly and on demand) and whether it asks other sites. */
  links: LinkServices;
  /** The webhook sender and the rules its targets follow. */
  webhooks: WebhookServices;
  /** Records an application or a tender question received, for the webhooks that follow it. */
  announce: Announce;
  /** The redirects this instance answers from memory, and the count of those followed. */
  redirects: RedirectTable;
  /** The site's searches, counted for Insight. */
  searches: SearchCounter;
  /** The public addresses that answered 404, counted for Insight. */
  notFound: NotFoundCounter;
  /** Insight: the public pages' views, counted without cookies (closed at shutdown). */
  insight: { views: PageViewRecorder };
  /**
   * Company sign-in (OpenID Connect): the providers' clients, and the check that ends the
   * sessions of people the providers removed (started by the server, every instance).
   */
  signIn: { providers: SignInProviders; check: ProviderCheck };
}

export type { PublishedSite };

/**
 * Sends in the background and logs a failure; the promise says whether the SMTP server took it
 * (never rejects), for the callers that tell staff what was not delivered.
 */
export type SendMail = (mail: Mail, what: string) => Promise<boolean>;

/** Makes the feature services for this configuration and database. */
export function createFeatures({
  config,
  logger,
  database,
  authSecret,
  imageWorker,
  passwordHashing,
}: {
  config: Config;
  logger: Logger;
  database: Database;
  authSecret: string;
  /** The image worker's entry: sharp runs in that child process instead of this one. */
  imageWorker?: string;
  /** See TestHooks.passwordHashing: the test build's only. */
  passwordHashing?: PasswordHashing;
}): Features {
  const mailer = config.smtpUrl
    ? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom })
    : undefined;
  const site = publishedSite(database.db, config.site);
  /** The mail under the site's uploaded logo, when there is one (the text alone otherwise). */
  const branded = async (mail: Mail): Promise<Mail> => {
    const logo = await site
      .identity()
      .then((identity) => ({ name: identity.name, image: identity.logos?.onLight }))
      .catch(() => undefined);
    if (!logo?.image) return mail;
    return withLogo(mail, {
      src: `${config.siteUrl}${logo.image.src}`,
      alt: logo.name,
      height: 40,
    });
  };
  /** Sends in the background: the request that asked for it never waits for the SMTP server. */
  const sendMail = mailer
    ? (mail: Mail, what: string) =>
        branded(mail)
          .then(mailer)
          .then(() => true)
          .catch((error: unknown) => {
            logger.error({ err: error, what }, "e-mail failed");
            return false;
          })
    : undefined;
  const auth = createAuth({
    db: database.db,
    secret: authSecret,
    siteUrl: config.siteUrl,
    signupMode: config.signupMode,
    secureCookies: config.secureCookies,
    issuer: config.site.name,
    sendResetPassword: (email, token) =>
      sendMail?.(
        resetPasswordMail({
          to: email,
          token,
          siteName: config.site.name,
          siteUrl: config.siteUrl,
        }),
        "password reset",
      ),
    log: (level, message) => logger[level]({ component: "auth" }, message),
    passwordHashing,
  });
  const notify =
    mailer && config.contactNotifyEmail
      ? createContactNotifier({
          mailer,
          to: config.contactNotifyEmail,
          siteName: config.site.name,
        })
      : undefined;
  const media = createMediaLibrary({
    db: database.db,
    storage: mediaStorageFor(config.media),
    logger,
    // Only one server runs on an embedded database: at its start, unfinished work is its own.
    staleAfterMs: database.kind === "embedded" ? 0 : STALE_AFTER_MS,
    scratchDir: path.join(config.dataDir, "tmp"),
    documentBytes: config.documentMaxBytes,
    images: imageWorker
      ? imageWorkerProcess(imageWorker, {
          onCrash: (reason) =>
            logger.error({ reason }, "image work failed; unfinished images are retried"),
        })
      : undefined,
  });
  // Alerts go through a pool of connections of their own: thousands of e-mails at a time.
  const alerts: AlertServices = {
    perMinute: config.alertsPerMinute,
    sender: config.smtpUrl
      ? createAlertSender({
          db: database.db,
          mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, connections: 4 }),
          logger,
          sources: ALERTING_KINDS,
          siteUrl: config.siteUrl,
          secret: authSecret,
          company: () => site.identity(),
          timeZone: config.site.timeZone,
          perMinute: config.alertsPerMinute,
          leaseMs: config.alertsClaimSeconds * 1000,
          ownsLeftClaims: database.kind === "embedded",
        })
      : undefined,
  };
  const links: LinkServices = {
    externalChecked: config.linkCheck.external,
    checker: createLinkChecker({
      db: database.db,
      logger,
      sources: linkSources(site),
      siteUrl: config.siteUrl,
      external: config.linkCheck.external
        ? {
            userAgent: `${config.site.name} link checker (+${config.siteUrl})`,
            concurrency: config.linkCheck.concurrency,
          }
        : null,
      everyDays: config.linkCheck.everyDays,
      ownsLeftClaim: database.kind === "embedded",
    }),
  };
  const webhooks: WebhookServices = {
    rules: { production: config.isProduction, allowPrivate: config.webhooks.allowPrivate },
    sender: createWebhookSender({
      db: database.db,
      logger,
      sources: WEBHOOK_SOURCES,
      siteUrl: config.siteUrl,
      secret: authSecret,
      rules: { production: config.isProduction, allowPrivate: config.webhooks.allowPrivate },
      siteName: config.site.name,
      ownsLeftClaims: database.kind === "embedded",
    }),
  };
  const announce: Announce = async (db, announcement) => {
    if (await recordWebhookEvent(db, announcement)) webhooks.sender.wake();
  };
  const views = pageViewRecorder({
    db: database.db,
    timeZone: config.site.timeZone,
    ownHosts: [new URL(config.siteUrl).hostname],
    sectors: SECTORS.map((sector) => sector.slug),
    publishedItems: (kind, slugs) => publishedIdsBySlug(database.db, kind, slugs),
    onError: (error) => logger.error({ err: error }, "counting page views failed; kept for later"),
  });
  const documentName = async (hash: string) =>
    (await findMediaByHash(database.db, hash))?.originalName;
  const signInProviders = createSignInProviders(config.oidc.providers, config.secureCookies);
  const providerCheck = createProviderCheck({
    db: database.db,
    clients: signInProviders.clients,
    secret: authSecret,
    everyMinutes: config.oidc.sessionCheckMinutes,
    logger,
  });
  const countingFailed = (what: string) => (error: unknown) =>
    logger.warn({ err: error }, `could not add the ${what} counted; kept for the next batch`);
  return {
    auth,
    contact: { secret: authSecret, notify },
    media,
    careers: {
      storage: mediaStorageFor(config.applications),
      notifyEmail: config.careersNotifyEmail,
      applicationDays: config.applicationDays,
    },
    documentName,
    sendMail,
    publishedSite: site,
    alerts,
    redirects: redirectTable({
      db: database.db,
      listen: database.listen,
      notify: database.notify,
      onError: (error) => logger.warn({ err: error }, "redirects: reading or counting failed"),
    }),
    searches: searchCounter({
      db: database.db,
      timeZone: config.site.timeZone,
      onError: countingFailed("searches"),
    }),
    notFound: notFoundCounter({ db: database.db, onError: countingFailed("404s") }),
    links,
    webhooks,
    announce,
    insight: { views },
    signIn: { providers: signInProviders, check: providerCheck },
  };
}

/**
 * Where the link checker finds links and what answers them: every registered kind's published
 * items (app/kinds), the published site document, and the sector pages.
 */
export function linkSources(site: Pick<PublishedSite, "document">): LinkSources {
  return {
    stores: allContentStores(),
    sitePaths: SITE_SECTORS.map((sector) => `/sector/${sector}`),
    siteLinks: async () => siteDocumentLinks(await site.document()),
  };
}

/** Writes the counts in hand (page views, redirects followed, searches, 404s): at shutdown. */
export async function closeCounters(features: Features): Promise<void> {
  await Promise.all([
    features.insight.views.close(),
    features.redirects.close(),
    features.searches.close(),
    features.notFound.close(),
  ]);
}

/**
 * The server's own upkeep, run at start and every hour by each instance (safe to run at once):
 * expired rate-limit counters, browsers unseen for 400 days, items in the trash longer than
 * TRASH_DAYS (deleted for good and logged), alert requests unconfirmed for 7 days, activity older
 * than ACTIVITY_DAYS, and, given the careers storage, applications APPLICATION_DAYS after their
 * position closed (with their CVs)
 * and CVs whose application is gone, and tender registrants' and askers' data TENDER_DAYS after
 * the award or cancellation; the 404 log's addresses unseen for 90 days (and past its cap); the
 * webhook events and attempts older than 30 days; and,
 * given the site's time zone, the search log's days past 180 and Insight's salts and visitors'
 * marks of the days before today. `now` is the clock (tests move it).
 */
export async function housekeeping(
  db: AppDatabase,
  {
    trashDays,
    activityDays,
    tenderDays,
    site,
  }: Pick<Config, "trashDays" | "activityDays"> & Partial<Pick<Config, "tenderDays" | "site">>,
  now = new Date(),
  careers?: Pick<CareersServices, "storage" | "applicationDays">,
): Promise<{
  purged: number;
  pruned: number;
  expiredApplications: number;
  expiredTenderData: number;
}> {
  await pruneRateLimits(db);
  await pruneKnownDevices(db);
  await pruneInvitations(db);
  await prunePendingSignIns(db);
  await pruneUnconfirmedAlerts(db, now);
  // Every registered kind's trash (app/kinds/registry.server.ts).
  const purged = await purgeExpiredTrash(db, allContentStores(), trashDays, now);
  const pruned = await pruneActivity(db, activityDays, now);
  let expiredApplications = 0;
  if (careers) {
    expiredApplications = await purgeExpiredApplications(
      db,
      careers.storage,
      careers.applicationDays,
      now,
    );
    await sweepOrphanCvs(db, careers.storage, now);
  }
  const expiredTenderData = tenderDays ? await purgeExpiredTenderData(db, tenderDays, now) : 0;
  await pruneNotFoundLog(db, now);
  await pruneWebhookLog(db, now);
  if (site) await pruneSearchLog(db, site.timeZone, now);
  if (site) await forgetPastVisitors(db, siteDay(now, site.timeZone));
  return { purged, pruned, expiredApplications, expiredTenderData };
}

/**
 * What a first start makes besides the site's texts: the Privacy Policy and Terms of Service as
 * pages (once per database; see createLegalPages). A failure is logged, not fatal: the template
 * pages answer meanwhile, and the next start tries again.
 */
export async function createFirstPages(
  db: AppDatabase,
  site: PublishedSite,
  logger: Logger,
): Promise<void> {
  try {
    const made = await createLegalPages(db, await site.identity());
    if (made.length > 0) logger.info({ pages: made }, "made the legal pages from their template");
  } catch (error) {
    logger.error({ err: error }, "could not make the legal pages");
  }
}

/**
 * With the media in a bucket served at S3_PUBLIC_URL: refuses (in production) or warns (else)
 * when applicants' CVs, under the bucket's private prefix, can be read at that public address.
 */
export async function checkApplicationsArePrivate(
  config: Pick<Config, "applications" | "isProduction">,
  careers: Pick<CareersServices, "storage">,
  logger: Logger,
  publicUrl: string | undefined,
): Promise<void> {
  const prefix = config.applications.s3?.prefix;
  if (!publicUrl || prefix === undefined) return;
  let exposed: boolean;
  try {
    exposed = await privateFilesArePublic(careers.storage, publicUrl, prefix);
  } catch (error) {
    logger.warn({ err: error }, "could not check that applicants' files are private");
    return;
  }
  if (!exposed) return;
  const message = `Applicants' CVs in the bucket's ${prefix} folder can be read at S3_PUBLIC_URL (${publicUrl}/${prefix}…). Exclude ${prefix}* from the bucket's public-read policy (docs/configuration.md, S3_PUBLIC_URL).`;
  if (config.isProduction) throw new Error(message);
  logger.warn(message);
}

export { API_BASE, type ApiResult, type ContentApi } from "../app/features/api/content-api.server";
export { PROBLEM_CONTENT_TYPE, type Problem, problem } from "../app/features/api/problem";

/**
 * The read-only content API's answers over every registered kind (server/content-api.ts serves
 * them at /api/v1/).
 */
export function createContentApi(options: {
  database: Database;
  site: PublishedSite;
  config: Config;
}): ContentApi {
  return contentApi({
    db: options.database.db,
    collections: API_COLLECTIONS,
    siteName: async () => (await options.site.identity()).name,
    settings: {
      read: (lang) =>
        publicSettings(options.database.db, options.site, options.config.siteUrl, lang),
      schema: PUBLIC_SETTINGS_SCHEMA,
    },
    siteUrl: options.config.siteUrl,
    tokensRequired: options.config.api.tokens.length > 0,
  });
}
