import path from "node:path";
import { pathToFileURL } from "node:url";
import pino from "pino";
import type { ServerBuild } from "react-router";
import { PROJECT_ROOT } from "../../db/paths";
import { loadConfig } from "../../server/config";

export const BUILD_DIR = path.join(PROJECT_ROOT, "build");
export const SERVER_MAIN = path.join(BUILD_DIR, "server", "main.js");

/** The production React Router build (made current by the global setup). */
export async function loadServerBuild(): Promise<ServerBuild> {
  return (await import(
    /* @vite-ignore */ pathToFileURL(path.join(BUILD_DIR, "server", "index.js")).href
  )) as ServerBuild;
}

export const TEST_SECRET = "test-secret-0123456789-0123456789-abcdef";

export const silentLogger = pino({ level: "silent" });

export function testConfig(overrides: Record<string, string> = {}) {
  return loadConfig({ NODE_ENV: "production", LOG_LEVEL: "silent", ...overrides });
}
