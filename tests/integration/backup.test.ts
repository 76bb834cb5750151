import { execFile } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { signStartedAt } from "../../app/features/contact/contact.server";
import { backupWithMedia, restoreWithMedia } from "../../app/features/media/backup.server";
import {
  folderStorage,
  type MediaStorage,
  s3Storage,
} from "../../app/features/media/storage.server";
import { findSection, type SiteSection } from "../../app/features/site-content/catalog";
import { EMPTY_SITE_DOCUMENT, sectionValues } from "../../app/features/site-content/site-document";
import { backupDatabase, restoreDatabase, snapshotTables, TABLES } from "../../db/backup";
import { openEmbeddedDatabase } from "../../db/client.server";
import { PROJECT_ROOT } from "../../db/paths";
import { TEST_SECRET } from "../support/build";
import { TestClient } from "../support/http-client";
import { pdf } from "../support/media-fixtures";
import { startS3Server, type TestS3Server } from "../support/s3-server";
import { appOn } from "../support/test-app";
import {
  createTestDatabase,
  ENGINES,
  type Engine,
  migratedDataDir,
  type TestDatabase,
  tempDir,
} from "../support/test-database";

const run = promisify(execFile);

/** Fills every table through the site itself, plus the odd values a dump must keep exactly. */
async function seed(test: TestDatabase) {
  const app = appOn(test.database);
  const owner = new TestClient(app);
  await owner.signUp("owner@example.com");
  await owner.signIn("owner@example.com");
  await new TestClient(app).signUp("pending@example.com"); // a pending account
  await new TestClient(app).signIn("owner@example.com", "wrong-password"); // a rate-limit row
  await owner.post("/admin/articles/new", {
    title: "Ethiopia's EV plant — «ሀ» 🚗",
    slug: "ev-plant",
    summary: "Quotes \"double\", 'single', back\\slash, tab\there, newline\nand NUL-free unicode ✓",
    content: "## Heading\n\n- one\n- two\n\n```\ncode\n```",
    imageUrl: "https://images.example/ev.jpg",
    author: "Addis Investment Group",
    published: "on",
    // A translation, kept in the row and its version.
    "translations.am.title": 'የኢትዮጵያ የኤሌክትሪክ ተሽከርካሪ ፋብሪካ «ሀ» "ጥቅስ"',
    "translations.am.summary": "ማጠቃለያ\nበሁለት መስመር",
    "translations.am.content": "## ርዕስ\n\n- አንድ\n- ሁለት",
  });
  await owner.post("/admin/articles/new", {
    title: "A draft",
    slug: "a-draft",
    summary: "Not yet.",
    content: "Body.",
    imageUrl: "",
    author: "Desk",
  });
  await owner.post("/admin/videos/new", {
    title: "Copper clip",
    description: "Underground.",
    videoUrl: "https://vimeo.com/76979871",
    thumbnailUrl: "",
    duration: "3:30",
    category: "Behind the Scenes",
    published: "on",
    "translations.om.title": "Kilippii sibiilaa",
    "translations.om.description": "Lafa jalaa.",
  });
  const page = await owner.post("/admin/pages/new", {
    title: "Join us «ሀ»",
    slug: "join-us",
    body: "## Join us\n\nWe hire engineers.",
    description: "Jobs at the group.",
    inFooter: "on",
    published: "on",
    "translations.am.title": "ሥራ «ሀ»",
    "translations.am.body": "## ይቀላቀሉን",
    "translations.am.description": "ሥራዎች",
  });
  expect(page.status).toBe(302);
  const contact = await new TestClient(app).post("/?index", {
    intent: "contact",
    name: "Abebe",
    email: "abebe@example.com",
    subject: "Coffee",
    message: "We would like to buy coffee this season.",
    startedAt: signStartedAt(TEST_SECRET, Date.now() - 5000),
  });
  expect(contact.status).toBe(200);
  await test.database.db.execute(
    sql`insert into verification (id, identifier, value, expires_at) values ('v1', 'reset:owner@example.com', 'token', now() + interval '1 hour')`,
  );
  // The site's texts: a saved draft (its history entry) with a translation, published.
  await owner.post("/admin/site?section=home", {
    ...sectionValues(EMPTY_SITE_DOCUMENT, findSection("home") as SiteSection),
    section: "home",
    version: "0",
    intent: "save",
    "home.heroTitle": "Ethiopia's «ሀ» future",
    "am:home.heroTitle": "የኢትዮጵያ «ሀ» ወደፊት",
  });
  await owner.post("/admin/site/publish", { section: "settings", version: "1", anyway: "1" });
  // An upload the draft uses: restored before the articles that refer to it.
  await test.database.db.execute(
    sql`insert into media (kind, state, hash, original_name, content_type, bytes, width, height, alt)
        values ('image', 'ready', '5f0c0ffee5f0c0ffee5f0c0ffee5f0c0', 'plant «ሀ».jpg', 'image/jpeg', 48213, 1280, 853, 'The plant at dawn')`,
  );
  await test.database.db.execute(
    sql`update news_articles set image_media_id = (select id from media) where slug = 'a-draft'`,
  );
  // The owner's profile, with that upload as its photo, signing the draft.
  await test.database.db.execute(
    sql`insert into staff_profiles (user_id, slug, display_name, job_title, photo_media_id, translations)
        select u.id, 'owner', 'Owner «ሀ»', 'Chief Executive', m.id, '{"am":{"jobTitle":"ዋና ሥራ አስፈጻሚ"}}'
        from "user" u, media m where u.email = 'owner@example.com'`,
  );
  await test.database.db.execute(
    sql`update news_articles set author_id = (select user_id from staff_profiles) where slug = 'a-draft'`,
  );
  await seedTenderAndDocument(test);
  await test.database.db.execute(
    sql`insert into preview_links (id, kind, item_id, expires_at)
        select 'AAAAAAAAAAAAAAAAAAAAAA', 'article', id, now() + interval '7 days' from news_articles where slug = 'a-draft'`,
  );
  // Account security: an authenticator set-up, an owners' setting and a pending invitation.
  await test.database.db.execute(
    sql`insert into two_factor (id, secret, backup_codes, user_id, verified)
        select 'tf1', 'encrypted-secret', 'encrypted-codes', id, false from "user" where email = 'owner@example.com'`,
  );
  await test.database.db.execute(
    sql`insert into site_settings (key, value) values ('require-two-factor', 'false')`,
  );
  await test.database.db.execute(
    sql`insert into invitations (email, role, token_hash, expires_at)
        values ('new@example.com', 'admin', 'hash-of-token', now() + interval '7 days')`,
  );
  // A position with an application and its history (the CV's file lives in the private storage).
  const position = await owner.post("/admin/careers/new", {
    title: "Geologist «ሀ»",
    slug: "geologist",
    sector: "mining",
    location: "Sululta",
    employmentType: "FULL_TIME",
    closesAt: "2031-01-31T17:00",
    description: "## The role\n\nYou map **copper**.",
    requirements: "- A degree",
    howToApply: "",
    publication: "published",
  });
  expect(position.status).toBe(302);
  await test.database.db.execute(
    sql`insert into applications (position_id, name, email, phone, consent_at, cv_key, cv_name, cv_type, cv_bytes, cv_sha256)
        select id, 'Hana «ሀ»', 'hana@example.com', '+251 911 000 000', now(), '1764000000000-0b7c2f9e-aaaa-bbbb-cccc-000000000000.pdf', 'cv.pdf', 'application/pdf', 1234, 'abc' from positions`,
  );
  await test.database.db.execute(
    sql`insert into application_events (application_id, status, note) select id, 'reviewing', 'A note' from applications`,
  );
  // An old address of a published article (and its search vector, which is not in the backup
  // but made again on restore).
  await test.database.db.execute(
    sql`insert into slug_redirects (old_slug, article_id)
        select 'an-older-address', id from news_articles where slug = 'a-draft'`,
  );
  // An alert subscriber whose alert of the published article is queued and one sent.
  await test.database.db.execute(
    sql`insert into alert_subscribers (email, language, frequency, topics, state, confirmed_at)
        values ('reader@example.com', 'am', 'daily', '{"news":{"sectors":["mining"]},"tenders":{"sectors":[],"categories":["works"]}}', 'active', now())`,
  );
  await test.database.db.execute(
    sql`insert into alert_items (kind, item_id, queued_at, subscribers)
        select 'article', id, now(), 1 from news_articles where published limit 1`,
  );
  await test.database.db.execute(
    sql`insert into alert_messages (subscriber_id, state, attempts, sent_at)
        select id, 'sent', 1, now() from alert_subscribers`,
  );
  await test.database.db.execute(
    sql`insert into alert_deliveries (subscriber_id, kind, item_id, due_at, message_id)
        select s.id, i.kind, i.item_id, now(), m.id
        from alert_subscribers s, alert_items i, alert_messages m`,
  );
  // Insight: a day's totals, today's salt and a mark, a search, a 404, a redirect and a link
  // check's finding.
  for (const statement of [
    sql`insert into insight_hours (hour, views, visitors) values ('2026-11-27T09:00:00Z', 12, 3)`,
    sql`insert into insight_days (day, dimension, key, views) values ('2026-11-27', 'page', '/am/news', 12)`,
    sql`insert into insight_salts (day, salt) values ('2026-11-27', 'c2FsdA')`,
    sql`insert into insight_visitors (day, mark) values ('2026-11-27', '0123456789abcdef')`,
    sql`insert into insight_searches (day, locale, query, searches, results) values ('2026-11-27', 'am', 'ቡና', 2, 0)`,
    sql`insert into not_found_paths (path, referrer_host, hits) values ('/old-brochure', 'example.com', 4)`,
    sql`insert into redirects (from_path, "to", status) values ('/old-brochure', '/investors', 301)`,
    sql`insert into link_problems (kind, item_id, item_title, url, problem) values ('site', null, 'Home', '/no-such-page', 'not-found')`,
    sql`insert into link_check_state (id, links, problems) values (1, 3, 1)`,
    // A company sign-in identity and the session it began; a webhook endpoint with an event
    // delivered after one failed attempt, and the items it has seen public.
    sql`insert into oidc_identities (user_id, provider, subject, email)
        select id, 'microsoft', 'sub-1', email from "user" limit 1`,
    sql`insert into session_sign_ins (session_id, provider, provider_mfa)
        select id, 'microsoft', true from session limit 1`,
    sql`insert into webhook_endpoints (id, url, events, secret)
        values ('20000000-0000-4000-8000-000000000001', 'https://hooks.example.com/aig', '["article.published"]', 'sealed')`,
    sql`insert into webhook_events (id, type, subject, payload)
        values ('20000000-0000-4000-8000-000000000002', 'article.published', 'article:x', '{"id":"x"}')`,
    sql`insert into webhook_deliveries (id, endpoint_id, event_id, state, attempts, last_status)
        values ('20000000-0000-4000-8000-000000000003', '20000000-0000-4000-8000-000000000001',
                '20000000-0000-4000-8000-000000000002', 'delivered', 2, 204)`,
    sql`insert into webhook_attempts (delivery_id, status, duration_ms)
        values ('20000000-0000-4000-8000-000000000003', 503, 40),
               ('20000000-0000-4000-8000-000000000003', 204, 12)`,
    sql`insert into webhook_items (kind, item_id, updated_at)
        select 'article', id, updated_at from news_articles where published`,
  ]) {
    await test.database.db.execute(statement);
  }
  const snapshot = await snapshotTables(test.database.db);
  const translated = (snapshot.news_articles as { translations: object }[]).filter(
    (row) => Object.keys(row.translations).length > 0,
  );
  expect(translated).toHaveLength(1);
  // Every table has something to carry over.
  for (const table of TABLES) expect(snapshot[table]?.length, table).toBeGreaterThan(0);
  return snapshot;
}

