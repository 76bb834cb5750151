import { Validator } from "@seriousme/openapi-schema-validator";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import type { SessionUser } from "../../app/features/auth/roles";
import { PositionFormSchema } from "../../app/features/careers/schema";
import type { CommandContext } from "../../app/features/content/commands/result";
import { saveItem } from "../../app/features/content/commands/save";
import { trashItem } from "../../app/features/content/commands/trash";
import type { PublicationInput } from "../../app/features/content/fields";
import type { ContentKind } from "../../app/features/content/kinds";
import { getContent } from "../../app/features/content/store.server";
import { DocumentFormSchema } from "../../app/features/documents/schema";
import { ArticleFormSchema } from "../../app/features/news/schema";
import { PageFormSchema } from "../../app/features/pages/schema";
import { TenderFormSchema } from "../../app/features/tenders/schema";
import { VideoFormSchema } from "../../app/features/videos/schema";
import { toLocalInput } from "../../app/lib/dates";
import { CONTENT_STORES } from "../../app/routes/admin/content-stores.server";
import type { AppDatabase } from "../../db/client.server";
import {
  applications,
  newsArticles,
  tenderQuestions,
  tenderRegistrations,
  user,
} from "../../db/schema";
import { appOn } from "../support/test-app";
import { createTestDatabase, ENGINES, type TestDatabase } from "../support/test-database";

const TIME_ZONE = "Africa/Addis_Ababa";
const HOUR = 3_600_000;
const inHours = (hours: number) => toLocalInput(new Date(Date.now() + hours * HOUR), TIME_ZONE);
const EDITOR: SessionUser = { id: "editor-id", email: "editor@example.com", role: "owner" };
const SITE = "http://localhost:3000";
const TOKEN = "a-long-enough-api-token-0123456789";

interface Sample {
  schema: z.ZodType<PublicationInput>;
  collection: string;
  values(n: number): Record<string, string>;
  /** Its Amharic translation's fields. */
  amharic: Record<string, string>;
}

