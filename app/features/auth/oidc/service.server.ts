import type { AppDatabase } from "../../../../db/client.server";
import { type ProviderClients, providerClients } from "./clients.server";
import { type ProviderButton, providerButton, type SignInProvider } from "./providers";

/** The company sign-in providers one server instance shares across requests. */
export interface SignInProviders {
  /** The OpenID Connect client of each configured provider, by id. */
  clients: ProviderClients;
  /** Their buttons, in the configured order. */
  buttons: ProviderButton[];
  /** The origins a sign-in form may lead to (the Content-Security-Policy's form-action). */
  formOrigins: string[];
  /** Our cookies carry `__Secure-` and `Secure` (SECURE_COOKIES, production over HTTPS). */
  secureCookies: boolean;
}

export function createSignInProviders(
  providers: readonly SignInProvider[],
  secureCookies: boolean,
): SignInProviders {
  return {
    clients: providerClients(providers),
    buttons: providers.map(providerButton),
    formOrigins: [...new Set(providers.map((provider) => new URL(provider.issuer).origin))],
    secureCookies,
  };
}

/** What the company sign-in's commands need of the request context. */
export interface ProviderContext {
  db: AppDatabase;
  signInProviders: SignInProviders;
  /** The server's secret: refresh tokens are sealed with it. */
  secret: string;
}
