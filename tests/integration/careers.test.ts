import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import {
  CLOSING_MESSAGES,
  POSITION_ADDRESS_TAKEN,
  SALARY_MESSAGES,
} from "../../app/features/careers/schema";
import type { MediaStorage } from "../../app/features/media/storage.server";
import { nextScheduledAt } from "../../app/kinds/registry.server";
import { toLocalInput } from "../../app/lib/dates";
import { signStartedAt } from "../../app/lib/form-trap.server";
import { activity, applicationEvents, applications, positions } from "../../db/schema";
import { createApp } from "../../server/app";
import { checkApplicationsArePrivate, createFeatures, housekeeping } from "../../server/features";
import { testPasswordHashing } from "../../server/test-hooks";
import { loadServerBuild, silentLogger, TEST_SECRET, testConfig } from "../support/build";
import { textOf } from "../support/html";
import { TestClient } from "../support/http-client";
import { pdf } from "../support/media-fixtures";
import { startS3Server } from "../support/s3-server";
import { startSmtpReceiver } from "../support/smtp-receiver";
import {
  createTestDatabase,
  ENGINES,
  perTestDatabase,
  type TestDatabase,
} from "../support/test-database";

const build = await loadServerBuild();
const TIME_ZONE = "Africa/Addis_Ababa";
const DAY = 24 * 3600_000;

/** A closing time `days` from now, as the form's date-and-time field holds it. */
const closingIn = (days: number) => toLocalInput(new Date(Date.now() + days * DAY), TIME_ZONE);

const ENGINEER = {
  title: "Battery Assembly Engineer",
  slug: "battery-assembly-engineer",
  sector: "manufacturing",
  location: "Modjo",
  employmentType: "FULL_TIME",
  description: "## The role\n\nYou lead the **battery pack** line of the Modjo plant.",
  requirements: "- A degree in electrical engineering\n- Three years on an assembly line",
  howToApply: "Bring your certificates to the interview.",
  publication: "published",
  "translations.am.title": "የባትሪ መገጣጠሚያ መሐንዲስ",
  "translations.am.location": "ሞጆ",
  "translations.am.description": "በሞጆ ፋብሪካ የባትሪ መስመርን ይመራሉ።",
  "translations.am.requirements": "- በኤሌክትሪክ ምህንድስና ዲግሪ",
  "translations.am.howToApply": "",
};

/** A form shown five seconds ago: past the minimum fill time. */
const shownEarlier = () => signStartedAt(TEST_SECRET, Date.now() - 5000);

function application(cv: { bytes: Buffer; name: string; type?: string } | null, fields = {}) {
  const form = new FormData();
  const values: Record<string, string> = {
    name: "Hana Girma",
    email: "hana@example.com",
    phone: "+251 911 234 567",
    coverLetter: "I built battery packs for five years.",
    consent: "on",
    startedAt: shownEarlier(),
    ...fields,
  };
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  if (cv) {
    form.append(
      "cv",
      new File([new Uint8Array(cv.bytes)], cv.name, { type: cv.type ?? "application/pdf" }),
    );
  }
  return form;
}

async function keysOf(storage: MediaStorage) {
  const keys: string[] = [];
  for await (const key of storage.keys()) keys.push(key);
  return keys;
}

/**
 * Careers: positions on /careers and their pages (JobPosting), applications with CVs checked by
 * their bytes, the inbox of the people who hire, closing at the closing time, and retention.
 */
