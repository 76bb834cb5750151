import type { Database } from "../../db/client.server";
import { type AppOptions, createApp } from "../../server/app";
import { createFeatures } from "../../server/features";
import { testPasswordHashing } from "../../server/test-hooks";
import { loadServerBuild, silentLogger, TEST_SECRET, testConfig } from "./build";

const build = await loadServerBuild();

/**
 * The application on a test database, made as the server makes it: `env` are settings by their
 * environment names (testConfig), `options` replace any other part (a logger, a page cache).
 */
export function appOn(
  database: Database,
  env: Record<string, string> = {},
  options: Partial<AppOptions> = {},
) {
  return createApp({
    config: testConfig(env),
    authSecret: TEST_SECRET,
    logger: silentLogger,
    database,
    build,
    passwordHashing: testPasswordHashing,
    ...options,
  });
}

/**
 * The application and its feature services (the media library's worker, the alert sender), for
 * tests that drive those directly: made as appOn makes them, with `env` as settings.
 */
export function appWithFeatures(database: Database, env: Record<string, string> = {}) {
  const features = createFeatures({
    config: testConfig(env),
    logger: silentLogger,
    database,
    authSecret: TEST_SECRET,
    passwordHashing: testPasswordHashing,
  });
  return { app: appOn(database, env, { features }), features };
}
