import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import {
  activity,
  alertDeliveries,
  alertItems,
  alertMessages,
  alertSubscribers,
  newsArticles,
  user,
} from "../../db/schema";
import { textOf } from "../support/html";
import { TestClient } from "../support/http-client";
import { appWithFeatures } from "../support/test-app";
import { ENGINES, perTestDatabase } from "../support/test-database";

type NewSubscriber = typeof alertSubscribers.$inferInsert;

/**
 * The staff side of alerts: /admin/alerts counts subscribers by state, topic and language and
 * shows the queue, exports them (CSV), deletes one on request (logged without the address),
 * refuses editors; an article's form says whom it alerts and stores 'Do not send alerts'.
 */
describe.each(ENGINES)("alerts for staff on %s", (engine) => {
  const freshDatabase = perTestDatabase(engine);
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  async function setup() {
    const test = await freshDatabase();
    const { app } = appWithFeatures(test.database);
    const db = test.database.db;
    const owner = new TestClient(app);
    await owner.signUp("owner@example.com");
    await owner.signIn("owner@example.com");
    const editor = new TestClient(app);
    await editor.signUp("editor@example.com");
    await db.update(user).set({ role: "editor" }).where(eq(user.email, "editor@example.com"));
    await editor.signIn("editor@example.com");
    /** A subscriber stored as the subscription's data layer stores one. */
    const subscribe = async (fields: Partial<NewSubscriber> & { email: string }) => {
      const [row] = await db
        .insert(alertSubscribers)
        .values({
          topics: { news: { sectors: [] } },
          state: "active",
          confirmedAt: new Date("2026-11-01T08:00:00Z"),
          ...fields,
        })
        .returning();
      if (!row) throw new Error("no subscriber stored");
      return row;
    };
    return { db, owner, editor, subscribe };
  }

  const page = async (client: TestClient, path: string) => {
    const response = await client.get(path);
    expect(response.status, path).toBe(200);
    return textOf(await response.text());
  };

  it("counts subscribers by state, topic and language, and shows the queue's failures", async () => {
    const { owner, subscribe, db } = await setup();
    await subscribe({
      email: "abebe@example.com",
      topics: { news: { sectors: [] }, tenders: { sectors: [], categories: ["works"] } },
    });
    await subscribe({ email: "hanna@example.com", language: "am" });
    await subscribe({
      email: "gadaa@example.com",
      language: "om",
      topics: { jobs: { sectors: [] } },
    });
    await subscribe({ email: "waiting@example.com", state: "pending", confirmedAt: null });
    await subscribe({ email: "resting@example.com", state: "paused" });
    const refused = await subscribe({
      email: "gone@example.com",
      suppressedAt: new Date(),
      suppressedReason: "550 5.1.1 mailbox unavailable",
    });
    await db.insert(alertMessages).values([
      { subscriberId: refused.id, state: "suppressed", lastError: "550 5.1.1 mailbox unavailable" },
      { subscriberId: refused.id, state: "failed", lastError: "554 rejected as spam" },
    ]);

    const text = await page(owner, "/admin/alerts");
    expect(text).toContain("Alerts are not sent: the server has no SMTP_URL.");
    expect(text).toMatch(/Confirmed 3 Pending 1 Paused 1 Suppressed 1/);
    expect(text).toMatch(/News 2 Tenders 1 Jobs 1/);
    expect(text).toMatch(/English 1 Amharic 1 Afaan Oromo 1/);
    expect(text).toMatch(/Waiting 0 Sent \(last 30 days\) 0 Failed 1 Suppressed 1/);
    // The failure and the suppressed address, each with its reason.
    expect(text).toContain("554 rejected as spam");
    expect(text).toMatch(/gone@example\.com 550 5\.1\.1 mailbox unavailable Since/);
  });

  it("exports every subscriber as CSV, formula-safe, and logs the export", async () => {
    const { owner, subscribe, db } = await setup();
    await subscribe({
      email: "abebe@example.com",
      language: "am",
      frequency: "weekly",
      topics: { tenders: { sectors: ["mining"], categories: ["works"] } },
    });
    await subscribe({ email: "=1+1@example.com", state: "pending", confirmedAt: null });
    const response = await owner.get("/admin/alerts/subscribers.csv");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="alert-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const lines = (await response.text()).replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe("Address,Language,Frequency,Topics,State,Confirmed at");
    expect(lines[1]).toBe(
      'abebe@example.com,am,Weekly digest,"Tenders (mining, works)",confirmed,2026-11-01T08:00:00.000Z',
    );
    // A cell a spreadsheet would read as a formula is text.
    expect(lines[2]).toBe("'=1+1@example.com,en,As published,News,pending,");
    const [logged] = await db
      .select()
      .from(activity)
      .where(eq(activity.action, "export-alert-subscribers"));
    expect(logged?.actorEmail).toBe("owner@example.com");
  });

  it("deletes a subscriber on request with their messages, logged without the address", async () => {
    const { owner, subscribe, db } = await setup();
    const leaving = await subscribe({ email: "Leaving@Example.com" });
    const staying = await subscribe({ email: "staying@example.com" });
    const [message] = await db
      .insert(alertMessages)
      .values({ subscriberId: leaving.id, state: "sent", sentAt: new Date() })
      .returning();
    await db.insert(alertDeliveries).values({
      subscriberId: leaving.id,
      kind: "article",
      itemId: crypto.randomUUID(),
      dueAt: new Date(),
      messageId: message?.id,
    });

    // Found by address whatever its case; not found says so.
    const found = await page(owner, "/admin/alerts?address=leaving%40example.com");
    expect(found).toContain("Leaving@Example.com");
    expect(found).toContain("Delete subscriber");
    expect(await page(owner, "/admin/alerts?address=nobody%40example.com")).toContain(
      "No subscriber has this address.",
    );

    const deleted = await owner.post("/admin/alerts", {
      intent: "delete-subscriber",
      target: leaving.id,
    });
    expect(deleted.status).toBe(200);
    expect(textOf(await deleted.text())).toContain("Subscriber deleted");
    expect(await db.$count(alertSubscribers, eq(alertSubscribers.id, leaving.id))).toBe(0);
    expect(await db.$count(alertMessages, eq(alertMessages.subscriberId, leaving.id))).toBe(0);
    expect(await db.$count(alertDeliveries, eq(alertDeliveries.subscriberId, leaving.id))).toBe(0);
    expect(await db.$count(alertSubscribers, eq(alertSubscribers.id, staying.id))).toBe(1);

    const entries = await db.select().from(activity);
    const entry = entries.find((row) => row.action === "delete-alert-subscriber");
    expect(entry?.subjectTitle).toBe("a subscriber");
    expect(JSON.stringify(entries).toLowerCase()).not.toContain("leaving@example.com");
    // The activity log words it.
    expect(await page(owner, "/admin/activity")).toMatch(
      /deleted the alert subscription of\W+a subscriber/i,
    );

    // Deleting again: already gone, said so.
    const again = await owner.post("/admin/alerts", {
      intent: "delete-subscriber",
      target: leaving.id,
    });
    expect(textOf(await again.text())).toContain("That subscriber was already deleted.");
  });

  it("refuses editors the screen, its export and its commands", async () => {
    const { editor, owner, subscribe, db } = await setup();
    const kept = await subscribe({ email: "kept@example.com" });
    expect((await editor.get("/admin/alerts")).status).toBe(403);
    expect((await editor.get("/admin/alerts/subscribers.csv")).status).toBe(403);
    const post = await editor.post("/admin/alerts", {
      intent: "delete-subscriber",
      target: kept.id,
    });
    expect(post.status).toBe(403);
    expect(await db.$count(alertSubscribers)).toBe(1);
    // The tab is the owner's, not the editor's.
    expect(await (await owner.get("/admin")).text()).toContain('href="/admin/alerts"');
    expect(await (await editor.get("/admin")).text()).not.toContain('href="/admin/alerts"');
  });

  it("says on an article's form whom it alerts, and stores 'Do not send alerts'", async () => {
    const { owner, subscribe, db } = await setup();
    await subscribe({ email: "every@example.com", topics: { news: { sectors: [] } } });
    await subscribe({
      email: "mines@example.com",
      topics: { news: { sectors: ["mining", "export"] } },
    });
    await subscribe({ email: "export@example.com", topics: { news: { sectors: ["export"] } } });
    await subscribe({ email: "jobs@example.com", topics: { jobs: { sectors: ["mining"] } } });

    const fields = {
      title: "New licence at Sululta",
      slug: "sululta-licence",
      summary: "S",
      content: "C",
      imageUrl: "",
      author: "A",
      sector: "mining",
      publication: "draft",
    };
    const created = await owner.post("/admin/articles/new", fields);
    expect(created.status).toBe(302);
    const [article] = await db
      .select()
      .from(newsArticles)
      .where(eq(newsArticles.slug, "sululta-licence"));
    if (!article) throw new Error("no article stored");
    const form = await page(owner, `/admin/articles/${article.id}`);
    expect(form).toContain("2 subscribers would be alerted");
    expect(form).toContain("Alerts are off: the server has no SMTP_URL");
    expect(form).toContain("Do not send alerts");

    const muted = () =>
      db
        .select({ muted: alertItems.muted })
        .from(alertItems)
        .where(and(eq(alertItems.kind, "article"), eq(alertItems.itemId, article.id)));
    const save = (extra: Record<string, string>) =>
      owner.post(`/admin/articles/${article.id}`, {
        ...fields,
        alertChoiceShown: "1",
        version: String(article.version),
        ...extra,
      });
    expect((await save({ noAlerts: "on" })).status).toBe(302);
    expect(await muted()).toEqual([{ muted: true }]);
    const ticked = await (await owner.get(`/admin/articles/${article.id}`)).text();
    expect(ticked).toMatch(/<input[^>]*name="noAlerts"[^>]*checked/);
    // Unticked again: it alerts when published.
    expect((await save({ version: String(article.version + 1) })).status).toBe(302);
    expect(await muted()).toEqual([]);
  });
});
