import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS } from "./scripts/lib/chromium";

// Set by scripts/e2e.mjs (npm run test:e2e), which also makes sure the build is current.
const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? "./data-e2e";
const baseURL = `http://127.0.0.1:${port}`;
// A second server as a new install is: no account yet, no e-mail set up, no test endpoints.
const freshPort = Number(process.env.E2E_FRESH_PORT ?? 3101);
const freshDataDir = process.env.E2E_FRESH_DATA_DIR ?? "./data-e2e-fresh";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    // The account tests need an empty database (the first sign-up becomes the owner), so they
    // run first; everything else runs after them.
    {
      name: "accounts",
      testMatch: /admin-accounts\.spec\.ts/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    // The dashboard tests expect empty lists at first, so they run before the public content tests.
    {
      name: "admin",
      testMatch: /admin-content\.spec\.ts/,
      dependencies: ["accounts"],
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    {
      name: "desktop",
      testIgnore:
        /admin-(accounts|content)\.spec\.ts|history\.spec\.ts|sectors-search\.spec\.ts|translations\.spec\.ts|two-factor-required\.spec\.ts|fresh-install\.spec\.ts/,
      dependencies: ["admin"],
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    // History, trash and scheduling, sectors and search, and translations publish and delete
    // articles of their own: after the public content tests, which count what the home page shows.
    {
      name: "history",
      testMatch: /history\.spec\.ts|sectors-search\.spec\.ts|translations\.spec\.ts/,
      dependencies: ["desktop"],
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    // A new install: the owner's first sign-up, and invitations without e-mail.
    {
      name: "fresh-install",
      testMatch: /fresh-install\.spec\.ts/,
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1280, height: 800 },
        baseURL: `http://127.0.0.1:${freshPort}`,
      },
    },
    // Requiring two-factor for all staff holds for every account on the server: last, alone.
    {
      name: "requirements",
      testMatch: /two-factor-required\.spec\.ts/,
      dependencies: ["history"],
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: [
    {
      command: "node build/server/test-main.js",
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(port),
        DATA_DIR: dataDir,
        TEST_HOOKS: "1",
        // The mail catcher scripts/e2e.mjs runs (password reset, invitations, sign-in notices).
        SMTP_URL: process.env.E2E_SMTP_PORT ? `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}` : "",
        LOG_LEVEL: "warn",
        // E2E_DATABASE_URL (scripts/e2e.mjs): a fresh PostgreSQL database instead of DATA_DIR;
        // production needs a configured secret with it.
        DATABASE_URL: process.env.E2E_SERVER_DATABASE_URL ?? "",
        AUTH_SECRET: process.env.E2E_SERVER_DATABASE_URL
          ? "e2e-secret-0123456789-0123456789-abcdef"
          : "",
      },
    },
    {
      command: "node build/server/main.js",
      url: `http://127.0.0.1:${freshPort}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(freshPort),
        DATA_DIR: freshDataDir,
        SMTP_URL: "",
        LOG_LEVEL: "warn",
      },
    },
  ],
});
