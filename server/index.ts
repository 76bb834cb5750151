import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { DataFolderUnreadableError } from "../db/client.server";
import { DataFolderInUseError, DataFolderUnwritableError } from "../db/data-folder-lock";
import { PROJECT_ROOT } from "../db/paths";
import { ConfigError, loadConfig } from "./config";
import { loadEnvFile } from "./env-file";
import { createLogger } from "./logger";
import { exitOnSignals, startServer } from "./start";

/** The production entry: serves the build in ./build. */
async function main() {
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
  if (config.testHooks) logger.warn("TEST_HOOKS is on: test endpoints are exposed");

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
    });
    exitOnSignals(running, logger);
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

await main();
