import crypto from "node:crypto";
import type { AppLoadContext } from "react-router";
import type { SiteIdentity } from "../app/config/site";
import type { AppDatabase, Database } from "../db/client.server";
import type { Config } from "./config";
import type {
  AlertServices,
  Announce,
  Auth,
  CareersServices,
  ContactNotifier,
  Features,
  LinkServices,
  MediaLibrary,
  PublishedSite,
  RedirectTable,
  SearchCounter,
  SendMail,
  SignInProviders,
  SignupMode,
  WebhookServices,
} from "./features";
import type { Logger } from "./logger";

export type AuthSession = NonNullable<Awaited<ReturnType<Auth["api"]["getSession"]>>>;

/** What every loader and action receives as `context`. */
export interface LoadContext {
  db: AppDatabase;
  logger: Logger;
  /** The public origin of the site, without a trailing slash (canonical URLs, feeds). */
  siteUrl: string;
  /**
   * The company identity from the environment: the first start's settings and the time zone.
   * Pages and e-mails use the published site's (`publishedSite.identity()`).
   */
  site: SiteIdentity;
  /** The published site document (texts and settings staff edit at /admin/site). */
  publishedSite: PublishedSite;
  /** Call after publishing the site: every instance reads it again, then drops cached pages. */
  siteChanged: () => Promise<void>;
  auth: Auth;
  signupMode: SignupMode;
  /** The visitor's session, resolved once per request (null when signed out). */
  session: AuthSession | null;
  /** The owners require two-factor and this signed-in account has not set it up yet. */
  mustSetUpTwoFactor: boolean;
  /** The contact form's secret (spam trap signatures, address hashes) and its e-mail notifier. */
  contact: { secret: string; notify?: ContactNotifier };
  /** Sends an e-mail in the background (failures are logged); undefined without SMTP_URL. */
  sendMail?: SendMail;
  /** The server's secret, which signs preview links. */
  secret: string;
  /** Days an item stays in the trash (TRASH_DAYS). */
  trashDays: number;
  /** Days tender registrants' and askers' data is kept after the award or cancellation (TENDER_DAYS). */
  tenderDays: number;
  /** Uploaded images and documents: storing, processing and deleting them. */
  media: MediaLibrary;
  /** E-mail alerts' sender (undefined without SMTP_URL) and their sending rate. */
  alerts: AlertServices;
  /** Job applications: the private storage of their CVs, who is told, how long they are kept. */
  careers: CareersServices;
  /** The link checker ('Check links now' wakes it) and whether it asks other sites. */
  links: LinkServices;
  /** The webhook sender ('Send test' and 'Redeliver' wake it) and the targets' rules. */
  webhooks: WebhookServices;
  /** Records an application or a tender question received, for the webhooks that follow it. */
  announce: Announce;
  /** Call after every write to public content: cached pages are dropped on every instance. */
  contentChanged: () => void;
  /** The redirects served from memory: `changed()` after a write reads them again everywhere. */
  redirects: RedirectTable;
  /** The site's searches, counted for Insight. */
  searches: SearchCounter;
  /** The company sign-in providers (OpenID Connect); none configured: an empty list. */
  signInProviders: SignInProviders;
  /** The URL of the script public (not hydrated) pages load: app/enhance, built. */
  pageScript: string;
  /** A fresh random value per request: the nonce of hydrated pages' inline scripts. */
  cspNonce: string;
  /** Whether HTML responses carry the Content-Security-Policy (production). */
  csp: boolean;
  /** The client's address (X-Forwarded-For is used only with TRUST_PROXY). */
  clientIp: string;
  /**
   * True for a document request (a page load or a form posted without JavaScript), false for a
   * React Router single-fetch data request (client navigations, fetchers and hydrated form
   * submissions), whose URL path ends in `.data` (`/news.data`, `/_root.data`). Resource routes
   * count as document requests.
   */
  documentRequest: boolean;
  /**
   * Server-rendered HTML fragments by name, filled by route loaders during this request and
   * injected into the page by app/entry.server.tsx. A fresh, empty Map for every request.
   */
  islands: Map<string, string>;
}

/** The fields that differ from one request to the next. */
type PerRequest =
  | "session"
  | "mustSetUpTwoFactor"
  | "clientIp"
  | "cspNonce"
  | "documentRequest"
  | "islands";

/** The part of the load context every request shares. */
export type SharedLoadContext = Omit<LoadContext, PerRequest>;

/** The shared part of the load context, made once per app. */
export function sharedLoadContext({
  config,
  logger,
  database,
  features,
  pageScript,
  contentChanged,
}: {
  config: Config;
  logger: Logger;
  database: Database;
  features: Features;
  pageScript: string;
  contentChanged: () => void;
}): SharedLoadContext {
  return {
    db: database.db,
    logger,
    siteUrl: config.siteUrl,
    pageScript,
    csp: config.mode === "production",
    site: config.site,
    auth: features.auth,
    signupMode: config.signupMode,
    contentChanged,
    publishedSite: features.publishedSite,
    siteChanged: async () => {
      await features.publishedSite.reload();
      contentChanged();
    },
    contact: features.contact,
    secret: features.contact.secret,
    sendMail: features.sendMail,
    trashDays: config.trashDays,
    tenderDays: config.tenderDays,
    media: features.media,
    careers: features.careers,
    alerts: features.alerts,
    links: features.links,
    webhooks: features.webhooks,
    announce: features.announce,
    redirects: features.redirects,
    searches: features.searches,
    signInProviders: features.signIn.providers,
  };
}

/**
 * Whether a request is a React Router single-fetch data request: its raw URL path ends in `.data`,
 * the test react-router's request handler itself uses to tell them from documents.
 */
export function isDataRequest(request: Request): boolean {
  return new URL(request.url).pathname.endsWith(".data");
}

/** The load context of one request: the shared part plus what belongs to this request alone. */
export function createLoadContext(
  shared: SharedLoadContext,
  request: Request,
  {
    session,
    clientIp,
    mustSetUpTwoFactor = false,
  }: { session: AuthSession | null; clientIp: string; mustSetUpTwoFactor?: boolean },
): AppLoadContext {
  return {
    ...shared,
    session,
    mustSetUpTwoFactor,
    clientIp,
    cspNonce: crypto.randomBytes(16).toString("base64"),
    documentRequest: !isDataRequest(request),
    islands: new Map(),
  };
}

declare module "react-router" {
  interface AppLoadContext extends LoadContext {}
}
