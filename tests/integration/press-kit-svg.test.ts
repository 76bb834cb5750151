import { unzipSync } from "fflate";
import { afterEach, describe, expect, it } from "vitest";
import { DOCUMENT_FILES_MESSAGES } from "../../app/features/media/document-files";
import { MEDIA_MESSAGES } from "../../app/features/media/rules";
import type { MediaStorage } from "../../app/features/media/storage.server";
import { SVG_LOGO_REFUSED, SVG_NOT_UTF8 } from "../../app/features/media/svg-logo";
import { documents, media } from "../../db/schema";
import { textOf } from "../support/html";
import { TestClient } from "../support/http-client";
import { pdf } from "../support/media-fixtures";
import { appWithFeatures } from "../support/test-app";
import { ENGINES, perTestDatabase } from "../support/test-database";

const LOGO = Buffer.from(
  `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 120 40">
  <defs><linearGradient id="g"><stop offset="0" stop-color="#0f5132"/><stop offset="1" stop-color="#b8652e"/></linearGradient></defs>
  <rect width="120" height="40" rx="6" fill="url(#g)"/>
  <use xlink:href="#g"/>
  <text x="10" y="26" fill="#fff" style="font: 16px sans-serif">ሀ Group</text>
</svg>
`,
);

const HOSTILE: [string, string][] = [
  ["script.svg", '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
  ["onload.svg", '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>'],
  [
    "external.svg",
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><image xlink:href="https://evil.example/x.png"/></svg>',
  ],
  [
    "foreign.svg",
    '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><iframe src="/admin"></iframe></foreignObject></svg>',
  ],
];

async function keysOf(storage: MediaStorage) {
  const keys: string[] = [];
  for await (const key of storage.keys()) keys.push(key);
  return keys;
}

/**
 * A press kit's SVG logos: checked by their bytes when uploaded for a press kit, kept as they
 * are, served only as a download in a sandbox, and put in the press kit's ZIP; anywhere else an
 * SVG is still refused.
 */
describe.each(ENGINES)("a press kit's SVG logos on %s", (engine) => {
  const freshDatabase = perTestDatabase(engine);
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  async function setup() {
    const test = await freshDatabase();
    const { app, features } = appWithFeatures(test.database);
    const owner = new TestClient(app);
    await owner.signUp("owner@example.com");
    await owner.signIn("owner@example.com");
    const upload = async (bytes: Buffer, name: string, path = "/admin/media/upload") => {
      const response = await owner.upload(path, { bytes, name, type: "image/svg+xml" });
      const body = (await response.json()) as {
        media?: { id: string; hash: string; kind: string; contentType: string };
        error?: string;
      };
      return { status: response.status, ...body };
    };
    const forPressKit = (bytes: Buffer, name: string) =>
      upload(bytes, name, "/admin/media/upload?for=press-kit");
    return {
      app,
      db: test.database.db,
      owner,
      visitor: new TestClient(app),
      upload,
      forPressKit,
      library: features.media,
    };
  }

  it("stores an SVG logo uploaded for a press kit and serves it only as a download", async () => {
    const { app, db, visitor, forPressKit } = await setup();
    const logo = await forPressKit(LOGO, "Group logo «ሀ».svg");
    expect(logo.status, logo.error).toBe(201);
    expect(logo.media).toMatchObject({ kind: "document", contentType: "image/svg+xml" });
    const [row] = await db.select().from(media);
    expect(row).toMatchObject({ originalName: "Group logo «ሀ».svg", textState: null });

    const response = await visitor.get(`/uploads/${logo.media?.hash}.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="Group logo ___.svg"; filename*=UTF-8''${encodeURIComponent("Group logo «ሀ».svg")}`,
    );
    expect(response.headers.get("content-security-policy")).toBe(
      "sandbox; default-src 'none'; style-src 'unsafe-inline'",
    );
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await response.arrayBuffer()).equals(LOGO)).toBe(true);
    const head = await app.request(`http://localhost/uploads/${logo.media?.hash}.svg`, {
      method: "HEAD",
    });
    expect(head.headers.get("content-disposition")).toMatch(/^attachment; /);
    expect(head.headers.get("content-security-policy")).toContain("sandbox");
  });

  it("refuses a hostile or disguised SVG with its reason, storing nothing", async () => {
    const { db, forPressKit, library } = await setup();
    for (const [name, text] of HOSTILE) {
      const refused = await forPressKit(Buffer.from(text), name);
      expect(refused.status, name).toBe(422);
      expect(refused.error, name).toBe(SVG_LOGO_REFUSED);
    }
    const latin1 = Buffer.from(
      '<?xml version="1.0" encoding="ISO-8859-1"?><svg xmlns="http://www.w3.org/2000/svg"><title>Caf\xe9</title></svg>',
      "latin1",
    );
    expect((await forPressKit(latin1, "latin1.svg")).error).toBe(SVG_NOT_UTF8);
    // An HTML page named .svg is no SVG: refused as any file that is not an image.
    const page = Buffer.from("<html><body><script>alert(1)</script></body></html>");
    expect((await forPressKit(page, "logo.svg")).status).toBe(422);
    expect(await db.select().from(media)).toEqual([]);
    expect(await keysOf(library.storage)).toEqual([]);
  });

  it("puts the SVG's exact bytes in the press kit's ZIP under its title", async () => {
    const { owner, visitor, forPressKit, library } = await setup();
    const sheetBytes = pdf(1);
    const sheet = await forPressKit(sheetBytes, "fact-sheet.pdf");
    const logo = await forPressKit(LOGO, "logo.svg");
    await library.idle();
    const response = await owner.post("/admin/documents/new", {
      title: "Press kit",
      slug: "press-kit",
      type: "press-kit",
      documentDate: "2025-08-01",
      files: JSON.stringify([{ media: sheet.media?.id, title: "Fact sheet", language: "en" }]),
      pressKit: JSON.stringify([
        { media: logo.media?.id, title: "Group logo" },
        { media: sheet.media?.id, title: "Fact sheet 2018" },
      ]),
      publication: "published",
    });
    expect(response.status, await response.clone().text()).toBe(302);
    const zip = await visitor.get("/documents/press-kit/press-kit.zip");
    expect(zip.status).toBe(200);
    const entries = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    expect(Object.keys(entries).sort()).toEqual(["Fact sheet 2018.pdf", "Group logo.svg"]);
    expect(Buffer.from(entries["Group logo.svg"] ?? []).equals(LOGO)).toBe(true);
  });

  it("refuses an SVG as an article's image and among a document's PDFs", async () => {
    const { db, owner, upload, forPressKit } = await setup();
    // An image field uploads without the press kit's purpose: an SVG is refused there.
    const asImage = await upload(LOGO, "logo.svg");
    expect(asImage.status).toBe(422);
    expect(asImage.error).toBe(MEDIA_MESSAGES.svg);
    expect(await db.select().from(media)).toEqual([]);

    // The press kit's stored logo is no article image, and no document's PDF.
    const logo = await forPressKit(LOGO, "logo.svg");
    const article = await owner.post("/admin/articles/new", {
      title: "Our new logo",
      slug: "our-new-logo",
      summary: "Summary.",
      content: "Body.",
      imageUrl: "",
      imageMediaId: logo.media?.id ?? "",
      imageAlt: "The logo",
      author: "Desk",
    });
    expect(article.status).toBe(409);
    expect(await article.text()).toContain(MEDIA_MESSAGES.imageNotDocument);
    const report = await owner.post("/admin/documents/new", {
      title: "Logo",
      slug: "logo",
      type: "other",
      documentDate: "2025-08-01",
      files: JSON.stringify([{ media: logo.media?.id, title: "Logo", language: "en" }]),
      pressKit: "[]",
      publication: "published",
    });
    expect(report.status).toBe(409);
    expect(textOf(await report.text())).toContain(DOCUMENT_FILES_MESSAGES.notPdf);
    expect(await db.select().from(documents)).toHaveLength(0);
  });
});
