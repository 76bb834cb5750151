import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VIDEO_UPLOAD_PATH } from "../../app/features/media/rules";
import { findSection } from "../../app/features/site-content/catalog";
import { sectionValues } from "../../app/features/site-content/site-document";
import { changeSite, readSiteState } from "../../app/features/site-content/store.server";
import {
  activity,
  alertMessages,
  alertSubscribers,
  applicationEvents,
  applications,
  contactMessages,
  contentComments,
  contentReviews,
  contentVersions,
  documents,
  invitations,
  linkCheckState,
  media,
  newsArticles,
  positions,
  previewLinks,
  siteContent,
  siteSettings,
  siteVersions,
  staffProfiles,
  tenderAmendments,
  tenderQuestions,
  tenderRegistrations,
  tenders,
  user,
  videos,
  webhookEndpoints,
  webhookEvents,
} from "../../db/schema";
import { createApp } from "../../server/app";
import { createFeatures, type Features } from "../../server/features";
import { testPasswordHashing } from "../../server/test-hooks";
import { loadServerBuild, silentLogger, TEST_SECRET, testConfig } from "../support/build";
import { TestClient } from "../support/http-client";
import { jpeg, mp4, pdf } from "../support/media-fixtures";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

/**
 * Every admin route and action × {anonymous, pending, author, editor, admin, owner}: exactly the
 * expected status (302 = sent to the login at /admin), and for refused requests, no effect. Then
 * every action again with a foreign Origin: 403.
 */
const build = await loadServerBuild();
const ROLES = ["anonymous", "pending", "author", "editor", "admin", "owner"] as const;
type Role = (typeof ROLES)[number];
type Expect = Record<Role, number>;

const RANK = { author: 1, editor: 2, admin: 3, owner: 4 } as const;
/**
 * `ok` for the roles from `level` up (ADR 027), 403 for the others and pending accounts, the
 * login (302) for the signed-out.
 */
function from(level: "author" | "editor" | "admin" | "owner", ok: number): Expect {
  const at = (role: keyof typeof RANK) => (RANK[role] >= RANK[level] ? ok : 403);
  return {
    anonymous: 302,
    pending: 403,
    author: at("author"),
    editor: at("editor"),
    admin: at("admin"),
    owner: at("owner"),
  };
}
const OWNER_ONLY = from("owner", 200);

let test: TestDatabase;
let app: ReturnType<typeof createApp>;
let features: Features;
const PASSWORD = "matrix-pass-1";

beforeAll(async () => {
  test = await createTestDatabase("embedded");
  await test.database.migrate();
  // A company sign-in provider that cannot be reached: its routes answer without one.
  const config = testConfig({
    OIDC_ISSUER: "http://127.0.0.1:9",
    OIDC_CLIENT_ID: "aig-site",
    OIDC_CLIENT_SECRET: "aig-site-secret",
  });
  features = createFeatures({
    config,
    logger: silentLogger,
    database: test.database,
    authSecret: TEST_SECRET,
    passwordHashing: testPasswordHashing,
  });
  app = createApp({
    config,
    authSecret: TEST_SECRET,
    logger: silentLogger,
    database: test.database,
    build,
    features,
  });
  const signUp = (email: string) => new TestClient(app).signUp(email, PASSWORD);
  await signUp("owner@example.com"); // the first account: owner
  await signUp("admin@example.com");
  await signUp("pending@example.com");
  await signUp("editor@example.com");
  await signUp("author@example.com");
  for (const role of ["admin", "editor", "author"] as const) {
    await test.database.db
      .update(user)
      .set({ role })
      .where(eq(user.email, `${role}@example.com`));
  }
  // A first entry in the site's history (version 1), for its pages and its restore.
  const state = await readSiteState(test.database.db);
  const [owner] = await test.database.db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, "owner@example.com"));
  await changeSite(
    test.database.db,
    {
      kind: "save",
      section: SITE_SETTINGS,
      input: {
        values: {
          ...sectionValues(state.draft, SITE_SETTINGS),
          "settings.phone": "+251 11 555 0101",
        },
        confirmed: [],
      },
    },
    { openedAt: state.version, actorId: owner?.id ?? "" },
  );
}, 60_000);

const SITE_SETTINGS = findSection("settings") ?? (undefined as never);

afterAll(async () => {
  await test?.drop();
});

/** One signed-in client per role (sign-ins are rate limited per address, like any visitor's). */
const clients = new Map<Role, TestClient>();
async function as(role: Role): Promise<TestClient> {
  let client = clients.get(role);
  if (!client) {
    client = new TestClient(app);
    if (role !== "anonymous") {
      const response = await client.signIn(`${role}@example.com`, PASSWORD);
      expect(response.status).toBe(302);
    }
    clients.set(role, client);
  }
  return client;
}

