import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionUser } from "../../app/features/auth/roles";
import type { CommandContext } from "../../app/features/content/commands/result";
import { saveItem } from "../../app/features/content/commands/save";
import { trashItem } from "../../app/features/content/commands/trash";
import { getContent } from "../../app/features/content/store.server";
import { loadBrokenLinks } from "../../app/features/links/broken-links.server";
import {
  claimLinkCheck,
  type LinkCheckOptions,
  requestLinkCheck,
  runLinkCheck,
} from "../../app/features/links/check.server";
import { createLinkChecker } from "../../app/features/links/checker.server";
import { ArticleFormSchema } from "../../app/features/news/schema";
import { findSection } from "../../app/features/site-content/catalog";
import { sectionValues } from "../../app/features/site-content/site-document";
import {
  changeSite,
  readPublishedSite,
  readSiteState,
} from "../../app/features/site-content/store.server";
import { CONTENT_STORES } from "../../app/routes/admin/content-stores.server";
import type { AppDatabase, Database } from "../../db/client.server";
import { linkProblems, newsArticles, redirects, user } from "../../db/schema";
import { createFeatures, linkSources } from "../../server/features";
import { silentLogger, TEST_SECRET, testConfig } from "../support/build";
import { createTestDatabase, ENGINES, type TestDatabase } from "../support/test-database";

const SITE_URL = "https://aig.example";
const EDITOR: SessionUser = { id: "editor-id", email: "editor@example.com", role: "editor" };

/**
 * Another site on loopback: `/ok` answers 200, `/gone` 404, `/silent` never, `/head-refused`
 * refuses HEAD (405) and answers GET; `/slow/*` answers after a moment. It counts the requests
 * per path and the most it was asked at once.
 */