describe.each(ENGINES)("careers on %s", (engine) => {
  const freshDatabase = perTestDatabase(engine);
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  async function setup(env: Record<string, string> = {}) {
    const test: TestDatabase = await freshDatabase();
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
    const pending = new TestClient(app);
    await pending.signUp("pending@example.com");
    await pending.signIn("pending@example.com");
    const db = test.database.db;
    const create = async (fields: Record<string, string> = {}) => {
      const response = await owner.post("/admin/careers/new", {
        ...ENGINEER,
        closesAt: closingIn(30),
        ...fields,
      });
      expect(response.status, await response.clone().text()).toBe(302);
      const [row] = await db
        .select()
        .from(positions)
        .where(eq(positions.slug, fields.slug ?? ENGINEER.slug));
      if (!row) throw new Error("no position stored");
      return row;
    };
    return {
      db,
      config,
      owner,
      pending,
      visitor: new TestClient(app),
      storage: features.careers.storage,
      create,
    };
  }

  async function read(client: TestClient, path: string, status = 200) {
    const response = await client.get(path);
    expect(response.status, path).toBe(status);
    return response.text();
  }

  it("lists an open position on /careers in each language, with its page, JobPosting, sitemap and search", async () => {
    const { visitor, create } = await setup();
    expect(textOf(await read(visitor, "/careers"))).toContain("No open positions right now");
    const position = await create();
    await create({
      title: "Coffee Grader (draft)",
      slug: "coffee-grader",
      sector: "export",
      location: "Addis Ababa",
      publication: "draft",
      "translations.am.title": "",
      "translations.am.location": "",
      "translations.am.description": "",
      "translations.am.requirements": "",
    });

    const list = await read(visitor, "/careers");
    expect(list).toMatch(
      /<a href="\/careers\/battery-assembly-engineer"[^>]*>Battery Assembly Engineer<\/a>/,
    );
    expect(list).not.toContain("Coffee Grader");
    expect(textOf(list)).toContain("Modjo");
    expect(textOf(list)).toContain("Full-time");
    // Filters: a sector or a place with no open position says so.
    expect(textOf(await read(visitor, "/careers?sector=export"))).toContain(
      "No open positions match these filters.",
    );
    expect(await read(visitor, "/careers?sector=manufacturing&location=Modjo")).toContain(
      "Battery Assembly Engineer",
    );
    expect(await read(visitor, "/am/careers")).toMatch(
      /<a href="\/am\/careers\/battery-assembly-engineer"[^>]*>የባትሪ መገጣጠሚያ መሐንዲስ<\/a>/,
    );
    // The header and the footer link the section.
    const home = await read(visitor, "/");
    expect(/<header[\s\S]*?<\/header>/.exec(home)?.[0]).toMatch(
      /<a href="\/careers"[^>]*>Careers<\/a>/,
    );
    expect(/<footer[\s\S]*?<\/footer>/.exec(home)?.[0]).toMatch(
      /<a href="\/careers"[^>]*>Careers<\/a>/,
    );

    const page = await read(visitor, "/careers/battery-assembly-engineer");
    expect(page).toMatch(/<h1[^>]*>Battery Assembly Engineer<\/h1>/);
    expect(page).toContain("<strong>battery pack</strong>");
    expect(page).toContain("Bring your certificates to the interview.");
    expect(page).toMatch(/<h2[^>]*>Apply<\/h2>/);
    expect(page).toMatch(/enctype="multipart\/form-data"/i);
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(page)?.[1] ?? "{}";
    const posting = JSON.parse(ld) as Record<string, unknown>;
    expect(posting).toMatchObject({
      "@type": "JobPosting",
      title: "Battery Assembly Engineer",
      employmentType: "FULL_TIME",
      validThrough: position.closesAt.toISOString(),
      hiringOrganization: { "@type": "Organization", name: "Addis Investment Group" },
      jobLocation: {
        "@type": "Place",
        address: { addressLocality: "Modjo", addressCountry: "ET" },
      },
    });
    expect(String(posting.description)).toContain("battery pack");
    expect(new Date(String(posting.datePosted)).getTime()).toBeLessThanOrEqual(Date.now());
    expect(await read(visitor, "/am/careers/battery-assembly-engineer")).toMatch(
      /<h1[^>]*>የባትሪ መገጣጠሚያ መሐንዲስ<\/h1>/,
    );
    // A draft is nobody's page but staff's preview.
    await read(visitor, "/careers/coffee-grader", 404);

    const sitemap = await read(visitor, "/sitemap.xml");
    expect(sitemap).toContain("<loc>http://localhost:3000/careers/battery-assembly-engineer</loc>");
    expect(sitemap).not.toContain("coffee-grader");
    const found = await read(visitor, "/search?q=assembly");
    expect(found).toMatch(/<a href="\/careers\/battery-assembly-engineer"[^>]*>/);
  });

  it("refuses a taken address, a past closing time and a missing one, storing nothing", async () => {
    const { owner, db, create } = await setup();
    await create();
    const taken = await owner.post("/admin/careers/new", { ...ENGINEER, closesAt: closingIn(3) });
    expect(taken.status).toBe(409);
    expect(await taken.text()).toContain(POSITION_ADDRESS_TAKEN);
    const past = await owner.post("/admin/careers/new", {
      ...ENGINEER,
      slug: "another",
      closesAt: closingIn(-1),
    });
    expect(past.status).toBe(400);
    expect(await past.text()).toContain(CLOSING_MESSAGES.past);
    const missing = await owner.post("/admin/careers/new", {
      ...ENGINEER,
      slug: "third",
      closesAt: "",
    });
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain(CLOSING_MESSAGES.missing);
    expect(await db.$count(positions)).toBe(1);
  });

  it("takes an optional salary range, checked, kept in history and brought back by 'Restore this version'", async () => {
    const { owner, db, visitor, create } = await setup();
    const refusals: [Record<string, string>, string, string][] = [
      [{ salaryMin: "-5" }, "salaryMin", SALARY_MESSAGES.notAnAmount("Salary from")],
      [{ salaryMax: "a lot" }, "salaryMax", SALARY_MESSAGES.notAnAmount("Salary to")],
      [{ salaryMin: "25000.555" }, "salaryMin", SALARY_MESSAGES.notAnAmount("Salary from")],
      [{ salaryMin: "30000", salaryMax: "20000" }, "salaryMax", SALARY_MESSAGES.order],
      [{ salaryCurrency: "XAU" }, "salaryCurrency", SALARY_MESSAGES.currency],
      [{ salaryUnit: "WEEK" }, "salaryUnit", SALARY_MESSAGES.unit],
    ];
    for (const [fields, field, message] of refusals) {
      const refused = await owner.post("/admin/careers/new", {
        ...ENGINEER,
        closesAt: closingIn(30),
        ...fields,
      });
      expect(refused.status, message).toBe(400);
      // On its field.
      expect(await refused.text(), message).toMatch(
        new RegExp(`id="field-${field}-error"[^>]*>${message.replace(/[.()]/g, "\\$&")}<`),
      );
    }
    expect(await db.$count(positions)).toBe(0);

    // Both optional: none at all, or one end alone (typed with a thousands separator).
    const without = await create({ slug: "no-salary" });
    expect(without).toMatchObject({
      salaryMin: null,
      salaryMax: null,
      salaryCurrency: "ETB",
      salaryUnit: "MONTH",
    });
    const position = await create({ salaryMin: "25,000", salaryMax: "" });
    expect(position).toMatchObject({ salaryMin: 25000, salaryMax: null, salaryCurrency: "ETB" });
    const page = textOf(await read(visitor, "/careers/battery-assembly-engineer"));
    expect(page).toContain("Salary: from ETB 25,000 per month");
    expect(textOf(await read(visitor, "/careers/no-salary"))).not.toContain("Salary");

    // Edited to a range in dollars a year: version 2, its changes in history.
    const edited = await owner.post(`/admin/careers/${position.id}`, {
      ...ENGINEER,
      closesAt: closingIn(30),
      salaryMin: "30000",
      salaryMax: "42000.50",
      salaryCurrency: "USD",
      salaryUnit: "YEAR",
      version: "1",
    });
    expect(edited.status, await edited.clone().text()).toBe(302);
    const [changed] = await db.select().from(positions).where(eq(positions.id, position.id));
    expect(changed).toMatchObject({
      salaryMin: 30000,
      salaryMax: 42000.5,
      salaryCurrency: "USD",
      salaryUnit: "YEAR",
    });
    expect(textOf(await read(visitor, "/careers/battery-assembly-engineer"))).toMatch(
      /Salary: \$30,000\.00\s?–\s?\$42,000\.50 per year/,
    );
    const history = textOf(await read(owner, `/admin/careers/${position.id}/history`));
    expect(history).toMatch(/Salary from, Salary to, Salary currency, Salary period/);
    const compared = textOf(await read(owner, `/admin/careers/${position.id}/history/1`));
    // The current version's words first (struck through), then version 1's.
    expect(compared).toContain(
      "Salary from 30000 25000 Salary to 42000.5 Salary currency USD ETB Salary period YEAR MONTH",
    );

    // 'Restore this version': version 1's salary again, as a new version.
    const restored = await owner.post(`/admin/careers/${position.id}/history/1`, { current: "2" });
    expect(restored.status).toBe(302);
    const [back] = await db.select().from(positions).where(eq(positions.id, position.id));
    expect(back).toMatchObject({
      version: 3,
      salaryMin: 25000,
      salaryMax: null,
      salaryCurrency: "ETB",
      salaryUnit: "MONTH",
    });
    // The form opens with what is stored.
    const form = await read(owner, `/admin/careers/${position.id}`);
    expect(form).toMatch(/name="salaryMin"[^>]*value="25000"|value="25000"[^>]*name="salaryMin"/);
    expect(form).toMatch(/<option value="MONTH" selected="">Per month<\/option>/);
  });

  it("keeps a draft private: staff preview it, a shared link shows it, history and the trash work as for articles", async () => {
    const { db, owner, visitor, create } = await setup();
    const draft = await create({
      publication: "draft",
      description: "DRAFT-BODY-MARKER",
      closesAt: "2030-12-26T09:15",
    });
    await read(visitor, "/careers/battery-assembly-engineer", 404);
    expect((await visitor.get("/careers/battery-assembly-engineer?preview=1")).status).toBe(302);
    const preview = await owner.get("/careers/battery-assembly-engineer?preview=1");
    expect(preview.status).toBe(200);
    expect(preview.headers.get("cache-control")).toBe("private, no-store");
    const previewed = await preview.text();
    expect(previewed).toContain("DRAFT-BODY-MARKER");
    expect(previewed).not.toContain("application/ld+json");
    // Nobody applies to a draft, not even through its preview's form.
    const refused = await visitor.postForm(
      "/careers/battery-assembly-engineer?preview=1",
      application({ bytes: pdf(1), name: "cv.pdf" }),
    );
    expect(refused.status).not.toBe(200);
    expect(await db.$count(applications)).toBe(0);

    // 'Share preview link': anyone with it reads the draft, without the form.
    // Posted without script, the command returns to the item's page.
    const sharing = await owner.post(`/admin/careers/${draft.id}/share-preview`, {});
    expect(sharing.status).toBe(302);
    expect(sharing.headers.get("location")).toBe(`/admin/careers/${draft.id}`);
    const form = await read(owner, `/admin/careers/${draft.id}`);
    const path = /http:\/\/localhost:3000(\/preview\/[\w.-]+)/.exec(form)?.[1] ?? "";
    expect(path).not.toBe("");
    const shared = await read(visitor, path);
    expect(shared).toContain("DRAFT-BODY-MARKER");
    expect(shared).not.toContain('id="apply-form"');

    // Published, edited, in history with its closing time in the site's time; trash and back.
    const edited = await owner.post(`/admin/careers/${draft.id}`, {
      ...ENGINEER,
      closesAt: "2031-06-30T17:00",
      version: "1",
    });
    expect(edited.status).toBe(302);
    const history = textOf(await read(owner, `/admin/careers/${draft.id}/history/1`));
    expect(history).toContain("Closes at");
    // Shown as dates in the site's time, compared word by word.
    expect(history).toMatch(/Closes at June 30 December 26 , 2031 2030 at 5 9 : 00 PM 15 AM/);
    expect(await read(visitor, "/careers")).toContain("Battery Assembly Engineer");
    const deleted = await owner.post("/admin/careers", { delete: `${draft.id}:2` });
    expect(deleted.status).toBe(302);
    expect(textOf(await read(visitor, "/careers"))).toContain("No open positions right now");
    expect(textOf(await read(owner, "/admin/trash"))).toContain("Position");
  });

  it("takes an application with a real PDF; staff see it, change its status, download the same bytes", async () => {
    const { db, owner, pending, visitor, storage, create } = await setup();
    const position = await create();
    const cv = pdf(2);
    const sent = await visitor.postForm(
      "/careers/battery-assembly-engineer",
      application({ bytes: cv, name: "Hana Girma CV «ሀ».pdf" }),
    );
    expect(sent.status).toBe(200);
    expect(textOf(await sent.text())).toContain("Thank you — your application has been received.");
    const [stored] = await db.select().from(applications);
    expect(stored).toMatchObject({
      positionId: position.id,
      name: "Hana Girma",
      email: "hana@example.com",
      status: "new",
      cvType: "application/pdf",
      cvBytes: cv.length,
    });
    if (!stored) throw new Error("no application");
    // The file's key is random, never its name or hash, and never under a public address.
    expect(stored.cvKey).toMatch(/^\d{13}-[0-9a-f-]{36}\.pdf$/);
    expect(await keysOf(storage)).toEqual([stored.cvKey]);
    expect((await visitor.get(`/uploads/${stored.cvKey}`)).status).toBe(404);

    // The Careers tab counts it; the inbox lists it.
    expect(textOf(await read(owner, "/admin/careers"))).toMatch(/Careers\s*1\s*new application\b/);
    const inbox = await read(owner, `/admin/careers/${position.id}/applications`);
    expect(inbox).toContain("Hana Girma");
    expect(textOf(inbox)).toContain("New");

    const url = `/admin/careers/applications/${stored.id}`;
    const changed = await owner.post(url, {
      intent: "update",
      status: "shortlisted",
      note: "Strong on pack safety.",
      version: "1",
    });
    expect(changed.status).toBe(200);
    const [event] = await db.select().from(applicationEvents);
    expect(event).toMatchObject({ status: "shortlisted", note: "Strong on pack safety." });
    // A change made on an older view is refused, nothing changed.
    const stale = await owner.post(url, { intent: "update", status: "rejected", version: "1" });
    expect(stale.status).toBe(409);
    const [after] = await db.select().from(applications);
    expect(after?.status).toBe("shortlisted");
    expect(textOf(await read(owner, url))).toContain("Status: Shortlisted");

    const download = await owner.get(`${url}/cv`);
    expect(download.status).toBe(200);
    expect(download.headers.get("cache-control")).toBe("private, no-store");
    expect(download.headers.get("content-disposition")).toBe(
      `attachment; filename="Hana Girma CV _.pdf"; filename*=UTF-8''${encodeURIComponent("Hana Girma CV «ሀ».pdf")}`,
    );
    expect(download.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await download.arrayBuffer()).equals(cv)).toBe(true);

    // Nobody else gets the file, the inbox or the application.
    for (const path of [`${url}/cv`, url, `/admin/careers/${position.id}/applications`]) {
      const anonymous = await visitor.get(path);
      expect([302, 401], path).toContain(anonymous.status);
      expect(await anonymous.text(), path).not.toContain("%PDF");
      expect((await pending.get(path)).status, path).toBe(403);
    }
    expect((await pending.post(url, { intent: "delete" })).status).toBe(403);
    expect(await db.$count(applications)).toBe(1);
  });

  it("refuses a disguised or missing CV and bad fields with their messages, storing nothing", async () => {
    const { db, visitor, storage, create } = await setup();
    await create();
    const path = "/careers/battery-assembly-engineer";
    const refusals: [FormData, string][] = [
      [
        application({
          bytes: Buffer.from("MZ\x90\x00 this program cannot be run in DOS mode"),
          name: "cv.pdf",
        }),
        "The CV must be a PDF, DOC or DOCX file.",
      ],
      [
        application({ bytes: Buffer.from("<html><body>CV</body></html>"), name: "cv.docx" }),
        "The CV must be a PDF, DOC or DOCX file.",
      ],
      [
        application({
          bytes: Buffer.concat([pdf(1), Buffer.alloc(5 * 1024 * 1024)]),
          name: "big.pdf",
        }),
        "The CV must be at most 5 MB.",
      ],
      [application(null), "Please attach your CV"],
      [
        application({ bytes: pdf(1), name: "cv.pdf" }, { email: "not-an-address" }),
        "Please enter a valid email address",
      ],
      [
        application({ bytes: pdf(1), name: "cv.pdf" }, { consent: "" }),
        "Please agree to how we keep your application",
      ],
      [
        application({ bytes: pdf(1), name: "cv.pdf" }, { phone: "call me" }),
        "Please enter a phone number",
      ],
    ];
    for (const [form, message] of refusals) {
      const response = await visitor.postForm(path, form);
      expect(response.status, message).toBe(400);
      const text = textOf(await response.text());
      expect(text, message).toContain(message);
      // What was typed is kept.
      expect(text, message).not.toContain("Thank you — your application");
    }
    // In Amharic, in Amharic.
    const amharic = await visitor.postForm(
      "/am/careers/battery-assembly-engineer",
      application({ bytes: Buffer.from("<html></html>"), name: "cv.pdf" }),
    );
    expect(textOf(await amharic.text())).toContain("CV-ው PDF፣ DOC ወይም DOCX ፋይል መሆን አለበት።");
    expect(await db.$count(applications)).toBe(0);
    expect(await keysOf(storage)).toEqual([]);

    // A body far over the limit is refused before it is read.
    const huge = await visitor.postForm(
      path,
      application({ bytes: Buffer.alloc(7 * 1024 * 1024), name: "huge.pdf" }),
    );
    expect(huge.status).toBe(413);

    // The hidden field bots fill in is answered like a success; nothing is stored.
    const trapped = await visitor.postForm(
      path,
      application({ bytes: pdf(1), name: "cv.pdf" }, { website: "https://spam.example" }),
    );
    expect(trapped.status).toBe(200);
    // A form sent sooner than a person fills one in is shown again, filled in, with a request to
    // send it again (and to attach the CV again, which no browser keeps); nothing is stored.
    const startedAt = signStartedAt(TEST_SECRET);
    const hurried = await visitor.postForm(
      path,
      application({ bytes: pdf(1), name: "cv.pdf" }, { startedAt }),
    );
    expect(hurried.status).toBe(400);
    const again = await hurried.text();
    expect(textOf(again)).toContain(
      "Please check your application and send it again. Attach your CV again: the browser does not keep a chosen file.",
    );
    expect(textOf(again)).not.toContain("your application has been received");
    expect(again).toContain('value="Hana Girma"');
    expect(again).toContain('value="+251 911 234 567"');
    expect(again).toContain("I built battery packs for five years.</textarea>");
    expect(again).toContain(`name="startedAt" value="${startedAt}"`);
    expect(await db.$count(applications)).toBe(0);
    expect(await keysOf(storage)).toEqual([]);
  });

  it("closes at its closing time: off the list, the sitemap and search, 410 without the form, no application taken", async () => {
    const { db, owner, visitor, create } = await setup();
    const position = await create();
    // The cache forgets pages at the closing time.
    expect((await nextScheduledAt(db))?.getTime()).toBe(position.closesAt.getTime());
    // The clock passes the closing time (the row's time is moved to a second ago).
    await db
      .update(positions)
      .set({ closesAt: new Date(Date.now() - 1000) })
      .where(eq(positions.id, position.id));
    expect(textOf(await read(visitor, "/careers"))).toContain("No open positions right now");
    expect(await read(visitor, "/sitemap.xml")).not.toContain("battery-assembly-engineer");
    expect(await read(visitor, "/search?q=assembly")).not.toContain(
      "/careers/battery-assembly-engineer",
    );
    const closed = await read(visitor, "/careers/battery-assembly-engineer", 410);
    expect(textOf(closed)).toContain("This position is closed.");
    expect(closed).not.toContain('id="apply-form"');
    expect(closed).not.toContain("application/ld+json");
    const late = await visitor.postForm(
      "/careers/battery-assembly-engineer",
      application({ bytes: pdf(1), name: "cv.pdf" }),
    );
    expect(late.status).toBe(410);
    expect(await db.$count(applications)).toBe(0);
    // Staff still see it, closed, in their list.
    expect(textOf(await read(owner, "/admin/careers"))).toContain("Closed");
  });

  it("deletes an application on request, and every application APPLICATION_DAYS after its position closed", async () => {
    const { db, config, owner, visitor, storage, create } = await setup({ APPLICATION_DAYS: "30" });
    const position = await create();
    const other = await create({
      slug: "mine-geologist",
      title: "Mine Geologist",
      sector: "mining",
    });
    for (const slug of [position.slug, position.slug, other.slug]) {
      const response = await visitor.postForm(
        `/careers/${slug}`,
        application({ bytes: pdf(1), name: "cv.pdf" }),
      );
      expect(response.status).toBe(200);
    }
    expect(await keysOf(storage)).toHaveLength(3);

    // 'Delete application': the row, its history and its file, at once.
    const [first] = await db
      .select()
      .from(applications)
      .where(eq(applications.positionId, position.id));
    if (!first) throw new Error("no application");
    const deleted = await owner.post(`/admin/careers/applications/${first.id}`, {
      intent: "delete",
      position: position.id,
    });
    expect(deleted.status).toBe(302);
    expect(await db.$count(applications)).toBe(2);
    expect(await keysOf(storage)).not.toContain(first.cvKey);
    const [logged] = await db
      .select()
      .from(activity)
      .where(eq(activity.action, "delete-application"));
    // The log names the position, never the applicant.
    expect(logged?.subjectTitle).toBe("Battery Assembly Engineer");
    expect(JSON.stringify(logged)).not.toContain("Hana");

    // The engineer position closes; 30 days later its applications go, the geologist's stay.
    const closedAt = new Date(Date.now() - 1000);
    await db.update(positions).set({ closesAt: closedAt }).where(eq(positions.id, position.id));
    const careers = { storage, applicationDays: config.applicationDays };
    const early = await housekeeping(db, config, new Date(closedAt.getTime() + 29 * DAY), careers);
    expect(early.expiredApplications).toBe(0);
    const due = await housekeeping(db, config, new Date(closedAt.getTime() + 31 * DAY), careers);
    expect(due.expiredApplications).toBe(1);
    const left = await db.select().from(applications);
    expect(left.map((row) => row.positionId)).toEqual([other.id]);
    expect(await keysOf(storage)).toEqual(left.map((row) => row.cvKey));
    const [expired] = await db
      .select()
      .from(activity)
      .where(eq(activity.action, "expire-applications"));
    expect(expired).toMatchObject({ actorId: null, subjectTitle: "Battery Assembly Engineer" });
    expect(expired?.detail).toContain("1 application");
  });

  it("exports a position's applications as CSV, formulas shown as text", async () => {
    const { db, owner, visitor, create } = await setup();
    const position = await create();
    await visitor.postForm(
      `/careers/${position.slug}`,
      application({ bytes: pdf(1), name: "cv.pdf" }, { name: '=HYPERLINK("http://evil.example")' }),
    );
    expect(await db.$count(applications)).toBe(1);
    const csv = await owner.get(`/admin/careers/${position.id}/applications.csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("cache-control")).toBe("private, no-store");
    const bytes = Buffer.from(await csv.arrayBuffer());
    // A byte order mark first: Excel reads the file as UTF-8.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString("utf8");
    expect(text.startsWith("Received,Full Name,Email Address,Phone,Status")).toBe(true);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect((await visitor.get(`/admin/careers/${position.id}/applications.csv`)).status).not.toBe(
      200,
    );
  });

  it("tells staff of each application and thanks the applicant by e-mail", async () => {
    const smtp = await startSmtpReceiver();
    cleanups.push(smtp.close);
    const { visitor, create } = await setup({
      SMTP_URL: smtp.url,
      CAREERS_NOTIFY_EMAIL: "hiring@example.com",
    });
    await create();
    const sent = await visitor.postForm(
      "/careers/battery-assembly-engineer",
      application({ bytes: pdf(1), name: "cv.pdf" }),
    );
    expect(textOf(await sent.text())).toContain("We have sent a confirmation to hana@example.com.");
    await expect.poll(() => smtp.mails.length, { timeout: 10_000 }).toBe(2);
    const staff = smtp.mails.find((mail) => mail.to === "hiring@example.com");
    expect(staff?.subject).toBe(
      "[Addis Investment Group] New application: Battery Assembly Engineer",
    );
    expect(staff?.text).toContain("/admin/careers/applications/");
    // The applicant's data stays in the admin area.
    expect(staff?.raw).not.toContain("hana@example.com");
    expect(staff?.raw).not.toContain("Hana");
    const thanks = smtp.mails.find((mail) => mail.to === "hana@example.com");
    expect(thanks?.subject).toBe(
      "Addis Investment Group: your application for Battery Assembly Engineer",
    );
    expect(thanks?.text).toContain(
      "Thank you — your application for Battery Assembly Engineer has been received.",
    );
    expect(thanks?.text).toContain("delete them 180 days after it closes");
    // Not the name typed into the form: the address may not be the applicant's.
    expect(thanks?.raw).not.toContain("Hana");
    // From an Amharic page, in Amharic, with the position's Amharic title.
    await visitor.postForm(
      "/am/careers/battery-assembly-engineer",
      application({ bytes: pdf(1), name: "cv.pdf" }, { email: "abebe@example.com" }),
    );
    await expect
      .poll(() => smtp.mails.find((mail) => mail.to === "abebe@example.com")?.text)
      .toContain("እናመሰግናለን — ለየባትሪ መገጣጠሚያ መሐንዲስ ያቀረቡት ማመልከቻ ደርሶናል።");
  });
});

describe("applicants' files on an S3 bucket", () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it("keeps CVs under the bucket's private prefix, out of the media, and tells a bucket that serves them", async () => {
    const s3 = await startS3Server();
    cleanups.push(() => s3.stop());
    const test = await createTestDatabase("embedded");
    cleanups.push(() => test.drop());
    await test.database.migrate();
    const env = {
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    };
    const config = testConfig(env);
    const features = createFeatures({
      config,
      logger: silentLogger,
      database: test.database,
      authSecret: TEST_SECRET,
      passwordHashing: testPasswordHashing,
    });
    await features.careers.storage.put("1764000000000-cv.pdf", pdf(1), "application/pdf");
    // In the bucket under private/cv/: the media library's listing (and its clean-up) never sees it.
    expect(await keysOf(features.careers.storage)).toEqual(["1764000000000-cv.pdf"]);
    expect(await keysOf(features.media.storage)).toEqual([]);

    // A public address that serves the whole bucket (s3rver answers anyone) is found out…
    const open = `${s3.endpoint}/${s3.bucket}`;
    const warnings: string[] = [];
    const logger = { warn: (message: unknown) => warnings.push(String(message)) } as never;
    await checkApplicationsArePrivate(
      { ...config, isProduction: false },
      features.careers,
      logger,
      open,
    );
    expect(warnings.join("")).toContain("can be read at S3_PUBLIC_URL");
    // …and refused in production.
    await expect(
      checkApplicationsArePrivate(
        { ...config, isProduction: true },
        features.careers,
        logger,
        open,
      ),
    ).rejects.toThrow("Exclude private/cv/* from the bucket's public-read policy");
    // One that does not serve the private folder passes; the probe leaves nothing behind.
    await checkApplicationsArePrivate(
      { ...config, isProduction: true },
      features.careers,
      logger,
      `${s3.endpoint}/another-bucket`,
    );
    expect(await keysOf(features.careers.storage)).toEqual(["1764000000000-cv.pdf"]);
  });
});
