import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { media, newsArticles, videos } from "../../db/schema";
import { BUILD_DIR } from "../support/build";
import { appOn } from "../support/test-app";
import { createTestDatabase, ENGINES, type TestDatabase } from "../support/test-database";

type Thing = Record<string, unknown>;

/** Every JSON-LD object a page carries. */
function structuredData(html: string): Thing[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1] ?? "{}") as Thing,
  );
}

function ofType(html: string, type: string) {
  return structuredData(html).filter((thing) => thing["@type"] === type);
}

const ORIGIN = "http://localhost:3000";
const isAbsoluteUrl = (value: unknown) =>
  typeof value === "string" && /^https?:\/\/[^/]+\/\S*$/.test(value);

/**
 * Google's rules for the rich results these types can get: a VideoObject needs a name, a
 * thumbnail and an upload date, and says where the video is (the file, a player, or a page).
 */
function expectValidVideo(video: Thing) {
  expect(video.name).toEqual(expect.any(String));
  expect(isAbsoluteUrl(video.thumbnailUrl), String(video.thumbnailUrl)).toBe(true);
  expect(Number.isNaN(Date.parse(String(video.uploadDate)))).toBe(false);
  expect([video.contentUrl, video.embedUrl, video.url].filter(isAbsoluteUrl)).toHaveLength(1);
}

describe.each(ENGINES)("structured data on %s", (engine) => {
  let test: TestDatabase;
  let app: ReturnType<typeof appOn>;
  const get = async (path: string) => {
    const response = await app.request(`${ORIGIN}${path}`);
    expect(response.status, path).toBe(200);
    return response.text();
  };

  beforeAll(async () => {
    test = await createTestDatabase(engine);
    // With the built static files, as the server serves them.
    app = appOn(test.database, {}, { clientDir: path.join(BUILD_DIR, "client") });
    const db = test.database.db;
    const [upload] = await db
      .insert(media)
      .values({
        kind: "image",
        state: "ready",
        hash: "c0ffee00c0ffee00c0ffee00c0ffee00",
        originalName: "harvest.jpg",
        contentType: "image/jpeg",
        bytes: 40_000,
        width: 1280,
        height: 720,
        alt: "Coffee cherries",
      })
      .returning({ id: media.id });
    const at = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    await db.insert(videos).values([
      {
        title: "On YouTube",
        description: "A YouTube video without a thumbnail.",
        videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
        published: true,
        publishedAt: at(1),
      },
      {
        title: "On Vimeo",
        description: "A Vimeo video without a thumbnail.",
        videoUrl: "https://vimeo.com/76979871",
        published: true,
        publishedAt: at(2),
      },
      {
        title: "A file",
        description: "A video file with a thumbnail URL.",
        videoUrl: "https://cdn.example.com/plant.mp4",
        thumbnailUrl: "https://cdn.example.com/plant.jpg",
        published: true,
        publishedAt: at(3),
      },
      {
        title: "Uploaded thumbnail",
        description: "A video whose thumbnail was uploaded.",
        videoUrl: "https://example.com/watch/harvest",
        thumbnailMediaId: upload?.id,
        published: true,
        publishedAt: at(4),
      },
    ]);
    await db.insert(newsArticles).values([
      {
        title: "No image",
        slug: "no-image",
        summary: "An article without an image.",
        content: "Text.",
        author: "Desk",
        sector: "mining",
        published: true,
        publishedAt: at(5),
      },
      {
        title: "With an image URL",
        slug: "image-url",
        summary: "An article with an image URL.",
        content: "Text.",
        author: "Desk",
        imageUrl: "https://cdn.example.com/refinery.jpg",
        published: true,
        publishedAt: at(6),
      },
    ]);
  });
  afterAll(() => test?.drop());

  it("gives every video a thumbnail and an upload date, on /videos and the home page", async () => {
    for (const path of ["/videos", "/", "/am/videos"]) {
      const found = ofType(await get(path), "VideoObject");
      expect(found, path).toHaveLength(4);
      for (const video of found) expectValidVideo(video);
    }
    const byName = Object.fromEntries(
      ofType(await get("/videos"), "VideoObject").map((v) => [v.name, v]),
    );
    // YouTube's own still; the site's video image for Vimeo; the thumbnail given or uploaded.
    expect(byName["On YouTube"]).toMatchObject({
      thumbnailUrl: "https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg",
      embedUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    });
    // A player or a page is not the media file: no contentUrl for them.
    expect(byName["On YouTube"]?.contentUrl).toBeUndefined();
    expect(byName["Uploaded thumbnail"]).toMatchObject({
      url: "https://example.com/watch/harvest",
    });
    expect(byName["On Vimeo"]).toMatchObject({
      thumbnailUrl: `${ORIGIN}/video-thumbnail.jpg`,
      embedUrl: "https://player.vimeo.com/video/76979871",
    });
    expect(byName["A file"]).toMatchObject({
      thumbnailUrl: "https://cdn.example.com/plant.jpg",
      contentUrl: "https://cdn.example.com/plant.mp4",
    });
    expect(String(byName["Uploaded thumbnail"]?.thumbnailUrl)).toMatch(
      /^http:\/\/localhost:3000\/uploads\/c0ffee00c0ffee00c0ffee00c0ffee00/,
    );
    // The image the site serves for them is there.
    const image = await app.request(`${ORIGIN}/video-thumbnail.jpg`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/jpeg");
  });

  it("gives every article an image: its own, else the site's", async () => {
    const [plain] = ofType(await get("/news/no-image"), "NewsArticle");
    expect(plain).toMatchObject({ headline: "No image", image: [`${ORIGIN}/og-image.png`] });
    expect(plain?.datePublished).toEqual(expect.any(String));
    const [own] = ofType(await get("/news/image-url"), "NewsArticle");
    expect(own?.image).toEqual(["https://cdn.example.com/refinery.jpg"]);
  });

  it("describes each sector page as a page about the company, in its language", async () => {
    for (const [path, lang] of [
      ["/sector/mining", "en"],
      ["/am/sector/mining", "am"],
      ["/om/sector/export", "om"],
      ["/sector/manufacturing", "en"],
    ] as const) {
      const [page, ...others] = ofType(await get(path), "WebPage");
      expect(others, path).toHaveLength(0);
      expect(page, path).toMatchObject({
        url: `${ORIGIN}${path}`,
        inLanguage: lang,
        about: { "@type": "Organization", name: "Addis Investment Group", url: `${ORIGIN}/` },
      });
      expect(page?.name).toEqual(expect.any(String));
      expect(page?.description).toEqual(expect.any(String));
    }
    // The home page's Organization is the same entity.
    const [organization] = ofType(await get("/"), "Organization");
    expect(organization?.["@id"]).toBe(`${ORIGIN}/#organization`);
  });
});
