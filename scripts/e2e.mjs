// `npm run test:e2e`: Playwright against the production build, on a free port with a fresh data folder.
// With E2E_DATABASE_URL (a PostgreSQL server's URL), on a fresh database of that server instead,
// dropped afterwards: `E2E_DATABASE_URL=postgres://… npm run test:e2e -- --no-deps <spec>`.
import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { ensureBuild } from "./ensure-build.mjs";

function findChromium() {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  const found = candidates.find((candidate) => candidate && fs.existsSync(candidate));
  if (!found) {
    console.error(
      "No Chromium found. Install one (Debian/Ubuntu: sudo apt-get install -y chromium) or set CHROME_PATH to a Chromium or Chrome executable.",
    );
    process.exit(1);
  }
  return found;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A real SMTP server on loopback for the server's e-mails; each message lands in `dir`. */
async function startMailCatcher(port, dir) {
  const catcher = spawn(
    path.join("node_modules", ".bin", "tsx"),
    ["tests/support/mail-catcher.ts", String(port), dir],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  let output = "";
  catcher.stdout.setEncoding("utf8");
  catcher.stdout.on("data", (chunk) => {
    output += chunk;
  });
  await Promise.race([
    (async () => {
      while (!output.includes("ready")) await once(catcher.stdout, "data");
    })(),
    once(catcher, "exit").then(() => {
      throw new Error(`the mail catcher exited: ${output}`);
    }),
  ]);
  return catcher;
}

/** Runs one statement on the PostgreSQL server of `url`. */
async function onServer(url, statement) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const chromium = findChromium();
ensureBuild();
let databaseUrl = "";
let databaseName = "";
if (process.env.E2E_DATABASE_URL) {
  databaseName = `aig_e2e_${process.pid}_${Date.now()}`;
  await onServer(process.env.E2E_DATABASE_URL, `create database ${databaseName}`);
  const url = new URL(process.env.E2E_DATABASE_URL);
  url.pathname = `/${databaseName}`;
  databaseUrl = url.toString();
  console.log(`End-to-end tests on PostgreSQL (database ${databaseName})`);
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "aig-e2e-"));
const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), "aig-e2e-mail-"));
const freshDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "aig-e2e-fresh-"));
const port = await freePort();
const freshPort = await freePort();
const smtpPort = await freePort();
const catcher = await startMailCatcher(smtpPort, mailDir);
const result = spawnSync("npx", ["playwright", "test", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: {
    ...process.env,
    CHROME_PATH: chromium,
    E2E_PORT: String(port),
    E2E_DATA_DIR: dataDir,
    E2E_FRESH_PORT: String(freshPort),
    E2E_FRESH_DATA_DIR: freshDataDir,
    E2E_SMTP_PORT: String(smtpPort),
    E2E_MAIL_DIR: mailDir,
    E2E_SERVER_DATABASE_URL: databaseUrl,
  },
});
catcher.kill("SIGTERM");
if (databaseName) {
  await onServer(
    process.env.E2E_DATABASE_URL,
    `drop database if exists ${databaseName} with (force)`,
  ).catch((error) => console.error(`could not drop ${databaseName}: ${error.message}`));
}
fs.rmSync(dataDir, { recursive: true, force: true });
fs.rmSync(freshDataDir, { recursive: true, force: true });
fs.rmSync(mailDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
