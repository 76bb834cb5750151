import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { storeApplication } from "../../app/features/careers/applications.server";
import { storeContactMessage } from "../../app/features/contact/contact.server";
import { folderStorage } from "../../app/features/media/storage.server";
import { insertMedia } from "../../app/features/media/store.server";
import { recordActivity } from "../../app/lib/activity.server";
import type { AppDatabase } from "../../db/client.server";
import {
  activity,
  applications,
  contactMessages,
  media,
  newsArticles,
  positions,
  videos,
} from "../../db/schema";
import { textOf } from "../support/html";
import { TestClient } from "../support/http-client";
import { pdf } from "../support/media-fixtures";
import { appOn } from "../support/test-app";
import { ENGINES, perTestDatabase, tempDir } from "../support/test-database";

/** The rows' titles in the order the page shows them. */
function titlesIn(html: string): string[] {
  return [...html.matchAll(/<h3 id="t[0-9a-z]+">([^<]*)<\/h3>/g)].map((match) => match[1] ?? "");
}

/** The 'Show older' link's `?before=` cursor, or undefined on the last page. */
function olderCursor(html: string): string | undefined {
  const link = /<a href="([^"]*)"[^>]*>Show older<\/a>/.exec(html)?.[1];
  if (!link) return undefined;
  return new URL(link.replaceAll("&amp;", "&"), "http://site").searchParams.get("before") ?? "";
}

/** A fresh database and its app, with its owner signed in. */
async function signedInOwner(freshDatabase: ReturnType<typeof perTestDatabase>) {
  const test = await freshDatabase();
  const admin = new TestClient(appOn(test.database));
  await admin.signUp("owner@example.com");
  await admin.signIn("owner@example.com");
  return { db: test.database.db, admin };
}

