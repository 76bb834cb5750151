import { Hono } from "hono";
import type { AppLoadContext, ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadServerBuild, silentLogger, TEST_SECRET, testConfig } from "../../tests/support/build";
import { createTestDatabase, type TestDatabase } from "../../tests/support/test-database";
import { createFeatures } from "../features";
import { sharedLoadContext } from "../load-context";
import { reactRouter } from "./react-router";
import type { SessionEnv } from "./session";

const realBuild = await loadServerBuild();

/**
 * The real server build, with its entry's document and data hooks recording the load context
 * React Router hands them.
 */
function recordingBuild(seen: AppLoadContext[]): ServerBuild {
  const module = realBuild.entry.module;
  return {
    ...realBuild,
    entry: {
      module: {
        ...module,
        default: (request, status, headers, routerContext, loadContext) => {
          seen.push(loadContext as AppLoadContext);
          return module.default(request, status, headers, routerContext, loadContext);
        },
        handleDataRequest: (response, { context }) => {
          seen.push(context as AppLoadContext);
          return response;
        },
      },
    },
  };
}

describe("reactRouter", () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase("embedded");
    await test.database.migrate();
  });
  afterAll(() => test.drop());

  function app(build: ServerBuild) {
    const config = testConfig();
    const app = new Hono<SessionEnv>();
    app.use(async (c, next) => {
      c.set("session", null);
      c.set("clientIp", "198.51.100.7");
      await next();
    });
    app.all(
      "*",
      reactRouter({
        build,
        mode: config.mode,
        context: sharedLoadContext({
          config,
          logger: silentLogger,
          database: test.database,
          features: createFeatures({
            config,
            logger: silentLogger,
            database: test.database,
            authSecret: TEST_SECRET,
          }),
          pageScript: "/assets/page-script.js",
          contentChanged: () => {},
        }),
      }),
    );
    return app;
  }

  it("renders pages and answers single-fetch data requests", async () => {
    const server = app(realBuild);
    const page = await server.request("/");
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/text\/html/);
    expect(await page.text()).toContain('<html lang="en">');

    const data = await server.request("/_root.data");
    expect(data.status).toBe(200);
    expect(data.headers.get("content-type")).toMatch(/text\/x-script/);
  });

  it("builds each request's load context: document or data request, fresh islands", async () => {
    const seen: AppLoadContext[] = [];
    const server = app(recordingBuild(seen));
    await (await server.request("/news")).text();
    await (await server.request("/news.data")).text();
    await (await server.request("/_root.data")).text();

    expect(seen.map((context) => context.documentRequest)).toEqual([true, false, false]);
    const [page, data] = seen;
    expect(page?.islands).toBeInstanceOf(Map);
    expect(page?.islands).not.toBe(data?.islands);
    expect(page?.clientIp).toBe("198.51.100.7");
    expect(page?.session).toBeNull();
    expect(page?.pageScript).toBe("/assets/page-script.js");
    expect(page?.cspNonce).not.toBe(data?.cspNonce);
  });
});
