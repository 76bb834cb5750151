import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "../../db/client.server";
import { media, siteContent, siteVersions } from "../../db/schema";
import { textOf, withoutBuildAndYear } from "../support/html";
import { TestClient } from "../support/http-client";
import { appOn } from "../support/test-app";
import { createTestDatabase, ENGINES, type TestDatabase } from "../support/test-database";

/**
 * What visitors see of the site's texts and photos, pinned: a database holding a site document
 * with every field set (published, a different draft, and both in its history), stored as the
 * site's first release of formats stored them, renders the home page and the three sector pages
 * in every language, header and footer included, exactly as recorded in `fixtures/site-rendering`.
 * A change of how the document is read, typed or previewed must leave every one unchanged.
 *
 * SITE_RENDERING_RECORD=1 writes the recordings anew (only when a change is meant to be seen).
 */
const FIXTURES = path.join(import.meta.dirname, "fixtures", "site-rendering");
const STORED = JSON.parse(fs.readFileSync(path.join(FIXTURES, "stored-site.json"), "utf8")) as {
  photos: Record<string, string>;
  published: unknown;
  draft: unknown;
};
const RECORD = process.env.SITE_RENDERING_RECORD === "1";

const PAGES = ["/", "/sector/manufacturing", "/sector/mining", "/sector/export"];
const LOCALES = ["", "/am", "/om"];

