import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { queueNewItems } from "../../app/features/alerts/queue.server";
import type { Role, SessionUser } from "../../app/features/auth/roles";
import { hasLevel } from "../../app/features/auth/roles";
import { PositionFormSchema } from "../../app/features/careers/schema";
import { kindLevel } from "../../app/features/content/access";
import { revokePreview, sharePreview } from "../../app/features/content/commands/preview-link";
import { setPublication } from "../../app/features/content/commands/publication";
import { restoreItemVersion } from "../../app/features/content/commands/restore-version";
import type { CommandContext } from "../../app/features/content/commands/result";
import { approve, comment, requestItemChanges } from "../../app/features/content/commands/review";
import { saveItem } from "../../app/features/content/commands/save";
import { purgeItem, restoreItem, trashItem } from "../../app/features/content/commands/trash";
import type { PublicationInput } from "../../app/features/content/fields";
import type { ContentKind } from "../../app/features/content/kinds";
import { CONTENT_KINDS } from "../../app/features/content/kinds";
import { listPreviewLinks } from "../../app/features/content/preview-links.server";
import {
  listComments,
  reviewOf,
  setReviewRequired,
} from "../../app/features/content/review.server";
import { getContent } from "../../app/features/content/store.server";
import { listVersions } from "../../app/features/content/versions/history.server";
import { DocumentFormSchema } from "../../app/features/documents/schema";
import { ArticleFormSchema } from "../../app/features/news/schema";
import { PageFormSchema } from "../../app/features/pages/schema";
import { TenderFormSchema } from "../../app/features/tenders/schema";
import { VideoFormSchema } from "../../app/features/videos/schema";
import { ALERTING_KINDS } from "../../app/kinds/registry.server";
import { toLocalInput } from "../../app/lib/dates";
import { LOCALES } from "../../app/lib/i18n";
import { CONTENT_STORES } from "../../app/routes/admin/content-stores.server";
import type { AppDatabase } from "../../db/client.server";
import { alertDeliveries, alertSubscribers, user } from "../../db/schema";
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

/** The signed-in user `name` is (each has an account made before the tests). */
const personOf = (name: Person): SessionUser => ({
  id: `${name}-id`,
  email: `${name}@example.com`,
  role: PEOPLE[name],
});

/**
 * The behaviour every kind of content shares, through the commands every route uses: run once
 * per registered kind, on each database engine.
 */
