import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { session as sessions } from "../../db/schema";
import { silentLogger, TEST_SECRET, testConfig } from "../../tests/support/build";
import { ENGINES, perTestDatabase } from "../../tests/support/test-database";
import { createFeatures } from "../features";
import { resolveSession, type SessionEnv } from "./session";

describe.each(ENGINES)("resolveSession on %s", (engine) => {
  const freshDatabase = perTestDatabase(engine);

  async function setup() {
    const test = await freshDatabase();
    const { auth } = createFeatures({
      config: testConfig(),
      logger: silentLogger,
      database: test.database,
      authSecret: TEST_SECRET,
    });
    const appTrusting = (trustProxy: boolean) => {
      const app = new Hono<SessionEnv>();
      app.use(resolveSession({ auth, db: test.database.db, trustProxy, logger: silentLogger }));
      app.get("/", (c) =>
        c.json({ email: c.get("session")?.user.email ?? null, clientIp: c.get("clientIp") }),
      );
      // A response that sets the session cookie itself (as sign-in and sign-out do).
      app.get("/sets-own-cookie", (c) => {
        c.header("set-cookie", "aig.session_token=own; Path=/");
        return c.text("own");
      });
      return app;
    };

    await auth.api.signUpEmail({
      body: { email: "owner@example.com", password: "secret-pass", name: "Owner" },
    });
    const signedIn = await auth.api.signInEmail({
      body: { email: "owner@example.com", password: "secret-pass" },
      returnHeaders: true,
    });
    const cookie = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    return { app: appTrusting(false), appTrusting, database: test.database, cookie };
  }

  it("leaves anonymous requests without a session, and without a database query", async () => {
    const { app, database } = await setup();
    await database.close();
    const res = await app.request("/");
    expect(await res.json()).toEqual({ email: null, clientIp: "unknown" });
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it("resolves a valid session cookie to its session, and a forged one to none", async () => {
    const { app, cookie } = await setup();
    expect(cookie).toContain("aig.session_token=");
    const signedIn = await app.request("/", { headers: { cookie } });
    expect((await signedIn.json()).email).toBe("owner@example.com");

    const forged = await app.request("/", { headers: { cookie: "aig.session_token=forged.x" } });
    expect((await forged.json()).email).toBeNull();
  });

  it("passes a refreshed session cookie on, unless the response sets that cookie itself", async () => {
    const { app, database, cookie } = await setup();
    // A session that expires sooner than 6 days from now (it was made over a day ago) is extended.
    const soon = () =>
      database.db.update(sessions).set({ expiresAt: new Date(Date.now() + 3_600_000) });
    await soon();
    const extended = await app.request("/", { headers: { cookie } });
    expect((await extended.json()).email).toBe("owner@example.com");
    const refreshed = extended.headers.getSetCookie();
    expect(refreshed.some((c) => c.startsWith("aig.session_token="))).toBe(true);
    const [row] = await database.db.select().from(sessions);
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3_600_000);

    await soon();
    const own = await app.request("/sets-own-cookie", { headers: { cookie } });
    expect(own.headers.getSetCookie().filter((c) => c.startsWith("aig.session_token="))).toEqual([
      "aig.session_token=own; Path=/",
    ]);
  });

  it("notes a used session's last activity, at most every five minutes", async () => {
    const { app, database, cookie } = await setup();
    const updatedAt = async () =>
      (await database.db.select({ at: sessions.updatedAt }).from(sessions))[0]?.at.getTime() ?? 0;
    await database.db.update(sessions).set({ updatedAt: new Date(Date.now() - 10 * 60_000) });
    await app.request("/", { headers: { cookie } });
    await expect.poll(updatedAt).toBeGreaterThan(Date.now() - 60_000);

    const recently = new Date(Date.now() - 2 * 60_000);
    await database.db.update(sessions).set({ updatedAt: recently });
    await app.request("/", { headers: { cookie } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await updatedAt()).toBe(recently.getTime());
  });

  it("takes the client address from X-Forwarded-For only when told to trust the proxy", async () => {
    const { appTrusting } = await setup();
    const headers = { "x-forwarded-for": "198.51.100.1, 203.0.113.9" };
    const direct = await appTrusting(false).request("/", { headers });
    expect((await direct.json()).clientIp).toBe("unknown");
    const proxied = await appTrusting(true).request("/", { headers });
    expect((await proxied.json()).clientIp).toBe("203.0.113.9");
  });
});
