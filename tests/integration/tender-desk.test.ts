import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { tenderPageAction } from "../../app/features/tenders/desk/page-action.server";
import type { TenderFormsResult } from "../../app/features/tenders/desk/tender-forms";
import { toLocalInput } from "../../app/lib/dates";
import { signStartedAt } from "../../app/lib/form-trap.server";
import type { Locale } from "../../app/lib/i18n";
import {
  activity,
  mediaDownloads,
  tenderAmendments,
  tenderQuestions,
  tenderRegistrations,
  tenders,
} from "../../db/schema";
import { createApp } from "../../server/app";
import { createFeatures, housekeeping } from "../../server/features";
import { testPasswordHashing } from "../../server/test-hooks";
import { loadServerBuild, silentLogger, TEST_SECRET, testConfig } from "../support/build";
import { textOf } from "../support/html";
import { TestClient } from "../support/http-client";
import { pdf } from "../support/media-fixtures";
import { startSmtpReceiver } from "../support/smtp-receiver";
import { ENGINES, perTestDatabase } from "../support/test-database";

const build = await loadServerBuild();
const TIME_ZONE = "Africa/Addis_Ababa";
const DAY = 24 * 3600_000;

/** A form shown five seconds ago: past the minimum fill time. */
const shownEarlier = () => signStartedAt(TEST_SECRET, Date.now() - 5000);

const REGISTRANT = {
  form: "registration",
  company: "Abay Trading PLC",
  contactName: "Selam Tesfaye",
  email: "selam@abay.example",
  phone: "+251 911 000 111",
};

const QUESTION = {
  form: "question",
  name: "Dawit Bekele",
  company: "Dawit Engineering",
  email: "dawit@bekele.example",
  question: "Is a bid security by insurance bond accepted for Lot 2?",
};

/**
 * The tender desk: amendments (extensions) e-mailed to registrants in their language, visitors'
 * questions answered and published without the asker, closing at the deadline, the award and
 * the cancellation, bad input refused with nothing stored, and the personal data's retention.
 */
