import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { sendTestEvent } from "../../app/features/webhooks/endpoints.server";
import {
  claimDeliveries,
  recordAttempt,
  recordContentChanges,
  releaseCompareLease,
  takeCompareLease,
} from "../../app/features/webhooks/queue.server";
import { createWebhookSender } from "../../app/features/webhooks/sender.server";
import { WEBHOOK_SOURCES } from "../../app/kinds/webhooks.server";
import { signStartedAt } from "../../app/lib/form-trap.server";
import type { AppDatabase } from "../../db/client.server";
import {
  newsArticles,
  positions,
  tenders,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  webhookSender,
} from "../../db/schema";
import { type Features, housekeeping } from "../../server/features";
import { silentLogger, TEST_SECRET } from "../support/build";
import { textOf } from "../support/html";
import { TestClient } from "../support/http-client";
import { pdf } from "../support/media-fixtures";
import { appOn, appWithFeatures } from "../support/test-app";
import { ENGINES, perTestDatabase } from "../support/test-database";
import { startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver";

const DAY = 24 * 3600_000;
/** Outside production (http:// allowed) with the receiver on loopback allowed. */
const RECEIVER_ENV = { NODE_ENV: "test", WEBHOOKS_ALLOW_PRIVATE: "true" };

/** A published article, as 'Publish immediately' stores one. */
async function publishArticle(
  db: AppDatabase,
  slug: string,
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
      sector: "mining",
      published: true,
      publishedAt: new Date(Date.now() - 1000),
      ...extra,
    })
    .returning();
  if (!row) throw new Error("no article stored");
  return row;
}

/** The form of 'Add endpoint', as a browser sends it (one `events` per box ticked). */
function endpointForm(url: string, events: string[], description = "") {
  const form = new FormData();
  form.append("intent", "save");
  form.append("url", url);
  form.append("description", description);
  for (const event of events) form.append("events", event);
  return form;
}

const ARTICLE_EVENTS = ["published", "updated", "unpublished", "deleted"].map(
  (action) => `article.${action}`,
);

/**
 * Webhooks end to end: staff add an endpoint at /admin/webhooks, content changes are found by
 * comparison and delivered, signed, to a real receiver on loopback that verifies each request
 * with the standardwebhooks package; retries, failing targets, two instances, the target rules.
 */
