import fs from "node:fs/promises";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_SITE } from "../../app/config/site";
import { VIDEO_NAME_HEADER, VIDEO_UPLOAD_PATH } from "../../app/features/media/rules";
import { mediaUses } from "../../app/features/media/store.server";
import { findSection, SITE_SECTIONS } from "../../app/features/site-content/catalog";
import {
  nameLabel,
  SITE_DOCUMENT_FORMAT,
  sectionValues,
  siteDocumentFrom,
  translationLabel,
} from "../../app/features/site-content/site-document";
import { readSiteState } from "../../app/features/site-content/store.server";
import { format } from "../../app/lib/i18n";
import { messagesFor } from "../../app/locales";
import type { AppDatabase } from "../../db/client.server";
import { activity, media, siteContent, siteVersions, user } from "../../db/schema";
import { textOf } from "../support/html";
import { TestClient } from "../support/http-client";
import { appOn } from "../support/test-app";
import { createTestDatabase, ENGINES, type TestDatabase } from "../support/test-database";

const HERO = "Building Ethiopia’s industrial future";
const AMHARIC_HERO_START = "የኢትዮጵያን";

/**
 * The site's own texts and settings (/admin/site): saved as a draft that only staff previewing
 * see, published in one step to every page and language, refused when stale, restorable.
 */
