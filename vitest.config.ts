import os from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "db/**/*.test.ts",
      "tests/integration/**/*.test.ts",
      "scripts/**/*.test.ts",
    ],
    globalSetup: ["tests/support/global-setup.ts"],
    pool: "forks",
    // A worker runs its files one after another in one process and one module graph: importing
    // the application for each file cost about 50 s of the run. The tests share no module state
    // (each makes its own app, database and services; nothing is mocked or stubbed).
    isolate: false,
    // Vitest's default (one fewer than the cores) runs one file at a time on two cores; the
    // database and process tests wait on child processes enough for two to share them.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    // Generous: process tests start real servers and CLIs, and a shared machine can be slow.
    // A limit, not a target: the suite's duration is what `npm test` prints.
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