/** Fresh rows for one check, so a check that deletes or changes one does not affect the next. */
async function fixtures() {
  const db = test.database.db;
  const stamp = crypto.randomUUID().slice(0, 8);
  const [article] = await db
    .insert(newsArticles)
    .values({ title: "A", slug: `a-${stamp}`, summary: "S", content: "C", author: "X" })
    .returning({ id: newsArticles.id });
  const [upload] = await db
    .insert(media)
    .values({
      kind: "image",
      state: "ready",
      hash: crypto.randomUUID().replaceAll("-", ""),
      originalName: "a.jpg",
      contentType: "image/jpeg",
      bytes: 1,
      width: 1,
      height: 1,
    })
    .returning({ id: media.id });
  const [video] = await db
    .insert(videos)
    .values({ title: "V", description: "D", videoUrl: "https://vimeo.com/1", category: "General" })
    .returning({ id: videos.id });
  const [message] = await db
    .insert(contactMessages)
    .values({ name: "N", email: "n@example.com", subject: "S", message: "A long enough message." })
    .returning({ id: contactMessages.id });
  // An article with a kept version (history) and one in the trash.
  await db.insert(contentVersions).values({
    kind: "article",
    itemId: article?.id ?? "",
    number: 1,
    data: { title: "Earlier", slug: `a-${stamp}`, summary: "S", content: "C", author: "X" },
    changed: [],
    action: "create",
  });
  await db.insert(contentVersions).values({
    kind: "video",
    itemId: video?.id ?? "",
    number: 1,
    data: {
      title: "Earlier",
      description: "D",
      videoUrl: "https://vimeo.com/1",
      category: "General",
    },
    changed: [],
    action: "create",
  });
  const [trashed] = await db
    .insert(newsArticles)
    .values({
      title: "Trashed",
      slug: `t-${stamp}`,
      summary: "S",
      content: "C",
      author: "X",
      deletedAt: new Date(),
    })
    .returning({ id: newsArticles.id });
  const link = `link${stamp}`.padEnd(22, "x");
  await db.insert(previewLinks).values({
    id: link,
    kind: "article",
    itemId: article?.id ?? "",
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  const [invitation] = await db
    .insert(invitations)
    .values({
      email: `invited-${stamp}@example.com`,
      role: "admin",
      tokenHash: `hash-${stamp}`,
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: invitations.id });
  const target = async (role: "pending" | "author" | "admin" | "owner") => {
    const id = `${role}-${stamp}`;
    await db.insert(user).values({ id, name: id, email: `${id}@example.com`, role });
    return id;
  };

  // A position with an application and its CV in the private storage.
  const [position] = await db
    .insert(positions)
    .values({
      title: "P",
      slug: `p-${stamp}`,
      location: "Modjo",
      employmentType: "FULL_TIME",
      closesAt: new Date(Date.now() + 30 * 86_400_000),
      description: "D",
      requirements: "R",
      published: true,
      publishedAt: new Date(),
    })
    .returning({ id: positions.id });
  const cvKey = `${Date.now()}-${crypto.randomUUID()}.pdf`;
  await features.careers.storage.put(cvKey, pdf(1), "application/pdf");
  const [application] = await db
    .insert(applications)
    .values({
      positionId: position?.id ?? "",
      name: "Applicant",
      email: "applicant@example.com",
      phone: "+251 911 000 000",
      consentAt: new Date(),
      cvKey,
      cvName: "cv.pdf",
      cvType: "application/pdf",
      cvBytes: pdf(1).length,
      cvSha256: "x",
    })
    .returning({ id: applications.id });

  // The author's own draft, and one of theirs waiting for review.
  const [author] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, "author@example.com"));
  const authored = async (title: string) => {
    const [row] = await db
      .insert(newsArticles)
      .values({
        title,
        slug: `${title.toLowerCase()}-${stamp}`,
        summary: "S",
        content: "C",
        author: "X",
        createdBy: author?.id,
        updatedBy: author?.id,
      })
      .returning({ id: newsArticles.id });
    return row?.id ?? "";
  };
  const ownDraft = await authored("Own");
  const inReview = await authored("Waiting");
  await db
    .insert(contentReviews)
    .values({ kind: "article", itemId: inReview, state: "in_review", submittedBy: author?.id });

  // A published tender with one company registered for its updates (the tender desk).
  const [tender] = await db
    .insert(tenders)
    .values({
      title: "Tender",
      slug: `tender-${stamp}`,
      reference: `REF/${stamp}`,
      category: "goods",
      method: "ncb",
      description: "D",
      closesAt: new Date(Date.now() + 10 * 86_400_000),
      openingAt: new Date(Date.now() + 10 * 86_400_000),
      published: true,
      publishedAt: new Date(),
    })
    .returning({ id: tenders.id });
  const [registration] = await db
    .insert(tenderRegistrations)
    .values({
      tenderId: tender?.id ?? "",
      company: "C",
      contactName: "N",
      email: `${stamp}@x.example`,
    })
    .returning({ id: tenderRegistrations.id });

  // A published press kit with its fact sheet in the library (downloads, its ZIP), and a draft.
  const sheetHash = crypto.randomUUID().replaceAll("-", "");
  await features.media.storage.put(`${sheetHash}.pdf`, pdf(1), "application/pdf");
  const [sheet] = await db
    .insert(media)
    .values({
      kind: "document",
      state: "ready",
      hash: sheetHash,
      originalName: "fact-sheet.pdf",
      contentType: "application/pdf",
      bytes: pdf(1).length,
      pages: 1,
    })
    .returning({ id: media.id });
  const sheetFile = { media: sheet?.id ?? "", title: "Fact sheet" };
  const [pressKit] = await db
    .insert(documents)
    .values({
      title: "Press kit",
      slug: `press-kit-${stamp}`,
      type: "press-kit",
      fiscalYear: 2018,
      documentDate: "2025-08-01",
      files: [{ ...sheetFile, language: "en" }],
      pressKit: [sheetFile],
      published: true,
      publishedAt: new Date(),
    })
    .returning({ id: documents.id });
  const [draftDocument] = await db
    .insert(documents)
    .values({
      title: "Draft kit",
      slug: `draft-kit-${stamp}`,
      type: "press-kit",
      fiscalYear: 2018,
      documentDate: "2025-08-01",
      pressKit: [sheetFile],
    })
    .returning({ id: documents.id });

  // A confirmed alert subscriber with an e-mail that failed (the Alerts screen, its delete).
  const [subscriber] = await db
    .insert(alertSubscribers)
    .values({
      email: `alerts-${stamp}@example.com`,
      topics: { news: { sectors: [] } },
      state: "active",
      confirmedAt: new Date(),
    })
    .returning({ id: alertSubscribers.id });
  await db
    .insert(alertMessages)
    .values({ subscriberId: subscriber?.id ?? "", state: "failed", lastError: "550 no" });

  // A webhook endpoint (the Webhooks screen, its log, 'Send test').
  const [endpoint] = await db
    .insert(webhookEndpoints)
    .values({
      url: `https://hooks.example.com/${stamp}`,
      events: ["article.published"],
      secret: "sealed",
    })
    .returning({ id: webhookEndpoints.id });

  const site = await readSiteState(db);
  return {
    webhookEndpoint: endpoint?.id ?? "",
    subscriber: subscriber?.id ?? "",
    tender: tender?.id ?? "",
    document: pressKit?.id ?? "",
    documentSlug: `press-kit-${stamp}`,
    draftDocumentSlug: `draft-kit-${stamp}`,
    draftDocument: draftDocument?.id ?? "",
    sheetHash,
    sheet: sheet?.id ?? "",
    tenderSlug: `tender-${stamp}`,
    registration: registration?.id ?? "",
    ownDraft,
    inReview,
    position: position?.id ?? "",
    application: application?.id ?? "",
    siteVersion: String(site.version),
    siteForm: sectionValues(site.draft, SITE_SETTINGS),
    article: article?.id ?? "",
    video: video?.id ?? "",
    media: upload?.id ?? "",
    message: message?.id ?? "",
    trashed: trashed?.id ?? "",
    link,
    invitation: invitation?.id ?? "",
    pendingUser: await target("pending"),
    adminUser: await target("admin"),
    ownerUser: await target("owner"),
    authorTarget: await target("author"),
    slug: `new-${stamp}`,
  };
}
type Fixtures = Awaited<ReturnType<typeof fixtures>>;

