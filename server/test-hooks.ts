import crypto from "node:crypto";
import v8 from "node:v8";
import vm from "node:vm";
import { verifyPassword } from "better-auth/crypto";
import { eq, isNull, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { ServerBuild } from "react-router";
import { signStartedAt } from "../app/lib/form-trap.server";
import type { DocumentType } from "../db/enums";
import {
  type AlertTopics,
  type ArticleSector,
  alertMessages,
  alertSubscribers,
  applications,
  contactMessages,
  documents,
  type EmploymentType,
  invitations,
  media,
  newsArticles,
  pages,
  positions,
  type Role,
  session,
  siteContent,
  tenderAmendments,
  tenderQuestions,
  tenders,
  user,
  videos,
} from "../db/schema";
import { seedInsightSample } from "../scripts/insight-sample";
import type { TestHooks } from "./app";
import { type PasswordHashing, storedSiteDocument } from "./features";

/**
 * Endpoints the end-to-end and process tests drive: an insert they can count acknowledgements
 * of, and a slow request to interrupt. Only the test entry (server/test-main.ts) passes them to
 * the app, which mounts them only with TEST_HOOKS=1; the production bundle does not contain them.
 */
const installTestHooks: TestHooks["install"] = (
  app,
  { database, auth, formSecret, contentChanged, siteChanged },
) => {
  // A public form's signed start, `ago` milliseconds back: a test fills a form in less time than
  // a person needs, and its spam trap would take it for a bot.
  app.get("/__test/form-started", (c) =>
    c.text(signStartedAt(formSecret, Date.now() - Number(c.req.query("ago") ?? 5000))),
  );
  // An account with a given role, for tests that are not about accounts. One at a time: two
  // workers asking for the same account at once would otherwise both try to make it.
  let making: Promise<unknown> = Promise.resolve();
  app.post("/__test/users", async (c) => {
    const turn = making.then(() => undefined);
    let done = () => {};
    making = new Promise<void>((resolve) => (done = resolve));
    await turn;
    try {
      return await makeUser(c);
    } finally {
      done();
    }
  });
  const makeUser = async (c: Context) => {
    const body = (await c.req.json()) as {
      email: string;
      password: string;
      role: Role;
      /** Stored as the address afterwards, unchecked (for tests of hostile stored text). */
      storedEmail?: string;
      name?: string;
    };
    const [existing] = await database.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, body.email));
    const id =
      existing?.id ??
      (
        await auth.api.signUpEmail({
          body: { email: body.email, password: body.password, name: "Test" },
        })
      ).user.id;
    await database.db
      .update(user)
      .set({
        role: body.role,
        ...(body.storedEmail ? { email: body.storedEmail } : {}),
        ...(body.name ? { name: body.name } : {}),
      })
      .where(eq(user.id, id));
    return c.json({ id }, 201);
  };

  // An alert subscriber exactly as a test wants it, unchecked (hostile stored text), confirmed
  // unless told; with `lastError`, an e-mail to it that failed for good.
  app.post("/__test/alert-subscribers", async (c) => {
    const body = (await c.req.json()) as {
      email?: string;
      language?: "en" | "am" | "om";
      topics?: AlertTopics;
      state?: "pending" | "active" | "paused";
      suppressedReason?: string;
      lastError?: string;
    };
    const [row] = await database.db
      .insert(alertSubscribers)
      .values({
        email: body.email ?? `${crypto.randomUUID()}@example.com`,
        language: body.language ?? "en",
        topics: body.topics ?? { news: { sectors: [] } },
        state: body.state ?? "active",
        confirmedAt: body.state === "pending" ? null : new Date(),
        ...(body.suppressedReason
          ? { suppressedAt: new Date(), suppressedReason: body.suppressedReason }
          : {}),
      })
      // Each browser worker's set-up may add the same subscriber: the first one stands.
      .onConflictDoNothing()
      .returning({ id: alertSubscribers.id });
    if (!row) return c.json({ existing: true }, 200);
    if (body.lastError) {
      await database.db
        .insert(alertMessages)
        .values({ subscriberId: row.id, state: "failed", lastError: body.lastError });
    }
    return c.json({ id: row.id }, 201);
  });

  // A contact message exactly as a test wants it, unchecked (hostile stored text).
  app.post("/__test/messages", async (c) => {
    const body = (await c.req.json()) as Record<string, string>;
    const [row] = await database.db
      .insert(contactMessages)
      .values({
        name: body.name ?? "Test",
        email: body.email ?? "test@example.com",
        subject: body.subject ?? "Test",
        message: body.message ?? "Inserted by a test.",
      })
      .returning({ id: contactMessages.id });
    return c.json({ id: row?.id }, 201);
  });

  app.post("/__test/articles", async (c) => {
    const body = (await c.req.json()) as { title?: string; slug?: string };
    const title = body.title ?? "Test article";
    const [row] = await database.db
      .insert(newsArticles)
      .values({
        title,
        slug: body.slug ?? crypto.randomUUID(),
        summary: "Inserted by a test.",
        content: "Inserted by a test.",
        author: "Test",
      })
      .returning({ id: newsArticles.id });
    return c.json({ id: row?.id }, 201);
  });

  /**
   * A PDF of the library per title (its row only: pages show a file's name, size and link), as
   * an item's files name them. The uploader's file name is the title too.
   */
  const libraryFiles = async (titles: unknown) => {
    const files: { media: string; title: string }[] = [];
    for (const title of Array.isArray(titles) ? titles.map(String) : []) {
      const [row] = await database.db
        .insert(media)
        .values({
          kind: "document",
          state: "ready",
          hash: crypto.randomUUID().replaceAll("-", ""),
          originalName: title,
          contentType: "application/pdf",
          bytes: 1024,
          pages: 1,
          textState: "found",
        })
        .returning({ id: media.id });
      if (row) files.push({ media: row.id, title });
    }
    return files;
  };

  // Content exactly as a test wants it, publication date included.
  app.post("/__test/content", async (c) => {
    const body = (await c.req.json()) as Record<string, unknown> & {
      kind: "article" | "video" | "page" | "position" | "tender" | "document";
    };
    const publishedAt = typeof body.publishedAt === "string" ? new Date(body.publishedAt) : null;
    const published = Boolean(body.published);
    if (body.kind === "page") {
      const [row] = await database.db
        .insert(pages)
        .values({
          title: String(body.title),
          slug: String(body.slug),
          body: String(body.body ?? "Body."),
          description: String(body.description ?? "Description."),
          inFooter: Boolean(body.inFooter),
          inHeader: Boolean(body.inHeader),
          published,
          publishedAt: published ? (publishedAt ?? new Date()) : null,
        })
        .onConflictDoNothing({ target: pages.slug, where: isNull(pages.deletedAt) })
        .returning({ id: pages.id });
      contentChanged();
      return c.json(row ?? {}, 201);
    }
    if (body.kind === "position") {
      const [row] = await database.db
        .insert(positions)
        .values({
          title: String(body.title),
          slug: String(body.slug),
          sector: (body.sector as ArticleSector | undefined) ?? "group",
          location: String(body.location ?? "Addis Ababa"),
          employmentType: (body.employmentType as EmploymentType | undefined) ?? "FULL_TIME",
          closesAt: new Date(String(body.closesAt ?? new Date(Date.now() + 30 * 86_400_000))),
          description: String(body.description ?? "Description."),
          requirements: String(body.requirements ?? "Requirements."),
          howToApply: String(body.howToApply ?? ""),
          published,
          publishedAt: published ? (publishedAt ?? new Date()) : null,
        })
        .onConflictDoNothing({ target: positions.slug, where: isNull(positions.deletedAt) })
        .returning({ id: positions.id });
      contentChanged();
      return c.json(row ?? {}, 201);
    }
    if (body.kind === "tender") {
      const closesAt = new Date(String(body.closesAt ?? new Date(Date.now() + 30 * 86_400_000)));
      const text = (name: string) => (typeof body[name] === "string" ? String(body[name]) : "");
      const at = (name: string) => (typeof body[name] === "string" ? new Date(text(name)) : null);
      const [row] = await database.db
        .insert(tenders)
        .values({
          title: String(body.title),
          slug: String(body.slug),
          reference: String(body.reference ?? body.slug),
          category: "goods",
          method: "ncb",
          description: String(body.description ?? "Description."),
          eligibility: text("eligibility"),
          bidSecurity: text("bidSecurity"),
          documentFee: text("documentFee"),
          contact: text("contact"),
          openingPlace: text("openingPlace"),
          documents: await libraryFiles(body.fileTitles),
          closesAt,
          openingAt: new Date(closesAt.getTime() + 1800_000),
          questionsUntil: at("questionsUntil"),
          awardedAt: at("awardedAt"),
          awardWinner: text("awardWinner") || null,
          awardAmount: text("awardAmount") || null,
          cancelledAt: at("cancelledAt"),
          cancelReason: text("cancelReason") || null,
          published,
          publishedAt: published ? (publishedAt ?? new Date()) : null,
        })
        .onConflictDoNothing({ target: tenders.slug, where: isNull(tenders.deletedAt) })
        .returning({ id: tenders.id });
      // Its amendments and answered questions, stored unchecked as they would be published.
      if (row && typeof body.amendment === "string") {
        await database.db.insert(tenderAmendments).values({
          tenderId: row.id,
          number: 1,
          text: body.amendment,
          documents: await libraryFiles(body.amendmentFileTitles),
        });
      }
      if (row && typeof body.question === "string") {
        await database.db.insert(tenderQuestions).values({
          tenderId: row.id,
          name: body.question,
          company: body.question,
          email: body.question,
          question: body.question,
          state: "published",
          answer: text("answer"),
          answeredAt: new Date(),
        });
      }
      contentChanged();
      return c.json(row ?? {}, 201);
    }
    if (body.kind === "document") {
      const [row] = await database.db
        .insert(documents)
        .values({
          title: String(body.title),
          slug: String(body.slug),
          type: (body.type as DocumentType | undefined) ?? "annual-report",
          fiscalYear: Number(body.fiscalYear ?? 2017),
          documentDate: String(body.documentDate ?? "2025-03-15"),
          summary: String(body.summary ?? ""),
          files: (await libraryFiles(body.fileTitles)).map((file) => ({ ...file, language: "en" })),
          pressKit: await libraryFiles(body.pressKitTitles),
          published,
          publishedAt: published ? (publishedAt ?? new Date()) : null,
        })
        .onConflictDoNothing({ target: documents.slug, where: isNull(documents.deletedAt) })
        .returning({ id: documents.id });
      contentChanged();
      return c.json(row ?? {}, 201);
    }
    if (body.kind === "article") {
      const [row] = await database.db
        .insert(newsArticles)
        .values({
          title: String(body.title),
          slug: String(body.slug),
          summary: String(body.summary ?? "Summary."),
          content: String(body.content ?? "Content."),
          imageUrl: (body.imageUrl as string | undefined) ?? null,
          author: String(body.author ?? "Test Author"),
          ...(typeof body.sector === "string" ? { sector: body.sector as ArticleSector } : {}),
          ...(body.translations && typeof body.translations === "object"
            ? { translations: body.translations as typeof newsArticles.$inferInsert.translations }
            : {}),
          published,
          publishedAt: published ? (publishedAt ?? new Date()) : null,
        })
        // Idempotent by slug, so parallel workers can prepare the same article.
        // (The slug is unique among articles outside the trash: the partial index's predicate.)
        .onConflictDoNothing({ target: newsArticles.slug, where: isNull(newsArticles.deletedAt) })
        .returning({ id: newsArticles.id });
      contentChanged();
      return c.json(row ?? {}, 201);
    }
    const [row] = await database.db
      .insert(videos)
      .values({
        title: String(body.title),
        description: String(body.description ?? "Description."),
        videoUrl: String(body.videoUrl),
        thumbnailUrl: (body.thumbnailUrl as string | undefined) ?? null,
        duration: (body.duration as string | undefined) ?? null,
        ...(typeof body.sector === "string" ? { sector: body.sector as ArticleSector } : {}),
        published,
        publishedAt: published ? (publishedAt ?? new Date()) : null,
      })
      .returning({ id: videos.id });
    contentChanged();
    return c.json(row, 201);
  });

  // An application to a position, stored unchecked (for tests of hostile stored text); its CV's
  // key names no file.
  app.post("/__test/applications", async (c) => {
    const body = (await c.req.json()) as Record<string, string>;
    const [row] = await database.db
      .insert(applications)
      .values({
        positionId: body.positionId ?? "",
        name: body.name ?? "Applicant",
        email: body.email ?? "applicant@example.com",
        phone: body.phone ?? "+251 911 000 000",
        coverLetter: body.coverLetter ?? "",
        consentAt: new Date(),
        cvKey: `${Date.now()}-${crypto.randomUUID()}.pdf`,
        cvName: body.cvName ?? "cv.pdf",
        cvType: "application/pdf",
        cvBytes: 1,
        cvSha256: "0",
      })
      .returning({ id: applications.id });
    return c.json({ id: row?.id }, 201);
  });

  // The site's texts and settings, stored unchecked as both the draft and the published site
  // (for tests of hostile stored text: the defence under test is the rendering).
  app.post("/__test/site", async (c) => {
    const values = (await c.req.json()) as Record<string, string>;
    const doc = storedSiteDocument({ values, needsUpdate: [] });
    await database.db
      .update(siteContent)
      .set({ draft: doc, published: doc })
      .where(eq(siteContent.id, "site"));
    await siteChanged();
    return c.json({ id: "site" }, 201);
  });

  // Time passing for one address: its sessions signed in `sessionMinutes` ago (past the
  // recent-sign-in window), or its invitation expired.
  app.post("/__test/backdate", async (c) => {
    const body = (await c.req.json()) as {
      email: string;
      sessionMinutes?: number;
      expireInvitation?: boolean;
    };
    if (body.sessionMinutes !== undefined) {
      const [account] = await database.db
        .select({ id: user.id })
        .from(user)
        .where(eq(user.email, body.email));
      if (!account) return c.text("unknown account", 404);
      await database.db
        .update(session)
        .set({ createdAt: new Date(Date.now() - body.sessionMinutes * 60_000) })
        .where(eq(session.userId, account.id));
    }
    if (body.expireInvitation) {
      await database.db
        .update(invitations)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(invitations.email, body.email));
    }
    return c.json({ ok: true });
  });

  // Insight's totals for `days` days as a busy site has them (the given articles read most).
  app.post("/__test/insight-sample", async (c) => {
    const body = (await c.req.json()) as { days?: number; views?: number; articleIds?: string[] };
    const seeded = await seedInsightSample(database.db, {
      days: body.days ?? 30,
      views: body.views ?? 40_000,
      timeZone: "Africa/Addis_Ababa",
      articleIds: body.articleIds,
    });
    return c.json(seeded, 201);
  });

  app.get("/__test/articles/count", async (c) => {
    const count = await database.db.$count(newsArticles);
    return c.json({ count });
  });

  // Makes every write to a content table fail (a real database error from a trigger), or stops
  // doing so, so the end-to-end tests can see the failure alerts.
  app.post("/__test/fail-writes", async (c) => {
    const { table, fail } = (await c.req.json()) as { table: string; fail: boolean };
    if (table !== "news_articles" && table !== "videos") return c.text("unknown table", 400);
    await database.db.execute(
      sql.raw(`create or replace function test_fail_write() returns trigger language plpgsql as
        $$ begin raise exception 'simulated write failure'; end $$`),
    );
    await database.db.execute(sql.raw(`drop trigger if exists test_fail_write on ${table}`));
    if (fail) {
      await database.db.execute(
        sql.raw(
          `create trigger test_fail_write before insert or update or delete on ${table} for each row execute function test_fail_write()`,
        ),
      );
    }
    return c.json({ table, fail });
  });

  app.get("/__test/slow", async (c) => {
    const ms = Math.min(Number(c.req.query("ms") ?? 1000), 30_000);
    await new Promise((resolve) => setTimeout(resolve, ms));
    return c.text(`waited ${ms} ms`);
  });

  // The memory a leak would show: the JavaScript heap still live after a full collection
  // (RSS also counts free heap V8 keeps and the database's WebAssembly memory).
  app.get("/__test/memory", (c) => {
    collectGarbage();
    const usage = process.memoryUsage();
    return c.json({ rss: usage.rss, heapUsed: usage.heapUsed, external: usage.external });
  });
};

