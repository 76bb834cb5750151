import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { silentLogger, TEST_SECRET, testConfig } from "../tests/support/build";
import { createTestDatabase } from "../tests/support/test-database";
import { createFeatures } from "./features";

function serverSources(dir = import.meta.dirname): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return serverSources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("the features module", () => {
  it("is the only server module that imports app/features (the image worker's own entry aside)", () => {
    const importers = serverSources()
      .filter((file) => /from\s+["'][./]*app\/features\//.test(fs.readFileSync(file, "utf8")))
      .map((file) => path.relative(import.meta.dirname, file));
    expect(importers).toEqual(["features.ts", "image-worker.ts"]);
    // The worker's process loads the image work and nothing else of the application.
    const worker = fs.readFileSync(path.join(import.meta.dirname, "image-worker.ts"), "utf8");
    expect([...worker.matchAll(/from\s+["']([^"']+)["']/g)].map((m) => m[1])).toEqual([
      "../app/features/media/image-work.server",
    ]);
  });

  it("makes the contact notifier only when both SMTP_URL and CONTACT_NOTIFY_EMAIL are set", async () => {
    const test = await createTestDatabase("embedded");
    try {
      const make = (env: Record<string, string>) =>
        createFeatures({
          config: testConfig(env),
          logger: silentLogger,
          database: test.database,
          authSecret: TEST_SECRET,
        });
      const mailing = make({
        SMTP_URL: "smtp://127.0.0.1:2525",
        CONTACT_NOTIFY_EMAIL: "office@example.com",
      });
      expect(mailing.contact.secret).toBe(TEST_SECRET);
      expect(typeof mailing.contact.notify).toBe("function");
      expect(typeof mailing.auth.api.getSession).toBe("function");
      expect(make({ SMTP_URL: "smtp://127.0.0.1:2525" }).contact.notify).toBeUndefined();
      expect(make({ CONTACT_NOTIFY_EMAIL: "office@example.com" }).contact.notify).toBeUndefined();
    } finally {
      await test.drop();
    }
  });
});
