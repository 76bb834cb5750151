import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { waitingLine } from "../../app/features/admin/waiting";
import {
  actionableGroups,
  countWaiting,
  listWaiting,
  waitingGroupsFor,
} from "../../app/features/admin/waiting.server";
import type { Role, SessionUser } from "../../app/features/auth/roles";
import { hasLevel } from "../../app/features/auth/roles";
import { PositionFormSchema } from "../../app/features/careers/schema";
import type { CommandContext } from "../../app/features/content/commands/result";
import { requestItemChanges } from "../../app/features/content/commands/review";
import { saveItem } from "../../app/features/content/commands/save";
import { trashItem } from "../../app/features/content/commands/trash";
import type { PublicationInput } from "../../app/features/content/fields";
import type { ContentStore } from "../../app/features/content/kind.server";
import type { ContentKind } from "../../app/features/content/kinds";
import { CONTENT_KIND_LIST, CONTENT_KINDS } from "../../app/features/content/kinds";
import { getContent } from "../../app/features/content/store.server";
import { DocumentFormSchema } from "../../app/features/documents/schema";
import { ArticleFormSchema } from "../../app/features/news/schema";
import { PageFormSchema } from "../../app/features/pages/schema";
import { TenderFormSchema } from "../../app/features/tenders/schema";
import { VideoFormSchema } from "../../app/features/videos/schema";
import { toLocalInput } from "../../app/lib/dates";
import { CONTENT_STORES } from "../../app/routes/admin/content-stores.server";
import { WAITING_SOURCES } from "../../app/routes/admin/waiting.server";
import type { AppDatabase } from "../../db/client.server";
import { applications, contactMessages, tenderQuestions, user } from "../../db/schema";
import { createTestDatabase, ENGINES, type TestDatabase } from "../support/test-database";

const TIME_ZONE = "Africa/Addis_Ababa";
const HOUR = 3_600_000;
const inHours = (hours: number) => toLocalInput(new Date(Date.now() + hours * HOUR), TIME_ZONE);

interface Sample {
  schema: z.ZodType<PublicationInput>;
  values(n: number): Record<string, string>;
}

/**
 * What a kind's form sends for its `n`th item: the only thing the contract needs to know of a kind
 * (a kind registered without one does not compile).
 */
const SAMPLES = {
  article: {
    schema: ArticleFormSchema,
    values: (n: number) => ({
      title: `Copper output rises ${n}`,
      slug: `copper-output-rises-${n}`,
      summary: "The mine beat its target.",
      content: "The mine produced more copper than planned.",
      imageUrl: "",
      author: "Addis Investment Group",
      sector: "mining",
    }),
  },
  video: {
    schema: VideoFormSchema,
    values: (n: number) => ({
      title: `Coffee harvest ${n}`,
      description: "Picking season in Guji.",
      videoUrl: "https://www.youtube.com/watch?v=abcdefghijk",
      thumbnailUrl: "",
      duration: "",
      category: "Behind the Scenes",
    }),
  },
  page: {
    schema: PageFormSchema,
    values: (n: number) => ({
      title: `Join us ${n}`,
      slug: `join-us-${n}`,
      body: "## Work with us\n\nWe hire **engineers** for the Modjo plant.",
      description: "Jobs at the group: engineers, geologists and coffee graders.",
    }),
  },
  position: {
    schema: PositionFormSchema,
    values: (n: number) => ({
      title: `Battery Assembly Engineer ${n}`,
      slug: `battery-assembly-engineer-${n}`,
      sector: "manufacturing",
      location: "Modjo",
      employmentType: "FULL_TIME",
      closesAt: inHours(24 * 30),
      description: "## The role\n\nYou lead the **battery pack** line of the Modjo plant.",
      requirements: "- A degree in electrical engineering",
      howToApply: "Bring your certificates to the interview.",
    }),
  },
  tender: {
    schema: TenderFormSchema,
    values: (n: number) => ({
      title: `Supply of battery cells ${n}`,
      slug: `supply-of-battery-cells-${n}`,
      reference: `AIG/NCB/2026/${String(n).padStart(3, "0")}`,
      sector: "manufacturing",
      category: "goods",
      method: "ncb",
      description: "## Scope\n\nLithium iron phosphate cells for the **Modjo** plant.",
      eligibility: "Licensed suppliers registered in Ethiopia.",
      bidSecurity: "2% of the bid price",
      documentFee: "",
      contact: "Procurement office, Bole Road",
      closesAt: inHours(24 * 30),
      openingAt: inHours(24 * 30 + 1),
      openingPlace: "Head office, meeting room 4",
      questionsUntil: inHours(24 * 20),
      documents: "[]",
    }),
  },
  document: {
    schema: DocumentFormSchema,
    values: (n: number) => ({
      title: `Annual Report ${n}`,
      slug: `annual-report-${n}`,
      type: "annual-report",
      documentDate: "2025-07-30",
      fiscalYear: "",
      summary: "The year of the Modjo plant's first battery line.",
      files: "[]",
      pressKit: "[]",
    }),
  },
} satisfies Record<ContentKind, Sample>;