/** An address's recording's file name: 'om-sector-mining', 'en-home'. */
function recordingName(locale: string, page: string, which: "published" | "draft") {
  const lang = locale ? locale.slice(1) : "en";
  const where = page === "/" ? "home" : page.slice(1).replace(/\//g, "-");
  return `${lang}-${where}.${which}.txt`;
}

/**
 * The page's body as a visitor's browser lays it out, without what changes from one run or one
 * build to the next (the scripts and the data they carry, nonces, the build's file hashes, the
 * year) and without the staff's preview banner, checked on its own.
 */
function visible(html: string): string {
  const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? html;
  const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? "";
  const meta = [...head.matchAll(/<(title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?/g)]
    .map((match) => match[0])
    .filter((tag) => !/modulepreload|stylesheet|preload/.test(tag));
  return withoutBuildAndYear(
    [
      ...meta,
      body
        .replace(/<script\b[\s\S]*?<\/script>/g, "")
        .replace(/<div role="status" lang="en"[^>]*>[\s\S]*?End preview<\/a><\/div>/, ""),
    ]
      .join("\n")
      .replace(/ nonce="[^"]*"/g, "")
      // The contact form's signed time of opening (its spam check).
      .replace(/(name="startedAt" value=")[^"]*"/g, '$1STARTED"'),
  ).replace(/></g, ">\n<");
}

describe.each(ENGINES)("the site's pages from a stored site document on %s", (engine) => {
  let test: TestDatabase;
  let db: AppDatabase;
  let visitor: TestClient;
  let owner: TestClient;

  beforeAll(async () => {
    test = await createTestDatabase(engine);
    db = test.database.db;
    const first = appOn(test.database);
    owner = new TestClient(first);
    await owner.signUp("owner@example.com");
    await owner.signIn("owner@example.com");
    const cookies = new Map(owner.cookies);
    // The photos' uploads: images of the library, as a finished upload leaves them.
    await db.insert(media).values(
      Object.entries(STORED.photos).map(([name, id], index) => ({
        id,
        kind: "image" as const,
        state: "ready" as const,
        hash: `${String(index + 1).padStart(2, "0")}${"ab".repeat(31)}`,
        originalName: `${name}.jpg`,
        contentType: "image/jpeg",
        bytes: 1000,
        width: name.endsWith("favicon") ? 512 : 1600,
        height: name.endsWith("favicon") ? 512 : 900,
      })),
    );
    const published = STORED.published as typeof siteContent.$inferInsert.published;
    const draft = STORED.draft as typeof siteContent.$inferInsert.draft;
    await db
      .update(siteContent)
      .set({ published, draft, version: 2, publishedVersion: 1 })
      .where(eq(siteContent.id, "site"));
    await db.insert(siteVersions).values([
      { number: 1, data: published, changed: ["home.heroTitle"], action: "publish" },
      { number: 2, data: draft, changed: ["home.heroTitle"], action: "save" },
    ]);
    // A new instance reads the site as stored now.
    const app = appOn(test.database);
    visitor = new TestClient(app);
    owner = new TestClient(app);
    for (const [name, value] of cookies) owner.cookies.set(name, value);
  });
  afterAll(() => test?.drop());

  async function html(client: TestClient, address: string) {
    const response = await client.get(address);
    expect(response.status, address).toBe(200);
    return response.text();
  }

  /** The page with the site's draft, as signed-in staff preview it (the editor's 'Preview'). */
  async function previewed(address: string) {
    const start = await owner.get(`/admin/site/preview?to=${encodeURIComponent(address)}`);
    expect(start.status).toBe(302);
    return html(owner, start.headers.get("location") ?? address);
  }

  function expectRecorded(name: string, page: string) {
    const file = path.join(FIXTURES, name);
    if (RECORD) fs.writeFileSync(file, `${page}\n`);
    expect(`${page}\n`, name).toBe(fs.readFileSync(file, "utf8"));
  }

  it("shows visitors the published texts and photos as recorded, in every language", async () => {
    for (const locale of LOCALES) {
      for (const page of PAGES) {
        const address = `${locale}${page}`.replace(/(.)\/$/, "$1");
        const shown = await html(visitor, address);
        expect(shown).toContain("pub ");
        expect(shown).not.toContain("draft ");
        expectRecorded(recordingName(locale, page, "published"), visible(shown));
      }
    }
  });

  it("shows staff previewing the draft's texts and photos as recorded, in every language", async () => {
    for (const locale of LOCALES) {
      for (const page of PAGES) {
        const address = `${locale}${page}`.replace(/(.)\/$/, "$1");
        const shown = await previewed(address);
        expect(shown).toContain("Preview of unpublished site changes");
        expect(shown).not.toContain("pub ");
        expectRecorded(recordingName(locale, page, "draft"), visible(shown));
      }
    }
  });

  it("opens the history it holds: a version beside the draft, each change named as recorded", async () => {
    expect(textOf(await html(owner, "/admin/site/history"))).toContain("Version 2");
    const page = await html(owner, "/admin/site/history/1");
    const main = /<main\b[\s\S]*<\/main>/.exec(page)?.[0] ?? page;
    const shown = textOf(main.replace(/<time\b[\s\S]*?<\/time>/g, "TIME"))
      .replace(/\s+/g, " ")
      .replace(/ (?=(Home page|Settings|Manufacturing page|Mining page|Export page) · )/g, "\n");
    expect(shown).toContain("Home page · Hero headline");
    expectRecorded("history-version-1.txt", shown);
  });

  it("lists the history, refuses a stale restore and restores a version as the draft, as recorded", async () => {
    /** The dashboard panel's words, times left out. */
    const panel = (page: string) =>
      textOf(
        (
          /<section aria-labelledby="history-heading"[\s\S]*<\/section>/.exec(page)?.[0] ?? page
        ).replace(/<time\b[\s\S]*?<\/time>/g, "TIME"),
      ).trim();
    const history = await html(owner, "/admin/site/history");
    expect(history).toContain('aria-label="Compare version 1 with the current draft"');
    expect(history).toContain('href="/admin/site"');
    expectRecorded("history.txt", panel(history));

    // A page opened before version 2 was saved: nothing is restored, and the page says why.
    const stale = await owner.post("/admin/site/history/1", { current: "1" });
    expect(stale.status).toBe(409);
    expect(textOf(await stale.text())).toContain(
      "Someone else changed the site after you opened this page: compare again before restoring.",
    );
    const restored = await owner.post("/admin/site/history/1", { current: "2" });
    expect(restored.status).toBe(302);
    const notice = restored.headers.get("location") ?? "";
    expect(notice).toBe("/admin/site/history?restored=1");
    expectRecorded("history-restored.txt", panel(await html(owner, notice)));
  });
});
