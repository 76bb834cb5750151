import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppDatabase, queryRows } from "../../db/client.server";
import { textOf, withoutBuildAndYear } from "../support/html";
import { TestClient } from "../support/http-client";
import { appOn } from "../support/test-app";
import { createTestDatabase, ENGINES, type TestDatabase } from "../support/test-database";

/**
 * Content of every kind, pinned across the content model's move (ADR 034): a database as the
 * build before it stored its content (commit 15730d7; `fixtures/content-rendering/stored.json`
 * holds the rows that build's own forms wrote: an article, a video, a page and a position in
 * three languages with their versions, an author's draft in review with its comments, preview
 * links, a scheduled article, one in the trash, and the site's published texts with a draft on
 * top) opens, migrates with nothing changed, and shows visitors and staff the pages that build
 * showed, recorded beside it by running this file there.
 *
 * CONTENT_RENDERING_RECORD=1 writes the recordings anew (only when a change is meant to be seen).
 */
const FIXTURES = path.join(import.meta.dirname, "fixtures", "content-rendering");
const STORED = JSON.parse(fs.readFileSync(path.join(FIXTURES, "stored.json"), "utf8")) as {
  /** Each table's rows, in an order the foreign keys accept. */
  tables: Record<string, Record<string, unknown>[]>;
};
const RECORD = process.env.CONTENT_RENDERING_RECORD === "1";

/** The id of the stored row of `table` whose `field` is `value`. */
function idOf(table: string, field: string, value: string): string {
  const row = STORED.tables[table]?.find((stored) => stored[field] === value);
  if (typeof row?.id !== "string") throw new Error(`no ${table} row with ${field} ${value}`);
  return row.id;
}

/** The stored items' ids, as their addresses name them. */
const ID = {
  copper: idOf("news_articles", "slug", "copper-output-rises"),
  licence: idOf("news_articles", "slug", "licence-renewed"),
  solar: idOf("news_articles", "slug", "solar-plant-opens"),
  coffee: idOf("videos", "title", "Coffee harvest"),
  tour: idOf("videos", "title", "Modjo plant tour"),
  joinUs: idOf("pages", "slug", "join-us"),
  engineer: idOf("positions", "slug", "battery-assembly-engineer"),
};

/** What a visitor reads at each address, in each language: the recording's name, the address. */
const PUBLIC_PAGES: [string, string][] = [];
for (const lang of ["en", "am", "om"]) {
  const at = lang === "en" ? "" : `/${lang}`;
  PUBLIC_PAGES.push(
    [`${lang}-home`, at || "/"],
    [`${lang}-news`, `${at}/news`],
    [`${lang}-news-article`, `${at}/news/copper-output-rises`],
    [`${lang}-videos`, `${at}/videos`],
    [`${lang}-careers`, `${at}/careers`],
    [`${lang}-career`, `${at}/careers/battery-assembly-engineer`],
    [`${lang}-page`, `${at}/join-us`],
  );
}

/** What signed-in staff read in the dashboard. */
const ADMIN_PAGES: [string, string][] = [
  ["admin-articles", "/admin"],
  ["admin-review-queue", "/admin?review=1"],
  ["admin-videos", "/admin/videos"],
  ["admin-pages", "/admin/pages"],
  ["admin-careers", "/admin/careers"],
  ["admin-trash", "/admin/trash"],
  ["edit-article", `/admin/articles/${ID.copper}`],
  ["edit-article-in-review", `/admin/articles/${ID.licence}`],
  ["edit-article-scheduled", `/admin/articles/${ID.solar}`],
  ["edit-video", `/admin/videos/${ID.coffee}`],
  ["edit-video-draft", `/admin/videos/${ID.tour}`],
  ["edit-page", `/admin/pages/${ID.joinUs}`],
  ["edit-position", `/admin/careers/${ID.engineer}`],
  ["history-article", `/admin/articles/${ID.copper}/history`],
  ["history-video", `/admin/videos/${ID.coffee}/history`],
  ["history-page", `/admin/pages/${ID.joinUs}/history`],
  ["history-position", `/admin/careers/${ID.engineer}/history`],
  ["version-article", `/admin/articles/${ID.copper}/history/1`],
  ["version-article-in-review", `/admin/articles/${ID.licence}/history/1`],
  ["version-video", `/admin/videos/${ID.coffee}/history/1`],
  ["version-page", `/admin/pages/${ID.joinUs}/history/1`],
  ["version-position", `/admin/careers/${ID.engineer}/history/1`],
];

/**
 * Where today's pages differ from the recorded ones on purpose, each as narrow as it can be: the
 * recording's name, today's text and the recorded text it stands for, and why.
 */
