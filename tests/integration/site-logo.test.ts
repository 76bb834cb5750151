import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mediaUses } from "../../app/features/media/store.server";
import { SVG_LOGO_REFUSED } from "../../app/features/media/svg-logo";
import { findSection } from "../../app/features/site-content/catalog";
import { sectionValues } from "../../app/features/site-content/site-document";
import { readSiteState } from "../../app/features/site-content/store.server";
import type { AppDatabase } from "../../db/client.server";
import { media, siteContent, siteVersions } from "../../db/schema";
import { textOf } from "../support/html";
import { TestClient } from "../support/http-client";
import { type SmtpReceiver, startSmtpReceiver } from "../support/smtp-receiver";
import { appOn } from "../support/test-app";
import { createTestDatabase, ENGINES, type TestDatabase } from "../support/test-database";

/** A logo-like PNG: a coloured band on transparency. */
const png = (width: number, height: number, colour = "#0a6e57") =>
  sharp({
    create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .composite([
      {
        input: {
          create: {
            width: Math.round(width * 0.8),
            height: Math.round(height * 0.6),
            channels: 4,
            background: colour,
          },
        },
        gravity: "centre",
      },
    ])
    .png()
    .toBuffer();

const svg = (body: string, extra = "") =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="200" height="60" viewBox="0 0 200 60"${extra}>${body}</svg>`,
  );

/**
 * The site's logo, its variant for dark backgrounds and the favicon (Settings · Logo and icon):
 * uploaded (PNG, or an SVG without script or links), shown on every public page, in e-mails and
 * to search engines, with the favicon's sizes made, and kept in the site's history.
 */
describe.each(ENGINES)("the site's logo and favicon on %s", (engine) => {
  let test: TestDatabase;
  let db: AppDatabase;
  let app: ReturnType<typeof appOn>;
  let smtp: SmtpReceiver;
  let owner: TestClient;
  let visitor: TestClient;

  beforeAll(async () => {
    test = await createTestDatabase(engine);
    db = test.database.db;
    smtp = await startSmtpReceiver();
    app = appOn(test.database, { SMTP_URL: smtp.url });
    owner = new TestClient(app);
    await owner.signUp("owner@example.com");
    await owner.signIn("owner@example.com");
    visitor = new TestClient(app);
  });
  afterAll(async () => {
    await smtp?.close();
    await test?.drop();
  });
  beforeEach(async () => {
    await db.delete(siteVersions);
    const doc = { values: {}, needsUpdate: [] };
    await db
      .update(siteContent)
      .set({ draft: doc, published: doc, version: 0, publishedVersion: 0 })
      .where(eq(siteContent.id, "site"));
    await owner.post("/admin/site/publish", {
      anyway: "1",
      section: "settings",
      version: "0",
    });
  });

  async function uploadLogo(bytes: Buffer, name: string) {
    const response = await owner.upload("/admin/media/upload?for=logo", { bytes, name });
    const body = (await response.json()) as {
      media?: { id: string; hash: string; contentType: string; width: number };
      error?: string;
    };
    return { status: response.status, ...body };
  }

  async function saveSettings(changes: Record<string, string>) {
    const state = await readSiteState(db);
    return owner.post("/admin/site?section=settings", {
      ...sectionValues(state.draft, findSection("settings") as never),
      section: "settings",
      version: String(state.version),
      intent: "save",
      ...changes,
    });
  }

  async function publish() {
    const response = await owner.post("/admin/site/publish", {
      section: "settings",
      version: String((await readSiteState(db)).version),
    });
    expect(response.status).toBe(302);
  }

  async function page(path: string) {
    const response = await visitor.get(path);
    expect(response.status, path).toBe(200);
    return response.text();
  }

  it("shows an uploaded PNG logo on every public page, in e-mails and to search engines, with the favicon's sizes", async () => {
    const logo = await uploadLogo(await png(400, 120), "logo.png");
    const icon = await uploadLogo(await png(256, 256, "#b8652e"), "icon.png");
    expect(logo.status).toBe(201);
    expect(icon.status).toBe(201);
    const logoSrc = `/uploads/${logo.media?.hash}-400.png`;
    // A favicon must be square: refused at the field, nothing stored.
    const before = (await readSiteState(db)).version;
    const notSquare = await saveSettings({ "settings.favicon": logo.media?.id ?? "" });
    expect(notSquare.status).toBe(400);
    expect(textOf(await notSquare.text())).toContain(
      "Favicon must be square: this image is 400 × 120 pixels",
    );
    expect((await readSiteState(db)).version).toBe(before);

    const saved = await saveSettings({
      "settings.logo": logo.media?.id ?? "",
      "settings.favicon": icon.media?.id ?? "",
    });
    expect(saved.status).toBe(302);
    // Not before publishing.
    expect(await page("/")).not.toContain(logoSrc);
    await publish();

    for (const path of [
      "/",
      "/om",
      "/am/news",
      "/sector/mining",
      "/videos",
      "/careers",
      "/privacy",
      "/search?q=copper",
    ]) {
      const html = await page(path);
      // Header and footer.
      expect(html.split(`src="${logoSrc}"`).length - 1, path).toBe(2);
      expect(html, path).toContain(
        `<link rel="icon" href="/uploads/${icon.media?.hash}-icon-32.png" type="image/png" sizes="32x32"/>`,
      );
      expect(html, path).toContain(`/uploads/${icon.media?.hash}-icon-180.png`);
      expect(html, path).not.toContain('href="/favicon.svg"');
    }
    // Search engines get a square of the logo.
    expect(await page("/")).toMatch(
      new RegExp(`"logo":"https?://[^"]+/uploads/${logo.media?.hash}-icon-512\\.png"`),
    );
    // Pages without an image of their own are shared with the logo and the company name.
    const shared = /<meta property="og:image" content="https?:\/\/[^/"]+(\/uploads\/[^"]+)"/.exec(
      await page("/sector/mining"),
    )?.[1];
    expect(shared).toMatch(new RegExp(`^/uploads/${logo.media?.hash}-share-[0-9a-f]{12}\\.jpg$`));
    const share = await sharp(
      Buffer.from(await (await visitor.get(shared ?? "")).arrayBuffer()),
    ).metadata();
    expect([share.format, share.width, share.height]).toEqual(["jpeg", 1200, 630]);
    // Each favicon size is served, square, with a year's cache.
    for (const size of [32, 180, 192, 512]) {
      const response = await visitor.get(`/uploads/${icon.media?.hash}-icon-${size}.png`);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toContain("immutable");
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["png", size, size]);
    }
    // An e-mail sent now carries the logo, at an absolute address.
    await owner.post("/admin/forgot-password", { email: "owner@example.com" });
    await expect.poll(() => smtp.to("owner@example.com").length, { timeout: 10_000 }).toBe(1);
    const raw = (smtp.to("owner@example.com").at(-1)?.raw ?? "")
      .replace(/=\r?\n/g, "")
      .replace(/=3D/g, "=");
    expect(raw).toMatch(new RegExp(`<img src="https?://[^"]+${logoSrc}"`));

    // Used by the site: named, and kept in the library.
    expect((await mediaUses(db, [logo.media?.id ?? ""])).get(logo.media?.id ?? "")).toEqual([
      { kind: "site", id: "site", title: "Site · Logo", place: "current" },
    ]);
    const deleting = await owner.post("/admin/media", { delete: logo.media?.id ?? "" });
    expect(deleting.status).toBe(409);
    expect(await deleting.text()).toContain("Site · Logo");
  });

  it("uses the variant for dark backgrounds on the dark header and footer", async () => {
    const logo = await uploadLogo(await png(300, 100), "logo.png");
    const light = await uploadLogo(await png(300, 100, "#ffffff"), "logo-white.png");
    await saveSettings({
      "settings.logo": logo.media?.id ?? "",
      "settings.logoDark": light.media?.id ?? "",
    });
    await publish();
    const home = await page("/");
    expect(home.split(`src="/uploads/${light.media?.hash}-300.png"`).length - 1).toBe(2);
    // The favicon, without one of its own, is the logo's square.
    expect(home).toContain(`/uploads/${logo.media?.hash}-icon-32.png`);
  });

  it("refuses an SVG with script, event handlers, embedded HTML or links to other files, and draws a clean one into a PNG", async () => {
    const hostile = [
      svg('<script>alert(1)</script><rect width="10" height="10"/>'),
      svg('<rect width="10" height="10"/>', ' onload="alert(1)"'),
      svg('<image href="https://evil.example/x.png" width="10" height="10"/>'),
      svg('<image xlink:href="http://evil.example/x.png" width="10" height="10"/>'),
      svg('<rect width="10" height="10" style="fill:url(https://evil.example/p.svg#a)"/>'),
      svg(
        '<foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>',
      ),
    ];
    const count = async () => (await db.select({ id: media.id }).from(media)).length;
    const stored = await count();
    for (const bytes of hostile) {
      const refused = await uploadLogo(bytes, "logo.svg");
      expect(refused.status).toBe(422);
      expect(refused.error).toBe(SVG_LOGO_REFUSED);
    }
    expect(await count()).toBe(stored);
    // A clean one, with an internal gradient: a PNG of the library.
    const clean = await uploadLogo(
      svg(
        '<defs><linearGradient id="g"><stop offset="0" stop-color="#0a6e57"/><stop offset="1" stop-color="#b8652e"/></linearGradient></defs><rect width="200" height="60" rx="8" fill="url(#g)"/>',
      ),
      "logo.svg",
    );
    expect(clean.status).toBe(201);
    expect(clean.media?.contentType).toBe("image/png");
    expect(clean.media?.width).toBe(1024);
    // The library itself still takes no SVG.
    const plain = await owner.upload("/admin/media/upload", {
      bytes: svg('<rect width="10" height="10"/>'),
      name: "logo.svg",
    });
    expect(plain.status).toBe(422);
  });

  it("brings the earlier logo back when an earlier version is restored", async () => {
    const first = await uploadLogo(await png(300, 100), "first.png");
    const second = await uploadLogo(await png(300, 100, "#b8652e"), "second.png");
    await saveSettings({ "settings.logo": first.media?.id ?? "" });
    const version = (await readSiteState(db)).version;
    await saveSettings({ "settings.logo": second.media?.id ?? "" });
    await publish();
    expect(await page("/")).toContain(`/uploads/${second.media?.hash}-300.png`);
    const restored = await owner.post(`/admin/site/history/${version}`, {
      current: String((await readSiteState(db)).version),
    });
    expect(restored.status).toBe(302);
    await publish();
    const home = await page("/");
    expect(home).toContain(`/uploads/${first.media?.hash}-300.png`);
    expect(home).not.toContain(`/uploads/${second.media?.hash}-300.png`);
  });
});
