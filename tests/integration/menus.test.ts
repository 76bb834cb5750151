import { describe, expect, it } from "vitest";
import { readSiteState } from "../../app/features/site-content/store.server";
import { messagesFor } from "../../app/locales";
import { pages } from "../../db/schema";
import { TestClient } from "../support/http-client";
import { appOn } from "../support/test-app";
import { ENGINES, perTestDatabase } from "../support/test-database";

/** The links of the page's main navigation, in order (a group: its label and its links). */
function headerOf(html: string): string[] {
  const nav = /<nav [^>]*data-header-row[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "";
  const row = /data-row-links=""[^>]*>([\s\S]*?)<\/ul><details/.exec(nav)?.[1] ?? "";
  return [...row.matchAll(/<summary[^>]*>([^<]*)|<a [^>]*>([^<]*)<\/a>/g)].map((match) =>
    match[1] !== undefined ? `[${match[1]}]` : (match[2] ?? ""),
  );
}

/**
 * The menus (/admin/site, Menus): today's until staff save them, a draft until published, a
 * page visitors may not see left out, and what the screen refuses.
 */
describe.each(ENGINES)("the site's menus on %s", (engine) => {
  const freshDatabase = perTestDatabase(engine);

  async function setup() {
    const test = await freshDatabase();
    const { db } = test.database;
    const app = appOn(test.database);
    const owner = new TestClient(app);
    await owner.signUp("owner@example.com");
    await owner.signIn("owner@example.com");
    const [leadership, history] = await db
      .insert(pages)
      .values([
        {
          title: "Leadership",
          slug: "leadership",
          body: "B",
          description: "D",
          published: true,
          publishedAt: new Date(Date.now() - 60_000),
          inHeader: true,
          translations: { om: { title: "Hoggansa", body: "B", description: "D" } },
        },
        { title: "History", slug: "history", body: "B", description: "D" },
      ])
      .returning({ id: pages.id });
    if (!leadership || !history) throw new Error("no pages");
    const saveMenus = async (menus: unknown) => {
      const { version } = await readSiteState(db);
      return owner.post("/admin/site/menus", {
        version: String(version),
        section: "menus",
        menus: JSON.stringify(menus),
      });
    };
    const publish = async () => {
      const { version } = await readSiteState(db);
      const response = await owner.post("/admin/site/publish", {
        section: "menus",
        version: String(version),
      });
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/admin/site?section=menus&published=1");
    };
    return { db, owner, visitor: new TestClient(app), leadership, history, saveMenus, publish };
  }

  it("shows today's menus until staff save them, then their groups once published, without a draft page", async () => {
    const { owner, visitor, leadership, history, saveMenus, publish } = await setup();
    const before = await (await visitor.get("/news")).text();
    expect(headerOf(before)).toEqual([
      "About",
      "Sectors",
      "News",
      "Videos",
      "Careers",
      "Tenders",
      "Investors",
      "Leadership",
    ]);
    const screen = await (await owner.get("/admin/site?section=menus")).text();
    expect(screen).toContain('<h3 id="menus-heading"');
    expect(screen).toContain("These are the menus the site shows today");

    const saved = await saveMenus({
      header: [
        {
          kind: "group",
          label: { en: "About us", om: "Waa'ee keenya" },
          items: [
            { kind: "page", page: leadership.id },
            { kind: "page", page: history.id },
          ],
        },
        { kind: "section", section: "news" },
        { kind: "link", href: "https://example.org/esg", label: { en: "ESG report" } },
      ],
      footer: [{ heading: { en: "Company" }, links: [{ kind: "page", page: leadership.id }] }],
    });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/admin/site?section=menus&saved=1");
    // A draft: visitors still see today's menus.
    expect(headerOf(await (await visitor.get("/news")).text())).toContain("Careers");
    // Staff are told the draft page will not show.
    const told = await (await owner.get("/admin/site?section=home")).text();
    expect(told).toContain("A page in the menus is not shown");
    expect(told).toContain("Not shown: this page is a draft");

    await publish();
    const after = await (await visitor.get("/news")).text();
    expect(headerOf(after)).toEqual(["[About us]", "Leadership", "News", "ESG report"]);
    expect(after).toContain('href="https://example.org/esg"');
    expect(after).not.toContain('href="/history"');
    expect(after).toContain(">Company</h2>");
    const om = await (await visitor.get("/om/news")).text();
    expect(headerOf(om)).toEqual([
      "[Waa&#x27;ee keenya]",
      "Hoggansa",
      messagesFor("om").news.title,
      "ESG report",
    ]);
    // The link without an Afaan Oromo label shows its English, marked as English.
    expect(om).toMatch(/<a href="https:\/\/example.org\/esg"[^>]*lang="en"/);
    expect(om).toContain('href="/om/leadership"');
  });

  it("refuses a link that is not https:// or a site path, and a group of more than eight", async () => {
    const { saveMenus, owner } = await setup();
    const bad = await saveMenus({
      header: [{ kind: "link", href: "http://example.org", label: { en: "Old site" } }],
      footer: [],
    });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain(
      "Old site: the address must start with https:// or be a path of this site starting with /",
    );
    const big = await saveMenus({
      header: [
        {
          kind: "group",
          label: { en: "Everything" },
          items: Array.from({ length: 9 }, () => ({ kind: "section", section: "news" })),
        },
      ],
      footer: [],
    });
    expect(big.status).toBe(400);
    expect(await big.text()).toContain("Everything holds 9 links: a group holds at most 8.");
    const screen = await (await owner.get("/admin/site?section=menus")).text();
    expect(screen).toContain("These are the menus the site shows today");
  });

  it("goes back to today's menus on 'Reset menus to default'", async () => {
    const { db, owner, saveMenus } = await setup();
    expect(
      (await saveMenus({ header: [{ kind: "section", section: "news" }], footer: [] })).status,
    ).toBe(302);
    const { version } = await readSiteState(db);
    const reset = await owner.post("/admin/site/menus", {
      version: String(version),
      section: "menus",
      reset: "1",
    });
    expect(reset.status).toBe(302);
    const { draft } = await readSiteState(db);
    expect(Object.keys(draft.values).filter((name) => name.startsWith("menus."))).toEqual([]);
    // History names the change: the saved version against the reset draft.
    const saved = await owner.get("/admin/site/history/1");
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain("Menus · Header");
  });
});
