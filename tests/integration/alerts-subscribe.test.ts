import { afterEach, describe, expect, it } from "vitest";
import { pruneUnconfirmedAlerts, subscribe } from "../../app/features/alerts/subscribe.server";
import { ALERT_PATHS, alertToken } from "../../app/features/alerts/tokens.server";
import { signStartedAt } from "../../app/lib/form-trap.server";
import { alertSubscribers } from "../../db/schema";
import { silentLogger, TEST_SECRET } from "../support/build";
import { textOf } from "../support/html";
import { startSmtpReceiver } from "../support/smtp-receiver";
import { appWithFeatures } from "../support/test-app";
import { ENGINES, perTestDatabase } from "../support/test-database";

const DAY = 24 * 3600_000;

/** A form shown five seconds ago: past the minimum fill time. */
const shownEarlier = () => signStartedAt(TEST_SECRET, Date.now() - 5000);

/** The 'Get alerts' form as a browser posts it (a checkbox ticked twice: its name twice). */
function alertForm(fields: [string, string][], { startedAt = shownEarlier(), website = "" } = {}) {
  return new URLSearchParams([
    ["form", "alerts"],
    ["back", "/tenders"],
    ["startedAt", startedAt],
    ["website", website],
    ...fields,
  ]);
}

/**
 * 'Get alerts' from the visitor's side: double opt-in by a confirmation e-mail in the page's
 * language, a GET that never confirms, the spam traps and the per-address limit, the manage and
 * unsubscribe pages by their tokens (one-click without cookie or Origin), unknown links, and
 * unconfirmed requests forgotten after 7 days.
 */
