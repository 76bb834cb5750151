import { Hono } from "hono";
import { afterEach, describe, expect, it } from "vitest";
import { silentLogger } from "../../tests/support/build";
import { createTestDatabase, ENGINES, type TestDatabase } from "../../tests/support/test-database";
import { healthCheck } from "./health";

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
});