describe.each(ENGINES)("admin lists loaded a page at a time on %s", (engine) => {
  const freshDatabase = perTestDatabase(engine);

  async function setup() {
    const { db, admin } = await signedInOwner(freshDatabase);
    // 130 articles: 40 made at the very same instant, 30 a microsecond apart (one millisecond
    // holds them all), the others a minute apart; every third is about copper; one in the trash.
    const article = (i: number) => ({
      title: `${i % 3 === 0 ? "Copper" : "Coffee"} report ${String(i).padStart(3, "0")}`,
      slug: `report-${i}`,
      summary: "Summary.",
      content: "Body.",
      author: "Addis Investment Group",
      createdAt:
        i < 40
          ? sql`'2026-03-01 08:00:00.500000+00'::timestamptz`
          : i < 70
            ? sql`'2026-03-01 09:00:00.000000+00'::timestamptz + ${i - 40} * interval '1 microsecond'`
            : sql`'2026-03-01 10:00:00+00'::timestamptz + ${i} * interval '1 minute'`,
    });
    await db.insert(newsArticles).values(Array.from({ length: 130 }, (_, i) => article(i)));
    await db.insert(newsArticles).values({
      ...article(0),
      title: "Copper report in the trash",
      slug: "trashed",
      createdAt: new Date(),
      deletedAt: new Date(),
    });
    const expected = await db
      .select({ title: newsArticles.title })
      .from(newsArticles)
      .where(and(isNull(newsArticles.deletedAt)))
      .orderBy(desc(newsArticles.createdAt), desc(newsArticles.id));
    return { admin, expected: expected.map((row) => row.title) };
  }

  /** Every row of a list, following its pages from `first`, `rows` at a time. */
  async function walk(admin: TestClient, first: string, rows: number) {
    const seen: string[] = [];
    let address = `${first}${first.includes("?") ? "&" : "?"}rows=${rows}`;
    for (let pages = 0; pages < 100; pages++) {
      const response = await admin.get(address);
      expect(response.status).toBe(200);
      const html = await response.text();
      const titles = titlesIn(html);
      expect(titles.length).toBeLessThanOrEqual(rows);
      seen.push(...titles);
      const cursor = olderCursor(html);
      if (cursor === undefined) return { seen, pages: pages + 1 };
      const url = new URL(address, "http://site");
      url.searchParams.set("before", cursor);
      address = `${url.pathname}${url.search}`;
    }
    throw new Error("the list never ended");
  }

  it("shows the newest rows first and every older one once, across pages of equal times", async () => {
    const { admin, expected } = await setup();
    const first = await (await admin.get("/admin")).text();
    // The first screen: 50 rows, the counts of the whole list, and a link to the next rows.
    expect(titlesIn(first)).toEqual(expected.slice(0, 50));
    expect(first).toContain("130 articles");
    expect(olderCursor(first)).toMatch(/^2026-03-01T\d\d:\d\d:\d\d\.\d{6}Z_[0-9a-f-]{36}$/);
    // Pages of 7 cut through the rows made at one instant and those a microsecond apart.
    const { seen, pages } = await walk(admin, "/admin", 7);
    expect(pages).toBe(Math.ceil(130 / 7));
    expect(seen).toEqual(expected);
    expect(new Set(seen).size).toBe(130);
    expect(seen).not.toContain("Copper report in the trash");
  });

  it("filters in the database, counts what it lets through, and keeps the filter on older pages", async () => {
    const { admin, expected } = await setup();
    const copper = expected.filter((title) => title.startsWith("Copper"));
    const first = await (await admin.get("/admin?q=COPPER")).text();
    expect(first).toContain(`Showing ${copper.length} of 130 articles`);
    expect(titlesIn(first)).toEqual(copper.slice(0, 44));
    const { seen } = await walk(admin, "/admin?q=copper", 5);
    expect(seen).toEqual(copper);
    // The 'Show older' link of a filtered list keeps its filter.
    const page = await (await admin.get("/admin?q=copper&rows=5")).text();
    expect(page).toMatch(/<a href="\/admin\?q=copper&amp;before=[^"]+"[^>]*>Show older<\/a>/);
    // The last page has no 'Show older'.
    const all = await (await admin.get("/admin?rows=1000")).text();
    expect(titlesIn(all)).toHaveLength(130);
    expect(all).not.toContain("Show older");
  });

  it("answers 400 to a cursor, a page size or a position it did not write", async () => {
    const { admin } = await setup();
    const id = "0b8f3c1e-4d2a-4e6b-9c7d-2f1e0a9b8c7d";
    for (const query of [
      "before=garbage",
      `before=2026-02-31T10:00:00.000000Z_${id}`,
      `before=2026-03-01T10:00:00.000Z_${id}`,
      "before=2026-03-01T10:00:00.000000Z_not-a-uuid",
      `before=${encodeURIComponent("2026-03-01T10:00:00.000000Z_'); drop table news_articles; --")}`,
      "rows=0",
      "rows=1001",
      "rows=ten",
      "at=-1",
    ]) {
      const response = await admin.get(`/admin?${query}`);
      expect(response.status, query).toBe(400);
      // The page names the refusal for what it is, and says why.
      const page = textOf(await response.text());
      expect(page, query).toContain("400 Bad Request");
      expect(page, query).toContain("This list address is not valid.");
    }
    // A well-made cursor of a row that is not there still lists what is older than it.
    const past = await (await admin.get(`/admin?before=2026-03-01T08:59:00.000000Z_${id}`)).text();
    expect(titlesIn(past)).toHaveLength(40);
    expect(past).not.toContain("Show older");
  });
});

/** The ids a list's rows link to (`/admin/messages/<id>`) or are named by, in page order. */
function idsIn(html: string, pattern: RegExp): string[] {
  return [...html.matchAll(pattern)].map((match) => match[1] ?? "");
}

const MESSAGE_IDS = /href="\/admin\/messages\/([0-9a-f-]{36})"/g;
const APPLICATION_IDS = /href="\/admin\/careers\/applications\/([0-9a-f-]{36})"/g;
const UPLOAD_IDS = /<h3 id="media-([0-9a-f-]{36})"/g;

