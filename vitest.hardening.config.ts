import { defineConfig } from "vitest/config";

/** `npm run test:hardening`: load, faults and hostile input against the built server. */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["tests/hardening/**/*.test.ts"],
    globalSetup: ["tests/support/global-setup.ts"],
    pool: "forks",
    // One suite at a time: the load and fault suites measure the machine.
    fileParallelism: false,
    testTimeout: 600_000,
    hookTimeout: 120_000,
    // The suites print their figures.
    silent: false,
  },
});
