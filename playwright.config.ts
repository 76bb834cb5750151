import { defineConfig, devices, type Project } from "@playwright/test";
import { CHROMIUM_ARGS } from "./scripts/lib/chromium";

/**
 * The servers the browser tests run against, each on its own data (scripts/e2e.mjs sets
 * E2E_SERVERS: a port, a data folder and, with E2E_DATABASE_URL, a PostgreSQL database each).
 * The tests that need a server in a given state have one of their own, so that no project waits
 * for another and both workers stay busy:
 * - site: the test hooks and the mail catcher; most tests, which only touch what they create;
 * - content: the dashboard tests, which start from empty lists, then the public content tests,
 *   which count what the home page shows, then the header with nine menu links;
 * - accounts: the first sign-up (which makes the owner), then requiring two-factor for all staff;
 * - fresh: a new install (no account, no e-mail, no test hooks).
 */
type ServerName = "site" | "content" | "accounts" | "fresh";
interface ServerPlace {
  port: number;
  dataDir: string;
  databaseUrl: string;
}
const places: Partial<Record<ServerName, ServerPlace>> = JSON.parse(
  process.env.E2E_SERVERS ?? "{}",
);
const FALLBACK_PORTS: Record<ServerName, number> = {
  site: 3100,
  content: 3102,
  accounts: 3103,
  fresh: 3101,
};
function place(name: ServerName): ServerPlace {
  return (
    places[name] ?? { port: FALLBACK_PORTS[name], dataDir: `./data-e2e-${name}`, databaseUrl: "" }
  );
}
const urlOf = (name: ServerName) => `http://127.0.0.1:${place(name).port}`;
/** The servers this run makes: those scripts/e2e.mjs made places for (`--servers=`), else all. */
const ALL_SERVERS: ServerName[] = ["site", "content", "accounts", "fresh"];
const running = process.env.E2E_SERVERS ? ALL_SERVERS.filter((name) => places[name]) : ALL_SERVERS;

/** A production server on `name`'s place; with test hooks and the mail catcher unless `fresh`. */
function server(name: ServerName) {
  const { port, dataDir, databaseUrl } = place(name);
  const fresh = name === "fresh";
  return {
    command: fresh ? "node build/server/main.js" : "node build/server/test-main.js",
    url: `${urlOf(name)}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      ...(fresh ? {} : { TEST_HOOKS: "1" }),
      // The mail catcher scripts/e2e.mjs runs (password reset, invitations, sign-in notices).
      SMTP_URL:
        !fresh && process.env.E2E_SMTP_PORT ? `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}` : "",
      LOG_LEVEL: "warn",
      // A fresh PostgreSQL database instead of DATA_DIR; production needs a configured secret.
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: databaseUrl ? "e2e-secret-0123456789-0123456789-abcdef" : "",
    },
  };
}

const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } };
function project(
  name: string,
  on: ServerName,
  files: RegExp,
  extra: Partial<Project> = {},
): Project {
  return {
    name,
    testMatch: files,
    use: { ...desktop, baseURL: urlOf(on) },
    metadata: { server: on },
    ...extra,
  };
}

const OWN_SERVER =
  /admin-(accounts|content)\.spec\.ts|public-content\.spec\.ts|header-row\.spec\.ts|two-factor-required\.spec\.ts|fresh-install\.spec\.ts/;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  // A budget that fits the machine: CI's 2-core machines have run this suite three times slower
  // than a quiet one (a test over 30 s there took 10 here).
  timeout: process.env.CI ? 90_000 : 30_000,
  expect: { timeout: process.env.CI ? 15_000 : 5_000 },
  use: {
    baseURL: urlOf("site"),
    // A failed test's trace holds its DOM snapshots, not the screencast: the screencast's frames
    // cost a third of the browser's CPU in every passing test. CI keeps no files, so no trace.
    trace: process.env.CI ? "off" : { mode: "retain-on-failure", screenshots: false },
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    // Empty lists first, then the public pages' counts (the dashboard tests publish articles).
    project("admin", "content", /admin-content\.spec\.ts/),
    project("public-content", "content", /public-content\.spec\.ts/, { dependencies: ["admin"] }),
    // Pages put in the header menu change every page's header on that server: last there.
    project("header-row", "content", /header-row\.spec\.ts/, { dependencies: ["public-content"] }),
    // The first sign-up becomes the owner; requiring two-factor for all staff then holds for
    // every account of that server, so it comes last there.
    project("accounts", "accounts", /admin-accounts\.spec\.ts/),
    project("requirements", "accounts", /two-factor-required\.spec\.ts/, {
      dependencies: ["accounts"],
    }),
    // A new install: the owner's first sign-up, and invitations without e-mail.
    project("fresh-install", "fresh", /fresh-install\.spec\.ts/),
    // Everything that only touches what it creates, in parallel; listed last so that the chains
    // above start first and these fill the workers around them.
    { ...project("site", "site", /.*\.spec\.ts/), testIgnore: OWN_SERVER },
  ].filter((each) => running.includes(each.metadata?.server)),
  webServer: running.map(server),
});
