import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signStartedAt } from "../../app/features/contact/contact.server";
import { VIDEO_NAME_HEADER, VIDEO_UPLOAD_PATH } from "../../app/features/media/rules";
import { FORBIDDEN_CHARACTERS } from "../../app/lib/forms";
import { snapshotTables } from "../../db/backup";
import { media } from "../../db/schema";
import type { createApp } from "../../server/app";
import { TEST_SECRET } from "../support/build";
import { TestClient } from "../support/http-client";
import { mp4, webm } from "../support/media-fixtures";
import { spawnServer } from "../support/server-process";
import { type SmtpReceiver, startSmtpReceiver } from "../support/smtp-receiver";
import { appOn } from "../support/test-app";
import { createTestDatabase, migratedDataDir, type TestDatabase } from "../support/test-database";
import { type Case, corpus, random, UNICODE_EDGES } from "./corpus";

// 1,000 a run of its own; 150 in CI, where each of the corpus's eleven kinds of damage still
// comes up a dozen times or more per endpoint (the whole thousand adds minutes, not kinds).
const CASES = Number(process.env.HARDENING_CASES ?? (process.env.CI ? 150 : 1000));
/** What a hostile request must never change (rate limits and session refreshes may). */
const GUARDED = [
  "user",
  "account",
  "news_articles",
  "videos",
  "contact_messages",
  "alert_subscribers",
];

type Pairs = [string, string][];
/** Sets `key` to `value` (its first occurrence, or a new field). */
const setField =
  (key: string, value: string) =>
  (pairs: Pairs): Pairs => {
    const index = pairs.findIndex(([k]) => k === key);
    if (index === -1) return [...pairs, [key, value]];
    return pairs.map((pair, i) => (i === index ? [key, value] : pair));
  };

let test: TestDatabase;
let app: ReturnType<typeof createApp>;
let owner: TestClient;
let receiver: SmtpReceiver;
const ids = { article: "", video: "", message: "", pending: "" };
const errorLines: { msg: string }[] = [];

beforeAll(async () => {
  test = await createTestDatabase("embedded");
  await test.database.migrate();
  // Everything the app logs at error level: a hostile request is the client's mistake, never one.
  const logger = pino(
    { level: "error" },
    { write: (line: string) => errorLines.push(JSON.parse(line) as { msg: string }) },
  );
  // With an SMTP server, 'Get alerts' takes requests (without one it refuses them all).
  receiver = await startSmtpReceiver();
  app = appOn(test.database, { SMTP_URL: receiver.url }, { logger });
  owner = new TestClient(app);
  await owner.signUp("owner@example.com", "owner-pass-1");
  await owner.signIn("owner@example.com", "owner-pass-1");
  await new TestClient(app).signUp("pending@example.com", "pending-pass-1");
  await owner.post("/admin/articles/new", {
    title: "Fixture",
    slug: "fixture",
    summary: "S",
    content: "C",
    imageUrl: "",
    author: "A",
    published: "on",
  });
  await owner.post("/admin/videos/new", {
    title: "Fixture video",
    description: "D",
    videoUrl: "https://vimeo.com/1",
    thumbnailUrl: "",
    duration: "",
    category: "General",
  });
  await new TestClient(app).post("/?index", {
    intent: "contact",
    name: "Fixture",
    email: "fixture@example.com",
    subject: "Fixture",
    message: "A message that is long enough.",
    startedAt: signStartedAt(TEST_SECRET, Date.now() - 5000),
  });
  const snapshot = await snapshotTables(test.database.db);
  const first = (table: string) => (snapshot[table]?.[0] as { id: string } | undefined)?.id ?? "";
  ids.article = first("news_articles");
  ids.video = first("videos");
  ids.message = first("contact_messages");
  ids.pending =
    (snapshot.user as { id: string; email: string }[]).find(
      (u) => u.email === "pending@example.com",
    )?.id ?? "";
}, 120_000);

afterAll(async () => {
  await receiver?.close();
  await test?.drop();
});

async function guarded() {
  const snapshot = await snapshotTables(test.database.db);
  return Object.fromEntries(GUARDED.map((table) => [table, snapshot[table]]));
}