const articleForm = (f: Fixtures) => ({
  title: "T",
  slug: f.slug,
  summary: "S",
  content: "C",
  imageUrl: "",
  author: "A",
});
const positionForm = (f: Fixtures) => ({
  title: "T",
  slug: f.slug,
  sector: "mining",
  location: "Sululta",
  employmentType: "FULL_TIME",
  closesAt: "2031-01-31T17:00",
  description: "D",
  requirements: "R",
  howToApply: "",
  publication: "published",
});
const videoForm = () => ({
  title: "V",
  description: "D",
  videoUrl: "https://vimeo.com/2",
  thumbnailUrl: "",
  duration: "",
  category: "General",
});

interface Check {
  name: string;
  method: "GET" | "POST";
  path: (f: Fixtures) => string;
  form?: (f: Fixtures) => Record<string, string>;
  /** Sent as a file input sends it (multipart), instead of `form`. */
  file?: () => Promise<{ bytes: Buffer; name: string }>;
  /** Sent as the request's body itself (a video upload), instead of `form`. */
  body?: () => Buffer;
  expect: Expect;
}

/** A small photo, different each time (the library answers the same bytes with the same item). */
const photo = async () => ({
  bytes: await jpeg(40 + Math.floor(Math.random() * 200), 30),
  name: "p.jpg",
});

