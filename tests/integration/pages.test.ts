import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { restoreFromTrash } from "../../app/features/content/versions/trash.server";
import { createLegalPages } from "../../app/features/pages/legal-pages.server";
import {
  PAGE_ADDRESS,
  PAGE_ADDRESS_RESERVED,
  PAGE_ADDRESS_TAKEN,
} from "../../app/features/pages/schema";
import { pageStore, TEMPLATE_NOTICE } from "../../app/features/pages/store.server";
import { nextScheduledAt } from "../../app/kinds/registry.server";
import { contentVersions, pages, user } from "../../db/schema";
import { textOf } from "../support/html";
import { TestClient } from "../support/http-client";
import { appOn } from "../support/test-app";
import { ENGINES, perTestDatabase } from "../support/test-database";

const JOIN_US = {
  title: "Join us",
  slug: "join-us",
  body: "## Work with us\n\nWe hire **engineers** for the Modjo plant.",
  description: "Jobs at the group: engineers, geologists and coffee graders.",
  inFooter: "on",
  inHeader: "on",
  published: "on",
};

/** A fresh site with its owner signed in, and a visitor. */
async function signedInOwner(freshDatabase: ReturnType<typeof perTestDatabase>) {
  const test = await freshDatabase();
  const app = appOn(test.database);
  const owner = new TestClient(app);
  await owner.signUp("owner@example.com");
  await owner.signIn("owner@example.com");
  return { db: test.database.db, owner, visitor: new TestClient(app) };
}

/** The page at `path`, after checking its status. */
async function read(client: TestClient, path: string, status = 200) {
  const response = await client.get(path);
  expect(response.status, path).toBe(status);
  return response.text();
}

/**
 * The pages staff add (/admin/pages): at their address, in the header and footer when chosen,
 * in search and the sitemap; addresses the site uses are refused; drafts, trash and /privacy.
 */