function otherSite() {
  const hits = new Map<string, number>();
  let open = 0;
  let mostAtOnce = 0;
  const server = http.createServer((request, response) => {
    const path = request.url ?? "/";
    hits.set(path, (hits.get(path) ?? 0) + 1);
    open += 1;
    mostAtOnce = Math.max(mostAtOnce, open);
    const answer = (status: number) => {
      open -= 1;
      response.writeHead(status).end();
    };
    if (path === "/silent") {
      request.on("close", () => {
        open -= 1;
      });
      return;
    }
    if (path === "/head-refused") return answer(request.method === "HEAD" ? 405 : 200);
    if (path.startsWith("/slow/")) return void setTimeout(() => answer(200), 150);
    answer(path === "/ok" ? 200 : 404);
  });
  return {
    server,
    hits,
    mostAtOnce: () => mostAtOnce,
    reset() {
      hits.clear();
      mostAtOnce = 0;
    },
    url: (path: string) => `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
  };
}

describe.each(ENGINES)("the link check on %s", (engine) => {
  let test: TestDatabase;
  let db: AppDatabase;
  let context: CommandContext;
  const peer = otherSite();

  beforeAll(async () => {
    await new Promise<void>((resolve) => peer.server.listen(0, "127.0.0.1", resolve));
    test = await createTestDatabase(engine);
    db = test.database.db;
    await db
      .insert(user)
      .values({ id: EDITOR.id, name: "Editor", email: EDITOR.email, role: "editor" });
    context = {
      db,
      site: { timeZone: "Africa/Addis_Ababa" },
      siteUrl: SITE_URL,
      publishedSite: { identity: async () => ({ name: "Addis Investment Group" }) },
      logger: { error: () => undefined },
      contentChanged: () => undefined,
    };
  });
  afterAll(async () => {
    peer.server.closeAllConnections();
    peer.server.close();
    await test?.drop();
  });

  /** A new article at `slug` holding `content`, published or a draft: its id. */
  async function article(slug: string, content: string, publication = "published") {
    const result = await saveItem(
      context,
      { actor: EDITOR, store: CONTENT_STORES.article },
      {
        schema: ArticleFormSchema,
        values: {
          title: `Article ${slug}`,
          slug,
          summary: "The mine beat its target.",
          content,
          imageUrl: "",
          author: "Addis Investment Group",
          sector: "mining",
          publication,
        },
      },
    );
    if (result.status !== "done") throw new Error(JSON.stringify(result));
    return result.id;
  }

  async function trash(id: string) {
    const row = await getContent(db, CONTENT_STORES.article, id);
    const result = await trashItem(
      context,
      { actor: EDITOR, store: CONTENT_STORES.article },
      { id, version: String(row?.version) },
    );
    expect(result.status).toBe("done");
  }

  const options = (external: LinkCheckOptions["external"] = null): LinkCheckOptions => ({
    db,
    sources: linkSources({ document: () => readPublishedSite(db) }),
    siteUrl: SITE_URL,
    external,
    everyDays: 7,
  });
  const askOthers = { userAgent: "AIG link checker", askPrivateNetworks: true, timeoutMs: 500 };

  /** 'Check links now', then the check run here. */
  async function check(external: LinkCheckOptions["external"] = null) {
    await requestLinkCheck(db);
    const claim = await claimLinkCheck(db, 7);
    if ("claimed" in claim) throw new Error("the check was not claimed");
    return runLinkCheck(options(external), claim.startedAt);
  }

  const problemsOf = async () =>
    (await db.select().from(linkProblems)).map(({ itemTitle, url, problem, status }) => ({
      itemTitle,
      url,
      problem,
      status,
    }));

  it("finds an article's links to a draft, a trashed article and a missing one; the published one is fine", async () => {
    await article("plant-opens", "The plant opened.");
    await article("plant-draft", "Not yet.", "draft");
    await trash(await article("plant-trashed", "Old news."));
    const holder = await article(
      "the-week",
      [
        "Read [the opening](/news/plant-opens), [in Amharic](/am/news/plant-opens?x=1#top),",
        "[the draft](/news/plant-draft), [the old news](https://aig.example/news/plant-trashed)",
        "and [a lost one](/news/no-such-slug). [All news](/news), [Mining](/sector/mining),",
        "[write to us](mailto:info@example.com), [the top](#top).",
      ].join(" "),
    );
    expect(await check()).toMatchObject({ problems: 3 });
    expect((await problemsOf()).sort((a, b) => a.url.localeCompare(b.url))).toEqual([
      {
        itemTitle: "Article the-week",
        url: "/news/no-such-slug",
        problem: "not-found",
        status: null,
      },
      { itemTitle: "Article the-week", url: "/news/plant-draft", problem: "draft", status: null },
      {
        itemTitle: "Article the-week",
        url: "https://aig.example/news/plant-trashed",
        problem: "trashed",
        status: null,
      },
    ]);
    const shown = await loadBrokenLinks(db, {
      timeZone: "Africa/Addis_Ababa",
      externalChecked: false,
    });
    expect(shown.running).toBeNull();
    expect(shown.last).toMatchObject({ problems: 3 });
    expect(shown.items).toEqual([
      {
        key: `article:${holder}`,
        kindLabel: "Article",
        title: "Article the-week",
        editHref: `/admin/articles/${holder}`,
        links: [
          { url: "/news/no-such-slug", problem: "Page not found" },
          { url: "/news/plant-draft", problem: "Links to a draft" },
          {
            url: "https://aig.example/news/plant-trashed",
            problem: "Links to an item in the trash",
          },
        ],
      },
    ]);
  });

  it("finds a link to a missing page in the site's published texts", async () => {
    const home = findSection("home");
    if (!home) throw new Error("no home section");
    const state = await readSiteState(db);
    const saved = await changeSite(
      db,
      {
        kind: "save",
        section: home,
        input: {
          values: {
            ...sectionValues(state.draft, home),
            "home.aboutText": "We build. Read [our story](/our-story) and [the news](/news).",
          },
          confirmed: [],
        },
      },
      { openedAt: state.version, actorId: EDITOR.id },
    );
    expect(saved).toMatchObject({ ok: true });
    const published = await changeSite(
      db,
      { kind: "publish", anyway: true },
      { openedAt: (await readSiteState(db)).version, actorId: EDITOR.id },
    );
    expect(published).toMatchObject({ ok: true });
    await check();
    const problems = await problemsOf();
    expect(problems).toContainEqual({
      itemTitle: home.title,
      url: "/our-story",
      problem: "not-found",
      status: null,
    });
    const shown = await loadBrokenLinks(db, {
      timeZone: "Africa/Addis_Ababa",
      externalChecked: false,
    });
    expect(shown.items.find((item) => item.title === home.title)).toMatchObject({
      kindLabel: "Site",
      editHref: "/admin/site?section=home",
      links: [{ url: "/our-story", problem: "Page not found" }],
    });
  });

  it("follows an article's old address and the redirects table, and finds a missing upload", async () => {
    const renamed = await article("first-address", "Renamed later.");
    const row = await getContent(db, CONTENT_STORES.article, renamed);
    const saved = await saveItem(
      context,
      { actor: EDITOR, store: CONTENT_STORES.article },
      {
        id: renamed,
        schema: ArticleFormSchema,
        values: {
          title: "Article first-address",
          slug: "second-address",
          summary: "The mine beat its target.",
          content: "Renamed.",
          imageUrl: "",
          author: "Addis Investment Group",
          sector: "mining",
          publication: "published",
          version: String(row?.version),
        },
      },
    );
    expect(saved.status).toBe("done");
    await db.insert(redirects).values([
      { fromPath: "/old-site/plant", to: "/news/second-address" },
      { fromPath: "/old-site/gone", to: "/news/never-written" },
    ]);
    await article(
      "moved-links",
      "[Old address](/news/first-address), [old site](/old-site/plant), [gone](/old-site/gone).",
    );
    // An upload deleted behind the library's back (a save refuses a missing one; a restored
    // backup may lack it).
    const missingUpload = `/uploads/${"0".repeat(32)}-640.jpg`;
    await db.insert(newsArticles).values({
      title: "Article with a lost photo",
      slug: "lost-photo",
      summary: "S",
      content: `![A photo](${missingUpload})`,
      author: "A",
      published: true,
      publishedAt: new Date(),
    });
    await check();
    const problems = (await problemsOf()).map(({ itemTitle, url, problem }) => ({
      itemTitle,
      url,
      problem,
    }));
    expect(problems.filter((p) => p.itemTitle === "Article moved-links")).toEqual([
      { itemTitle: "Article moved-links", url: "/old-site/gone", problem: "not-found" },
    ]);
    expect(problems).toContainEqual({
      itemTitle: "Article with a lost photo",
      url: missingUpload,
      problem: "not-found",
    });
  });

  it("shows a check in hand as running, with the links checked so far", async () => {
    await requestLinkCheck(db);
    const shownAsked = await loadBrokenLinks(db, {
      timeZone: "Africa/Addis_Ababa",
      externalChecked: false,
    });
    expect(shownAsked.requested).toBe(true);
    const claim = await claimLinkCheck(db, 7);
    if ("claimed" in claim) throw new Error("the check was not claimed");
    const shown = await loadBrokenLinks(db, {
      timeZone: "Africa/Addis_Ababa",
      externalChecked: false,
    });
    expect(shown.running).toEqual({ checked: 0 });
    expect(shown.requested).toBe(false);
    // Another instance meanwhile: busy.
    expect(await claimLinkCheck(db, 7)).toEqual({ claimed: false, busy: true });
    await runLinkCheck(options(), claim.startedAt);
    const done = await loadBrokenLinks(db, {
      timeZone: "Africa/Addis_Ababa",
      externalChecked: false,
    });
    expect(done.running).toBeNull();
    expect(done.last?.links).toBeGreaterThan(0);
  });

  it("asks no other site by default (LINK_CHECK_EXTERNAL off)", async () => {
    await article("elsewhere", `See [the partner](${peer.url("/gone")}).`);
    peer.reset();
    const features = createFeatures({
      config: testConfig({ SITE_URL }),
      logger: silentLogger,
      database: test.database,
      authSecret: TEST_SECRET,
    });
    expect(features.links.externalChecked).toBe(false);
    await requestLinkCheck(db);
    expect(await features.links.checker.runOnce()).toBe("checked");
    expect(peer.hits.size).toBe(0);
    expect((await problemsOf()).map((p) => p.url)).not.toContain(peer.url("/gone"));
  });

  it("with other sites on: a 404 is an error, silence is no answer within the time-out, 200 is fine", async () => {
    await article(
      "partners",
      [
        `[Fine](${peer.url("/ok")}), [gone](${peer.url("/gone")}),`,
        `[silent](${peer.url("/silent")}), [HEAD refused](${peer.url("/head-refused")}).`,
      ].join(" "),
    );
    peer.reset();
    const began = Date.now();
    await check({ ...askOthers, concurrency: 4 });
    expect(Date.now() - began).toBeLessThan(3000);
    const partners = (await problemsOf()).filter((p) => p.itemTitle === "Article partners");
    expect(partners.sort((a, b) => a.url.localeCompare(b.url))).toEqual([
      { itemTitle: "Article partners", url: peer.url("/gone"), problem: "error", status: 404 },
      {
        itemTitle: "Article partners",
        url: peer.url("/silent"),
        problem: "unreachable",
        status: null,
      },
    ]);
    expect(peer.hits.get("/ok")).toBe(1);
    // HEAD refused: asked again with GET, which answered.
    expect(peer.hits.get("/head-refused")).toBe(2);
    const shown = await loadBrokenLinks(db, {
      timeZone: "Africa/Addis_Ababa",
      externalChecked: true,
    });
    expect(shown.items.find((item) => item.title === "Article partners")?.links).toEqual([
      { url: peer.url("/gone"), problem: "Answered 404" },
      { url: peer.url("/silent"), problem: "No answer" },
    ]);
  });

  it("asks never more than LINK_CHECK_CONCURRENCY addresses at once", async () => {
    const slow = Array.from({ length: 9 }, (_, i) => `[${i}](${peer.url(`/slow/${i}`)})`);
    await article("many-partners", slow.join(" "));
    peer.reset();
    await check({ ...askOthers, concurrency: 3, perHost: 10 });
    expect(peer.mostAtOnce()).toBe(3);
    for (let i = 0; i < 9; i += 1) expect(peer.hits.get(`/slow/${i}`)).toBe(1);
  });

  it("never asks private addresses on a server", async () => {
    peer.reset();
    await check({ userAgent: "AIG link checker", timeoutMs: 500, concurrency: 4 });
    expect(peer.hits.size).toBe(0);
    const partners = (await problemsOf()).filter((p) => p.itemTitle === "Article partners");
    expect(partners.every((p) => p.problem === "unreachable")).toBe(true);
  });

  it("runs one check when two instances are asked at once", async () => {
    const second: Database = engine === "postgres" ? await test.connectAgain() : test.database;
    try {
      const checker = (database: Database) =>
        createLinkChecker({
          ...options({ ...askOthers, concurrency: 4 }),
          db: database.db,
          logger: silentLogger,
        });
      await requestLinkCheck(db);
      peer.reset();
      const ran = await Promise.all([checker(test.database).runOnce(), checker(second).runOnce()]);
      expect(ran.sort()).toEqual(["busy", "checked"]);
      expect(peer.hits.get("/ok")).toBe(1);
      // Done, and not asked again: not due.
      expect(await checker(second).runOnce()).toBe("not-due");
    } finally {
      if (second !== test.database) await second.close();
    }
  });
});