const CHECKS: Check[] = [
  {
    // The login when signed out, the waiting notice for a pending account.
    name: "dashboard (news articles)",
    method: "GET",
    path: () => "/admin",
    expect: { anonymous: 200, pending: 200, author: 200, editor: 200, admin: 200, owner: 200 },
  },
  {
    name: "videos section",
    method: "GET",
    path: () => "/admin/videos",
    expect: from("author", 200),
  },
  {
    name: "messages section",
    method: "GET",
    path: () => "/admin/messages",
    expect: from("admin", 200),
  },
  { name: "team section", method: "GET", path: () => "/admin/team", expect: from("admin", 200) },
  { name: "media section", method: "GET", path: () => "/admin/media", expect: from("author", 200) },
  {
    name: "library files to choose from",
    method: "GET",
    path: () => "/admin/media/documents",
    expect: { anonymous: 401, pending: 403, author: 200, editor: 200, admin: 200, owner: 200 },
  },
  {
    name: "account page",
    method: "GET",
    path: () => "/admin/account",
    expect: { anonymous: 302, pending: 200, author: 200, editor: 200, admin: 200, owner: 200 },
  },
  {
    name: "sign-up page",
    method: "GET",
    path: () => "/admin/signup",
    expect: { anonymous: 200, pending: 302, author: 302, editor: 302, admin: 302, owner: 302 },
  },
  {
    name: "new article form",
    method: "GET",
    path: () => "/admin/articles/new",
    expect: from("author", 200),
  },
  {
    name: "article form",
    method: "GET",
    path: (f) => `/admin/articles/${f.article}`,
    expect: from("editor", 200),
  },
  {
    name: "new video form",
    method: "GET",
    path: () => "/admin/videos/new",
    expect: from("author", 200),
  },
  {
    name: "video form",
    method: "GET",
    path: (f) => `/admin/videos/${f.video}`,
    expect: from("editor", 200),
  },
  {
    name: "message",
    method: "GET",
    path: (f) => `/admin/messages/${f.message}`,
    expect: from("admin", 200),
  },
  {
    name: "create article",
    method: "POST",
    path: () => "/admin/articles/new",
    form: articleForm,
    expect: from("author", 302),
  },
  {
    name: "edit article",
    method: "POST",
    path: (f) => `/admin/articles/${f.article}`,
    form: (f) => ({ ...articleForm(f), slug: `e-${f.slug}`, version: "1" }),
    expect: from("editor", 302),
  },
  {
    name: "create video",
    method: "POST",
    path: () => "/admin/videos/new",
    form: videoForm,
    expect: from("author", 302),
  },
  {
    name: "edit video",
    method: "POST",
    path: (f) => `/admin/videos/${f.video}`,
    form: () => ({ ...videoForm(), version: "1" }),
    expect: from("editor", 302),
  },
  {
    name: "publish article",
    method: "POST",
    path: () => "/admin?index",
    form: (f) => ({ publish: `${f.article}:1` }),
    expect: from("editor", 302),
  },
  {
    name: "delete article",
    method: "POST",
    path: () => "/admin?index",
    form: (f) => ({ delete: `${f.article}:1` }),
    expect: from("editor", 302),
  },
  {
    name: "publish video",
    method: "POST",
    path: () => "/admin/videos",
    form: (f) => ({ publish: `${f.video}:1` }),
    expect: from("editor", 302),
  },
  {
    name: "delete video",
    method: "POST",
    path: () => "/admin/videos",
    form: (f) => ({ delete: `${f.video}:1` }),
    expect: from("editor", 302),
  },
  {
    // Without a chosen role: the least one, Author.
    name: "approve account",
    method: "POST",
    path: () => "/admin/team",
    form: (f) => ({ intent: "approve", userId: f.pendingUser }),
    expect: from("admin", 200),
  },
  // Every role an approval can give: admins give Editor and Author only, owners any.
  ...(["author", "editor", "admin", "owner"] as const).map(
    (role): Check => ({
      name: `approve account as ${role}`,
      method: "POST",
      path: () => "/admin/team",
      form: (f) => ({ intent: "approve", userId: f.pendingUser, role }),
      expect: role === "admin" || role === "owner" ? OWNER_ONLY : from("admin", 200),
    }),
  ),
  {
    name: "remove pending account",
    method: "POST",
    path: () => "/admin/team",
    form: (f) => ({ intent: "remove", userId: f.pendingUser }),
    expect: from("admin", 200),
  },
  {
    name: "make owner",
    method: "POST",
    path: () => "/admin/team",
    form: (f) => ({ intent: "make-owner", userId: f.adminUser }),
    expect: OWNER_ONLY,
  },
  {
    name: "make admin",
    method: "POST",
    path: () => "/admin/team",
    form: (f) => ({ intent: "make-admin", userId: f.ownerUser }),
    expect: OWNER_ONLY,
  },
  {
    name: "remove admin",
    method: "POST",
    path: () => "/admin/team",
    form: (f) => ({ intent: "remove", userId: f.adminUser }),
    expect: OWNER_ONLY,
  },
  {
    name: "mark message unread",
    method: "POST",
    path: (f) => `/admin/messages/${f.message}`,
    form: () => ({ intent: "mark-unread" }),
    expect: from("admin", 302),
  },
  {
    name: "delete message",
    method: "POST",
    path: (f) => `/admin/messages/${f.message}`,
    form: () => ({ intent: "delete" }),
    expect: from("admin", 302),
  },
  {
    name: "upload a file",
    method: "POST",
    path: () => "/admin/media/upload",
    file: photo,
    expect: { anonymous: 401, pending: 403, author: 201, editor: 201, admin: 201, owner: 201 },
  },
  {
    name: "upload a video",
    method: "POST",
    path: () => VIDEO_UPLOAD_PATH,
    body: () => mp4({ mediaBytes: 1000 + Math.floor(Math.random() * 100_000) }),
    expect: { anonymous: 401, pending: 403, author: 201, editor: 201, admin: 201, owner: 201 },
  },
  {
    name: "edit alt text",
    method: "POST",
    path: () => "/admin/media",
    form: (f) => ({ id: f.media, altText: "A photo", alt: "save" }),
    expect: from("editor", 200),
  },
  {
    name: "delete an upload",
    method: "POST",
    path: () => "/admin/media",
    form: (f) => ({ delete: f.media }),
    expect: from("editor", 200),
  },
  { name: "trash section", method: "GET", path: () => "/admin/trash", expect: from("editor", 200) },
  {
    name: "insight section",
    method: "GET",
    path: () => "/admin/insight?days=7",
    expect: from("editor", 200),
  },
  {
    name: "overview section",
    method: "GET",
    path: () => "/admin/overview",
    expect: from("author", 200),
  },
  {
    name: "activity section",
    method: "GET",
    path: () => "/admin/activity",
    expect: from("editor", 200),
  },
  {
    name: "redirects section",
    method: "GET",
    path: () => "/admin/redirects",
    expect: from("editor", 200),
  },
  {
    // A redirect gone already: answered, nothing changed.
    name: "delete a redirect",
    method: "POST",
    path: () => "/admin/redirects",
    form: () => ({ intent: "delete", id: "1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed" }),
    expect: from("editor", 200),
  },
  {
    name: "redirects export",
    method: "GET",
    path: () => "/admin/redirects.csv",
    expect: { anonymous: 401, pending: 403, author: 403, editor: 200, admin: 200, owner: 200 },
  },
  {
    name: "article history",
    method: "GET",
    path: (f) => `/admin/articles/${f.article}/history`,
    expect: from("editor", 200),
  },
  {
    name: "article version",
    method: "GET",
    path: (f) => `/admin/articles/${f.article}/history/1`,
    expect: from("editor", 200),
  },
  {
    name: "video history",
    method: "GET",
    path: (f) => `/admin/videos/${f.video}/history`,
    expect: from("editor", 200),
  },
  {
    name: "video version",
    method: "GET",
    path: (f) => `/admin/videos/${f.video}/history/1`,
    expect: from("editor", 200),
  },
  {
    name: "restore a video version",
    method: "POST",
    path: (f) => `/admin/videos/${f.video}/history/1`,
    form: () => ({ current: "1" }),
    expect: from("editor", 302),
  },
  {
    name: "restore a version",
    method: "POST",
    path: (f) => `/admin/articles/${f.article}/history/1`,
    form: () => ({ current: "1" }),
    expect: from("editor", 302),
  },
  {
    name: "restore from trash",
    method: "POST",
    path: () => "/admin/trash",
    form: (f) => ({ intent: "restore", kind: "article", id: f.trashed }),
    expect: from("editor", 200),
  },
  {
    name: "delete permanently",
    method: "POST",
    path: () => "/admin/trash",
    form: (f) => ({ intent: "purge", kind: "article", id: f.trashed }),
    expect: OWNER_ONLY,
  },
  {
    name: "share preview link",
    method: "POST",
    path: (f) => `/admin/articles/${f.article}/share-preview`,
    form: () => ({}),
    expect: from("editor", 302),
  },
  {
    name: "revoke preview link",
    method: "POST",
    path: (f) => `/admin/articles/${f.article}/revoke-preview`,
    form: (f) => ({ link: f.link }),
    expect: from("editor", 302),
  },
  {
    name: "sign out other devices",
    method: "POST",
    path: () => "/admin/account",
    form: () => ({ intent: "sign-out-others" }),
    expect: { anonymous: 302, pending: 302, author: 302, editor: 302, admin: 302, owner: 302 },
  },
  {
    // Only one's own sessions: an unknown one is 'already ended' for everybody.
    name: "sign out one session",
    method: "POST",
    path: () => "/admin/account",
    form: () => ({ intent: "sign-out-session", session: "not-a-session-of-yours" }),
    expect: { anonymous: 302, pending: 404, author: 404, editor: 404, admin: 404, owner: 404 },
  },
  {
    name: "forgot password page",
    method: "GET",
    path: () => "/admin/forgot-password",
    expect: { anonymous: 200, pending: 200, author: 200, editor: 200, admin: 200, owner: 200 },
  },
  {
    name: "reset password link",
    method: "GET",
    path: () => "/admin/reset-password/AAAAAAAAAAAAAAAAAAAAAAAA",
    expect: { anonymous: 200, pending: 200, author: 200, editor: 200, admin: 200, owner: 200 },
  },
  {
    // No e-mail set up in this suite: refused alike for everybody, nothing sent or stored.
    name: "send reset link",
    method: "POST",
    path: () => "/admin/forgot-password",
    form: () => ({ email: "admin@example.com" }),
    expect: { anonymous: 503, pending: 503, author: 503, editor: 503, admin: 503, owner: 503 },
  },
  {
    name: "reset password",
    method: "POST",
    path: () => "/admin/reset-password/AAAAAAAAAAAAAAAAAAAAAAAA",
    form: () => ({ password: "new-password", confirmPassword: "new-password" }),
    expect: { anonymous: 400, pending: 400, author: 400, editor: 400, admin: 400, owner: 400 },
  },
  {
    // Only a sign-in waiting for its code sees the step; everybody else goes to the login.
    name: "two-factor code step",
    method: "GET",
    path: () => "/admin/two-factor",
    expect: { anonymous: 302, pending: 302, author: 302, editor: 302, admin: 302, owner: 302 },
  },
  {
    name: "two-factor code",
    method: "POST",
    path: () => "/admin/two-factor",
    form: () => ({ code: "123456" }),
    // Without a sign-in waiting for its code: refused, and back to the login.
    expect: { anonymous: 302, pending: 302, author: 302, editor: 302, admin: 302, owner: 302 },
  },
  {
    // Company sign-in: the provider cannot be reached here, so the start answers 503 and
    // stores nothing; a callback without a state is refused for everybody.
    name: "company sign-in start",
    method: "POST",
    path: () => "/admin/sign-in/sso",
    expect: { anonymous: 503, pending: 503, author: 503, editor: 503, admin: 503, owner: 503 },
  },
  {
    name: "company sign-in callback without a state",
    method: "GET",
    path: () => "/admin/sign-in/sso/callback?code=forged",
    expect: { anonymous: 400, pending: 400, author: 400, editor: 400, admin: 400, owner: 400 },
  },
  {
    name: "company sign-in of an unknown provider",
    method: "GET",
    path: () => "/admin/sign-in/nosuch/callback?code=forged&state=AAAAAAAAAAAAAAAAAAAAAAAA",
    expect: { anonymous: 404, pending: 404, author: 404, editor: 404, admin: 404, owner: 404 },
  },
  {
    // 'Link <provider>' on the account page: any signed-in account, off to the provider.
    name: "link a sign-in provider",
    method: "POST",
    path: () => "/admin/account",
    form: () => ({ intent: "link-provider", provider: "sso" }),
    expect: { anonymous: 302, pending: 503, author: 503, editor: 503, admin: 503, owner: 503 },
  },
  {
    // Only one's own identities: an unknown one is not linked, for everybody.
    name: "unlink a sign-in provider",
    method: "POST",
    path: () => "/admin/account",
    form: () => ({ intent: "unlink-provider", identity: crypto.randomUUID() }),
    expect: { anonymous: 302, pending: 404, author: 404, editor: 404, admin: 404, owner: 404 },
  },
  {
    name: "accept the provider's two-factor sign-in",
    method: "POST",
    path: () => "/admin/team",
    form: () => ({ intent: "accept-provider-mfa", required: "on" }),
    expect: { anonymous: 302, pending: 403, author: 403, editor: 403, admin: 403, owner: 200 },
  },
  {
    // One's own profile (the byline and author page): approved accounts only.
    name: "save own profile",
    method: "POST",
    path: () => "/admin/account",
    form: () => ({ intent: "profile", displayName: "Staff Member", jobTitle: "Engineer" }),
    expect: { anonymous: 302, pending: 403, author: 200, editor: 200, admin: 200, owner: 200 },
  },
  {
    // The password step comes first, for every signed-in account (pending ones too).
    name: "set up two-factor",
    method: "POST",
    path: () => "/admin/account",
    form: () => ({ intent: "two-factor-setup" }),
    expect: { anonymous: 302, pending: 403, author: 403, editor: 403, admin: 403, owner: 403 },
  },
  {
    // No set-up under way for anybody here: 'start the set-up again'.
    name: "confirm two-factor set-up",
    method: "POST",
    path: () => "/admin/account",
    form: () => ({ intent: "two-factor-verify", code: "123456" }),
    expect: { anonymous: 302, pending: 400, author: 400, editor: 400, admin: 400, owner: 400 },
  },
  {
    name: "turn off two-factor",
    method: "POST",
    path: () => "/admin/account",
    form: () => ({ intent: "two-factor-off", password: "not-the-password", code: "123456" }),
    expect: { anonymous: 302, pending: 400, author: 400, editor: 400, admin: 400, owner: 400 },
  },
  {
    // Owners only; this suite has no e-mail, so the owner's invitation is made and its link shown.
    name: "send invitation",
    method: "POST",
    path: () => "/admin/team",
    form: () => ({ intent: "invite", email: "new@example.com", role: "owner" }),
    expect: { anonymous: 302, pending: 403, author: 403, editor: 403, admin: 403, owner: 200 },
  },
  {
    name: "revoke invitation",
    method: "POST",
    path: () => "/admin/team",
    form: () => ({ intent: "revoke-invitation", invitation: crypto.randomUUID() }),
    expect: { anonymous: 302, pending: 403, author: 403, editor: 403, admin: 403, owner: 404 },
  },
  {
    // Owners only; without e-mail a new link is made and shown.
    name: "resend invitation",
    method: "POST",
    path: () => "/admin/team",
    form: (f) => ({ intent: "resend-invitation", invitation: f.invitation }),
    expect: { anonymous: 302, pending: 403, author: 403, editor: 403, admin: 403, owner: 200 },
  },
  {
    // An owner must have two-factor before requiring it of everybody.
    name: "require two-factor for all staff",
    method: "POST",
    path: () => "/admin/team",
    form: () => ({ intent: "require-two-factor", required: "on" }),
    expect: { anonymous: 302, pending: 403, author: 403, editor: 403, admin: 403, owner: 409 },
  },
  {
    name: "site editor",
    method: "GET",
    path: () => "/admin/site?section=home",
    expect: from("admin", 200),
  },
  {
    name: "site history",
    method: "GET",
    path: () => "/admin/site/history",
    expect: from("admin", 200),
  },
  {
    name: "site version",
    method: "GET",
    path: () => "/admin/site/history/1",
    expect: from("admin", 200),
  },
  {
    name: "site preview",
    method: "GET",
    path: () => "/admin/site/preview?to=/sector/mining",
    expect: { anonymous: 302, pending: 403, author: 403, editor: 403, admin: 302, owner: 302 },
  },
  {
    name: "save site settings",
    method: "POST",
    path: () => "/admin/site?section=settings",
    form: (f) => ({
      ...f.siteForm,
      "settings.phone": `+251 11 555 ${String(Math.floor(Math.random() * 9000) + 1000)}`,
      section: "settings",
      version: f.siteVersion,
      intent: "save",
    }),
    expect: from("admin", 302),
  },
  {
    name: "reset site texts",
    method: "POST",
    path: () => "/admin/site/reset",
    form: (f) => ({ section: "settings", version: f.siteVersion, group: "settings.social" }),
    expect: from("admin", 302),
  },
  {
    name: "publish the site",
    method: "POST",
    path: () => "/admin/site/publish",
    form: (f) => ({ section: "settings", version: f.siteVersion }),
    expect: from("admin", 302),
  },
  {
    name: "restore a site version",
    method: "POST",
    path: () => "/admin/site/history/1",
    form: (f) => ({ current: f.siteVersion }),
    expect: from("admin", 302),
  },
  {
    name: "careers section",
    method: "GET",
    path: () => "/admin/careers",
    expect: from("editor", 200),
  },
  {
    name: "documents section",
    method: "GET",
    path: () => "/admin/documents",
    expect: from("editor", 200),
  },
  {
    name: "document form",
    method: "GET",
    path: (f) => `/admin/documents/${f.document}`,
    expect: from("editor", 200),
  },
  {
    name: "document history",
    method: "GET",
    path: (f) => `/admin/documents/${f.document}/history`,
    expect: from("editor", 200),
  },
  {
    name: "create document",
    method: "POST",
    path: () => "/admin/documents/new",
    form: (f) => ({
      title: "Policy",
      slug: f.slug,
      type: "policy",
      documentDate: "2025-08-01",
      files: JSON.stringify([{ media: f.sheet, title: "Policy", language: "en" }]),
      pressKit: "[]",
      publication: "published",
    }),
    expect: from("editor", 302),
  },
  {
    name: "tenders section",
    method: "GET",
    path: () => "/admin/tenders",
    expect: from("editor", 200),
  },
  {
    name: "new tender form",
    method: "GET",
    path: () => "/admin/tenders/new",
    expect: from("editor", 200),
  },
  {
    name: "tender form",
    method: "GET",
    path: (f) => `/admin/tenders/${f.tender}`,
    expect: from("editor", 200),
  },
  {
    name: "tender history",
    method: "GET",
    path: (f) => `/admin/tenders/${f.tender}/history`,
    expect: from("editor", 200),
  },
  {
    name: "create tender",
    method: "POST",
    path: () => "/admin/tenders/new",
    form: (f) => ({
      title: "Supply of cells",
      slug: f.slug,
      reference: `REF/${f.slug}`,
      sector: "manufacturing",
      category: "goods",
      method: "icb",
      description: "D",
      closesAt: "2031-01-31T17:00",
      openingAt: "2031-01-31T17:30",
      questionsUntil: "",
      documents: "[]",
      publication: "published",
    }),
    expect: from("editor", 302),
  },
  {
    name: "tender downloads CSV",
    method: "GET",
    path: (f) => `/admin/tenders/${f.tender}/downloads.csv`,
    expect: { anonymous: 401, pending: 403, author: 403, editor: 200, admin: 200, owner: 200 },
  },
  // The public side of both kinds: the same for everybody, signed in or not.
  ...(
    [
      ["tenders RSS feed", () => "/tenders.rss"],
      ["tenders JSON feed", () => "/tenders.json"],
      ["tender page", (f: Fixtures) => `/tenders/${f.tenderSlug}`],
      ["investors page", () => "/investors"],
      ["document page", (f: Fixtures) => `/documents/${f.documentSlug}`],
      ["press kit ZIP", (f: Fixtures) => `/documents/${f.documentSlug}/press-kit.zip`],
      ["document download", (f: Fixtures) => `/uploads/${f.sheetHash}.pdf`],
    ] as const
  ).map(
    ([name, path]): Check => ({
      name,
      method: "GET",
      path,
      expect: { anonymous: 200, pending: 200, author: 200, editor: 200, admin: 200, owner: 200 },
    }),
  ),
  {
    // A draft is nobody's to download as a ZIP (staff preview its page, not its files' bundle).
    name: "draft press kit ZIP",
    method: "GET",
    path: (f) => `/documents/${f.draftDocumentSlug}/press-kit.zip`,
    expect: { anonymous: 404, pending: 404, author: 404, editor: 404, admin: 404, owner: 404 },
  },
  {
    name: "new document form",
    method: "GET",
    path: () => "/admin/documents/new",
    expect: from("editor", 200),
  },
  {
    name: "new position form",
    method: "GET",
    path: () => "/admin/careers/new",
    expect: from("editor", 200),
  },
  {
    name: "position form",
    method: "GET",
    path: (f) => `/admin/careers/${f.position}`,
    expect: from("editor", 200),
  },
  {
    name: "applications inbox",
    method: "GET",
    path: (f) => `/admin/careers/${f.position}/applications`,
    expect: from("admin", 200),
  },
  {
    name: "application",
    method: "GET",
    path: (f) => `/admin/careers/applications/${f.application}`,
    expect: from("admin", 200),
  },
  {
    name: "application's CV",
    method: "GET",
    path: (f) => `/admin/careers/applications/${f.application}/cv`,
    expect: { anonymous: 401, pending: 403, author: 403, editor: 403, admin: 200, owner: 200 },
  },
  {
    name: "applications CSV",
    method: "GET",
    path: (f) => `/admin/careers/${f.position}/applications.csv`,
    expect: { anonymous: 401, pending: 403, author: 403, editor: 403, admin: 200, owner: 200 },
  },
  {
    name: "tender desk",
    method: "GET",
    path: (f) => `/admin/tenders/${f.tender}/desk`,
    expect: from("editor", 200),
  },
  {
    name: "tender registrations CSV",
    method: "GET",
    path: (f) => `/admin/tenders/${f.tender}/registrations.csv`,
    expect: { anonymous: 401, pending: 403, author: 403, editor: 200, admin: 200, owner: 200 },
  },
  {
    name: "tender amendment",
    method: "POST",
    path: (f) => `/admin/tenders/${f.tender}/desk`,
    form: () => ({ intent: "amend", text: "Amended." }),
    expect: from("editor", 200),
  },
  {
    name: "delete tender registration",
    method: "POST",
    path: (f) => `/admin/tenders/${f.tender}/desk`,
    form: (f) => ({ intent: "delete-registration", target: f.registration }),
    expect: from("editor", 200),
  },
  // Links that never break: editors and up ask for a check now.
  {
    name: "check links now",
    method: "POST",
    path: () => "/admin/insight/check-links",
    form: () => ({ back: "/admin/overview" }),
    expect: from("editor", 302),
  },
  // Alerts (issue 42): admins and owners.
  {
    name: "alerts section",
    method: "GET",
    path: () => "/admin/alerts",
    expect: from("admin", 200),
  },
  {
    name: "alert subscribers CSV",
    method: "GET",
    path: () => "/admin/alerts/subscribers.csv",
    expect: { anonymous: 401, pending: 403, author: 403, editor: 403, admin: 200, owner: 200 },
  },
  {
    // Without SMTP_URL the test alert is not sent: 503, and nothing stored either way.
    name: "send a test alert",
    method: "POST",
    path: () => "/admin/alerts",
    form: () => ({ intent: "send-test" }),
    expect: from("admin", 503),
  },
  {
    name: "delete alert subscriber",
    method: "POST",
    path: () => "/admin/alerts",
    form: (f) => ({ intent: "delete-subscriber", target: f.subscriber }),
    expect: from("admin", 200),
  },
  // Webhooks (issue 45): admins and owners.
  {
    name: "webhooks section",
    method: "GET",
    path: () => "/admin/webhooks",
    expect: from("admin", 200),
  },
  {
    name: "webhook endpoint and log",
    method: "GET",
    path: (f) => `/admin/webhooks/${f.webhookEndpoint}`,
    expect: from("admin", 200),
  },
  {
    // In production an http:// target is refused: 422, nothing stored.
    name: "add webhook endpoint",
    method: "POST",
    path: () => "/admin/webhooks",
    form: () => ({
      intent: "save",
      url: "http://hooks.example.com/x",
      events: "article.published",
    }),
    expect: from("admin", 422),
  },
  {
    name: "send webhook test",
    method: "POST",
    path: (f) => `/admin/webhooks/${f.webhookEndpoint}`,
    form: () => ({ intent: "test" }),
    expect: from("admin", 200),
  },
  {
    name: "turn webhook off",
    method: "POST",
    path: (f) => `/admin/webhooks/${f.webhookEndpoint}`,
    form: () => ({ intent: "toggle", enabled: "false" }),
    expect: from("admin", 200),
  },
  {
    name: "create position",
    method: "POST",
    path: () => "/admin/careers/new",
    form: positionForm,
    expect: from("editor", 302),
  },
  {
    name: "change application",
    method: "POST",
    path: (f) => `/admin/careers/applications/${f.application}`,
    form: () => ({ intent: "update", status: "reviewing", note: "N", version: "1" }),
    expect: from("admin", 200),
  },
  {
    name: "delete application",
    method: "POST",
    path: (f) => `/admin/careers/applications/${f.application}`,
    form: (f) => ({ intent: "delete", position: f.position }),
    expect: from("admin", 302),
  },
  // Roles and review (ADR 027).
  {
    name: "own draft's form",
    method: "GET",
    path: (f) => `/admin/articles/${f.ownDraft}`,
    expect: from("author", 200),
  },
  {
    name: "edit own draft",
    method: "POST",
    path: (f) => `/admin/articles/${f.ownDraft}`,
    form: (f) => ({ ...articleForm(f), version: "1" }),
    expect: from("author", 302),
  },
  {
    // An author cannot publish even their own draft: the save is refused, nothing written.
    name: "publish own draft",
    method: "POST",
    path: (f) => `/admin/articles/${f.ownDraft}`,
    form: (f) => ({ ...articleForm(f), version: "1", publication: "published" }),
    expect: { ...from("editor", 302), author: 403 },
  },
  {
    name: "submit for review",
    method: "POST",
    path: (f) => `/admin/articles/${f.ownDraft}?review=submit`,
    form: (f) => ({ ...articleForm(f), version: "1" }),
    expect: from("author", 302),
  },
  {
    name: "approve and publish",
    method: "POST",
    path: (f) => `/admin/articles/${f.inReview}/approve`,
    form: () => ({ version: "1", when: "now" }),
    expect: from("editor", 302),
  },
  {
    name: "request changes",
    method: "POST",
    path: (f) => `/admin/articles/${f.inReview}/request-changes`,
    form: () => ({ comment: "Please cite the licence number." }),
    expect: from("editor", 302),
  },
  {
    name: "comment on own item",
    method: "POST",
    path: (f) => `/admin/articles/${f.ownDraft}/comment`,
    form: () => ({ comment: "Ready soon." }),
    expect: from("author", 302),
  },
  {
    name: "comment on another's",
    method: "POST",
    path: (f) => `/admin/articles/${f.article}/comment`,
    form: () => ({ comment: "A note." }),
    expect: from("editor", 302),
  },
  {
    // The draft's own page, as staff preview it: editors and up (an author's draft too).
    name: "preview of a draft",
    method: "GET",
    path: (f) => `/news/${f.slug.replace("new-", "a-")}?preview=1`,
    expect: from("editor", 200),
  },
  {
    name: "author's list filter",
    method: "GET",
    path: () => "/admin/videos?review=1",
    expect: from("author", 200),
  },
  {
    name: "change a role",
    method: "POST",
    path: () => "/admin/team",
    form: (f) => ({ intent: "set-role", userId: f.authorTarget, role: "editor" }),
    expect: from("admin", 200),
  },
  {
    name: "change a role to admin",
    method: "POST",
    path: () => "/admin/team",
    form: (f) => ({ intent: "set-role", userId: f.authorTarget, role: "admin" }),
    expect: OWNER_ONLY,
  },
  {
    name: "require review",
    method: "POST",
    path: () => "/admin/team",
    // Sent as 'off', so the checks after it still publish directly.
    form: () => ({ intent: "require-review" }),
    expect: { ...from("admin", 200), admin: 403 },
  },
  {
    name: "invitation link",
    method: "GET",
    path: () => `/admin/invitation/${"A".repeat(43)}`,
    expect: { anonymous: 200, pending: 200, author: 200, editor: 200, admin: 200, owner: 200 },
  },
  {
    name: "accept invitation",
    method: "POST",
    path: () => `/admin/invitation/${"A".repeat(43)}`,
    form: () => ({ password: "new-password", confirmPassword: "new-password" }),
    expect: { anonymous: 410, pending: 410, author: 410, editor: 410, admin: 410, owner: 410 },
  },
  // The content API is public and reads no session: the same answer for everyone, and no write.
  {
    name: "content API list",
    method: "GET",
    path: () => "/api/v1/articles?limit=1",
    expect: { anonymous: 200, pending: 200, author: 200, editor: 200, admin: 200, owner: 200 },
  },
  {
    name: "content API settings",
    method: "GET",
    path: () => "/api/v1/settings",
    expect: { anonymous: 200, pending: 200, author: 200, editor: 200, admin: 200, owner: 200 },
  },
  {
    name: "content API write",
    method: "POST",
    path: () => "/api/v1/articles",
    form: () => ({ title: "Written through the API" }),
    expect: { anonymous: 405, pending: 405, author: 405, editor: 405, admin: 405, owner: 405 },
  },
];

