import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { inArray, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import {
  type Database,
  embeddedDataPath,
  openEmbeddedDatabase,
  openPostgresDatabase,
} from "../../db/client.server";
import { media, newsArticles } from "../../db/schema";
import { signedInCookie } from "../../scripts/bench/admin-list";
import { photoLikeJpeg } from "../../scripts/bench/photo";
import { SERVER_MAIN, TEST_SECRET } from "../support/build";
import {
  freePort,
  type ServerProcess,
  spawnServer,
  writeThenKill,
} from "../support/server-process";
import { startSmtpReceiver } from "../support/smtp-receiver";
import { tcpRelay } from "../support/tcp-relay";
import {
  createTestDatabase,
  ENGINES,
  migratedDataDir,
  type TestDatabase,
  tempDir,
} from "../support/test-database";

const running: ServerProcess[] = [];
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const server of running.splice(0)) {
    if (server.process.exitCode === null && server.process.signalCode === null) {
      server.process.kill("SIGKILL");
      await server.exited;
    }
  }
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function start(env: Record<string, string>) {
  const server = await spawnServer({ LOG_LEVEL: "warn", TEST_HOOKS: "1", ...env });
  running.push(server);
  // A busy machine may take a while to open the database.
  await server.ready(120_000);
  return server;
}

/** Where the server under test keeps its data, and how to look at it afterwards. */
async function storage(
  engine: "embedded" | "postgres",
): Promise<{ env: Record<string, string>; open: () => Promise<Database> }> {
  if (engine === "embedded") {
    const dir = migratedDataDir();
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    return {
      env: { DATA_DIR: dir },
      open: () => openEmbeddedDatabase(embeddedDataPath(dir)),
    };
  }
  const test: TestDatabase = await createTestDatabase("postgres", { migrated: false });
  cleanups.push(() => test.drop());
  return {
    env: { DATABASE_URL: test.location, AUTH_SECRET: TEST_SECRET },
    open: () => openPostgresDatabase(test.location),
  };
}

describe.each(ENGINES)("faults on %s", (engine) => {
  it("kill -9 in the middle of a burst of writes loses no acknowledged write; the restart is clean", async () => {
    const store = await storage(engine);
    const server = await start(store.env);
    const acknowledged = await writeThenKill(server, 300, 16);

    const database: Database = await store.open();
    let found = 0;
    try {
      found = (
        await database.db
          .select({ id: newsArticles.id })
          .from(newsArticles)
          .where(inArray(newsArticles.id, acknowledged))
      ).length;
    } finally {
      await database.close();
    }
    console.log(`kill -9 on ${engine}: ${acknowledged.length} writes acknowledged, ${found} found`);
    expect(found).toBe(acknowledged.length);

    const restarted = await start(store.env);
    expect((await fetch(`${restarted.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${restarted.url}/news`)).status).toBe(200);
  });
});

describe.runIf(ENGINES.includes("postgres"))("PostgreSQL outage", () => {
  it("answers 503 while PostgreSQL is gone and recovers by itself when it returns", async () => {
    const test = await createTestDatabase("postgres", { migrated: false });
    cleanups.push(() => test.drop());
    const real = new URL(test.location);
    const cut = await tcpRelay(real);
    cleanups.push(() => cut.down());
    const viaRelay = new URL(test.location);
    viaRelay.host = `127.0.0.1:${cut.port}`;
    const server = await start({ DATABASE_URL: viaRelay.toString(), AUTH_SECRET: TEST_SECRET });
    expect((await fetch(`${server.url}/news`)).status).toBe(200);

    await cut.down();
    const started = Date.now();
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(503);
    // Pages that need the database (not yet cached) answer 503, not 500.
    const page = await fetch(`${server.url}/news?page=1`);
    expect(page.status).toBe(503);
    expect(page.headers.get("retry-after")).toBe("30");
    expect(await page.text()).toContain("temporarily unavailable");
    const admin = await fetch(`${server.url}/admin/signup`, {
      method: "POST",
      body: new URLSearchParams({
        email: "a@example.com",
        password: "pass-1234",
        confirmPassword: "pass-1234",
      }),
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
      redirect: "manual",
    });
    expect(admin.status).toBe(503);
    console.log(`outage: 503 within ${Date.now() - started} ms of PostgreSQL going away`);

    await cut.up();
    const back = Date.now();
    await expect
      .poll(async () => (await fetch(`${server.url}/healthz`)).status, { timeout: 15_000 })
      .toBe(200);
    await expect
      .poll(async () => (await fetch(`${server.url}/news?page=1`)).status, { timeout: 15_000 })
      .toBe(200);
    console.log(`outage: healthy again ${Date.now() - back} ms after PostgreSQL returned`);
    // The same process: never restarted.
    expect(server.process.exitCode).toBeNull();
  });
});

