import { eq } from "drizzle-orm";
import pino from "pino";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  checkFillTime,
  MIN_FILL_MS,
  signStartedAt,
} from "../../app/features/contact/contact.server";
import { contactMessages, rateLimits } from "../../db/schema";
import { TEST_SECRET } from "../support/build";
import { textOf } from "../support/html";
import { TestClient } from "../support/http-client";
import { startSmtpReceiver } from "../support/smtp-receiver";
import { appOn } from "../support/test-app";
import { createTestDatabase, ENGINES, type TestDatabase } from "../support/test-database";

const MESSAGE = {
  intent: "contact",
  name: "Abebe Bikila",
  email: "abebe@example.com",
  subject: "Coffee for our roastery",
  message: "We would like to buy 20 tonnes of Guji coffee this season.",
};

/** A form shown five seconds ago: past the minimum fill time. */
const shownEarlier = () => signStartedAt(TEST_SECRET, Date.now() - 5000);

describe.each(ENGINES)("the contact form on %s", (engine) => {
  let test: TestDatabase | undefined;
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
    await test?.drop();
    test = undefined;
  });

  async function setup(env: Record<string, string> = {}) {
    test = await createTestDatabase(engine);
    await test.database.migrate();
    const logs: { msg: string }[] = [];
    const logger = pino(
      { level: "info" },
      { write: (line: string) => logs.push(JSON.parse(line)) },
    );
    const app = appOn(test.database, env, { logger });
    return { app, db: test.database.db, logs, visitor: new TestClient(app) };
  }

  it("stores a valid message and answers with the thank-you text", async () => {
    const { db, visitor } = await setup();
    const response = await visitor.post(
      "/?index",
      { ...MESSAGE, startedAt: shownEarlier() },
      { "user-agent": "TestBrowser/1.0" },
    );
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Thank you! Your message has been sent.");
    const [row] = await db.select().from(contactMessages);
    expect(row).toMatchObject({
      name: MESSAGE.name,
      email: MESSAGE.email,
      subject: MESSAGE.subject,
      message: MESSAGE.message,
      readAt: null,
      userAgent: "TestBrowser/1.0",
    });
    expect(row?.ipHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("refuses invalid input with a message per field, keeping what was typed", async () => {
    const { db, visitor } = await setup();
    const cases: [Record<string, string>, string][] = [
      [{ name: "" }, "Please enter your name"],
      [{ name: "x".repeat(101) }, "Your name must be at most 100 characters"],
      [{ email: "" }, "Please enter your email address"],
      [{ email: "not-an-email" }, "Please enter a valid email address"],
      [
        { email: `${"x".repeat(250)}@example.com` },
        "Your email address must be at most 254 characters",
      ],
      [{ subject: "" }, "Please enter a subject"],
      [{ subject: "x".repeat(151) }, "The subject must be at most 150 characters"],
      [{ message: "Too short" }, "Your message must be at least 10 characters"],
      [{ message: "x".repeat(5001) }, "Your message must be at most 5,000 characters"],
    ];
    for (const [change, text] of cases) {
      const startedAt = shownEarlier();
      const response = await visitor.post("/?index", { ...MESSAGE, ...change, startedAt });
      expect(response.status, text).toBe(400);
      const html = await response.text();
      expect(html).toContain(text);
      // What was typed in the other fields is still there.
      if (!("subject" in change)) expect(html).toContain(`value="${MESSAGE.subject}"`);
      if (!("message" in change)) expect(html).toContain(MESSAGE.message);
      // The form shown again keeps the time it was first shown: a quick fix is not a bot.
      expect(html).toContain(`name="startedAt" value="${startedAt}"`);
    }
    expect(await db.$count(contactMessages)).toBe(0);
    // Corrections do not use up the sender's allowance of messages.
    expect(await db.$count(rateLimits)).toBe(0);
  });

  it("answers a bot that fills in the hidden field like a person, storing nothing", async () => {
    const { db, visitor } = await setup();
    const response = await visitor.post("/?index", {
      ...MESSAGE,
      startedAt: shownEarlier(),
      website: "https://spam.example",
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Thank you! Your message has been sent.");
    expect(await db.$count(contactMessages)).toBe(0);
  });

  it("keeps a form sent too fast, asks to send it again and stores nothing; the resend is stored", async () => {
    const { db, visitor } = await setup();
    // Shown half a second ago: sent faster than a person fills it in (browser autofill does).
    const startedAt = signStartedAt(TEST_SECRET, Date.now() - 500);
    const hurried = await visitor.post("/?index", { ...MESSAGE, startedAt });
    expect(hurried.status).toBe(400);
    const html = await hurried.text();
    expect(html).toContain("Please check your message and send it again.");
    expect(html).not.toContain("Thank you! Your message has been sent.");
    // Everything typed is back in the fields, and the form keeps the time it was first shown.
    expect(html).toContain(`value="${MESSAGE.name}"`);
    expect(html).toContain(`value="${MESSAGE.email}"`);
    expect(html).toContain(`value="${MESSAGE.subject}"`);
    expect(html).toContain(`>${MESSAGE.message}</textarea>`);
    expect(html).toContain(`name="startedAt" value="${startedAt}"`);
    expect(await db.$count(contactMessages)).toBe(0);
    // Nor does it use up the sender's allowance.
    expect(await db.$count(rateLimits)).toBe(0);

    // In the page's language.
    const oromo = await visitor.post("/om?index", { ...MESSAGE, startedAt });
    expect(textOf(await oromo.text())).toContain(
      "Maaloo ergaa keessan ilaalaatii irra deebi'aa ergaa.",
    );

    // The same form sent again once its three seconds have passed is taken.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + MIN_FILL_MS });
    try {
      const resent = await visitor.post("/?index", { ...MESSAGE, startedAt });
      expect(resent.status).toBe(200);
      expect(await resent.text()).toContain("Thank you! Your message has been sent.");
    } finally {
      vi.useRealTimers();
    }
    expect(await db.select({ message: contactMessages.message }).from(contactMessages)).toEqual([
      { message: MESSAGE.message },
    ]);
  });

  it("shows a form whose start is missing, forged or a month old again with a new start, storing nothing", async () => {
    const { db, visitor } = await setup();
    const starts = [
      `${Date.now() - 60_000}.forged-signature`,
      signStartedAt(TEST_SECRET, Date.now() - 31 * 24 * 3600_000),
      undefined,
    ];
    for (const startedAt of starts) {
      const response = await visitor.post(
        "/?index",
        startedAt ? { ...MESSAGE, startedAt } : MESSAGE,
      );
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(html).toContain("Please check your message and send it again.");
      expect(html).toContain(`value="${MESSAGE.subject}"`);
      const fresh = /name="startedAt" value="([^"]*)"/.exec(html)?.[1] ?? "";
      expect(fresh).not.toBe(startedAt);
      expect(checkFillTime(TEST_SECRET, fresh)).toBe("too-fast");
    }
    expect(await db.$count(contactMessages)).toBe(0);
  });

  it("allows 5 messages per 10 minutes from one address, then answers 429", async () => {
    const { db, visitor } = await setup();
    for (let i = 0; i < 5; i++) {
      expect(
        (await visitor.post("/?index", { ...MESSAGE, startedAt: shownEarlier() })).status,
      ).toBe(200);
    }
    const blocked = await visitor.post("/?index", { ...MESSAGE, startedAt: shownEarlier() });
    expect(blocked.status).toBe(429);
    expect(await blocked.text()).toContain("Too many messages. Please try again later.");
    expect(await db.$count(contactMessages)).toBe(5);
  });

  it("lets admins list, open (read), mark unread and delete messages; others are refused", async () => {
    const { app, db, visitor } = await setup();
    const admin = new TestClient(app);
    await admin.signUp("owner@example.com");
    await admin.signIn("owner@example.com");
    const pending = new TestClient(app);
    await pending.signUp("pending@example.com");
    await pending.signIn("pending@example.com");
    await visitor.post("/?index", { ...MESSAGE, startedAt: shownEarlier() });
    await visitor.post("/?index", {
      ...MESSAGE,
      subject: "Second subject",
      startedAt: shownEarlier(),
    });
    const [first] = await db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.subject, MESSAGE.subject));
    const id = first?.id ?? "";

    const list = await (await admin.get("/admin/messages")).text();
    expect(list).toContain("Second subject");
    expect(list.indexOf("Second subject")).toBeLessThan(list.indexOf(MESSAGE.subject));
    expect(list).toMatch(/Messages<span[^>]*>2<span class="sr-only"> unread/);

    const opened = await (await admin.get(`/admin/messages/${id}`)).text();
    expect(opened).toContain(MESSAGE.message);
    expect(opened).toContain(
      `mailto:abebe%40example.com?subject=Re%3A%20Coffee%20for%20our%20roastery`,
    );
    const [read] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(read?.readAt).toBeInstanceOf(Date);
    expect(await (await admin.get("/admin/messages")).text()).toMatch(/Messages<span[^>]*>1<span/);

    expect((await admin.post(`/admin/messages/${id}`, { intent: "mark-unread" })).status).toBe(302);
    const [unread] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(unread?.readAt).toBeNull();

    expect((await visitor.get(`/admin/messages/${id}`)).status).toBe(302);
    expect((await pending.get(`/admin/messages/${id}`)).status).toBe(403);
    expect((await pending.post(`/admin/messages/${id}`, { intent: "delete" })).status).toBe(403);
    expect((await visitor.post(`/admin/messages/${id}`, { intent: "delete" })).status).toBe(302);
    expect(await db.$count(contactMessages)).toBe(2);

    expect((await admin.post(`/admin/messages/${id}`, { intent: "delete" })).status).toBe(302);
    expect(await db.$count(contactMessages)).toBe(1);
  });

  it("e-mails each message through SMTP, and keeps it when sending fails", async () => {
    const smtp = await startSmtpReceiver();
    cleanups.push(smtp.close);

    const { db, logs, visitor } = await setup({
      SMTP_URL: smtp.url,
      CONTACT_NOTIFY_EMAIL: "sales@example.com",
    });
    await visitor.post("/?index", { ...MESSAGE, startedAt: shownEarlier() });
    await expect.poll(() => smtp.mails.length, { timeout: 10_000 }).toBe(1);
    const mail = smtp.mails[0]?.raw ?? "";
    expect(mail).toContain("To: sales@example.com");
    expect(mail).toMatch(/Reply-To: "?Abebe Bikila"? <abebe@example\.com>/);
    expect(mail).toContain("Subject: [Addis Investment Group] Coffee for our roastery");
    expect(mail).toContain("Name: Abebe Bikila");
    expect(mail).toContain("Email: abebe@example.com");
    expect(mail).toContain(MESSAGE.message);

    await smtp.close();
    const response = await visitor.post("/?index", {
      ...MESSAGE,
      subject: "While mail is down",
      startedAt: shownEarlier(),
    });
    expect(await response.text()).toContain("Thank you! Your message has been sent.");
    expect(await db.$count(contactMessages)).toBe(2);
    await expect
      .poll(() => logs.some((l) => l.msg === "contact notification failed"), { timeout: 15_000 })
      .toBe(true);
  });
});