/** The rows an action may change: a refused request must leave them as they were. */
async function state() {
  // Uploads accepted by earlier checks finish their sizes in the background: let them.
  await features.media.idle();
  const db = test.database.db;
  return {
    articles: await db.select().from(newsArticles),
    positions: await db.select().from(positions),
    applications: await db.select().from(applications),
    applicationEvents: await db.select().from(applicationEvents),
    videos: await db.select().from(videos),
    messages: await db.select().from(contactMessages),
    users: await db.select({ id: user.id, role: user.role }).from(user),
    media: await db.select().from(media).orderBy(media.id),
    versions: await db.select().from(contentVersions).orderBy(contentVersions.id),
    reviews: await db.select().from(contentReviews).orderBy(contentReviews.itemId),
    comments: await db.$count(contentComments),
    links: await db.select().from(previewLinks).orderBy(previewLinks.id),
    invitations: await db.select().from(invitations),
    settings: await db.select().from(siteSettings),
    site: await db.select().from(siteContent),
    siteVersions: await db.$count(siteVersions),
    tenders: await db.select().from(tenders).orderBy(tenders.id),
    documents: await db.select().from(documents).orderBy(documents.id),
    tenderAmendments: await db.select().from(tenderAmendments).orderBy(tenderAmendments.id),
    tenderQuestions: await db.select().from(tenderQuestions).orderBy(tenderQuestions.id),
    tenderRegistrations: await db
      .select()
      .from(tenderRegistrations)
      .orderBy(tenderRegistrations.id),
    alertSubscribers: await db.select().from(alertSubscribers).orderBy(alertSubscribers.id),
    alertMessages: await db.select().from(alertMessages).orderBy(alertMessages.id),
    profiles: await db.select().from(staffProfiles).orderBy(staffProfiles.userId),
    linkChecks: await db.select().from(linkCheckState),
    // What staff set (a delivery in the background changes only its own counters).
    webhookEndpoints: await db
      .select({
        id: webhookEndpoints.id,
        url: webhookEndpoints.url,
        events: webhookEndpoints.events,
        enabled: webhookEndpoints.enabled,
      })
      .from(webhookEndpoints)
      .orderBy(webhookEndpoints.id),
    webhookTests: await db.$count(webhookEvents, eq(webhookEvents.type, "webhook.test")),
    activity: (await db.select().from(activity)).filter((a) => !a.action.startsWith("sign-in"))
      .length,
  };
}

