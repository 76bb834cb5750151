// `npm run test:e2e`: Playwright against the production build: the servers of playwright.config.ts,
// each on a free port with a fresh data folder. With E2E_DATABASE_URL (a PostgreSQL server's URL),
// each on a fresh database of that server instead (the new install excepted), dropped afterwards:
// `E2E_DATABASE_URL=postgres://… npm run test:e2e -- --servers=site --no-deps <spec>`.
// Screenshots of the pages for people to look at (tests/screenshots/): `E2E_SCREENSHOTS=1`.
import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { ensureBuild } from "./ensure-build.mjs";

// Chromium's headless shell first: the same Blink without the browser's own layers, it spends about
// a fifth less CPU on these tests than the full browser in its headless mode (ADR 023).
function findChromium() {
  const candidates = [
    process.env.CHROME_PATH,
    "/usr/bin/chromium-headless-shell",
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
  ];
  const found = candidates.find((candidate) => candidate && fs.existsSync(candidate));
  if (!found) {
    console.error(
      "No Chromium found. Install one (Debian/Ubuntu: sudo apt-get install -y chromium-headless-shell, or chromium) or set CHROME_PATH to a Chromium or Chrome executable.",
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
// One place per server of playwright.config.ts: a port, a data folder, and with E2E_DATABASE_URL
// a fresh database of that PostgreSQL server (the new install keeps the embedded database).
// `--servers=site,…` makes only those (a run of the site's tests alone need not start the others).
const ALL_SERVERS = [
  "site",
  "content",
  "news",
  "header",
  "accounts",
  "requirements",
  "fresh",
  "menus",
];
const serversArgument = process.argv.find((argument) => argument.startsWith("--servers="));
const SERVERS = serversArgument
  ? serversArgument.slice("--servers=".length).split(",")
  : ALL_SERVERS;
const unknown = SERVERS.filter((name) => !ALL_SERVERS.includes(name));
if (unknown.length > 0 || SERVERS.length === 0) {
  console.error(`--servers: one or more of ${ALL_SERVERS.join(", ")} (not ${unknown.join(", ")})`);
  process.exit(1);
}
const playwrightArguments = process.argv
  .slice(2)
  .filter((argument) => argument !== serversArgument);
const places = {};
const databases = [];
const folders = [];
let catcher;
let status = 1;
// Ctrl-C reaches Playwright too; this process waits for it, then cleans up.
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => {});
try {
  for (const name of SERVERS) {
    let databaseUrl = "";
    if (process.env.E2E_DATABASE_URL && name !== "fresh") {
      const database = `aig_e2e_${name}_${process.pid}_${Date.now()}`;
      await onServer(process.env.E2E_DATABASE_URL, `create database ${database}`);
      databases.push(database);
      const url = new URL(process.env.E2E_DATABASE_URL);
      url.pathname = `/${database}`;
      databaseUrl = url.toString();
    }
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `aig-e2e-${name}-`));
    folders.push(dataDir);
    places[name] = { port: await freePort(), dataDir, databaseUrl };
  }
  if (databases.length > 0) console.log(`End-to-end tests on PostgreSQL (${databases.join(", ")})`);
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), "aig-e2e-mail-"));
  folders.push(mailDir);
  const smtpPort = await freePort();
  catcher = await startMailCatcher(smtpPort, mailDir);
  const result = spawnSync("npx", ["playwright", "test", ...playwrightArguments], {
    stdio: "inherit",
    env: {
      ...process.env,
      CHROME_PATH: chromium,
      E2E_SERVERS: JSON.stringify(places),
      E2E_SMTP_PORT: String(smtpPort),
      E2E_MAIL_DIR: mailDir,
      // The company sign-in provider tests/e2e/oidc.spec.ts runs (the menus server's issuer).
      E2E_OIDC_PORT: String(await freePort()),
    },
  });
  status = result.status ?? 1;
} finally {
  catcher?.kill("SIGTERM");
  for (const database of databases) {
    await onServer(
      process.env.E2E_DATABASE_URL,
      `drop database if exists ${database} with (force)`,
    ).catch((error) => console.error(`could not drop ${database}: ${error.message}`));
  }
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
}
process.exit(status);