/**
 * The library's files of a tender and a document: the bid document, the report's English and
 * Amharic PDFs, the report's cover (listed after the PDF that names it, by id: restored first
 * all the same) and a press kit's logo. Rows and keys as an upload stores them.
 */
const LIBRARY = {
  bidDocument: {
    id: "10000000-0000-4000-8000-000000000001",
    hash: "b1d0c0000000000000000000000000b1",
  },
  reportEn: {
    id: "10000000-0000-4000-8000-000000000002",
    hash: "e0000000000000000000000000000e01",
  },
  reportAm: {
    id: "10000000-0000-4000-8000-000000000003",
    hash: "a0000000000000000000000000000a01",
  },
  cover: { id: "f0000000-0000-4000-8000-000000000004", hash: "c0000000000000000000000000000c01" },
  logo: { id: "10000000-0000-4000-8000-000000000005", hash: "10600000000000000000000000000001" },
};
const LIBRARY_FILES: [key: string, bytes: Buffer, contentType: string][] = [
  [`${LIBRARY.bidDocument.hash}.pdf`, pdf(2), "application/pdf"],
  [`${LIBRARY.reportEn.hash}.pdf`, pdf(3), "application/pdf"],
  [`${LIBRARY.reportAm.hash}.pdf`, pdf(1), "application/pdf"],
  [`${LIBRARY.cover.hash}-640.webp`, crypto.randomBytes(20_000), "image/webp"],
  [`${LIBRARY.logo.hash}-640.png`, crypto.randomBytes(5_000), "image/png"],
];