describe.each(ENGINES)("added pages on %s", (engine) => {
  const freshDatabase = perTestDatabase(engine);

  const setup = () => signedInOwner(freshDatabase);

  it("shows a published page at its address, in the header and footer, in search and in the sitemap", async () => {
    const { owner, visitor } = await setup();
    const created = await owner.post("/admin/pages/new", {
      ...JOIN_US,
      "translations.am.title": "ሥራ",
      "translations.am.body": "## አብረውን ይሥሩ",
      "translations.am.description": "በቡድኑ ያሉ ሥራዎች",
    });
    expect(created.status).toBe(302);
    expect(created.headers.get("location")).toBe("/admin/pages");

    const page = await read(visitor, "/join-us");
    expect(page).toMatch(/<h1[^>]*>Join us<\/h1>/);
    expect(page).toMatch(/<h2[^>]*>Work with us<\/h2>/);
    expect(page).toContain("<strong>engineers</strong>");
    expect(page).toContain(`<meta name="description" content="${JOIN_US.description}"/>`);
    const amharic = await read(visitor, "/am/join-us");
    expect(amharic).toMatch(/<h1[^>]*>ሥራ<\/h1>/);

    // Chosen for both: the header's menu and the footer's quick links, in each language.
    const home = await read(visitor, "/");
    const header = /<header[\s\S]*?<\/header>/.exec(home)?.[0] ?? "";
    const footer = /<footer[\s\S]*?<\/footer>/.exec(home)?.[0] ?? "";
    expect(header).toMatch(/<a href="\/join-us"[^>]*>Join us<\/a>/);
    expect(footer).toMatch(/<a href="\/join-us"[^>]*>Join us<\/a>/);
    expect(await read(visitor, "/am/news")).toMatch(/<a href="\/am\/join-us"[^>]*>ሥራ<\/a>/);

    const found = await read(visitor, "/search?q=engineers");
    expect(found).toMatch(/<a href="\/join-us"[^>]*>Join us<\/a>/);
    expect(textOf(found)).toContain("Page");
    const sitemap = await read(visitor, "/sitemap.xml");
    expect(sitemap).toContain("<loc>http://localhost:3000/join-us</loc>");
    expect(sitemap).toContain("<loc>http://localhost:3000/am/join-us</loc>");
  });

  it("refuses an address the site uses, a malformed one and a taken one, storing nothing", async () => {
    const { db, owner } = await setup();
    expect((await owner.post("/admin/pages/new", JOIN_US)).status).toBe(302);
    for (const [slug, message, status] of [
      ["news", PAGE_ADDRESS_RESERVED, 400],
      ["admin", PAGE_ADDRESS_RESERVED, 400],
      ["sector", PAGE_ADDRESS_RESERVED, 400],
      ["careers", PAGE_ADDRESS_RESERVED, 400],
      ["Join us Page", "Address may contain only lower-case letters, digits and hyphens", 400],
      ["-join-us", "Address may contain only lower-case letters, digits and hyphens", 400],
      ["join-us", PAGE_ADDRESS_TAKEN, 409],
    ] as const) {
      const refused = await owner.post("/admin/pages/new", { ...JOIN_US, title: "Other", slug });
      expect(refused.status, slug).toBe(status);
      const html = await refused.text();
      expect(textOf(html), slug).toContain(message);
      // The typed text comes back in the form.
      expect(html, slug).toContain('value="Other"');
    }
    expect(await db.$count(pages)).toBe(1);
  });

  it("keeps a draft to staff, replaces the template at /privacy, and leaves with the trash", async () => {
    const { db, owner, visitor } = await setup();
    await owner.post("/admin/pages/new", { ...JOIN_US, published: "" });
    await read(visitor, "/join-us", 404);
    expect(await read(visitor, "/")).not.toContain('href="/join-us"');
    expect(await read(owner, "/join-us?preview=1")).toContain("Work with us");
    expect((await visitor.get("/join-us?preview=1")).status).toBe(302);

    // /privacy: the template until a page is published there.
    expect(textOf(await read(visitor, "/privacy"))).toContain("Template text.");
    await owner.post("/admin/pages/new", {
      title: "Privacy Policy",
      slug: "privacy",
      body: "We keep **nothing** we do not need. <script>alert(1)</script>",
      description: "How the group handles personal data.",
      published: "on",
    });
    const privacy = await read(visitor, "/privacy");
    expect(textOf(privacy)).not.toContain("Template text.");
    expect(privacy).toContain("<strong>nothing</strong>");
    expect(privacy).not.toContain("<script>alert(1)");
    // Untranslated: on the Amharic pages its English is marked as such, in search too.
    expect(await read(visitor, "/am/privacy")).toMatch(/<h1 lang="en"[^>]*>Privacy Policy<\/h1>/);
    expect(await read(visitor, "/am/search?q=nothing")).toMatch(
      /<h2 lang="en"[^>]*><a href="\/am\/privacy"/,
    );

    // Published, then moved to the trash: gone from its address and the footer; restored: back.
    const [row] = await db.select().from(pages).where(eq(pages.slug, "join-us"));
    const id = row?.id ?? "";
    await owner.post("/admin/pages", { publish: `${id}:${row?.version}` });
    expect(await read(visitor, "/")).toContain('href="/join-us"');
    const [published] = await db.select().from(pages).where(eq(pages.id, id));
    await owner.post("/admin/pages", { delete: `${id}:${published?.version}` });
    await read(visitor, "/join-us", 404);
    expect(await read(visitor, "/")).not.toContain('href="/join-us"');
    expect(textOf(await read(owner, "/admin/trash"))).toContain("Page");
    const restored = await owner.post("/admin/trash", { intent: "restore", kind: "page", id });
    expect(restored.status).toBe(200);
    expect(await read(visitor, "/join-us")).toContain("Work with us");
    expect(await read(visitor, "/")).toContain('href="/join-us"');
    expect(await read(owner, `/admin/pages/${id}/history`)).toContain("Published");
  });
});

