import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { silentLogger } from "../../tests/support/build";
import { ENGINES, perTestDatabase } from "../../tests/support/test-database";
import { databaseOutage, UNAVAILABLE_PAGE } from "./database-outage";

describe.each(ENGINES)("databaseOutage on %s", (engine) => {
  const freshDatabase = perTestDatabase(engine);

  async function setup() {
    const test = await freshDatabase();
    let renderCancelled = false;
    const app = new Hono();
    app.use(databaseOutage(test.database, silentLogger));
    app.get("/fails", () => {
      const body = new ReadableStream({
        pull(controller) {
          controller.enqueue(new TextEncoder().encode("<p>error page</p>"));
        },
        cancel() {
          renderCancelled = true;
        },
      });
      return new Response(body, {
        status: 500,
        headers: { "content-type": "text/html", "x-rendered-by": "the failed page" },
      });
    });
    app.get("/fine", (c) => c.text("fine"));
    app.get("/missing", (c) => c.text("missing", 404));
    return { app, database: test.database, renderCancelled: () => renderCancelled };
  }

  it("passes failures through unchanged while the database answers", async () => {
    const { app } = await setup();
    const failed = await app.request("/fails");
    expect(failed.status).toBe(500);
    expect(failed.headers.get("x-rendered-by")).toBe("the failed page");
    await failed.body?.cancel();
  });

  it("turns a failure into a 503 page once the database is out of reach", async () => {
    const { app, database, renderCancelled } = await setup();
    await database.close();

    const down = await app.request("/fails");
    expect(down.status).toBe(503);
    expect(down.headers.get("retry-after")).toBe("30");
    expect(down.headers.get("cache-control")).toBe("no-store");
    expect(down.headers.get("content-type")).toMatch(/^text\/html/);
    // Nothing of the failed response is carried over, and its rendering is stopped.
    expect(down.headers.get("x-rendered-by")).toBeNull();
    expect(await down.text()).toBe(UNAVAILABLE_PAGE);
    expect(renderCancelled()).toBe(true);

    // Answers below 500 are left alone, outage or not.
    expect(await (await app.request("/fine")).text()).toBe("fine");
    expect((await app.request("/missing")).status).toBe(404);
  });
});
