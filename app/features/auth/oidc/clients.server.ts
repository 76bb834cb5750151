import * as oidc from "openid-client";
import { type SignInProvider as OidcProviderConfig, refreshTokenRequest } from "./providers";

/*
 * The company sign-in providers as OpenID Connect clients (openid-client): discovery once per
 * provider (lazily, retried after a failure), the authorization address of a sign-in and the
 * exchange of its code, and the refresh grant that asks whether a person may still sign in.
 *
 * Each exchange runs on a Configuration of its own made from the discovered metadata, so the
 * provider's signing keys (JWKS) are kept here, per provider: reused while fresh (5 minutes,
 * oauth4webapi's rule), and fetched again at once when a token names a key (`kid`) they lack —
 * the provider rotated its keys. openid-client alone would refuse such a token for a minute.
 */

/** What a verified ID token says of the person (the claims we use). */
export interface ProviderClaims {
  subject: string;
  email: string;
  emailVerified: boolean;
  groups: string[];
  amr: string[];
  acr: string;
  /** Google's Workspace domain (`hd`); '' from other providers or a personal account. */
  hostedDomain: string;
}

export interface ProviderTokens {
  claims: ProviderClaims;
  refreshToken?: string;
}

/** The parameters a sign-in's authorization request carries, kept until its callback. */
export interface AuthorizationRequest {
  url: string;
  codeVerifier: string;
  state: string;
  nonce: string;
}

/** Why the provider's answer was refused: shown to the person, the details logged. */
export class ProviderAnswerRefused extends Error {
  override readonly name = "ProviderAnswerRefused";
  constructor(
    readonly reason: "denied" | "invalid" | "expired-code" | "unavailable",
    readonly details: string,
  ) {
    super(details);
  }
}

/**
 * Whether an error is a refusal. By its name, not `instanceof`: the server's copy of this module
 * (which makes the clients) and the routes' bundled copy are two classes.
 */
export function isRefusal(error: unknown): error is ProviderAnswerRefused {
  return error instanceof Error && error.name === "ProviderAnswerRefused" && "reason" in error;
}

export interface ProviderClient {
  readonly provider: OidcProviderConfig;
  /** Whether the provider offers refresh tokens (`offline_access`), once discovered. */
  offersRefresh(): Promise<boolean>;
  authorizationRequest(redirectUri: string, loginHint?: string): Promise<AuthorizationRequest>;
  /** Exchanges the callback's code: the ID token verified (signature, iss, aud, exp, nonce). */
  exchange(
    callbackUrl: URL,
    pending: { codeVerifier: string; state: string; nonce: string },
  ): Promise<ProviderTokens>;
  /**
   * A refresh grant: `ended` when the provider refuses the token (the person was removed or
   * disabled), else the refresh token to keep (a provider may rotate it).
   */
  refresh(refreshToken: string): Promise<{ ended: true } | { ended: false; refreshToken: string }>;
}

function stringList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === "string");
  return typeof value === "string" && value !== "" ? [value] : [];
}

function claimsOf(
  token: oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers,
  provider: OidcProviderConfig,
): ProviderClaims {
  const claims = token.claims();
  if (!claims) throw new ProviderAnswerRefused("invalid", "the provider sent no ID token");
  const email = typeof claims.email === "string" ? claims.email.trim().toLowerCase() : "";
  return {
    subject: claims.sub,
    email,
    // Some providers send "true" as a string; Microsoft Entra ID sends no email_verified but,
    // when asked, `xms_edov`: the e-mail's domain is one its tenant verified.
    emailVerified: [claims.email_verified, claims.xms_edov].some(
      (value) => value === true || value === "true",
    ),
    groups: stringList(claims[provider.groupsClaim]),
    amr: stringList(claims.amr),
    acr: typeof claims.acr === "string" ? claims.acr : "",
    hostedDomain: typeof claims.hd === "string" ? claims.hd.trim().toLowerCase() : "",
  };
}

/** The key id (`kid`) an ID token in a token response was signed with, if it says. */
async function idTokenKeyId(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.clone().json()) as { id_token?: unknown };
    if (typeof body.id_token !== "string") return undefined;
    const header = JSON.parse(
      Buffer.from(body.id_token.split(".")[0] ?? "", "base64url").toString(),
    );
    return typeof header.kid === "string" ? header.kid : undefined;
  } catch {
    return undefined;
  }
}