// A change meant to be seen is listed here, as narrow as it can be, rather than recorded anew.
const INTENDED: { page: string; today: string; recorded: string; why: string }[] = [
  {
    page: "admin-trash",
    today: "Deleted articles, videos, pages, positions, tenders, and documents stay here",
    recorded: "Deleted articles and videos stay here",
    why: "the trash names what it holds from the kinds: pages and positions were always in it",
  },
];

/**
 * Changes meant to be seen on every recorded page they appear on (each replaced wherever it
 * stands): the menus and tabs that list the kinds.
 */
const INTENDED_EVERYWHERE: { today: string; recorded: string; why: string }[] = [
  ...[
    ["Careers", "Tenders", "Investors"],
    ["የሥራ ዕድሎች", "ጨረታዎች", "ለባለሀብቶች"],
    ["Carraa Hojii", "Caalbaasii", "Invastaroota"],
  ].map(([careers, tenders, investors]) => ({
    today: `\n${careers}\n${tenders}\n${investors}\n`,
    recorded: `\n${careers}\n`,
    why: "Tenders and the documents library (Investors) joined the header and the footer",
  })),
  {
    today: " Careers Tenders Documents Media ",
    recorded: " Careers Media ",
    why: "the dashboard's tabs list the kinds: Tenders and Documents joined them",
  },
  {
    today: " Messages Alerts Webhooks Team ",
    recorded: " Messages Team ",
    why: "the Alerts and Webhooks tabs (admins and owners) joined the dashboard",
  },
  {
    today:
      "\nAlerts are off: the server has no SMTP_URL, so no e-mail is sent (0 subscribers would be alerted).\n[ ] Do not send alerts\n",
    recorded: "\n",
    why: "the forms of the kinds that alert (articles, positions, tenders) say whom they alert",
  },
];

/**
 * Blocks meant to be seen on every public page, each taken out wholly wherever it stands: the
 * 'Get alerts' forms (in the footer of every page, and on the lists and sector pages), from
 * their heading to their button, in each language.
 */
const INTENDED_BLOCKS: { pattern: RegExp; why: string }[] = [
  {
    pattern:
      /\n(?:Get alerts|ማሳወቂያ ያግኙ|Beeksisa argadhu)\n[\s\S]*?\n(?:Subscribe|ይመዝገቡ|Galmaa'i)(?=\n)/g,
    why: "'Get alerts' joined the footer, the lists and the sector pages",
  },
];

/**
 * A page's text as a reader takes it in: its title, then the body's blocks one per line (a link
 * or an emphasis stays within its line), each form field's value in brackets and each chosen
 * option or box marked, without the scripts.
 * What changes from one run to the next is replaced: the build's file hashes, the year in the
 * footer, and a preview link's expiry (seven days after the run made it young again).
 */
function readable(html: string): string {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
  const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? html;
  const lines = body
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, "")
    .replace(/<input\b[^>]*>/g, (input) => {
      const type = /\btype="([^"]*)"/.exec(input)?.[1] ?? "text";
      if (type === "hidden") return "";
      const checked = / checked=""/.test(input);
      if (type === "checkbox" || type === "radio") return `\n${checked ? "[x]" : "[ ]"} `;
      return `\n[${/\bvalue="([^"]*)"/.exec(input)?.[1] ?? ""}]\n`;
    })
    .replace(/<option\b[^>]*\bselected=""[^>]*>/g, "\n* ")
    // React's separators between texts, and the tags that stay within a line of text.
    .replace(/<!-- -->/g, "")
    .replace(
      /<\/?(a|abbr|b|code|del|em|i|ins|kbd|mark|s|small|span|strong|sub|sup|time|u)\b[^>]*>/g,
      " ",
    )
    .replace(/<[^>]+>/g, "\n")
    .split("\n")
    .map((line) => textOf(line).trim())
    .filter((line) => line !== "");
  return withoutBuildAndYear([`TITLE ${textOf(title).trim()}`, ...lines].join("\n")).replace(
    /^Expires .*$/gm,
    "Expires SEVEN DAYS FROM NOW",
  );
}