describe.each(ENGINES)("tender desk on %s", (engine) => {
  const freshDatabase = perTestDatabase(engine);
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  async function setup(env: Record<string, string> = {}) {
    const test = await freshDatabase();
    const config = testConfig(env);
    const features = createFeatures({
      config,
      logger: silentLogger,
      database: test.database,
      authSecret: TEST_SECRET,
      passwordHashing: testPasswordHashing,
    });
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
    /** A published tender, stored as the tender form stores one. */
    const createTender = async (fields: Partial<typeof tenders.$inferInsert> = {}) => {
      const [row] = await db
        .insert(tenders)
        .values({
          title: "Supply of 40 electric delivery vans",
          slug: "electric-delivery-vans",
          reference: "AIG/NCB/2026/014",
          category: "goods",
          method: "ncb",
          description: "Forty electric vans for the Modjo plant.",
          closesAt: new Date(Date.now() + 10 * DAY),
          openingAt: new Date(Date.now() + 10 * DAY + 1800_000),
          published: true,
          publishedAt: new Date(Date.now() - DAY),
          translations: {
            am: {
              title: "የ40 ኤሌክትሪክ ማመላለሻ መኪናዎች አቅርቦት",
              description: "ለሞጆ ፋብሪካ።",
              eligibility: "",
              contact: "",
              openingPlace: "",
            },
          },
          ...fields,
        })
        .returning();
      if (!row) throw new Error("no tender stored");
      return row;
    };
    /** Posts one of the tender page's forms as a visitor of `locale` from `ip`. */
    let visitorNumber = 0;
    const visitorPosts = async (
      slug: string,
      fields: Record<string, string>,
      { locale = "en" as Locale, startedAt = shownEarlier(), ip = "" } = {},
    ): Promise<TenderFormsResult> => {
      visitorNumber += 1;
      const path = locale === "en" ? `/tenders/${slug}` : `/${locale}/tenders/${slug}`;
      const request = new Request(`http://localhost${path}`, {
        method: "POST",
        body: new URLSearchParams({ ...fields, startedAt, website: fields.website ?? "" }),
      });
      const answer = await tenderPageAction(
        request,
        {
          db,
          contact: { secret: TEST_SECRET },
          siteUrl: "http://localhost",
          clientIp: ip || `198.51.100.${visitorNumber}`,
          logger: silentLogger,
        },
        slug,
        locale,
      );
      if (answer instanceof Response) throw new Error(`answered ${answer.status}`);
      return answer;
    };
    const desk = (id: string) => `/admin/tenders/${id}/desk`;
    return {
      db,
      config,
      app,
      owner,
      visitor: new TestClient(app),
      createTender,
      visitorPosts,
      desk,
    };
  }

  it("publishes an amendment extending the closing time, numbered, and e-mails it to each registrant in their language", async () => {
    const smtp = await startSmtpReceiver();
    cleanups.push(smtp.close);
    const { db, owner, visitor, createTender, visitorPosts, desk } = await setup({
      SMTP_URL: smtp.url,
    });
    const tender = await createTender();
    // Read once before: the page is cached.
    expect(textOf(await (await visitor.get(`/tenders/${tender.slug}`)).text())).not.toContain(
      "Extended to",
    );

    expect(await visitorPosts(tender.slug, REGISTRANT)).toEqual({
      form: "registration",
      ok: true,
    });
    // The same address again (in capitals): already registered, no second row.
    expect(await visitorPosts(tender.slug, { ...REGISTRANT, email: "SELAM@abay.example" })).toEqual(
      { form: "registration", ok: true, alreadyRegistered: true },
    );
    expect(
      await visitorPosts(
        tender.slug,
        { ...REGISTRANT, contactName: "አበበ ከበደ", email: "abebe@example.com" },
        { locale: "am" },
      ),
    ).toMatchObject({ ok: true });
    const registered = await db
      .select()
      .from(tenderRegistrations)
      .where(eq(tenderRegistrations.tenderId, tender.id));
    expect(registered.map((row) => [row.email, row.language]).sort()).toEqual([
      ["abebe@example.com", "am"],
      ["selam@abay.example", "en"],
    ]);

    // A new bid document from the media library comes with the amendment.
    const uploaded = await owner.upload("/admin/media/upload", {
      bytes: pdf(2),
      name: "Addendum-1-technical-specifications.pdf",
    });
    expect(uploaded.status).toBe(201);
    const { media: file } = (await uploaded.json()) as { media: { id: string } };
    const newClosing = new Date(tender.closesAt.getTime() + 7 * DAY);
    const form = new FormData();
    form.append("intent", "amend");
    form.append("text", "Lot 2 now asks for **fast charging** (50 kW DC).");
    form.append("translations.am.text", "ሎት 2 ፈጣን ቻርጅ ይጠይቃል።");
    form.append("translations.om.text", "");
    form.append("newClosesAt", toLocalInput(newClosing, TIME_ZONE));
    form.append(
      "documents",
      JSON.stringify([{ media: file.id, title: "Addendum 1: technical specifications" }]),
    );
    const published = await owner.postForm(desk(tender.id), form);
    expect(published.status).toBe(200);
    expect(textOf(await published.text())).toContain(
      "Amendment 1 published and e-mailed to 2 registrants.",
    );

    const [stored] = await db.select().from(tenders).where(eq(tenders.id, tender.id));
    expect(stored?.extendedTo?.toISOString()).toBe(
      new Date(Math.floor(newClosing.getTime() / 60_000) * 60_000).toISOString(),
    );
    // The clarification deadline is left as it was.
    expect(stored?.questionsUntil).toBeNull();
    const [amendment] = await db
      .select()
      .from(tenderAmendments)
      .where(eq(tenderAmendments.tenderId, tender.id));
    expect(amendment).toMatchObject({
      number: 1,
      documents: [{ media: file.id, title: "Addendum 1: technical specifications" }],
      translations: { am: { text: "ሎት 2 ፈጣን ቻርጅ ይጠይቃል።" } },
    });

    await expect.poll(() => smtp.mails.length, { timeout: 10_000 }).toBe(2);
    const english = smtp.mails.find((mail) => mail.to === "selam@abay.example");
    expect(english?.subject).toBe(
      "[Addis Investment Group] Amendment 1 to tender AIG/NCB/2026/014",
    );
    expect(english?.text).toContain("Lot 2 now asks for **fast charging** (50 kW DC).");
    expect(english?.text).toContain("The closing date is extended to");
    expect(english?.text).toContain("- Addendum 1: technical specifications");
    expect(english?.text).toContain("http://localhost:3000/tenders/electric-delivery-vans");
    const amharic = smtp.mails.find((mail) => mail.to === "abebe@example.com");
    // (The receiver joins a long subject's encoded words with spaces: compared without them.)
    expect(amharic?.subject.replace(/\s/g, "")).toBe(
      "[AddisInvestmentGroup]በጨረታAIG/NCB/2026/014ላይማሻሻያ1",
    );
    expect(amharic?.text).toContain("የ40 ኤሌክትሪክ ማመላለሻ መኪናዎች አቅርቦት");
    expect(amharic?.text).toContain("ሎት 2 ፈጣን ቻርጅ ይጠይቃል።");
    // The Ethiopian calendar: the year is seven or eight behind.
    expect(amharic?.text).toMatch(/የመዝጊያው ቀን ወደ .* ቀን 20(18|19) ዓ\.ም\./);
    expect(amharic?.text).toContain("/am/tenders/electric-delivery-vans");

    // A second amendment is number 2; a closing time not later than the current one is refused.
    const earlier = await owner.post(desk(tender.id), {
      intent: "amend",
      text: "Back to the first date.",
      newClosesAt: toLocalInput(tender.closesAt, TIME_ZONE),
    });
    expect(earlier.status).toBe(400);
    expect(textOf(await earlier.text())).toContain(
      "The new closing time must be later than the current one",
    );
    const second = await owner.post(desk(tender.id), {
      intent: "amend",
      text: "The site visit is on Monday at 10:00.",
    });
    expect(second.status).toBe(200);
    const numbers = await db
      .select({ number: tenderAmendments.number })
      .from(tenderAmendments)
      .where(eq(tenderAmendments.tenderId, tender.id));
    expect(numbers.map((row) => row.number).sort()).toEqual([1, 2]);

    // The page shows it at once (its cached copy is dropped), in order, beside the closing date.
    const page = textOf(await (await visitor.get(`/tenders/${tender.slug}`)).text());
    expect(page).toContain("Extended to");
    expect(page.indexOf("Amendment 1")).toBeGreaterThan(-1);
    expect(page.indexOf("Amendment 2")).toBeGreaterThan(page.indexOf("Amendment 1"));
    expect(page).toContain("Lot 2 now asks for fast charging (50 kW DC).");
    expect(page).toContain("Addendum 1: technical specifications");
    const screen = textOf(await (await owner.get(desk(tender.id))).text());
    expect(screen).toContain("Amendment 1");
    expect(screen).toContain("Closing extended to");
    expect(screen).toContain("Registrations for updates (2)");
    expect(screen).toContain("Addendum 1: technical specifications");
    const logged = await db
      .select()
      .from(activity)
      .where(and(eq(activity.action, "tender-amendment"), eq(activity.subjectId, tender.id)));
    expect(logged).toHaveLength(2);

    // Downloads of the amendment's file, counted per day, summed for staff.
    await db.insert(mediaDownloads).values([
      { mediaId: file.id, day: "2026-11-26", count: 3 },
      { mediaId: file.id, day: "2026-11-27", count: 4 },
    ]);
    const counts = await owner.get(`/admin/tenders/${tender.id}/downloads.csv`);
    expect((await counts.text()).replace(/^\uFEFF/, "")).toBe(
      "Document,File,Offered in,Downloads\r\n" +
        "Addendum 1: technical specifications,Addendum-1-technical-specifications.pdf,Amendment 1,7\r\n",
    );
  });

  it("keeps a published notice when its e-mails fail, and says so to staff", async () => {
    // Nothing listens there: every e-mail fails.
    const { db, owner, createTender, visitorPosts, desk } = await setup({
      SMTP_URL: "smtp://127.0.0.1:9",
    });
    const tender = await createTender();
    await visitorPosts(tender.slug, REGISTRANT);
    const response = await owner.post(desk(tender.id), { intent: "amend", text: "Lot 3 removed." });
    expect(response.status).toBe(200);
    expect(textOf(await response.text())).toContain(
      "Amendment 1 published, but 1 of 1 e-mails could not be sent (see the server log); the notice is on the page.",
    );
    expect(await db.select().from(tenderAmendments)).toHaveLength(1);
  });

  it("takes a visitor's question, and publishes staff's answer without the asker's identity", async () => {
    const smtp = await startSmtpReceiver();
    cleanups.push(smtp.close);
    const { db, owner, visitor, createTender, visitorPosts, desk } = await setup({
      SMTP_URL: smtp.url,
    });
    const tender = await createTender();
    await visitorPosts(tender.slug, REGISTRANT);

    // Sent sooner than a person types: shown again with a new start, nothing stored.
    const fast = await visitorPosts(tender.slug, QUESTION, {
      startedAt: signStartedAt(TEST_SECRET),
    });
    expect(fast).toMatchObject({
      ok: false,
      errors: { form: "Please check the form and send it again." },
    });
    // The field bots fill in: answered like a success, nothing stored.
    expect(await visitorPosts(tender.slug, { ...QUESTION, website: "http://spam" })).toEqual({
      form: "question",
      ok: true,
    });
    // Bad input, in the page's language.
    expect(
      await visitorPosts(tender.slug, { ...QUESTION, email: "dawit", question: "Why?" }),
    ).toMatchObject({
      ok: false,
      errors: {
        email: "Please enter a valid e-mail address, like name@example.com.",
        question: "Please write your question (at least 10 characters).",
      },
      values: { email: "dawit", question: "Why?" },
    });
    expect(
      await visitorPosts(
        tender.slug,
        { ...QUESTION, question: "x".repeat(3001) },
        { locale: "om" },
      ),
    ).toMatchObject({
      errors: { question: "Gaaffiin baay'ee dheeraa dha (yoo baay'ate qubee 3000)." },
    });
    expect(await db.select().from(tenderQuestions)).toHaveLength(0);

    expect(await visitorPosts(tender.slug, QUESTION, { locale: "am" })).toEqual({
      form: "question",
      ok: true,
    });
    const [question] = await db.select().from(tenderQuestions);
    expect(question).toMatchObject({ state: "new", language: "am", name: "Dawit Bekele" });
    if (!question) throw new Error("no question stored");

    // Staff see who asked; an empty answer is refused.
    const screen = textOf(await (await owner.get(desk(tender.id))).text());
    expect(screen).toMatch(/Dawit Bekele\s*, Dawit Engineering · dawit@bekele\.example/);
    const empty = await owner.post(desk(tender.id), {
      intent: "answer",
      target: question.id,
      question: QUESTION.question,
      answer: " ",
    });
    expect(empty.status).toBe(400);
    expect(textOf(await empty.text())).toContain("Write the answer before publishing it.");

    const answered = await owner.post(desk(tender.id), {
      intent: "answer",
      target: question.id,
      question: "Is a bid security by insurance bond accepted?",
      answer: "Yes, from an insurer licensed by the National Bank of Ethiopia.",
    });
    expect(answered.status).toBe(200);
    expect(textOf(await answered.text())).toContain(
      "Answer published and e-mailed to 1 registrant.",
    );
    const [published] = await db.select().from(tenderQuestions);
    expect(published).toMatchObject({
      state: "published",
      question: "Is a bid security by insurance bond accepted?",
      answer: "Yes, from an insurer licensed by the National Bank of Ethiopia.",
    });
    const page = await (await visitor.get(`/am/tenders/${tender.slug}`)).text();
    expect(textOf(page)).toContain("Is a bid security by insurance bond accepted?");
    expect(textOf(page)).toContain(
      "Yes, from an insurer licensed by the National Bank of Ethiopia.",
    );
    expect(page).not.toContain("Dawit");
    expect(page).not.toContain("bekele.example");
    await expect.poll(() => smtp.mails.length, { timeout: 10_000 }).toBe(1);
    const mail = smtp.mails[0];
    expect(mail?.subject).toBe("[Addis Investment Group] Clarification on tender AIG/NCB/2026/014");
    expect(mail?.text).toContain("Yes, from an insurer licensed by the National Bank of Ethiopia.");
    // The asker is never named to other bidders.
    expect(mail?.raw).not.toContain("Dawit");
    expect(mail?.raw).not.toContain("bekele.example");

    // Spam is discarded; an answered question is not answered twice.
    await visitorPosts(tender.slug, { ...QUESTION, question: "Buy cheap watches at example.com" });
    const [spam] = await db.select().from(tenderQuestions).where(eq(tenderQuestions.state, "new"));
    if (!spam) throw new Error("no spam stored");
    expect((await owner.post(desk(tender.id), { intent: "discard", target: spam.id })).status).toBe(
      200,
    );
    const [discarded] = await db
      .select()
      .from(tenderQuestions)
      .where(eq(tenderQuestions.id, spam.id));
    expect(discarded?.state).toBe("discarded");
    expect(
      (
        await owner.post(desk(tender.id), {
          intent: "answer",
          target: question.id,
          question: "Changed",
          answer: "Changed",
        })
      ).status,
    ).toBe(404);
  });

  it("stops questions at the clarification deadline and registrations at the closing time, then takes the award", async () => {
    const smtp = await startSmtpReceiver();
    cleanups.push(smtp.close);
    const { db, owner, visitor, createTender, visitorPosts, desk } = await setup({
      SMTP_URL: smtp.url,
    });
    const tender = await createTender({ questionsUntil: new Date(Date.now() + 3 * DAY) });
    // The page offers both forms while open, posted without script.
    const open = await (await visitor.get(`/tenders/${tender.slug}`)).text();
    expect(open).toMatch(/<h2[^>]*>[\s\S]*?Register for updates<\/h2>/);
    expect(open).toMatch(/<h2[^>]*>[\s\S]*?Ask a question<\/h2>/);
    await visitorPosts(tender.slug, REGISTRANT);
    expect(await visitorPosts(tender.slug, QUESTION)).toMatchObject({ ok: true });

    // The clock passes the clarification deadline (the row's time moved to a second ago).
    await db
      .update(tenders)
      .set({ questionsUntil: new Date(Date.now() - 1000) })
      .where(eq(tenders.id, tender.id));
    expect(await visitorPosts(tender.slug, QUESTION, { locale: "am" })).toMatchObject({
      ok: false,
      errors: { form: "የዚህ ጨረታ የማብራሪያ ጊዜ አብቅቷል፤ ጥያቄ መቀበል ተዘግቷል።" },
    });
    expect(
      await visitorPosts(tender.slug, { ...REGISTRANT, email: "second@example.com" }),
    ).toMatchObject({ ok: true });

    // An award before the closing time is refused.
    const early = await owner.post(desk(tender.id), {
      intent: "award",
      winner: "Ethio Motors PLC",
      amount: "",
      awardedOn: toLocalInput(new Date(), TIME_ZONE).slice(0, 10),
    });
    expect(early.status).toBe(400);
    expect(textOf(await early.text())).toContain("this one is still open");

    // The clock passes the closing time.
    await db
      .update(tenders)
      .set({ closesAt: new Date(Date.now() - 1000) })
      .where(eq(tenders.id, tender.id));
    expect(
      await visitorPosts(tender.slug, { ...REGISTRANT, email: "late@example.com" }),
    ).toMatchObject({
      ok: false,
      errors: { form: "This tender is closed: registration for updates has ended." },
    });
    expect(await visitorPosts(tender.slug, QUESTION)).toMatchObject({ ok: false });
    expect(await db.select().from(tenderRegistrations)).toHaveLength(2);
    expect(await db.select().from(tenderQuestions)).toHaveLength(1);
    expect(textOf(await (await owner.get(desk(tender.id))).text())).toContain("Closed");
    // A form on a page read before the closing time answers that it is closed.
    const late = await visitor.post(`/tenders/${tender.slug}`, {
      ...REGISTRANT,
      email: "late@example.com",
      startedAt: shownEarlier(),
    });
    expect(textOf(await late.text())).toContain(
      "This tender is closed: registration for updates has ended.",
    );
    const closedPage = await (await visitor.get(`/tenders/${tender.slug}`)).text();
    expect(closedPage).not.toContain('id="register-form"');
    expect(closedPage).not.toContain('id="ask-form"');

    // A date in the future is refused; then the award is published and e-mailed.
    const future = await owner.post(desk(tender.id), {
      intent: "award",
      winner: "Ethio Motors PLC",
      awardedOn: toLocalInput(new Date(Date.now() + 3 * DAY), TIME_ZONE).slice(0, 10),
    });
    expect(future.status).toBe(400);
    const today = toLocalInput(new Date(), TIME_ZONE).slice(0, 10);
    const award = await owner.post(desk(tender.id), {
      intent: "award",
      winner: "Ethio Motors PLC",
      amount: "ETB 98,400,000",
      awardedOn: today,
    });
    expect(award.status).toBe(200);
    expect(textOf(await award.text())).toContain(
      "Award notice published and e-mailed to 2 registrants.",
    );
    const [awarded] = await db.select().from(tenders).where(eq(tenders.id, tender.id));
    expect(awarded).toMatchObject({
      awardWinner: "Ethio Motors PLC",
      awardAmount: "ETB 98,400,000",
    });
    expect(toLocalInput(awarded?.awardedAt ?? new Date(0), TIME_ZONE).slice(0, 10)).toBe(today);
    const screen = textOf(await (await owner.get(desk(tender.id))).text());
    expect(screen).toContain("Awarded to Ethio Motors PLC");
    const awardedPage = textOf(await (await visitor.get(`/tenders/${tender.slug}`)).text());
    expect(awardedPage).toContain("Awarded to Ethio Motors PLC");
    expect(awardedPage).toContain("ETB 98,400,000");
    await expect
      .poll(() => smtp.mails.filter((mail) => mail.subject.includes("Award notice")).length, {
        timeout: 10_000,
      })
      .toBe(2);
    expect(smtp.mails.find((mail) => mail.to === "second@example.com")?.text).toContain(
      "was awarded to Ethio Motors PLC on",
    );

    // Awarded is final: no cancellation, no amendment.
    const cancel = await owner.post(desk(tender.id), { intent: "cancel", reason: "Budget cut." });
    expect(cancel.status).toBe(400);
    expect(textOf(await cancel.text())).toContain("This tender is already awarded.");
    expect((await owner.post(desk(tender.id), { intent: "amend", text: "Late." })).status).toBe(
      400,
    );
    expect(await db.select().from(tenderAmendments)).toHaveLength(0);
  });

  it("cancels a tender with its reason, refuses bad input with nothing stored, and keeps the desk to editors", async () => {
    const { db, app, owner, createTender, desk } = await setup();
    const tender = await createTender();
    const before = await db.select().from(tenders).where(eq(tenders.id, tender.id));

    const refusals: [Record<string, string>, string][] = [
      [{ intent: "amend", text: "" }, "Write what the amendment changes."],
      [
        { intent: "amend", text: "New date", newClosesAt: "next week" },
        "Give the new closing date and time.",
      ],
      [{ intent: "cancel", reason: " " }, "Give the reason for the cancellation; it is published."],
      [{ intent: "award", winner: "", awardedOn: "2026-01-01" }, "Name the winning bidder."],
    ];
    for (const [fields, message] of refusals) {
      const response = await owner.post(desk(tender.id), fields);
      expect(response.status, message).toBe(400);
      expect(textOf(await response.text())).toContain(message);
    }
    // A file that is not a PDF of the library.
    const form = new FormData();
    form.append("intent", "amend");
    form.append("text", "See the new drawing.");
    form.append(
      "documents",
      JSON.stringify([{ media: "00000000-0000-4000-8000-000000000000", title: "Drawing" }]),
    );
    const unknown = await owner.postForm(desk(tender.id), form);
    expect(unknown.status).toBe(400);
    expect(textOf(await unknown.text())).toContain(
      "A chosen file is no longer in the media library.",
    );
    expect(await db.select().from(tenderAmendments)).toHaveLength(0);
    expect(await db.select().from(tenders).where(eq(tenders.id, tender.id))).toEqual(before);

    // Only editors and up: a pending account is refused, a visitor sent to sign in.
    const pending = new TestClient(app);
    await pending.signUp("pending@example.com");
    await pending.signIn("pending@example.com");
    expect((await pending.get(desk(tender.id))).status).toBe(403);
    expect((await pending.post(desk(tender.id), { intent: "cancel", reason: "No" })).status).toBe(
      403,
    );
    expect((await new TestClient(app).get(desk(tender.id))).status).toBe(302);
    expect(
      (await new TestClient(app).get(`/admin/tenders/${tender.id}/registrations.csv`)).status,
    ).toBe(401);

    const cancelled = await owner.post(desk(tender.id), {
      intent: "cancel",
      reason: "The requirement was withdrawn by the plant.",
    });
    expect(cancelled.status).toBe(200);
    expect(textOf(await cancelled.text())).toContain(
      "Cancellation published. E-mail is not set up: registrants were not told.",
    );
    const [row] = await db.select().from(tenders).where(eq(tenders.id, tender.id));
    expect(row?.cancelReason).toBe("The requirement was withdrawn by the plant.");
    expect(row?.cancelledAt).not.toBeNull();
    expect(textOf(await (await owner.get(desk(tender.id))).text())).toContain("Cancelled");
    const page = textOf(await (await new TestClient(app).get(`/tenders/${tender.slug}`)).text());
    expect(page).toContain("Cancelled");
    expect(page).toContain("The requirement was withdrawn by the plant.");
  });

  it("exports registrations and download counts, deletes a registration on request, and every registrant's data TENDER_DAYS after the award", async () => {
    const { db, config, owner, createTender, visitorPosts, desk } = await setup();
    const tender = await createTender();
    await visitorPosts(tender.slug, { ...REGISTRANT, company: '=HYPERLINK("http://evil")' });
    await visitorPosts(tender.slug, { ...REGISTRANT, email: "keep@example.com" });
    await visitorPosts(tender.slug, { ...REGISTRANT, email: "forget-me@example.com" });
    await visitorPosts(tender.slug, QUESTION);
    await visitorPosts(tender.slug, {
      ...QUESTION,
      question: "A second question, never answered.",
    });

    const csv = await owner.get(`/admin/tenders/${tender.id}/registrations.csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-disposition")).toBe(
      'attachment; filename="registrations-electric-delivery-vans.csv"',
    );
    const text = (await csv.text()).replace(/^\uFEFF/, "");
    expect(text.startsWith("Company,Contact name,E-mail,Phone,Language,Registered (UTC)")).toBe(
      true,
    );
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(text).toContain("keep@example.com");
    const downloads = await owner.get(`/admin/tenders/${tender.id}/downloads.csv`);
    expect(downloads.status).toBe(200);
    expect((await downloads.text()).replace(/^\uFEFF/, "")).toBe(
      "Document,File,Offered in,Downloads\r\n",
    );

    // On request: one registration deleted at once.
    const [forget] = await db
      .select()
      .from(tenderRegistrations)
      .where(eq(tenderRegistrations.email, "forget-me@example.com"));
    if (!forget) throw new Error("no registration stored");
    const deleted = await owner.post(desk(tender.id), {
      intent: "delete-registration",
      target: forget.id,
    });
    expect(deleted.status).toBe(200);
    expect(await db.select().from(tenderRegistrations)).toHaveLength(2);

    // One question answered and published; the other left waiting.
    const [first] = await db
      .select()
      .from(tenderQuestions)
      .where(eq(tenderQuestions.question, QUESTION.question));
    if (!first) throw new Error("no question stored");
    await owner.post(desk(tender.id), {
      intent: "answer",
      target: first.id,
      question: first.question,
      answer: "Yes.",
    });

    // Closed and awarded a while ago.
    const awardedAt = new Date(Date.now() - DAY);
    await db
      .update(tenders)
      .set({
        closesAt: new Date(Date.now() - 2 * DAY),
        awardedAt,
        awardWinner: "Ethio Motors PLC",
      })
      .where(eq(tenders.id, tender.id));
    const early = await housekeeping(db, config, new Date(awardedAt.getTime() + 364 * DAY));
    expect(early.expiredTenderData).toBe(0);
    expect(await db.select().from(tenderRegistrations)).toHaveLength(2);

    const due = await housekeeping(db, config, new Date(awardedAt.getTime() + 366 * DAY));
    expect(due.expiredTenderData).toBe(4);
    expect(await db.select().from(tenderRegistrations)).toHaveLength(0);
    // The published answer stays on the record, without who asked.
    expect(await db.select().from(tenderQuestions)).toEqual([
      expect.objectContaining({
        question: QUESTION.question,
        answer: "Yes.",
        name: "",
        company: "",
        email: "",
        ipHash: null,
      }),
    ]);
    const [entry] = await db
      .select()
      .from(activity)
      .where(eq(activity.action, "expire-tender-data"));
    expect(entry?.detail).toBe(
      "2 registrations deleted and 2 askers' details removed, 365 days after the award or cancellation",
    );
    // Run again: nothing more.
    expect(
      (await housekeeping(db, config, new Date(awardedAt.getTime() + 367 * DAY))).expiredTenderData,
    ).toBe(0);
  });
});
