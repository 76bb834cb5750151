import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { newsArticles, user, videos } from "../../db/schema";
import { TestClient } from "../support/http-client";
import { appOn } from "../support/test-app";
import { ENGINES, perTestDatabase } from "../support/test-database";

const ARTICLE = {
  title: "New EV Plant Opens",
  slug: "new-ev-plant-opens",
  summary: "The first vehicles leave the line.",
  content: "## A milestone\n\nSECRET-CONTENT-MARKER",
  imageUrl: "",
  author: "Addis Investment Group",
};
const VIDEO = {
  title: "Inside the Plant",
  description: "A walk through the line.",
  videoUrl: "https://www.youtube.com/watch?v=abc",
  thumbnailUrl: "",
  duration: "",
  category: "Product Launch",
};

describe.each(ENGINES)("content management on %s", (engine) => {
  const freshDatabase = perTestDatabase(engine);

  async function setup() {
    const test = await freshDatabase();
    const app = appOn(test.database);
    const db = test.database.db;
    const admin = new TestClient(app);
    await admin.signUp("owner@example.com");
    await admin.signIn("owner@example.com");
    const pending = new TestClient(app);
    await pending.signUp("pending@example.com");
    await pending.signIn("pending@example.com");
    const [owner] = await db.select().from(user).where(eq(user.email, "owner@example.com"));
    return { db, admin, pending, anonymous: new TestClient(app), ownerId: owner?.id ?? "" };
  }

  it("creates, edits, toggles and deletes an article with the specified timestamps", async () => {
    const { db, admin, ownerId } = await setup();
    const created = await admin.post("/admin/articles/new", ARTICLE);
    expect(created.status).toBe(302);
    expect(created.headers.get("location")).toBe("/admin");
    const [row] = await db.select().from(newsArticles);
    expect(row).toMatchObject({
      title: ARTICLE.title,
      slug: ARTICLE.slug,
      imageUrl: null,
      published: false,
      publishedAt: null,
      createdBy: ownerId,
    });
    const id = row?.id ?? "";

    // The list shows the row but never carries the content.
    const list = await (await admin.get("/admin")).text();
    expect(list).toContain(ARTICLE.title);
    expect(list).not.toContain("SECRET-CONTENT-MARKER");

    const before = row?.updatedAt.getTime() ?? 0;
    await admin.post(`/admin/articles/${id}`, {
      ...ARTICLE,
      summary: "Changed.",
      published: "on",
      version: "1",
    });
    const [edited] = await db.select().from(newsArticles).where(eq(newsArticles.id, id));
    expect(edited?.summary).toBe("Changed.");
    expect(edited?.published).toBe(true);
    expect(edited?.publishedAt).toBeInstanceOf(Date);
    expect(edited?.updatedAt.getTime()).toBeGreaterThan(before);
    expect(edited?.createdBy).toBe(ownerId);

    // Without JavaScript the list's button posts the page and comes back to the list.
    const off = await admin.post("/admin?index", { unpublish: `${id}:2` });
    expect(off.status).toBe(302);
    expect(off.headers.get("location")).toBe("/admin");
    const [unpublished] = await db.select().from(newsArticles).where(eq(newsArticles.id, id));
    expect(unpublished).toMatchObject({ published: false, publishedAt: null, summary: "Changed." });
    // With it, the answer is the row's new markup, which replaces the row in the page.
    const on = await admin.post("/admin.data?index", { publish: `${id}:3` });
    expect(on.status).toBe(200);
    const answer = await on.text();
    // (The row's markup travels as a JSON string: its quotes are escaped.)
    expect(answer).toMatch(
      new RegExp(`<button(?=[^>]*name=\\\\"unpublish\\\\")[^>]*value=\\\\"${id}:4\\\\"`),
    );
    expect(answer).toContain(`${ARTICLE.title}</h3>`);
    expect(answer).toContain("Published");
    const [republished] = await db.select().from(newsArticles).where(eq(newsArticles.id, id));
    expect(republished?.publishedAt?.getTime()).toBeGreaterThan(Date.now() - 60_000);
    // A press of no known button, or of two at once, changes nothing.
    const presses: Record<string, string>[] = [
      { frobnicate: id },
      { publish: `${id}:4`, delete: `${id}:4` },
      {},
    ];
    for (const fields of presses) {
      const refused = await admin.post("/admin?index", fields);
      expect(refused.status).toBe(400);
    }
    expect(await db.$count(newsArticles)).toBe(1);

    // Saving without "Publish immediately" clears the date again.
    await admin.post(`/admin/articles/${id}`, { ...ARTICLE, version: "4" });
    const [draft] = await db.select().from(newsArticles).where(eq(newsArticles.id, id));
    expect(draft).toMatchObject({ published: false, publishedAt: null });

    // Delete moves it to the trash; a second press finds nothing to delete.
    expect((await admin.post("/admin?index", { delete: `${id}:5` })).status).toBe(302);
    const [trashed] = await db.select().from(newsArticles).where(eq(newsArticles.id, id));
    expect(trashed?.deletedAt).toBeInstanceOf(Date);
    const again = await admin.post("/admin?index", { delete: `${id}:5` });
    expect(again.status).toBe(404);
  });

  it("offers the article's content as a text area of 8 rows before the editor starts", async () => {
    const { admin } = await setup();
    const form = await (await admin.get("/admin/articles/new")).text();
    const rowsOf = (name: string) =>
      new RegExp(`<textarea[^>]*name="${name.replace(/\./g, "\\.")}"[^>]*>`).exec(form)?.[0];
    // The specification's 'content 8 rows', in English and in each translation's tab.
    for (const name of ["content", "translations.am.content", "translations.om.content"]) {
      expect(rowsOf(name), name).toMatch(/ rows="8"/);
    }
  });

  it("saves the publication chosen as one of Draft, Publish immediately and Schedule", async () => {
    const { db, admin } = await setup();
    const rowOf = async () => (await db.select().from(newsArticles))[0];
    const form = await (await admin.get("/admin/articles/new")).text();
    // Three radio buttons of one name, Draft chosen for a new article.
    expect(form.match(/<input[^>]*type="radio"[^>]*name="publication"/g)).toHaveLength(3);
    expect(form).toMatch(/<input[^>]*name="publication" checked="" value="draft"/);
    expect(form).toContain("Addis Ababa time");
    await admin.post("/admin/articles/new", { ...ARTICLE, publication: "published" });
    const published = await rowOf();
    expect(published?.published).toBe(true);
    expect(Date.now() - (published?.publishedAt?.getTime() ?? 0)).toBeLessThan(60_000);
    const id = published?.id ?? "";
    const year = new Date().getUTCFullYear() + 1;
    const scheduled = await admin.post(`/admin/articles/${id}`, {
      ...ARTICLE,
      publication: "schedule",
      publishAt: `${year}-03-01T09:00`,
      version: "1",
    });
    expect(scheduled.status).toBe(302);
    // 09:00 in Addis Ababa is 06:00 UTC.
    expect((await rowOf())?.publishedAt?.toISOString()).toBe(`${year}-03-01T06:00:00.000Z`);
    const edit = await (await admin.get(`/admin/articles/${id}`)).text();
    expect(edit).toMatch(/<input[^>]*name="publication" checked="" value="schedule"/);
    // The list offers to call the schedule off.
    expect(await (await admin.get("/admin")).text()).toContain(">Cancel schedule</button>");
    const missing = await admin.post(`/admin/articles/${id}`, {
      ...ARTICLE,
      publication: "schedule",
      publishAt: "",
      version: "2",
    });
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain("Choose the date and time to publish at.");
    const unknown = await admin.post(`/admin/articles/${id}`, {
      ...ARTICLE,
      publication: "later",
      version: "2",
    });
    expect(unknown.status).toBe(400);
    await admin.post(`/admin/articles/${id}`, { ...ARTICLE, publication: "draft", version: "2" });
    expect(await rowOf()).toMatchObject({ published: false, publishedAt: null, version: 3 });
  });

  it("refuses bad article input with field messages and stores nothing", async () => {
    const { db, admin } = await setup();
    const cases: [Record<string, string>, string][] = [
      [{ ...ARTICLE, title: "" }, "Title is required"],
      [{ ...ARTICLE, slug: "" }, "URL Slug is required"],
      [{ ...ARTICLE, summary: "   " }, "Summary is required"],
      [{ ...ARTICLE, content: "" }, "Content is required"],
      [{ ...ARTICLE, author: "" }, "Author is required"],
      [
        { ...ARTICLE, imageUrl: "javascript:alert(1)" },
        "Featured Image URL must be a valid http(s) URL",
      ],
      [{ ...ARTICLE, imageUrl: "not a url" }, "Featured Image URL must be a valid http(s) URL"],
      [{ ...ARTICLE, title: "x".repeat(201) }, "Title must be at most 200 characters"],
      [{ ...ARTICLE, summary: "x".repeat(501) }, "Summary must be at most 500 characters"],
      [
        { ...ARTICLE, slug: "has spaces" },
        "URL Slug may contain only letters, digits, hyphens and underscores",
      ],
    ];
    for (const [fields, message] of cases) {
      const response = await admin.post("/admin/articles/new", fields);
      expect(response.status, message).toBe(400);
      expect(await response.text()).toContain(message);
    }
    expect(await db.$count(newsArticles)).toBe(0);
  });

  it("refuses a text whose video or image the page would not show, keeping the text typed", async () => {
    const { db, admin } = await setup();
    const cases: [string, string][] = [
      ["::video[Tour](https://evil.example/clip.mp4)", "Please enter a YouTube or Vimeo address"],
      ["::video[Tour](/uploads/secret.mp4)", "Please enter a YouTube or Vimeo address"],
      [
        "![A plant](data:image/png;base64,AAAA)",
        "An image&#x27;s address must start with https://",
      ],
      ["![](/uploads/0123456789abcdef0123456789abcdef-640.jpg)", "Every image needs a description"],
      // An image written as HTML, as a forged request or the text area without script may send.
      [
        'Text <img src="/uploads/0123456789abcdef0123456789abcdef-640.jpg"> more',
        "Every image needs a description",
      ],
      ["<p><img alt='A plant' src=data:image/png;base64,AAAA></p>", "An image&#x27;s address"],
    ];
    for (const [content, message] of cases) {
      const response = await admin.post("/admin/articles/new", { ...ARTICLE, content });
      expect(response.status, content).toBe(409);
      const html = await response.text();
      expect(html, content).toContain(message);
      expect(html, content).toContain(ARTICLE.summary);
    }
    // A translation's text is checked too.
    const amharic = await admin.post("/admin/articles/new", {
      ...ARTICLE,
      "translations.am.title": "ርዕስ",
      "translations.am.summary": "ማጠቃለያ",
      "translations.am.content": "::video[ጉብኝት](javascript:alert%281%29)",
    });
    expect(amharic.status).toBe(409);
    expect(await amharic.text()).toContain("Please enter a YouTube or Vimeo address");
    expect(await db.$count(newsArticles)).toBe(0);
    const saved = await admin.post("/admin/articles/new", {
      ...ARTICLE,
      content:
        '## Tour\n\n::video[Plant tour](https://www.youtube.com/watch?v=abcdefghijk)\n\n![The line](https://images.example/line-2.jpg "Line 2")\n',
    });
    expect(saved.status).toBe(302);
    expect(await db.$count(newsArticles)).toBe(1);
  });

  it("publishes a text sent with empty bullets and blank paragraphs without them", async () => {
    const { admin, anonymous } = await setup();
    // As the text area without script may send it: Enter pressed once too often.
    const saved = await admin.post("/admin/articles/new", {
      ...ARTICLE,
      content: "Intro.\n\n- Vans\n- Cargo\n- \n\n1. First\n2.\n\n<p>&nbsp;</p>\n\n<p><br></p>\n",
      publication: "published",
    });
    expect(saved.status).toBe(302);
    const page = await (await anonymous.get(`/news/${ARTICLE.slug}`)).text();
    expect(page).toMatch(/<li>Vans<\/li>\s*<li>Cargo<\/li>\s*<\/ul>/);
    expect(page).toMatch(/<li>First<\/li>\s*<\/ol>/);
    expect(page).not.toMatch(/<li>\s*<\/li>|<p>(\s|&nbsp;|<br ?\/?>)*<\/p>/);
  });

  it("refuses a slug another article uses, keeping the form's input", async () => {
    const { db, admin } = await setup();
    await admin.post("/admin/articles/new", ARTICLE);
    const duplicate = await admin.post("/admin/articles/new", {
      ...ARTICLE,
      summary: "Typed again.",
    });
    expect(duplicate.status).toBe(409);
    const html = await duplicate.text();
    expect(html).toContain("This slug is already used by another article.");
    expect(html).toContain("Typed again.");
    expect(await db.$count(newsArticles)).toBe(1);
  });

  it("creates, edits, toggles and deletes a video", async () => {
    const { db, admin, ownerId } = await setup();
    expect((await admin.post("/admin/videos/new", VIDEO)).status).toBe(302);
    const [row] = await db.select().from(videos);
    expect(row).toMatchObject({
      category: "Product Launch",
      thumbnailUrl: null,
      duration: null,
      createdBy: ownerId,
    });
    const id = row?.id ?? "";
    await admin.post(`/admin/videos/${id}`, {
      ...VIDEO,
      duration: "5:30",
      published: "on",
      version: "1",
    });
    const [edited] = await db.select().from(videos).where(eq(videos.id, id));
    expect(edited).toMatchObject({ duration: "5:30", published: true });
    const off = await admin.post("/admin/videos", { unpublish: `${id}:2` });
    expect(off.headers.get("location")).toBe("/admin/videos");
    const [unpublished] = await db.select().from(videos).where(eq(videos.id, id));
    expect(unpublished).toMatchObject({ published: false, publishedAt: null });
    const list = await (await admin.get("/admin/videos")).text();
    expect(list).toContain("Product Launch · 5:30");
    expect(list).toMatch(
      new RegExp(`<button(?=[^>]*name="publish")[^>]*value="${id}:3"[^>]*>Publish</button>`),
    );
    await admin.post("/admin/videos", { delete: `${id}:3` });
    const [trashed] = await db.select().from(videos).where(eq(videos.id, id));
    expect(trashed?.deletedAt).toBeInstanceOf(Date);
    expect(await (await admin.get("/admin/videos")).text()).not.toContain(VIDEO.title);
  });

  it("lists every article newest first, filters by title with ?q=, and escapes what it shows", async () => {
    const { db, admin } = await setup();
    const titles = ["Copper output doubles", "EV plant opens", "100% <b>coffee</b> & more"];
    for (const [i, title] of titles.entries()) {
      await db.insert(newsArticles).values({
        title,
        slug: `s-${i}`,
        summary: i === 0 ? "x".repeat(400) : "Short.",
        content: "C",
        author: "A",
        createdAt: new Date(Date.UTC(2026, 0, i + 1)),
      });
    }
    const all = await (await admin.get("/admin")).text();
    const order = [
      "100% &lt;b&gt;coffee&lt;/b&gt; &amp; more</h3>",
      "EV plant opens</h3>",
      "Copper output doubles</h3>",
    ];
    const positions = order.map((title) => all.indexOf(`>${title}`));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(all).not.toContain("<b>coffee</b>");
    // Long texts are cut for the list; the full text stays in the article.
    expect(all).toContain(`${"x".repeat(180)}…`);
    expect(all).not.toContain("x".repeat(181));
    // The rows are in the page once: not a second time in the data sent for hydration.
    expect(all.split("Copper output doubles").length - 1).toBe(1);

    const filtered = await (await admin.get("/admin?q=COPPER")).text();
    expect(filtered).toContain("Copper output doubles</h3>");
    expect(filtered).not.toContain("EV plant opens</h3>");
    // LIKE's wildcards are matched literally.
    const percent = await (await admin.get(`/admin?q=${encodeURIComponent("100%")}`)).text();
    expect(percent).toContain("100% &lt;b&gt;coffee&lt;/b&gt; &amp; more</h3>");
    expect(percent).not.toContain("EV plant opens</h3>");
    const none = await (await admin.get("/admin?q=_")).text();
    expect(none).not.toContain("</h3>");
    expect(none).toContain("Filter articles");
  });

  it("refuses bad video input", async () => {
    const { db, admin } = await setup();
    const cases: [Record<string, string>, string][] = [
      [{ ...VIDEO, videoUrl: "" }, "Video URL is required"],
      [{ ...VIDEO, videoUrl: "ftp://example.com/v.mp4" }, "Video URL must be a valid http(s) URL"],
      [{ ...VIDEO, category: "Cooking" }, "Category is required"],
      [{ ...VIDEO, description: "x".repeat(2001) }, "Description must be at most 2,000 characters"],
      [
        { ...VIDEO, thumbnailUrl: "data:image/png;base64,AAAA" },
        "Thumbnail URL must be a valid http(s) URL",
      ],
    ];
    for (const [fields, message] of cases) {
      const response = await admin.post("/admin/videos/new", fields);
      expect(response.status, message).toBe(400);
      expect(await response.text()).toContain(message);
    }
    expect(await db.$count(videos)).toBe(0);
  });

  it("sends anonymous visitors to the login and refuses pending accounts with 403", async () => {
    const { db, admin, pending, anonymous } = await setup();
    await admin.post("/admin/articles/new", ARTICLE);
    await admin.post("/admin/videos/new", VIDEO);
    const [article] = await db.select().from(newsArticles);
    const [video] = await db.select().from(videos);
    const writes: [string, Record<string, string>][] = [
      ["/admin/articles/new", { ...ARTICLE, slug: "another" }],
      [`/admin/articles/${article?.id}`, { ...ARTICLE, title: "Hijacked" }],
      ["/admin?index", { publish: `${article?.id}:1` }],
      ["/admin?index", { delete: `${article?.id}:1` }],
      ["/admin/videos/new", VIDEO],
      [`/admin/videos/${video?.id}`, { ...VIDEO, title: "Hijacked" }],
      ["/admin/videos", { publish: `${video?.id}:1` }],
      ["/admin/videos", { delete: `${video?.id}:1` }],
    ];
    for (const [path, fields] of writes) {
      const asAnonymous = await anonymous.post(path, fields);
      expect(asAnonymous.status, `anonymous ${path} ${Object.keys(fields)}`).toBe(302);
      // The login, told to come back here afterwards.
      expect(asAnonymous.headers.get("location")).toMatch(/^\/admin(\?next=%2Fadmin%2F\S+)?$/);
      const asPending = await pending.post(path, fields);
      expect(asPending.status, `pending ${path} ${Object.keys(fields)}`).toBe(403);
    }
    for (const path of [
      "/admin/articles/new",
      `/admin/articles/${article?.id}`,
      "/admin/videos/new",
    ]) {
      expect((await anonymous.get(path)).status).toBe(302);
      expect((await pending.get(path)).status).toBe(403);
    }

    // Nothing changed.
    expect(await db.$count(newsArticles)).toBe(1);
    expect(await db.$count(videos)).toBe(1);
    const [unchanged] = await db.select().from(newsArticles);
    expect(unchanged).toMatchObject({ title: ARTICLE.title, published: false });
  });

  it("answers a post to an address without an action, or an unknown button, plainly", async () => {
    const { admin, anonymous } = await setup();
    for (const [client, path] of [
      [admin, "/admin"],
      [admin, "/admin/messages"],
      [admin, "/admin/messages.data"],
      [anonymous, "/news"],
      // Resource routes too: React Router's own answer names the route and shows a stack.
      [anonymous, "/rss.xml"],
      [anonymous, "/sitemap.xml"],
      [anonymous, "/sector/mining/rss.xml"],
    ] as const) {
      const response = await client.post(path, { x: "1" });
      expect(response.status, path).toBe(405);
      expect(response.headers.get("content-type"), path).toMatch(/^text\/plain/);
      expect(await response.text(), path).toBe("This address does not accept form submissions.");
    }
    for (const path of ["/admin?index", "/admin/videos", "/admin/team"]) {
      const response = await admin.post(path, { frobnicate: "1" });
      expect(response.status, path).toBe(400);
      expect(await response.text(), path).toContain("Unknown action.");
    }
    // A visitor's data request for nothing: a plain 404, which the browser's router shows as
    // not found, without the route tree. A signed-in page's data keep React Router's answer.
    const missing = await anonymous.get("/no-such-page.data");
    expect(missing.status).toBe(404);
    const text = await missing.text();
    expect(text).toBe("Not Found");
    expect(text).not.toMatch(/routes\/|root/);
    const signedIn = await admin.get("/admin/articles/00000000-0000-0000-0000-000000000000.data");
    expect(signedIn.status).toBe(404);
    expect(signedIn.headers.get("x-remix-response")).toBe("yes");
  });

  it("answers 404 for an unknown article or video to edit", async () => {
    const { admin } = await setup();
    expect((await admin.get("/admin/articles/00000000-0000-0000-0000-000000000000")).status).toBe(
      404,
    );
    expect((await admin.get("/admin/videos/not-a-uuid")).status).toBe(404);
  });
});
