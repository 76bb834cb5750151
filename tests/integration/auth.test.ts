import { eq, sql } from "drizzle-orm";
import pino from "pino";
import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { publishedSite } from "~/features/site-content/published.server";
import { DEFAULT_SITE } from "../../app/config/site";
import {
  accountNotice,
  changePassword,
  listSessions,
  signOutEverywhere,
  signOutOtherDevices,
} from "../../app/features/auth/account.server";
import type { Answer } from "../../app/features/auth/answer";
import { type Auth, createAuth, type SignupMode } from "../../app/features/auth/auth.server";
import { authErrorStatus, translateAuthError } from "../../app/features/auth/auth-errors.server";
import { createSignInProviders } from "../../app/features/auth/oidc/service.server";
import { signIn } from "../../app/features/auth/sign-in.server";
import { signUp } from "../../app/features/auth/sign-up.server";
import { applyTeamChange, TeamRuleError } from "../../app/features/auth/team.server";
import { httpOf } from "../../app/routes/admin/account-answer.server";
import { rateLimits, session, user } from "../../db/schema";
import { TEST_SECRET } from "../support/build";
import { TestClient } from "../support/http-client";
import { appOn } from "../support/test-app";
import { ENGINES, perTestDatabase, type TestDatabase } from "../support/test-database";

