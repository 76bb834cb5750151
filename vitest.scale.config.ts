import { defineConfig } from "vitest/config";

/**
 * `npm run test:scale`: nginx with deploy/nginx.conf in front of two instances of the built
 * server on one PostgreSQL (TEST_DATABASE_URL). Needs nginx; installs nothing.
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["tests/scale/**/*.test.ts"],
    globalSetup: ["tests/support/global-setup.ts"],
    pool: "forks",
    // One file at a time: each starts nginx and two servers and loads them.
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // The suite prints its counts.
    silent: false,
  },
});
