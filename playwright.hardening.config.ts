import { defineConfig } from "@playwright/test";
import base from "./playwright.config";

/** The browser part of `npm run test:hardening` (XSS), on a server of its own. */
export default defineConfig({
  ...base,
  testDir: "tests/hardening-e2e",
  fullyParallel: false,
  workers: 1,
  timeout: 600_000,
  use: { ...base.use, actionTimeout: 15_000, navigationTimeout: 30_000 },
  projects: [{ name: "hardening", use: { viewport: { width: 1280, height: 800 } } }],
  // Only the first server (the site, with the test hooks) is needed.
  webServer: Array.isArray(base.webServer) ? base.webServer.slice(0, 1) : base.webServer,
});