describe.each(ENGINES)("the site's texts and settings on %s", (engine) => {
  let test: TestDatabase;
  let db: AppDatabase;
  let app: ReturnType<typeof appOn>;
  let owner: TestClient;
  let visitor: TestClient;

  let ownerCookies: Map<string, string>;

  beforeAll(async () => {
    test = await createTestDatabase(engine);
    db = test.database.db;
    const first = appOn(test.database, { COMPANY_EMAIL: "hello@aig.example" });
    owner = new TestClient(first);
    await owner.signUp("owner@example.com");
    await owner.signIn("owner@example.com");
    ownerCookies = new Map(owner.cookies);
  });
  afterAll(() => test?.drop());

  beforeEach(async () => {
    // Each test starts from the first start's state: the configured e-mail, published.
    await db.delete(siteVersions);
    const doc = { values: { "settings.email": "hello@aig.example" }, needsUpdate: [] };
    await db
      .update(siteContent)
      .set({ draft: doc, published: doc, version: 0, publishedVersion: 0 })
      .where(eq(siteContent.id, "site"));
    // A new instance: it reads the site as stored now, with an empty page cache.
    app = appOn(test.database, { COMPANY_EMAIL: "hello@aig.example" });
    owner = new TestClient(app);
    for (const [name, value] of ownerCookies) owner.cookies.set(name, value);
    visitor = new TestClient(app);
  });

  /** The paragraphs of the page's long text (the About text, a sector's overview), as read. */
  function longText(html: string): string[] {
    const text = /<div class="prose-site[^"]*">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? "";
    return [...text.matchAll(/<p>([\s\S]*?)<\/p>/g)].map((m) => textOf(m[1] ?? "").trim());
  }

  async function page(client: TestClient, path: string) {
    const response = await client.get(path);
    expect(response.status, path).toBe(200);
    return response.text();
  }

  /** The section's whole form as the editor sends it, with `changes` typed over it. */
  async function formOf(sectionId: string, changes: Record<string, string> = {}) {
    const section = findSection(sectionId);
    if (!section) throw new Error(sectionId);
    const state = await readSiteState(db);
    return {
      ...sectionValues(state.draft, section),
      section: sectionId,
      version: String(state.version),
      intent: "save",
      ...changes,
    };
  }

  async function save(sectionId: string, changes: Record<string, string>, client = owner) {
    return client.post(`/admin/site?section=${sectionId}`, await formOf(sectionId, changes));
  }

  /** 'Publish changes', and 'Publish anyway' when it lists translations that need an update. */
  async function publish({ anyway = false } = {}) {
    const { version } = await readSiteState(db);
    const response = await owner.post("/admin/site/publish", {
      ...(anyway ? { anyway: "1" } : {}),
      section: "settings",
      version: String(version),
    });
    expect(response.status).toBe(302);
  }

  it("starts with the specification's texts and the configured e-mail", async () => {
    const home = await page(visitor, "/");
    expect(home).toContain(HERO);
    expect(home).toContain("3,140+");
    expect(home).toContain("hello@aig.example");
    expect(home).not.toContain("info@example.com");
    const response = await visitor.get("/admin/site");
    expect(response.status).toBe(302);
  });

  it("keeps a saved change a draft, shows it in Preview only, and publishes it everywhere at once", async () => {
    const saved = await save("settings", {
      "settings.email": "press@aig.example",
      "settings.phone": "+251 11 555 0100",
      "settings.linkedin": "https://www.linkedin.com/company/aig-example",
    });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/admin/site?section=settings&saved=1");
    expect(await save("home", { "home.heroTitle": "Powering a greener Ethiopia" })).toHaveProperty(
      "status",
      302,
    );

    // Visitors, and staff outside Preview, still see the published site.
    for (const client of [visitor, owner]) {
      const home = await page(client, "/");
      expect(home).toContain(HERO);
      expect(home).toContain("hello@aig.example");
    }
    // Preview: the draft, as every draft is previewed (?preview=1), for staff only; the
    // editor's former preview address leads there.
    const preview = await owner.get("/admin/site/preview?to=/");
    expect(preview.headers.get("location")).toBe("/?preview=1");
    const previewed = await page(owner, "/?preview=1");
    expect(previewed).toContain("Powering a greener Ethiopia");
    expect(previewed).toContain("Preview of unpublished site changes");
    expect(previewed).toMatch(/<a href="\/"[^>]*>End preview/);
    const settings = await owner.get("/admin/site/preview?to=%2F%23contact");
    expect(settings.headers.get("location")).toBe("/?preview=1#contact");
    const ended = await owner.get("/admin/site/preview?end=1");
    expect(ended.headers.get("location")).toBe("/admin/site");
    // The query does nothing for visitors, nor does the former preview cookie.
    const stranger = new TestClient(app);
    stranger.cookies.set("site_preview", "1");
    expect(await page(stranger, "/")).toContain(HERO);
    const strangerPreview = await page(stranger, "/?preview=1");
    expect(strangerPreview).toContain(HERO);
    expect(strangerPreview).not.toContain("Preview of unpublished site changes");

    await publish({ anyway: true });
    const home = await page(visitor, "/");
    expect(home).toContain("Powering a greener Ethiopia");
    expect(home).toContain("press@aig.example");
    expect(home).toContain("+251 11 555 0100");
    expect(home).toContain('href="https://www.linkedin.com/company/aig-example"');
    expect(home).toMatch(/"email":"press@aig.example"/); // Organization JSON-LD
    const mining = await page(visitor, "/sector/mining");
    expect(mining).toContain("press@aig.example");
    const amharic = await page(visitor, "/am");
    expect(amharic).toContain("press@aig.example");
    // The Amharic headline was written for the old English one: still shown, marked for update.
    expect(amharic).toContain(AMHARIC_HERO_START);
    const state = await readSiteState(db);
    expect(state.draft.needsUpdate).toEqual(["am:home.heroTitle", "om:home.heroTitle"]);
    const editor = await page(owner, "/admin/site?section=home");
    expect(editor).toContain("Translations that need an update (2)");
    expect(editor).toContain("Needs update");
    // Each listed translation links to its field, in its language's tab.
    expect(editor).toContain('href="/admin/site?section=home&amp;lang=am#site-am-home-heroTitle"');
    const amharicTab = await page(owner, "/admin/site?section=home&lang=am");
    expect(amharicTab).toMatch(/aria-selected="true"[^>]*><span[^>]*>አማርኛ/);

    const entries = await db.select({ action: activity.action }).from(activity);
    expect(entries.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(["edit-site", "publish-site"]),
    );
  });

  it("says in one sentence that saved drafts wait for publishing, before and after a change", async () => {
    const rule = "Saved drafts are seen only in Preview until you publish the changes.";
    const fresh = textOf(await page(owner, "/admin/site"));
    expect(fresh).toContain("Nothing is waiting to be published.");
    expect(fresh).toContain(rule);
    expect(fresh).not.toContain("Visitors see every saved change");
    await save("settings", { "settings.phone": "+251 11 555 0100" });
    const waiting = textOf(await page(owner, "/admin/site"));
    expect(waiting).toContain("Unpublished changes");
    expect(waiting).not.toContain("Nothing is waiting to be published.");
    await publish();
    const published = textOf(await page(owner, "/admin/site"));
    expect(published).toContain("Nothing is waiting to be published.");
    expect(published).not.toContain("Visitors see every saved change");
  });

  it("asks before publishing translations whose English changed, and publishes nothing until 'Publish anyway'", async () => {
    await save("home", { "home.heroTitle": "Powering a greener Ethiopia" });
    const before = await readSiteState(db);
    const asked = await owner.post("/admin/site/publish", {
      section: "home",
      version: String(before.version),
    });
    expect(asked.status).toBe(200);
    const warning = textOf(await asked.text());
    expect(warning).toContain("Translations that need an update");
    expect(warning).toContain("Home page · Hero · Headline · Amharic");
    expect(warning).toContain("Home page · Hero · Headline · Afaan Oromo");
    expect(warning).not.toContain("Home page · Home page");
    expect(warning).toContain("Publish anyway");
    expect(warning).toContain("Keep the draft");
    // Nothing published: visitors still read the old headline, the history has no publication.
    const unchanged = await readSiteState(db);
    expect(unchanged.version).toBe(before.version);
    expect(unchanged.publishedVersion).toBe(before.publishedVersion);
    expect(await page(visitor, "/")).toContain(HERO);

    // 'Keep the draft': still nothing published, the draft kept.
    const kept = await owner.post("/admin/site/keep-draft", {
      section: "home",
      version: String(before.version),
    });
    expect(kept.status).toBe(302);
    expect(textOf(await page(owner, kept.headers.get("location") ?? ""))).toContain(
      "Not published: the changes stay a draft.",
    );
    expect((await readSiteState(db)).publishedVersion).toBe(before.publishedVersion);
    expect(await page(visitor, "/")).toContain(HERO);

    // 'Publish anyway': published, the old translations shown until they are updated.
    await publish({ anyway: true });
    expect(await page(visitor, "/")).toContain("Powering a greener Ethiopia");
    expect(await page(visitor, "/am")).toContain(AMHARIC_HERO_START);
    // Published knowingly: another change publishes without asking again about them.
    await save("settings", { "settings.phone": "+251 11 555 0100" });
    await publish();
    expect(await page(visitor, "/")).toContain("+251 11 555 0100");
    // A new English headline makes them out of date again: asked again.
    await save("home", { "home.heroTitle": "Powering a greener Ethiopia, together" });
    const again = await owner.post("/admin/site/publish", {
      section: "settings",
      version: String((await readSiteState(db)).version),
    });
    expect(textOf(await again.text())).toContain("Home page · Hero · Headline · Amharic");
  });

  it("names each translation that needs an update by its section, group, field and language", () => {
    const doc = { values: { "home.figures": "3,1,2" }, needsUpdate: [] };
    expect(translationLabel("am:home.heroText", doc, SITE_SECTIONS)).toBe(
      "Home page · Hero · Text · Amharic",
    );
    expect(translationLabel("om:home.figures.2.label", doc, SITE_SECTIONS)).toBe(
      "Home page · Key figures · Figure 3 label · Afaan Oromo",
    );
    expect(translationLabel("am:home.objectives.4.text", doc, SITE_SECTIONS)).toBe(
      "Home page · Strategic objectives · Objective 4 · Amharic",
    );
    expect(translationLabel("am:sectors.mining.heroPhoto.alt", doc, SITE_SECTIONS)).toBe(
      "Mining page · Hero · Photo alt text · Amharic",
    );
    expect(translationLabel("om:footer.tagline", doc, SITE_SECTIONS)).toBe(
      "Settings · Footer · Tagline · Afaan Oromo",
    );
  });

  it("clears 'Needs update' when the translation is written again, and shows a missing one in English", async () => {
    await save("home", { "home.heroTitle": "Powering a greener Ethiopia" });
    await save("home", {
      "am:home.heroTitle": "አረንጓዴ ኢትዮጵያን ማጎልበት",
      "om:home.heroTitle": "",
    });
    const state = await readSiteState(db);
    expect(state.draft.needsUpdate).toEqual([]);
    await publish();
    expect(await page(visitor, "/am")).toContain("አረንጓዴ ኢትዮጵያን ማጎልበት");
    // The Oromo headline was emptied: the English one is shown.
    expect(await page(visitor, "/om")).toContain("Powering a greener Ethiopia");
  });

  it("adds, removes and reorders list items, and a figure typed once shows wherever figures do", async () => {
    const changes = {
      // Objective 2 removed, a new one added first.
      "home.objectives": "nabc123,1,3,4,5",
      "home.objectives.nabc123.text": "Open a second charging corridor by 2027.",
      "home.figures.2.value": "3,500+",
    };
    const response = await save("home", changes);
    expect(response.status).toBe(302);
    await publish({ anyway: true });
    const home = await page(visitor, "/");
    const first = home.indexOf("Open a second charging corridor by 2027.");
    const next = home.indexOf("Raise customer services and profitability by 10% by 2035.");
    expect(first).toBeGreaterThan(0);
    expect(next).toBeGreaterThan(first);
    expect(home).not.toContain("Raise founder income by 10%");
    // The key figure and the impact card that shows it.
    expect(home.match(/3,500\+/g)?.length).toBe(2);
    expect(home).not.toContain(">3,140+<");
  });

  it("completes a profile address typed without https://, as Telegram shares it", async () => {
    const saved = await save("settings", {
      "settings.telegram": "t.me/addisgroup",
      "settings.youtube": "www.youtube.com/@addisgroup",
    });
    expect(saved.status).toBe(302);
    const settings = findSection("settings");
    if (!settings) throw new Error("no settings section");
    const draft = sectionValues((await readSiteState(db)).draft, settings);
    expect(draft["settings.telegram"]).toBe("https://t.me/addisgroup");
    expect(draft["settings.youtube"]).toBe("https://www.youtube.com/@addisgroup");
    expect((await save("settings", { "settings.telegram": "telegram.me/addisgroup" })).status).toBe(
      302,
    );
    const again = sectionValues((await readSiteState(db)).draft, settings);
    expect(again["settings.telegram"]).toBe("https://telegram.me/addisgroup");
    await publish();
    expect(await page(visitor, "/")).toContain('href="https://telegram.me/addisgroup"');
    // What is not an address stays refused.
    const refused = await save("settings", { "settings.telegram": "addisgroup" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Please enter a full address starting with https://");
  });

  it("refuses bad input with field errors and stores nothing", async () => {
    const before = await readSiteState(db);
    const response = await save("settings", {
      "settings.email": "not-an-address",
      "settings.phone": "call us",
      "settings.facebook": "http://facebook.com/aig",
      "settings.name": "x".repeat(121),
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Please enter a valid e-mail address");
    expect(html).toContain("Please enter a phone number");
    expect(html).toContain("Please enter a full address starting with https://");
    expect(html).toContain("Company name must be at most 120 characters");
    // The typed text comes back in the form.
    expect(html).toContain('value="not-an-address"');
    const impact = await save("home", { "home.figures": "1,3,4,5" }); // figure 2 gone, still shown
    expect(impact.status).toBe(400);
    expect(await impact.text()).toContain("please choose one of the key figures");
    expect((await readSiteState(db)).version).toBe(before.version);
  });

  it("refuses a stale form without losing its text, and shows script as text", async () => {
    const stale = await formOf("home");
    expect((await save("home", { "home.heroEyebrow": "Someone else's change" })).status).toBe(302);
    const refused = await owner.post("/admin/site?section=home", {
      ...stale,
      "home.heroTitle": "<script>alert('x')</script> My headline",
    });
    expect(refused.status).toBe(409);
    const html = await refused.text();
    expect(html).toContain("changed the site on");
    expect(html).toContain("&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt; My headline");
    const state = await readSiteState(db);
    expect(state.draft.values["home.heroTitle"]).toBeUndefined();
    expect(state.draft.values["home.heroEyebrow"]).toBe("Someone else's change");

    // Saving again from the refused form (it now stands on the current version) goes through.
    const again = await save("home", {
      "home.heroTitle": "<script>alert('x')</script> My headline",
    });
    expect(again.status).toBe(302);
    await publish({ anyway: true });
    const home = await page(visitor, "/");
    expect(home).toContain("&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt; My headline");
    expect(home).not.toContain("<script>alert");
  });

  it("restores an older version as the draft and resets a group to its defaults", async () => {
    await save("mining", { "sectors.mining.tagline": "Copper for the energy transition" });
    const first = (await readSiteState(db)).version;
    await save("mining", { "sectors.mining.tagline": "Copper, refined in Ethiopia" });
    const restored = await owner.post(`/admin/site/history/${first}`, {
      current: String((await readSiteState(db)).version),
    });
    expect(restored.status).toBe(302);
    expect((await readSiteState(db)).draft.values["sectors.mining.tagline"]).toBe(
      "Copper for the energy transition",
    );
    await publish({ anyway: true });
    expect(await page(visitor, "/sector/mining")).toContain("Copper for the energy transition");
    const history = await page(owner, "/admin/site/history");
    expect(history).toContain("Restored an earlier version");

    const reset = await owner.post("/admin/site/reset", {
      section: "mining",
      version: String((await readSiteState(db)).version),
      group: "sectors.mining.hero",
    });
    expect(reset.status).toBe(302);
    await publish({ anyway: true });
    expect(await page(visitor, "/sector/mining")).toContain("Copper mining and processing");
  });

  it("lets only owners and admins change the site", async () => {
    const pending = new TestClient(app);
    await pending.signUp("pending@example.com");
    await pending.signIn("pending@example.com");
    const [row] = await db
      .select({ role: user.role })
      .from(user)
      .where(eq(user.email, "pending@example.com"));
    expect(row?.role).toBe("pending");
    const response = await save("settings", { "settings.email": "evil@example.com" }, pending);
    expect(response.status).toBe(403);
    // Signed out: to the login, which brings the editor back afterwards.
    const anonymous = await save("settings", { "settings.email": "evil@example.com" }, visitor);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/admin?next=%2Fadmin%2Fsite");
    expect((await readSiteState(db)).version).toBe(0);
  });

  it("publishes and resets at addresses of their own, refused to editors, to stale pages and to old forms", async () => {
    await save("settings", { "settings.phone": "+251 11 555 0199" });
    const { version, publishedVersion } = await readSiteState(db);

    // An editor may not publish the site.
    const editor = new TestClient(app);
    await editor.signUp("site-editor-role@example.com");
    await db
      .update(user)
      .set({ role: "editor" })
      .where(eq(user.email, "site-editor-role@example.com"));
    await editor.signIn("site-editor-role@example.com");
    const byEditor = await editor.post("/admin/site/publish", {
      section: "settings",
      version: String(version),
    });
    expect(byEditor.status).toBe(403);
    expect((await readSiteState(db)).publishedVersion).toBe(publishedVersion);

    // A page opened before the draft changed: nothing published, and who changed it is said.
    const stale = await owner.post("/admin/site/publish", {
      section: "settings",
      version: String(version - 1),
    });
    expect(stale.status).toBe(409);
    const staleText = textOf(await stale.text());
    expect(staleText).toContain("owner@example.com changed the site on");
    expect(staleText).toContain("Back to the site editor");
    const resetStale = await owner.post("/admin/site/reset", {
      section: "settings",
      version: String(version - 1),
      group: "settings.social",
    });
    expect(resetStale.status).toBe(409);
    expect(textOf(await resetStale.text())).toContain("changed the site on");
    expect((await readSiteState(db)).version).toBe(version);

    // A page loaded before the commands had addresses posts `intent` to the editor: nothing is
    // done, and the editor says to reload.
    for (const intent of ["publish", "publish-anyway", "keep-draft", "reset:settings.social"]) {
      const old = await owner.post("/admin/site?section=settings", {
        intent,
        section: "settings",
        version: String(version),
      });
      expect(old.status, intent).toBe(409);
      expect(textOf(await old.text()), intent).toContain(
        "This page is out of date. Reload it, then try again.",
      );
    }
    const unchanged = await readSiteState(db);
    expect(unchanged.version).toBe(version);
    expect(unchanged.publishedVersion).toBe(publishedVersion);

    // The address opened by itself changes nothing and says where the buttons are.
    const opened = await owner.get("/admin/site/publish");
    expect(opened.status).toBe(200);
    expect(textOf(await opened.text())).toContain(
      "Opening this address changes nothing: this is done with the buttons of the site editor.",
    );
    expect((await readSiteState(db)).publishedVersion).toBe(publishedVersion);
  });

  it("search finds the sector pages by their published text, in the page's language", async () => {
    // No article at all: 'copper' finds the mining page.
    const copper = await page(visitor, "/search?q=copper");
    expect(textOf(copper)).toContain("1 result for “copper”");
    expect(copper).toMatch(
      /<a href="\/sector\/mining"[^>]*>Mining: <mark[^>]*>Copper<\/mark> Mining/,
    );
    expect(textOf(copper)).toContain("Page");
    // In Amharic, an Amharic word, leading to the Amharic page.
    const amharic = await page(visitor, `/am/search?q=${encodeURIComponent("መዳብ")}`);
    expect(amharic).toContain('href="/am/sector/mining"');

    // A draft change is not found by visitors; once published, it is.
    await save("mining", { "sectors.mining.description": "Zinc and copper from the Guji belt." });
    expect(textOf(await page(visitor, "/search?q=zinc"))).toContain("No results for “zinc”.");
    await publish({ anyway: true });
    const zinc = await page(visitor, "/search?q=zinc");
    expect(zinc).toContain('href="/sector/mining"');
    expect(zinc).toMatch(/<mark[^>]*>Zinc<\/mark> and copper from the Guji belt/);
  });

  it("keeps the About text and the sector overviews as rich text, shown as before until edited", async () => {
    // A fresh site: each default paragraph in a paragraph of its own, in every language.
    for (const locale of ["en", "am", "om"] as const) {
      const prefix = locale === "en" ? "" : `/${locale}`;
      const t = messagesFor(locale);
      const home = await page(visitor, prefix || "/");
      expect(longText(home)).toEqual(
        t.home.aboutText.map((paragraph) => format(paragraph, { name: DEFAULT_SITE.name })),
      );
      for (const sector of t.sectors) {
        const html = await page(visitor, `${prefix}/sector/${sector.slug}`);
        expect(longText(html)).toEqual(sector.body);
      }
    }

    // Formatting reaches the page; what the section has no place for is refused, nothing stored.
    const before = (await readSiteState(db)).version;
    for (const text of [
      "## A heading",
      "![Plant](/uploads/plant.webp)",
      '<img src="/uploads/plant.webp" alt="Plant">',
      "::video[Clip](https://youtu.be/dQw4w9WgXcQ)",
    ]) {
      const refused = await save("home", { "home.aboutText": text });
      expect(refused.status, text).toBe(400);
      expect(await refused.text()).toContain("About text: This text takes paragraphs, lists");
    }
    const refusedAmharic = await save("mining", {
      "am:sectors.mining.body": "| a | b |\n| - | - |\n| 1 | 2 |",
    });
    expect(refusedAmharic.status).toBe(400);
    expect(await refusedAmharic.text()).toContain("Amharic overview text: This text takes");
    expect((await readSiteState(db)).version).toBe(before);
    const saved = await save("home", {
      "home.aboutText":
        "We build **electric** vans in [Addis Ababa](https://example.com/addis).\n\n- Vans\n- Buses\n\nE<strong>(V)</strong>s",
    });
    expect(saved.status).toBe(302);
    await publish({ anyway: true });
    const home = await page(visitor, "/");
    expect(home).toContain("We build <strong>electric</strong> vans in");
    expect(home).toMatch(/<a href="https:\/\/example.com\/addis"[^>]*>Addis Ababa<\/a>/);
    expect(home).toContain("<li>Vans</li>");
    expect(home).toContain("<p>E<strong>(V)</strong>s</p>");
    // The Amharic page keeps its own translation, marked for an update.
    expect((await readSiteState(db)).draft.needsUpdate).toEqual([
      "am:home.aboutText",
      "om:home.aboutText",
    ]);
  });

  it("reads a site saved before its long texts were rich: the same paragraphs, order and marks", async () => {
    // The first format: the About text a list of paragraphs (reordered, one edited, one of
    // them translated, the Oromo ones emptied to show the English), a paragraph added to the
    // mining overview, and an export overview translation marked for an update.
    const legacy = {
      values: {
        "home.aboutText": "2,1",
        "home.aboutText.1.text": "{name} began with   *one* plant.",
        "am:home.aboutText.2.text": "አዲስ አንቀጽ",
        "om:home.aboutText.1.text": "",
        "om:home.aboutText.2.text": "",
        "sectors.mining.body": "1,nabc12",
        "sectors.mining.body.nabc12.text": "1. Smelting comes next.",
      },
      needsUpdate: ["am:home.aboutText.1.text", "om:sectors.export.body.2.text"],
    };
    await db
      .update(siteContent)
      .set({ draft: legacy, published: legacy })
      .where(eq(siteContent.id, "site"));
    app = appOn(test.database, { COMPANY_EMAIL: "hello@aig.example" });
    visitor = new TestClient(app);
    owner = new TestClient(app);
    for (const [name, value] of ownerCookies) owner.cookies.set(name, value);

    const en = messagesFor("en");
    const am = messagesFor("am");
    expect(longText(await page(visitor, "/"))).toEqual([
      en.home.aboutText[1],
      `${DEFAULT_SITE.name} began with *one* plant.`,
    ]);
    // Amharic: its own second paragraph, and its first as it was.
    expect(longText(await page(visitor, "/am"))).toEqual([
      "አዲስ አንቀጽ",
      format(am.home.aboutText[0] as string, { name: DEFAULT_SITE.name }),
    ]);
    // Oromo: the English, as it was (and as it will be after the next English change).
    expect(longText(await page(visitor, "/om"))).toEqual([
      en.home.aboutText[1],
      `${DEFAULT_SITE.name} began with *one* plant.`,
    ]);
    const miningBody = en.sectors.find((sector) => sector.slug === "mining")?.body ?? [];
    expect(longText(await page(visitor, "/sector/mining"))).toEqual([
      miningBody[0],
      "1. Smelting comes next.",
    ]);

    const state = await readSiteState(db);
    expect(state.draft.needsUpdate).toEqual(["am:home.aboutText", "om:sectors.export.body"]);
    expect(state.draft.values["om:home.aboutText"]).toBe("");
    expect(state.draft.values["home.aboutText"]).toBe(
      `${en.home.aboutText[1]}\n\n{name} began with \\*one\\* plant.`,
    );
    expect(Object.keys(state.draft.values).filter((name) => /\.text$/.test(name))).toEqual([]);
    // Search reads the overview's words; history names the old paragraphs by their text's label.
    expect(await page(visitor, "/search?q=smelting")).toContain('href="/sector/mining"');
    expect(nameLabel("am:home.aboutText.2.text", SITE_SECTIONS)).toBe(
      "Home page · About text (Amharic)",
    );

    // Saved again, the document is stored in the current format and reads the same.
    expect((await save("home", { "home.heroEyebrow": "Since 2024" })).status).toBe(302);
    const [row] = await db.select().from(siteContent).where(eq(siteContent.id, "site"));
    expect(row?.draft.format).toBe(SITE_DOCUMENT_FORMAT);
    expect((await readSiteState(db)).draft.values["home.aboutText"]).toBe(
      state.draft.values["home.aboutText"],
    );
    // A document of a later format is never read as the first.
    const later = { values: { "home.aboutText": "1,2" }, needsUpdate: [], format: 3 };
    expect(siteDocumentFrom(later).values["home.aboutText"]).toBe("1,2");
  });

  it("shows a chosen photo with its alt text and focal point, and refuses a photo without them", async () => {
    const [image, document] = await db
      .insert(media)
      .values([
        {
          kind: "image",
          state: "ready",
          hash: `${"a".repeat(31)}1`,
          originalName: "plant.jpg",
          contentType: "image/jpeg",
          bytes: 1000,
          width: 2400,
          height: 1600,
        },
        {
          kind: "document",
          state: "ready",
          hash: `${"b".repeat(31)}2`,
          originalName: "report.pdf",
          contentType: "application/pdf",
          bytes: 1000,
        },
      ])
      .returning({ id: media.id });
    const imageId = image?.id ?? "";
    const before = (await readSiteState(db)).version;
    // No alt text, a focal point out of the picture, a document, an unknown upload.
    const refused = await save("home", {
      "home.heroPhoto": imageId,
      "home.heroPhoto.focus": "150,20",
      "home.aboutPhoto": document?.id ?? "",
      "home.aboutPhoto.alt": "A report",
    });
    expect(refused.status).toBe(400);
    const refusedText = textOf(await refused.text());
    expect(refusedText).toContain("Hero photo alt text is required");
    expect(refusedText).toContain("Hero photo: the focal point could not be read");
    const notImage = await save("home", {
      "home.aboutPhoto": document?.id ?? "",
      "home.aboutPhoto.alt": "A report",
    });
    expect(textOf(await notImage.text())).toContain(
      "About photo: that image is no longer in the media library",
    );
    const unknown = await save("home", {
      "home.aboutPhoto": "00000000-0000-4000-8000-000000000000",
      "home.aboutPhoto.alt": "Nothing",
    });
    expect(unknown.status).toBe(400);
    expect((await readSiteState(db)).version).toBe(before);

    const saved = await save("home", {
      "home.heroPhoto": imageId,
      "home.heroPhoto.focus": "30,60",
      "home.heroPhoto.alt": "The plant at dawn <script>alert(1)</script>",
      "am:home.heroPhoto.alt": "ፋብሪካው ጎህ ሲቀድ",
    });
    expect(saved.status).toBe(302);
    await publish();
    const home = await page(visitor, "/");
    const hero = /<img[^>]*alt="The plant at dawn[^"]*"[^>]*>/.exec(home)?.[0] ?? "";
    expect(hero).toContain("object-position:30% 60%");
    expect(hero).toContain('fetchPriority="high"');
    expect(hero).not.toContain("<script>");
    expect(home).toMatch(/<link rel="preload"[^>]*as="image"[^>]*imageSrcSet="[^"]*-1920\.avif/);
    // The Amharic page reads the Amharic alt text; Afaan Oromo, without one, the English.
    expect(await page(visitor, "/am")).toContain('alt="ፋብሪካው ጎህ ሲቀድ"');
    expect(await page(visitor, "/om")).toContain('alt="The plant at dawn');

    // The library keeps a photo the site uses.
    const uses = await mediaUses(db, [imageId]);
    expect(uses.get(imageId)).toEqual([
      { kind: "site", id: "site", title: "Site photos", place: "current" },
    ]);
    const deleting = await owner.post("/admin/media", { delete: imageId });
    expect(deleting.status).toBe(409);

    // Removed: the illustration is back; the history that can restore the photo still needs it.
    expect((await save("home", { "home.heroPhoto": "" })).status).toBe(302);
    await publish();
    expect(await page(visitor, "/")).not.toContain("The plant at dawn");
    expect((await readSiteState(db)).published.values["home.heroPhoto.alt"]).toBeUndefined();
    expect((await mediaUses(db, [imageId])).get(imageId)).toEqual([
      { kind: "site", id: "site", title: "Site photos", place: "history" },
    ]);
    const kept = await owner.post("/admin/media", { delete: imageId });
    expect(await kept.text()).toContain("This image is used by “Site photos” (earlier versions).");
  });

  it("gives a sector page the video staff choose: the mining clip by default, a link, or none", async () => {
    expect(await page(visitor, "/sector/mining")).toContain('src="/media/copper-operations.mp4"');
    expect(await page(visitor, "/sector/manufacturing")).not.toContain('id="video-heading"');
    for (const [address, error] of [
      ["javascript:alert(1)", "Please enter a YouTube or Vimeo link"],
      ["http://example.com/clip.mp4", "Please enter a YouTube or Vimeo link"],
      ["/admin/secret.mp4", "Please enter a YouTube or Vimeo link"],
      ["https://www.youtube.com/watch?v=abcdefghijk", "Video title is required with a video"],
    ] as const) {
      const refused = await save("manufacturing", {
        "sectors.manufacturing.videoUrl": address,
        "sectors.manufacturing.videoTitle": "",
      });
      expect(refused.status, address).toBe(400);
      expect(textOf(await refused.text()), address).toContain(error);
    }
    const saved = await save("manufacturing", {
      "sectors.manufacturing.videoUrl": "https://www.youtube.com/watch?v=abcdefghijk",
      "sectors.manufacturing.videoTitle": "Assembly line <b>tour</b>",
      "sectors.manufacturing.videoText": "Ten minutes on the line at Modjo.",
    });
    expect(saved.status).toBe(302);
    expect((await save("mining", { "sectors.mining.videoUrl": "" })).status).toBe(302);
    await publish();
    const manufacturing = await page(visitor, "/sector/manufacturing");
    expect(manufacturing).toContain("Play video: Assembly line &lt;b&gt;tour&lt;/b&gt;");
    expect(manufacturing).toContain("https://www.youtube-nocookie.com/embed/abcdefghijk");
    expect(manufacturing).toContain("Ten minutes on the line at Modjo.");
    expect(await page(visitor, "/sector/mining")).not.toContain("copper-operations.mp4");
  });

  it("plays an uploaded video on a sector page, and keeps it in the library while the site uses it", async () => {
    const clip = await fs.readFile("public/media/copper-operations.mp4");
    const uploaded = await owner.send(VIDEO_UPLOAD_PATH, clip, {
      [VIDEO_NAME_HEADER]: encodeURIComponent("Harvest.mp4"),
    });
    expect(uploaded.status).toBe(201);
    const video = ((await uploaded.json()) as { media: { id: string; hash: string } }).media;
    const address = `/uploads/${video.hash}.mp4`;
    // An address of the library must name one of its videos.
    const unknown = await save("export", {
      "sectors.export.videoUrl": `/uploads/${"0".repeat(32)}.mp4`,
      "sectors.export.videoTitle": "Harvest",
    });
    expect(unknown.status).toBe(400);
    expect(textOf(await unknown.text())).toContain(
      "Video address: that video is not in the media library",
    );
    const saved = await save("export", {
      "sectors.export.videoUrl": address,
      "sectors.export.videoTitle": "Harvest in Sidama",
    });
    expect(saved.status).toBe(302);
    await publish();
    const exportPage = await page(visitor, "/sector/export");
    expect(exportPage).toContain(`<source src="${address}" type="video/mp4"/>`);
    expect(exportPage).toContain("Play video: Harvest in Sidama");
    expect((await visitor.get(address, { range: "bytes=0-1" })).status).toBe(206);

    // The library keeps a video the site uses, and says where.
    const deleting = await owner.post("/admin/media", { delete: video.id });
    expect(deleting.status).toBe(409);
    expect(await deleting.text()).toContain("This video is used by “Site videos”.");
    expect((await save("export", { "sectors.export.videoUrl": "" })).status).toBe(302);
    await publish();
    expect((await mediaUses(db, [video.id])).get(video.id)).toEqual([
      { kind: "site", id: "site", title: "Site videos", place: "history" },
    ]);
  });

  it("darkens the hero photo as little as keeps its text at AA, and refuses an overlay that does not", async () => {
    const solid = (r: number, g: number, b: number) =>
      sharp({ create: { width: 800, height: 500, channels: 3, background: { r, g, b } } })
        .jpeg({ quality: 95 })
        .toBuffer();
    const uploadPhoto = async (bytes: Buffer, name: string) => {
      const response = await owner.upload("/admin/media/upload", { bytes, name });
      expect(response.status).toBe(201);
      return ((await response.json()) as { media: { id: string } }).media.id;
    };
    const sky = await uploadPhoto(await solid(240, 244, 248), "sky.jpg");
    const night = await uploadPhoto(await solid(18, 22, 30), "night.jpg");
    const orange = await uploadPhoto(await solid(213, 121, 62), "orange-sky.jpg");
    const hero = (id: string, overlay = "") => ({
      "home.heroPhoto": id,
      "home.heroPhoto.alt": "The plant",
      "home.heroPhoto.overlay": overlay,
    });

    // A light photo: Light leaves the text unreadable, refused at the field, nothing stored.
    const before = await readSiteState(db);
    const refused = await save("home", hero(sky, "light"));
    expect(refused.status).toBe(400);
    const refusedHtml = await refused.text();
    expect(textOf(refusedHtml)).toMatch(
      /With this photo, Light leaves the headline at 1\.\d:1; choose Strong\./,
    );
    expect(refusedHtml).toMatch(/id="site-home-heroPhoto-overlay"[^>]*aria-invalid="true"/);
    expect((await readSiteState(db)).version).toBe(before.version);

    // Left automatic: the lightest that passes for each photo.
    expect((await save("home", hero(sky))).status).toBe(302);
    expect((await readSiteState(db)).draft.values["home.heroPhoto.autoOverlay"]).toBe("strong");
    await publish();
    expect(await page(visitor, "/")).toContain('data-overlay="strong"');

    expect((await save("home", hero(night))).status).toBe(302);
    expect((await readSiteState(db)).draft.values["home.heroPhoto.autoOverlay"]).toBe("none");
    await publish();
    const dark = await page(visitor, "/");
    expect(dark).toContain('alt="The plant"');
    expect(dark).not.toContain("data-overlay=");

    // The orange sky stays orange: Light (20% black) is enough for it.
    expect((await save("home", hero(orange))).status).toBe(302);
    expect((await readSiteState(db)).draft.values["home.heroPhoto.autoOverlay"]).toBe("light");
    await publish();
    expect(await page(visitor, "/")).toContain('data-overlay="light"');
    // Staff may choose darker than needed; the page follows their choice.
    expect((await save("home", hero(orange, "medium"))).status).toBe(302);
    await publish();
    expect(await page(visitor, "/")).toContain('data-overlay="medium"');
    const editor = await page(owner, "/admin/site?section=home");
    expect(editor).toContain("Automatic (Light)");
  });
});
