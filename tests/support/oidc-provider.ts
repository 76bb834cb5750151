import http from "node:http";
import type { AddressInfo } from "node:net";
import { decodeJwt, exportJWK, generateKeyPair, type JWK, SignJWT } from "jose";
import Provider from "oidc-provider";

/**
 * A real OpenID Connect provider on loopback (the `oidc-provider` package) for the company
 * sign-in's tests: its own signing key (made with jose), the site's clients registered, people
 * the test defines, the login and consent completed without a page (the test chooses who signs
 * in: the `login_hint`, else `nextPerson`), refresh tokens without a consent prompt, key rotation, a switch that disables
 * a person (a refresh then fails with invalid_grant), and a way to tamper the ID token of the
 * next token response.
 */

export interface Person {
  sub: string;
  email: string;
  email_verified: boolean;
  groups?: string[];
  /** How the person signed in this time (RFC 8176 `amr`): ["pwd"], ["pwd", "mfa"]… */
  amr?: string[];
}

export interface TestClientRegistration {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

/** What the next token response's ID token becomes (signed with the provider's own key). */
export type Tamper =
  | "flip-signature"
  | "wrong-nonce"
  | "wrong-audience"
  | "expired"
  | ((claims: Record<string, unknown>) => Record<string, unknown>);

export interface TestOidcProvider {
  issuer: string;
  people: Map<string, Person>;
  /** Who signs in when the authorization request names nobody (no `login_hint`). */
  nextPerson: string | undefined;
  /** The next token response's ID token is changed so (then back to normal). */
  tamperNext(tamper: Tamper): void;
  /** A new signing key (a new `kid`); the old one is no longer published. */
  rotateKeys(): Promise<void>;
  /** The current signing key's id. */
  keyId(): string;
  /** The person can no longer sign in, and their refresh tokens fail (invalid_grant). */
  disable(sub: string): void;
  enable(sub: string): void;
  /** How many times the provider's JWKS was fetched. */
  jwksFetches(): number;
  /** How many refresh grants it answered (the leavers' check asks one per identity). */
  refreshGrants(): number;
  close(): Promise<void>;
}

type Stored = Record<string, unknown> & { grantId?: string; uid?: string; userCode?: string };

/**
 * The provider's storage: a Map of this provider's own, unbounded (oidc-provider's default is an
 * LRU of 1000 entries shared by every provider in the process, which drops refresh tokens of a
 * long test run), kept across key rotations.
 */
function storageAdapter() {
  const stored = new Map<string, Stored>();
  return class TestAdapter {
    constructor(private readonly model: string) {}
    private key(id: string) {
      return `${this.model}:${id}`;
    }
    async upsert(id: string, payload: Stored) {
      stored.set(this.key(id), payload);
    }
    async find(id: string) {
      return stored.get(this.key(id));
    }
    async findByUid(uid: string) {
      for (const [key, payload] of stored) {
        if (key.startsWith(`${this.model}:`) && payload.uid === uid) return payload;
      }
      return undefined;
    }
    async findByUserCode(userCode: string) {
      for (const [key, payload] of stored) {
        if (key.startsWith(`${this.model}:`) && payload.userCode === userCode) return payload;
      }
      return undefined;
    }
    async consume(id: string) {
      const payload = stored.get(this.key(id));
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    }
    async destroy(id: string) {
      stored.delete(this.key(id));
    }
    async revokeByGrantId(grantId: string) {
      for (const [key, payload] of stored) if (payload.grantId === grantId) stored.delete(key);
    }
  };
}

async function signingKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, kid: `key-${crypto.randomUUID().slice(0, 8)}`, alg: "RS256", use: "sig" };
}

async function resign(
  token: string,
  key: JWK,
  change: (claims: Record<string, unknown>) => Record<string, unknown>,
) {
  const { importJWK } = await import("jose");
  const claims = change(decodeJwt(token) as Record<string, unknown>);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: "RS256", kid: key.kid, typ: "JWT" })
    .sign(await importJWK(key, "RS256"));
}

const TAMPERS: Record<
  Exclude<Tamper, "flip-signature" | ((c: Record<string, unknown>) => Record<string, unknown>)>,
  (c: Record<string, unknown>) => Record<string, unknown>
> = {
  "wrong-nonce": (claims) => ({ ...claims, nonce: "not-the-nonce-sent" }),
  "wrong-audience": (claims) => ({ ...claims, aud: "another-client" }),
  expired: (claims) => {
    const now = Math.floor(Date.now() / 1000);
    return { ...claims, iat: now - 7200, exp: now - 3600 };
  },
};