describe.each(ENGINES)("accounts and sessions on %s", (engine) => {
  const freshDatabase = perTestDatabase(engine);

  async function setup(env: Record<string, string> = {}) {
    const test = await freshDatabase();
    const app = appOn(test.database, env);
    return { app, db: test.database.db, client: () => new TestClient(app) };
  }

  async function roleOf(db: TestDatabase["database"]["db"], email: string) {
    const [row] = await db.select({ role: user.role }).from(user).where(eq(user.email, email));
    return row?.role;
  }

  it("makes the first account the owner and later ones pending, with the specified texts", async () => {
    const { db, client } = await setup();
    // A new install's login leads to the owner's sign-up, there and after a failed sign-in.
    const ownerLink =
      /No account yet\?(?:<!-- -->|\s)*<a[^>]*href="\/admin\/signup"[^>]*>Create the owner account<\/a>/;
    expect(await (await client().get("/admin")).text()).toMatch(ownerLink);
    const failed = await client().signIn("nobody@example.com");
    expect(await failed.text()).toMatch(ownerLink);
    const first = await client().signUp("owner@example.com");
    expect(first.status).toBe(200);
    const firstHtml = await first.text();
    expect(firstHtml).toContain("Account Created!");
    expect(firstHtml).toContain("Your admin account has been created successfully.");
    expect(firstHtml).toContain('href="/admin"');
    expect(firstHtml).toContain("Go to Login");
    expect(firstHtml).not.toContain("must approve");
    expect(await roleOf(db, "owner@example.com")).toBe("owner");

    const login = await (await client().get("/admin")).text();
    expect(login).not.toMatch(ownerLink);
    expect(login).toContain("Create an account");

    const second = await (await client().signUp("editor@example.com")).text();
    expect(second).toContain(
      "An administrator must approve your account before you can manage content.",
    );
    expect(await roleOf(db, "editor@example.com")).toBe("pending");
  });

  it("checks sign-up input on the server with the specification's messages", async () => {
    const { db, client } = await setup();
    const c = client();
    const mismatch = await c.signUp("a@example.com", "secret-pass", "other-pass");
    expect(mismatch.status).toBe(400);
    expect(await mismatch.text()).toContain("Passwords do not match");
    const short = await c.signUp("a@example.com", "12345");
    expect(await short.text()).toContain("Password must be at least 6 characters");
    const badEmail = await c.signUp("not-an-email");
    expect(badEmail.status).toBe(400);
    expect(await db.$count(user)).toBe(0);

    await c.signUp("a@example.com");
    // A second sign-up with a taken e-mail looks the same as a new one (no account enumeration),
    // creates nothing and leaves the existing account's password alone.
    const duplicate = await c.signUp("a@example.com", "another-password");
    expect(await duplicate.text()).toContain("Account Created!");
    expect(await db.$count(user)).toBe(1);
    expect((await c.signIn("a@example.com", "another-password")).status).toBe(401);
  });

  it("signs in with an httpOnly, SameSite=Lax session cookie valid for 7 days, and signs out on the server", async () => {
    const { client } = await setup();
    const c = client();
    await c.signUp("owner@example.com");
    const signedIn = await c.signIn("owner@example.com");
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("location")).toBe("/admin");
    const cookie = signedIn.headers.getSetCookie().find((v) => v.startsWith("aig.session_token="));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=604800/i);
    expect(cookie).not.toMatch(/Secure/i);

    const dashboard = await c.get("/admin");
    const html = await dashboard.text();
    expect(html).toContain("Content Management");
    expect(html).toContain("Sign Out");
    expect(dashboard.headers.get("cache-control")).toBe("private, no-store");

    const stolen = c.cookieHeader();
    const out = await c.post("/admin/sign-out", {});
    expect(out.status).toBe(302);
    // The old cookie no longer opens the dashboard: the session is gone on the server.
    const replay = await c.get("/admin", { cookie: stolen });
    const login = await replay.text();
    expect(login).toContain("Admin Login");
    // The login names what is managed behind it.
    expect(login).toContain(
      "Sign in to manage the website: news, videos, pages, careers and media.",
    );
  });

  it("extends a session that is used, and passes the refreshed cookie on", async () => {
    const { db, client } = await setup();
    const c = client();
    await c.signUp("owner@example.com");
    await c.signIn("owner@example.com");
    // Make the session look two days from expiry: older than the one-day refresh age.
    const soon = new Date(Date.now() + 2 * 24 * 3600_000);
    await db.update(session).set({ expiresAt: soon });
    const response = await c.get("/admin");
    expect(await response.text()).toContain("Content Management");
    const cookie = response.headers.getSetCookie().find((v) => v.startsWith("aig.session_token="));
    expect(cookie).toMatch(/Max-Age=604800/);
    const [row] = await db.select({ expiresAt: session.expiresAt }).from(session);
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6.9 * 24 * 3600_000);
  });

  it("marks the cookie Secure when the site is served over HTTPS", async () => {
    const { app } = await setup({ SITE_URL: "https://aig.example" });
    const c = new TestClient(app, "https://aig.example");
    await c.signUp("owner@example.com");
    const signedIn = await c.signIn("owner@example.com");
    const cookie = signedIn.headers.getSetCookie().find((v) => v.includes("aig.session_token="));
    expect(cookie).toMatch(/^__Secure-aig\.session_token=/);
    expect(cookie).toMatch(/; Secure/i);
    expect(await (await c.get("/admin")).text()).toContain("Content Management");
  });

  it("answers an unknown e-mail exactly like a wrong password", async () => {
    const { client } = await setup();
    await client().signUp("owner@example.com");
    const wrong = await client().signIn("owner@example.com", "wrong-password");
    const unknown = await client().signIn("nobody@example.com", "wrong-password");
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    // Apart from the e-mail typed and the per-response script nonce, the pages are identical.
    const normalise = async (response: Response, email: string) => {
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "");
      expect(nonce?.[1]).toBeTruthy();
      return (await response.text())
        .replaceAll(email, "EMAIL")
        .replaceAll(nonce?.[1] ?? "", "NONCE");
    };
    const wrongHtml = await normalise(wrong, "owner@example.com");
    const unknownHtml = await normalise(unknown, "nobody@example.com");
    expect(wrongHtml).toContain("Invalid email or password");
    expect(unknownHtml).toBe(wrongHtml);
    expect(wrong.headers.getSetCookie()).toEqual([]);
  });

  it("refuses the sixth failed sign-in within 15 minutes with 429, even with the right password", async () => {
    const { client } = await setup();
    await client().signUp("owner@example.com");
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await client().signIn("owner@example.com", "wrong-password")).status).toBe(401);
    }
    const blocked = await client().signIn("owner@example.com");
    expect(blocked.status).toBe(429);
    expect(await blocked.text()).toContain("Too many attempts. Please try again later.");
    // Another e-mail from the same address is not blocked by this pair's count.
    await client().signUp("other@example.com");
    expect((await client().signIn("other@example.com")).status).toBe(302);
  });

  it("limits sign-ups to 10 an hour per address", async () => {
    const { client } = await setup();
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await client().signUp(`user${attempt}@example.com`, "12345")).status).toBe(400);
    }
    const blocked = await client().signUp("late@example.com");
    expect(blocked.status).toBe(429);
    expect(await blocked.text()).toContain("Too many attempts. Please try again later.");
  });

  it("shows a pending account only the waiting notice, refuses its team actions, then lets it in once approved", async () => {
    const { db, client } = await setup();
    const owner = client();
    await owner.signUp("owner@example.com");
    await owner.signIn("owner@example.com");
    const pending = client();
    await pending.signUp("editor@example.com");
    await pending.signIn("editor@example.com");

    const waiting = await (await pending.get("/admin")).text();
    expect(waiting).toContain("Your account is awaiting approval by an administrator.");
    expect(waiting).toContain("Sign Out");
    expect(waiting).not.toContain("Content Management");

    const [editor] = await db.select().from(user).where(eq(user.email, "editor@example.com"));
    const refused = await pending.post("/admin/team", {
      intent: "approve",
      userId: editor?.id ?? "",
    });
    expect(refused.status).toBe(403);
    expect(await roleOf(db, "editor@example.com")).toBe("pending");

    const approved = await owner.post("/admin/team", {
      intent: "approve",
      userId: editor?.id ?? "",
    });
    expect(approved.status).toBe(200);
    // Approved without a chosen role: the least one.
    expect(await roleOf(db, "editor@example.com")).toBe("author");
    expect(await (await pending.get("/admin")).text()).toContain("Content Management");
  });

  it("never demotes or removes the last owner, and nobody changes their own role", async () => {
    const { db, client } = await setup();
    const owner = client();
    await owner.signUp("owner@example.com");
    await owner.signIn("owner@example.com");
    await client().signUp("second@example.com");
    const [first] = await db.select().from(user).where(eq(user.email, "owner@example.com"));
    const [second] = await db.select().from(user).where(eq(user.email, "second@example.com"));
    const ownerId = first?.id ?? "";
    const secondId = second?.id ?? "";

    const self = await owner.post("/admin/team", { intent: "make-admin", userId: ownerId });
    expect(self.status).toBe(400);
    expect(await self.text()).toContain("You cannot change or remove your own account.");

    await owner.post("/admin/team", { intent: "approve", userId: secondId, role: "admin" });
    expect(
      (await owner.post("/admin/team", { intent: "make-owner", userId: secondId })).status,
    ).toBe(200);
    expect(await roleOf(db, "second@example.com")).toBe("owner");
    expect(
      (await owner.post("/admin/team", { intent: "make-admin", userId: secondId })).status,
    ).toBe(200);
    expect(await roleOf(db, "second@example.com")).toBe("admin");

    // The database statement itself refuses to leave no owner.
    const ghost = { id: "someone-else", email: "ghost@example.com", role: "owner" as const };
    await expect(applyTeamChange(db, ghost, "make-admin", ownerId)).rejects.toThrow(TeamRuleError);
    await expect(applyTeamChange(db, ghost, "remove", ownerId)).rejects.toThrow(
      "The last owner cannot be removed.",
    );
    expect(await roleOf(db, "owner@example.com")).toBe("owner");

    // An admin cannot remove an owner; the owner can remove the admin, whose sessions go too.
    expect((await owner.post("/admin/team", { intent: "remove", userId: secondId })).status).toBe(
      200,
    );
    expect(await roleOf(db, "second@example.com")).toBeUndefined();
  });

  it("ends the other sessions when the password changes", async () => {
    const { client } = await setup();
    const laptop = client();
    const phone = client();
    await laptop.signUp("owner@example.com");
    await laptop.signIn("owner@example.com");
    await phone.signIn("owner@example.com");

    const account = await (await laptop.get("/admin/account")).text();
    expect(account).toContain("Active sessions");

    const wrong = await laptop.post("/admin/account", {
      intent: "change-password",
      currentPassword: "nope-nope",
      newPassword: "new-secret",
    });
    expect(await wrong.text()).toContain("The current password is not correct.");
    const changed = await laptop.post("/admin/account", {
      intent: "change-password",
      currentPassword: "secret-pass",
      newPassword: "new-secret",
    });
    expect(changed.status).toBe(302);
    expect(changed.headers.get("location")).toBe("/admin/account?done=password");
    expect(await (await laptop.get("/admin/account?done=password")).text()).toContain(
      "Your password has been changed.",
    );
    expect(await (await laptop.get("/admin")).text()).toContain("Content Management");
    expect(await (await phone.get("/admin")).text()).toContain("Admin Login");
    expect((await client().signIn("owner@example.com", "new-secret")).status).toBe(302);
  });

  it("signs out the other devices, or everywhere, from the account page", async () => {
    const { client } = await setup();
    const laptop = client();
    const phone = client();
    const tablet = client();
    await laptop.signUp("owner@example.com");
    await laptop.signIn("owner@example.com");
    await phone.signIn("owner@example.com");
    await tablet.signIn("owner@example.com");

    const unknown = await laptop.post("/admin/account", { intent: "sign-out-nobody" });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain("Unknown action.");

    const others = await laptop.post("/admin/account", { intent: "sign-out-others" });
    expect(others.status).toBe(302);
    expect(others.headers.get("location")).toBe("/admin/account?done=others");
    const page = await (await laptop.get("/admin/account?done=others")).text();
    expect(page).toContain("All other devices have been signed out.");
    expect(page).toContain("This device");
    expect(await (await phone.get("/admin")).text()).toContain("Admin Login");

    await tablet.signIn("owner@example.com");
    const everywhere = await laptop.post("/admin/account", { intent: "sign-out-everywhere" });
    expect(everywhere.status).toBe(302);
    expect(everywhere.headers.get("location")).toBe("/admin");
    expect(await (await laptop.get("/admin")).text()).toContain("Admin Login");
    expect(await (await tablet.get("/admin")).text()).toContain("Admin Login");
  });

  it("lists each session's browser, rough address and times, and signs out any one of them", async () => {
    const { db, client } = await setup({ TRUST_PROXY: "1" });
    const from = (ip: string, userAgent: string) => ({
      "x-forwarded-for": ip,
      "user-agent": userAgent,
    });
    const laptop = client();
    const phone = client();
    const stranger = client();
    await laptop.signUp("owner@example.com");
    await stranger.signUp("other@example.com");
    const firefox = "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0";
    const iphone =
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";
    const signIn = (c: TestClient, email: string, headers: Record<string, string>) =>
      c.post("/admin/sign-in", { email, password: "secret-pass" }, headers);
    await signIn(laptop, "owner@example.com", from("196.188.12.57", firefox));
    await signIn(phone, "owner@example.com", from("2001:db8:0:12::99", iphone));
    await signIn(stranger, "other@example.com", from("203.0.113.5", firefox));

    const page = await (await laptop.get("/admin/account", from("196.188.12.57", firefox))).text();
    expect(page).toContain("Firefox on Linux");
    expect(page).toContain("196.188.12.x");
    expect(page).toContain("Safari on iOS");
    expect(page).toContain("2001:db8:0:12::/64");
    expect(page).not.toContain("196.188.12.57");
    expect(page).toContain("Signed in");
    expect(page).toContain("Last active");
    expect(page).not.toContain("203.0.113");

    const sessionOf = async (email: string) => {
      const rows = await db
        .select({ id: session.id, userAgent: session.userAgent })
        .from(session)
        .innerJoin(user, eq(user.id, session.userId))
        .where(eq(user.email, email));
      return rows;
    };
    const phoneSession = (await sessionOf("owner@example.com")).find((s) => s.userAgent === iphone);
    const [strangerSession] = await sessionOf("other@example.com");
    // Another account's session is not ours to end.
    const foreign = await laptop.post("/admin/account", {
      intent: "sign-out-session",
      session: strangerSession?.id ?? "",
    });
    expect(foreign.status).toBe(404);
    expect(await foreign.text()).toContain("That session has already ended.");
    expect(await (await stranger.get("/admin")).text()).not.toContain("Admin Login");

    const one = await laptop.post("/admin/account", {
      intent: "sign-out-session",
      session: phoneSession?.id ?? "",
    });
    expect(one.headers.get("location")).toBe("/admin/account?done=session");
    expect(await (await laptop.get("/admin/account?done=session")).text()).toContain(
      "That device has been signed out.",
    );
    expect(await (await phone.get("/admin")).text()).toContain("Admin Login");
    const again = await laptop.post("/admin/account", {
      intent: "sign-out-session",
      session: phoneSession?.id ?? "",
    });
    expect(again.status).toBe(404);

    // This device's own session: signed out here.
    const [own] = await sessionOf("owner@example.com");
    const self = await laptop.post("/admin/account", {
      intent: "sign-out-session",
      session: own?.id ?? "",
    });
    expect(self.headers.get("location")).toBe("/admin");
    expect(await (await laptop.get("/admin")).text()).toContain("Admin Login");
  });

  it("sends anonymous visitors of guarded pages to the login", async () => {
    const { client } = await setup();
    const account = await client().get("/admin/account");
    expect(account.status).toBe(302);
    // The login, which returns here after signing in.
    expect(account.headers.get("location")).toBe("/admin?next=%2Fadmin%2Faccount");
  });

  it("refuses a state-changing request from a foreign origin with 403", async () => {
    const { db, client } = await setup();
    const c = client();
    const response = await c.post(
      "/admin/signup",
      { email: "evil@example.com", password: "secret-pass", confirmPassword: "secret-pass" },
      { origin: "https://evil.example" },
    );
    expect(response.status).toBe(403);
    const crossSite = await c.post(
      "/admin/sign-in",
      { email: "a@example.com", password: "x" },
      { origin: "http://localhost", "sec-fetch-site": "cross-site" },
    );
    expect(crossSite.status).toBe(403);
    expect(await db.$count(user)).toBe(0);
  });

  it("applies SIGNUP=open and SIGNUP=closed", async () => {
    const open = await setup({ SIGNUP: "open" });
    await open.client().signUp("first@example.com");
    await open.client().signUp("second@example.com");
    expect(await roleOf(open.db, "second@example.com")).toBe("admin");

    const closed = await setup({ SIGNUP: "closed" });
    const page = await (await closed.client().get("/admin/signup")).text();
    expect(page).toContain("Sign-up is closed. Ask an administrator for an account.");
    const refused = await closed.client().signUp("first@example.com");
    expect(refused.status).toBe(403);
    expect(await closed.db.$count(user)).toBe(0);
    // Its login says how the owner's account is made instead.
    const login = await (await closed.client().get("/admin")).text();
    expect(login).toContain("npm run admin -- create-owner --email");
    expect(login).not.toContain('href="/admin/signup"');
  });
});

