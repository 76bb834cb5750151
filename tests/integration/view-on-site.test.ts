import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  CONTENT_KIND_LIST,
  CONTENT_KINDS,
  publicAddress,
  publishedListAddress,
} from "../../app/features/content/kinds";
import { newsArticles } from "../../db/schema";
import { TestClient } from "../support/http-client";
import { appOn } from "../support/test-app";
import { ENGINES, perTestDatabase } from "../support/test-database";

/** The page a kind declares for one item (`news/:slug`), if it has one. */
function itemPage(kind: (typeof CONTENT_KIND_LIST)[number]) {
  return CONTENT_KINDS[kind].publicPages.find((page) => /:[a-z]+$/.test(page.path));
}

describe("an item's public address", () => {
  it("is its kind's item page, in English, for every kind; none for a kind without item pages", () => {
    for (const kind of CONTENT_KIND_LIST) {
      const page = itemPage(kind);
      const address = publicAddress(kind, "blue-nile-2026");
      if (!page) {
        expect(address, kind).toBeNull();
        continue;
      }
      expect(address, kind).toBe(`/${page.path.replace(/:[a-z]+$/, "blue-nile-2026")}`);
    }
    expect(Object.fromEntries(CONTENT_KIND_LIST.map((k) => [k, publicAddress(k, "x")]))).toEqual({
      article: "/news/x",
      video: null,
      page: "/x",
      position: "/careers/x",
      tender: "/tenders/x",
      document: "/documents/x",
    });
  });

  it("escapes what an address may not hold as it is", () => {
    expect(publicAddress("article", "a b/c")).toBe("/news/a%20b%2Fc");
  });
});

const ARTICLE = {
  title: "Copper output rises",
  slug: "copper-output-rises",
  summary: "The mine beat its target.",
  content: "The mine produced more copper than planned.",
  imageUrl: "",
  author: "Addis Investment Group",
  sector: "mining",
};

describe.each(ENGINES)("View on site and Preview on %s", (engine) => {
  const freshDatabase = perTestDatabase(engine);

  async function setup() {
    const test = await freshDatabase();
    const app = appOn(test.database);
    const admin = new TestClient(app);
    await admin.signUp("owner@example.com");
    await admin.signIn("owner@example.com");
    return { db: test.database.db, admin, anonymous: new TestClient(app) };
  }

  async function idOf(db: Awaited<ReturnType<typeof setup>>["db"], slug: string) {
    const [row] = await db.select().from(newsArticles).where(eq(newsArticles.slug, slug));
    return row?.id ?? "";
  }

  it("says 'Published — View on site' after a publish, and links live rows and forms to their page", async () => {
    const { db, admin, anonymous } = await setup();
    const saved = await admin.post("/admin/articles/new", { ...ARTICLE, publication: "published" });
    const id = await idOf(db, ARTICLE.slug);
    expect(saved.headers.get("location")).toBe(publishedListAddress("article", id));
    const list = await (await admin.get(`/admin?published=${id}`)).text();
    expect(list).toMatch(
      /Published<\/span> — <a href="\/news\/copper-output-rises"[^>]*>View on site<\/a>/,
    );
    expect(list).toContain(
      `<a href="/news/copper-output-rises" aria-label="View “Copper output rises” on site">View on site</a>`,
    );
    // A draft, a scheduled article and an id that is not public say nothing and link nowhere.
    await admin.post("/admin/articles/new", {
      ...ARTICLE,
      title: "Coffee draft",
      slug: "coffee-draft",
      publication: "draft",
    });
    const draftId = await idOf(db, "coffee-draft");
    await admin.post("/admin/articles/new", {
      ...ARTICLE,
      title: "Coffee later",
      slug: "coffee-later",
      publication: "schedule",
      publishAt: "2099-01-01T09:00",
    });
    const rows = await (await admin.get(`/admin?published=${draftId}`)).text();
    expect(rows).not.toContain("Published</span> — ");
    expect(rows).not.toContain("/news/coffee-draft");
    expect(rows).not.toContain("/news/coffee-later");
    expect(rows.match(/>View on site</g)).toHaveLength(1);
    expect((await admin.get("/admin?published=not-an-id")).status).toBe(200);

    // The published article's form links to its page; the page answers.
    const form = await (await admin.get(`/admin/articles/${id}`)).text();
    expect(form).toMatch(/<a href="\/news\/copper-output-rises"[^>]*>.*View on site<\/a>/);
    expect(form).not.toContain(`/preview/article/${id}`);
    expect((await anonymous.get("/news/copper-output-rises")).status).toBe(200);
  });

  it("previews a draft for its staff only, in a frame of the site's own pages and no other", async () => {
    const { db, admin, anonymous } = await setup();
    await admin.post("/admin/articles/new", { ...ARTICLE, publication: "draft" });
    const id = await idOf(db, ARTICLE.slug);
    const form = await (await admin.get(`/admin/articles/${id}`)).text();
    expect(form).toContain(`href="/preview/article/${id}"`);
    expect(form).not.toContain(">View on site<");
    // The admin area may frame the site's own pages (the preview), and is framed by none.
    const formPolicy = (await admin.get(`/admin/articles/${id}`)).headers;
    expect(formPolicy.get("content-security-policy")).toMatch(/frame-src 'self' /);
    expect(formPolicy.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(formPolicy.get("x-frame-options")).toBe("DENY");

    const preview = await admin.get(`/preview/article/${id}`);
    expect(preview.status).toBe(200);
    expect(await preview.text()).toContain("The mine produced more copper than planned.");
    expect(preview.headers.get("cache-control")).toBe("private, no-store");
    expect(preview.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(preview.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
    // Public pages stay unframeable.
    const page = await anonymous.get("/");
    expect(page.headers.get("x-frame-options")).toBe("DENY");
    expect(page.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(page.headers.get("content-security-policy")).not.toMatch(/frame-src 'self'/);

    // Signed out: the sign-in; an unknown kind or item: 404.
    const outsider = await anonymous.get(`/preview/article/${id}`);
    expect(outsider.status).toBe(302);
    expect(outsider.headers.get("location")).toMatch(/^\/admin/);
    expect((await admin.get(`/preview/widget/${id}`)).status).toBe(404);
    expect((await admin.get("/preview/article/00000000-0000-4000-8000-000000000000")).status).toBe(
      404,
    );

    // A save made with the preview open comes back to the form and its preview.
    const saved = await admin.post(`/admin/articles/${id}?preview=open`, {
      ...ARTICLE,
      summary: "Changed.",
      publication: "draft",
      version: "1",
    });
    expect(saved.headers.get("location")).toBe(`/admin/articles/${id}?preview=saved`);
  });
});
