import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createContent } from "../../app/features/content/versions/save.server";
import { mediaUses } from "../../app/features/media/store.server";
import { findSection } from "../../app/features/site-content/catalog";
import { sectionValues } from "../../app/features/site-content/site-document";
import { readSiteState } from "../../app/features/site-content/store.server";
import { type Block, blockLine } from "../../app/lib/blocks";
import { CONTENT_STORES } from "../../app/routes/admin/content-stores.server";
import type { AppDatabase } from "../../db/client.server";
import { media, newsArticles, user } from "../../db/schema";
import { TestClient } from "../support/http-client";
import { appOn } from "../support/test-app";
import { createTestDatabase, ENGINES, type TestDatabase } from "../support/test-database";

const ARTICLE = {
  title: "Our leadership team",
  slug: "our-leadership-team",
  summary: "Who leads the group.",
  content: "Those who lead us.",
  imageUrl: "",
  author: "Communications",
};

const people = (photo: string): Block => ({
  type: "people",
  data: {
    people: [
      {
        name: "Abebe Kebede",
        role: "Chief Executive",
        bio: "Led the refinery's expansion.",
        photo: { src: `/uploads/${photo}-640.jpg`, focus: { x: 50, y: 30 } },
      },
      { name: "Hana Tesfaye", role: "Chief Financial Officer" },
    ],
  },
});

/**
 * Blocks in stored texts (docs/decisions/049): refused with the field named when a part is
 * missing, searched by their words, their uploads counted as used, drawn on the public page.
 */
