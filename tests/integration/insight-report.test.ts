import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { itemViews } from "../../app/features/content/item-views.server";
import { addDays, siteDay } from "../../app/features/insight/day";
import { insightReport, weekViews } from "../../app/features/insight/report.server";
import type { AppDatabase } from "../../db/client.server";
import {
  alertSubscribers,
  applications,
  contactMessages,
  insightDays,
  insightHours,
  newsArticles,
  positions,
  tenderRegistrations,
  tenders,
  user,
} from "../../db/schema";
import { textOf } from "../support/html";
import { TestClient } from "../support/http-client";
import { appOn } from "../support/test-app";
import { ENGINES, perTestDatabase } from "../support/test-database";

// The test config's time zone (SITE_TIME_ZONE's default): a day is Addis Ababa's, UTC+3.
const TIME_ZONE = "Africa/Addis_Ababa";
const today = siteDay(new Date(), TIME_ZONE);
/** `days` before today (0: today) at `hour` o'clock in Addis Ababa. */
const at = (days: number, hour = 9) =>
  new Date(`${addDays(today, -days)}T${String(hour).padStart(2, "0")}:00:00+03:00`);

/**
 * Views and visitors per hour: today 15 views (two hours), 3 days ago 20, 9 and 10 days ago 140
 * (the 7 days before the last 7), 40 days ago 50 (the 30 days before the last 30).
 */
const HOURS = [
  { at: at(0, 0), views: 10, visitors: 4 },
  { at: at(0, 1), views: 5, visitors: 2 },
  { at: at(3, 23), views: 20, visitors: 8 },
  { at: at(9), views: 40, visitors: 10 },
  { at: at(10), views: 100, visitors: 30 },
  { at: at(40), views: 50, visitors: 20 },
];

async function seed(db: AppDatabase) {
  await db
    .insert(insightHours)
    .values(HOURS.map((h) => ({ hour: h.at, views: h.views, visitors: h.visitors })));
  const [copper, coffee, trashed] = await db
    .insert(newsArticles)
    .values(
      ["Copper output rises", "Coffee harvest begins", "Withdrawn notice"].map((title, i) => ({
        title,
        slug: `article-${i}`,
        summary: "Summary.",
        content: "Body.",
        author: "Newsroom",
        deletedAt: i === 2 ? new Date() : null,
      })),
    )
    .returning({ id: newsArticles.id });
  if (!copper || !coffee || !trashed) throw new Error("articles not made");
  const day = (days: number) => addDays(today, -days);
  const rows: {
    day: string;
    dimension: "page" | "item" | "referrer" | "language" | "device";
    key: string;
    views: number;
  }[] = [
    { day: day(0), dimension: "page", key: "/", views: 30 },
    { day: day(3), dimension: "page", key: "/news/copper", views: 50 },
    { day: day(0), dimension: "page", key: "/about", views: 5 },
    { day: day(10), dimension: "page", key: "/about", views: 100 },
    { day: day(0), dimension: "item", key: `article:${coffee.id}`, views: 12 },
    { day: day(3), dimension: "item", key: `article:${copper.id}`, views: 40 },
    { day: day(10), dimension: "item", key: `article:${coffee.id}`, views: 60 },
    { day: day(3), dimension: "item", key: `article:${trashed.id}`, views: 99 },
    { day: day(40), dimension: "item", key: `article:${copper.id}`, views: 500 },
    { day: day(0), dimension: "item", key: `tender:${copper.id}`, views: 7 },
    { day: day(0), dimension: "referrer", key: "", views: 40 },
    { day: day(3), dimension: "referrer", key: "www.google.com", views: 45 },
    { day: day(0), dimension: "language", key: "en", views: 60 },
    { day: day(3), dimension: "language", key: "am", views: 25 },
    { day: day(0), dimension: "device", key: "phone", views: 70 },
    { day: day(0), dimension: "device", key: "desktop", views: 15 },
  ];
  await db.insert(insightDays).values(rows);
  return { copper: copper.id, coffee: coffee.id, trashed: trashed.id };
}