/**
 * A published tender with its bid document, an amendment that extends it, a published question
 * and a registration; a published annual report with two PDFs, a rendered cover, the text of its
 * pages and downloads; a press kit with a logo; a review and its comment.
 */
async function seedTenderAndDocument(test: TestDatabase) {
  const db = test.database.db;
  const { bidDocument, reportEn, reportAm, cover, logo } = LIBRARY;
  await db.execute(
    sql`insert into media (id, kind, state, hash, original_name, content_type, bytes, width, height, alt)
        values (${cover.id}, 'image', 'ready', ${cover.hash}, 'cover.png', 'image/png', 20000, 595, 842, 'The report''s cover'),
               (${logo.id}, 'image', 'ready', ${logo.hash}, 'logo «ሀ».png', 'image/png', 5000, 640, 640, 'The group''s logo')`,
  );
  await db.execute(
    sql`insert into media (id, kind, state, hash, original_name, content_type, bytes, pages, text_state, cover_id)
        values (${bidDocument.id}, 'document', 'ready', ${bidDocument.hash}, 'bid-document.pdf', 'application/pdf', ${pdf(2).length}, 2, 'none', null),
               (${reportEn.id}, 'document', 'ready', ${reportEn.hash}, 'annual-report-en.pdf', 'application/pdf', ${pdf(3).length}, 3, 'found', ${cover.id}),
               (${reportAm.id}, 'document', 'ready', ${reportAm.hash}, 'ዓመታዊ-ሪፖርት.pdf', 'application/pdf', ${pdf(1).length}, 1, 'found', null)`,
  );
  await db.execute(
    sql`insert into media_pages (media_id, page, text) values
        (${reportEn.id}, 1, 'Chairman''s letter and the year in figures.'),
        (${reportEn.id}, 2, 'The Gambella concession delivered its first copper concentrate.'),
        (${reportAm.id}, 1, 'የዓመቱ ሪፖርት «ሀ»')`,
  );
  await db.execute(
    sql`insert into media_downloads (media_id, day, count) values (${reportEn.id}, '2026-11-26', 4), (${bidDocument.id}, '2026-11-27', 2)`,
  );
  await db.execute(
    sql`insert into tenders (title, slug, reference, category, method, description, eligibility, bid_security, document_fee, contact, closes_at, extended_to, opening_at, opening_place, questions_until, documents, translations, published, published_at)
        values ('Supply of copper cathode «ሀ»', 'copper-cathode', 'AIG/NCB/2026/014', 'goods', 'ncb',
                '## Scope

Ten tonnes.', 'Registered suppliers', '2% of the bid price', 'ETB 500', 'procurement@example.com',
                '2031-01-31T08:00:00Z', '2031-02-14T08:00:00Z', '2031-02-14T08:30:00Z', 'Bole, Addis Ababa', '2031-01-20T08:00:00Z',
                ${JSON.stringify([{ media: bidDocument.id, title: "Bid document «ሀ»" }])}::jsonb,
                ${JSON.stringify({ am: { title: "የመዳብ አቅርቦት", description: "ወሰን", eligibility: "", contact: "", openingPlace: "ቦሌ" } })}::jsonb,
                true, '2026-11-01T08:00:00Z')`,
  );
  await db.execute(
    sql`insert into tender_amendments (tender_id, number, text, new_closes_at, documents)
        select id, 1, 'The closing date is extended by two weeks.', '2031-02-14T08:00:00Z', '[]'::jsonb from tenders`,
  );
  await db.execute(
    sql`insert into tender_questions (tender_id, name, company, email, question, language, state, answer, answered_at)
        select id, 'Hana «ሀ»', 'Copper Ltd', 'hana@example.com', 'Is a joint venture eligible?', 'am', 'published', 'Yes, with a lead partner.', now() from tenders`,
  );
  await db.execute(
    sql`insert into tender_registrations (tender_id, company, contact_name, email, phone, language)
        select id, 'Copper Ltd', 'Hana', 'hana@example.com', '+251 911 000 000', 'am' from tenders`,
  );
  await db.execute(
    sql`insert into documents (title, slug, type, fiscal_year, document_date, summary, files, press_kit, translations, published, published_at)
        values ('Annual Report 2017 «ሀ»', 'annual-report-2017', 'annual-report', 2017, '2025-03-15', 'The year of the Modjo plant.',
                ${JSON.stringify([
                  { media: reportEn.id, title: "Annual Report 2017", language: "en" },
                  { media: reportAm.id, title: "ዓመታዊ ሪፖርት 2017", language: "am" },
                ])}::jsonb, '[]'::jsonb, ${JSON.stringify({ am: { title: "ዓመታዊ ሪፖርት 2017", summary: "" } })}::jsonb,
                true, '2025-03-15T08:00:00Z'),
               ('Press kit', 'press-kit', 'press-kit', 2018, '2025-09-01', '', '[]'::jsonb,
                ${JSON.stringify([{ media: logo.id, title: "Logo" }])}::jsonb, '{}'::jsonb, true, '2025-09-01T08:00:00Z')`,
  );
  await db.execute(
    sql`insert into content_reviews (kind, item_id, state) select 'document', id, 'in_review' from documents where slug = 'press-kit'`,
  );
  await db.execute(
    sql`insert into content_comments (kind, item_id, author_email, body) select 'document', id, 'owner@example.com', 'Add the photos «ሀ».' from documents where slug = 'press-kit'`,
  );
}

