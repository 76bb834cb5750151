import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { signStartedAt } from "../../app/features/contact/contact.server";
import { backupDatabase, restoreDatabase, snapshotTables, TABLES } from "../../db/backup";
import { openEmbeddedDatabase } from "../../db/client.server";
import { PROJECT_ROOT } from "../../db/paths";
import { createApp } from "../../server/app";
import { loadServerBuild, silentLogger, TEST_SECRET, testConfig } from "../support/build";
import { TestClient } from "../support/http-client";
import {
  createTestDatabase,
  ENGINES,
  type Engine,
  migratedDataDir,
  type TestDatabase,
  tempDir,
} from "../support/test-database";

const build = await loadServerBuild();
const run = promisify(execFile);

/** Fills every table through the site itself, plus the odd values a dump must keep exactly. */
async function seed(test: TestDatabase) {
  const app = createApp({
    config: testConfig(),
    authSecret: TEST_SECRET,
    logger: silentLogger,
    database: test.database,
    build,
  });
  const owner = new TestClient(app);
  await owner.signUp("owner@example.com");
  await owner.signIn("owner@example.com");
  await new TestClient(app).signUp("pending@example.com"); // a pending account
  await new TestClient(app).signIn("owner@example.com", "wrong-password"); // a rate-limit row
  await owner.post("/admin/articles/new", {
    title: "Ethiopia's EV plant — «ሀ» 🚗",
    slug: "ev-plant",
    summary: "Quotes \"double\", 'single', back\\slash, tab\there, newline\nand NUL-free unicode ✓",
    content: "## Heading\n\n- one\n- two\n\n```\ncode\n```",
    imageUrl: "https://images.example/ev.jpg",
    author: "Addis Investment Group",
    published: "on",
  });
  await owner.post("/admin/articles/new", {
    title: "A draft",
    slug: "a-draft",
    summary: "Not yet.",
    content: "Body.",
    imageUrl: "",
    author: "Desk",
  });
  await owner.post("/admin/videos/new", {
    title: "Copper clip",
    description: "Underground.",
    videoUrl: "https://vimeo.com/76979871",
    thumbnailUrl: "",
    duration: "3:30",
    category: "Behind the Scenes",
    published: "on",
  });
  const contact = await new TestClient(app).post("/?index", {
    intent: "contact",
    name: "Abebe",
    email: "abebe@example.com",
    subject: "Coffee",
    message: "We would like to buy coffee this season.",
    startedAt: signStartedAt(TEST_SECRET, Date.now() - 5000),
  });
  expect(contact.status).toBe(200);
  await test.database.db.execute(
    sql`insert into verification (id, identifier, value, expires_at) values ('v1', 'reset:owner@example.com', 'token', now() + interval '1 hour')`,
  );
  // An upload the draft uses: restored before the articles that refer to it.
  await test.database.db.execute(
    sql`insert into media (kind, state, hash, original_name, content_type, bytes, width, height, alt)
        values ('image', 'ready', '5f0c0ffee5f0c0ffee5f0c0ffee5f0c0', 'plant «ሀ».jpg', 'image/jpeg', 48213, 1280, 853, 'The plant at dawn')`,
  );
  await test.database.db.execute(
    sql`update news_articles set image_media_id = (select id from media) where slug = 'a-draft'`,
  );
  const snapshot = await snapshotTables(test.database.db);
  // Every table has something to carry over.
  for (const table of TABLES) expect(snapshot[table]?.length, table).toBeGreaterThan(0);
  return snapshot;
}

async function backup(test: TestDatabase): Promise<string[]> {
  const lines: string[] = [];
  await backupDatabase(test.database.db, (line) => {
    lines.push(line);
  });
  return lines;
}

const PAIRS: [Engine, Engine][] = ENGINES.flatMap((from) =>
  ENGINES.map((to) => [from, to] as [Engine, Engine]),
);