const PEOPLE = {
  owner: "owner",
  editor: "editor",
  second: "editor",
  author: "author",
  other: "author",
} as const satisfies Record<string, Role>;
type Person = keyof typeof PEOPLE;

const personOf = (name: Person): SessionUser => ({
  id: `${name}-id`,
  email: `${name}@example.com`,
  role: PEOPLE[name],
});

/** The kinds a role writes (an author: articles and videos). */
const kindsOf = (role: Role) =>
  CONTENT_KIND_LIST.filter((kind) => hasLevel(role, CONTENT_KINDS[kind].level));

/**
 * What waits for whom (the Overview and the line above each section), counted through the
 * commands every route uses, for every registered kind, on each database engine.
 */
describe.each(ENGINES)("what waits on %s", (engine) => {
  let test: TestDatabase;
  let db: AppDatabase;
  let context: CommandContext;
  let n = 0;
  /** Items made per kind, by what they are. */
  const made = new Map<string, string>();

  beforeAll(async () => {
    test = await createTestDatabase(engine);
    db = test.database.db;
    for (const [name, role] of Object.entries(PEOPLE)) {
      await db.insert(user).values({ id: `${name}-id`, name, email: `${name}@example.com`, role });
    }
    context = {
      db,
      site: { timeZone: TIME_ZONE },
      siteUrl: "https://example.com",
      publishedSite: { identity: async () => ({ name: "Addis Investment Group" }) },
      logger: { error: () => undefined },
      contentChanged: () => undefined,
    };
  });
  afterAll(() => test?.drop());

  /** A new item of `store`'s kind by `who`: a draft, submitted, or scheduled. Its id. */
  async function item(
    store: ContentStore,
    who: Person,
    extra: { submit?: boolean; values?: Record<string, string> } = {},
  ) {
    n += 1;
    const sample: Sample = SAMPLES[store.kind];
    const values = { ...sample.values(n), publication: "draft", ...extra.values };
    const result = await saveItem(
      context,
      { actor: personOf(who), store },
      { values, schema: sample.schema, submit: extra.submit },
    );
    if (result.status !== "done") throw new Error(`${store.kind}: ${JSON.stringify(result)}`);
    return result.id;
  }

  /** Moves an item to the trash at the version it is now. */
  async function trash(store: ContentStore, id: string) {
    const row = await getContent(db, store, id);
    const result = await trashItem(
      context,
      { actor: personOf("editor"), store },
      { id, version: String(row?.version) },
    );
    expect(result.status).toBe("done");
  }

  const counts = async (who: Person) =>
    (await countWaiting(db, personOf(who), WAITING_SOURCES)).counts;

  it("counts, for every kind, an editor's reviews, drafts and scheduled items, the trash left out", async () => {
    const stores = Object.values(CONTENT_STORES);
    expect(stores.map((store) => store.kind)).toEqual(CONTENT_KIND_LIST);
    for (const store of stores) {
      made.set(`${store.kind}:draft`, await item(store, "editor"));
      made.set(`${store.kind}:review`, await item(store, "second", { submit: true }));
      await item(store, "editor", {
        values: { publication: "schedule", publishAt: inHours(5) },
      });
      const trashed = await item(store, "editor");
      await trash(store, trashed);
      const trashedReview = await item(store, "second", { submit: true });
      await trash(store, trashedReview);
    }
    const kinds = CONTENT_KIND_LIST.length;
    const waiting = await countWaiting(db, personOf("editor"), WAITING_SOURCES);
    expect(waiting.counts).toEqual({
      review: kinds,
      changes: 0,
      drafts: kinds,
      scheduled: kinds,
      questions: 0,
    });
    for (const kind of CONTENT_KIND_LIST) expect(waiting.inReviewByKind[kind]).toBe(1);
    // The second editor's drafts are theirs: none (their items are in review).
    expect((await counts("second")).drafts).toBe(0);

    const groups = await listWaiting(db, personOf("editor"), WAITING_SOURCES, TIME_ZONE);
    expect(groups.map((group) => group.id)).toEqual(["review", "scheduled", "drafts"]);
    const review = groups.find((group) => group.id === "review");
    expect(review?.count).toBe(kinds);
    expect(review?.items).toHaveLength(Math.min(kinds, 5));
    const firstReview = made.get(`${CONTENT_KIND_LIST[0]}:review`);
    expect(review?.items[0]).toMatchObject({
      href: `${CONTENT_KINDS[CONTENT_KIND_LIST[0] as ContentKind].editPath}/${firstReview}`,
      detail: expect.stringContaining("second@example.com"),
    });
    const scheduled = groups.find((group) => group.id === "scheduled");
    expect(scheduled?.items[0]?.when).toMatch(/^(Today|Tomorrow) at \d{1,2}:\d{2} [AP]M$/);
    expect(scheduled?.items[0]?.whenFull).toMatch(/, \d{4} at \d{1,2}:\d{2} [AP]M$/);
  });

  it("shows an author their items in review, the changes asked of them and their drafts, no messages", async () => {
    const article = CONTENT_STORES.article;
    const draft = await item(article, "author");
    await item(CONTENT_STORES.video, "author", { submit: true });
    const sentBack = await item(article, "author", { submit: true });
    const asked = await requestItemChanges(
      context,
      { actor: personOf("editor"), store: article },
      { id: sentBack, comment: "Name the plant." },
    );
    expect(asked.status).toBe("done");
    // Another author's work is not theirs.
    await item(article, "other", { submit: true });

    expect(await counts("author")).toEqual({ review: 1, changes: 1, drafts: 1, scheduled: 0 });
    const groups = await listWaiting(db, personOf("author"), WAITING_SOURCES, TIME_ZONE);
    // What asks the author to act comes first.
    expect(groups.map((group) => group.id)).toEqual(["changes", "review", "drafts"]);
    expect(groups.find((group) => group.id === "review")?.items[0]?.detail).toBe(
      "Video · submitted by you",
    );
    expect(groups.find((group) => group.id === "changes")?.items).toEqual([
      expect.objectContaining({
        href: `/admin/articles/${sentBack}`,
        detail: "Article · asked by editor@example.com",
      }),
    ]);
    expect(groups.find((group) => group.id === "drafts")?.items).toEqual([
      expect.objectContaining({ href: `/admin/articles/${draft}` }),
    ]);
    // The line names what asks the author to act: the changes, not the editor's review.
    expect(waitingLine(await counts("author"), actionableGroups("author"))).toBe(
      "Waiting for you: 1 change requested",
    );
    // Editors see the author's items among the reviews (the one sent back is no longer there).
    const kinds = CONTENT_KIND_LIST.length;
    expect((await counts("editor")).review).toBe(kinds + 2);
    expect(waitingGroupsFor("author")).not.toContain("messages");
    expect(kindsOf("author")).toEqual(["article", "video"]);
  });

  it("counts new messages and applications for admins, open tender questions for editors", async () => {
    const positionId = await item(CONTENT_STORES.position, "editor");
    const tenderId = await item(CONTENT_STORES.tender, "editor");
    const message = {
      name: "Abebe Kebede",
      email: "abebe@example.com",
      subject: "Partnership",
      message: "We would like to talk.",
    };
    await db.insert(contactMessages).values([message, message, { ...message, readAt: new Date() }]);
    const application = {
      positionId,
      name: "Hana Tesfaye",
      email: "hana@example.com",
      phone: "+251911000000",
      consentAt: new Date(),
      cvKey: "cv/key",
      cvName: "cv.pdf",
      cvType: "application/pdf",
      cvBytes: 1000,
      cvSha256: "0".repeat(64),
    };
    await db.insert(applications).values([application, { ...application, status: "rejected" }]);
    const question = {
      tenderId,
      name: "Selam Trading",
      email: "bids@example.com",
      question: "Is a joint venture eligible?",
    };
    await db
      .insert(tenderQuestions)
      .values([question, question, { ...question, state: "published", answer: "Yes." }]);

    const owner = await counts("owner");
    expect(owner).toMatchObject({ messages: 2, applications: 1, questions: 2, translations: 0 });
    expect(await counts("editor")).toMatchObject({ questions: 2 });
    expect(await counts("editor")).not.toHaveProperty("messages");
    expect(await counts("author")).not.toHaveProperty("questions");

    const groups = await listWaiting(db, personOf("owner"), WAITING_SOURCES, TIME_ZONE);
    const byId = Object.fromEntries(groups.map((group) => [group.id, group]));
    expect(byId.messages?.items).toHaveLength(2);
    expect(byId.messages?.items[0]?.href).toMatch(/^\/admin\/messages\/[0-9a-f-]{36}$/);
    expect(byId.applications?.items[0]).toMatchObject({
      title: "Hana Tesfaye",
      href: expect.stringMatching(/^\/admin\/careers\/applications\//),
    });
    expect(byId.questions?.items[0]).toMatchObject({
      href: `/admin/tenders/${tenderId}/desk#questions`,
      title: "Is a joint venture eligible?",
    });
    // Questions on a tender in the trash wait for nobody.
    await trash(CONTENT_STORES.tender, tenderId);
    expect((await counts("editor")).questions).toBe(0);
    expect(waitingLine(await counts("owner"), actionableGroups("owner"))).toMatch(
      /^Waiting for you: \d+ in review, 2 new messages, 1 new application$/,
    );
  });
});
