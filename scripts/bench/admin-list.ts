/**
 * The admin list with 10,000 articles, on one engine: what the server takes to answer it, what
 * travels (compressed) and what the browser receives (HTML), and when Chromium's load event fires.
 */
import http from "node:http";
import { chromium } from "@playwright/test";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.server";
import { CHROMIUM_ARGS } from "../lib/chromium";
import type { ServerProcess } from "../lib/server-process";

export const LIST_ROWS = 10_000;

/** 10,000 articles with titles, summaries and images of a realistic length. */
export async function seedArticles(database: Database, count = LIST_ROWS) {
  await database.db.execute(sql`delete from news_articles`);
  await database.db.execute(sql`
    insert into news_articles (title, slug, summary, content, image_url, author, published, published_at, created_at)
    select 'Copper output rises again at the Dire Dawa plant, report ' || n,
           'list-article-' || n,
           'Our processing plant keeps breaking records while safety stays first, says report ' || n || '.',
           repeat('Content. ', 200),
           case when n % 2 = 0 then 'https://images.example.com/news/' || n || '.jpg' end,
           'Addis Investment Group', n % 3 <> 0, now() - (n || ' minutes')::interval,
           now() - (n || ' minutes')::interval
    from generate_series(1, ${count}) as n`);
}

/** The raw bytes of a response as they travel, with the encoding asked for. */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; bytes: number; ms: number }>((resolve, reject) => {
    const started = performance.now();
    http
      .get(url, { headers }, (response) => {
        let bytes = 0;
        response.on("data", (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, bytes, ms: performance.now() - started }),
        );
        response.on("error", reject);
      })
      .on("error", reject);
  });
}

/** A signed-in owner's cookie on a server run with TEST_HOOKS (the account is made by a hook). */
export async function signedInCookie(url: string): Promise<string> {
  const account = { email: "list-bench@example.com", password: "list-bench-pass", role: "owner" };
  await fetch(`${url}/__test/users`, {
    method: "POST",
    body: JSON.stringify(account),
    headers: { "content-type": "application/json" },
  });
  const response = await fetch(`${url}/admin/sign-in`, {
    method: "POST",
    body: new URLSearchParams({ email: account.email, password: account.password }),
    headers: { "content-type": "application/x-www-form-urlencoded", origin: url },
    redirect: "manual",
  });
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

/**
 * Measures /admin on a running server whose database holds the articles: the median of 10
 * answers (all bytes read), the compressed and HTML sizes, and the median of 3 page loads in
 * Chromium (load event, from navigation start).
 */
export async function measureAdminList(
  server: ServerProcess,
  label: string,
  row: (label: string, value: string) => void,
  chromePath: string,
) {
  const cookie = await signedInCookie(server.url);
  const page = `${server.url}/admin`;
  const times: number[] = [];
  let html = 0;
  for (let i = 0; i < 10; i++) {
    const answer = await rawGet(page, { cookie, "accept-encoding": "identity" });
    if (answer.status !== 200) throw new Error(`/admin answered ${answer.status}`);
    times.push(answer.ms);
    html = answer.bytes;
  }
  const brotli = await rawGet(page, { cookie, "accept-encoding": "br, gzip" });
  const gzip = await rawGet(page, { cookie, "accept-encoding": "gzip" });
  row(
    `admin list, ${LIST_ROWS.toLocaleString("en-US")} articles (${label}): server answer, median of 10`,
    `${median(times).toFixed(0)} ms (goal ≤ 400 ms)`,
  );
  row(
    `admin list (${label}): transferred`,
    `${(brotli.bytes / 1024).toFixed(0)} KB brotli, ${(gzip.bytes / 1024).toFixed(0)} KB gzip (goal ≤ 1,024 KB)`,
  );
  row(`admin list (${label}): HTML`, `${(html / 2 ** 20).toFixed(2)} MB (goal ≤ 8 MB)`);

  const browser = await chromium.launch({
    executablePath: chromePath,
    args: CHROMIUM_ARGS,
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    // The sign-in's cookies ("a=1; b=2"), each split at its first "=" (values may hold more).
    await context.addCookies(
      cookie.split("; ").map((pair) => ({
        name: pair.slice(0, pair.indexOf("=")),
        value: pair.slice(pair.indexOf("=") + 1),
        url: server.url,
      })),
    );
    const loads: number[] = [];
    let rowsInPage = 0;
    for (let i = 0; i < 3; i++) {
      const tab = await context.newPage();
      await tab.goto(page, { waitUntil: "load", timeout: 120_000 });
      loads.push(
        await tab.evaluate(() => {
          const [nav] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
          return nav?.loadEventEnd ?? 0;
        }),
      );
      rowsInPage = await tab.locator(".cl > li").count();
      await tab.close();
    }
    if (rowsInPage !== LIST_ROWS) throw new Error(`${rowsInPage} rows in the page`);
    row(
      `admin list (${label}): Chromium load event, median of 3`,
      `${(median(loads) / 1000).toFixed(2)} s (goal ≤ 2 s), ${rowsInPage.toLocaleString("en-US")} rows in the page`,
    );
  } finally {
    await browser.close();
  }
}