describe.each(ENGINES)("blocks in a rich text on %s", (engine) => {
  let test: TestDatabase;
  let db: AppDatabase;
  let owner: TestClient;
  let visitor: TestClient;
  let ownerId: string;

  beforeAll(async () => {
    test = await createTestDatabase(engine);
    db = test.database.db;
    const app = appOn(test.database);
    owner = new TestClient(app);
    visitor = new TestClient(app);
    await owner.signUp("owner@example.com");
    await owner.signIn("owner@example.com");
    const [row] = await db.select({ id: user.id }).from(user);
    ownerId = row?.id ?? "";
  });
  afterAll(() => test?.drop());

  async function upload() {
    const hash = crypto.randomBytes(16).toString("hex");
    const [row] = await db
      .insert(media)
      .values({
        kind: "image",
        state: "ready",
        hash,
        originalName: "portrait.jpg",
        contentType: "image/jpeg",
        bytes: 48_213,
        width: 1280,
        height: 1600,
        alt: "A portrait",
      })
      .returning({ id: media.id });
    return { id: row?.id ?? "", hash };
  }

  it("refuses a block missing a required part, naming the block and the field, keeping the text", async () => {
    const content = `Intro.\n\n::people${JSON.stringify({ people: [{ name: "Abebe" }, { role: "CFO" }] })}`;
    const response = await owner.post("/admin/articles/new", { ...ARTICLE, content });
    expect(response.status).toBe(409);
    const html = await response.text();
    expect(html).toContain("People block, person 2: Name is required");
    expect(html).toContain(ARTICLE.summary);
    expect(await db.$count(newsArticles)).toBe(0);
  });

  it("finds an article by a person's name in a block, not by the block's kind or addresses, and draws the block", async () => {
    const photo = await upload();
    const content = `Those who lead us.\n\n${blockLine(people(photo.hash))}\n\nMore.`;
    const created = await owner.post("/admin/articles/new", {
      ...ARTICLE,
      content,
      published: "on",
    });
    expect(created.status).toBe(302);
    const [row] = await db.select().from(newsArticles).where(eq(newsArticles.slug, ARTICLE.slug));
    expect(row?.published).toBe(true);

    const found = await (await visitor.get("/search?q=Tesfaye")).text();
    expect(found).toContain(`href="/news/${ARTICLE.slug}"`);
    for (const word of ["people", "uploads", "focus", photo.hash]) {
      const missed = await (await visitor.get(`/search?q=${word}`)).text();
      expect(missed, word).not.toContain(`href="/news/${ARTICLE.slug}"`);
    }

    // On the page: the cards, the photo from the library as a <picture> on its focal point.
    const page = await (await visitor.get(`/news/${ARTICLE.slug}`)).text();
    expect(page).toContain('<p class="blk-person-name">Abebe Kebede</p>');
    expect(page).toMatch(
      new RegExp(
        `<picture><source type="image/avif" srcset="/uploads/${photo.hash}-[^"]+" sizes="[^"]+">`,
      ),
    );
    expect(page).toContain('style="object-position:50% 30%"');
    const amharic = await (await visitor.get(`/am/news/${ARTICLE.slug}`)).text();
    expect(amharic).toContain("<summary>የሕይወት ታሪክ");
  });

  it("counts an upload named only inside a block as used, and keeps it from being deleted", async () => {
    const [first, second] = [await upload(), await upload()];
    const gallery: Block = {
      type: "gallery",
      data: {
        images: [
          { src: `/uploads/${first?.hash}-640.jpg`, alt: "The line" },
          { src: `/uploads/${second?.hash}-640.jpg`, alt: "The yard" },
        ],
      },
    };
    const title = "The plant in pictures";
    const itemId = await createContent(
      db,
      CONTENT_STORES.article,
      {
        ...ARTICLE,
        title,
        slug: "the-plant-in-pictures",
        content: blockLine(gallery),
        imageUrl: null,
        published: false,
      },
      ownerId,
    );
    const uses = await mediaUses(db, [first?.id ?? "", second?.id ?? ""]);
    expect(uses.get(first?.id ?? "")).toEqual([
      { kind: "article", id: itemId, title, place: "current" },
    ]);
    expect(uses.get(second?.id ?? "")).toHaveLength(1);
    const refused = await owner.post("/admin/media", { delete: first?.id ?? "" });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain(`This image is used by “${title}”.`);
  });

  it("takes blocks in the About text, refusing one with a missing part at its field, and shows them on the home page", async () => {
    const save = async (text: string) => {
      const section = findSection("home");
      if (!section) throw new Error("no home section");
      const state = await readSiteState(db);
      return owner.post("/admin/site?section=home", {
        ...sectionValues(state.draft, section),
        section: "home",
        version: String(state.version),
        intent: "save",
        "home.aboutText": text,
      });
    };
    const quote = `::quote${JSON.stringify({ text: "We build to last.", by: "Abebe Kebede" })}`;
    const refused = await save(`We build.\n\n::quote${JSON.stringify({ by: "Abebe" })}`);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("About text: Quote block: Quote is required");
    expect((await save(`We build.\n\n${quote}`)).status).toBe(302);
    const { version } = await readSiteState(db);
    const published = await owner.post("/admin/site/publish", {
      anyway: "1",
      section: "settings",
      version: String(version),
    });
    expect(published.status).toBe(302);
    const home = await (await visitor.get("/")).text();
    expect(home).toContain(
      '<figure class="blk blk-quote"><blockquote><p>We build to last.</p></blockquote><figcaption><cite>Abebe Kebede</cite></figcaption></figure>',
    );
  });

  it("stores a text whose block line is damaged without an error in the search column", async () => {
    await db.insert(newsArticles).values({
      title: "Damaged",
      slug: "damaged",
      summary: "S",
      // Its JSON cut short, then a valid block.
      content:
        'Refinery words.\n\n::people{"people":[{"name":"Cut}\n\n::quote{"text":"Gondar castles"}',
      author: "A",
      published: true,
      publishedAt: new Date(),
    });
    const found = await (await visitor.get("/search?q=refinery")).text();
    expect(found).toContain('href="/news/damaged"');
    expect(await (await visitor.get("/search?q=gondar")).text()).toContain('href="/news/damaged"');
  });
});
