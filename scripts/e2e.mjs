// `npm run test:e2e`: Playwright against the production build, on a free port with a fresh data folder.
import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
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

const chromium = findChromium();
ensureBuild();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "aig-e2e-"));
const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), "aig-e2e-mail-"));
const port = await freePort();
const smtpPort = await freePort();
const catcher = await startMailCatcher(smtpPort, mailDir);
const result = spawnSync("npx", ["playwright", "test", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: {
    ...process.env,
    CHROME_PATH: chromium,
    E2E_PORT: String(port),
    E2E_DATA_DIR: dataDir,
    E2E_SMTP_PORT: String(smtpPort),
    E2E_MAIL_DIR: mailDir,
  },
});
catcher.kill("SIGTERM");
fs.rmSync(dataDir, { recursive: true, force: true });
fs.rmSync(mailDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