/** What each kind's form sends for its `n`th item, and the collection that serves it. */
const SAMPLES = {
  article: {
    schema: ArticleFormSchema,
    collection: "articles",
    values: (n: number) => ({
      title: `Copper output rises ${n}`,
      slug: `copper-output-rises-${n}`,
      summary: "The mine beat its target.",
      content: "The mine produced more copper than planned.",
      imageUrl: "",
      author: "Addis Investment Group",
      sector: n % 2 ? "mining" : "export",
    }),
    amharic: {
      "translations.am.title": "የመዳብ ምርት ጨመረ",
      "translations.am.summary": "ማዕድኑ ግቡን አለፈ።",
      "translations.am.content": "ማዕድኑ ከታቀደው የበለጠ መዳብ አመረተ።",
    },
  },
  video: {
    schema: VideoFormSchema,
    collection: "videos",
    values: (n: number) => ({
      title: `Coffee harvest ${n}`,
      description: "Picking season in Guji.",
      videoUrl: "https://www.youtube.com/watch?v=abcdefghijk",
      thumbnailUrl: "",
      duration: "",
      category: n % 2 ? "Behind the Scenes" : "General",
    }),
    amharic: {
      "translations.am.title": "የቡና ምርት",
      "translations.am.description": "በጉጂ የለቀማ ወቅት።",
    },
  },
  page: {
    schema: PageFormSchema,
    collection: "pages",
    values: (n: number) => ({
      title: `Join us ${n}`,
      slug: `join-us-${n}`,
      body: "## Work with us\n\nWe hire **engineers** for the Modjo plant.",
      description: "Jobs at the group: engineers, geologists and coffee graders.",
    }),
    amharic: {
      "translations.am.title": "ይቀላቀሉን",
      "translations.am.body": "ከእኛ ጋር ይስሩ።",
      "translations.am.description": "በቡድኑ ውስጥ ስራዎች።",
    },
  },
  position: {
    schema: PositionFormSchema,
    collection: "positions",
    values: (n: number) => ({
      title: `Battery Assembly Engineer ${n}`,
      slug: `battery-assembly-engineer-${n}`,
      sector: n % 2 ? "manufacturing" : "mining",
      location: "Modjo",
      employmentType: "FULL_TIME",
      closesAt: inHours(24 * 30),
      description: "## The role\n\nYou lead the **battery pack** line of the Modjo plant.",
      requirements: "- A degree in electrical engineering",
      howToApply: "Bring your certificates to the interview.",
    }),
    amharic: {
      "translations.am.title": "የባትሪ መሐንዲስ",
      "translations.am.location": "ሞጆ",
      "translations.am.description": "የባትሪ መስመሩን ይመራሉ።",
      "translations.am.requirements": "በኤሌክትሪካል ምህንድስና ዲግሪ",
      "translations.am.howToApply": "ሰርተፊኬቶችዎን ይዘው ይምጡ።",
    },
  },
  tender: {
    schema: TenderFormSchema,
    collection: "tenders",
    values: (n: number) => ({
      title: `Supply of battery cells ${n}`,
      slug: `supply-of-battery-cells-${n}`,
      reference: `AIG/NCB/2026/${String(n).padStart(3, "0")}`,
      sector: "manufacturing",
      category: n % 2 ? "goods" : "works",
      method: "ncb",
      description: "## Scope\n\nLithium iron phosphate cells for the **Modjo** plant.",
      eligibility: "Licensed suppliers registered in Ethiopia.",
      bidSecurity: "2% of the bid price",
      documentFee: "",
      contact: "Procurement office, Bole Road",
      closesAt: inHours(24 * 30),
      openingAt: inHours(24 * 30 + 1),
      openingPlace: "Head office, meeting room 4",
      questionsUntil: inHours(24 * 20),
      documents: "[]",
    }),
    amharic: {
      "translations.am.title": "የባትሪ ሴሎች አቅርቦት",
      "translations.am.description": "ለሞጆ ፋብሪካ ሴሎች።",
      "translations.am.eligibility": "ፈቃድ ያላቸው አቅራቢዎች።",
      "translations.am.contact": "የግዥ ቢሮ",
      "translations.am.openingPlace": "ዋና መስሪያ ቤት",
    },
  },
  document: {
    schema: DocumentFormSchema,
    collection: "documents",
    values: (n: number) => ({
      title: `Annual Report ${n}`,
      slug: `annual-report-${n}`,
      type: n % 2 ? "annual-report" : "policy",
      documentDate: `2025-07-${String(10 + (n % 3)).padStart(2, "0")}`,
      fiscalYear: "",
      summary: "The year of the Modjo plant's first battery line.",
      files: "[]",
      pressKit: "[]",
    }),
    amharic: {
      "translations.am.title": "ዓመታዊ ሪፖርት",
      "translations.am.summary": "የሞጆ ፋብሪካ የመጀመሪያ ዓመት።",
    },
  },
} satisfies Record<ContentKind, Sample>;
const KINDS = Object.keys(SAMPLES) as ContentKind[];

/** Published items per kind: more than a page of 3, so paging goes through several pages. */
const PUBLISHED = 7;

/** The personal data seeded beside the content: none of it may appear in any answer. */
const PERSONAL = [
  "applicant.person@example.org",
  "Abebe Applicant Kebede",
  "registrant.person@example.org",
  "Rahel Registrant",
  "asker.person@example.org",
  "Yonas Asker",
  EDITOR.email,
];

