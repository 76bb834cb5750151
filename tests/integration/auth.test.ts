import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { applyTeamChange, TeamRuleError } from "../../app/features/auth/team.server";
import { session, user } from "../../db/schema";
import { createApp } from "../../server/app";
import { loadServerBuild, silentLogger, TEST_SECRET, testConfig } from "../support/build";
import { TestClient } from "../support/http-client";
import { createTestDatabase, ENGINES, type TestDatabase } from "../support/test-database";

const build = await loadServerBuild();

describe.each(ENGINES)("accounts and sessions on %s", (engine) => {
  let test: TestDatabase | undefined;
  afterEach(async () => {
    await test?.drop();
    test = undefined;
  });

  async function setup(env: Record<string, string> = {}) {
    test = await createTestDatabase(engine);
    await test.database.migrate();
    const app = createApp({
      config: testConfig(env),
      authSecret: TEST_SECRET,
      logger: silentLogger,
      database: test.database,
      build,
    });
    return { app, db: test.database.db, client: () => new TestClient(app) };
  }

  async function roleOf(db: TestDatabase["database"]["db"], email: string) {
    const [row] = await db.select({ role: user.role }).from(user).where(eq(user.email, email));
    return row?.role;
  }

  it("makes the first account the owner and later ones pending, with the specified texts", async () => {
    const { db, client } = await setup();
    const first = await client().signUp("owner@example.com");
    expect(first.status).toBe(200);
    const firstHtml = await first.text();
    expect(firstHtml).toContain("Account Created!");
    expect(firstHtml).toContain("Your admin account has been created successfully.");
    expect(firstHtml).toContain('href="/admin"');
    expect(firstHtml).toContain("Go to Login");
    expect(firstHtml).not.toContain("must approve");
    expect(await roleOf(db, "owner@example.com")).toBe("owner");

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
    expect(dashboard.headers.get("cache-control")).toBe("no-store");

    const stolen = c.cookieHeader();
    const out = await c.post("/admin/sign-out", {});
    expect(out.status).toBe(302);
    // The old cookie no longer opens the dashboard: the session is gone on the server.
    const replay = await c.get("/admin", { cookie: stolen });
    expect(await replay.text()).toContain("Admin Login");
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
    const refused = await pending.post("/admin?index", {
      intent: "approve",
      userId: editor?.id ?? "",
    });
    expect(refused.status).toBe(403);
    expect(await roleOf(db, "editor@example.com")).toBe("pending");

    const approved = await owner.post("/admin?index", {
      intent: "approve",
      userId: editor?.id ?? "",
    });
    expect(approved.status).toBe(200);
    expect(await roleOf(db, "editor@example.com")).toBe("admin");
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

    const self = await owner.post("/admin?index", { intent: "make-admin", userId: ownerId });
    expect(self.status).toBe(400);
    expect(await self.text()).toContain("You cannot change or remove your own account.");

    await owner.post("/admin?index", { intent: "approve", userId: secondId });
    expect(
      (await owner.post("/admin?index", { intent: "make-owner", userId: secondId })).status,
    ).toBe(200);
    expect(await roleOf(db, "second@example.com")).toBe("owner");
    expect(
      (await owner.post("/admin?index", { intent: "make-admin", userId: secondId })).status,
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
    expect((await owner.post("/admin?index", { intent: "remove", userId: secondId })).status).toBe(
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

  it("sends anonymous visitors of guarded pages to the login", async () => {
    const { client } = await setup();
    const account = await client().get("/admin/account");
    expect(account.status).toBe(302);
    expect(account.headers.get("location")).toBe("/admin");
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
      "/admin?index",
      { intent: "sign-in", email: "a@example.com", password: "x" },
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
    await test?.drop();

    const closed = await setup({ SIGNUP: "closed" });
    const page = await (await closed.client().get("/admin/signup")).text();
    expect(page).toContain("Sign-up is closed. Ask an administrator for an account.");
    const refused = await closed.client().signUp("first@example.com");
    expect(refused.status).toBe(403);
    expect(await closed.db.$count(user)).toBe(0);
  });
});
