import { defineConfig, devices, type Project } from "@playwright/test";
import { CHROMIUM_ARGS } from "./scripts/lib/chromium";

/**
 * The servers the browser tests run against, each on its own data (scripts/e2e.mjs sets
 * E2E_SERVERS: a port, a data folder and, with E2E_DATABASE_URL, a PostgreSQL database each).
 * A test file that needs a server in a given state has one of its own, so that no project waits
 * for another: every project runs in the same phase and both workers stay busy to the end.
 * (Projects with dependencies run in a later phase, after every test of the first: the chains
 * that made the last minutes of the run on one worker.)
 * - site: the test hooks and the mail catcher; most tests, which only touch what they create;
 * - content: the dashboard tests, which start from empty lists;
 * - news: the public content tests, which count what the home page and the feeds show;
 * - header: the header with nine menu links (pages in it change every page of that server);
 * - accounts: the first sign-up, which makes the owner;
 * - requirements: requiring two-factor for all staff, which holds for every account there;
 * - fresh: a new install (no account, no e-mail, no test hooks);
 * - menus: the menus staff publish (they change every page of that server); it also has a
 *   company sign-in provider (E2E_OIDC_PORT, the provider oidc.spec.ts runs) on its login.
 */
type ServerName =
  | "site"
  | "content"
  | "news"
  | "header"
  | "accounts"
  | "requirements"
  | "fresh"
  | "menus";
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
  fresh: 3101,
  content: 3102,
  accounts: 3103,
  news: 3104,
  header: 3105,
  requirements: 3106,
  menus: 3107,
};
function place(name: ServerName): ServerPlace {
  return (
    places[name] ?? { port: FALLBACK_PORTS[name], dataDir: `./data-e2e-${name}`, databaseUrl: "" }
  );
}
const urlOf = (name: ServerName) => `http://127.0.0.1:${place(name).port}`;
/** The servers this run makes: those scripts/e2e.mjs made places for (`--servers=`), else all. */
const ALL_SERVERS: ServerName[] = [
  "site",
  "content",
  "news",
  "header",
  "accounts",
  "requirements",
  "fresh",
  "menus",
];
const running = process.env.E2E_SERVERS ? ALL_SERVERS.filter((name) => places[name]) : ALL_SERVERS;

/** A production server on `name`'s place; with test hooks and the mail catcher unless `fresh`. */
function server(name: ServerName) {
  const { port, dataDir, databaseUrl } = place(name);
  const fresh = name === "fresh";
  return {
    command: fresh ? "node build/server/main.js" : "node build/server/test-main.js",
    url: `${urlOf(name)}/healthz`,
    reuseExistingServer: false,
    // A limit, not a target: on a busy 2-core machine one boot has taken 50 s.
    timeout: 120_000,
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
      // The webhooks spec's receiver listens on loopback.
      WEBHOOKS_ALLOW_PRIVATE: fresh ? "" : "1",
      // A fresh PostgreSQL database instead of DATA_DIR; production needs a configured secret.
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: databaseUrl ? "e2e-secret-0123456789-0123456789-abcdef" : "",
      ...(name === "menus" ? companySignIn(port) : {}),
    },
  };
}

/**
 * A company sign-in provider for the menus server's login: the one oidc.spec.ts starts on
 * E2E_OIDC_PORT (discovery waits for the first sign-in, so the server may start first). The site
 * is addressed as localhost there, the provider's redirect URI.
 */
function companySignIn(port: number): Record<string, string> {
  const issuerPort = process.env.E2E_OIDC_PORT;
  if (!issuerPort) return {};
  return {
    SITE_URL: `http://localhost:${port}`,
    OIDC_ISSUER: `http://127.0.0.1:${issuerPort}`,
    OIDC_CLIENT_ID: "aig-e2e",
    OIDC_CLIENT_SECRET: "aig-e2e-client-secret",
    OIDC_LABEL: "Sign in with Microsoft",
    OIDC_DOMAINS: "aig.example",
    OIDC_ROLE_MAP: "aig-web-editors=editor",
  };
}

/**
 * The servers to start, booting side by side: Playwright starts its web servers one after another,
 * each waited for before the next (seven boots in a row). The first (the site's, which the
 * hardening suite's config takes alone) is waited for as usual; the others only started, and a
 * last one waits until all of them answer.
 */
function webServers() {
  const [first, ...others] = running.map(server);
  if (!first || others.length === 0) return first ? [first] : [];
  return [
    first,
    ...others.map(({ url: _url, ...started }) => started),
    {
      command: `node tests/support/wait-for-servers.mjs ${others.map(({ url }) => url).join(" ")}`,
      wait: { stdout: /ready/ },
      // Six boots at once on two busy cores.
      timeout: 240_000,
      env: { E2E_SERVERS_TIMEOUT: "240000" },
    },
  ];
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

/**
 * The files whose tests run in order, one after another on one worker: those with a server of
 * their own, and the site's in `mode: "serial"`. Each is one piece of work that no other worker
 * can share, so they are dispatched first, longest first (from a 2-core run), and the other
 * tests, one at a time, fill the workers around them. (Started last, the site editor's minutes
 * ran on one worker while the other waited.)
 */
const IN_ORDER: [string, ServerName, RegExp][] = [
  ["site-editor", "site", /site-editor\.spec\.ts/],
  ["media", "site", /media\.spec\.ts/],
  // Empty lists first: the dashboard's tests publish articles of their own.
  ["admin", "content", /admin-content\.spec\.ts/],
  // The first sign-up becomes the owner.
  ["accounts", "accounts", /admin-accounts\.spec\.ts/],
  // The newest three articles on the home page, the feeds' exact lists.
  ["public-content", "news", /public-content\.spec\.ts/],
  // Pages put in the header menu change every page's header on that server.
  ["header-row", "header", /header-row\.spec\.ts/],
  ["contact", "site", /contact\.spec\.ts/],
  // A new install: the owner's first sign-up, and invitations without e-mail.
  ["fresh-install", "fresh", /fresh-install\.spec\.ts/],
  // Requiring two-factor for all staff holds for every account of that server.
  ["requirements", "requirements", /two-factor-required\.spec\.ts/],
  // The menus published change every page's header on that server.
  ["menus", "menus", /menus\.spec\.ts/],
  // Company sign-in through the provider the spec runs, on the menus server's login.
  ["oidc", "menus", /oidc\.spec\.ts/],
];

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
  // Dispatched in this order (no project depends on another: all run in one phase).
  projects: [
    ...IN_ORDER.map(([name, on, files]) => project(name, on, files)),
    {
      ...project("site", "site", /.*\.spec\.ts/),
      testIgnore: IN_ORDER.map(([, , files]) => files),
    },
  ].filter((each) => running.includes(each.metadata?.server)),
  webServer: webServers(),
});