interface Endpoint {
  name: string;
  path: () => string;
  signedIn: boolean;
  fields: () => Record<string, string>;
  breakIt: (pairs: Pairs, rng: ReturnType<typeof random>) => Pairs;
  /** Statuses a hostile request may get besides 4xx (the preview renders whatever it is sent). */
  alsoAllowed?: number[];
  /**
   * The body is not read at all (a mail provider's one-click unsubscribe must work whatever it
   * sends): a NUL byte in it is nothing to refuse.
   */
  bodyIgnored?: boolean;
}

const UNKNOWN_UUID = "00000000-0000-4000-8000-000000000000";
const ENDPOINTS: Endpoint[] = [
  {
    name: "contact form (POST /?index)",
    path: () => "/?index",
    signedIn: false,
    fields: () => ({
      intent: "contact",
      name: "Abebe",
      email: "abebe@example.com",
      subject: "Coffee",
      message: "We would like to buy coffee.",
      startedAt: signStartedAt(TEST_SECRET, Date.now() - 5000),
    }),
    breakIt: setField("name", ""),
  },
  {
    name: "'Get alerts' (POST /alerts)",
    path: () => "/alerts",
    signedIn: false,
    fields: () => ({
      form: "page",
      email: "reader@example.com",
      topics: "tenders",
      "sectors.tenders": "mining",
      categories: "works",
      frequency: "daily",
      startedAt: signStartedAt(TEST_SECRET, Date.now() - 5000),
    }),
    breakIt: setField("email", "not-an-address"),
  },
  {
    name: "one-click unsubscribe (POST /alerts/unsubscribe/<token>)",
    path: () => `/alerts/unsubscribe/${UNKNOWN_UUID}.c2lnbmF0dXJl`,
    signedIn: false,
    fields: () => ({ "List-Unsubscribe": "One-Click" }),
    breakIt: (pairs) => pairs,
    bodyIgnored: true,
  },
  {
    name: "sign-in (POST /admin/sign-in)",
    path: () => "/admin/sign-in",
    signedIn: false,
    fields: () => ({ email: "owner@example.com", password: "owner-pass-1" }),
    breakIt: setField("password", "wrong-password"),
  },
  {
    name: "sign-up (POST /admin/signup)",
    path: () => "/admin/signup",
    signedIn: false,
    fields: () => ({ email: "new@example.com", password: "new-pass-12", confirmPassword: "x" }),
    breakIt: setField("confirmPassword", "does-not-match"),
  },
  {
    name: "new article (POST /admin/articles/new)",
    path: () => "/admin/articles/new",
    signedIn: true,
    fields: () => ({
      title: "T",
      slug: "t",
      summary: "S",
      content: "C",
      imageUrl: "",
      author: "A",
      published: "on",
    }),
    breakIt: setField("title", ""),
  },
  {
    name: "edit article (POST /admin/articles/:id)",
    path: () => `/admin/articles/${ids.article}`,
    signedIn: true,
    fields: () => ({
      title: "Changed",
      slug: "changed",
      summary: "S",
      content: "C",
      imageUrl: "",
      author: "A",
    }),
    breakIt: setField("title", ""),
  },
  {
    name: "new video (POST /admin/videos/new)",
    path: () => "/admin/videos/new",
    signedIn: true,
    fields: () => ({
      title: "V",
      description: "D",
      videoUrl: "https://vimeo.com/2",
      thumbnailUrl: "",
      duration: "",
      category: "General",
      published: "on",
    }),
    breakIt: setField("title", ""),
  },
  {
    name: "edit video (POST /admin/videos/:id)",
    path: () => `/admin/videos/${ids.video}`,
    signedIn: true,
    fields: () => ({
      title: "Changed",
      description: "D",
      videoUrl: "https://vimeo.com/3",
      thumbnailUrl: "",
      duration: "",
      category: "General",
    }),
    breakIt: setField("title", ""),
  },
  ...(["/admin?index", "/admin/videos"] as const).flatMap((list) =>
    (["unpublish", "delete"] as const).map(
      (button): Endpoint => ({
        name: `list ${button} (POST ${list})`,
        path: () => list,
        signedIn: true,
        fields: () => ({ [button]: list === "/admin?index" ? ids.article : ids.video }),
        breakIt: (pairs, rng) =>
          rng.pick([
            setField(
              button,
              rng.pick([UNKNOWN_UUID, "1 or 1=1", "", "../x", UNICODE_EDGES[0] ?? ""]),
            ),
            // Another button's name, or two buttons at once.
            (p: Pairs): Pairs => p.map(([, v]) => ["publish ", v]),
            (p: Pairs): Pairs => [...p, ["publish", UNKNOWN_UUID]],
          ])(pairs),
      }),
    ),
  ),
  ...(["approve", "make-owner", "make-admin", "remove"] as const).map(
    (intent): Endpoint => ({
      name: `team ${intent} (POST /admin/team)`,
      path: () => "/admin/team",
      signedIn: true,
      fields: () => ({ intent, userId: ids.pending }),
      breakIt: (pairs, rng) =>
        setField("userId", rng.pick(["no-such-user", "", "' or '1'='1", UNKNOWN_UUID]))(pairs),
    }),
  ),
  {
    name: "change password (POST /admin/account)",
    path: () => "/admin/account",
    signedIn: true,
    fields: () => ({
      intent: "change-password",
      currentPassword: "owner-pass-1",
      newPassword: "another-pass-2",
      confirmPassword: "another-pass-2",
    }),
    breakIt: setField("currentPassword", "not-my-password"),
  },
  {
    name: "message actions (POST /admin/messages/:id)",
    path: () => `/admin/messages/${ids.message}`,
    signedIn: true,
    fields: () => ({ intent: "mark-unread" }),
    breakIt: (pairs, rng) => setField("intent", rng.pick(["", "drop", "delete ", "DELETE"]))(pairs),
  },
];