describe.runIf(process.getuid?.() === 0)("a data folder the server may not write", () => {
  it("a read-only data folder stops the server with a clear message and leaves the data intact", async () => {
    // Made and filled by a normal start, then handed to an unprivileged user who may only read.
    // A parent of its own that the unprivileged user may enter (never /tmp itself).
    const parent = tempDir();
    cleanups.push(() => fs.rmSync(parent, { recursive: true, force: true }));
    fs.chmodSync(parent, 0o755);
    const dir = path.join(parent, "data");
    const first = await start({ DATA_DIR: dir });
    await fetch(`${first.url}/__test/articles`, { method: "POST", body: "{}" });
    first.process.kill("SIGTERM");
    await first.exited;
    const before = listFiles(dir);
    for (const file of [dir, ...Object.keys(before)]) {
      fs.chmodSync(file, fs.statSync(file).isDirectory() ? 0o555 : 0o444);
    }

    const port = await freePort();
    const child = spawn(process.execPath, [SERVER_MAIN], {
      uid: 65534,
      gid: 65534,
      env: {
        PATH: process.env.PATH ?? "",
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(port),
        DATA_DIR: dir,
        LOG_LEVEL: "warn",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    console.log(`read-only data folder: exit ${code}: ${output.trim().split("\n").at(-1)}`);
    expect(code).toBe(1);
    expect(output).toMatch(/data folder .* (is not writable|permission|EACCES)/i);
    // Nothing in the folder changed.
    expect(listFiles(dir)).toEqual(before);
  });
});

describe.runIf(process.getuid?.() === 0 && process.platform === "linux")("a full disk", () => {
  it("writes fail with an error while the data folder's disk is full; nothing acknowledged is lost", async () => {
    // A small file system of its own (tmpfs), filled up once the server runs.
    const mount = tempDir();
    const { execFileSync } = await import("node:child_process");
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=64m", "tmpfs", mount]);
    cleanups.push(() => {
      execFileSync("umount", ["-l", mount]);
      fs.rmSync(mount, { recursive: true, force: true });
    });
    const dir = path.join(mount, "data");
    let server = await start({ DATA_DIR: dir });
    const acknowledged: string[] = [];
    const insert = async () => {
      const res = await fetch(`${server.url}/__test/articles`, {
        method: "POST",
        body: JSON.stringify({ title: "x".repeat(2000) }),
      });
      if (res.status === 201) acknowledged.push(((await res.json()) as { id: string }).id);
      return res.status;
    };
    expect(await insert()).toBe(201);

    const filler = path.join(mount, "filler");
    const chunk = Buffer.alloc(1024 * 1024, 1);
    try {
      for (;;) fs.appendFileSync(filler, chunk);
    } catch (error) {
      expect((error as NodeJS.ErrnoException).code).toBe("ENOSPC");
    }
    const statuses = new Map<number, number>();
    for (let i = 0; i < 300; i++) {
      const status = await insert().catch(() => 0);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    console.log(
      `full disk: insert statuses while full ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    // The disk filled up: writes were refused with an error answer, not a hang or a crash.
    expect([...statuses.keys()].some((status) => status >= 500)).toBe(true);
    expect(statuses.get(0) ?? 0).toBe(0);
    expect((await fetch(`${server.url}/sector/mining`)).status).toBe(200);

    // Space again, and a restart: everything acknowledged is there, and writes work.
    fs.rmSync(filler);
    server.process.kill("SIGTERM");
    await server.exited;
    server = await start({ DATA_DIR: dir });
    expect(await insert()).toBe(201);
    server.process.kill("SIGTERM");
    await server.exited;
    const database = await openEmbeddedDatabase(embeddedDataPath(dir));
    try {
      const found = await database.db
        .select({ id: newsArticles.id })
        .from(newsArticles)
        .where(inArray(newsArticles.id, acknowledged));
      console.log(
        `full disk: ${acknowledged.length} writes acknowledged, ${found.length} found after a restart`,
      );
      expect(found.length).toBe(acknowledged.length);
    } finally {
      await database.close();
    }
  });
});

describe.runIf(process.getuid?.() === 0 && process.platform === "linux")(
  "an upload on a full disk",
  () => {
    it("fails with an error answer, and leaves no row and no file once the server has restarted", async () => {
      const mount = tempDir();
      const { execFileSync } = await import("node:child_process");
      execFileSync("mount", ["-t", "tmpfs", "-o", "size=96m", "tmpfs", mount]);
      cleanups.push(() => {
        execFileSync("umount", ["-l", mount]);
        fs.rmSync(mount, { recursive: true, force: true });
      });
      const dir = path.join(mount, "data");
      let server = await start({ DATA_DIR: dir });
      const cookie = await signedInCookie(server.url);
      const photo = await photoLikeJpeg();
      const upload = async () => {
        const body = new FormData();
        body.append("file", new File([new Uint8Array(photo)], "photo.jpg", { type: "image/jpeg" }));
        const answer = await fetch(`${server.url}/admin/media/upload`, {
          method: "POST",
          body,
          headers: { cookie, origin: server.url },
        });
        return answer.status;
      };
      const filler = path.join(mount, "filler");
      try {
        for (;;) fs.appendFileSync(filler, Buffer.alloc(256 * 1024, 1));
      } catch (error) {
        expect((error as NodeJS.ErrnoException).code).toBe("ENOSPC");
      }
      const status = await upload();
      console.log(`upload on a full disk: ${status}`);
      expect(status).toBeGreaterThanOrEqual(500);

      // Space again, and a restart (which takes over or removes unfinished uploads).
      fs.rmSync(filler);
      server.process.kill("SIGTERM");
      await server.exited;
      server = await start({ DATA_DIR: dir });
      await new Promise((resolve) => setTimeout(resolve, 2000));
      server.process.kill("SIGTERM");
      await server.exited;
      const database = await openEmbeddedDatabase(embeddedDataPath(dir));
      try {
        expect(await database.db.select().from(media)).toEqual([]);
      } finally {
        await database.close();
      }
      const mediaDir = path.join(dir, "media");
      expect(fs.existsSync(mediaDir) ? fs.readdirSync(mediaDir) : []).toEqual([]);

      // And with space, the same upload works.
      server = await start({ DATA_DIR: dir });
      expect(await upload()).toBe(201);
    });
  },
);

/** Every file under `dir` with its size and modification time. */
function listFiles(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (at: string) => {
    for (const entry of fs.readdirSync(at, { withFileTypes: true })) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) walk(full);
      const stat = fs.statSync(full);
      if (!entry.isDirectory()) files[full] = `${stat.size}:${stat.mtimeMs}`;
    }
  };
  walk(dir);
  return files;
}

describe("media processing cut short", () => {
  it("kill -9 while an upload's sizes are made: the restart makes the rest; an upload cut off before its answer leaves nothing", async () => {
    const store = await storage("embedded");
    const mediaDir = path.join(store.env.DATA_DIR as string, "media");
    const server = await start(store.env);
    const cookie = await signedInCookie(server.url);
    const send = (bytes: Buffer, name: string) => {
      const body = new FormData();
      body.append("file", new File([new Uint8Array(bytes)], name, { type: "image/jpeg" }));
      return fetch(`${server.url}/admin/media/upload`, {
        method: "POST",
        body,
        headers: { cookie, origin: server.url },
      });
    };
    const photo = await photoLikeJpeg();
    const answer = await send(photo, "photo.jpg");
    expect(answer.status).toBe(201);
    const { hash } = ((await answer.json()) as { media: { hash: string } }).media;
    // A second upload, cut off with the server before it is answered.
    const cutOff = send(
      Buffer.concat([photo.subarray(0, photo.length - 2), Buffer.from([0xff, 0xd9])]),
      "cut.jpg",
    ).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.process.kill("SIGKILL");
    await server.exited;
    await cutOff;
    const variants = (files: string[]) => files.filter((f) => /\.(avif|webp)$/.test(f));
    const before = variants(fs.readdirSync(mediaDir));
    console.log(`media kill -9: ${before.length} of 10 sizes made before the kill`);
    expect(before.length).toBeLessThan(10);

    const restarted = await start(store.env);
    const deadline = Date.now() + 90_000;
    while ((await fetch(`${restarted.url}/uploads/${hash}-og.jpg`)).status !== 200) {
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    for (const width of [320, 640, 960, 1280, 1920]) {
      for (const format of ["avif", "webp"]) {
        const file = await fetch(`${restarted.url}/uploads/${hash}-${width}.${format}`);
        expect(file.status, `${width}.${format}`).toBe(200);
      }
    }
    restarted.process.kill("SIGTERM");
    expect((await restarted.exited).code).toBe(0);
    // Only the acknowledged upload remains, and only its files.
    const database = await store.open();
    try {
      const rows = await database.db.select({ hash: media.hash, state: media.state }).from(media);
      expect(rows).toEqual([{ hash, state: "ready" }]);
    } finally {
      await database.close();
    }
    expect(fs.readdirSync(mediaDir).filter((f) => !f.startsWith(hash))).toEqual([]);
  });
});

describe.each(ENGINES)("alert e-mails cut short on %s", (engine) => {
  it("kill -9 in the middle of sending: after the restart every subscriber has the alert, none two different ones", async () => {
    const receiver = await startSmtpReceiver({ delayMs: 20 });
    cleanups.push(() => receiver.close());
    const store = await storage(engine);
    const env = {
      ...store.env,
      SMTP_URL: receiver.url,
      ALERTS_PER_MINUTE: "0",
      ALERTS_CLAIM_SECONDS: "5",
    };
    // 400 subscribers and one new article, written before the server starts.
    const database = await store.open();
    try {
      await database.migrate();
      await database.db.execute(
        sql`insert into alert_subscribers (email, topics, state, confirmed_at)
          select 'reader' || n || '@example.com', '{"news":{"sectors":[]}}'::jsonb, 'active', now()
          from generate_series(1, 400) as n`,
      );
      await database.db.insert(newsArticles).values({
        title: "The Modjo plant opens",
        slug: "modjo-plant-opens",
        summary: "The first vehicles leave the line.",
        content: "Text.",
        author: "Addis Investment Group",
        published: true,
        publishedAt: new Date(),
      });
    } finally {
      await database.close();
    }
    const server = await start(env);
    await expect
      .poll(() => receiver.mails.length, {
        timeout: 60_000,
        interval: 20,
        message: "alerts arrive",
      })
      .toBeGreaterThanOrEqual(100);
    server.process.kill("SIGKILL");
    await server.exited;
    const beforeKill = receiver.mails.length;
    expect(beforeKill).toBeLessThan(400);

    await start(env);
    const recipients = () => new Set(receiver.mails.map((mail) => mail.to));
    await expect
      .poll(() => recipients().size, { timeout: 120_000, message: "every subscriber's alert" })
      .toBe(400);
    // Each subscriber's alert is one e-mail: the same Message-ID on every attempt (an e-mail the
    // SMTP server took just as the process died is sent again, and a receiver sees the repeat).
    const messageIds = new Map<string, Set<string>>();
    for (const mail of receiver.mails) {
      const ids = messageIds.get(mail.to) ?? new Set();
      ids.add(mail.header("Message-ID"));
      messageIds.set(mail.to, ids);
    }
    expect([...messageIds.values()].every((ids) => ids.size === 1)).toBe(true);
    const repeats = receiver.mails.length - 400;
    console.log(
      `alerts kill -9 on ${engine}: ${beforeKill} sent before the kill, ${repeats} taken twice`,
    );
    expect(repeats).toBeLessThanOrEqual(4);
  });
});