describe("authorization matrix", () => {
  const table: string[] = [];
  afterAll(() => {
    console.log(`authorization: ${table.length} route × role checks\n${table.join("\n")}`);
  });

  for (const check of CHECKS) {
    it(`${check.method} ${check.name}: ${ROLES.map((r) => `${r} ${check.expect[r]}`).join(", ")}`, async () => {
      const got: string[] = [];
      // Fresh rows only once a request may have changed them: refused requests and reads leave
      // them as they were (which is what the check asserts), so most roles share one set.
      let f = await fixtures();
      let used = false;
      for (const role of ROLES) {
        const client = await as(role);
        if (used) f = await fixtures();
        const expected = check.expect[role];
        const refused =
          expected === 401 ||
          expected === 403 ||
          (role === "anonymous" && expected === 302 && check.method === "POST");
        used = check.method !== "GET" && !refused;
        const before = refused ? await state() : undefined;
        const path = check.path(f);
        const response =
          check.method === "GET"
            ? await client.get(path)
            : check.file
              ? await client.upload(path, await check.file())
              : check.body
                ? await client.send(path, check.body())
                : await client.post(path, check.form?.(f) ?? {});
        got.push(`${role} ${response.status}`);
        expect(response.status, `${check.name} as ${role}`).toBe(expected);
        // Whatever came back, a role that is to be refused changed nothing.
        if (before) {
          expect(await state(), `${check.name} as ${role} changed nothing`).toEqual(before);
        }
      }
      table.push(`  ${check.method.padEnd(4)} ${check.name.padEnd(24)} ${got.join(", ")}`);
    });
  }

  it("refuses every action with a foreign Origin (403), even for an owner", async () => {
    const owner = await as("owner");
    for (const check of CHECKS.filter((c) => c.method === "POST")) {
      const f = await fixtures();
      const before = await state();
      const foreign = { origin: "https://evil.example" };
      const response = check.file
        ? await owner.upload(check.path(f), await check.file(), foreign)
        : check.body
          ? await owner.send(check.path(f), check.body(), foreign)
          : await owner.post(check.path(f), check.form?.(f) ?? {}, foreign);
      expect(response.status, check.name).toBe(403);
      expect(await state(), `${check.name} changed nothing`).toEqual(before);
    }
    for (const path of ["/?index", "/admin/sign-in", "/admin/signup", "/admin/sign-out"]) {
      const response = await new TestClient(app).post(path, {}, { origin: "https://evil.example" });
      expect(response.status, path).toBe(403);
    }
  });
});
