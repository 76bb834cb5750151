import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { DataFolderUnreadableError } from "../db/client.server";
import { DataFolderInUseError, DataFolderUnwritableError } from "../db/data-folder-lock";
import { PROJECT_ROOT } from "../db/paths";
import type { TestHooks } from "./app";
import { ConfigError, loadConfig } from "./config";
import { loadEnvFile } from "./env-file";
import { createLogger } from "./logger";
import { exitOnSignals, startServer } from "./start";

/**
 * Serves the build in ./build until SIGTERM or SIGINT: what the production entry (index.ts) and
 * the test entry (test-main.ts) both run. Only the test entry passes `testHooks`.
 */
export async function serveBuild({ testHooks }: { testHooks?: TestHooks } = {}) {
  loadEnvFile();
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config);
  if (config.testHooks) {
    if (testHooks) logger.warn("TEST_HOOKS is on: test endpoints are exposed");
    else logger.warn("TEST_HOOKS is ignored: this production build has no test endpoints");
  }

  const buildDir = path.join(PROJECT_ROOT, "build");
  const build = (await import(
    pathToFileURL(path.join(buildDir, "server", "index.js")).href
  )) as ServerBuild;

  // Written by scripts/build-server.mjs: the hashed URL of the public pages' script.
  const { pageScript } = JSON.parse(
    fs.readFileSync(path.join(buildDir, "page-script.json"), "utf8"),
  ) as { pageScript: string };

  try {
    const running = await startServer({
      config,
      logger,
      build,
      clientDir: path.join(buildDir, "client"),
      pageScript,
      testHooks,
      imageWorker: path.join(buildDir, "server", "image-worker.js"),
    });
    exitOnSignals(running, logger);
    // For the person who typed `npm start`: where to go. On standard error, so that standard
    // output stays the JSON log lines a collector reads.
    process.stderr.write(`\nSite:  ${running.url}\nAdmin: ${running.url}/admin\n\n`);
  } catch (error) {
    if (
      error instanceof DataFolderInUseError ||
      error instanceof DataFolderUnwritableError ||
      error instanceof DataFolderUnreadableError
    ) {
      console.error(error.message);
      process.exit(1);
    }
    logger.fatal({ err: error }, "the server could not start");
    process.exit(1);
  }
}