async function backup(test: TestDatabase): Promise<string[]> {
  const lines: string[] = [];
  await backupDatabase(test.database.db, (line) => {
    lines.push(line);
  });
  return lines;
}

/** Media files of every kind, an empty one included. */
const MEDIA: [key: string, bytes: Buffer, contentType: string][] = [
  ["3f9a1c-1280.webp", crypto.randomBytes(1024 * 1024), "image/webp"],
  ["5b7e2d.mp4", crypto.randomBytes(2 * 1024 * 1024), "video/mp4"],
  ["3f9a1c-640.avif", crypto.randomBytes(70_000), "image/avif"],
  ["3f9a1c.jpg", crypto.randomBytes(250_000), "image/jpeg"],
  ["annual-report-2026.pdf", crypto.randomBytes(400_000), "application/pdf"],
  ["empty.gif", Buffer.alloc(0), "image/gif"],
];

/** Every file of a storage: key → content type and bytes. */
async function filesOf(storage: MediaStorage) {
  const files: Record<string, { contentType: string; bytes: Buffer }> = {};
  for await (const key of storage.keys()) {
    const object = await storage.get(key);
    if (!object) throw new Error(`${key} vanished`);
    files[key] = { contentType: object.contentType, bytes: await buffer(object.body) };
  }
  return files;
}