describe.each(ENGINES)("Insight's report on %s", (engine) => {
  const freshDatabase = perTestDatabase(engine);

  it("adds up each period's days and compares them with the period before", async () => {
    const { db } = (await freshDatabase()).database;
    await seed(db);

    const week = await insightReport(db, 7, { timeZone: TIME_ZONE });
    expect(week.period).toMatchObject({ from: addDays(today, -6), to: today });
    expect(week.daily).toHaveLength(7);
    expect(week.daily.at(-1)).toEqual({ day: today, views: 15, visitors: 6 });
    expect(week.daily.find((d) => d.day === addDays(today, -3))).toEqual({
      day: addDays(today, -3),
      views: 20,
      visitors: 8,
    });
    // A day's visitors are the sum of its hours'; the week before is days 7 to 13 ago.
    expect(week.views).toEqual({ now: 35, before: 140 });
    expect(week.visitors).toEqual({ now: 14, before: 40 });

    const month = await insightReport(db, 30, { timeZone: TIME_ZONE });
    expect(month.daily).toHaveLength(30);
    expect(month.views).toEqual({ now: 175, before: 50 });
    expect(month.visitors).toEqual({ now: 54, before: 20 });

    expect(await weekViews(db, { timeZone: TIME_ZONE })).toEqual({
      views: week.views,
      visitors: week.visitors,
      daily: week.daily,
    });
  });

  it("ranks pages, articles and referrers by views in the period, and shares every language and device", async () => {
    const { db } = (await freshDatabase()).database;
    const ids = await seed(db);

    const week = await insightReport(db, 7, { timeZone: TIME_ZONE });
    expect(week.pages.map((p) => [p.label, p.value])).toEqual([
      ["/news/copper", 50],
      ["/", 30],
      ["/about", 5],
    ]);
    // The trashed article and the tender are not articles to show; each title opens its form.
    expect(week.articles).toEqual([
      {
        key: ids.copper,
        label: "Copper output rises",
        href: `/admin/articles/${ids.copper}`,
        value: 40,
      },
      {
        key: ids.coffee,
        label: "Coffee harvest begins",
        href: `/admin/articles/${ids.coffee}`,
        value: 12,
      },
    ]);
    expect(week.referrers.map((r) => [r.label, r.value])).toEqual([
      ["www.google.com", 45],
      ["Direct or unknown", 40],
    ]);
    expect(week.languages.map((l) => [l.label, l.value])).toEqual([
      ["English", 60],
      ["Amharic", 25],
      ["Afaan Oromo", 0],
    ]);
    expect(week.devices.map((d) => [d.label, d.value])).toEqual([
      ["Phone", 70],
      ["Tablet", 0],
      ["Desktop", 15],
    ]);

    const month = await insightReport(db, 30, { timeZone: TIME_ZONE });
    expect(month.pages.map((p) => [p.label, p.value])).toEqual([
      ["/about", 105],
      ["/news/copper", 50],
      ["/", 30],
    ]);
    expect(month.articles.map((a) => [a.label, a.value])).toEqual([
      ["Coffee harvest begins", 72],
      ["Copper output rises", 40],
    ]);

    // A list row's views: the last 30 days of its item, whatever else was counted.
    expect(
      await itemViews(db, "article", [ids.copper, ids.coffee, ids.trashed], TIME_ZONE),
    ).toEqual(
      new Map([
        [ids.copper, 40],
        [ids.coffee, 72],
        [ids.trashed, 99],
      ]),
    );
  });

  it("counts tender registrations, applications, messages and alert subscriptions in the period", async () => {
    const { db } = (await freshDatabase()).database;
    const [tender] = await db
      .insert(tenders)
      .values({
        title: "Supply of battery cells",
        slug: "battery-cells",
        reference: "AIG/NCB/2026/001",
        category: "goods",
        method: "ncb",
        description: "Cells.",
        closesAt: at(-30),
        openingAt: at(-31),
      })
      .returning({ id: tenders.id });
    const [position] = await db
      .insert(positions)
      .values({
        title: "Battery Assembly Engineer",
        slug: "battery-engineer",
        location: "Modjo",
        employmentType: "FULL_TIME",
        closesAt: at(-30),
        description: "The role.",
        requirements: "A degree.",
      })
      .returning({ id: positions.id });
    if (!tender || !position) throw new Error("not made");
    await db.insert(tenderRegistrations).values(
      [0, 2, 20].map((days, i) => ({
        tenderId: tender.id,
        company: `Company ${i}`,
        contactName: "Abebe",
        email: `bids${i}@example.com`,
        createdAt: at(days),
      })),
    );
    await db.insert(applications).values(
      [1, 12].map((days, i) => ({
        positionId: position.id,
        name: `Applicant ${i}`,
        email: `applicant${i}@example.com`,
        phone: "+251911000000",
        consentAt: at(days),
        cvKey: `cv-${i}`,
        cvName: "cv.pdf",
        cvType: "application/pdf",
        cvBytes: 100,
        cvSha256: "0".repeat(64),
        createdAt: at(days),
      })),
    );
    await db.insert(contactMessages).values(
      [0, 5, 8, 9].map((days, i) => ({
        name: "Sender",
        email: `sender${i}@example.com`,
        subject: "Question",
        message: "Hello.",
        createdAt: at(days),
      })),
    );
    // Subscriptions confirmed 1, 3 and 10 days ago, and one never confirmed.
    await db.insert(alertSubscribers).values(
      [1, 3, 10, null].map((days, i) => ({
        email: `reader${i}@example.com`,
        topics: { news: { sectors: [] } },
        state: days === null ? ("pending" as const) : ("active" as const),
        confirmedAt: days === null ? null : at(days),
      })),
    );

    const week = await insightReport(db, 7, { timeZone: TIME_ZONE, linkApplications: true });
    expect(week.registrations).toEqual([
      {
        key: tender.id,
        label: "Supply of battery cells",
        href: `/admin/tenders/${tender.id}/desk`,
        value: 2,
      },
    ]);
    expect(week.applications).toEqual([
      {
        key: position.id,
        label: "Battery Assembly Engineer",
        href: `/admin/careers/${position.id}/applications`,
        value: 1,
      },
    ]);
    expect(week.messages).toEqual({ now: 2, before: 2 });
    expect(week.subscriptions).toEqual({ now: 2, before: 1 });
    // An editor does not open applications: the position is named, not linked.
    const editors = await insightReport(db, 30, { timeZone: TIME_ZONE });
    expect(editors.applications.map((a) => [a.href, a.value])).toEqual([[null, 2]]);
    expect(editors.registrations.map((r) => r.value)).toEqual([3]);
  });

  it("shows editors the page with what will appear in an empty period, and refuses authors", async () => {
    const test = await freshDatabase();
    const app = appOn(test.database);
    const { db } = test.database;
    const person = async (email: string, role?: "editor" | "author") => {
      const client = new TestClient(app);
      await client.signUp(email);
      if (role) await db.update(user).set({ role }).where(eq(user.email, email));
      await client.signIn(email);
      return client;
    };
    await person("owner@example.com");
    const editor = await person("editor@example.com", "editor");
    const author = await person("author@example.com", "author");

    const empty = await editor.get("/admin/insight");
    expect(empty.status).toBe(200);
    const text = textOf(await empty.text());
    expect(text).toContain(
      "No page views yet in the last 30 days — views are counted from the public pages, without cookies.",
    );
    expect(text).toContain("nothing to compare with in the previous 30 days");
    expect((await author.get("/admin/insight")).status).toBe(403);

    await seed(db);
    const week = await editor.get("/admin/insight?days=7");
    const html = await week.text();
    expect(html).toMatch(
      /<svg[^>]*role="img"[^>]*aria-label="Visitors and page views per day, last 7 days: 14 visitors and 35 page views/,
    );
    expect(textOf(html)).toContain("−75% on the previous 7 days");
    expect(html).toContain("<caption");
  });
});
