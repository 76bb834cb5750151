/**
 * Company sign-in providers (OpenID Connect): what the sign-in page, the account page and the
 * server share of them, and the rules that need no server. Free of server code.
 */

/** The roles a provider's group may give (an owner is made by another owner, in Team). */
export type ProviderRole = "admin" | "editor" | "author";

/** One provider as configured (server/config-integrations.ts reads it from OIDC_*). */
export interface SignInProvider {
  readonly id: string;
  /** Its button: 'Sign in with Microsoft'. */
  readonly label: string;
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** E-mail domains (lower case) whose people may get an account here and are sent there. */
  readonly domains: readonly string[];
  readonly roleMap: ReadonlyArray<{ group: string; role: ProviderRole }>;
  readonly groupsClaim: string;
}

/** What a page may know of a provider: its id, its button's label, its name alone. */
export interface ProviderButton {
  id: string;
  label: string;
  /** 'Microsoft' of 'Sign in with Microsoft' (the account page's 'Link Microsoft'). */
  name: string;
  /** The e-mail domains 'Sign in' sends there when no password is typed. */
  domains: readonly string[];
}

export function providerButton(
  provider: Pick<SignInProvider, "id" | "label" | "domains">,
): ProviderButton {
  const name = provider.label.replace(/^sign in with\s+/i, "").trim() || provider.id;
  return { id: provider.id, label: provider.label, name, domains: provider.domains };
}

/** The domain of an e-mail address, lower case ('' when it has none). */
export function emailDomain(email: string): string {
  const at = email.lastIndexOf("@");
  return at < 0
    ? ""
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase();
}

/** The provider whose `domains` hold the e-mail's domain (the spec's `POST /sso` by domain). */
export function providerForEmail<P extends Pick<SignInProvider, "domains">>(
  providers: readonly P[],
  email: string,
): P | undefined {
  const domain = emailDomain(email);
  if (!domain) return undefined;
  return providers.find((provider) => provider.domains.includes(domain));
}

/** Google's issuer: it has its own way of asking for a refresh token, and the `hd` claim. */
export const GOOGLE_ISSUER = "https://accounts.google.com";

export function isGoogle(provider: Pick<SignInProvider, "issuer">): boolean {
  return provider.issuer.replace(/\/+$/, "") === GOOGLE_ISSUER;
}

/**
 * What an authorization request adds to ask for a refresh token (the leavers' check needs one).
 * Google ignores `offline_access` and gives one only with `access_type=offline` and a consent
 * screen; others (Entra ID) give one for `offline_access`, and are never sent `prompt=consent`,
 * which would stop people whose organisation lets only admins consent.
 */
export function refreshTokenRequest(
  provider: Pick<SignInProvider, "issuer">,
  offersOfflineAccess: boolean,
): { scopes: string[]; parameters: Record<string, string> } {
  if (isGoogle(provider)) {
    return { scopes: [], parameters: { access_type: "offline", prompt: "consent" } };
  }
  return { scopes: offersOfflineAccess ? ["offline_access"] : [], parameters: {} };
}

/**
 * Whether a verified e-mail may get a new account from this provider: only when the provider
 * has domains and the e-mail's domain is one of them (with none set, first sign-ins make no
 * account). Google also says which Workspace the person belongs to (`hd`): it must be one of the
 * domains too, so a personal Gmail address with a company alias cannot pass.
 */
export function newAccountRefusal(
  provider: Pick<SignInProvider, "issuer" | "domains">,
  claims: { email: string; hostedDomain: string },
): "no-domains" | "other-domain" | undefined {
  if (provider.domains.length === 0) return "no-domains";
  if (!provider.domains.includes(emailDomain(claims.email))) return "other-domain";
  if (isGoogle(provider) && !provider.domains.includes(claims.hostedDomain.toLowerCase())) {
    return "other-domain";
  }
  return undefined;
}

/** The role the person's groups give: the first pair of the map, in its order, they match. */
export function mappedRole(
  provider: Pick<SignInProvider, "roleMap">,
  groups: readonly string[],
): ProviderRole | undefined {
  return provider.roleMap.find((pair) => groups.includes(pair.group))?.role;
}

/**
 * The `amr` values (RFC 8176) that name a second factor or a phishing-resistant key: a one-time
 * code, a hardware or software key, FIDO, a smart card, biometrics, or Microsoft's and others'
 * plain `mfa`.
 */
const MULTI_FACTOR_METHODS = new Set([
  "mfa",
  "otp",
  "hwk",
  "swk",
  "fido",
  "sc",
  "face",
  "fpt",
  "iris",
  "retina",
  "vbm",
  "sms",
  "tel",
]);

/**
 * Whether the ID token says the person used more than a password: an `amr` naming a second
 * factor, or an `acr` of multi-factor (`…mfa…`, `…multi…`, REFEDS MFA, NIST AAL 2 or 3).
 */
export function signedInWithMultiFactor(claims: { amr: readonly string[]; acr: string }): boolean {
  if (claims.amr.some((method) => MULTI_FACTOR_METHODS.has(method.toLowerCase()))) return true;
  const acr = claims.acr.toLowerCase();
  return /mfa|multi|aal[23]\b|phr|phrh/.test(acr);
}

/** Refusals and notices of a company sign-in, as the person reads them. */
export const PROVIDER_MESSAGES = {
  unknownProvider: "There is no such sign-in provider on this site.",
  expired: "This sign-in expired or was already used. Start again from the sign-in page.",
  otherBrowser:
    "This sign-in was started in another browser. Start again from the sign-in page in this one.",
  denied: "The sign-in was cancelled at the provider. Nothing was changed.",
  invalid:
    "The provider's answer could not be verified (its signature, audience, expiry or nonce). Nothing was changed; try again.",
  expiredCode: "This sign-in was already used or took too long. Start again from the sign-in page.",
  unavailable: "The sign-in provider could not be reached. Try again in a moment.",
  unverifiedEmail:
    "Your e-mail address is not verified at the provider, so no account can be made with it. Ask your IT team.",
  otherDomain: "Accounts here are for the company's own e-mail addresses. Nothing was changed.",
  noDomains:
    "This site makes no new accounts from company sign-in. Ask an owner to invite you, or sign in with your password once to link your company account.",
  companyAccountClosed:
    "Your company account was closed, so this account can no longer sign in. Ask an administrator if you still need access.",
  tooManyStarts: "Too many sign-in attempts from this network. Wait a few minutes and try again.",
  noAccount:
    "Your company account has no access to this site yet. Ask an owner to invite you or to add you to a group that has access.",
  linkFirst: (name: string) =>
    `This e-mail already has an account here. Sign in with its password once to link your ${name} account to it.`,
  alreadyLinkedElsewhere: (name: string) =>
    `That ${name} account is linked to another account here. Nothing was changed.`,
  lastWayIn:
    "This is your only way to sign in. Set a password or link another provider before unlinking it.",
} as const;

export const PROVIDER_NOTICES = {
  linked: (name: string) => `Your ${name} account is linked. You can sign in with it from now on.`,
  unlinked: (name: string) => `Your ${name} account is no longer linked.`,
} as const;