const PAIRS: [Engine, Engine][] = ENGINES.flatMap((from) =>
  ENGINES.map((to) => [from, to] as [Engine, Engine]),
);

describe("backup and restore", () => {
  const open: TestDatabase[] = [];
  afterEach(async () => {
    for (const test of open.splice(0)) await test.drop();
  });
  async function fresh(engine: Engine) {
    const test = await createTestDatabase(engine);
    await test.database.migrate();
    open.push(test);
    return test;
  }

  it("carries every table of the schema: a new one cannot be left out", async () => {
    const test = await fresh("embedded");
    const result = await test.database.db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
    );
    const tables = (result as unknown as { rows: { name: string }[] }).rows.map((r) => r.name);
    // The migrations' own journal is the database's, not the site's.
    expect([...TABLES].sort()).toEqual(tables.filter((name) => !name.startsWith("__drizzle")));
  });

  it("gives a column missing from an older backup its default", async () => {
    const source = await fresh("embedded");
    await seed(source);
    const lines = (await backup(source)).map((line) =>
      line.startsWith('{"table":"videos"')
        ? line.replace(/"category":"[^"]*",?/, "").replace(/"translations":\{[^}]*\}\},?/, "")
        : line,
    );
    const videoLines = lines.filter((line) => line.startsWith('{"table":"videos"'));
    expect(videoLines.some((line) => line.includes("translations"))).toBe(false);
    const target = await fresh("embedded");
    await restoreDatabase(target.database.db, lines);
    const videosAfter = (await snapshotTables(target.database.db)).videos as {
      category: string;
      translations: object;
    }[];
    expect(videosAfter.map((v) => v.category)).toEqual(["EV Technology"]);
    // A backup from before translations: none.
    expect(videosAfter.map((v) => v.translations)).toEqual([{}]);
  });

  it.each(PAIRS)("round-trips every table exactly, %s to %s", async (from, to) => {
    const source = await fresh(from);
    const before = await seed(source);
    const lines = await backup(source);
    const target = await fresh(to);
    const { rows } = await restoreDatabase(target.database.db, lines);
    expect(rows).toBe(Object.values(before).reduce((n, list) => n + list.length, 0));
    const after = await snapshotTables(target.database.db);
    expect(after).toEqual(before);
    // Translations come back with their articles and videos, and in their versions.
    expect(JSON.stringify(after.news_articles)).toContain("ማጠቃለያ\\nበሁለት መስመር");
    expect(JSON.stringify(after.videos)).toContain("Kilippii sibiilaa");
    expect(JSON.stringify(after.content_versions)).toContain("translations.am.title");
    // The search finds the restored articles (their vectors are made again from the text).
    const found = await target.database.db.execute(
      sql`select slug from news_articles where search_vector @@ websearch_to_tsquery('english', 'plant')`,
    );
    expect((found as unknown as { rows: { slug: string }[] }).rows.map((r) => r.slug)).toEqual([
      "ev-plant",
    ]);
  });

  it("refuses a non-empty target, a truncated file and a foreign file, restoring nothing", async () => {
    const source = await fresh(ENGINES[0] ?? "embedded");
    const before = await seed(source);
    const lines = await backup(source);
    await expect(restoreDatabase(source.database.db, lines)).rejects.toThrow(/not empty/);
    expect(await snapshotTables(source.database.db)).toEqual(before);

    const target = await fresh("embedded");
    const empty = await snapshotTables(target.database.db);
    await expect(restoreDatabase(target.database.db, lines.slice(0, -3))).rejects.toThrow(
      /incomplete/,
    );
    await expect(restoreDatabase(target.database.db, ['{"hello":"world"}'])).rejects.toThrow(
      /not a backup/,
    );
    const tampered = [...lines.slice(0, -1), '{"end":true,"rows":1}'];
    await expect(restoreDatabase(target.database.db, tampered)).rejects.toThrow(/holds/);
    // A backup from a version with columns this one does not know is refused.
    const newer = lines.map((line) =>
      line.startsWith('{"table":"videos"') ? line.replace('"row":{', '"row":{"rating":5,') : line,
    );
    await expect(restoreDatabase(target.database.db, newer)).rejects.toThrow(
      /columns this version does not know \(videos\.rating\)/,
    );
    // Each failed restore was rolled back as a whole.
    expect(await snapshotTables(target.database.db)).toEqual(empty);
  });

  it("npm run db:backup and db:restore round-trip an embedded data folder through a .gz file, its media into a bucket", async () => {
    const sourceDir = migratedDataDir();
    const targetDir = migratedDataDir();
    const file = path.join(tempDir(), "site.jsonl.gz");
    const s3 = await startS3Server();
    try {
      const sourceMedia = folderStorage(path.join(sourceDir, "media"));
      for (const [key, bytes, contentType] of MEDIA) await sourceMedia.put(key, bytes, contentType);
      const source = await openEmbeddedDatabase(path.join(sourceDir, "pgdata"));
      await source.migrate();
      const before = await seed({
        database: source,
        location: sourceDir,
        connectAgain: () => Promise.reject(new Error("unused")),
        drop: () => source.close(),
      });
      await source.close();

      const env = { ...process.env, DATABASE_URL: "", DATA_DIR: sourceDir };
      const npm = (args: string[], dataDir: string) =>
        run("npm", ["run", "--silent", ...args], {
          cwd: PROJECT_ROOT,
          env: { ...env, DATA_DIR: dataDir },
        });
      const backedUp = await npm(["db:backup", "--", "--out", file], sourceDir);
      expect(backedUp.stderr).toMatch(
        /Backed up the data folder .*: \d+ rows .* and 6 media files from .*media to /,
      );
      expect(fs.readFileSync(file).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b])); // gzip

      // The target keeps its media in a bucket: the same file restores into either storage.
      const bucket = {
        S3_BUCKET: s3.bucket,
        S3_ENDPOINT: s3.endpoint,
        S3_ACCESS_KEY_ID: s3.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      };
      const restore = () =>
        run("npm", ["run", "--silent", "db:restore", "--", file], {
          cwd: PROJECT_ROOT,
          env: { ...env, DATA_DIR: targetDir, ...bucket },
        });
      const restored = await restore();
      expect(restored.stderr).toMatch(/Restored \d+ rows and 6 media files .* the bucket media/);
      // Restoring again into the now filled folder and bucket is refused.
      await expect(restore()).rejects.toMatchObject({
        stderr: expect.stringContaining(
          "Nothing was restored: the target media storage is not empty",
        ),
      });
      const targetMedia = await filesOf(s3Storage({ ...s3, region: "us-east-1" }));
      expect(Object.keys(targetMedia).sort()).toEqual(MEDIA.map(([key]) => key).sort());
      for (const [key, bytes, contentType] of MEDIA) {
        expect(targetMedia[key]?.contentType, key).toBe(contentType);
        expect(targetMedia[key]?.bytes.equals(bytes), key).toBe(true);
      }

      const target = await openEmbeddedDatabase(path.join(targetDir, "pgdata"));
      try {
        expect(await snapshotTables(target.db)).toEqual(before);
      } finally {
        await target.close();
      }
    } finally {
      await s3.stop();
      for (const dir of [sourceDir, targetDir, path.dirname(file)]) {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    }
  });
});

