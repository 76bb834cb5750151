import type { SiteIdentity } from "../app/config/site";
import type { Auth, SignupMode } from "../app/features/auth/auth.server";
import type { ContactNotifier } from "../app/features/contact/contact.server";
import type { AppDatabase } from "../db/client.server";
import type { Logger } from "./logger";

export type AuthSession = NonNullable<Awaited<ReturnType<Auth["api"]["getSession"]>>>;

/** What every loader and action receives as `context`. */
export interface LoadContext {
  db: AppDatabase;
  logger: Logger;
  /** The public origin of the site, without a trailing slash (canonical URLs, feeds). */
  siteUrl: string;
  testHooks: boolean;
  /** The company's name and contact details. */
  site: SiteIdentity;
  auth: Auth;
  signupMode: SignupMode;
  /** The visitor's session, resolved once per request (null when signed out). */
  session: AuthSession | null;
  /** The contact form's secret (spam trap signatures, address hashes) and its e-mail notifier. */
  contact: { secret: string; notify?: ContactNotifier };
  /** Call after every write to public content: cached pages are dropped on every instance. */
  contentChanged: () => void;
  /** The URL of the script public (not hydrated) pages load: app/enhance, built. */
  pageScript: string;
  /** A fresh random value per request: the nonce of hydrated pages' inline scripts. */
  cspNonce: string;
  /** Whether HTML responses carry the Content-Security-Policy (production). */
  csp: boolean;
  /** The client's address (X-Forwarded-For is used only with TRUST_PROXY). */
  clientIp: string;
}

declare module "react-router" {
  interface AppLoadContext extends LoadContext {}
}
