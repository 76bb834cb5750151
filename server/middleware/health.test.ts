import { Hono } from "hono";
import { afterEach, describe, expect, it } from "vitest";
import { silentLogger } from "../../tests/support/build";
import { createTestDatabase, ENGINES, type TestDatabase } from "../../tests/support/test-database";
import { healthCheck, readyCheck } from "./health";

describe.each(ENGINES)("healthCheck on %s", (engine) => {
  let test: TestDatabase | undefined;
  afterEach(async () => {
    await test?.drop();
    test = undefined;
  });

  it("answers 200 while the database answers and 503 once it does not, never cached", async () => {
    test = await createTestDatabase(engine);
    const app = new Hono();
    app.get("/healthz", healthCheck(test.database, silentLogger));

    const ok = await app.request("/healthz");
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ status: "ok", database: "ok" });
    expect(ok.headers.get("cache-control")).toBe("no-store");

    await test.database.close();
    const down = await app.request("/healthz");
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ status: "error", database: "unavailable" });
    expect(down.headers.get("cache-control")).toBe("no-store");
  });

  it("is ready only with the database answering and this build's migrations applied, and not while draining", async () => {
    test = await createTestDatabase(engine, { migrated: false });
    const readiness = { draining: false };
    const app = new Hono();
    app.get("/readyz", readyCheck(test.database, readiness, silentLogger));

    const pending = await app.request("/readyz");
    expect(pending.status).toBe(503);
    expect(await pending.json()).toEqual({ status: "unavailable", migrations: "pending" });

    await test.database.migrate();
    const ready = await app.request("/readyz");
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready" });
    expect(ready.headers.get("cache-control")).toBe("no-store");

    // A build with a newer migration than the database has is not ready.
    const newer = new Hono();
    newer.get(
      "/readyz",
      readyCheck(test.database, { draining: false }, silentLogger, Date.now() + 60_000),
    );
    expect((await newer.request("/readyz")).status).toBe(503);

    readiness.draining = true;
    const draining = await app.request("/readyz");
    expect(draining.status).toBe(503);
    expect(await draining.json()).toEqual({ status: "draining" });

    readiness.draining = false;
    await test.database.close();
    const down = await app.request("/readyz");
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ status: "unavailable", database: "unavailable" });
  });
});
