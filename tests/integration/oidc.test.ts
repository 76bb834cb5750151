import { and, eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { INVALID_CREDENTIALS } from "../../app/features/auth/messages";
import { PROVIDER_MESSAGES } from "../../app/features/auth/oidc/providers";
import { setProviderMfaAccepted } from "../../app/features/auth/oidc/sign-in.server";
import { setTwoFactorRequired } from "../../app/features/auth/two-factor.server";
import {
  activity,
  oidcIdentities,
  rateLimits,
  session,
  sessionSignIns,
  user,
  verification,
} from "../../db/schema";
import { textOf } from "../support/html";
import { TestClient } from "../support/http-client";
import { type Person, startOidcProvider, type TestOidcProvider } from "../support/oidc-provider";
import { appWithFeatures } from "../support/test-app";
import { createTestDatabase, ENGINES, type TestDatabase } from "../support/test-database";

const SITE = "http://localhost";
const CLIENT = { clientId: "aig-site", clientSecret: "aig-site-secret-0123456789" };

/** A browser at the provider: its own cookies, redirects followed by hand. */
class ProviderBrowser {
  private readonly cookies = new Map<string, string>();

  async get(url: string): Promise<Response> {
    const response = await fetch(url, {
      headers: { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ") },
      redirect: "manual",
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ""] = cookie.split(";");
      const at = pair.indexOf("=");
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  }
}

/** Follows the provider's redirects (authorization, interaction, resume) to our callback's URL. */
async function throughProvider(location: string, issuer: string): Promise<URL> {
  const browser = new ProviderBrowser();
  let next = location;
  for (let hop = 0; hop < 10 && next.startsWith(issuer); hop++) {
    const response = await browser.get(next);
    const to = response.headers.get("location");
    if (!to) throw new Error(`the provider answered ${response.status} at ${next}`);
    next = new URL(to, next).href;
  }
  return new URL(next);
}

/** The site with its features, remembering its settings (a second instance gets the same). */
function withSettings(database: TestDatabase["database"], config: Record<string, string>) {
  return { ...appWithFeatures(database, config), config };
}

describe.each(ENGINES)("company sign-in with OpenID Connect on %s", (engine) => {
  let test: TestDatabase;
  let microsoft: TestOidcProvider;
  let google: TestOidcProvider;
  let site: ReturnType<typeof withSettings>;
  let ownerId: string;

  const person = (provider: TestOidcProvider, who: Person) => {
    provider.people.set(who.sub, who);
    return who;
  };

  /** Starts a sign-in with `provider` in `browser`: the callback URL the provider sends back. */
  async function startAt(
    browser: TestClient,
    providerId: string,
    idp: TestOidcProvider,
    email: string,
  ) {
    const started = await browser.post(`/admin/sign-in/${providerId}`, {});
    expect(started.status).toBe(303);
    const location = started.headers.get("location") ?? "";
    expect(location.startsWith(`${idp.issuer}/`)).toBe(true);
    const authorization = new URL(location);
    expect(authorization.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorization.searchParams.get("nonce")).toBeTruthy();
    // A refresh token by `offline_access`, with no consent screen forced (Google's way is its own).
    expect(authorization.searchParams.get("scope")).toContain("offline_access");
    expect(authorization.searchParams.get("prompt")).toBeNull();
    idp.nextPerson = [...idp.people.values()].find((p) => p.email === email)?.sub;
    return throughProvider(location, idp.issuer);
  }

  /** The whole sign-in in one browser: the callback's answer. */
  async function signInWith(providerId: string, idp: TestOidcProvider, email: string) {
    const browser = new TestClient(site.app);
    const callback = await startAt(browser, providerId, idp, email);
    const answer = await browser.get(`${callback.pathname}${callback.search}`);
    return { browser, answer, callback };
  }

  const accountOf = async (email: string) =>
    (await test.database.db.select().from(user).where(eq(user.email, email)))[0];
  const identitiesOf = (userId: string) =>
    test.database.db.select().from(oidcIdentities).where(eq(oidcIdentities.userId, userId));

  beforeAll(async () => {
    test = await createTestDatabase(engine);
    microsoft = await startOidcProvider([
      {
        ...CLIENT,
        redirectUris: [
          `${SITE}/admin/sign-in/microsoft/callback`,
          "https://localhost/admin/sign-in/microsoft/callback",
        ],
      },
    ]);
    google = await startOidcProvider([
      { ...CLIENT, redirectUris: [`${SITE}/admin/sign-in/google/callback`] },
    ]);
    site = withSettings(test.database, {
      SITE_URL: SITE,
      SIGNUP: "approval",
      OIDC_PROVIDERS: "microsoft,google",
      OIDC_MICROSOFT_ISSUER: microsoft.issuer,
      OIDC_MICROSOFT_CLIENT_ID: CLIENT.clientId,
      OIDC_MICROSOFT_CLIENT_SECRET: CLIENT.clientSecret,
      OIDC_MICROSOFT_LABEL: "Sign in with Microsoft",
      OIDC_MICROSOFT_DOMAINS: "aig.example",
      OIDC_MICROSOFT_ROLE_MAP: "aig-web-editors=editor,aig-web-admins=admin",
      OIDC_GOOGLE_ISSUER: google.issuer,
      OIDC_GOOGLE_CLIENT_ID: CLIENT.clientId,
      OIDC_GOOGLE_CLIENT_SECRET: CLIENT.clientSecret,
      OIDC_GOOGLE_LABEL: "Sign in with Google",
      OIDC_GOOGLE_DOMAINS: "aig-mining.example",
    });
    // The site's first account (the owner), by password.
    const owner = new TestClient(site.app);
    await owner.signUp("owner@aig.example");
    ownerId = (await accountOf("owner@aig.example"))?.id ?? "";
    expect(ownerId).not.toBe("");
  });
  // Every test starts sign-ins from the same address: each starts with the address's count clear.
  beforeEach(async () => {
    await test.database.db.delete(rateLimits).where(like(rateLimits.key, "oidc-start:%"));
  });
  afterAll(async () => {
    await site?.features.signIn.check.stop();
    await microsoft?.close();
    await google?.close();
    await test?.drop();
  });

  it("shows a button per provider beside the login form", async () => {
    const page = await new TestClient(site.app).get("/admin");
    const html = await page.text();
    expect(html).toContain("Sign in with Microsoft");
    expect(html).toContain("Sign in with Google");
    expect(html).toContain('action="/admin/sign-in/microsoft"');
    // The specification's form is unchanged.
    expect(textOf(html)).toContain("Sign In");
  });

  it("makes an editor from the groups claim, signs in and notes the provider of the session", async () => {
    person(microsoft, {
      sub: "ms-ana",
      email: "ana@aig.example",
      email_verified: true,
      groups: ["staff", "aig-web-editors"],
    });
    const { browser, answer } = await signInWith("microsoft", microsoft, "ana@aig.example");
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/admin");
    const account = await accountOf("ana@aig.example");
    expect(account?.role).toBe("editor");
    const identities = await identitiesOf(account?.id ?? "");
    expect(identities).toEqual([
      expect.objectContaining({ provider: "microsoft", subject: "ms-ana", revokedAt: null }),
    ]);
    // The refresh token is kept sealed, never as the provider gave it.
    expect(identities[0]?.refreshToken).toEqual(expect.any(String));
    const signIns = await test.database.db
      .select()
      .from(sessionSignIns)
      .innerJoin(session, eq(session.id, sessionSignIns.sessionId))
      .where(eq(session.userId, account?.id ?? ""));
    expect(signIns.map((row) => row.session_sign_ins.provider)).toEqual(["microsoft"]);
    const dashboard = await browser.get("/admin/media");
    expect(dashboard.status).toBe(200);
    // Signing in again: the same account.
    const again = await signInWith("microsoft", microsoft, "ana@aig.example");
    expect(again.answer.status).toBe(303);
    expect(await test.database.db.$count(user, eq(user.email, "ana@aig.example"))).toBe(1);
  });

  it("signs in with a second provider; no group: the sign-up rule (approval) makes it pending", async () => {
    person(google, { sub: "g-bekele", email: "bekele@aig-mining.example", email_verified: true });
    const { answer } = await signInWith("google", google, "bekele@aig-mining.example");
    expect(answer.status).toBe(303);
    const account = await accountOf("bekele@aig-mining.example");
    expect(account?.role).toBe("pending");
    expect((await identitiesOf(account?.id ?? ""))[0]?.provider).toBe("google");
  });

  it("with sign-up closed, makes an account only for a mapped group", async () => {
    const closed = withSettings(test.database, { ...site.config, SIGNUP: "closed" });
    const through = async (email: string) => {
      const browser = new TestClient(closed.app);
      const started = await browser.post("/admin/sign-in/microsoft", {});
      microsoft.nextPerson = [...microsoft.people.values()].find((p) => p.email === email)?.sub;
      const callback = await throughProvider(
        started.headers.get("location") ?? "",
        microsoft.issuer,
      );
      return browser.get(`${callback.pathname}${callback.search}`);
    };
    person(microsoft, { sub: "ms-mulu", email: "mulu@aig.example", email_verified: true });
    const refused = await through("mulu@aig.example");
    expect(refused.status).toBe(403);
    expect(textOf(await refused.text())).toContain(PROVIDER_MESSAGES.noAccount);
    expect(await accountOf("mulu@aig.example")).toBeUndefined();
    person(microsoft, {
      sub: "ms-nardos",
      email: "nardos@aig.example",
      email_verified: true,
      groups: ["aig-web-admins"],
    });
    expect((await through("nardos@aig.example")).status).toBe(303);
    expect((await accountOf("nardos@aig.example"))?.role).toBe("admin");
  });

  it("refuses an unverified e-mail and another domain, with no account made", async () => {
    person(microsoft, { sub: "ms-unverified", email: "chaltu@aig.example", email_verified: false });
    const unverified = await signInWith("microsoft", microsoft, "chaltu@aig.example");
    expect(unverified.answer.status).toBe(403);
    expect(textOf(await unverified.answer.text())).toContain(PROVIDER_MESSAGES.unverifiedEmail);
    expect(await accountOf("chaltu@aig.example")).toBeUndefined();

    person(microsoft, {
      sub: "ms-outsider",
      email: "dawit@elsewhere.example",
      email_verified: true,
    });
    const outsider = await signInWith("microsoft", microsoft, "dawit@elsewhere.example");
    expect(outsider.answer.status).toBe(403);
    expect(textOf(await outsider.answer.text())).toContain(PROVIDER_MESSAGES.otherDomain);
    expect(await accountOf("dawit@elsewhere.example")).toBeUndefined();
  });

  it("links an existing password account only after its password", async () => {
    const own = new TestClient(site.app);
    await own.signUp("eleni@aig.example");
    const account = await accountOf("eleni@aig.example");
    person(microsoft, {
      sub: "ms-eleni",
      email: "eleni@aig.example",
      email_verified: true,
      groups: ["aig-web-admins"],
    });
    const { browser, answer } = await signInWith("microsoft", microsoft, "eleni@aig.example");
    // Not signed in, nothing linked: the login asks for the password.
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toMatch(/^\/admin\?link=microsoft&email=/);
    expect(answer.headers.getSetCookie().join()).not.toContain("session_token");
    expect(await identitiesOf(account?.id ?? "")).toEqual([]);
    const login = textOf(await (await browser.get(answer.headers.get("location") ?? "")).text());
    expect(login).toContain(PROVIDER_MESSAGES.linkFirst("Microsoft"));
    // A wrong password links nothing.
    await browser.signIn("eleni@aig.example", "not-the-password");
    expect(await identitiesOf(account?.id ?? "")).toEqual([]);
    const signedIn = await browser.signIn("eleni@aig.example");
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("location")).toContain("/admin/account?done=provider-linked");
    expect(await identitiesOf(account?.id ?? "")).toEqual([
      expect.objectContaining({ provider: "microsoft", subject: "ms-eleni" }),
    ]);
    const accountPage = textOf(await (await browser.get("/admin/account")).text());
    expect(accountPage).toContain("Sign-in providers");
    expect(accountPage).toContain("eleni@aig.example");
    // The role is the account's own: a link changes no role.
    expect((await accountOf("eleni@aig.example"))?.role).toBe(account?.role);
    // From now on the provider signs in.
    const next = await signInWith("microsoft", microsoft, "eleni@aig.example");
    expect(next.answer.headers.get("location")).toBe("/admin");
  });

  it.each([["flip-signature"], ["wrong-nonce"], ["wrong-audience"], ["expired"]] as const)(
    "refuses an ID token with %s, changing nothing",
    async (tamper) => {
      const sub = `ms-tamper-${tamper}`;
      const email = `${tamper}@aig.example`;
      person(microsoft, { sub, email, email_verified: true, groups: ["aig-web-editors"] });
      microsoft.tamperNext(tamper);
      const { answer } = await signInWith("microsoft", microsoft, email);
      expect(answer.status).toBe(401);
      expect(textOf(await answer.text())).toContain(PROVIDER_MESSAGES.invalid);
      expect(answer.headers.getSetCookie().join()).not.toContain("session_token");
      expect(await accountOf(email)).toBeUndefined();
      expect(await test.database.db.$count(oidcIdentities, eq(oidcIdentities.subject, sub))).toBe(
        0,
      );
    },
  );

  it("refuses a replayed callback (reused state and code), a missing state and another browser's", async () => {
    person(microsoft, {
      sub: "ms-fikru",
      email: "fikru@aig.example",
      email_verified: true,
      groups: ["aig-web-editors"],
    });
    const { browser, answer, callback } = await signInWith(
      "microsoft",
      microsoft,
      "fikru@aig.example",
    );
    expect(answer.status).toBe(303);
    const replay = await browser.get(`${callback.pathname}${callback.search}`);
    expect(replay.status).toBe(400);
    expect(textOf(await replay.text())).toContain(PROVIDER_MESSAGES.expired);

    const noState = new URL(callback);
    noState.searchParams.delete("state");
    const missing = await browser.get(`${noState.pathname}${noState.search}`);
    expect(missing.status).toBe(400);

    // Started in one browser, answered in another (login CSRF): refused, nobody signed in.
    person(microsoft, {
      sub: "ms-genet",
      email: "genet@aig.example",
      email_verified: true,
      groups: ["aig-web-editors"],
    });
    const starter = new TestClient(site.app);
    const theirs = await startAt(starter, "microsoft", microsoft, "genet@aig.example");
    const victim = new TestClient(site.app);
    const foreign = await victim.get(`${theirs.pathname}${theirs.search}`);
    expect(foreign.status).toBe(400);
    expect(textOf(await foreign.text())).toContain(PROVIDER_MESSAGES.otherBrowser);
    expect(await accountOf("genet@aig.example")).toBeUndefined();
    // The state was taken: it cannot be used afterwards by its own browser either.
    const late = await starter.get(`${theirs.pathname}${theirs.search}`);
    expect(late.status).toBe(400);
    expect(
      await test.database.db.$count(
        verification,
        eq(verification.identifier, `oidc-${theirs.searchParams.get("state")}`),
      ),
    ).toBe(0);
  });

  it("accepts a token signed with a rotated key (its JWKS fetched again)", async () => {
    person(microsoft, {
      sub: "ms-hana",
      email: "hana@aig.example",
      email_verified: true,
      groups: ["aig-web-editors"],
    });
    expect((await signInWith("microsoft", microsoft, "hana@aig.example")).answer.status).toBe(303);
    const before = microsoft.jwksFetches();
    const oldKey = microsoft.keyId();
    await microsoft.rotateKeys();
    expect(microsoft.keyId()).not.toBe(oldKey);
    const after = await signInWith("microsoft", microsoft, "hana@aig.example");
    expect(after.answer.status).toBe(303);
    expect(after.answer.headers.get("location")).toBe("/admin");
    expect(microsoft.jwksFetches()).toBeGreaterThan(before);
  });

  it("ends a disabled person's sessions at the check, and lets them in again once enabled", async () => {
    person(microsoft, {
      sub: "ms-iman",
      email: "iman@aig.example",
      email_verified: true,
      groups: ["aig-web-editors"],
    });
    const { browser } = await signInWith("microsoft", microsoft, "iman@aig.example");
    expect((await browser.get("/admin/media")).status).toBe(200);
    const later = new Date(Date.now() + 16 * 60_000);
    // Still at the company: the check changes nothing.
    const kept = await site.features.signIn.check.runOnce(later);
    expect(kept.ended).toBe(0);
    expect((await browser.get("/admin/media")).status).toBe(200);

    microsoft.disable("ms-iman");
    const ended = await site.features.signIn.check.runOnce(new Date(later.getTime() + 16 * 60_000));
    expect(ended.ended).toBe(1);
    const account = await accountOf("iman@aig.example");
    expect(await test.database.db.$count(session, eq(session.userId, account?.id ?? ""))).toBe(0);
    expect((await identitiesOf(account?.id ?? ""))[0]?.revokedAt).toBeInstanceOf(Date);
    const signedOut = await browser.get("/admin/media");
    expect(signedOut.status).toBe(302);
    // Disabled at the provider: no sign-in.
    const refused = await signInWith("microsoft", microsoft, "iman@aig.example");
    expect(refused.answer.status).toBe(401);

    microsoft.enable("ms-iman");
    const back = await signInWith("microsoft", microsoft, "iman@aig.example");
    expect(back.answer.headers.get("location")).toBe("/admin");
    expect((await identitiesOf(account?.id ?? ""))[0]?.revokedAt).toBeNull();
  });

  it("asks the provider once per identity when two instances check at the same time", async () => {
    person(microsoft, {
      sub: "ms-lensa",
      email: "lensa@aig.example",
      email_verified: true,
      groups: ["aig-web-editors"],
    });
    await signInWith("microsoft", microsoft, "lensa@aig.example");
    const other = appWithFeatures(test.database, site.config);
    const due = new Date(Date.now() + 60 * 60_000);
    const before = microsoft.refreshGrants() + google.refreshGrants();
    const [one, two] = await Promise.all([
      site.features.signIn.check.runOnce(due),
      other.features.signIn.check.runOnce(due),
    ]);
    const asked = microsoft.refreshGrants() + google.refreshGrants() - before;
    expect(one.checked + two.checked).toBe(asked);
    expect(asked).toBeGreaterThan(0);
    // Each identity was asked once: nothing is due again right after.
    const again = await other.features.signIn.check.runOnce(due);
    expect(again.checked).toBe(0);
  });

  it("refuses to unlink the last way in, and unlinks while a password remains", async () => {
    person(microsoft, {
      sub: "ms-jemal",
      email: "jemal@aig.example",
      email_verified: true,
      groups: ["aig-web-editors"],
    });
    const { browser } = await signInWith("microsoft", microsoft, "jemal@aig.example");
    const account = await accountOf("jemal@aig.example");
    const [identity] = await identitiesOf(account?.id ?? "");
    const refused = await browser.post("/admin/account", {
      intent: "unlink-provider",
      identity: identity?.id ?? "",
    });
    expect(refused.status).toBe(409);
    expect(textOf(await refused.text())).toContain(PROVIDER_MESSAGES.lastWayIn);
    expect(await identitiesOf(account?.id ?? "")).toHaveLength(1);
    // Without a password, Account offers no form to change one, and says how to add one.
    const ownPage = textOf(await (await browser.get("/admin/account")).text());
    expect(ownPage).not.toContain("Current password");
    expect(ownPage).toContain(
      "This account signs in with its company account and has no password. To add one, sign out and choose 'Forgot password?' on the login with jemal@aig.example",
    );

    // Eleni has a password: her Microsoft link may go.
    const eleni = await signInWith("microsoft", microsoft, "eleni@aig.example");
    const eleniId = (await accountOf("eleni@aig.example"))?.id ?? "";
    const [link] = await identitiesOf(eleniId);
    const page = await (await eleni.browser.get("/admin/account")).text();
    expect(page).toContain('aria-label="Unlink Microsoft (eleni@aig.example)"');
    expect(textOf(page)).toContain("Current password");
    const unlinked = await eleni.browser.post("/admin/account", {
      intent: "unlink-provider",
      identity: link?.id ?? "",
    });
    expect(unlinked.status).toBe(200);
    expect(textOf(await unlinked.text())).toContain("Your Microsoft account is no longer linked.");
    expect(await identitiesOf(eleniId)).toEqual([]);
  });

  it("accepts the provider's second factor for 'require two-factor' only when the owners say so", async () => {
    person(microsoft, {
      sub: "ms-kebede",
      email: "kebede@aig.example",
      email_verified: true,
      groups: ["aig-web-editors"],
      amr: ["pwd", "mfa"],
    });
    await setTwoFactorRequired(test.database.db, true, ownerId);
    try {
      const first = await signInWith("microsoft", microsoft, "kebede@aig.example");
      const held = await first.browser.get("/admin/media");
      expect(held.status).toBe(302);
      expect(held.headers.get("location")).toBe("/admin/account#two-factor");

      await setProviderMfaAccepted(test.database.db, true, ownerId);
      const second = await signInWith("microsoft", microsoft, "kebede@aig.example");
      expect((await second.browser.get("/admin/media")).status).toBe(200);
      const [row] = await test.database.db
        .select({ mfa: sessionSignIns.providerMfa })
        .from(sessionSignIns)
        .innerJoin(session, eq(session.id, sessionSignIns.sessionId))
        .where(
          and(
            eq(session.userId, (await accountOf("kebede@aig.example"))?.id ?? ""),
            eq(sessionSignIns.providerMfa, true),
          ),
        );
      expect(row?.mfa).toBe(true);
    } finally {
      await setTwoFactorRequired(test.database.db, false, ownerId);
      await setProviderMfaAccepted(test.database.db, false, ownerId);
    }
  });

  it("links a provider from the account page, once: another account cannot take that identity", async () => {
    person(google, { sub: "g-owner", email: "owner@aig-mining.example", email_verified: true });
    const owner = new TestClient(site.app);
    expect((await owner.signIn("owner@aig.example")).status).toBe(302);
    const page = await (await owner.get("/admin/account")).text();
    expect(textOf(page)).toContain("Link Google");
    const started = await owner.post("/admin/account", {
      intent: "link-provider",
      provider: "google",
    });
    expect(started.status).toBe(303);
    google.nextPerson = "g-owner";
    const callback = await throughProvider(started.headers.get("location") ?? "", google.issuer);
    const linked = await owner.get(`${callback.pathname}${callback.search}`);
    expect(linked.headers.get("location")).toBe(
      "/admin/account?done=provider-linked&provider=google#sign-in-providers",
    );
    expect(
      textOf(await (await owner.get("/admin/account?done=provider-linked&provider=google")).text()),
    ).toContain("Your Google account is linked.");
    expect(await identitiesOf(ownerId)).toEqual([
      expect.objectContaining({ provider: "google", subject: "g-owner" }),
    ]);

    // Eleni (signed in with her password) tries to link the owner's Google account: refused.
    const eleni = new TestClient(site.app);
    expect((await eleni.signIn("eleni@aig.example")).status).toBe(302);
    const hers = await eleni.post("/admin/account", {
      intent: "link-provider",
      provider: "google",
    });
    google.nextPerson = "g-owner";
    const back = await throughProvider(hers.headers.get("location") ?? "", google.issuer);
    const refused = await eleni.get(`${back.pathname}${back.search}`);
    expect(refused.status).toBe(409);
    expect(textOf(await refused.text())).toContain(
      PROVIDER_MESSAGES.alreadyLinkedElsewhere("Google"),
    );
    expect(
      await test.database.db.$count(oidcIdentities, eq(oidcIdentities.subject, "g-owner")),
    ).toBe(1);
    expect((await identitiesOf(ownerId))[0]?.userId).toBe(ownerId);
  });

  it("routes 'Sign in' with a provider's domain and no password to that provider, with login_hint", async () => {
    const browser = new TestClient(site.app);
    const routed = await browser.post("/admin/sign-in", { email: "ana@aig.example", password: "" });
    expect(routed.status).toBe(303);
    const to = new URL(routed.headers.get("location") ?? "");
    expect(to.origin).toBe(microsoft.issuer);
    expect(to.searchParams.get("login_hint")).toBe("ana@aig.example");
    // With a password: the password sign-in, as ever.
    const withPassword = await browser.post("/admin/sign-in", {
      email: "owner@aig.example",
      password: "secret-pass",
    });
    expect(withPassword.status).toBe(302);
    expect(withPassword.headers.get("location")).toBe("/admin");
  });
  it("makes no account without domains: only known identities and existing accounts (after their password)", async () => {
    const noDomains = withSettings(test.database, {
      ...site.config,
      SIGNUP: "open",
      OIDC_MICROSOFT_DOMAINS: "",
    });
    const through = async (email: string) => {
      const browser = new TestClient(noDomains.app);
      const started = await browser.post("/admin/sign-in/microsoft", {});
      microsoft.nextPerson = [...microsoft.people.values()].find((p) => p.email === email)?.sub;
      const callback = await throughProvider(
        started.headers.get("location") ?? "",
        microsoft.issuer,
      );
      return browser.get(`${callback.pathname}${callback.search}`);
    };
    person(microsoft, {
      sub: "ms-outside",
      email: "someone@gmail.example",
      email_verified: true,
      groups: ["aig-web-admins"],
    });
    const refused = await through("someone@gmail.example");
    expect(refused.status).toBe(403);
    expect(textOf(await refused.text())).toContain(PROVIDER_MESSAGES.noDomains);
    expect(await accountOf("someone@gmail.example")).toBeUndefined();
    // A known identity still signs in.
    expect((await through("ana@aig.example")).headers.get("location")).toBe("/admin");
    // An existing account waits for its password.
    await new TestClient(site.app).signUp("olana@gmail.example");
    person(microsoft, { sub: "ms-olana", email: "olana@gmail.example", email_verified: true });
    const waits = await through("olana@gmail.example");
    expect(waits.headers.get("location")).toMatch(/^\/admin\?link=microsoft/);
  });

  it("makes one account when two callbacks of a new person arrive at once", async () => {
    person(microsoft, {
      sub: "ms-twice",
      email: "twice@aig.example",
      email_verified: true,
      groups: ["aig-web-editors"],
    });
    const one = new TestClient(site.app);
    const two = new TestClient(site.app);
    const [first, second] = [
      await startAt(one, "microsoft", microsoft, "twice@aig.example"),
      await startAt(two, "microsoft", microsoft, "twice@aig.example"),
    ];
    const answers = await Promise.all([
      one.get(`${first.pathname}${first.search}`),
      two.get(`${second.pathname}${second.search}`),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([303, 303]);
    const places = answers.map((answer) => answer.headers.get("location") ?? "");
    expect(places).toContain("/admin");
    expect(await test.database.db.$count(user, eq(user.email, "twice@aig.example"))).toBe(1);
    expect(
      await test.database.db.$count(oidcIdentities, eq(oidcIdentities.subject, "ms-twice")),
    ).toBe(1);
  });

  it("asks for a recent sign-in to link or unlink; an account without a password signs in again with its provider", async () => {
    const age = (userId: string) =>
      test.database.db
        .update(session)
        .set({ createdAt: sql`now() - interval '1 hour'` })
        .where(eq(session.userId, userId));
    // With a password: 'Confirm your password', then the link goes on.
    const eleni = new TestClient(site.app);
    expect((await eleni.signIn("eleni@aig.example")).status).toBe(302);
    await age((await accountOf("eleni@aig.example"))?.id ?? "");
    const held = await eleni.post("/admin/account", {
      intent: "link-provider",
      provider: "google",
    });
    expect(held.status).toBe(403);
    expect(textOf(await held.text())).toContain("Confirm your password");
    const confirmed = await eleni.post("/admin/account", {
      intent: "link-provider",
      provider: "google",
      confirmPassword: "secret-pass",
    });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("location")?.startsWith(google.issuer)).toBe(true);

    // Without a password (made by Microsoft): the step offers Microsoft instead.
    person(microsoft, {
      sub: "ms-sara",
      email: "sara@aig.example",
      email_verified: true,
      groups: ["aig-web-editors"],
    });
    const { browser } = await signInWith("microsoft", microsoft, "sara@aig.example");
    const saraId = (await accountOf("sara@aig.example"))?.id ?? "";
    await age(saraId);
    const [identity] = await identitiesOf(saraId);
    const unlink = { intent: "unlink-provider", identity: identity?.id ?? "" };
    const asked = await browser.post("/admin/account", unlink);
    expect(asked.status).toBe(403);
    const page = await asked.text();
    expect(textOf(page)).toContain("Sign in again with Microsoft");
    expect(page).toContain('action="/admin/sign-in/microsoft?next=%2Fadmin%2Faccount"');
    expect(textOf(page)).not.toContain("Confirm your password");
    // Setting up two-factor asks the same, not a password it does not have.
    const setUpHeld = await browser.post("/admin/account", { intent: "two-factor-setup" });
    expect(setUpHeld.status).toBe(403);
    expect(textOf(await setUpHeld.text())).toContain("Sign in again with Microsoft");

    // Signed in again with Microsoft: recent, so the change goes on (here: refused as the last way).
    const again = await browser.post("/admin/sign-in/microsoft?next=%2Fadmin%2Faccount", {});
    microsoft.nextPerson = "ms-sara";
    const callback = await throughProvider(again.headers.get("location") ?? "", microsoft.issuer);
    const back = await browser.get(`${callback.pathname}${callback.search}`);
    expect(back.headers.get("location")).toBe("/admin/account");
    const lastWay = await browser.post("/admin/account", unlink);
    expect(lastWay.status).toBe(409);
    const setUp = await browser.post("/admin/account", { intent: "two-factor-setup" });
    expect(setUp.status).toBe(200);
    expect(textOf(await setUp.text())).toContain("Verify");
  });

  it("ends every session of a leaver, refuses their password until the provider lets them in again", async () => {
    const password = new TestClient(site.app);
    await password.signUp("tsehay@aig.example");
    const tsehayId = (await accountOf("tsehay@aig.example"))?.id ?? "";
    person(microsoft, { sub: "ms-tsehay", email: "tsehay@aig.example", email_verified: true });
    const { browser } = await signInWith("microsoft", microsoft, "tsehay@aig.example");
    expect((await browser.signIn("tsehay@aig.example")).status).toBe(302);
    expect(await identitiesOf(tsehayId)).toHaveLength(1);
    expect((await password.signIn("tsehay@aig.example")).status).toBe(302);
    // A session by password, another by Microsoft.
    expect(await test.database.db.$count(session, eq(session.userId, tsehayId))).toBe(2);

    microsoft.disable("ms-tsehay");
    const ended = await site.features.signIn.check.runOnce(new Date(Date.now() + 5 * 3600_000));
    expect(ended.ended).toBeGreaterThanOrEqual(1);
    // The password's sessions end too.
    expect(await test.database.db.$count(session, eq(session.userId, tsehayId))).toBe(0);

    const refused = await new TestClient(site.app).signIn("tsehay@aig.example");
    expect(refused.status).toBe(403);
    expect(textOf(await refused.text())).toContain(PROVIDER_MESSAGES.companyAccountClosed);
    expect(refused.headers.getSetCookie().join()).not.toContain("session_token");
    const [noted] = await test.database.db
      .select()
      .from(activity)
      .where(and(eq(activity.actorId, tsehayId), eq(activity.action, "sign-in-failed")));
    expect(noted?.detail).toContain("company account was closed");
    // A wrong password says nothing of it.
    const wrong = await new TestClient(site.app).signIn("tsehay@aig.example", "not-the-password");
    expect(wrong.status).toBe(401);
    expect(textOf(await wrong.text())).toContain(INVALID_CREDENTIALS);

    microsoft.enable("ms-tsehay");
    expect(
      (await signInWith("microsoft", microsoft, "tsehay@aig.example")).answer.headers.get(
        "location",
      ),
    ).toBe("/admin");
    expect((await new TestClient(site.app).signIn("tsehay@aig.example")).status).toBe(302);
  });

  it("limits the sign-ins one address starts, with the login's refusal page", async () => {
    const behindProxy = withSettings(test.database, { ...site.config, TRUST_PROXY: "1" });
    const browser = new TestClient(behindProxy.app);
    const from = { "x-forwarded-for": "198.51.100.7" };
    for (let start = 0; start < 30; start++) {
      expect((await browser.post("/admin/sign-in/microsoft", {}, from)).status).toBe(303);
    }
    const pendingBefore = await test.database.db.$count(
      verification,
      like(verification.identifier, "oidc-%"),
    );
    const limited = await browser.post("/admin/sign-in/microsoft", {}, from);
    expect(limited.status).toBe(429);
    expect(textOf(await limited.text())).toContain(PROVIDER_MESSAGES.tooManyStarts);
    expect((await browser.get("/admin/sign-in/google", from)).status).toBe(429);
    expect(
      await test.database.db.$count(verification, like(verification.identifier, "oidc-%")),
    ).toBe(pendingBefore);
    // Another address is not held up.
    const other = { "x-forwarded-for": "198.51.100.8" };
    expect((await browser.post("/admin/sign-in/microsoft", {}, other)).status).toBe(303);
  });

  it("with secure cookies, reads the browser binding only under its __Secure- name", async () => {
    const secure = withSettings(test.database, { ...site.config, SITE_URL: "https://localhost" });
    person(microsoft, {
      sub: "ms-yonas",
      email: "yonas@aig.example",
      email_verified: true,
      groups: ["aig-web-editors"],
    });
    const started = await secure.app.request("https://localhost/admin/sign-in/microsoft", {
      method: "POST",
      headers: { origin: "https://localhost", "content-type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(started.status).toBe(303);
    const binding = started.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith("__Secure-aig.oidc_browser="));
    expect(binding).toContain("; Secure");
    const value = binding?.split(";")[0]?.split("=")[1] ?? "";
    microsoft.nextPerson = "ms-yonas";
    const callback = await throughProvider(started.headers.get("location") ?? "", microsoft.issuer);
    const unprefixed = await secure.app.request(
      `https://localhost${callback.pathname}${callback.search}`,
      {
        headers: { cookie: `aig.oidc_browser=${value}` },
      },
    );
    expect(unprefixed.status).toBe(400);
    expect(textOf(await unprefixed.text())).toContain(PROVIDER_MESSAGES.otherBrowser);
    expect(await accountOf("yonas@aig.example")).toBeUndefined();
  });
});
