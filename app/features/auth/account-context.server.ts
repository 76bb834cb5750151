import type { Mail } from "~/lib/mail.server";
import type { AppDatabase } from "../../../db/client.server";
import type { Auth, SignupMode } from "./auth.server";
import type { SignInProviders } from "./oidc/service.server";

/** The visitor's session as better-auth reads it from the cookie. */
export type AuthSession = NonNullable<Awaited<ReturnType<Auth["api"]["getSession"]>>>;

/**
 * What the account actions need of the running site and of this request (the request context
 * has it all): the database, better-auth, who is signed in and from where, and what e-mails say.
 */
export interface AccountContext {
  db: AppDatabase;
  auth: Auth;
  signupMode: SignupMode;
  /** The visitor's session, or null when signed out. */
  session: AuthSession | null;
  /** The client's address (rate limits, new-device notices). */
  clientIp: string;
  /** The public origin, for the links in e-mails. */
  siteUrl: string;
  site: { name: string; timeZone: string };
  publishedSite: { identity(): Promise<{ name: string }> };
  /** Sends an e-mail in the background; undefined when e-mail is not set up. */
  sendMail?: (mail: Mail, what: string) => void;
  logger: { error(details: object, message: string): void };
  /** The company sign-in providers (OpenID Connect); none configured: an empty list. */
  signInProviders: SignInProviders;
}