describe("backup and restore", () => {
  const open: TestDatabase[] = [];
  afterEach(async () => {
    for (const test of open.splice(0)) await test.drop();
  });
  async function fresh(engine: Engine) {
    const test = await createTestDatabase(engine);
    await test.database.migrate();
    open.push(test);
    return test;
  }

  it("gives a column missing from an older backup its default", async () => {
    const source = await fresh("embedded");
    await seed(source);
    const lines = (await backup(source)).map((line) =>
      line.startsWith('{"table":"videos"') ? line.replace(/"category":"[^"]*",?/, "") : line,
    );
    const target = await fresh("embedded");
    await restoreDatabase(target.database.db, lines);
    const videosAfter = (await snapshotTables(target.database.db)).videos as { category: string }[];
    expect(videosAfter.map((v) => v.category)).toEqual(["EV Technology"]);
  });

  it.each(PAIRS)("round-trips every table exactly, %s to %s", async (from, to) => {
    const source = await fresh(from);
    const before = await seed(source);
    const lines = await backup(source);
    const target = await fresh(to);
    const { rows } = await restoreDatabase(target.database.db, lines);
    expect(rows).toBe(Object.values(before).reduce((n, list) => n + list.length, 0));
    expect(await snapshotTables(target.database.db)).toEqual(before);
  });

  it("refuses a non-empty target, a truncated file and a foreign file, restoring nothing", async () => {
    const source = await fresh(ENGINES[0] ?? "embedded");
    const before = await seed(source);
    const lines = await backup(source);
    await expect(restoreDatabase(source.database.db, lines)).rejects.toThrow(/not empty/);
    expect(await snapshotTables(source.database.db)).toEqual(before);

    const target = await fresh("embedded");
    const empty = await snapshotTables(target.database.db);
    await expect(restoreDatabase(target.database.db, lines.slice(0, -3))).rejects.toThrow(
      /incomplete/,
    );
    await expect(restoreDatabase(target.database.db, ['{"hello":"world"}'])).rejects.toThrow(
      /not a backup/,
    );
    const tampered = [...lines.slice(0, -1), '{"end":true,"rows":1}'];
    await expect(restoreDatabase(target.database.db, tampered)).rejects.toThrow(/holds/);
    // A backup from a version with columns this one does not know is refused.
    const newer = lines.map((line) =>
      line.startsWith('{"table":"videos"') ? line.replace('"row":{', '"row":{"rating":5,') : line,
    );
    await expect(restoreDatabase(target.database.db, newer)).rejects.toThrow(
      /columns this version does not know \(videos\.rating\)/,
    );
    // Each failed restore was rolled back as a whole.
    expect(await snapshotTables(target.database.db)).toEqual(empty);
  });

  it("npm run db:backup and db:restore round-trip an embedded data folder through a .gz file", async () => {
    const sourceDir = migratedDataDir();
    const targetDir = migratedDataDir();
    const file = path.join(tempDir(), "site.jsonl.gz");
    try {
      const source = await openEmbeddedDatabase(path.join(sourceDir, "pgdata"));
      await source.migrate();
      const before = await seed({
        database: source,
        location: sourceDir,
        connectAgain: () => Promise.reject(new Error("unused")),
        drop: () => source.close(),
      });
      await source.close();

      const env = { ...process.env, DATABASE_URL: "", DATA_DIR: sourceDir };
      const npm = (args: string[], dataDir: string) =>
        run("npm", ["run", "--silent", ...args], {
          cwd: PROJECT_ROOT,
          env: { ...env, DATA_DIR: dataDir },
        });
      const backedUp = await npm(["db:backup", "--", "--out", file], sourceDir);
      expect(backedUp.stderr).toMatch(/Backed up the data folder .*: \d+ rows/);
      expect(fs.readFileSync(file).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b])); // gzip
      const restored = await npm(["db:restore", "--", file], targetDir);
      expect(restored.stderr).toMatch(/Restored \d+ rows/);
      // Restoring again into the now filled folder is refused.
      await expect(npm(["db:restore", "--", file], targetDir)).rejects.toMatchObject({
        stderr: expect.stringContaining("Nothing was restored: the target database is not empty"),
      });

      const target = await openEmbeddedDatabase(path.join(targetDir, "pgdata"));
      try {
        expect(await snapshotTables(target.db)).toEqual(before);
      } finally {
        await target.close();
      }
    } finally {
      for (const dir of [sourceDir, targetDir, path.dirname(file)]) {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    }
  });
});
