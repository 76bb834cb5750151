import { execFile } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsArticles, positions, pages as sitePages, videos } from "../../db/schema";
import { TestClient } from "../support/http-client";
import { appOn } from "../support/test-app";
import { createTestDatabase, type TestDatabase, tempDir } from "../support/test-database";

const run = promisify(execFile);
/** The checker itself, as the vnu-jar package ships it. */
const VNU_JAR = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

interface NuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/**
 * The W3C Nu HTML Checker (vnu.jar, which needs Java) on the pages as the server writes them:
 * every error and warning (obsolete attributes such as a table cell's `align` are warnings), by
 * page, with its line. One run checks every page.
 */
async function nuErrors(pages: Record<string, string>): Promise<Record<string, string[]>> {
  const dir = tempDir("aig-nu-");
  const files = Object.entries(pages).map(([name, html]) => {
    const file = path.join(dir, `${name.replace(/[^a-z0-9]+/gi, "_")}.html`);
    fs.writeFileSync(file, html);
    return { name, file };
  });
  let output: string;
  try {
    const result = await run(
      "java",
      ["-jar", VNU_JAR, "--format", "json", ...files.map((f) => f.file)],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    output = result.stderr || result.stdout;
  } catch (error) {
    const failed = error as { code?: string; stderr?: string; stdout?: string };
    if (failed.code === "ENOENT") {
      throw new Error("The Nu HTML Checker needs Java: apt-get install -y default-jre-headless");
    }
    // vnu exits 1 when it found errors; its report is on stderr.
    output = failed.stderr || failed.stdout || "";
  } finally {
    setTimeout(() => fs.rmSync(dir, { recursive: true, force: true }), 0);
  }
  const { messages } = JSON.parse(output) as { messages: NuMessage[] };
  const byPage: Record<string, string[]> = {};
  const reported = messages.filter((m) => m.type === "error" || m.subType === "warning");
  for (const message of reported) {
    const page = files.find((f) => message.url.endsWith(path.basename(f.file)))?.name ?? "?";
    byPage[page] ??= [];
    byPage[page].push(`line ${message.lastLine}: ${message.message} ${message.extract ?? ""}`);
  }
  return byPage;
}

const TABLE = "| Mine | Tonnes |\n| :--- | ---: |\n| Gedo | 1,200 |";

describe("valid HTML (the W3C Nu HTML Checker)", () => {
  let test: TestDatabase;
  let app: ReturnType<typeof appOn>;
  let owner: TestClient;
  let articleId: string;
  let videoId: string;
  let positionId: string;

  beforeAll(async () => {
    test = await createTestDatabase("embedded");
    app = appOn(test.database);
    owner = new TestClient(app);
    await owner.signUp("owner@example.com");
    await owner.signIn("owner@example.com");
    const db = test.database.db;
    const [article] = await db
      .insert(newsArticles)
      .values({
        title: "Copper output rises",
        slug: "copper-output-rises",
        summary: "The mine beat its target.",
        content: `## Output\n\nThe mine produced more than planned.\n\n${TABLE}\n\n> A quote.`,
        author: "Desk",
        sector: "mining",
        imageUrl: "https://cdn.example.com/refinery.jpg",
        published: true,
        publishedAt: new Date(Date.now() - 60_000),
        // Translated texts without a heading of their own.
        translations: {
          am: { title: "የመዳብ ምርት", summary: "ማጠቃለያ።", content: "ይዘት።" },
          om: { title: "Oomishni sibiila diimaa", summary: "Cuunfaa.", content: "Qabiyyee." },
        },
      })
      .returning({ id: newsArticles.id });
    await db.insert(sitePages).values({
      title: "Who we are",
      slug: "who-we-are",
      body: "## Our story\n\nFounded in Addis Ababa.",
      description: "The group and its people.",
      translations: {
        am: { title: "እኛ ማን ነን", body: "በአዲስ አበባ ተመሠረተ።", description: "ቡድኑ እና ሰዎቹ።" },
        om: { title: "Nuti eenyu", body: "Finfinneetti hundeeffame.", description: "Garee." },
      },
      published: true,
      publishedAt: new Date(Date.now() - 60_000),
    });
    const [position] = await db
      .insert(positions)
      .values({
        title: "Mine Geologist",
        slug: "mine-geologist",
        sector: "mining",
        location: "Sululta",
        employmentType: "FULL_TIME",
        closesAt: new Date(Date.now() + 30 * 86_400_000),
        description: "You map the copper seams.",
        requirements: "- A degree in geology",
        howToApply: "Bring your field notes.",
        salaryMin: 25_000,
        salaryMax: 35_000,
        published: true,
        publishedAt: new Date(Date.now() - 60_000),
      })
      .returning({ id: positions.id });
    positionId = position?.id ?? "";
    const [video] = await db
      .insert(videos)
      .values({
        title: "Coffee harvest",
        description: "Picking season in Guji.",
        videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
        duration: "3:30",
        published: true,
        publishedAt: new Date(Date.now() - 60_000),
      })
      .returning({ id: videos.id });
    articleId = article?.id ?? "";
    videoId = video?.id ?? "";
  });
  afterAll(() => test?.drop());

  it("finds no error or warning on the public pages, in every language", async () => {
    const anonymous = new TestClient(app);
    const pages: Record<string, string> = {};
    for (const prefix of ["", "/am", "/om"]) {
      for (const page of [
        "/",
        "/sector/manufacturing",
        "/sector/mining",
        "/sector/export",
        "/news",
        "/news?sector=mining",
        "/news/copper-output-rises",
        "/who-we-are",
        "/careers",
        "/careers/mine-geologist",
        "/videos",
        "/search?q=copper",
        "/privacy",
        "/terms",
        "/no-such-page",
      ]) {
        const address = prefix && page === "/" ? prefix : `${prefix}${page}`;
        pages[address] = await (await anonymous.get(address)).text();
      }
    }
    expect(await nuErrors(pages)).toEqual({});
    // A page that is one article has its heading in it, whatever headings its text lacks.
    for (const prefix of ["", "/am", "/om"]) {
      for (const page of ["/news/copper-output-rises", "/who-we-are", "/careers/mine-geologist"]) {
        expect(pages[`${prefix}${page}`], `${prefix}${page}`).toMatch(
          /<article[^>]*>(?:(?!<\/article>).)*<h1/s,
        );
      }
    }
  });

  it("finds no error or warning on the admin pages, the new and edit forms among them", async () => {
    const pages: Record<string, string> = {};
    for (const page of [
      "/admin",
      "/admin/articles/new",
      `/admin/articles/${articleId}`,
      `/admin/articles/${articleId}/history`,
      "/admin/videos",
      "/admin/videos/new",
      `/admin/videos/${videoId}`,
      "/admin/careers/new",
      `/admin/careers/${positionId}`,
      "/admin/media",
      "/admin/trash",
      "/admin/messages",
      "/admin/team",
      "/admin/activity",
      "/admin/account",
    ]) {
      const response = await owner.get(page);
      expect(response.status, page).toBe(200);
      pages[page] = await response.text();
    }
    const visitor = new TestClient(app);
    for (const page of ["/admin", "/admin/signup", "/admin/forgot-password"]) {
      pages[`${page} (signed out)`] = await (await visitor.get(page)).text();
    }
    expect(await nuErrors(pages)).toEqual({});
  });
});