describe.each(ENGINES)("every kind's commands on %s", (engine) => {
  let test: TestDatabase;
  let db: AppDatabase;
  let context: CommandContext;
  let changes = 0;

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
      contentChanged: () => {
        changes += 1;
      },
    };
  });
  afterAll(() => test?.drop());

  describe.each(Object.values(CONTENT_STORES))("$kind", (store) => {
    const sample: Sample = SAMPLES[store.kind];
    let n = 0;
    const as = (name: Person) => ({ actor: personOf(name), store });
    /** A new draft by `who`, its id. */
    async function draft(who: Person = "editor", extra = {}) {
      n += 1;
      const values = { ...sample.values(n), publication: "draft", ...extra };
      const result = await saveItem(context, as(who), { values, schema: sample.schema });
      if (result.status !== "done") throw new Error(`${store.kind}: ${JSON.stringify(result)}`);
      return result.id;
    }
    const row = async (id: string) => getContent(db, store, id);
    /** Saves the item again with `values` over its sample, at the version it is now. */
    async function edit(who: Person, id: string, values: Record<string, string>) {
      const current = await row(id);
      const version = String(current?.version ?? "");
      const base = sample.values(n);
      return saveItem(context, as(who), {
        id,
        values: { ...base, title: current?.title ?? "", version, publication: "draft", ...values },
        schema: sample.schema,
      });
    }

    it("creates an item as version 1, and edits it as the next version", async () => {
      const before = changes;
      const id = await draft();
      expect((await row(id))?.version).toBe(1);
      const edited = await edit("editor", id, { title: "A title edited" });
      expect(edited).toEqual({ status: "done", id });
      expect(await row(id)).toMatchObject({
        title: "A title edited",
        version: 2,
        published: false,
      });
      expect(changes).toBe(before + 2);
      const invalid = await edit("editor", id, { title: "" });
      expect(invalid.status).toBe("invalid");
      expect((await row(id))?.version).toBe(2);
    });

    it("refuses a save over a version it did not see, with who changed what", async () => {
      const id = await draft();
      expect((await edit("editor", id, { title: "Changed first" })).status).toBe("done");
      const stale = await edit("second", id, { title: "Changed second", version: "1" });
      expect(stale.status).toBe("conflict");
      if (stale.status !== "conflict") return;
      expect(stale.conflict.message).toContain("was changed by editor@example.com");
      expect(stale.conflict.version).toBe(2);
      expect(stale.conflict.changes.map((change) => change.label)).toContain("Title");
      expect((await row(id))?.title).toBe("Changed first");
      // 'Save anyway' saves over the version the conflict named.
      const anyway = await edit("second", id, { title: "Changed second", overwrite: "2" });
      expect(anyway.status).toBe("done");
    });

    it("publishes, unpublishes and schedules; refuses a time gone by", async () => {
      const id = await draft();
      const publish = { id, published: true, version: "1" };
      expect(await setPublication(context, as("editor"), publish)).toEqual({ status: "done" });
      expect((await row(id))?.published).toBe(true);
      const unpublish = { id, published: false, version: "2" };
      expect(await setPublication(context, as("editor"), unpublish)).toEqual({ status: "done" });
      expect((await row(id))?.published).toBe(false);
      const past = await edit("editor", id, { publication: "schedule", publishAt: inHours(-1) });
      expect(past).toMatchObject({ status: "invalid", errors: { publishAt: expect.any(String) } });
      const scheduled = await edit("editor", id, {
        publication: "schedule",
        publishAt: inHours(2),
      });
      expect(scheduled.status).toBe("done");
      const stored = await row(id);
      expect(stored?.published).toBe(true);
      expect(stored?.publishedAt?.getTime()).toBeGreaterThan(Date.now() + HOUR);
    });

    it("moves an item to the trash, restores it, and lets only an owner purge it", async () => {
      const id = await draft();
      expect(await trashItem(context, as("editor"), { id, version: "1" })).toEqual({
        status: "done",
      });
      expect(await row(id)).toBeUndefined();
      expect(await restoreItem(context, as("editor"), { id })).toEqual({ status: "done" });
      expect((await row(id))?.title).toBeTruthy();
      expect((await trashItem(context, as("editor"), { id, version: "1" })).status).toBe("done");
      expect(await purgeItem(context, as("editor"), { id })).toMatchObject({
        status: "refused",
        by: "role",
      });
      expect(await purgeItem(context, as("owner"), { id })).toEqual({ status: "done" });
      expect(await restoreItem(context, as("owner"), { id })).toEqual({ status: "missing" });
    });

    it("keeps every version and restores one as a new save", async () => {
      const id = await draft();
      const first = (await row(id))?.title;
      await edit("editor", id, { title: "Second title" });
      const stale = await restoreItemVersion(context, as("editor"), { id, number: 1, current: 1 });
      expect(stale.status).toBe("conflict");
      const restored = await restoreItemVersion(context, as("editor"), {
        id,
        number: 1,
        current: 2,
      });
      expect(restored).toEqual({ status: "done" });
      expect(await row(id)).toMatchObject({ title: first, version: 3 });
      const versions = await listVersions(db, store.kind, id);
      expect(versions.map((version) => version.action)).toEqual([
        "restore-version",
        "save",
        "create",
      ]);
    });

    it("shares a preview link for a draft only, and revokes it once", async () => {
      const id = await draft();
      const shared = await sharePreview(context, as("editor"), { id });
      expect(shared.status).toBe("done");
      if (shared.status !== "done") return;
      const links = await listPreviewLinks(db, "secret", store.kind, id);
      expect(links.map((link) => link.id)).toEqual([shared.link]);
      const revoke = { id, link: shared.link };
      expect(await revokePreview(context, as("editor"), revoke)).toEqual({ status: "done" });
      expect(await revokePreview(context, as("editor"), revoke)).toEqual({
        status: "missing",
        reason: "This link no longer works.",
      });
      await setPublication(context, as("editor"), { id, published: true, version: "1" });
      expect(await sharePreview(context, as("editor"), { id })).toMatchObject({
        status: "refused",
        by: "rule",
        reason: expect.stringContaining("is already public"),
      });
    });

    it("goes public after another editor's approval when review is required", async () => {
      await setReviewRequired(db, true, "owner-id");
      try {
        const id = await draft("editor", {});
        const direct = await setPublication(context, as("editor"), {
          id,
          published: true,
          version: "1",
        });
        expect(direct).toMatchObject({ status: "refused", by: "role" });
        const submitted = await edit("editor", id, { title: "For review" });
        expect(submitted.status).toBe("done");
        await saveItem(context, as("editor"), {
          id,
          values: { ...sample.values(n), title: "For review", version: "2", publication: "draft" },
          schema: sample.schema,
          submit: true,
        });
        expect((await reviewOf(db, store.kind, id))?.state).toBe("in_review");
        const own = await approve(context, as("editor"), {
          id,
          version: "3",
          when: "now",
          publishAt: "",
        });
        expect(own).toMatchObject({ status: "refused", by: "rule" });
        const empty = await requestItemChanges(context, as("second"), { id, comment: " " });
        expect(empty).toMatchObject({ status: "invalid", errors: { comment: expect.any(String) } });
        const asked = await requestItemChanges(context, as("second"), {
          id,
          comment: "Name the plant.",
        });
        expect(asked.status).toBe("done");
        expect((await reviewOf(db, store.kind, id))?.state).toBe("changes_requested");
        const notWaiting = await approve(context, as("second"), {
          id,
          version: "3",
          when: "now",
          publishAt: "",
        });
        expect(notWaiting).toMatchObject({ status: "refused", by: "rule" });
        await saveItem(context, as("editor"), {
          id,
          values: { ...sample.values(n), title: "Named", version: "3", publication: "draft" },
          schema: sample.schema,
          submit: true,
        });
        const approved = await approve(context, as("second"), {
          id,
          version: "4",
          when: "now",
          publishAt: "",
        });
        expect(approved).toEqual({ status: "done", publishAt: null });
        expect(await row(id)).toMatchObject({ title: "Named", published: true });
        expect(await reviewOf(db, store.kind, id)).toBeNull();
        const said = await comment(context, as("second"), { id, comment: "Well done." });
        expect(said.status).toBe("done");
        const thread = await listComments(db, store.kind, id);
        expect(thread.map((c) => [c.action, c.body])).toEqual([
          ["request-changes", "Name the plant."],
          ["comment", "Well done."],
        ]);
      } finally {
        await setReviewRequired(db, false, "owner-id");
      }
    });

    it("lets an author write only their own drafts of the kinds authors write", async () => {
      if (!hasLevel("author", kindLevel(store.kind))) {
        n += 1;
        const refused = await saveItem(context, as("author"), {
          values: { ...sample.values(n), publication: "draft" },
          schema: sample.schema,
        });
        expect(refused).toMatchObject({ status: "refused", by: "role" });
        return;
      }
      const id = await draft("author");
      expect((await edit("other", id, { title: "Not mine" })).status).toBe("refused");
      expect(await sharePreview(context, as("other"), { id })).toMatchObject({
        status: "refused",
        by: "role",
      });
      expect(await comment(context, as("other"), { id, comment: "Hi" })).toMatchObject({
        status: "refused",
        by: "role",
      });
      const publish = { id, published: true, version: "1" };
      expect(await setPublication(context, as("author"), publish)).toMatchObject({
        status: "refused",
        by: "role",
      });
      expect(
        await approve(context, as("author"), { id, version: "1", when: "now", publishAt: "" }),
      ).toMatchObject({ status: "refused", by: "role" });
      expect(await restoreItem(context, as("author"), { id })).toMatchObject({
        status: "refused",
      });
      expect((await edit("author", id, { title: "Mine, edited" })).status).toBe("done");
      const published = await edit("author", id, { publication: "published" });
      expect(published).toMatchObject({ status: "refused", by: "role" });
      expect(await row(id)).toMatchObject({ title: "Mine, edited", published: false });
      const stillThere = await db
        .select()
        .from(store.table)
        .where(and(eq(store.table.id, id)));
      expect(stillThere).toHaveLength(1);
    });

    it("alerts its topic's subscribers once it is public, if its kind alerts (the registry says)", async () => {
      const source = ALERTING_KINDS.find((alerting) => alerting.kind === store.kind);
      const email = `${store.kind}-reader@example.com`;
      await db.insert(alertSubscribers).values({
        email,
        topics: {
          news: { sectors: [] },
          tenders: { sectors: [], categories: [] },
          jobs: { sectors: [] },
        },
        state: "active",
        confirmedAt: new Date(),
      });
      const id = await draft();
      const deliveries = () =>
        db.select().from(alertDeliveries).where(eq(alertDeliveries.itemId, id));
      // A draft alerts nobody; published, once, however often it is queued again.
      await queueNewItems(db, ALERTING_KINDS, TIME_ZONE);
      expect(await deliveries()).toEqual([]);
      const publish = { id, published: true, version: "1" };
      expect(await setPublication(context, as("editor"), publish)).toEqual({ status: "done" });
      await queueNewItems(db, ALERTING_KINDS, TIME_ZONE);
      await queueNewItems(db, ALERTING_KINDS, TIME_ZONE);
      if (!source) {
        expect(await deliveries()).toEqual([]);
        return;
      }
      expect((await deliveries()).length).toBeGreaterThanOrEqual(1);
      const [subscriber] = await db
        .select()
        .from(alertSubscribers)
        .where(eq(alertSubscribers.email, email));
      expect((await deliveries()).filter((d) => d.subscriberId === subscriber?.id)).toHaveLength(1);
      // Its alert reads it in every language, at its public address.
      for (const locale of LOCALES) {
        const [entry] = await source.read(db, [id], locale, TIME_ZONE);
        expect(entry, locale).toMatchObject({ id, title: expect.any(String) });
        expect(entry?.path.startsWith(CONTENT_KINDS[store.kind].publicPrefix ?? "")).toBe(true);
      }
    });
  });
});
