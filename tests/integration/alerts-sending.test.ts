import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { createAlertSender } from "../../app/features/alerts/sender.server";
import { ALERTING_KINDS } from "../../app/kinds/registry.server";
import { createMailer } from "../../app/lib/mail.server";
import type { AppDatabase } from "../../db/client.server";
import {
  type AlertTopics,
  alertDeliveries,
  alertItems,
  alertMessages,
  alertSubscribers,
  newsArticles,
  tenders,
} from "../../db/schema";
import { silentLogger, TEST_SECRET } from "../support/build";
import { TestClient } from "../support/http-client";
import { startSmtpReceiver } from "../support/smtp-receiver";
import { appWithFeatures } from "../support/test-app";
import { ENGINES, perTestDatabase } from "../support/test-database";

/** An active subscriber, as a confirmed 'Get alerts' leaves one. */
async function subscribe(
  db: AppDatabase,
  email: string,
  topics: AlertTopics,
  extra: Partial<typeof alertSubscribers.$inferInsert> = {},
) {
  const [row] = await db
    .insert(alertSubscribers)
    .values({ email, topics, state: "active", confirmedAt: new Date(), ...extra })
    .returning();
  return row as typeof alertSubscribers.$inferSelect;
}

/** A published article, as 'Publish immediately' stores one. */
async function publishArticle(
  db: AppDatabase,
  slug: string,
  sector: "manufacturing" | "mining" | "export" | "group",
  extra: Partial<typeof newsArticles.$inferInsert> = {},
) {
  const [row] = await db
    .insert(newsArticles)
    .values({
      title: `Article ${slug}`,
      slug,
      summary: `Summary of ${slug}.`,
      content: "Text.",
      author: "Addis Investment Group",
      sector,
      published: true,
      publishedAt: new Date(Date.now() - 1000),
      ...extra,
    })
    .returning();
  return row as typeof newsArticles.$inferSelect;
}

/**
 * Alerts sent: an article to those who chose its sector, once, with the headers a mail client's
 * unsubscribe button uses; digests; scheduled items; the SMTP server's refusals; several
 * senders on one PostgreSQL.
 */