describe.each(ENGINES)("webhooks on %s", (engine) => {
  const freshDatabase = perTestDatabase(engine);
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function setup(
    env: Record<string, string> = RECEIVER_ENV,
    replace: (features: Features, db: AppDatabase) => Partial<Features> = () => ({}),
  ) {
    const receiver = await startWebhookReceiver();
    cleanups.push(() => receiver.close());
    const test = await freshDatabase();
    const made = appWithFeatures(test.database, env);
    const features = { ...made.features, ...replace(made.features, test.database.db) };
    const app = appOn(test.database, env, { features });
    const sender = features.webhooks.sender;
    cleanups.push(() => sender.stop());
    const owner = new TestClient(app);
    await owner.signUp("owner@example.com");
    await owner.signIn("owner@example.com");
    const db = test.database.db;
    /** Adds an endpoint through the screen; its secret (shown once) is given to the receiver. */
    const addEndpoint = async (events: string[], url = receiver.url) => {
      const response = await owner.postForm("/admin/webhooks", endpointForm(url, events));
      const page = await response.text();
      expect(response.status, page).toBe(200);
      const secret = /whsec_[A-Za-z0-9+/=]+/.exec(page)?.[0];
      if (!secret) throw new Error("no secret shown");
      receiver.setSecret(secret);
      const [endpoint] = await db
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.url, url));
      if (!endpoint) throw new Error("no endpoint stored");
      // The first comparison only notes what is public already.
      await sender.runOnce();
      return { endpoint, secret, page };
    };
    return { db, app, owner, receiver, sender, features, test, addEndpoint };
  }

  const deliveriesOf = (db: AppDatabase) =>
    db.select().from(webhookDeliveries).orderBy(webhookDeliveries.createdAt);
  /** Time passes for the queue: every waiting delivery is due now. */
  const dueNow = (db: AppDatabase) =>
    db.execute(sql`update webhook_deliveries set next_attempt_at = now() where state = 'waiting'`);
  const signedAndVerified = (receiver: WebhookReceiver) =>
    receiver.received.every(
      (request) =>
        request.verified && /^v1,[A-Za-z0-9+/=]+$/.test(request.headers["webhook-signature"] ?? ""),
    );

  it("a publish delivers one signed request; an update, unpublishing and the trash announce too", async () => {
    const { db, receiver, sender, addEndpoint } = await setup();
    await publishArticle(db, "already-public");
    await addEndpoint(ARTICLE_EVENTS);
    expect(receiver.received).toHaveLength(0);

    const article = await publishArticle(db, "copper-output");
    await sender.runOnce();
    await sender.runOnce();
    expect(receiver.received).toHaveLength(1);
    const [published] = receiver.received;
    expect(published?.verified).toBe(true);
    expect(published?.payload.type).toBe("article.published");
    expect(published?.payload.data).toMatchObject({
      kind: "article",
      id: article.id,
      title: "Article copper-output",
      url: "http://localhost:3000/news/copper-output",
      adminUrl: `http://localhost:3000/admin/articles/${article.id}`,
    });
    expect(published?.headers["content-type"]).toBe("application/json");
    expect(Number(published?.headers["webhook-timestamp"])).toBeCloseTo(Date.now() / 1000, -2);

    await db
      .update(newsArticles)
      .set({ title: "Copper output, revised", updatedAt: new Date() })
      .where(eq(newsArticles.id, article.id));
    await sender.runOnce();
    expect(receiver.of("article.updated")).toHaveLength(1);
    expect(receiver.of("article.updated")[0]?.payload.data.title).toBe("Copper output, revised");

    await db.update(newsArticles).set({ published: false }).where(eq(newsArticles.id, article.id));
    await sender.runOnce();
    expect(receiver.of("article.unpublished")).toHaveLength(1);
    expect(receiver.of("article.unpublished")[0]?.payload.data.url).toBeNull();

    await db
      .update(newsArticles)
      .set({ published: true, publishedAt: new Date(Date.now() - 1000) })
      .where(eq(newsArticles.id, article.id));
    await sender.runOnce();
    await db
      .update(newsArticles)
      .set({ deletedAt: new Date() })
      .where(eq(newsArticles.id, article.id));
    await sender.runOnce();
    expect(receiver.received.map((request) => request.payload.type)).toEqual([
      "article.published",
      "article.updated",
      "article.unpublished",
      "article.published",
      "article.deleted",
    ]);
    // Every request signed, each event its own id, nothing sent twice.
    expect(signedAndVerified(receiver)).toBe(true);
    expect(new Set(receiver.received.map((request) => request.id)).size).toBe(5);
    await sender.runOnce();
    expect(receiver.received).toHaveLength(5);
  });

  it("announces a scheduled item when its time passes, and a publish through the admin at once", async () => {
    const { db, receiver, sender, owner, addEndpoint } = await setup();
    await addEndpoint(["article.published"]);
    const later = await publishArticle(db, "scheduled", {
      publishedAt: new Date(Date.now() + 3600_000),
    });
    await sender.runOnce();
    expect(receiver.received).toHaveLength(0);
    // Its time comes (moved through the data layer): announced, no process had to act.
    await db
      .update(newsArticles)
      .set({ publishedAt: new Date(Date.now() - 1000) })
      .where(eq(newsArticles.id, later.id));
    await sender.runOnce();
    expect(receiver.of("article.published").map((r) => r.payload.data.id)).toEqual([later.id]);

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
    await expect.poll(() => receiver.of("article.published").length).toBe(2);
    expect(receiver.of("article.published")[1]?.payload.data.title).toBe("The Modjo plant opens");
  });

  it("announces a position as unpublished when its closing time passes, as the API stops listing it", async () => {
    const { db, app, receiver, sender, addEndpoint } = await setup();
    await addEndpoint(["position.published", "position.unpublished"]);
    const [position] = await db
      .insert(positions)
      .values({
        title: "Mine Surveyor",
        slug: "mine-surveyor",
        sector: "mining",
        location: "Adola",
        employmentType: "FULL_TIME",
        description: "You survey the open pit.",
        requirements: "A degree in surveying.",
        closesAt: new Date(Date.now() + 3600_000),
        published: true,
        publishedAt: new Date(Date.now() - 1000),
      })
      .returning();
    if (!position) throw new Error("no position stored");
    await sender.runOnce();
    expect(receiver.of("position.published").map((r) => r.payload.data.id)).toEqual([position.id]);
    // Its closing time passes (moved through the data layer, as the clock would): nothing was
    // saved, yet the API no longer lists it and the receiver hears so at once.
    await db
      .update(positions)
      .set({ closesAt: new Date(Date.now() - 1000) })
      .where(eq(positions.id, position.id));
    await db.execute(
      sql`update positions set updated_at = ${position.updatedAt.toISOString()}::timestamptz
        where id = ${position.id}::uuid`,
    );
    expect((await app.request("/api/v1/positions/mine-surveyor")).status).toBe(404);
    await sender.runOnce();
    const [closed] = receiver.of("position.unpublished");
    expect(closed?.payload.data).toMatchObject({ kind: "position", id: position.id, url: null });
    expect(closed?.verified).toBe(true);
    await sender.runOnce();
    expect(receiver.received).toHaveLength(2);
  });

  it("a receiver answering 503, then down, gets the event after a retry, with the same id", async () => {
    const { db, receiver, sender, addEndpoint } = await setup();
    await addEndpoint(["article.published"]);
    receiver.answer(503);
    await publishArticle(db, "while-down");
    await sender.runOnce();
    expect(receiver.received).toHaveLength(1);
    let [delivery] = await deliveriesOf(db);
    expect(delivery).toMatchObject({ state: "waiting", attempts: 1, lastStatus: 503 });
    // Retried 5 s later, not before.
    const wait = (delivery?.nextAttemptAt.getTime() ?? 0) - Date.now();
    expect(wait).toBeGreaterThan(2000);
    expect(wait).toBeLessThanOrEqual(5000);
    await sender.runOnce();
    expect(receiver.received).toHaveLength(1);

    // Down altogether for a while: nothing listens on its address.
    const closed = await startWebhookReceiver();
    const downUrl = closed.url;
    await closed.close();
    await db.update(webhookEndpoints).set({ url: downUrl });
    await dueNow(db);
    await sender.runOnce();
    [delivery] = await deliveriesOf(db);
    expect(delivery).toMatchObject({ state: "waiting", attempts: 2, lastStatus: null });
    expect(delivery?.lastError).toBeTruthy();

    // Back: the next try delivers it.
    await db.update(webhookEndpoints).set({ url: receiver.url });
    receiver.answer("ok");
    await dueNow(db);
    await sender.runOnce();
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]?.id).toBe(receiver.received[0]?.id);
    expect(receiver.received[1]?.verified).toBe(true);
    [delivery] = await deliveriesOf(db);
    expect(delivery).toMatchObject({ state: "delivered", attempts: 3, lastStatus: 204 });
    const attempts = await db.select().from(webhookAttempts).orderBy(webhookAttempts.at);
    expect(attempts.map((a) => a.status)).toEqual([503, null, 204]);
    const [endpoint] = await db.select().from(webhookEndpoints);
    expect(endpoint?.failures).toBe(0);
  });

  it("a target that never answers holds no publish up and is shown failing after 5 attempts", async () => {
    const { db, receiver, owner, sender, addEndpoint } = await setup(
      RECEIVER_ENV,
      (features, db) => ({
        webhooks: {
          ...features.webhooks,
          // A short time-out instead of 10 s, so five attempts take a second.
          sender: createWebhookSender({
            db,
            logger: silentLogger,
            sources: WEBHOOK_SOURCES,
            siteUrl: "http://localhost:3000",
            secret: TEST_SECRET,
            rules: features.webhooks.rules,
            siteName: "Test",
            timeoutMs: 300,
          }),
        },
      }),
    );
    await addEndpoint(["article.published"]);
    receiver.answer("never");
    const started = Date.now();
    const saved = await owner.post("/admin/articles/new", {
      title: "Published while the target hangs",
      slug: "target-hangs",
      summary: "Summary.",
      content: "Text.",
      imageUrl: "",
      author: "Addis Investment Group",
      sector: "manufacturing",
      publication: "published",
    });
    expect(saved.status).toBe(302);
    expect(Date.now() - started).toBeLessThan(5000);
    await expect.poll(() => receiver.received.length).toBe(1);
    await sender.idle();
    for (let attempt = 2; attempt <= 5; attempt += 1) {
      await dueNow(db);
      await sender.runOnce();
    }
    expect(receiver.received).toHaveLength(5);
    const [endpoint] = await db.select().from(webhookEndpoints);
    expect(endpoint?.failures).toBe(5);
    expect(endpoint?.failingSince).toBeInstanceOf(Date);
    const [delivery] = await deliveriesOf(db);
    expect(delivery?.lastError).toContain("No answer within 0.3 s");
    const list = await (await owner.get("/admin/webhooks")).text();
    expect(list).toContain("Failing since");
  });

  it.skipIf(engine === "embedded")(
    "two instances on one PostgreSQL deliver each event once",
    async () => {
      const { db, receiver, features, addEndpoint } = await setup();
      await addEndpoint(["article.published"]);
      const other = createWebhookSender({
        db,
        logger: silentLogger,
        sources: WEBHOOK_SOURCES,
        siteUrl: "http://localhost:3000",
        secret: TEST_SECRET,
        rules: features.webhooks.rules,
        siteName: "Test",
      });
      cleanups.push(() => other.stop());
      for (let n = 0; n < 30; n += 1) await publishArticle(db, `bulk-${n}`);
      await Promise.all([features.webhooks.sender.runOnce(), other.runOnce()]);
      await Promise.all([features.webhooks.sender.runOnce(), other.runOnce()]);
      expect(receiver.received).toHaveLength(30);
      expect(new Set(receiver.received.map((request) => request.id)).size).toBe(30);
      expect(new Set(receiver.received.map((r) => r.payload.data.id)).size).toBe(30);
    },
  );

  it("the comparing lease is its owner's: a sender whose lease lapsed and was taken over neither frees it nor records", async () => {
    const { db, addEndpoint } = await setup();
    await addEndpoint(["article.published"]);
    const slow = { owner: "slow-instance", leaseMs: 60_000 };
    const quick = { owner: "quick-instance", leaseMs: 60_000 };
    expect(await takeCompareLease(db, slow)).toBe(true);
    expect(await takeCompareLease(db, quick)).toBe(false);
    // The slow instance's lease lapses while it still works; the quick one takes it over.
    await db.update(webhookSender).set({ leaseUntil: new Date(Date.now() - 1000) });
    expect(await takeCompareLease(db, quick)).toBe(true);
    await publishArticle(db, "seen-once");
    // The slow one's comparison and release change nothing: the lease stays the quick one's.
    expect(await recordContentChanges(db, WEBHOOK_SOURCES, "http://localhost:3000", slow)).toBe(0);
    await releaseCompareLease(db, slow);
    const [held] = await db.select().from(webhookSender);
    expect(held?.leaseOwner).toBe("quick-instance");
    expect(held?.leaseUntil?.getTime()).toBeGreaterThan(Date.now());
    expect(await takeCompareLease(db, slow)).toBe(false);
    expect(await db.select().from(webhookDeliveries)).toHaveLength(0);
    // The owner records the change once, renews its own lease, and frees it.
    expect(await recordContentChanges(db, WEBHOOK_SOURCES, "http://localhost:3000", quick)).toBe(1);
    expect(await takeCompareLease(db, quick)).toBe(true);
    await releaseCompareLease(db, quick);
    expect(await takeCompareLease(db, slow)).toBe(true);
    expect(await db.select().from(webhookDeliveries)).toHaveLength(1);
  });

  it("records an attempt only while its claim holds: one taken over after its lease lapsed is the new claim's", async () => {
    const { db, sender, addEndpoint } = await setup();
    const { endpoint } = await addEndpoint(["article.published"]);
    await sender.idle();
    // Queued through the data layer: 'Send test' in the admin would wake this app's sender.
    expect(await sendTestEvent(db, endpoint.id, "http://localhost:3000")).toBeTruthy();
    // Claimed directly (no sender runs), by two instances in turn.
    const [first] = await claimDeliveries(db, { leaseMs: 60_000, batch: 5 });
    if (!first) throw new Error("nothing claimed");
    expect(await claimDeliveries(db, { leaseMs: 60_000, batch: 5 })).toHaveLength(0);
    await db.update(webhookDeliveries).set({ leaseUntil: new Date(Date.now() - 1000) });
    const [second] = await claimDeliveries(db, { leaseMs: 60_000, batch: 5 });
    if (!second) throw new Error("not claimed again");
    expect(second.attempts).toBe(2);
    // The first, late, answer is not recorded over the second claim.
    const late = { status: 500, durationMs: 61_000, error: null };
    expect(await recordAttempt(db, first, late)).toBe(false);
    expect(await db.select().from(webhookAttempts)).toHaveLength(0);
    let [delivery] = await deliveriesOf(db);
    expect(delivery).toMatchObject({ state: "waiting", attempts: 2, lastStatus: null });
    expect(delivery?.leaseUntil?.getTime()).toBeGreaterThan(Date.now());
    const [stored] = await db.select().from(webhookEndpoints);
    expect(stored?.failures).toBe(0);
    // The second claim's outcome is.
    expect(await recordAttempt(db, second, { status: 204, durationMs: 40, error: null })).toBe(
      true,
    );
    [delivery] = await deliveriesOf(db);
    expect(delivery).toMatchObject({ state: "delivered", lastStatus: 204, leaseUntil: null });
    expect(await db.select().from(webhookAttempts)).toHaveLength(1);
    // Recorded once: the same claim cannot write twice.
    expect(await recordAttempt(db, second, late)).toBe(false);
  });

  it("fails an attempt whose DNS lookup does not answer in time, and tries again later", async () => {
    const { db, receiver, features, addEndpoint } = await setup();
    await addEndpoint(["article.published"]);
    const port = new URL(receiver.url).port;
    await db.update(webhookEndpoints).set({ url: `http://hooks.slow-dns.example:${port}/` });
    const stalled = createWebhookSender({
      db,
      logger: silentLogger,
      sources: WEBHOOK_SOURCES,
      siteUrl: "http://localhost:3000",
      secret: TEST_SECRET,
      // A resolver that never answers, as a DNS server that drops queries.
      rules: {
        ...features.webhooks.rules,
        lookup: () => new Promise(() => {}),
        lookupTimeoutMs: 200,
      },
      siteName: "Test",
    });
    cleanups.push(() => stalled.stop());
    await publishArticle(db, "slow-dns");
    const started = Date.now();
    await stalled.runOnce();
    expect(Date.now() - started).toBeLessThan(5000);
    expect(receiver.received).toHaveLength(0);
    const [delivery] = await deliveriesOf(db);
    expect(delivery).toMatchObject({ state: "waiting", attempts: 1, lastStatus: null });
    expect(delivery?.lastError).toBe("DNS did not answer for hooks.slow-dns.example within 0.2 s.");
    expect(delivery?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
  });

  it("'Send test' and 'Redeliver' from the endpoint's page, logged with status and response time", async () => {
    const { db, owner, receiver, sender, addEndpoint } = await setup();
    const { endpoint } = await addEndpoint(["article.published"]);
    const page = `/admin/webhooks/${endpoint.id}`;
    expect(await (await owner.get(page)).text()).toContain("Nothing sent yet");
    const test = await owner.post(page, { intent: "test" });
    expect(test.status).toBe(200);
    await sender.runOnce();
    expect(receiver.of("webhook.test")).toHaveLength(1);
    expect(receiver.received[0]?.verified).toBe(true);
    const log = await (await owner.get(page)).text();
    expect(log).toContain("Delivered (HTTP 204)");
    expect(textOf(log)).toMatch(/ · \d+ ms · 1 attempt/);
    const [delivery] = await deliveriesOf(db);
    expect(log).toMatch(/aria-label="Redeliver webhook\.test of \d\d:\d\d:\d\d"/);

    const again = await owner.post(page, { intent: "redeliver", delivery: delivery?.id ?? "" });
    expect(again.status).toBe(200);
    await sender.runOnce();
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]?.id).toBe(receiver.received[0]?.id);
    expect(textOf(await (await owner.get(page)).text())).toContain("2 attempts");
    // Another endpoint's delivery is not this page's to redeliver.
    const foreign = await owner.post(page, {
      intent: "redeliver",
      delivery: "00000000-0000-4000-8000-000000000000",
    });
    expect(foreign.status).toBe(404);

    // Off: nothing is sent; on again: the waiting delivery goes.
    await owner.post(page, { intent: "toggle", enabled: "false" });
    await owner.post(page, { intent: "test" });
    await sender.runOnce();
    expect(receiver.received).toHaveLength(2);
    expect(await (await owner.get("/admin/webhooks")).text()).toContain(">Off<");
    await owner.post(page, { intent: "toggle", enabled: "true" });
    await sender.runOnce();
    expect(receiver.received).toHaveLength(3);

    const deleted = await owner.post(page, { intent: "delete" });
    expect(deleted.status).toBe(302);
    const logged = textOf(await (await owner.get("/admin/activity?kind=webhooks")).text());
    for (const action of ["added", "turned off", "turned on", "deleted"])
      expect(logged).toContain(`${action} webhook endpoint “ ${endpoint.url} ”`);
    expect(await db.select().from(webhookEndpoints)).toHaveLength(0);
    expect(await db.select().from(webhookDeliveries)).toHaveLength(0);
  });

  it("refuses a private target when WEBHOOKS_ALLOW_PRIVATE is off, and http:// in production, storing nothing", async () => {
    const { db, owner } = await setup({ NODE_ENV: "test" });
    for (const url of [
      "http://127.0.0.1:8080/hooks",
      "http://localhost/hooks",
      "http://10.1.2.3/x",
      "http://[::1]/x",
      "http://169.254.169.254/latest",
    ]) {
      const response = await owner.postForm(
        "/admin/webhooks",
        endpointForm(url, ["webhook.test", "article.published"]),
      );
      expect(response.status, url).toBe(422);
      expect(await response.text(), url).toContain("private network");
    }
    const none = await owner.postForm("/admin/webhooks", endpointForm("https://example.com/x", []));
    expect(await none.text()).toContain("Choose at least one event.");
    expect(await db.select().from(webhookEndpoints)).toHaveLength(0);

    const production = await setup({});
    const refused = await production.owner.postForm(
      "/admin/webhooks",
      endpointForm("http://example.com/hooks", ["article.published"]),
    );
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain("must start with https://");
    expect(await production.db.select().from(webhookEndpoints)).toHaveLength(0);
  });

  it("checks the target again at delivery: a private address stored earlier is not sent to once refused", async () => {
    const { db, receiver, features, addEndpoint } = await setup();
    await addEndpoint(["article.published"]);
    const strict = createWebhookSender({
      db,
      logger: silentLogger,
      sources: WEBHOOK_SOURCES,
      siteUrl: "http://localhost:3000",
      secret: TEST_SECRET,
      rules: { ...features.webhooks.rules, allowPrivate: false },
      siteName: "Test",
    });
    cleanups.push(() => strict.stop());
    await publishArticle(db, "not-sent-inside");
    await strict.runOnce();
    expect(receiver.received).toHaveLength(0);
    const [delivery] = await deliveriesOf(db);
    expect(delivery?.lastError).toContain("private network");
  });

  it("the hourly upkeep removes events and attempts older than 30 days, not a waiting one", async () => {
    const { db, owner, sender, addEndpoint } = await setup();
    const { endpoint } = await addEndpoint(["article.published"]);
    await owner.post(`/admin/webhooks/${endpoint.id}`, { intent: "test" });
    await sender.runOnce();
    // Turned off, the second test stays waiting.
    await owner.post(`/admin/webhooks/${endpoint.id}`, { intent: "toggle", enabled: "false" });
    await owner.post(`/admin/webhooks/${endpoint.id}`, { intent: "test" });
    await sender.idle();
    const old = new Date(Date.now() - 31 * DAY).toISOString();
    await db.execute(sql`update webhook_events set created_at = ${old}::timestamptz`);
    await db.execute(sql`update webhook_attempts set at = ${old}::timestamptz`);
    await housekeeping(db, { trashDays: 30, activityDays: 365 });
    // The delivered one is gone with its attempt; the one still waiting stays.
    const left = await deliveriesOf(db);
    expect(left.map((delivery) => delivery.state)).toEqual(["waiting"]);
    expect(await db.select().from(webhookAttempts)).toHaveLength(0);
  });

  it("shows the secret once: no page shows it after creation, and it is stored sealed", async () => {
    const { db, owner, addEndpoint } = await setup();
    const { endpoint, secret, page } = await addEndpoint(["article.published"]);
    expect(page).toContain("it will not be shown again");
    expect(endpoint.secret).not.toContain(secret.slice(6));
    for (const path of [
      "/admin/webhooks",
      `/admin/webhooks/${endpoint.id}`,
      "/admin/webhooks.data",
      `/admin/webhooks/${endpoint.id}.data`,
    ]) {
      const text = await (await owner.get(path)).text();
      expect(text, path).not.toContain(secret);
      expect(text, path).not.toContain(secret.slice(6, 20));
      expect(text, path).not.toContain(endpoint.secret);
    }
    // Saving changes keeps the secret and shows none.
    const changed = await owner.postForm(
      `/admin/webhooks/${endpoint.id}`,
      endpointForm(endpoint.url, ["article.updated"], "The intranet"),
    );
    expect(await changed.text()).not.toContain("whsec_");
    const [stored] = await db.select().from(webhookEndpoints);
    expect(stored).toMatchObject({ secret: endpoint.secret, events: ["article.updated"] });
  });

  it("announces an application and a tender question with ids, titles and links, never a personal field", async () => {
    const { db, owner, receiver, sender, app, addEndpoint } = await setup();
    await addEndpoint(["application.received", "tender_question.received"]);
    const position = await owner.post("/admin/careers/new", {
      title: "Battery Assembly Engineer",
      slug: "battery-assembly-engineer",
      sector: "manufacturing",
      location: "Modjo",
      employmentType: "FULL_TIME",
      description: "You lead the battery pack line.",
      requirements: "A degree.",
      howToApply: "",
      publication: "published",
      closesAt: new Date(Date.now() + 30 * DAY).toISOString().slice(0, 16),
    });
    expect(position.status).toBe(302);
    const visitor = new TestClient(app);
    const form = new FormData();
    const personal = {
      name: "Hana Girma",
      email: "hana@example.com",
      phone: "+251 911 234 567",
      coverLetter: "I built battery packs for five years.",
    };
    for (const [name, value] of Object.entries({
      ...personal,
      consent: "on",
      startedAt: signStartedAt(TEST_SECRET, Date.now() - 5000),
    }))
      form.append(name, value);
    form.append(
      "cv",
      new File([new Uint8Array(pdf(1))], "hana-cv.pdf", { type: "application/pdf" }),
    );
    const applied = await visitor.postForm("/careers/battery-assembly-engineer", form);
    expect([200, 303]).toContain(applied.status);

    const [tender] = await db
      .insert(tenders)
      .values({
        title: "Supply of 40 electric delivery vans",
        slug: "electric-delivery-vans",
        reference: "AIG/NCB/2026/014",
        category: "goods",
        method: "ncb",
        description: "Forty electric vans.",
        closesAt: new Date(Date.now() + 10 * DAY),
        openingAt: new Date(Date.now() + 10 * DAY + 1800_000),
        published: true,
        publishedAt: new Date(Date.now() - DAY),
      })
      .returning();
    const asker = {
      name: "Dawit Bekele",
      company: "Dawit Engineering",
      email: "dawit@bekele.example",
      question: "Is a bid security by insurance bond accepted for Lot 2?",
    };
    const asked = await visitor.post("/tenders/electric-delivery-vans", {
      form: "question",
      ...asker,
      website: "",
      startedAt: signStartedAt(TEST_SECRET, Date.now() - 5000),
    });
    expect(asked.status).toBeLessThan(400);
    await sender.runOnce();

    const [application] = receiver.of("application.received");
    expect(application?.verified).toBe(true);
    expect(application?.payload.data).toMatchObject({
      positionTitle: "Battery Assembly Engineer",
      adminUrl: expect.stringMatching(/^http:\/\/localhost:3000\/admin\/careers\/applications\//),
    });
    const [question] = receiver.of("tender_question.received");
    expect(question?.payload.data).toMatchObject({
      tenderId: tender?.id,
      tenderTitle: "Supply of 40 electric delivery vans",
      adminUrl: `http://localhost:3000/admin/tenders/${tender?.id}/desk`,
    });
    for (const value of [...Object.values(personal), ...Object.values(asker), "hana-cv.pdf"]) {
      expect(application?.body).not.toContain(value);
      expect(question?.body).not.toContain(value);
    }
  });
});
