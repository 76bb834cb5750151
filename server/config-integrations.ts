/**
 * The settings of what the site shares with other systems: company sign-in providers (OpenID
 * Connect), the read-only content API and webhooks. Read from the environment beside
 * config.ts's; every problem is named with its variable.
 */

/** The roles a provider's group may give (an owner is made by another owner, in Team). */
export const MAPPED_ROLES = ["admin", "editor", "author"] as const;
export type MappedRole = (typeof MAPPED_ROLES)[number];

/** One company sign-in provider. */
export interface OidcProviderConfig {
  /** Its id in addresses and stored identities: `microsoft` (`/admin/sign-in/microsoft`). */
  readonly id: string;
  /** Its button on the sign-in page: 'Sign in with Microsoft'. */
  readonly label: string;
  /** Where its discovery document is (`<issuer>/.well-known/openid-configuration`). */
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /**
   * E-mail domains (lower case) whose people sign in there: a first sign-in from another domain
   * creates no account, and 'Sign in' with such an address goes to the provider.
   */
  readonly domains: readonly string[];
  /** The role a first sign-in gets from the provider's groups, in the order given. */
  readonly roleMap: ReadonlyArray<{ group: string; role: MappedRole }>;
  /** The ID token's claim that lists the person's groups (`groups`). */
  readonly groupsClaim: string;
}

export interface IntegrationsConfig {
  readonly oidc: {
    readonly providers: readonly OidcProviderConfig[];
    /** Every how many minutes each provider is asked whether its people may still sign in. */
    readonly sessionCheckMinutes: number;
  };
  readonly api: {
    /** Bearer tokens the API asks for; empty: the API is public. */
    readonly tokens: readonly string[];
    /** Origins whose browser scripts may read the API (`*`: any). */
    readonly corsOrigins: readonly string[];
    /** Requests a minute one client address may make. */
    readonly perMinute: number;
  };
  readonly webhooks: {
    /** Deliveries may go to this machine and private networks (a test, an intranet). */
    readonly allowPrivate: boolean;
  };
}

type Env = Readonly<Record<string, string | undefined>>;

const PROVIDER_ID = /^[a-z][a-z0-9-]{0,31}$/;
const TRUE = new Set(["1", "true", "yes", "on"]);

function list(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "");
}

function wholeNumber(
  env: Env,
  name: string,
  fallback: number,
  min: number,
  max: number,
  problems: string[],
): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    problems.push(`${name} must be a whole number from ${min} to ${max}`);
    return fallback;
  }
  return value;
}

function isLoopbackHost(hostname: string): boolean {
  return (
    hostname === "localhost" ||
    hostname === "[::1]" ||
    hostname === "::1" ||
    hostname.startsWith("127.")
  );
}

/**
 * One provider's settings. With `OIDC_PROVIDERS` unset, the plain `OIDC_ISSUER`, `OIDC_CLIENT_ID`…
 * make one provider named `sso`; with it, each id's `OIDC_<ID>_ISSUER`, `OIDC_<ID>_CLIENT_ID`…
 */