describe.each(["folder", "s3"] as const)(
  "backup and restore with the media, %s storage",
  (kind) => {
    const cleanups: (() => Promise<void>)[] = [];
    afterEach(async () => {
      for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    });
    async function fresh() {
      const test = await createTestDatabase("embedded");
      await test.database.migrate();
      cleanups.push(() => test.drop());
      return test;
    }
    const s3Servers = new Map<MediaStorage, TestS3Server>();
    /** An empty storage of this kind. */
    async function emptyStorage(): Promise<MediaStorage> {
      if (kind === "folder") {
        const dir = tempDir("aig-media-");
        cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
        return folderStorage(path.join(dir, "media"));
      }
      const server: TestS3Server = await startS3Server();
      cleanups.push(() => server.stop());
      const storage = s3Storage({ ...server, region: "us-east-1", pageSize: 2 });
      s3Servers.set(storage, server);
      return storage;
    }
    /** The private storage of applicants' files beside `media`: a folder, or the bucket's prefix. */
    async function privateStorageBeside(media: MediaStorage): Promise<MediaStorage> {
      if (kind === "folder") {
        const dir = tempDir("aig-applications-");
        cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
        return folderStorage(path.join(dir, "applications"));
      }
      const server = s3Servers.get(media);
      if (!server) throw new Error("no S3 server for this storage");
      return s3Storage({ ...server, region: "us-east-1", pageSize: 2, prefix: "private/cv/" });
    }
    async function seededSource() {
      const source = await fresh();
      const rows = await seed(source);
      const storage = await emptyStorage();
      for (const [key, bytes, contentType] of MEDIA) await storage.put(key, bytes, contentType);
      const lines: string[] = [];
      const result = await backupWithMedia(source.database.db, storage, (line) => {
        lines.push(line);
      });
      expect(result.media).toBe(MEDIA.length);
      return { rows, files: await filesOf(storage), lines };
    }

    it("round-trips the rows and every file's bytes and content type", async () => {
      const { rows, files, lines } = await seededSource();
      expect(Object.keys(files).sort()).toEqual(MEDIA.map(([key]) => key).sort());
      // One line per file, after the rows and before the end marker.
      expect(lines.filter((line) => line.startsWith('{"media":'))).toHaveLength(MEDIA.length);
      expect(lines.at(-1)).toMatch(/^\{"end":true,"rows":\d+,"media":6\}$/);

      const target = await fresh();
      const storage = await emptyStorage();
      const result = await restoreWithMedia(target.database.db, storage, lines);
      expect(result.media).toBe(MEDIA.length);
      expect(await snapshotTables(target.database.db)).toEqual(rows);
      const restored = await filesOf(storage);
      expect(Object.keys(restored).sort()).toEqual(Object.keys(files).sort());
      for (const [key, bytes, contentType] of MEDIA) {
        expect(restored[key]?.contentType, key).toBe(contentType);
        expect(restored[key]?.bytes.equals(bytes), key).toBe(true);
      }
    });

    it.each(ENGINES)(
      "restores a tender and a document with their files: the same bytes, the pages and search inside the PDF (%s)",
      async (engine) => {
        const sourceDir = tempDir("aig-data-");
        cleanups.push(async () => fs.rmSync(sourceDir, { recursive: true, force: true }));
        const source = await createTestDatabase(engine);
        await source.database.migrate();
        cleanups.push(() => source.drop());
        const rows = await seed(source);
        const storage = await emptyStorage();
        for (const [key, bytes, contentType] of LIBRARY_FILES) {
          await storage.put(key, bytes, contentType);
        }
        const lines: string[] = [];
        await backupWithMedia(source.database.db, storage, (line) => {
          lines.push(line);
        });

        // Restored into a data folder a site runs on (its media in DATA_DIR/media).
        const targetDir = tempDir("aig-data-");
        cleanups.push(async () => fs.rmSync(targetDir, { recursive: true, force: true }));
        const target = await createTestDatabase(engine);
        await target.database.migrate();
        cleanups.push(() => target.drop());
        const restoredStorage = folderStorage(path.join(targetDir, "media"));
        const result = await restoreWithMedia(target.database.db, restoredStorage, lines);
        expect(result.media).toBe(LIBRARY_FILES.length);
        const after = await snapshotTables(target.database.db);
        expect(after).toEqual(rows);
        for (const table of [
          "tenders",
          "tender_amendments",
          "tender_questions",
          "tender_registrations",
          "documents",
          "media_pages",
        ]) {
          expect(after[table]?.length, table).toBeGreaterThan(0);
        }

        const visitor = new TestClient(appOn(target.database, { DATA_DIR: targetDir }));
        const read = async (address: string) => {
          const response = await visitor.get(address);
          expect(response.status, address).toBe(200);
          return response.text();
        };
        const tender = await read("/tenders/copper-cathode");
        expect(tender).toContain("AIG/NCB/2026/014");
        expect(tender).toContain("The closing date is extended by two weeks.");
        expect(tender).toContain("Yes, with a lead partner.");
        expect(tender).toContain(`href="/uploads/${LIBRARY.bidDocument.hash}.pdf"`);
        const report = await read("/documents/annual-report-2017");
        expect(report).toContain(`href="/uploads/${LIBRARY.reportEn.hash}.pdf"`);
        expect(report).toContain(`href="/uploads/${LIBRARY.reportAm.hash}.pdf"`);
        // Every file served again, byte for byte.
        for (const [key, bytes] of LIBRARY_FILES) {
          const response = await visitor.get(`/uploads/${key}`);
          expect(response.status, key).toBe(200);
          expect(Buffer.from(await response.arrayBuffer()).equals(bytes), key).toBe(true);
        }
        // Site search finds the report by a word only inside its PDF, on its page.
        const found = await read("/search?q=Gambella");
        expect(found).toContain('href="/documents/annual-report-2017"');
        expect(found).toContain(`href="/uploads/${LIBRARY.reportEn.hash}.pdf#page=2"`);
      },
    );

    it("carries applicants' CVs in the same file, back into their private storage", async () => {
      const source = await fresh();
      await seed(source);
      const media = await emptyStorage();
      const applications = await privateStorageBeside(media);
      const cv = pdf(2);
      const [key, bytes, contentType] = MEDIA[0] as (typeof MEDIA)[number];
      await media.put(key, bytes, contentType);
      await applications.put("1764000000000-cv.pdf", cv, "application/pdf");
      const lines: string[] = [];
      await backupWithMedia(
        source.database.db,
        media,
        (line) => {
          lines.push(line);
        },
        applications,
      );
      expect(lines.filter((line) => line.startsWith('{"media":"applications/'))).toHaveLength(1);

      const target = await fresh();
      const targetMedia = await emptyStorage();
      const targetApplications = await privateStorageBeside(targetMedia);
      const result = await restoreWithMedia(
        target.database.db,
        targetMedia,
        lines,
        targetApplications,
      );
      expect(result.media).toBe(2);
      // Each file in the storage it came from: the CV never among the public media.
      expect(Object.keys(await filesOf(targetMedia))).toEqual([key]);
      const restored = await filesOf(targetApplications);
      expect(Object.keys(restored)).toEqual(["1764000000000-cv.pdf"]);
      expect(restored["1764000000000-cv.pdf"]?.bytes.equals(cv)).toBe(true);
      // Without a private storage to put it in, nothing is restored.
      const third = await fresh();
      await expect(
        restoreWithMedia(third.database.db, await emptyStorage(), lines),
      ).rejects.toThrow("no applications storage was given");
    });

    it("refuses a storage that holds files, and a failed restore leaves nothing behind", async () => {
      const { lines } = await seededSource();
      const target = await fresh();
      const empty = await snapshotTables(target.database.db);

      const occupied = await emptyStorage();
      await occupied.put("already-here.png", Buffer.from("png"), "image/png");
      await expect(restoreWithMedia(target.database.db, occupied, lines)).rejects.toThrow(
        /media storage is not empty \(it holds already-here\.png\)/,
      );

      // These fail after some files were stored: those are removed again, the rows rolled back.
      const storage = await emptyStorage();
      const miscounted = [...lines.slice(0, -1), lines.at(-1)?.replace('"media":6', '"media":5')];
      await expect(
        restoreWithMedia(target.database.db, storage, miscounted as string[]),
      ).rejects.toThrow(/holds 6 media files but says it has 5/);
      const damaged = lines.map((line) =>
        line.startsWith('{"media":"3f9a1c.jpg"') ? line.replace(/"data":"..../, '"data":"') : line,
      );
      await expect(restoreWithMedia(target.database.db, storage, damaged)).rejects.toThrow(
        /the media file "3f9a1c.jpg" is damaged/,
      );
      const truncated = lines.slice(0, -2);
      await expect(restoreWithMedia(target.database.db, storage, truncated)).rejects.toThrow(
        /incomplete/,
      );
      expect(await filesOf(storage)).toEqual({});
      expect(await snapshotTables(target.database.db)).toEqual(empty);
    });

    it("restores a backup made before the media, which has no media lines", async () => {
      const source = await fresh();
      const rows = await seed(source);
      const lines: string[] = [];
      await backupDatabase(source.database.db, (line) => {
        lines.push(line);
      });
      // The end marker as it was then.
      const older = [...lines.slice(0, -1), `{"end":true,"rows":${lines.length - 2}}`];
      const target = await fresh();
      const storage = await emptyStorage();
      expect(await restoreWithMedia(target.database.db, storage, older)).toEqual({
        rows: lines.length - 2,
        media: 0,
      });
      expect(await snapshotTables(target.database.db)).toEqual(rows);
      expect(await filesOf(storage)).toEqual({});
    });
  },
);
