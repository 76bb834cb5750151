import fs from "node:fs";
import path from "node:path";
import { hashPassword } from "better-auth/crypto";
import { afterEach, describe, expect, it } from "vitest";
import { BUILD_DIR, SERVER_MAIN, SERVER_TEST_MAIN } from "../scripts/lib/build";
import { type ServerProcess, spawnServer } from "../scripts/lib/server-process";
import { migratedDataDir } from "../tests/support/test-database";
import { testPasswordHashing } from "./test-hooks";

const running: ServerProcess[] = [];
async function start(env: Record<string, string>, entry: string) {
  const server = await spawnServer(
    { DATA_DIR: migratedDataDir(), LOG_LEVEL: "warn", ...env },
    { entry },
  );
  running.push(server);
  await server.ready();
  return server;
}

afterEach(async () => {
  for (const server of running.splice(0)) {
    if (server.process.exitCode === null && server.process.signalCode === null) {
      server.process.kill("SIGKILL");
      await server.exited;
    }
  }
});

const postUser = (url: string) =>
  fetch(`${url}/__test/users`, {
    method: "POST",
    body: JSON.stringify({ email: "t@example.com", password: "secret-pass", role: "admin" }),
  });

describe("the browser bundle", () => {
  it("holds React's production build, whatever NODE_ENV the build ran under", () => {
    // Vitest runs with NODE_ENV=test, and its global setup builds when the build is not current:
    // the browser code must still get React's production build.
    const assets = path.join(BUILD_DIR, "client", "assets");
    const scripts = fs.readdirSync(assets).filter((name) => name.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(0);
    const development = scripts.filter((name) => {
      const code = fs.readFileSync(path.join(assets, name), "utf8");
      return code.includes("Download the React DevTools") || code.includes("react-dom.development");
    });
    expect(development).toEqual([]);
  });
});

describe("the test endpoints", () => {
  it("are bundled into the test entry only, never into the production server", () => {
    const production = fs.readFileSync(SERVER_MAIN, "utf8");
    const testEntry = fs.readFileSync(SERVER_TEST_MAIN, "utf8");
    for (const route of ["/__test/users", "/__test/articles", "/__test/slow"]) {
      expect(production, route).not.toContain(route);
      expect(testEntry, route).toContain(route);
    }
    expect(production).not.toContain("installTestHooks");
    // Nor the test build's cheaper password hashing.
    expect(production).not.toContain("test-scrypt$");
    expect(testEntry).toContain("test-scrypt$");
    expect(production).not.toContain("deliberate failure");
    // Nor does the route table of the React Router build both entries serve.
    const routes = fs.readFileSync(path.join(BUILD_DIR, "server", "index.js"), "utf8");
    expect(routes).not.toContain("__test/error");
    expect(routes).not.toContain("deliberate failure");
  });

  it("are absent from the production server even with TEST_HOOKS=1", async () => {
    const server = await start({ TEST_HOOKS: "1" }, SERVER_MAIN);
    expect((await postUser(server.url)).status).toBe(404);
    // Nor the test pages.
    expect((await fetch(`${server.url}/__test/error`)).status).toBe(404);
    expect(server.output()).toContain("TEST_HOOKS is ignored");
  });

  it("are mounted by the test entry with TEST_HOOKS=1", async () => {
    const server = await start({ TEST_HOOKS: "1" }, SERVER_TEST_MAIN);
    expect((await postUser(server.url)).status).toBe(201);
    expect((await fetch(`${server.url}/__test/error`)).status).toBe(500);
  });

  it("are not mounted by the test entry without TEST_HOOKS", async () => {
    const server = await start({}, SERVER_TEST_MAIN);
    expect((await postUser(server.url)).status).toBe(404);
    expect((await fetch(`${server.url}/__test/error`)).status).toBe(404);
  });

  it("still need a loopback HOST", async () => {
    const server = await spawnServer(
      { DATA_DIR: migratedDataDir(), TEST_HOOKS: "1", HOST: "0.0.0.0" },
      { entry: SERVER_TEST_MAIN },
    );
    running.push(server);
    expect((await server.exited).code).toBe(1);
    expect(server.output()).toContain("TEST_HOOKS needs HOST to be a loopback address");
  });
});

describe("the test build's password hashing", () => {
  it("marks its own hashes, checks them, and checks production's too", async () => {
    const own = await testPasswordHashing.hash("secret-pass");
    expect(own).toMatch(/^test-scrypt\$[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await testPasswordHashing.verify({ hash: own, password: "secret-pass" })).toBe(true);
    expect(await testPasswordHashing.verify({ hash: own, password: "secret-pasS" })).toBe(false);
    // A hash the CLI or a production server made on the same data.
    const production = await hashPassword("secret-pass");
    expect(production.startsWith("test-scrypt$")).toBe(false);
    expect(await testPasswordHashing.verify({ hash: production, password: "secret-pass" })).toBe(
      true,
    );
    expect(await testPasswordHashing.verify({ hash: production, password: "other-pass" })).toBe(
      false,
    );
  });
});
