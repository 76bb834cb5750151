import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { tempDir } from "../tests/support/test-database";
import { ConfigError, DEVELOPMENT_AUTH_SECRET, loadConfig, resolveAuthSecret } from "./config";

const SECRET = "x".repeat(40);

describe("loadConfig", () => {
  it("gives safe development defaults for an empty environment", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      mode: "development",
      port: 3000,
      host: "0.0.0.0",
      databaseUrl: undefined,
      dataDirSetting: "./data",
      siteUrl: "http://localhost:3000",
      testHooks: false,
    });
    expect(path.isAbsolute(config.dataDir)).toBe(true);
  });

  it("names the variable that is wrong", () => {
    expect(() => loadConfig({ PORT: "abc" })).toThrow(/PORT/);
    expect(() => loadConfig({ PORT: "70000" })).toThrow(/PORT must be between 0 and 65535/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(
      /DATABASE_URL must be a postgres/,
    );
    expect(() => loadConfig({ SITE_URL: "ftp://x" })).toThrow(/SITE_URL/);
    expect(() => loadConfig({ NODE_ENV: "staging" })).toThrow(/NODE_ENV/);
    expect(() => loadConfig({ PORT: "abc" })).toThrow(ConfigError);
  });

  it("refuses production on PostgreSQL without a real secret", () => {
    const production = { NODE_ENV: "production", DATABASE_URL: "postgres://db/app" };
    expect(() => loadConfig(production)).toThrow(/AUTH_SECRET is required/);
    expect(() => loadConfig({ ...production, AUTH_SECRET: DEVELOPMENT_AUTH_SECRET })).toThrow(
      /AUTH_SECRET is the development example value/,
    );
    expect(() => loadConfig({ ...production, AUTH_SECRET: "short" })).toThrow(/at least 32/);
    expect(loadConfig({ ...production, AUTH_SECRET: SECRET }).authSecret).toBe(SECRET);
  });

  it("strips a trailing slash from SITE_URL", () => {
    expect(loadConfig({ SITE_URL: "https://aig.example/" }).siteUrl).toBe("https://aig.example");
  });
});

describe("resolveAuthSecret", () => {
  it("makes one random secret per embedded data folder in production and keeps it", () => {
    const dir = tempDir();
    const config = loadConfig({ NODE_ENV: "production", DATA_DIR: dir });
    const first = resolveAuthSecret(config);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(first).not.toBe(DEVELOPMENT_AUTH_SECRET);
    expect(resolveAuthSecret(config)).toBe(first);
    expect(fs.statSync(path.join(dir, "auth-secret")).mode & 0o077).toBe(0);
    const other = loadConfig({ NODE_ENV: "production", DATA_DIR: tempDir() });
    expect(resolveAuthSecret(other)).not.toBe(first);
  });

  it("prefers the configured secret", () => {
    expect(resolveAuthSecret(loadConfig({ AUTH_SECRET: SECRET }))).toBe(SECRET);
  });
});
