import { defineConfig } from "vitest/config";

/**
 * `npm run test:hardening`: load, faults and hostile input against the built server. The
 * authorization matrix and the hostile input run first, side by side (each keeps one core busy);
 * then the fault and load suites, one at a time, since they measure the machine.
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    globalSetup: ["tests/support/global-setup.ts"],
    pool: "forks",
    testTimeout: 600_000,
    hookTimeout: 120_000,
    // The suites print their figures.
    silent: false,
    projects: [
      {
        extends: true,
        test: {
          name: "input",
          include: ["tests/hardening/{authorization,hostile-input}.test.ts"],
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: "machine",
          include: ["tests/hardening/{faults,load}.test.ts"],
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