describe.each(ENGINES)(
  "messages, applications and the media library loaded a page at a time on %s",
  (engine) => {
    const freshDatabase = perTestDatabase(engine);
    const ROWS = 65;

    /**
     * `ROWS` rows made by `make` (through the data layer), then dated as the content lists'
     * test dates its own: 25 at the very same instant, the others a microsecond apart; the ids
     * newest first, as the list must show them.
     */
    async function rowsOf(
      db: AppDatabase,
      table: typeof contactMessages | typeof applications | typeof media,
      make: (i: number) => Promise<unknown>,
    ) {
      for (let i = 0; i < ROWS; i++) await make(i);
      const made = await db.select({ id: table.id }).from(table).orderBy(table.createdAt);
      for (const [i, row] of made.entries()) {
        const createdAt =
          i < 25
            ? sql`'2026-03-01 08:00:00.500000+00'::timestamptz`
            : sql`'2026-03-01 09:00:00+00'::timestamptz + ${i} * interval '1 microsecond'`;
        await db.update(table).set({ createdAt }).where(eq(table.id, row.id));
      }
      const ordered = await db
        .select({ id: table.id })
        .from(table)
        .orderBy(desc(table.createdAt), desc(table.id));
      return ordered.map((row) => row.id);
    }

    const setup = () => signedInOwner(freshDatabase);

    /** Every row of a list, page by page, following its 'Show older' links from `first`. */
    async function walk(admin: TestClient, first: string, pattern: RegExp) {
      const pages: string[][] = [];
      let address = first;
      for (let n = 0; n < 100; n++) {
        const response = await admin.get(address);
        expect(response.status, address).toBe(200);
        const html = await response.text();
        pages.push(idsIn(html, pattern));
        const cursor = olderCursor(html);
        if (cursor === undefined) return pages;
        const url: URL = new URL(address, "http://site");
        url.searchParams.set("before", cursor);
        address = `${url.pathname}${url.search}`;
      }
      throw new Error("the list never ended");
    }

    /** The first page holds the 50 newest; 'Show older' the rest, in order, each once. */
    async function expectPaged(admin: TestClient, path: string, pattern: RegExp, ids: string[]) {
      const pages = await walk(admin, path, pattern);
      expect(pages.map((page) => page.length)).toEqual([50, ROWS - 50]);
      expect(pages.flat()).toEqual(ids);
      // Pages of 7 cut through the rows made at one instant and those a microsecond apart.
      const small = await walk(admin, `${path}?rows=7`, pattern);
      expect(small).toHaveLength(Math.ceil(ROWS / 7));
      expect(small.flat()).toEqual(ids);
    }

    it("lists the messages newest first, 50 at a time, with the unread count of all", async () => {
      const { db, admin } = await setup();
      const ids = await rowsOf(db, contactMessages, (i) =>
        storeContactMessage(
          db,
          {
            name: "Hana Girma",
            email: "hana@example.com",
            subject: `Message ${i}`,
            message: "A question about the coffee exports.",
          },
          { ipHash: "test", userAgent: null },
        ),
      );
      await expectPaged(admin, "/admin/messages", MESSAGE_IDS, ids);
      expect(await (await admin.get("/admin/messages")).text()).toMatch(
        new RegExp(`Messages<span[^>]*>${ROWS}<span`),
      );
    });

    it("lists a position's applications newest first, 50 at a time, counted and exported whole", async () => {
      const { db, admin } = await setup();
      const [position] = await db
        .insert(positions)
        .values({
          title: "Coffee Grader",
          slug: "coffee-grader",
          location: "Addis Ababa",
          employmentType: "FULL_TIME",
          closesAt: new Date(Date.now() + 30 * 24 * 3600_000),
          description: "Grades coffee.",
          requirements: "A nose for coffee.",
        })
        .returning();
      if (!position) throw new Error("no position stored");
      const storage = folderStorage(tempDir());
      const ids = await rowsOf(db, applications, (i) =>
        storeApplication(
          db,
          storage,
          position.id,
          {
            name: `Applicant ${i}`,
            email: `applicant-${i}@example.com`,
            phone: "+251 911 234 567",
            coverLetter: "I graded coffee for five years.",
          },
          { bytes: pdf(), extension: "pdf", contentType: "application/pdf", name: "cv.pdf" },
          { language: "en", ipHash: "test" },
        ),
      );
      const path = `/admin/careers/${position.id}/applications`;
      await expectPaged(admin, path, APPLICATION_IDS, ids);
      expect(await (await admin.get(path)).text()).toContain(`${ROWS} applications`);
      expect((await admin.get(`${path}?before=garbage`)).status).toBe(400);
      // The export is every application, not the page's.
      const csv = await (await admin.get(`${path}.csv`)).text();
      expect(csv.match(/applicant-\d+@example\.com/g)).toHaveLength(ROWS);
    });

    it("lists the media library newest first, 50 at a time", async () => {
      const { db, admin } = await setup();
      const ids = await rowsOf(db, media, (i) =>
        insertMedia(db, {
          kind: "document",
          state: "ready",
          hash: `${String(i).padStart(4, "0")}${"ab".repeat(30)}`,
          originalName: `Annual report ${i}.pdf`,
          contentType: "application/pdf",
          bytes: 1000,
        }),
      );
      await expectPaged(admin, "/admin/media", UPLOAD_IDS, ids);
    });

    it("answers 400 to a cursor or a page size it did not write", async () => {
      const { admin } = await setup();
      const id = "0b8f3c1e-4d2a-4e6b-9c7d-2f1e0a9b8c7d";
      for (const path of ["/admin/messages", "/admin/media"]) {
        for (const query of [
          "before=garbage",
          `before=2026-02-31T10:00:00.000000Z_${id}`,
          `before=2026-03-01T10:00:00.000Z_${id}`,
          "rows=0",
          "rows=1001",
        ]) {
          const response = await admin.get(`${path}?${query}`);
          expect(response.status, `${path}?${query}`).toBe(400);
          expect(await response.text()).toContain("This list address is not valid.");
        }
      }
    });
  },
);