let gc: (() => void) | undefined;
function collectGarbage() {
  if (!gc) {
    v8.setFlagsFromString("--expose-gc");
    gc = vm.runInNewContext("gc") as () => void;
  }
  gc();
}

/** Where the error page test finds a page that fails. */
export const TEST_ERROR_PATH = "__test/error";

/**
 * The build with a page whose loader fails unexpectedly, for the error page's tests. Its client
 * part borrows the not-found page's module: the page never renders, the root's error boundary
 * does.
 */
export function withTestRoutes(build: ServerBuild): ServerBuild {
  const id = "test/error";
  const borrowed = build.assets.routes["routes/not-found"];
  if (!borrowed) throw new Error("the build has no routes/not-found for the test error page");
  const route = { id, parentId: "root", path: TEST_ERROR_PATH, index: undefined };
  return {
    ...build,
    routes: {
      ...build.routes,
      [id]: {
        ...route,
        caseSensitive: undefined,
        module: {
          default: () => null,
          loader: () => {
            throw new Error("deliberate failure for the error page test (detail-7f3a)");
          },
        },
      },
    },
    assets: {
      ...build.assets,
      routes: { ...build.assets.routes, [id]: { ...borrowed, ...route } },
    },
  };
}

/**
 * Passwords hashed with scrypt at a thirty-second of production's cost (N 1,024 rather than 16,384,
 * r 8 rather than 16), marked so: a test suite signs in thousands of times. A hash without the
 * mark is production's (made by the CLI, or by a production server on the same data), checked
 * the production way.
 */
const TEST_HASH_MARK = "test-scrypt$";
const TEST_SCRYPT = { N: 1024, r: 8, p: 1 } as const;

function testScrypt(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    crypto.scrypt(password.normalize("NFKC"), salt, 64, TEST_SCRYPT, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export const testPasswordHashing: PasswordHashing = {
  async hash(password) {
    const salt = crypto.randomBytes(16).toString("hex");
    return `${TEST_HASH_MARK}${salt}:${(await testScrypt(password, salt)).toString("hex")}`;
  },
  async verify({ hash, password }) {
    if (!hash.startsWith(TEST_HASH_MARK)) return verifyPassword({ hash, password });
    const [salt = "", key = ""] = hash.slice(TEST_HASH_MARK.length).split(":");
    const expected = Buffer.from(key, "hex");
    const actual = await testScrypt(password, salt);
    return expected.length === actual.length && crypto.timingSafeEqual(expected, actual);
  },
};

/** What the test entry (server/test-main.ts) passes to the app. */
export const testHooks: TestHooks = {
  install: installTestHooks,
  routes: withTestRoutes,
  passwordHashing: testPasswordHashing,
};
