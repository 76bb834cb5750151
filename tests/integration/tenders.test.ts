import { eq } from "drizzle-orm";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { afterEach, describe, expect, it } from "vitest";
import { DOCUMENT_FILES_MESSAGES } from "../../app/features/media/document-files";
import { TENDER_REFERENCE_TAKEN, TENDER_TIME_MESSAGES } from "../../app/features/tenders/schema";
import { nextScheduledAt } from "../../app/kinds/registry.server";
import { toLocalInput } from "../../app/lib/dates";
import { tenderAmendments, tenders } from "../../db/schema";
import { createApp } from "../../server/app";
import { createFeatures } from "../../server/features";
import { testPasswordHashing } from "../../server/test-hooks";
import { loadServerBuild, silentLogger, TEST_SECRET, testConfig } from "../support/build";
import { textOf } from "../support/html";
import { TestClient } from "../support/http-client";
import { ENGINES, perTestDatabase, type TestDatabase } from "../support/test-database";

const build = await loadServerBuild();
const TIME_ZONE = "Africa/Addis_Ababa";
const DAY = 24 * 3600_000;

/** A time `days` from now, as the form's date-and-time fields hold it. */
const inDays = (days: number) => toLocalInput(new Date(Date.now() + days * DAY), TIME_ZONE);

/** A small real PDF with one page of text. */
async function pdfWith(text: string): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  document.addPage([595, 842]).drawText(text, { x: 50, y: 780, size: 14, font });
  return Buffer.from(await document.save());
}

const CELLS = {
  title: "Supply of lithium battery cells",
  slug: "supply-of-lithium-battery-cells",
  reference: "AIG/ICB/2026/014",
  sector: "manufacturing",
  category: "goods",
  method: "icb",
  description: "## Scope\n\nLithium iron phosphate cells for the **Modjo** assembly plant.",
  eligibility: "Manufacturers and their authorised agents.",
  bidSecurity: "2% of the bid price, as a bank guarantee",
  documentFee: "ETB 500, non-refundable",
  contact: "Procurement office, Bole Road, Addis Ababa",
  openingPlace: "Head office, meeting room 4",
  publication: "published",
  "translations.am.title": "የሊቲየም ባትሪ ሴሎች አቅርቦት",
  "translations.am.description": "ለሞጆ ፋብሪካ የባትሪ ሴሎች።",
  "translations.am.eligibility": "",
  "translations.am.contact": "",
  "translations.am.openingPlace": "",
};

/**
 * Tenders: published with their bid documents, listed and filtered on /tenders without script,
 * each page in both calendars with its downloads, extended by an amendment, closed at the
 * closing time by the database's clock, and given to aggregators as RSS and JSON Feed.
 */