describe.each(ENGINES)("content of every kind from a stored database on %s", (engine) => {
  let test: TestDatabase;
  let db: AppDatabase;
  let visitor: TestClient;
  let owner: TestClient;

  /** A digest of every stored table's rows, to tell that migrating again changed none. */
  async function storedDigest() {
    const digests: string[] = [];
    for (const table of Object.keys(STORED.tables)) {
      const [row] = await queryRows<{ digest: string }>(
        db,
        sql`select md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as digest
          from ${sql.identifier(table)} t`,
      );
      digests.push(`${table}:${row?.digest}`);
    }
    return digests;
  }

  beforeAll(async () => {
    test = await createTestDatabase(engine);
    db = test.database.db;
    // The rows as that release stored them, each column by its stored name (the site's row
    // replaces the one the migrations made).
    await db.execute(sql`delete from site_content`);
    for (const [table, rows] of Object.entries(STORED.tables)) {
      const first = rows[0];
      if (!first) continue;
      const columns = sql.raw(
        Object.keys(first)
          .map((column) => `"${column}"`)
          .join(", "),
      );
      await db.execute(
        sql`insert into ${sql.identifier(table)} (${columns}) select ${columns}
          from jsonb_populate_recordset(null::${sql.identifier(table)}, ${JSON.stringify(rows)}::jsonb)`,
      );
    }
    // A preview link lives seven days from its making: the links are made as young today.
    await db.execute(sql`update preview_links set expires_at = now() + (expires_at - created_at)`);
    const before = await storedDigest();
    await test.database.migrate();
    expect(await storedDigest()).toEqual(before);

    const app = appOn(test.database);
    visitor = new TestClient(app);
    owner = new TestClient(app);
    const signedIn = await owner.signIn("owner@example.com");
    expect(signedIn.status).toBe(302);
  });
  afterAll(() => test?.drop());

  async function html(client: TestClient, address: string, status = 200) {
    const response = await client.get(address);
    expect(response.status, address).toBe(status);
    return response.text();
  }

  /** Compares the page with its recording, after the differences meant today are undone. */
  function expectRecorded(name: string, page: string) {
    const file = path.join(FIXTURES, `${name}.txt`);
    let shown = readable(page);
    for (const block of INTENDED_BLOCKS) shown = shown.replace(block.pattern, "");
    for (const change of INTENDED_EVERYWHERE) {
      shown = shown.replaceAll(change.today, change.recorded);
    }
    for (const change of INTENDED.filter((intended) => intended.page === name)) {
      expect(shown, `${name}: ${change.why}`).toContain(change.today);
      shown = shown.replace(change.today, change.recorded);
    }
    if (RECORD) fs.writeFileSync(file, `${shown}\n`);
    expect(`${shown}\n`, name).toBe(fs.readFileSync(file, "utf8"));
  }

  it("shows visitors, and staff signed in, every kind's published items and lists as recorded", async () => {
    for (const [name, address] of PUBLIC_PAGES) {
      expectRecorded(`visitor-${name}`, await html(visitor, address));
    }
    // Staff signed in read the same items with the site's header for them.
    for (const [name, address] of PUBLIC_PAGES.filter(([name]) => name.startsWith("en-"))) {
      if (name === "en-home") continue;
      expectRecorded(`owner-${name}`, await html(owner, address));
    }
    // The draft, the scheduled article and the trashed one stay out of sight.
    for (const hidden of ["licence-renewed", "solar-plant-opens", "old-announcement"]) {
      await html(visitor, `/news/${hidden}`, 404);
    }
  });

  it("shows staff the lists, forms, histories, versions, review thread and trash as recorded", async () => {
    for (const [name, address] of ADMIN_PAGES) {
      expectRecorded(name, await html(owner, address));
      // A visitor is sent to sign in, or shown the sign-in form there: none of it is shown.
      const away = await visitor.get(address);
      expect([200, 302], address).toContain(away.status);
      expect(textOf(await away.text()), address).not.toContain("owner@example.com");
    }
  });

  it("opens the stored preview links for anyone holding them, as recorded", async () => {
    for (const [name, address] of [
      ["preview-link-article", `/admin/articles/${ID.licence}`],
      ["preview-link-video", `/admin/videos/${ID.tour}`],
    ] as const) {
      const form = await html(owner, address);
      const link = /http:\/\/localhost:3000(\/preview\/[\w.-]+)/.exec(form)?.[1];
      expect(link, address).toBeDefined();
      expectRecorded(name, await html(visitor, link ?? ""));
    }
  });

  it("previews the site's draft on its home page as recorded, in every language", async () => {
    for (const [lang, address] of [
      ["en", "/"],
      ["am", "/am"],
      ["om", "/om"],
    ] as const) {
      const start = await owner.get(`/admin/site/preview?to=${encodeURIComponent(address)}`);
      expect(start.status).toBe(302);
      const page = await html(owner, start.headers.get("location") ?? address);
      expect(page).toContain("+251 11 555 0199");
      expectRecorded(`site-preview-${lang}-home`, page);
    }
  });
});