function send(client: TestClient | undefined, path: string, c: Case) {
  return app.request(`http://localhost${path}`, {
    method: "POST",
    body: c.body,
    headers: {
      ...c.headers,
      origin: "http://localhost",
      ...(client ? { cookie: client.cookieHeader() } : {}),
    },
    redirect: "manual",
  });
}

describe("hostile input", () => {
  for (const endpoint of ENDPOINTS) {
    it(`${endpoint.name}: ${CASES} malformed requests, no 5xx, nothing stored`, async () => {
      const before = await guarded();
      const statuses = new Map<number, number>();
      const failures: string[] = [];
      const cases = corpus(endpoint.fields(), endpoint.breakIt, CASES, endpoint.name.length);
      for (const c of cases) {
        const response = await send(endpoint.signedIn ? owner : undefined, endpoint.path(), c);
        const text = await response.text();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        const allowed =
          (response.status >= 400 && response.status < 500) ||
          endpoint.alsoAllowed?.includes(response.status);
        if (!allowed || text.length === 0) failures.push(`${c.label} → ${response.status}`);
        // A NUL byte is refused, saying why (unless a rate limit answered first).
        if (
          !endpoint.bodyIgnored &&
          c.label.startsWith("NUL") &&
          response.status !== 429 &&
          !(response.status === 400 && text.includes(FORBIDDEN_CHARACTERS))
        ) {
          failures.push(`${c.label}: ${response.status} without the clear message`);
        }
      }
      console.log(
        `${endpoint.name}: ${cases.length} cases; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
      );
      expect(failures.slice(0, 20)).toEqual([]);
      expect(await guarded()).toEqual(before);
      // The signed-in admin is still signed in: no hostile request ended the session.
      expect((await owner.get("/admin")).status).toBe(200);
    });
  }

  it("bodies over 1 MB are refused with 413 on every form", async () => {
    const big = `content=${"x".repeat(1024 * 1024 + 1)}`;
    for (const endpoint of ENDPOINTS) {
      const response = await send(endpoint.signedIn ? owner : undefined, endpoint.path(), {
        label: "big",
        body: big,
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
      expect(response.status, endpoint.name).toBe(413);
    }
  });

  it(`${CASES} hostile addresses and query strings: no 5xx`, async () => {
    const rng = random(7);
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    const prefixes = [
      "/news?page=",
      "/news/",
      "/sector/",
      "/videos?page=",
      "/admin/articles/",
      "/admin/videos/",
      "/admin/messages/",
      "/admin?tab=",
      "/admin?q=",
      "/admin/videos?q=",
      "/",
    ];
    const raw = [
      "%00",
      "%zz",
      "%E0%A4",
      "%C0%AF",
      "..%2F..%2F",
      "%252e",
      "?&&==",
      "#x",
      "%0d%0aX: y",
    ];
    for (let i = 0; i < CASES; i++) {
      const tail =
        i % 2 === 0
          ? encodeURIComponent(rng.pick(UNICODE_EDGES)).slice(0, 4000)
          : rng.pick(raw) + rng.pick(raw);
      const path = rng.pick(prefixes) + tail;
      const response = await app.request(`http://localhost${path}`, {
        headers: i % 3 === 0 ? { cookie: owner.cookieHeader() } : {},
        redirect: "manual",
      });
      await response.arrayBuffer();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      if (response.status >= 500) failures.push(`${path} → ${response.status}`);
    }
    console.log(
      `GET: ${CASES} hostile paths; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    expect(failures.slice(0, 20)).toEqual([]);
  });

  it(`video upload: ${CASES} damaged MP4 and WebM files, no 5xx, only videos stored`, async () => {
    const rng = random(2811);
    const samples = [mp4(), webm(), webm({ live: true })];
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    for (let i = 0; i < CASES; i++) {
      const bytes = Buffer.from(rng.pick(samples));
      const damage = rng.int(4);
      let body: Buffer = bytes;
      if (damage === 0) body = bytes.subarray(0, rng.int(bytes.length));
      else if (damage === 1) {
        // A size or an ID overwritten: the header boxes and elements come first.
        for (let n = 0; n < 1 + rng.int(8); n++)
          bytes[rng.int(Math.min(bytes.length, 160))] = rng.int(256);
      } else if (damage === 2) {
        body = Buffer.concat([
          bytes,
          Buffer.from(Array.from({ length: rng.int(64) }, () => rng.int(256))),
        ]);
      } else {
        body = Buffer.from(Array.from({ length: rng.int(512) }, () => rng.int(256)));
      }
      const name = `${rng.pick(UNICODE_EDGES)}.${rng.pick(["mp4", "webm", "mov"])}`;
      const response = await owner.send(VIDEO_UPLOAD_PATH, body, {
        [VIDEO_NAME_HEADER]: encodeURIComponent(name),
      });
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      if (response.status >= 500 || response.status === 0)
        failures.push(`case ${i} → ${response.status}`);
    }
    console.log(
      `video upload: ${CASES} cases; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    expect(failures.slice(0, 20)).toEqual([]);
    // Some damage leaves a file whole (a flipped byte inside a box): those are stored, as videos.
    const kinds = await test.database.db.select({ kind: media.kind }).from(media);
    expect(kinds.every((row) => row.kind === "video")).toBe(true);
    expect(statuses.get(422) ?? 0).toBeGreaterThan(CASES / 2);
  });

  it("logged none of these requests as an error", () => {
    expect(errorLines.slice(0, 10)).toEqual([]);
  });

  it("the real server refuses huge headers (431) and streamed bodies over 1 MB (413)", async () => {
    const server = await spawnServer({ DATA_DIR: migratedDataDir(), LOG_LEVEL: "silent" });
    try {
      await server.ready(120_000);
      const huge = await fetch(`${server.url}/`, {
        headers: { "x-filler": "x".repeat(64 * 1024) },
      });
      expect(huge.status).toBe(431);
      const stream = new ReadableStream({
        start(controller) {
          for (let i = 0; i < 40; i++) controller.enqueue(new Uint8Array(64 * 1024).fill(120));
          controller.close();
        },
      });
      const chunked = await fetch(`${server.url}/?index`, {
        method: "POST",
        body: stream,
        headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
        duplex: "half",
      } as RequestInit);
      expect(chunked.status).toBe(413);
      // Still serving afterwards.
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    } finally {
      server.process.kill("SIGTERM");
      await server.exited;
    }
  });
});