/** What a feature function answered, as its route sends it: a redirect or data, with its status. */
function answer(result: Answer<unknown>) {
  const http = httpOf(result);
  if (http instanceof Response) {
    return {
      status: http.status,
      location: http.headers.get("location"),
      cookies: http.headers.getSetCookie(),
      data: undefined as unknown,
    };
  }
  const { data, init } = http as { data: unknown; init: ResponseInit | null };
  return { status: init?.status ?? 200, location: null, cookies: [] as string[], data };
}

function formRequest(path: string, fields: Record<string, string>, cookie = "") {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { cookie, "user-agent": "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Firefox/140.0" },
  });
}

const FIREFOX_LINUX = "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0";
const SAFARI_IOS =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";

describe.each(ENGINES)("the auth feature's functions on %s", (engine) => {
  const freshDatabase = perTestDatabase(engine);

  /** A real database and better-auth, and the contexts the routes would pass. */
  async function setup() {
    const test = await freshDatabase();
    const db = test.database.db;
    const logged: string[] = [];
    const logger = pino({ level: "error" }, { write: (line: string) => logged.push(line) });
    const auths = new Map<SignupMode, Auth>();
    const authFor = (signupMode: SignupMode) => {
      const auth =
        auths.get(signupMode) ??
        createAuth({
          db,
          secret: TEST_SECRET,
          siteUrl: "http://localhost",
          signupMode,
          secureCookies: false,
          issuer: "Test",
        });
      auths.set(signupMode, auth);
      return auth;
    };
    const auth = authFor("approval");

    function context({
      signupMode = "approval",
      session = null,
      clientIp = "203.0.113.9",
    }: {
      signupMode?: SignupMode;
      session?: AppLoadContext["session"];
      clientIp?: string;
    } = {}): AppLoadContext {
      return {
        db,
        logger,
        siteUrl: "http://localhost",
        mustSetUpTwoFactor: false,
        secret: "test-secret-of-at-least-32-characters!!",
        trashDays: 30,
        tenderDays: 365,
        site: DEFAULT_SITE,
        publishedSite: publishedSite(db, DEFAULT_SITE),
        siteChanged: async () => {},
        auth: authFor(signupMode),
        signupMode,
        session,
        contact: { secret: TEST_SECRET },
        // Accounts never touch the media library.
        media: {} as AppLoadContext["media"],
        careers: {} as AppLoadContext["careers"],
        alerts: { perMinute: 120 },
        links: {} as AppLoadContext["links"],
        webhooks: {} as AppLoadContext["webhooks"],
        announce: async () => undefined,
        // Nor redirects or the search log.
        redirects: {} as AppLoadContext["redirects"],
        searches: {} as AppLoadContext["searches"],
        signInProviders: createSignInProviders([], false),
        contentChanged: () => {},
        documentRequest: true,
        islands: new Map(),
        pageScript: "",
        cspNonce: "",
        csp: false,
        clientIp,
      };
    }

    async function createAccount(email: string, password = "secret-pass") {
      await auth.api.signUpEmail({ body: { email, password, name: email } });
    }

    /** A browser signed in as `email`: its cookie and the context of its requests. */
    async function device(email: string, userAgent: string, password = "secret-pass") {
      const { headers } = await auth.api.signInEmail({
        body: { email, password, rememberMe: true },
        headers: new Headers({ "user-agent": userAgent }),
        returnHeaders: true,
      });
      const cookie = (headers.getSetCookie()[0] ?? "").split(";")[0] ?? "";
      const session = await auth.api.getSession({ headers: new Headers({ cookie }) });
      return { cookie, context: context({ session }) };
    }

    const signedIn = async (cookie: string) =>
      (await auth.api.getSession({ headers: new Headers({ cookie }) })) !== null;

    return { db, auth, context, logged, createAccount, device, signedIn };
  }

  const newAccount = (email: string, password = "secret-pass", confirmPassword = password) =>
    formRequest("/admin/signup", { email, password, confirmPassword });

  it("signUp: the owner first, then pending accounts, or admins with SIGNUP=open", async () => {
    const { db, context } = await setup();
    expect(answer(await signUp(newAccount("a@example.com"), context()))).toMatchObject({
      status: 200,
      data: { created: true, pending: false },
    });
    expect(answer(await signUp(newAccount("b@example.com"), context()))).toMatchObject({
      status: 200,
      data: { created: true, pending: true },
    });
    const open = answer(await signUp(newAccount("c@example.com"), context({ signupMode: "open" })));
    expect(open.data).toEqual({ created: true, pending: false });
    const roles = await db.select({ email: user.email, role: user.role }).from(user);
    expect(roles).toEqual(
      expect.arrayContaining([
        { email: "a@example.com", role: "owner" },
        { email: "b@example.com", role: "pending" },
        { email: "c@example.com", role: "admin" },
      ]),
    );
  });

  it("signUp: refuses when closed (before reading the form), invalid input, and the 11th attempt an hour", async () => {
    const { db, context } = await setup();
    const unreadable = new Request("http://localhost/admin/signup", {
      method: "POST",
      body: "not a form",
      headers: { "content-type": "multipart/form-data; boundary=x" },
    });
    expect(answer(await signUp(unreadable, context({ signupMode: "closed" })))).toMatchObject({
      status: 403,
      data: { formError: "Sign-up is closed. Ask an administrator for an account." },
    });
    expect(await db.$count(rateLimits)).toBe(0);

    const mismatch = answer(
      await signUp(newAccount(" a@example.com ", "secret-pass", "other-pass"), context()),
    );
    expect(mismatch).toMatchObject({
      status: 400,
      data: { errors: { confirmPassword: "Passwords do not match" }, email: " a@example.com " },
    });
    const tooLong = answer(await signUp(newAccount("a@example.com", "x".repeat(129)), context()));
    expect(tooLong).toMatchObject({
      status: 400,
      data: { errors: { password: "Password must be at most 128 characters" } },
    });
    for (let attempt = 3; attempt <= 10; attempt++) {
      expect(answer(await signUp(newAccount("a@example.com", "1"), context())).status).toBe(400);
    }
    expect(answer(await signUp(newAccount("a@example.com"), context()))).toMatchObject({
      status: 429,
      data: { formError: "Too many attempts. Please try again later.", email: "a@example.com" },
    });
    // Another address has its own count.
    const elsewhere = context({ clientIp: "198.51.100.1" });
    expect(answer(await signUp(newAccount("a@example.com", "1"), elsewhere)).status).toBe(400);
    expect(await db.$count(user)).toBe(0);
  });

  it("signUp: answers a refusal by better-auth with its status and message, logs a fault and answers 500", async () => {
    const { db, context, logged } = await setup();
    // The database refuses every new account: better-auth answers 422.
    await db.execute(
      sql.raw(`create function refuse_accounts() returns trigger language plpgsql as $$
        begin raise exception 'no new accounts'; end $$`),
    );
    await db.execute(
      sql.raw(`create trigger refuse_accounts before insert on "user"
        for each row execute function refuse_accounts()`),
    );
    expect(answer(await signUp(newAccount("a@example.com"), context()))).toMatchObject({
      status: 422,
      data: { formError: "Failed to create user", email: "a@example.com" },
    });
    expect(logged.join("\n")).not.toContain("sign-up failed");

    // Without its table better-auth cannot even look the e-mail up: a fault.
    await db.execute(sql.raw(`alter table "user" rename to user_moved`));
    expect(answer(await signUp(newAccount("a@example.com"), context()))).toMatchObject({
      status: 500,
      data: { formError: "Failed to create account", email: "a@example.com" },
    });
    expect(logged.join("\n")).toContain("sign-up failed");
  });

  it("signIn and changePassword pass faults on; the error helper reads real refusals", async () => {
    const { db, auth, context, createAccount, device } = await setup();
    await createAccount("a@example.com");
    const refusal = await auth.api
      .signInEmail({ body: { email: "a@example.com", password: "wrong-password" } })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(authErrorStatus(refusal)).toBe(401);
    expect(translateAuthError(refusal, "Fallback")).toEqual({
      status: 401,
      message: "Invalid email or password",
    });

    const laptop = await device("a@example.com", FIREFOX_LINUX);
    await db.execute(sql.raw(`alter table "account" rename to account_moved`));
    const credentials = { email: "a@example.com", password: "secret-pass" };
    await expect(
      signIn(formRequest("/admin?index", credentials), context(), toFormData(credentials)),
    ).rejects.toThrow();
    const change = { currentPassword: "secret-pass", newPassword: "new-secret" };
    await expect(
      changePassword(
        formRequest("/admin/account", change, laptop.cookie),
        laptop.context,
        toFormData(change),
      ),
    ).rejects.toThrow();
  });

  it("changePassword checks the input, refuses a wrong current password, and signs out the other devices", async () => {
    const { db, auth, createAccount, device, signedIn } = await setup();
    await createAccount("a@example.com");
    const phone = await device("a@example.com", SAFARI_IOS);
    const laptop = await device("a@example.com", FIREFOX_LINUX);
    const post = async (fields: Record<string, string>) =>
      answer(
        await changePassword(
          formRequest("/admin/account", fields, laptop.cookie),
          laptop.context,
          toFormData(fields),
        ),
      );

    expect(await post({ currentPassword: "secret-pass", newPassword: "12345" })).toMatchObject({
      status: 400,
      data: {
        intent: "change-password",
        errors: { newPassword: "Password must be at least 6 characters" },
      },
    });
    expect((await post({ currentPassword: "", newPassword: "new-secret" })).data).toMatchObject({
      errors: { currentPassword: "Enter your current password" },
    });
    expect(await post({ currentPassword: "wrong-one", newPassword: "new-secret" })).toMatchObject({
      status: 400,
      data: {
        intent: "change-password",
        errors: { currentPassword: "The current password is not correct." },
      },
    });

    const changed = await post({ currentPassword: "secret-pass", newPassword: "new-secret" });
    expect(changed).toMatchObject({ status: 302, location: "/admin/account?done=password" });
    const cookie =
      changed.cookies.find((c) => c.startsWith("aig.session_token="))?.split(";")[0] ?? "";
    // This device continues with its new session; the phone's session is gone.
    expect(await signedIn(cookie)).toBe(true);
    expect(await signedIn(phone.cookie)).toBe(false);
    expect(await db.$count(session)).toBe(1);
    await expect(
      auth.api.signInEmail({ body: { email: "a@example.com", password: "new-secret" } }),
    ).resolves.toBeTruthy();
  });

  it("listSessions, signOutOtherDevices and signOutEverywhere", async () => {
    const { db, createAccount, device, signedIn } = await setup();
    await createAccount("a@example.com");
    await createAccount("b@example.com");
    const phone = await device("a@example.com", SAFARI_IOS);
    const laptop = await device("a@example.com", FIREFOX_LINUX);
    await device("a@example.com", "curl/8.0");
    const someoneElse = await device("b@example.com", FIREFOX_LINUX);
    // The phone was used more recently than the curl session.
    await db
      .update(session)
      .set({ updatedAt: new Date(Date.now() - 60_000) })
      .where(eq(session.userAgent, "curl/8.0"));
    const request = formRequest("/admin/account", {}, laptop.cookie);

    const sessions = await listSessions(laptop.context);
    expect(sessions.map((s) => [s.device, s.current])).toEqual([
      ["Firefox on Linux", true],
      ["Safari on iOS", false],
      ["Unknown device", false],
    ]);
    expect(sessions[0]?.id).toBe(laptop.context.session?.session.id);
    expect(sessions.every((s) => !Number.isNaN(Date.parse(s.lastUsed)))).toBe(true);

    expect(answer(await signOutOtherDevices(request, laptop.context))).toMatchObject({
      status: 302,
      location: "/admin/account?done=others",
    });
    expect(await signedIn(laptop.cookie)).toBe(true);
    expect(await signedIn(phone.cookie)).toBe(false);
    expect(await db.$count(session)).toBe(2);

    const everywhere = answer(await signOutEverywhere(request, laptop.context));
    expect(everywhere).toMatchObject({ status: 302, location: "/admin" });
    expect(everywhere.cookies.some((c) => /^aig\.session_token=;/.test(c))).toBe(true);
    expect(await signedIn(laptop.cookie)).toBe(false);
    // Other people's sessions are never touched.
    expect(await signedIn(someoneElse.cookie)).toBe(true);
    expect(await db.$count(session)).toBe(1);
  });

  it("accountNotice names only the known notices", () => {
    const notice = (query: string) =>
      accountNotice(new Request(`http://localhost/admin/account${query}`));
    expect(notice("?done=password")).toBe("password");
    expect(notice("?done=others")).toBe("others");
    expect(notice("")).toBeUndefined();
    expect(notice("?done=hasOwnProperty")).toBeUndefined();
    expect(notice("?done=__proto__")).toBeUndefined();
  });
});

function toFormData(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
}