/** openid-client's errors, as the reason the person is told. */
function refusal(error: unknown): ProviderAnswerRefused {
  if (isRefusal(error)) return error;
  if (error instanceof oidc.ResponseBodyError) {
    // A code used twice or too late; the provider says invalid_grant.
    if (error.error === "invalid_grant") {
      return new ProviderAnswerRefused(
        "expired-code",
        `${error.error}: ${error.error_description}`,
      );
    }
    return new ProviderAnswerRefused("invalid", `${error.error}: ${error.error_description}`);
  }
  if (error instanceof oidc.AuthorizationResponseError) {
    return new ProviderAnswerRefused("denied", `${error.error}: ${error.error_description}`);
  }
  const code = (error as { code?: string }).code ?? "";
  if (error instanceof TypeError || code === "OAUTH_RESPONSE_IS_NOT_JSON") {
    return new ProviderAnswerRefused("unavailable", String(error));
  }
  const cause = (error as { cause?: unknown }).cause;
  const detail = cause instanceof Error ? `: ${cause.message}` : "";
  return new ProviderAnswerRefused("invalid", `${code} ${String(error)}${detail}`);
}

/**
 * A client of one provider. An http:// issuer (configuration allows one on loopback only, for
 * tests and development) is spoken to without TLS.
 */
export function providerClient(provider: OidcProviderConfig): ProviderClient {
  const insecure = provider.issuer.startsWith("http:");
  let discovered: Promise<oidc.ServerMetadata> | undefined;
  let keys: oidc.ExportedJWKSCache | undefined;

  const metadata = () => {
    discovered ??= oidc
      .discovery(new URL(provider.issuer), provider.clientId, provider.clientSecret, undefined, {
        ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
      })
      .then((config) => config.serverMetadata())
      .catch((error: unknown) => {
        discovered = undefined; // asked again at the next sign-in
        throw new ProviderAnswerRefused("unavailable", `discovery failed: ${String(error)}`);
      });
    return discovered;
  };

  /** A configuration for one exchange, with the signing keys in hand unless they may be stale. */
  const configuration = async () => {
    const server = await metadata();
    const config = new oidc.Configuration(
      server,
      provider.clientId,
      provider.clientSecret,
      oidc.ClientSecretBasic(provider.clientSecret),
    );
    if (insecure) oidc.allowInsecureRequests(config);
    oidc.enableNonRepudiationChecks(config);
    config[oidc.customFetch] = async (url, options) => {
      const response = await fetch(url, options as RequestInit);
      if (url === server.token_endpoint && response.ok) {
        const kid = await idTokenKeyId(response);
        const known = keys?.jwks?.keys.some((key) => key.kid === kid);
        // A key we have: no need to ask the provider; a key we lack: fetched afresh.
        if (keys && (kid === undefined || known)) oidc.setJwksCache(config, keys);
      }
      return response;
    };
    return config;
  };

  const keepKeys = (config: oidc.Configuration) => {
    const cache = oidc.getJwksCache(config);
    if (cache) keys = cache;
  };

  return {
    provider,
    async offersRefresh() {
      const server = await metadata();
      return (server.scopes_supported ?? []).includes("offline_access");
    },
    async authorizationRequest(redirectUri, loginHint) {
      const config = await configuration();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const refresh = refreshTokenRequest(provider, await this.offersRefresh());
      const parameters: Record<string, string> = {
        ...refresh.parameters,
        redirect_uri: redirectUri,
        scope: ["openid", "email", "profile", ...refresh.scopes].join(" "),
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: "S256",
        state,
        nonce,
      };
      if (loginHint) parameters.login_hint = loginHint;
      const url = oidc.buildAuthorizationUrl(config, parameters).href;
      return { url, codeVerifier, state, nonce };
    },
    async exchange(callbackUrl, pending) {
      try {
        const config = await configuration();
        const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: pending.codeVerifier,
          expectedState: pending.state,
          expectedNonce: pending.nonce,
          idTokenExpected: true,
        });
        keepKeys(config);
        return { claims: claimsOf(tokens, provider), refreshToken: tokens.refresh_token };
      } catch (error) {
        throw refusal(error);
      }
    },
    async refresh(refreshToken) {
      const config = await configuration();
      try {
        const tokens = await oidc.refreshTokenGrant(config, refreshToken);
        keepKeys(config);
        return { ended: false, refreshToken: tokens.refresh_token ?? refreshToken };
      } catch (error) {
        if (error instanceof oidc.ResponseBodyError && error.error === "invalid_grant") {
          return { ended: true };
        }
        throw error;
      }
    },
  };
}

/** The clients of the configured providers, by id. */
export type ProviderClients = ReadonlyMap<string, ProviderClient>;

export function providerClients(providers: readonly OidcProviderConfig[]): ProviderClients {
  return new Map(providers.map((provider) => [provider.id, providerClient(provider)]));
}
