import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { inArray } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { embeddedDataPath, openEmbeddedDatabase } from "../../db/client.server";
import { LOCK_FILE_NAME } from "../../db/data-folder-lock";
import { newsArticles } from "../../db/schema";
import { type ServerProcess, spawnServer, writeThenKill } from "../support/server-process";
import { migratedDataDir, tempDir } from "../support/test-database";

const running: ServerProcess[] = [];
async function start(env: Record<string, string>) {
  const server = await spawnServer(env);
  running.push(server);
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

/** The pid of a process that has certainly exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"]);
  return Number(child.stdout.toString());
}

describe("the production server process", () => {
  it("keeps its data across restarts and refuses a second process on the same data folder", async () => {
    const dataDir = migratedDataDir();
    const first = await start({ DATA_DIR: dataDir, TEST_HOOKS: "1" });
    await first.ready();
    expect(first.output()).toContain(`Serving on ${first.url}`);
    const created = await fetch(`${first.url}/__test/articles`, {
      method: "POST",
      body: JSON.stringify({ title: "Kept" }),
    });
    expect(created.status).toBe(201);

    const second = await start({ DATA_DIR: dataDir });
    const { code } = await second.exited;
    expect(code).toBe(1);
    expect(second.output()).toContain(`data folder ${dataDir} is in use by process ${first.pid}`);

    // The refused process left the first one and its data alone.
    expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
    first.process.kill("SIGTERM");
    expect((await first.exited).code).toBe(0);
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);

    const again = await start({ DATA_DIR: dataDir, TEST_HOOKS: "1" });
    await again.ready();
    const count = await fetch(`${again.url}/__test/articles/count`).then((r) => r.json());
    expect(count).toEqual({ count: 1 });
  });

  it("takes over a stale lock left by a process that died", async () => {
    const dataDir = migratedDataDir();
    const pid = deadPid();
    fs.writeFileSync(path.join(dataDir, LOCK_FILE_NAME), `${pid}\n`);
    const server = await start({ DATA_DIR: dataDir });
    await server.ready();
    const [pidLine] = fs.readFileSync(path.join(dataDir, LOCK_FILE_NAME), "utf8").split("\n");
    expect(pidLine).toBe(String(server.pid));
  });

  it("finishes an in-flight request on SIGTERM, refuses new ones, and exits 0", async () => {
    const server = await start({ DATA_DIR: migratedDataDir(), TEST_HOOKS: "1" });
    await server.ready();
    const inFlight = fetch(`${server.url}/__test/slow?ms=1500`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.process.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();

    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("waited 1500 ms");
    expect(await server.exited).toEqual({ code: 0, signal: null });
  });

  it("loses no acknowledged insert when killed with SIGKILL in the middle of a burst", async () => {
    const dataDir = migratedDataDir();
    const server = await start({ DATA_DIR: dataDir, TEST_HOOKS: "1" });
    await server.ready();

    const acknowledged = await writeThenKill(server, 150);
    expect(acknowledged.length).toBeGreaterThanOrEqual(150);

    // Reopen the very folder the killed process was writing: every acknowledged row is there.
    const database = await openEmbeddedDatabase(embeddedDataPath(dataDir));
    try {
      const found = await database.db
        .select({ id: newsArticles.id })
        .from(newsArticles)
        .where(inArray(newsArticles.id, acknowledged));
      expect(found.length).toBe(acknowledged.length);
    } finally {
      await database.close();
    }

    // And the server starts cleanly on it again, taking over the dead process's lock.
    const restarted = await start({ DATA_DIR: dataDir, TEST_HOOKS: "1" });
    await restarted.ready();
    const { count } = (await fetch(`${restarted.url}/__test/articles/count`).then((r) =>
      r.json(),
    )) as { count: number };
    expect(count).toBeGreaterThanOrEqual(acknowledged.length);
  });

  it("exits 1 with a message naming the variable when the configuration is invalid", async () => {
    const server = await start({
      DATA_DIR: tempDir(),
      PORT: "3000",
      HOST: "127.0.0.1",
      SITE_URL: "nope",
    });
    const { code } = await server.exited;
    expect(code).toBe(1);
    expect(server.output()).toContain("Invalid configuration: SITE_URL");

    const production = await start({
      DATA_DIR: tempDir(),
      DATABASE_URL: "postgres://postgres@127.0.0.1:5432/test",
    });
    expect((await production.exited).code).toBe(1);
    expect(production.output()).toContain("AUTH_SECRET is required in production");
  });

  it("never deletes or re-initialises a data folder it cannot open", async () => {
    const dataDir = tempDir();
    const pgdata = embeddedDataPath(dataDir);
    fs.mkdirSync(pgdata);
    fs.writeFileSync(path.join(pgdata, "precious.txt"), "do not delete");
    const server = await start({ DATA_DIR: dataDir });
    expect((await server.exited).code).toBe(1);
    expect(server.output()).toContain("left untouched");
    expect(fs.readdirSync(pgdata)).toEqual(["precious.txt"]);

    // A database folder of the wrong version is left as it is too.
    const other = tempDir();
    const otherData = embeddedDataPath(other);
    fs.mkdirSync(otherData);
    fs.writeFileSync(path.join(otherData, "PG_VERSION"), "9\n");
    const server2 = await start({ DATA_DIR: other });
    expect((await server2.exited).code).toBe(1);
    expect(server2.output()).toContain("could not be opened");
    expect(fs.readdirSync(otherData)).toEqual(["PG_VERSION"]);
  });
});
