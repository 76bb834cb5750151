import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import pino from "pino";
import type { ServerBuild } from "react-router";
import { PROJECT_ROOT } from "../../db/paths";
import { loadConfig } from "../../server/config";

/**
 * The production build and what the test runners and the benchmark need of it. Shared by tests/
 * and scripts/ (scripts never import tests/).
 */
export const BUILD_DIR = path.join(PROJECT_ROOT, "build");
/** The production server: no test endpoints. */
export const SERVER_MAIN = path.join(BUILD_DIR, "server", "main.js");
/** The same server plus the test endpoints (mounted with TEST_HOOKS=1): what test runners start. */
export const SERVER_TEST_MAIN = path.join(BUILD_DIR, "server", "test-main.js");

/** The production React Router build (scripts/ensure-build.mjs makes it current). */
export async function loadServerBuild(): Promise<ServerBuild> {
  return (await import(
    /* @vite-ignore */ pathToFileURL(path.join(BUILD_DIR, "server", "index.js")).href
  )) as ServerBuild;
}

export const TEST_SECRET = "test-secret-0123456789-0123456789-abcdef";

export const silentLogger = pino({ level: "silent" });

/** A production configuration with silent logging, plus `overrides`. */
/** A production configuration whose data folder (uploads) is a fresh temporary one. */
export function testConfig(overrides: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: "production",
    LOG_LEVEL: "silent",
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "aig-config-")),
    ...overrides,
  });
}