describe.each(ENGINES)("alert e-mails on %s", (engine) => {
  const freshDatabase = perTestDatabase(engine);
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function setup(receiverOptions: Parameters<typeof startSmtpReceiver>[0] = {}) {
    const receiver = await startSmtpReceiver(receiverOptions);
    cleanups.push(() => receiver.close());
    const test = await freshDatabase();
    const env = { SMTP_URL: receiver.url, ALERTS_PER_MINUTE: "0" };
    const { app, features } = appWithFeatures(test.database, env);
    const sender = features.alerts.sender;
    if (!sender) throw new Error("the sender needs SMTP_URL");
    cleanups.push(() => sender.stop());
    return { db: test.database.db, receiver, sender, app, test };
  }

  it("sends a new article to the subscribers of its sector once, in their language, with one-click unsubscribe headers", async () => {
    const { db, receiver, sender } = await setup();
    await subscribe(db, "mining@example.com", { news: { sectors: ["mining"] } });
    await subscribe(db, "all-news@example.com", { news: { sectors: [] } }, { language: "am" });
    await subscribe(db, "ev@example.com", { news: { sectors: ["manufacturing"] } });
    await subscribe(db, "jobs@example.com", { jobs: { sectors: [] } });
    await subscribe(db, "pending@example.com", { news: { sectors: [] } }, { state: "pending" });
    await publishArticle(db, "copper-output", "mining", {
      translations: { am: { title: "የመዳብ ምርት", summary: "ማጠቃለያ።", content: "" } },
    });

    await sender.runOnce();
    expect(receiver.mails.map((mail) => mail.to).sort()).toEqual([
      "all-news@example.com",
      "mining@example.com",
    ]);
    const [mail] = receiver.to("mining@example.com");
    expect(mail?.subject).toBe("Addis Investment Group: Article copper-output");
    expect(mail?.text).toContain("Summary of copper-output.");
    expect(mail?.text).toContain("http://localhost:3000/news/copper-output");
    expect(mail?.html).toContain('href="http://localhost:3000/news/copper-output"');
    const unsubscribe = /^<(http:\/\/localhost:3000\/alerts\/unsubscribe\/[^>]+)>$/.exec(
      mail?.header("List-Unsubscribe") ?? "",
    );
    expect(unsubscribe, mail?.header("List-Unsubscribe")).not.toBeNull();
    expect(mail?.header("List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(mail?.text).toContain("Manage your alerts: http://localhost:3000/alerts/manage/");
    expect(mail?.header("Message-ID")).toMatch(/^<[0-9a-f-]{36}@localhost>$/);
    // The Amharic subscriber reads it in Amharic, linked to the Amharic page.
    const [amharic] = receiver.to("all-news@example.com");
    expect(amharic?.subject).toBe("Addis Investment Group: የመዳብ ምርት");
    expect(amharic?.text).toContain("http://localhost:3000/am/news/copper-output");
    expect(amharic?.text).toContain("ማሳወቂያዎችዎን ያስተዳድሩ");

    // Edited, unpublished and published again: nobody is alerted twice.
    await db
      .update(newsArticles)
      .set({ published: false })
      .where(eq(newsArticles.slug, "copper-output"));
    await sender.runOnce();
    await db
      .update(newsArticles)
      .set({ published: true, publishedAt: new Date(), title: "Copper output, revised" })
      .where(eq(newsArticles.slug, "copper-output"));
    await sender.runOnce();
    expect(receiver.mails).toHaveLength(2);
    const [item] = await db.select().from(alertItems);
    expect(item?.subscribers).toBe(2);
  });

  it("alerts when an article is published through the admin, without waiting for a tick", async () => {
    const { db, receiver, app } = await setup();
    await subscribe(db, "reader@example.com", { news: { sectors: [] } });
    const owner = new TestClient(app);
    await owner.signUp("owner@example.com");
    await owner.signIn("owner@example.com");
    const saved = await owner.post("/admin/articles/new", {
      title: "The Modjo plant opens",
      slug: "modjo-plant-opens",
      summary: "The first vehicles leave the line.",
      content: "Text.",
      imageUrl: "",
      author: "Addis Investment Group",
      sector: "manufacturing",
      publication: "published",
    });
    expect(saved.status).toBe(302);
    await expect.poll(() => receiver.to("reader@example.com").length).toBe(1);
    expect(receiver.to("reader@example.com")[0]?.subject).toContain("The Modjo plant opens");
  });

  it("'Send a test alert to me' sends the signed-in admin a sample of the newest items", async () => {
    const { db, receiver, app } = await setup();
    await publishArticle(db, "newest", "mining");
    const owner = new TestClient(app);
    await owner.signUp("owner@example.com");
    await owner.signIn("owner@example.com");
    const answer = await owner.post("/admin/alerts", { intent: "send-test" });
    expect(answer.status).toBe(200);
    const [mail] = receiver.to("owner@example.com");
    expect(mail?.subject).toBe("Addis Investment Group: a test alert");
    expect(mail?.text).toContain("This is a test");
    expect(mail?.text).toContain("Article newest");
  });

  it("gathers a day's items into one daily digest, and alerts a scheduled item when its time comes", async () => {
    const { db, receiver, sender } = await setup();
    await subscribe(db, "daily@example.com", { news: { sectors: [] } }, { frequency: "daily" });
    await publishArticle(db, "first", "mining");
    await publishArticle(db, "second", "export");
    // Scheduled for later: not public yet, so not queued.
    await publishArticle(db, "later", "group", { publishedAt: new Date(Date.now() + 3_600_000) });
    await sender.runOnce();
    expect(receiver.mails).toHaveLength(0);
    const deliveries = await db.select().from(alertDeliveries);
    expect(deliveries).toHaveLength(2);
    // Due at the next 7:00 in Addis Ababa.
    const due = deliveries[0]?.dueAt as Date;
    expect(due.getTime()).toBeGreaterThan(Date.now());
    expect(due.getUTCHours()).toBe(4);

    // The digest's time comes: one e-mail with both items.
    await db.update(alertDeliveries).set({ dueAt: new Date(Date.now() - 1000) });
    await sender.runOnce();
    expect(receiver.mails).toHaveLength(1);
    expect(receiver.mails[0]?.subject).toBe("Addis Investment Group: 2 new today");
    expect(receiver.mails[0]?.text).toContain("Article first");
    expect(receiver.mails[0]?.text).toContain("Article second");

    // The scheduled article's time comes (its publication time passes).
    await db
      .update(newsArticles)
      .set({ publishedAt: new Date(Date.now() - 1000) })
      .where(eq(newsArticles.slug, "later"));
    await sender.runOnce();
    const queued = await db.select().from(alertDeliveries).where(sql`message_id is null`);
    expect(queued).toHaveLength(1);
  });

  it("narrows tenders by category, with the reference number and the closing date in both calendars", async () => {
    const { db, receiver, sender } = await setup();
    await subscribe(db, "works@example.com", { tenders: { sectors: [], categories: ["works"] } });
    await subscribe(db, "goods@example.com", { tenders: { sectors: [], categories: ["goods"] } });
    await db.insert(tenders).values({
      title: "Construction of the Modjo warehouse",
      slug: "modjo-warehouse",
      reference: "AIG/NCB/W/014/2026",
      category: "works",
      method: "ncb",
      sector: "manufacturing",
      description: "Works.",
      closesAt: new Date("2026-12-15T07:30:00Z"),
      openingAt: new Date("2026-12-15T08:00:00Z"),
      published: true,
      publishedAt: new Date(Date.now() - 1000),
    });
    await sender.runOnce();
    expect(receiver.mails.map((mail) => mail.to)).toEqual(["works@example.com"]);
    const text = receiver.mails[0]?.text ?? "";
    expect(text).toContain("Reference number: AIG/NCB/W/014/2026");
    expect(text).toContain("Closing date: December 15, 2026, 10:30 AM (Addis Ababa time)");
    expect(text).toContain("Tahsas 6, 2019 E.C.");
  });

  it("suppresses an address the SMTP server refuses for good (550), retries a temporary refusal", async () => {
    const { db, receiver, sender } = await setup({
      refuse: (to) =>
        to === "gone@example.com" ? 550 : to === "busy@example.com" ? 451 : undefined,
    });
    const gone = await subscribe(db, "gone@example.com", { news: { sectors: [] } });
    const busy = await subscribe(db, "busy@example.com", { news: { sectors: [] } });
    await subscribe(db, "fine@example.com", { news: { sectors: [] } });
    await publishArticle(db, "one", "group");
    await sender.runOnce();
    expect(receiver.mails.map((mail) => mail.to)).toEqual(["fine@example.com"]);

    const [suppressed] = await db
      .select()
      .from(alertSubscribers)
      .where(eq(alertSubscribers.id, gone.id));
    expect(suppressed?.suppressedAt).toBeInstanceOf(Date);
    expect(suppressed?.suppressedReason).toContain("550");
    const [refused] = await db
      .select()
      .from(alertMessages)
      .where(eq(alertMessages.subscriberId, gone.id));
    expect(refused?.state).toBe("suppressed");
    const [retried] = await db
      .select()
      .from(alertMessages)
      .where(eq(alertMessages.subscriberId, busy.id));
    expect(retried).toMatchObject({ state: "waiting", attempts: 1 });
    expect(retried?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000);

    // A second article: nothing more for the suppressed address.
    await publishArticle(db, "two", "group");
    await sender.runOnce();
    expect(receiver.to("gone@example.com")).toHaveLength(0);
    expect(receiver.to("fine@example.com")).toHaveLength(2);
  });

  it.runIf(engine === "postgres")(
    "two senders on one PostgreSQL send 1,000 deliveries, each exactly once",
    async () => {
      const { db, receiver, test } = await setup();
      await db.execute(
        sql`insert into alert_subscribers (email, topics, state, confirmed_at)
          select 'reader' || n || '@example.com', '{"news":{"sectors":[]}}'::jsonb, 'active', now()
          from generate_series(1, 1000) as n`,
      );
      await publishArticle(db, "for-everyone", "group");
      const second = await test.connectAgain();
      cleanups.push(() => second.close());
      const senders = [test.database.db, second.db].map((each) =>
        createAlertSender({
          db: each,
          mailer: createMailer({
            smtpUrl: receiver.url,
            from: "alerts@example.com",
            connections: 4,
          }),
          logger: silentLogger,
          sources: ALERTING_KINDS,
          siteUrl: "http://localhost:3000",
          secret: TEST_SECRET,
          company: async () => ({ name: "AIG", email: "", phone: "", address: "" }),
          timeZone: "Africa/Addis_Ababa",
          perMinute: 0,
        }),
      );
      await Promise.all(senders.map((each) => each.runOnce()));
      await Promise.all(senders.map((each) => each.runOnce()));
      const recipients = receiver.mails.map((mail) => mail.to);
      expect(recipients).toHaveLength(1000);
      expect(new Set(recipients).size).toBe(1000);
      const [sent] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(alertMessages)
        .where(eq(alertMessages.state, "sent"));
      expect(sent?.count).toBe(1000);
    },
  );
});