describe.each(ENGINES)("added pages' schedule and addresses on %s", (engine) => {
  const freshDatabase = perTestDatabase(engine);

  it("counts a scheduled page for the cache's next expiry, and restores a long address within its limit", async () => {
    const test = await freshDatabase();
    const { db } = test.database;
    const at = new Date(Date.now() + 3_600_000);
    const long = `${"a".repeat(78)}-b`;
    await db.insert(pages).values([
      {
        title: "Later",
        slug: "later",
        body: "B",
        description: "D",
        published: true,
        publishedAt: at,
      },
      { title: "Long", slug: long, body: "B", description: "D", deletedAt: new Date() },
      { title: "Taker", slug: long, body: "B", description: "D" },
    ]);
    expect((await nextScheduledAt(db))?.getTime()).toBe(at.getTime());

    const [trashed] = await db.select().from(pages).where(eq(pages.title, "Long"));
    await db
      .insert(user)
      .values({ id: "restorer", name: "R", email: "r@example.com", role: "admin" });
    const restored = await restoreFromTrash(db, pageStore, trashed?.id ?? "", "restorer");
    expect(restored).toHaveProperty("movedFrom", long);
    const [row] = await db.select().from(pages).where(eq(pages.title, "Long"));
    expect(row?.slug.length).toBeLessThanOrEqual(80);
    expect(row?.slug).toMatch(PAGE_ADDRESS);
    expect(row?.slug).not.toBe(long);
  });
});

