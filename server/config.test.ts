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

  it("checks other sites' links only when LINK_CHECK_EXTERNAL is on", () => {
    expect(loadConfig({}).linkCheck).toEqual({ external: false, concurrency: 4, everyDays: 7 });
    expect(
      loadConfig({ LINK_CHECK_EXTERNAL: "on", LINK_CHECK_CONCURRENCY: "8", LINK_CHECK_DAYS: "1" })
        .linkCheck,
    ).toEqual({ external: true, concurrency: 8, everyDays: 1 });
    expect(loadConfig({ LINK_CHECK_EXTERNAL: "off" }).linkCheck.external).toBe(false);
    expect(() => loadConfig({ LINK_CHECK_EXTERNAL: "sometimes" })).toThrow(
      /LINK_CHECK_EXTERNAL must be on or off/,
    );
    expect(() => loadConfig({ LINK_CHECK_CONCURRENCY: "0" })).toThrow(/LINK_CHECK_CONCURRENCY/);
  });

  it("strips a trailing slash from SITE_URL", () => {
    expect(loadConfig({ SITE_URL: "https://aig.example/" }).siteUrl).toBe("https://aig.example");
  });
});

describe("loadConfig: where the media are kept", () => {
  const BUCKET = {
    S3_BUCKET: "aig-media",
    S3_ACCESS_KEY_ID: "AKIAEXAMPLE",
    S3_SECRET_ACCESS_KEY: "example-secret",
  };

  it("keeps them in DATA_DIR/media without S3_BUCKET", () => {
    const dir = tempDir();
    expect(loadConfig({ DATA_DIR: dir }).media).toEqual({ dir: path.join(dir, "media") });
    // Blank values, as an .env file may have them, are unset.
    const blank = { S3_BUCKET: "", S3_ENDPOINT: "", S3_PUBLIC_URL: "", S3_ACCESS_KEY_ID: "" };
    expect(loadConfig(blank).media.s3).toBeUndefined();
  });

  it("takes the bucket S3_* name", () => {
    expect(loadConfig(BUCKET).media.s3).toEqual({
      bucket: "aig-media",
      endpoint: undefined,
      region: "us-east-1",
      accessKeyId: "AKIAEXAMPLE",
      secretAccessKey: "example-secret",
      publicUrl: undefined,
    });
    const compatible = loadConfig({
      ...BUCKET,
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_REGION: "auto",
      S3_PUBLIC_URL: "https://media.aig.example/",
    });
    expect(compatible.media.s3).toMatchObject({
      endpoint: "http://127.0.0.1:9000",
      region: "auto",
      publicUrl: "https://media.aig.example",
    });
  });

  it("names the S3 variable that is wrong or missing", () => {
    expect(() => loadConfig({ ...BUCKET, S3_BUCKET: "s3://aig-media" })).toThrow(
      /S3_BUCKET must be a bucket name/,
    );
    expect(() => loadConfig({ ...BUCKET, S3_ENDPOINT: "minio:9000" })).toThrow(
      /S3_ENDPOINT must be an http\(s\) URL/,
    );
    expect(() => loadConfig({ ...BUCKET, S3_PUBLIC_URL: "ftp://cdn" })).toThrow(
      /S3_PUBLIC_URL must be an http\(s\) URL/,
    );
    expect(() => loadConfig({ ...BUCKET, S3_REGION: "" })).toThrow(/S3_REGION must not be empty/);
    expect(() => loadConfig({ S3_BUCKET: "aig-media" })).toThrow(
      /S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ ...BUCKET, S3_SECRET_ACCESS_KEY: "" })).toThrow(
      /S3_BUCKET needs S3_SECRET_ACCESS_KEY \(/,
    );
    expect(() => loadConfig({ S3_ENDPOINT: "https://s3.example", S3_ACCESS_KEY_ID: "x" })).toThrow(
      /S3_ENDPOINT, S3_ACCESS_KEY_ID are set but S3_BUCKET is not/,
    );
    expect(() => loadConfig({ S3_BUCKET: "aig-media" })).toThrow(ConfigError);
  });

  it("wants S3_PUBLIC_URL on https in production, as SITE_URL", () => {
    const production = { NODE_ENV: "production", DATA_DIR: tempDir(), ...BUCKET };
    expect(() => loadConfig({ ...production, S3_PUBLIC_URL: "http://cdn.aig.example" })).toThrow(
      /S3_PUBLIC_URL must be an https:\/\/ URL in production/,
    );
    expect(
      loadConfig({ ...production, S3_PUBLIC_URL: "https://cdn.aig.example" }).media.s3?.publicUrl,
    ).toBe("https://cdn.aig.example");
    expect(
      loadConfig({ ...production, S3_PUBLIC_URL: "http://127.0.0.1:9000/aig-media" }).media.s3
        ?.publicUrl,
    ).toBe("http://127.0.0.1:9000/aig-media");
    // Development may use plain http anywhere.
    expect(loadConfig({ ...BUCKET, S3_PUBLIC_URL: "http://cdn.lan" }).media.s3?.publicUrl).toBe(
      "http://cdn.lan",
    );
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

describe("integrations' settings", () => {
  it("makes one provider of the plain OIDC_ variables, with its domains and role map", () => {
    const config = loadConfig({
      OIDC_ISSUER: "https://login.example.com/tenant/v2.0/",
      OIDC_CLIENT_ID: "client",
      OIDC_CLIENT_SECRET: "secret",
      OIDC_LABEL: "Sign in with Microsoft",
      OIDC_DOMAINS: "AIG.example, aig-mining.example",
      OIDC_ROLE_MAP: "aig-web-editors=editor,aig-web-admins=admin",
    });
    expect(config.oidc.providers).toEqual([
      {
        id: "sso",
        label: "Sign in with Microsoft",
        issuer: "https://login.example.com/tenant/v2.0",
        clientId: "client",
        clientSecret: "secret",
        domains: ["aig.example", "aig-mining.example"],
        roleMap: [
          { group: "aig-web-editors", role: "editor" },
          { group: "aig-web-admins", role: "admin" },
        ],
        groupsClaim: "groups",
      },
    ]);
    expect(config.oidc.sessionCheckMinutes).toBe(15);
  });

  it("reads several providers by id and names every problem", () => {
    const config = loadConfig({
      OIDC_PROVIDERS: "microsoft,google",
      OIDC_MICROSOFT_ISSUER: "https://login.microsoftonline.com/t/v2.0",
      OIDC_MICROSOFT_CLIENT_ID: "a",
      OIDC_MICROSOFT_CLIENT_SECRET: "b",
      OIDC_GOOGLE_ISSUER: "https://accounts.google.com",
      OIDC_GOOGLE_CLIENT_ID: "c",
      OIDC_GOOGLE_CLIENT_SECRET: "d",
    });
    expect(config.oidc.providers.map((provider) => provider.id)).toEqual(["microsoft", "google"]);
    expect(() =>
      loadConfig({
        OIDC_PROVIDERS: "microsoft",
        OIDC_MICROSOFT_ISSUER: "https://login.example.com",
        OIDC_MICROSOFT_ROLE_MAP: "staff=owner",
      }),
    ).toThrow(
      /OIDC_MICROSOFT_CLIENT_ID and OIDC_MICROSOFT_CLIENT_SECRET must be set for the sign-in provider microsoft/,
    );
    expect(() =>
      loadConfig({
        OIDC_ISSUER: "https://login.example.com",
        OIDC_CLIENT_ID: "a",
        OIDC_CLIENT_SECRET: "b",
        OIDC_ROLE_MAP: "staff=owner",
      }),
    ).toThrow(/OIDC_ROLE_MAP must be group=role pairs/);
  });

  it("refuses an http issuer, but one on this machine's loopback", () => {
    const local = {
      OIDC_ISSUER: "http://127.0.0.1:4999",
      OIDC_CLIENT_ID: "a",
      OIDC_CLIENT_SECRET: "b",
    };
    const production = { NODE_ENV: "production", AUTH_SECRET: "x".repeat(40) };
    expect(loadConfig(local).oidc.providers).toHaveLength(1);
    expect(loadConfig({ ...local, ...production }).oidc.providers).toHaveLength(1);
    expect(() =>
      loadConfig({ ...local, ...production, OIDC_ISSUER: "http://login.example.com" }),
    ).toThrow(/OIDC_ISSUER must be an https:\/\/ URL/);
  });

  it("reads the API's tokens, origins and rate, and the webhooks' private-address switch", () => {
    const token = "t".repeat(24);
    const config = loadConfig({
      API_TOKENS: `${token}, ${token}2`,
      API_CORS_ORIGINS: "https://app.example.com/",
      API_PER_MINUTE: "60",
      WEBHOOKS_ALLOW_PRIVATE: "1",
    });
    expect(config.api).toEqual({
      tokens: [token, `${token}2`],
      corsOrigins: ["https://app.example.com"],
      perMinute: 60,
    });
    expect(config.webhooks.allowPrivate).toBe(true);
    expect(loadConfig({}).api).toEqual({ tokens: [], corsOrigins: [], perMinute: 600 });
    expect(() => loadConfig({ API_TOKENS: "short" })).toThrow(/API_TOKENS must list tokens of 24/);
    expect(() => loadConfig({ API_CORS_ORIGINS: "app.example.com" })).toThrow(/API_CORS_ORIGINS/);
  });
});