describe.each(ENGINES)("tenders on %s", (engine) => {
  const freshDatabase = perTestDatabase(engine);
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  async function setup() {
    const test: TestDatabase = await freshDatabase();
    const config = testConfig();
    const features = createFeatures({
      config,
      logger: silentLogger,
      database: test.database,
      authSecret: TEST_SECRET,
      passwordHashing: testPasswordHashing,
    });
    cleanups.push(() => features.media.close());
    const app = createApp({
      config,
      authSecret: TEST_SECRET,
      logger: silentLogger,
      database: test.database,
      build,
      features,
    });
    const owner = new TestClient(app);
    await owner.signUp("owner@example.com");
    await owner.signIn("owner@example.com");
    const db = test.database.db;
    /** Two PDFs stored through the media library, as an upload stores them. */
    const upload = async (text: string, name: string) => {
      const bytes = await pdfWith(text);
      const result = await features.media.upload({ bytes, name, userId: null });
      if (!("media" in result)) throw new Error(result.refused);
      return { id: result.media.id, bytes };
    };
    const create = async (fields: Record<string, string> = {}) => {
      const response = await owner.post("/admin/tenders/new", {
        ...CELLS,
        closesAt: inDays(30),
        openingAt: inDays(30.05),
        questionsUntil: inDays(20),
        documents: "[]",
        ...fields,
      });
      expect(response.status, await response.clone().text()).toBe(302);
      const [row] = await db
        .select()
        .from(tenders)
        .where(eq(tenders.slug, fields.slug ?? CELLS.slug));
      if (!row) throw new Error("no tender stored");
      return row;
    };
    return { db, owner, visitor: new TestClient(app), upload, create };
  }

  async function read(client: TestClient, path: string, status = 200) {
    const response = await client.get(path);
    expect(response.status, path).toBe(status);
    return response.text();
  }

  it("publishes a tender with two PDFs: listed, filtered, its page in both calendars, its downloads the same bytes", async () => {
    const { visitor, upload, create } = await setup();
    expect(textOf(await read(visitor, "/tenders"))).toContain("No tenders published yet");
    const terms = await upload("Terms of reference", "terms-of-reference.pdf");
    const specification = await upload("Technical specification", "specification.pdf");
    const tender = await create({
      documents: JSON.stringify([
        { media: terms.id, title: "Terms of reference" },
        { media: specification.id, title: "Technical specification, Lot 1" },
      ]),
    });
    expect(tender.documents).toHaveLength(2);
    await create({
      title: "Construction of the Sululta warehouse",
      slug: "sululta-warehouse",
      reference: "AIG/NCB/2026/015",
      sector: "mining",
      category: "works",
      method: "ncb",
      closesAt: inDays(10),
      openingAt: inDays(10.05),
      questionsUntil: "",
      "translations.am.title": "",
      "translations.am.description": "",
    });

    // Open ones first, closing soonest first; each row with its reference and status.
    const list = textOf(await read(visitor, "/tenders"));
    expect(list.indexOf("Construction of the Sululta warehouse")).toBeLessThan(
      list.indexOf(CELLS.title),
    );
    expect(list).toContain(CELLS.reference);
    expect(list).toContain("Open international (ICB)");
    expect(list).toContain("Goods");
    expect(list).toContain("Open");

    // A plain GET form filters: category, method, sector, status.
    const goods = textOf(await read(visitor, "/tenders?category=goods&status=open"));
    expect(goods).toContain(CELLS.title);
    expect(goods).not.toContain("Sululta warehouse");
    const works = textOf(await read(visitor, "/tenders?method=ncb&sector=mining"));
    expect(works).toContain("Sululta warehouse");
    expect(works).not.toContain(CELLS.title);
    expect(textOf(await read(visitor, "/tenders?status=awarded"))).toContain(
      "No tenders match these filters.",
    );

    // The page: every fact, both calendars, the site's time, both downloads.
    const html = await read(visitor, `/tenders/${CELLS.slug}`);
    const page = textOf(html);
    for (const text of [
      "Reference number",
      CELLS.reference,
      "Open international (ICB)",
      "Goods",
      "Closing date",
      "Bid opening",
      "Addis Ababa time",
      "E.C.",
      "Head office, meeting room 4",
      CELLS.bidSecurity,
      CELLS.documentFee,
      CELLS.eligibility,
      CELLS.contact,
      "Terms of reference",
      "Technical specification, Lot 1",
    ]) {
      expect(page, text).toContain(text);
    }
    const closes = new Date(tender.closesAt);
    const gregorian = new Intl.DateTimeFormat("en-US", {
      dateStyle: "long",
      timeZone: TIME_ZONE,
    }).format(closes);
    const ethiopian = new Intl.DateTimeFormat("en-US-u-ca-ethiopic", {
      month: "long",
      day: "numeric",
      timeZone: TIME_ZONE,
    }).format(closes);
    expect(page).toContain(gregorian);
    expect(page).toContain(ethiopian);
    const links = [...html.matchAll(/href="(\/uploads\/[a-f0-9]+\.pdf)"/g)].map((m) => m[1] ?? "");
    expect(links).toHaveLength(2);
    for (const [index, file] of [terms, specification].entries()) {
      const response = await visitor.get(links[index] ?? "");
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(file.bytes)).toBe(true);
    }

    // In Amharic: its translation, its dates in the Ethiopian calendar as Amharic writes them.
    const amharic = textOf(await read(visitor, `/am/tenders/${CELLS.slug}`));
    expect(amharic).toContain("የሊቲየም ባትሪ ሴሎች አቅርቦት");
    expect(amharic).toContain("ዓ.ም.");
    expect(amharic).toContain("የአዲስ አበባ ሰዓት");
    expect(textOf(await read(visitor, "/am/tenders"))).toContain("የሊቲየም ባትሪ ሴሎች አቅርቦት");

    // Search finds it by a word of its description; the sitemap lists it.
    expect(textOf(await read(visitor, "/search?q=phosphate"))).toContain(CELLS.title);
    expect(await read(visitor, "/sitemap.xml")).toContain(`/tenders/${CELLS.slug}`);
  });

  it("refuses a reference number already used, bid opening before closing and questions after it, storing nothing", async () => {
    const { db, owner, create } = await setup();
    await create();
    const again = await owner.post("/admin/tenders/new", {
      ...CELLS,
      slug: "another-address",
      closesAt: inDays(30),
      openingAt: inDays(30.05),
      questionsUntil: "",
      documents: "[]",
    });
    expect(again.status).toBe(409);
    expect(textOf(await again.text())).toContain(TENDER_REFERENCE_TAKEN);
    const times = await owner.post("/admin/tenders/new", {
      ...CELLS,
      slug: "wrong-times",
      reference: "AIG/RFQ/2026/001",
      closesAt: inDays(30),
      openingAt: inDays(29),
      questionsUntil: inDays(31),
      documents: "[]",
    });
    expect(times.status).toBe(400);
    const text = textOf(await times.text());
    expect(text).toContain(TENDER_TIME_MESSAGES.openingBeforeClosing);
    expect(text).toContain(TENDER_TIME_MESSAGES.questionsAfterClosing);
    const unknown = await owner.post("/admin/tenders/new", {
      ...CELLS,
      slug: "unknown-file",
      reference: "AIG/RFQ/2026/002",
      closesAt: inDays(30),
      openingAt: inDays(30.05),
      questionsUntil: "",
      documents: JSON.stringify([{ media: crypto.randomUUID(), title: "Gone" }]),
    });
    expect(textOf(await unknown.text())).toContain(DOCUMENT_FILES_MESSAGES.unknown);
    expect(await db.select({ id: tenders.id }).from(tenders)).toHaveLength(1);
  });

  it("shows an extension as 'Extended to …', closes at the closing time by the database's clock, and keeps the page", async () => {
    const { db, visitor, create } = await setup();
    const tender = await create();
    // An amendment that extends the deadline, as the tender's desk writes it.
    const extended = new Date(Date.now() + 45 * DAY);
    await db.insert(tenderAmendments).values({
      tenderId: tender.id,
      number: 1,
      text: "The closing date is extended at the bidders' request.",
      newClosesAt: extended,
    });
    await db.update(tenders).set({ extendedTo: extended }).where(eq(tenders.id, tender.id));
    const page = textOf(await read(visitor, `/tenders/${CELLS.slug}`));
    const extendedDay = new Intl.DateTimeFormat("en-US", {
      dateStyle: "long",
      timeZone: TIME_ZONE,
    }).format(extended);
    expect(page).toContain(`Extended to ${extendedDay}`);
    expect(page).toContain("Amendment 1");
    expect(page).toContain("The closing date is extended at the bidders' request.");

    // The page cache forgets pages at the next closing time.
    expect((await nextScheduledAt(db))?.getTime()).toBeLessThanOrEqual(
      new Date(tender.questionsUntil ?? extended).getTime(),
    );

    // The clock passes the closing time (the extension is moved to a second ago).
    await db
      .update(tenders)
      .set({ extendedTo: new Date(Date.now() - 1000) })
      .where(eq(tenders.id, tender.id));
    const closed = textOf(await read(visitor, `/tenders/${CELLS.slug}`));
    expect(closed).toContain("This tender is closed: bids are no longer received.");
    expect(closed).toContain("Closed");
    expect(textOf(await read(visitor, "/tenders?status=closed"))).toContain(CELLS.title);
    expect(textOf(await read(visitor, "/tenders?status=open"))).toContain(
      "No tenders match these filters.",
    );
  });

  it("gives aggregators RSS 2.0 and JSON Feed 1.1 with reference, closing time, status and documents", async () => {
    const { visitor, upload, create } = await setup();
    const terms = await upload("Terms of reference", "terms.pdf");
    const tender = await create({
      documents: JSON.stringify([{ media: terms.id, title: "Terms of reference" }]),
    });
    const list = await read(visitor, "/tenders");
    expect(list).toContain('type="application/rss+xml"');
    expect(list).toContain('href="/tenders.rss"');
    expect(list).toContain('href="/tenders.json"');

    const rssResponse = await visitor.get("/tenders.rss");
    expect(rssResponse.headers.get("content-type")).toContain("application/rss+xml");
    const xml = await rssResponse.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const rss = new XMLParser({ ignoreAttributes: false }).parse(xml);
    expect(rss.rss["@_version"]).toBe("2.0");
    const item = rss.rss.channel.item;
    expect(item.title).toContain(CELLS.reference);
    expect(item.link).toBe(`http://localhost:3000/tenders/${CELLS.slug}`);
    expect(item.description).toContain("Status: Open");
    expect(item.description).toMatch(/Closing date: \d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+03:00/);
    expect(item.enclosure["@_type"]).toBe("application/pdf");

    const json = await visitor.get("/tenders.json");
    expect(json.headers.get("content-type")).toContain("application/feed+json");
    const feed = await json.json();
    expect(feed.version).toBe("https://jsonfeed.org/version/1.1");
    expect(feed.title).toBeTruthy();
    expect(feed.items).toHaveLength(1);
    const [entry] = feed.items;
    expect(entry.id).toBeTruthy();
    expect(entry._tender.reference).toBe(CELLS.reference);
    expect(entry._tender.status).toBe("open");
    expect(new Date(entry._tender.closing).getTime()).toBe(tender.closesAt.getTime());
    expect(entry._tender.closing).toMatch(/\+03:00$/);
    expect(entry.attachments[0].mime_type).toBe("application/pdf");
    expect(entry.attachments[0].size_in_bytes).toBe(terms.bytes.length);

    // In Amharic: the same tenders, the feed's texts in Amharic.
    const amharic = await (await visitor.get("/am/tenders.json")).json();
    expect(amharic.language).toBe("am");
    expect(amharic.items[0].title).toBe("የሊቲየም ባትሪ ሴሎች አቅርቦት");
  });
});