describe.each(ENGINES)("the legal pages of a first start on %s", (engine) => {
  const freshDatabase = perTestDatabase(engine);
  const COMPANY = { name: "Abay Holdings", email: "hello@abay.example" };

  const setup = () => signedInOwner(freshDatabase);

  /** The Pages list's row of `title`: its text, from its heading to its buttons. */
  function rowOf(list: string, title: string) {
    const row = new RegExp(`<li>(?:(?!</li>).)*?>${title}</h3>(?:(?!</li>).)*</li>`, "s").exec(
      list,
    );
    return textOf(row?.[0] ?? "");
  }

  it("lists the Privacy Policy and Terms of Service as published templates, made once however often the site starts", async () => {
    const { db, owner, visitor } = await setup();
    // Two instances starting at once, then a restart: two pages, not six.
    const made = await Promise.all([createLegalPages(db, COMPANY), createLegalPages(db, COMPANY)]);
    expect(made.flat().sort()).toEqual(["privacy", "terms"]);
    expect(await createLegalPages(db, COMPANY)).toEqual([]);
    expect(await db.$count(pages)).toBe(2);

    const list = await read(owner, "/admin/pages");
    expect(textOf(list)).not.toContain("No pages yet");
    expect(rowOf(list, "Privacy Policy")).toMatch(/Published\s*Template/);
    expect(rowOf(list, "Privacy Policy")).toContain("/privacy");
    expect(rowOf(list, "Terms of Service")).toMatch(/Published\s*Template/);
    expect(rowOf(list, "Terms of Service")).toContain("/terms");

    // The template's text, with the company's name and e-mail, and the template's notice.
    const privacy = await read(visitor, "/privacy");
    expect(privacy).toMatch(/<h1[^>]*>Privacy Policy<\/h1>/);
    expect(textOf(privacy)).toContain("Template text.");
    expect(textOf(privacy)).toContain("Abay Holdings respects your privacy.");
    expect(privacy).toMatch(/<h2[^>]*>Your rights<\/h2>/);
    expect(privacy).toContain('<a href="mailto:hello@abay.example">hello@abay.example</a>');
    // In each language, as a translation (not the English marked as such).
    const oromo = await read(visitor, "/om/privacy");
    expect(oromo).toMatch(/<h1[^>]*>Imaammata Dhuunfaa<\/h1>/);
    expect(textOf(oromo)).toContain("Barreeffama fakkeenyaa.");
    expect(textOf(oromo)).toContain("Abay Holdings dhuunfaa keessan ni kabaja.");
    expect(await read(visitor, "/am/terms")).toMatch(/<h1[^>]*>የአገልግሎት ውሎች<\/h1>/);
    expect(await read(visitor, "/terms")).toMatch(/<h2[^>]*>Intellectual property<\/h2>/);
    // Editable like any page: each has its history from the start.
    expect(await db.$count(contentVersions)).toBe(2);
  });

  it("publishing an edited Privacy Policy replaces the template at /privacy and ends its mark", async () => {
    const { db, owner, visitor } = await setup();
    await createLegalPages(db, COMPANY);
    const [row] = await db.select().from(pages).where(eq(pages.slug, "privacy"));
    const form = await read(owner, `/admin/pages/${row?.id}`);
    expect(form).toContain("Your rights");
    expect(textOf(form)).toContain(TEMPLATE_NOTICE);

    // A save that changes nothing keeps the mark.
    await owner.post(`/admin/pages/${row?.id}`, {
      title: row?.title ?? "",
      slug: "privacy",
      body: row?.body ?? "",
      description: row?.description ?? "",
      publication: "published",
      version: String(row?.version),
      "translations.am.title": row?.translations.am?.title ?? "",
      "translations.am.body": row?.translations.am?.body ?? "",
      "translations.am.description": row?.translations.am?.description ?? "",
      "translations.om.title": row?.translations.om?.title ?? "",
      "translations.om.body": row?.translations.om?.body ?? "",
      "translations.om.description": row?.translations.om?.description ?? "",
    });
    expect(rowOf(await read(owner, "/admin/pages"), "Privacy Policy")).toContain("Template");

    const saved = await owner.post(`/admin/pages/${row?.id}`, {
      title: "Privacy Policy",
      slug: "privacy",
      body: "## What we keep\n\nOnly what you send us, for **one year**.",
      description: "How Abay Holdings handles personal data.",
      publication: "published",
      version: String((row?.version ?? 0) + 1),
    });
    expect(saved.status).toBe(302);
    const privacy = await read(visitor, "/privacy");
    expect(textOf(privacy)).not.toContain("Template text.");
    expect(privacy).toContain("<strong>one year</strong>");
    expect(privacy).not.toContain("respects your privacy");
    const list = await read(owner, "/admin/pages");
    expect(rowOf(list, "Privacy Policy")).not.toContain("Template");
    expect(rowOf(list, "Terms of Service")).toContain("Template");
    expect(await read(owner, `/admin/pages/${row?.id}/history`)).toContain("Body");
    expect(textOf(await read(owner, `/admin/pages/${row?.id}`))).not.toContain(TEMPLATE_NOTICE);
  });

  it("leaves a page staff made at an address alone, and makes no page again once one is deleted", async () => {
    const { db, owner, visitor } = await setup();
    await owner.post("/admin/pages/new", {
      title: "Our terms",
      slug: "terms",
      body: "Plain **terms**.",
      description: "The terms of the site.",
      published: "on",
    });
    expect(await createLegalPages(db, COMPANY)).toEqual(["privacy"]);
    expect(await read(visitor, "/terms")).toContain("<strong>terms</strong>");
    expect(rowOf(await read(owner, "/admin/pages"), "Our terms")).not.toContain("Template");

    // Deleted: /privacy shows the template the site carries, and a restart does not make it again.
    const [row] = await db.select().from(pages).where(eq(pages.slug, "privacy"));
    await owner.post("/admin/pages", { delete: `${row?.id}:${row?.version}` });
    expect(textOf(await read(visitor, "/privacy"))).toContain("Template text.");
    expect(await createLegalPages(db, COMPANY)).toEqual([]);
    const [live] = await db.select().from(pages).where(eq(pages.slug, "privacy"));
    expect(live?.deletedAt).not.toBeNull();
  });
});