describe.each(ENGINES)("the activity log loaded a page at a time on %s", (engine) => {
  const freshDatabase = perTestDatabase(engine);

  /** The entries' titles as the page lists them (its data repeats them in a script). */
  function entriesIn(html: string): string[] {
    const list = /<ol[^>]*aria-label="Activity, newest first"[^>]*>(.*?)<\/ol>/s.exec(html)?.[1];
    return list?.match(/Entry \d{3}/g) ?? [];
  }

  /**
   * Every page of the log from `first`, following its 'Show older' links (`rows` to a page when
   * given, as the scrolling page asks).
   */
  async function walk(admin: TestClient, first: string, rows?: number) {
    const pages: string[][] = [];
    let address: string | undefined = first;
    for (let n = 0; address && n < 20; n++) {
      const response = await admin.get(address);
      expect(response.status, address).toBe(200);
      const html = await response.text();
      pages.push(entriesIn(html));
      const older = /<a href="([^"]*)"[^>]*>Show older<\/a>/.exec(html)?.[1];
      if (!older) return pages;
      const url = new URL(older.replaceAll("&amp;", "&"), "http://site");
      if (rows) url.searchParams.set("rows", String(rows));
      address = `${url.pathname}${url.search}`;
    }
    throw new Error("the log never ended");
  }

  it("shows the newest entries first and the older ones each once, a person's filter kept", async () => {
    const { db, admin } = await signedInOwner(freshDatabase);
    // 65 entries of Hana's and 13 of Dawit's, taken turn about; then 25 of them dated at the
    // very same instant (one transaction's entries share their time), the others a
    // microsecond apart.
    for (let i = 0; i < 78; i++) {
      await recordActivity(db, {
        actorId: null,
        actorEmail: i % 6 === 5 ? "dawit@example.com" : "hana@example.com",
        action: "sign-in-failed",
        subjectType: "account",
        subjectTitle: `Entry ${String(i).padStart(3, "0")}`,
      });
    }
    const made = await db
      .select({ id: activity.id })
      .from(activity)
      .where(sql`${activity.subjectTitle} like 'Entry %'`)
      .orderBy(activity.subjectTitle);
    for (const [i, row] of made.entries()) {
      const at =
        i < 25
          ? sql`'2026-03-01 08:00:00.500000+00'::timestamptz`
          : sql`'2026-03-01 09:00:00+00'::timestamptz + ${i} * interval '1 microsecond'`;
      await db.update(activity).set({ at }).where(eq(activity.id, row.id));
    }
    const newestFirst = async (person?: string) => {
      const rows = await db
        .select({ title: activity.subjectTitle })
        .from(activity)
        .where(
          and(
            sql`${activity.subjectTitle} like 'Entry %'`,
            person ? eq(activity.actorEmail, person) : undefined,
          ),
        )
        .orderBy(desc(activity.at), desc(activity.id));
      return rows.map((row) => row.title ?? "");
    };

    // Everyone's: the owner's own sign-ins are the newest, then the entries, 50 to a page.
    const everyone = await walk(admin, "/admin/activity");
    expect(everyone.flat()).toEqual(await newestFirst());
    expect(everyone).toHaveLength(2);

    // Hana's: 50, then the other 15; the 'Show older' link keeps her filter.
    const hana = await walk(admin, "/admin/activity?person=hana%40example.com");
    expect(hana.map((page) => page.length)).toEqual([50, 15]);
    expect(hana.flat()).toEqual(await newestFirst("hana@example.com"));
    const first = await (await admin.get("/admin/activity?person=hana%40example.com")).text();
    expect(first).toMatch(
      /<a href="\/admin\/activity\?person=hana%40example\.com&amp;before=[^"]+"[^>]*>Show older<\/a>/,
    );
    // Pages of 7 cut through the entries dated at one instant and those a microsecond apart.
    const small = await walk(admin, "/admin/activity?person=hana%40example.com&rows=7", 7);
    expect(small).toHaveLength(Math.ceil(65 / 7));
    expect(small.flat()).toEqual(await newestFirst("hana@example.com"));
  });

  it("answers 400 to a cursor or a page size it did not write", async () => {
    const { admin } = await signedInOwner(freshDatabase);
    const id = "0b8f3c1e-4d2a-4e6b-9c7d-2f1e0a9b8c7d";
    for (const query of [
      "before=garbage",
      `before=2026-02-31T10:00:00.000000Z_${id}`,
      `before=2026-03-01T10:00:00.000Z_${id}`,
      "person=hana%40example.com&before=garbage",
      "rows=0",
      "rows=1001",
    ]) {
      const response = await admin.get(`/admin/activity?${query}`);
      expect(response.status, query).toBe(400);
      expect(textOf(await response.text()), query).toContain("This list address is not valid.");
    }
  });
});