describe.each(ENGINES)("alert subscriptions on %s", (engine) => {
  const freshDatabase = perTestDatabase(engine);
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  async function setup() {
    const smtp = await startSmtpReceiver();
    cleanups.push(smtp.close);
    const test = await freshDatabase();
    const { app } = appWithFeatures(test.database, { SMTP_URL: smtp.url });
    const db = test.database.db;
    /** Posts as a browser without the page script (same origin, no cookie). */
    const post = (path: string, body: URLSearchParams) =>
      app.request(`http://localhost${path}`, {
        method: "POST",
        body,
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: "http://localhost",
        },
        redirect: "manual",
      });
    const get = (path: string) => app.request(`http://localhost${path}`, { redirect: "manual" });
    const subscribers = () => db.select().from(alertSubscribers);
    return { smtp, app, db, post, get, subscribers };
  }

  it("sends one confirmation in the page's language; its GET only asks, its POST confirms", async () => {
    const { smtp, post, get, subscribers } = await setup();
    const answer = await post(
      "/am/alerts",
      alertForm([
        ["email", "Selam@Abay.example"],
        ["topics", "tenders"],
        ["sectors.tenders", "mining"],
        ["categories", "works"],
        ["categories", "goods"],
        ["frequency", "daily"],
      ]),
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    const page = textOf(await answer.text());
    expect(page).toContain("ኢሜይልዎን ይመልከቱ፦ Selam@Abay.example");
    const [pending] = await subscribers();
    expect(pending).toMatchObject({
      email: "Selam@Abay.example",
      state: "pending",
      language: "am",
      frequency: "daily",
      topics: { tenders: { sectors: ["mining"], categories: ["goods", "works"] } },
    });

    await expect.poll(() => smtp.mails.length, { timeout: 10_000 }).toBe(1);
    const mail = smtp.mails[0];
    // (The mailer writes the domain in lower case.)
    expect(mail?.to.toLowerCase()).toBe("selam@abay.example");
    // (The receiver joins the subject's encoded words with spaces.)
    expect(mail?.subject.replace(/\s+/g, "")).toContain("ማሳወቂያዎችንያረጋግጡ");
    expect(mail?.text).toContain("ጨረታዎች (ማዕድን; ዕቃዎች, የግንባታ ሥራዎች) · የዕለት ማጠቃለያ");
    expect(mail?.text).toContain("ከ7 ቀናት በኋላ ይረሳል");
    const link = /https?:\/\/\S+\/am\/alerts\/confirm\/\S+/.exec(mail?.text ?? "")?.[0] ?? "";
    const path = new URL(link).pathname;

    // A mail scanner opening the link confirms nothing.
    const asked = await get(path);
    expect(asked.status).toBe(200);
    expect(asked.headers.get("x-robots-tag")).toBe("noindex");
    expect(asked.headers.get("cache-control")).toBe("private, no-store");
    const askedPage = await asked.text();
    expect(askedPage).toContain("አረጋግጥ</button>");
    expect(askedPage).toContain('name="robots" content="noindex"');
    expect((await subscribers())[0]?.state).toBe("pending");

    const confirmed = await post(path, new URLSearchParams());
    expect(confirmed.status).toBe(200);
    expect(textOf(await confirmed.text())).toContain("ማሳወቂያዎችዎ ተረጋግጠዋል");
    const [active] = await subscribers();
    expect(active?.state).toBe("active");
    expect(active?.confirmedAt).toBeInstanceOf(Date);

    // Subscribed already: the same answer; the new choices wait for their own confirmation.
    const again = await post(
      "/alerts",
      alertForm([
        ["email", "selam@abay.example"],
        ["topics", "jobs"],
      ]),
    );
    expect(textOf(await again.text())).toContain("Check your e-mail: if selam@abay.example");
    const [waiting] = await subscribers();
    expect(waiting?.topics).toEqual({
      tenders: { sectors: ["mining"], categories: ["goods", "works"] },
    });
    expect(waiting?.requested).toMatchObject({ topics: { jobs: { sectors: [] } }, language: "en" });
    await expect.poll(() => smtp.mails.length, { timeout: 10_000 }).toBe(2);
    const second = /https?:\/\/\S+(\/alerts\/confirm\/\S+)/.exec(smtp.mails[1]?.text ?? "")?.[1];
    expect((await post(second ?? "", new URLSearchParams())).status).toBe(200);
    const [applied] = await subscribers();
    expect(applied).toMatchObject({ topics: { jobs: { sectors: [] } }, language: "en" });
    expect(applied?.requested).toBeNull();
  });

  it("refuses bad input with its field errors, answers bots and a fourth request alike, stores nothing without SMTP", async () => {
    const { smtp, db, post, subscribers } = await setup();
    const invalid = await post("/alerts", alertForm([["email", "not-an-address"]]));
    expect(invalid.status).toBe(400);
    const invalidPage = textOf(await invalid.text());
    expect(invalidPage).toContain("Please enter a valid e-mail address");
    expect(invalidPage).toContain("Choose at least one of News, Tenders and Jobs");
    // The honeypot filled in: the same thanks, nothing stored or sent.
    const bot = await post(
      "/alerts",
      alertForm(
        [
          ["email", "bot@spam.example"],
          ["topics", "news"],
        ],
        { website: "https://spam.example" },
      ),
    );
    expect(textOf(await bot.text())).toContain("Check your e-mail: if bot@spam.example");
    expect(await subscribers()).toEqual([]);

    // Three confirmations a day for one address; the fourth request is answered alike, unsent.
    for (let request = 1; request <= 4; request++) {
      const answer = await post(
        "/alerts",
        alertForm([
          ["email", request % 2 ? "stranger@example.com" : "STRANGER@example.com"],
          ["topics", "news"],
        ]),
      );
      expect(textOf(await answer.text())).toContain("Check your e-mail");
    }
    await expect.poll(() => smtp.mails.length, { timeout: 10_000 }).toBe(3);
    expect(await subscribers()).toHaveLength(1);

    // Without SMTP_URL nothing could be confirmed: refused, nothing stored.
    const refused = await subscribe(
      {
        db,
        secret: TEST_SECRET,
        clientIp: "198.51.100.7",
        siteUrl: "http://localhost",
        siteName: "Test",
        logger: silentLogger,
      },
      {
        values: {
          email: "later@example.com",
          topics: ["news"],
          sectors: { news: [], tenders: [], jobs: [] },
          categories: [],
          frequency: "instant",
        },
        honeypot: "",
        startedAt: shownEarlier(),
      },
      "en",
    );
    expect(refused).toMatchObject({
      ok: false,
      errors: { form: expect.stringContaining("not available") },
    });
    expect(await subscribers()).toHaveLength(1);
  });

  it("manages by the link: frequency, pause, one-click unsubscribe with no cookie or Origin; unknown links get a 404 page", async () => {
    const { app, db, post, get, subscribers } = await setup();
    const [row] = await db
      .insert(alertSubscribers)
      .values({
        email: "dawit@example.com",
        language: "om",
        topics: { news: { sectors: [] } },
        state: "active",
        confirmedAt: new Date(),
      })
      .returning();
    const token = alertToken(TEST_SECRET, "manage", row?.id ?? "");
    const manage = `/om${ALERT_PATHS.manage(token)}`;
    const shown = await get(manage);

    expect(shown.status).toBe(200);
    expect(shown.headers.get("cache-control")).toBe("private, no-store");
    expect(textOf(await shown.text())).toContain("Beeksisa dawit@example.com");

    const saved = await post(
      manage,
      new URLSearchParams([
        ["intent", "save"],
        ["topics", "news"],
        ["topics", "jobs"],
        ["sectors.jobs", "export"],
        ["frequency", "weekly"],
        ["language", "om"],
      ]),
    );
    expect(saved.status).toBe(200);
    expect(textOf(await saved.text())).toContain("Filannoon keessan olkaa'ameera");
    expect((await subscribers())[0]).toMatchObject({
      frequency: "weekly",
      topics: { news: { sectors: [] }, jobs: { sectors: ["export"] } },
    });
    const paused = await post(manage, new URLSearchParams({ intent: "pause" }));
    expect(textOf(await paused.text())).toContain("Beeksisni keessan yeroof dhaabateera");
    expect((await subscribers())[0]?.state).toBe("paused");

    // A mail provider's one-click unsubscribe (RFC 8058): no cookie, no Origin.
    const oneClick = await app.request(`http://localhost${ALERT_PATHS.unsubscribe(token)}`, {
      method: "POST",
      body: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(oneClick.status).toBe(200);
    expect(textOf(await oneClick.text())).toContain("You are unsubscribed");
    expect(await subscribers()).toEqual([]);

    // The manage link of a deleted subscription, and made-up ones: a clear page, 404.
    for (const path of [
      manage,
      ALERT_PATHS.confirm(`${row?.id}.forged`),
      ALERT_PATHS.unsubscribe("nonsense"),
    ]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      const page = await answer.text();
      expect(page).toMatch(/href="(\/om)?\/alerts"/);
    }
  });

  it("forgets a request not confirmed within 7 days", async () => {
    const { db, subscribers } = await setup();
    const now = new Date();
    const topics = { news: { sectors: [] } };
    await db.insert(alertSubscribers).values([
      { email: "old@example.com", topics, createdAt: new Date(now.getTime() - 8 * DAY) },
      { email: "recent@example.com", topics, createdAt: new Date(now.getTime() - DAY) },
      {
        email: "active@example.com",
        topics,
        state: "active",
        requested: { topics: { jobs: { sectors: [] } }, frequency: "daily", language: "en" },
        requestedAt: new Date(now.getTime() - 8 * DAY),
      },
    ]);
    expect(await pruneUnconfirmedAlerts(db, now)).toEqual({ forgotten: 1, cleared: 1 });
    const left = await subscribers();
    expect(left.map((row) => row.email).sort()).toEqual([
      "active@example.com",
      "recent@example.com",
    ]);
    expect(left.find((row) => row.email === "active@example.com")?.requested).toBeNull();
  });
});