export async function startOidcProvider(
  clients: TestClientRegistration[],
  { port = 0 }: { port?: number } = {},
): Promise<TestOidcProvider> {
  const people = new Map<string, Person>();
  const disabled = new Set<string>();
  let key = await signingKey();
  let tamper: Tamper | undefined;
  let fetches = 0;
  let refreshes = 0;
  const adapter = storageAdapter();
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const state: TestOidcProvider = {
    issuer,
    people,
    nextPerson: undefined,
    tamperNext: (next) => {
      tamper = next;
    },
    rotateKeys: async () => {
      key = await signingKey();
      handle = make().callback();
    },
    keyId: () => key.kid ?? "",
    disable: (sub) => disabled.add(sub),
    enable: (sub) => disabled.delete(sub),
    jwksFetches: () => fetches,
    refreshGrants: () => refreshes,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  function make() {
    const made = new Provider(issuer, {
      clients: clients.map((client) => ({
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: client.redirectUris,
        grant_types: ["authorization_code", "refresh_token"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_basic",
      })),
      jwks: { keys: [key] },
      adapter,
      cookies: { keys: ["test-oidc-provider-cookie-key"] },
      claims: {
        // How the person signed in this time goes in every ID token, as Entra ID does.
        openid: ["sub", "amr"],
        email: ["email", "email_verified"],
        profile: ["name", "groups"],
      },
      // The claims of the scopes asked for go in the ID token (Entra ID and Google do so).
      conformIdTokenClaims: false,
      features: { devInteractions: { enabled: false } },
      pkce: { required: () => true },
      // A refresh token for every client allowed the grant, with no consent prompt: as Entra ID
      // gives one for `offline_access` (the package drops that scope without prompt=consent).
      issueRefreshToken: async (
        _ctx: unknown,
        client: { grantTypeAllowed(grant: string): boolean },
      ) => client.grantTypeAllowed("refresh_token"),
      interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
      findAccount: (_ctx, sub) => {
        const person = people.get(sub);
        if (!person || disabled.has(sub)) return undefined;
        return {
          accountId: sub,
          claims: () => ({
            sub,
            email: person.email,
            email_verified: person.email_verified,
            name: person.email,
            groups: person.groups ?? [],
            amr: person.amr ?? ["pwd"],
          }),
        };
      },
      ttl: {
        Session: 60,
        Interaction: 600,
        Grant: 3600,
        AccessToken: 600,
        IdToken: 3600,
        RefreshToken: 86_400,
      },
    });
    // The login and the consent, completed at once for the person the test chose.
    made.use(async (ctx, next) => {
      const match = /^\/interaction\/([\w-]+)$/.exec(ctx.path);
      if (!match) return next();
      const details = await made.interactionDetails(ctx.req, ctx.res);
      const hint = typeof details.params.login_hint === "string" ? details.params.login_hint : "";
      const person =
        [...people.values()].find((p) => p.email === hint) ??
        (state.nextPerson ? people.get(state.nextPerson) : undefined);
      if (!person || disabled.has(person.sub)) {
        await made.interactionFinished(ctx.req, ctx.res, {
          error: "access_denied",
          error_description: "no such person",
        });
        return;
      }
      const grant = new made.Grant({
        accountId: person.sub,
        clientId: String(details.params.client_id),
      });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      await made.interactionFinished(
        ctx.req,
        ctx.res,
        { login: { accountId: person.sub, amr: person.amr ?? ["pwd"] }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
    });
    made.use(async (ctx, next) => {
      if (ctx.path.endsWith("/jwks")) fetches += 1;
      await next();
      if (ctx.path === "/token" && ctx.oidc?.params?.grant_type === "refresh_token") refreshes += 1;
      if (ctx.path !== "/token" || !tamper) return;
      const body = ctx.body as { id_token?: string } | undefined;
      if (!body?.id_token) return;
      const change = tamper;
      tamper = undefined;
      if (change === "flip-signature") {
        const [header, payload, signature = ""] = body.id_token.split(".");
        const flipped = (signature[5] === "A" ? "B" : "A") + "";
        body.id_token = `${header}.${payload}.${signature.slice(0, 5)}${flipped}${signature.slice(6)}`;
      } else {
        const rule = typeof change === "function" ? change : TAMPERS[change];
        body.id_token = await resign(body.id_token, key, rule);
      }
      ctx.body = body;
    });
    return made;
  }

  let handle = make().callback();
  server.on("request", (request, response) => handle(request, response));
  return state;
}