describe.each(ENGINES)("the trash loaded a page at a time on %s", (engine) => {
  const freshDatabase = perTestDatabase(engine);

  /** The trashed items' titles in page order (each has its 'Restore' button). */
  function trashedIn(html: string): string[] {
    return [...html.matchAll(/aria-label="Restore (Trashed \d{3})"/g)].map(
      (match) => match[1] ?? "",
    );
  }

  it("shows the most recently deleted first, of every kind, and the older ones each once", async () => {
    const { db, admin } = await signedInOwner(freshDatabase);
    // 45 articles and 20 videos, taken turn about: 25 deleted at the very same instant, the
    // others a microsecond apart.
    const deletedAt = (i: number) =>
      i < 25
        ? sql`'2026-03-01 08:00:00.500000+00'::timestamptz`
        : sql`'2026-03-01 09:00:00+00'::timestamptz + ${i} * interval '1 microsecond'`;
    for (let i = 0; i < 65; i++) {
      const title = `Trashed ${String(i).padStart(3, "0")}`;
      if (i % 13 < 4) {
        await db.insert(videos).values({
          title,
          description: "A tour.",
          videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
          deletedAt: deletedAt(i),
        });
      } else {
        await db.insert(newsArticles).values({
          title,
          slug: `trashed-${i}`,
          summary: "Summary.",
          content: "Body.",
          author: "Addis Investment Group",
          deletedAt: deletedAt(i),
        });
      }
    }
    const order = sql<string>`to_char(deleted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') || id::text`;
    const read = [
      ...(await db.select({ title: newsArticles.title, order }).from(newsArticles)),
      ...(await db.select({ title: videos.title, order }).from(videos)),
    ];
    const expected = read
      .sort((a, b) => (a.order < b.order ? 1 : a.order > b.order ? -1 : 0))
      .map((row) => row.title);

    const pages: string[][] = [];
    let address: string | undefined = "/admin/trash";
    while (address && pages.length < 5) {
      const response = await admin.get(address);
      expect(response.status, address).toBe(200);
      const html = await response.text();
      pages.push(trashedIn(html));
      address = /<a href="([^"]*)"[^>]*>Show older<\/a>/.exec(html)?.[1]?.replaceAll("&amp;", "&");
    }
    expect(pages.map((page) => page.length)).toEqual([50, 15]);
    expect(pages.flat()).toEqual(expected);
    expect((await admin.get("/admin/trash?before=garbage")).status).toBe(400);
  });
});