function oidcProvider(
  env: Env,
  id: string,
  prefix: string,
  _isProduction: boolean,
  problems: string[],
): OidcProviderConfig | undefined {
  const name = (suffix: string) => `${prefix}${suffix}`;
  const issuer = env[name("ISSUER")]?.trim().replace(/\/+$/, "") ?? "";
  const clientId = env[name("CLIENT_ID")]?.trim() ?? "";
  const clientSecret = env[name("CLIENT_SECRET")] ?? "";
  const missing = [
    ["ISSUER", issuer],
    ["CLIENT_ID", clientId],
    ["CLIENT_SECRET", clientSecret],
  ]
    .filter(([, value]) => !value)
    .map(([suffix]) => name(suffix ?? ""));
  if (missing.length > 0) {
    problems.push(`${missing.join(" and ")} must be set for the sign-in provider ${id}`);
    return undefined;
  }
  let issuerUrl: URL;
  try {
    issuerUrl = new URL(issuer);
  } catch {
    problems.push(`${name("ISSUER")} must be an https:// URL`);
    return undefined;
  }
  const secure = issuerUrl.protocol === "https:";
  const localTest = issuerUrl.protocol === "http:" && isLoopbackHost(issuerUrl.hostname);
  // A loopback issuer (this machine's own provider, the tests') needs no TLS, as SITE_URL.
  if (!secure && !localTest) {
    problems.push(`${name("ISSUER")} must be an https:// URL`);
    return undefined;
  }
  const domains = list(env[name("DOMAINS")]).map((domain) => domain.toLowerCase());
  for (const domain of domains) {
    if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(domain)) {
      problems.push(`${name("DOMAINS")} must list e-mail domains such as example.com (${domain})`);
    }
  }
  const roleMap: { group: string; role: MappedRole }[] = [];
  for (const pair of list(env[name("ROLE_MAP")])) {
    const at = pair.lastIndexOf("=");
    const group = pair.slice(0, at).trim();
    const role = pair.slice(at + 1).trim();
    if (at <= 0 || !(MAPPED_ROLES as readonly string[]).includes(role)) {
      problems.push(
        `${name("ROLE_MAP")} must be group=role pairs with a role of admin, editor or author (${pair})`,
      );
      continue;
    }
    roleMap.push({ group, role: role as MappedRole });
  }
  return {
    id,
    label: env[name("LABEL")]?.trim() || "Sign in with your company account",
    issuer,
    clientId,
    clientSecret,
    domains,
    roleMap,
    groupsClaim: env[name("GROUPS_CLAIM")]?.trim() || "groups",
  };
}

function oidcProviders(env: Env, isProduction: boolean, problems: string[]): OidcProviderConfig[] {
  const ids = list(env.OIDC_PROVIDERS).map((id) => id.toLowerCase());
  if (ids.length === 0) {
    if (!env.OIDC_ISSUER && !env.OIDC_CLIENT_ID && !env.OIDC_CLIENT_SECRET) return [];
    const provider = oidcProvider(env, "sso", "OIDC_", isProduction, problems);
    return provider ? [provider] : [];
  }
  const providers: OidcProviderConfig[] = [];
  for (const id of ids) {
    if (!PROVIDER_ID.test(id) || id === "sso") {
      problems.push(
        `OIDC_PROVIDERS must list ids of lower-case letters, digits and hyphens (${id})`,
      );
      continue;
    }
    if (providers.some((provider) => provider.id === id)) {
      problems.push(`OIDC_PROVIDERS names ${id} twice`);
      continue;
    }
    const prefix = `OIDC_${id.toUpperCase().replaceAll("-", "_")}_`;
    const provider = oidcProvider(env, id, prefix, isProduction, problems);
    if (provider) providers.push(provider);
  }
  const claimed = new Map<string, string>();
  for (const provider of providers) {
    for (const domain of provider.domains) {
      const other = claimed.get(domain);
      if (other)
        problems.push(`the e-mail domain ${domain} is given to both ${other} and ${provider.id}`);
      claimed.set(domain, provider.id);
    }
  }
  return providers;
}

/**
 * Reads the integrations' settings; the problems found are pushed onto `problems` (loadConfig
 * names them all at once).
 */
export function integrationsConfig(
  env: Env,
  isProduction: boolean,
  problems: string[],
): IntegrationsConfig {
  const tokens = list(env.API_TOKENS);
  if (tokens.some((token) => token.length < 24)) {
    problems.push("API_TOKENS must list tokens of 24 or more characters (openssl rand -hex 24)");
  }
  const corsOrigins = list(env.API_CORS_ORIGINS).map((origin) => origin.replace(/\/+$/, ""));
  for (const origin of corsOrigins) {
    if (origin !== "*" && !/^https?:\/\/[^/\s]+$/.test(origin)) {
      problems.push(
        `API_CORS_ORIGINS must list origins such as https://app.example.com (${origin})`,
      );
    }
  }
  return {
    oidc: {
      providers: oidcProviders(env, isProduction, problems),
      sessionCheckMinutes: wholeNumber(env, "OIDC_SESSION_CHECK_MINUTES", 15, 1, 1440, problems),
    },
    api: {
      tokens,
      corsOrigins,
      perMinute: wholeNumber(env, "API_PER_MINUTE", 600, 1, 100_000, problems),
    },
    webhooks: {
      allowPrivate: TRUE.has((env.WEBHOOKS_ALLOW_PRIVATE ?? "").trim().toLowerCase()),
    },
  };
}