describe.each(ENGINES)("the content API on %s", (engine) => {
  let test: TestDatabase;
  let db: AppDatabase;
  let context: CommandContext;
  let app: ReturnType<typeof appOn>;
  /** Every answer's body, scanned for personal data at the end. */
  const bodies: string[] = [];
  /** By kind: the published items' ids, and the ids and slugs that must stay hidden. */
  const published = new Map<ContentKind, string[]>();
  const hidden = new Map<ContentKind, { id: string; slug?: string }[]>();
  const translated = new Map<ContentKind, string>();

  async function save(kind: ContentKind, n: number, extra: Record<string, string>) {
    const sample: Sample = SAMPLES[kind];
    const result = await saveItem(
      context,
      { actor: EDITOR, store: CONTENT_STORES[kind] },
      { schema: sample.schema, values: { ...sample.values(n), ...extra } },
    );
    if (result.status !== "done") throw new Error(`${kind}: ${JSON.stringify(result)}`);
    return result.id;
  }

  const get = async (app: ReturnType<typeof appOn>, path: string, headers = {}) => {
    const response = await app.request(path, { headers });
    const text = await response.text();
    bodies.push(text);
    return { response, text, json: text ? JSON.parse(text) : undefined };
  };

  beforeAll(async () => {
    test = await createTestDatabase(engine);
    db = test.database.db;
    await db
      .insert(user)
      .values({ id: EDITOR.id, name: "Editor", email: EDITOR.email, role: "owner" });
    context = {
      db,
      site: { timeZone: TIME_ZONE },
      siteUrl: SITE,
      publishedSite: { identity: async () => ({ name: "Addis Investment Group" }) },
      logger: { error: () => undefined },
      contentChanged: () => undefined,
    };
    for (const kind of KINDS) {
      const ids: string[] = [];
      for (let n = 1; n <= PUBLISHED; n += 1) {
        const translation = n === 1 ? SAMPLES[kind].amharic : {};
        ids.push(await save(kind, n, { publication: "published", ...translation }));
      }
      published.set(kind, ids);
      translated.set(kind, ids[0] ?? "");
      const draft = await save(kind, 100, { publication: "draft" });
      const later = await save(kind, 101, { publication: "schedule", publishAt: inHours(48) });
      const trashed = await save(kind, 102, { publication: "published" });
      const row = await getContent(db, CONTENT_STORES[kind], trashed);
      const result = await trashItem(
        context,
        { actor: EDITOR, store: CONTENT_STORES[kind] },
        { id: trashed, version: String(row?.version) },
      );
      expect(result.status).toBe("done");
      const sample: Sample = SAMPLES[kind];
      const slugOf = (n: number) => sample.values(n).slug;
      hidden.set(kind, [
        { id: draft, slug: slugOf(100) },
        { id: later, slug: slugOf(101) },
        { id: trashed, slug: slugOf(102) },
      ]);
    }
    const [position] = published.get("position") ?? [];
    const [tender] = published.get("tender") ?? [];
    if (!position || !tender) throw new Error("nothing seeded");
    await db.insert(applications).values({
      positionId: position,
      name: "Abebe Applicant Kebede",
      email: "applicant.person@example.org",
      phone: "+251 911 000 000",
      consentAt: new Date(),
      cvKey: "cv-key",
      cvName: "cv.pdf",
      cvType: "application/pdf",
      cvBytes: 100,
      cvSha256: "0".repeat(64),
    });
    await db.insert(tenderRegistrations).values({
      tenderId: tender,
      company: "Registrant Trading",
      contactName: "Rahel Registrant",
      email: "registrant.person@example.org",
    });
    await db.insert(tenderQuestions).values({
      tenderId: tender,
      name: "Yonas Asker",
      email: "asker.person@example.org",
      question: "May we bid for half the cells?",
      state: "published",
      answer: "Yes.",
    });
    app = appOn(test.database, { SITE_URL: SITE, API_PER_MINUTE: "100000" });
  });
  afterAll(() => test?.drop());

  it.each(KINDS)("pages every published %s to its end, each once, with ETags", async (kind) => {
    const collection = SAMPLES[kind].collection;
    const seen: string[] = [];
    let path: string | undefined = `/api/v1/${collection}?limit=3`;
    let pages = 0;
    while (path) {
      const { response, json } = await get(app, path);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(response.headers.get("content-language")).toBe("en");
      const tag = response.headers.get("etag");
      expect(tag).toMatch(/^"[^"]+"$/);
      const again = await app.request(path, { headers: { "If-None-Match": tag ?? "" } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe("");
      expect(again.headers.get("etag")).toBe(tag);
      expect(json.lang).toBe("en");
      expect(json.data.length).toBeLessThanOrEqual(3);
      seen.push(...json.data.map((item: { id: string }) => item.id));
      pages += 1;
      const link = response.headers.get("link");
      if (json.next_cursor) {
        expect(link).toContain('rel="next"');
        expect(link).toContain(`cursor=${json.next_cursor}`);
        path = `/api/v1/${collection}?limit=3&cursor=${json.next_cursor}`;
      } else {
        expect(link).toBeNull();
        path = undefined;
      }
      expect(pages).toBeLessThan(10);
    }
    expect(pages).toBe(3);
    expect(seen.toSorted()).toEqual([...(published.get(kind) ?? [])].toSorted());
  });

  it.each(KINDS)("never shows a draft, a scheduled or a trashed %s", async (kind) => {
    const collection = SAMPLES[kind].collection;
    const { json } = await get(app, `/api/v1/${collection}?limit=100`);
    const ids = json.data.map((item: { id: string }) => item.id);
    for (const item of hidden.get(kind) ?? []) {
      expect(ids).not.toContain(item.id);
      const byId = await get(app, `/api/v1/${collection}/${item.id}`);
      expect(byId.response.status).toBe(404);
      expect(byId.response.headers.get("content-type")).toBe("application/problem+json");
      if (item.slug) {
        const bySlug = await get(app, `/api/v1/${collection}/${item.slug}`);
        expect(bySlug.response.status).toBe(404);
      }
    }
  });

  it.each(KINDS)("gives a %s by id (and slug) in Amharic where translated", async (kind) => {
    const collection = SAMPLES[kind].collection;
    const id = translated.get(kind) ?? "";
    const { response, json } = await get(app, `/api/v1/${collection}/${id}?lang=am`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-language")).toBe("am");
    expect(json.data.lang).toBe("am");
    expect(json.data.title).toBe(SAMPLES[kind].amharic["translations.am.title"]);
    const sample: Sample = SAMPLES[kind];
    const slug = sample.values(1).slug;
    if (slug) {
      const bySlug = await get(app, `/api/v1/${collection}/${slug}?lang=am`);
      expect(bySlug.json.data.id).toBe(id);
      expect(bySlug.json.data.url).toContain("/am/");
    }
    // Not translated: English, saying so.
    const other = published.get(kind)?.[1] ?? "";
    const english = await get(app, `/api/v1/${collection}/${other}?lang=am`);
    expect(english.json.data.lang).toBe("en");
    expect(english.json.data.title).toBe(SAMPLES[kind].values(2).title);
  });

  it("filters by sector, category, type and updated_since", async () => {
    const mining = await get(app, "/api/v1/articles?sector=mining&limit=100");
    expect(mining.json.data.length).toBe(4);
    expect(mining.json.data.every((a: { sector: string }) => a.sector === "mining")).toBe(true);
    const general = await get(app, "/api/v1/videos?category=General&limit=100");
    expect(general.json.data.length).toBe(3);
    const works = await get(app, "/api/v1/tenders?category=works&limit=100");
    expect(works.json.data.every((t: { category: string }) => t.category === "works")).toBe(true);
    expect(works.json.data.length).toBe(3);
    const policies = await get(app, "/api/v1/documents?type=policy&limit=100");
    expect(policies.json.data.length).toBe(3);
    // Documents come newest document date first.
    const documents = await get(app, "/api/v1/documents?limit=100");
    const dates = documents.json.data.map((d: { document_date: string }) => d.document_date);
    expect(dates).toEqual(dates.toSorted().reverse());
    // One article changed later than the others.
    const [first] = published.get("article") ?? [];
    const since = new Date(Date.now() + 1000);
    await db
      .update(newsArticles)
      .set({ updatedAt: new Date(since.getTime() + 1000) })
      .where(eq(newsArticles.id, first ?? ""));
    const changed = await get(app, `/api/v1/articles?updated_since=${since.toISOString()}`);
    expect(changed.json.data.map((a: { id: string }) => a.id)).toEqual([first]);
    const day = await get(app, "/api/v1/articles?updated_since=2000-01-01&limit=100");
    expect(day.json.data.length).toBe(PUBLISHED);
  });

  it("refuses bad parameters with a 400 problem naming them, and never answers 500", async () => {
    const cases: [string, string][] = [
      ["/api/v1/articles?limit=0", "limit"],
      ["/api/v1/articles?limit=101", "limit"],
      ["/api/v1/articles?limit=abc", "limit"],
      ["/api/v1/articles?cursor=not-a-cursor", "cursor"],
      ["/api/v1/articles?sector=farming", "sector"],
      ["/api/v1/videos?category=Cooking", "category"],
      ["/api/v1/articles?updated_since=yesterday", "updated_since"],
      ["/api/v1/articles?updated_since=2026-02-30", "updated_since"],
      ["/api/v1/articles?lang=fr", "lang"],
      ["/api/v1/articles?category=goods", "category"],
      ["/api/v1/settings?lang=xx", "lang"],
    ];
    for (const [path, parameter] of cases) {
      const { response, json } = await get(app, path);
      expect(response.status, path).toBe(400);
      expect(response.headers.get("content-type")).toBe("application/problem+json");
      expect(json).toMatchObject({ status: 400, title: "Invalid parameter", parameter });
      expect(json.type).toMatch(/^http/);
      expect(json.detail).toContain(parameter);
    }
    // Another collection's cursor is refused too.
    const videos = await get(app, "/api/v1/videos?limit=1");
    const foreign = await get(app, `/api/v1/articles?cursor=${videos.json.next_cursor}`);
    expect(foreign.response.status).toBe(400);
    const forged = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
    const hostile = [
      `?cursor=${forged(["articles", "2026-01-01T00:00:00.000000Z", "x' or 1=1 --"])}`,
      `?cursor=${forged(["articles", "'; drop table news_articles; --", crypto.randomUUID()])}`,
      `?cursor=${forged(["articles", "9999-99-99T99:99:99.999999Z", crypto.randomUUID()])}`,
      `?cursor=${forged({ c: "articles" })}`,
      `?cursor=${"A".repeat(5000)}`,
      "?cursor=%00%ff",
      "?limit=1e2",
      "?limit=-1",
      "?limit=99999999999999999999",
      "?updated_since=99999-01-01",
      "?updated_since=2026-01-01T25:00:00Z",
      "?updated_since=2026-01-01T10:00:00+99:00",
      `?sector=${encodeURIComponent("mining' or '1'='1")}`,
      `?lang=${"a".repeat(1000)}`,
      "?limit=1&limit=2",
      "?%E2%9C%93=1",
    ];
    for (const query of hostile) {
      const { response } = await get(app, `/api/v1/articles${query}`);
      expect(response.status, query).toBe(400);
    }
    const items = [
      "/api/v1/articles/' or 1=1 --",
      `/api/v1/articles/${"x".repeat(5000)}`,
      "/api/v1/articles/00000000-0000-0000-0000-000000000000",
      "/api/v1/videos/not-a-uuid",
      "/api/v1/videos/%F0%9F%98%80",
      // PostgreSQL refuses a NUL in text: such an address is no item's, answered before the database.
      "/api/v1/articles/x%00y",
      "/api/v1/articles/%00",
      "/api/v1/pages/%00about",
      "/api/v1/documents/a%01b",
      "/api/v1/positions/line%0Abreak",
      "/api/v1/tenders/del%7F",
      "/api/v1/articles/%C2%85",
      "/api/v1/videos/x%00y",
      `/api/v1/articles/${"x".repeat(201)}`,
      `/api/v1/articles/${"%00".repeat(300)}`,
      "/api/v1/nothing",
      "/api/v1/nothing/here/at/all",
    ];
    for (const path of items) {
      const { response, json } = await get(app, path);
      expect(response.status, path).toBe(404);
      expect(json.status).toBe(404);
    }
    const post = await app.request("/api/v1/articles", { method: "POST" });
    expect(post.status).toBe(405);
  });

  it("answers the settings, the index and HEAD", async () => {
    const { response, json } = await get(app, "/api/v1/settings?lang=am");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-language")).toBe("am");
    expect(json.data.name).toBe("Addis Investment Group");
    expect(json.data.sectors.map((s: { slug: string }) => s.slug)).toEqual([
      "manufacturing",
      "mining",
      "export",
      "group",
    ]);
    expect(json.data.menus.header.length).toBeGreaterThan(0);
    const index = await get(app, "/api/v1/");
    expect(index.json.collections.map((c: { name: string }) => c.name)).toEqual(
      KINDS.map((kind) => SAMPLES[kind].collection),
    );
    expect((await app.request("/api/v1")).status).toBe(200);
    const head = await app.request("/api/v1/articles", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("etag")).toMatch(/^"/);
    expect(await head.text()).toBe("");
  });

  it("gives CORS to configured origins only, and answers their preflight", async () => {
    const cors = appOn(test.database, {
      SITE_URL: SITE,
      API_CORS_ORIGINS: "https://app.example.com",
    });
    const preflight = await cors.request("/api/v1/articles", {
      method: "OPTIONS",
      headers: {
        Origin: "https://app.example.com",
        "Access-Control-Request-Method": "GET",
        "Access-Control-Request-Headers": "authorization, if-none-match",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("https://app.example.com");
    expect(preflight.headers.get("access-control-allow-methods")).toBe("GET, HEAD");
    expect(preflight.headers.get("access-control-allow-headers")).toBe(
      "Authorization, If-None-Match",
    );
    const allowed = await cors.request("/api/v1/articles", {
      headers: { Origin: "https://app.example.com", "Sec-Fetch-Site": "cross-site" },
    });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get("access-control-allow-origin")).toBe("https://app.example.com");
    expect(allowed.headers.get("access-control-expose-headers")).toContain("ETag, Link");
    expect(allowed.headers.get("vary")).toContain("Origin");
    const other = await cors.request("/api/v1/articles", {
      headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
    });
    expect(other.status).toBe(200);
    expect([...other.headers.keys()].some((name) => name.startsWith("access-control"))).toBe(false);
    const otherPreflight = await cors.request("/api/v1/articles", {
      method: "OPTIONS",
      headers: { Origin: "https://evil.example", "Access-Control-Request-Method": "GET" },
    });
    expect(otherPreflight.headers.get("access-control-allow-origin")).toBeNull();
    const any = appOn(test.database, { SITE_URL: SITE, API_CORS_ORIGINS: "*" });
    const star = await any.request("/api/v1/", { headers: { Origin: "https://any.example" } });
    expect(star.headers.get("access-control-allow-origin")).toBe("*");
    expect(star.headers.get("cache-control")).toBe("public, max-age=60");
  });

  it("requires a bearer token when API_TOKENS lists some; openapi.json stays public", async () => {
    const locked = appOn(test.database, { SITE_URL: SITE, API_TOKENS: TOKEN });
    const none = await get(locked, "/api/v1/articles");
    expect(none.response.status).toBe(401);
    expect(none.response.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect(none.json.status).toBe(401);
    const wrong = await get(locked, "/api/v1/articles", { Authorization: `Bearer ${TOKEN}x` });
    expect(wrong.response.status).toBe(401);
    expect(wrong.response.headers.get("www-authenticate")).toContain("invalid_token");
    const right = await get(locked, "/api/v1/articles", { Authorization: `Bearer ${TOKEN}` });
    expect(right.response.status).toBe(200);
    expect(right.response.headers.get("cache-control")).toBe("private, no-cache");
    expect(right.response.headers.get("vary")).toContain("Authorization");
    const doc = await get(locked, "/api/v1/openapi.json");
    expect(doc.response.status).toBe(200);
    expect(doc.json.security).toEqual([{ bearer: [] }]);
    expect(doc.json.components.securitySchemes.bearer).toEqual({ type: "http", scheme: "bearer" });
    const valid = await new Validator().validate(doc.json);
    expect(valid.valid).toBe(true);
  });

  it("limits each client address per minute with a 429 problem", async () => {
    const limited = appOn(test.database, {
      SITE_URL: SITE,
      API_PER_MINUTE: "3",
      TRUST_PROXY: "true",
    });
    const from = (address: string) => ({ "X-Forwarded-For": address });
    for (let i = 0; i < 3; i += 1) {
      const { response } = await get(limited, "/api/v1/", from("203.0.113.7"));
      expect(response.status).toBe(200);
      expect(response.headers.get("ratelimit-limit")).toBe("3");
      expect(response.headers.get("ratelimit-remaining")).toBe(String(2 - i));
    }
    const over = await get(limited, "/api/v1/", from("203.0.113.7"));
    expect(over.response.status).toBe(429);
    expect(Number(over.response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(over.response.headers.get("content-type")).toBe("application/problem+json");
    expect(over.json.status).toBe(429);
    const another = await get(limited, "/api/v1/", from("203.0.113.8"));
    expect(another.response.status).toBe(200);
    // IPv6 clients are counted by their /64: another address of the same network is no escape.
    for (const host of ["a", "b", "c"]) {
      const { response } = await get(limited, "/api/v1/", from(`2001:db8:1:2::${host}`));
      expect(response.status).toBe(200);
    }
    const sameNetwork = await get(limited, "/api/v1/", from("2001:db8:1:2:ffff::1"));
    expect(sameNetwork.response.status).toBe(429);
    const otherNetwork = await get(limited, "/api/v1/", from("2001:db8:1:3::a"));
    expect(otherNetwork.response.status).toBe(200);
  });

  it("describes itself in a valid OpenAPI 3.1 document that every answer matches", async () => {
    const { response, json: doc } = await get(app, "/api/v1/openapi.json");
    expect(response.status).toBe(200);
    expect(doc.openapi).toBe("3.1.0");
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.security).toBeUndefined();
    const schemas = doc.components.schemas;
    const keysOf = (name: string) => Object.keys(schemas[name].properties).toSorted();
    for (const kind of KINDS) {
      const collection = SAMPLES[kind].collection;
      const operation = doc.paths[`/${collection}`].get;
      const pageSchema = operation.responses["200"].content["application/json"].schema.$ref
        .split("/")
        .at(-1);
      const list = await get(app, `/api/v1/${collection}?limit=2`);
      expect(Object.keys(list.json).toSorted()).toEqual(keysOf(pageSchema));
      const itemSchema = schemas[pageSchema].properties.data.items.$ref.split("/").at(-1);
      for (const item of list.json.data) {
        expect(Object.keys(item).toSorted()).toEqual(keysOf(itemSchema));
      }
      const one = await get(app, `/api/v1/${collection}/${list.json.data[0].id}`);
      expect(Object.keys(one.json.data).toSorted()).toEqual(keysOf(itemSchema));
    }
    const settings = await get(app, "/api/v1/settings");
    expect(Object.keys(settings.json.data).toSorted()).toEqual(keysOf("Settings"));
    const index = await get(app, "/api/v1/");
    expect(Object.keys(index.json).toSorted()).toEqual(keysOf("Index"));
  });

  it("never gives a personal field in any answer", async () => {
    // A few more answers, in every language, before the scan.
    for (const kind of KINDS) {
      for (const lang of ["en", "am", "om"]) {
        await get(app, `/api/v1/${SAMPLES[kind].collection}?limit=100&lang=${lang}`);
      }
    }
    expect(bodies.length).toBeGreaterThan(100);
    for (const body of bodies) {
      for (const personal of PERSONAL) expect(body).not.toContain(personal);
      expect(body).not.toMatch(/cv_key|cover_letter|created_by|"email":"(?!info@)/);
    }
  });
});
