/**
 * Site search over 10,000 published articles, on one engine: how long /search takes to answer
 * (in process, no page cache: search pages are never cached), and whether the database answers
 * from the search index rather than by reading every article.
 */
import { sql } from "drizzle-orm";
import { type Database, queryRows } from "../../db/client.server";

export const SEARCH_ROWS = 10_000;

const WORDS = [
  "copper",
  "coffee",
  "vehicle",
  "battery",
  "harvest",
  "smelter",
  "export",
  "assembly",
];

/** Copper, coffee, vehicle, battery. */
const AMHARIC_WORDS = ["መዳብ", "ቡና", "ተሽከርካሪ", "ባትሪ"];

/** 10,000 articles whose titles, summaries and texts mix a few sector words. */
export async function seedSearchArticles(database: Database, count = SEARCH_ROWS) {
  const words = sql.raw(`array[${WORDS.map((w) => `'${w}'`).join(",")}]`);
  const amharic = sql.raw(`array[${AMHARIC_WORDS.map((w) => `'${w}'`).join(",")}]`);
  await database.db.execute(sql`delete from news_articles`);
  // Every other article has an Amharic version too (its words are in the search vector).
  await database.db.execute(sql`
    insert into news_articles (title, slug, summary, content, author, published, published_at, translations)
    select 'Report ' || n || ': ' || (${words})[1 + n % 8] || ' news from the ' || (${words})[1 + (n / 8) % 8] || ' team',
           'search-article-' || n,
           'What happened this week in ' || (${words})[1 + (n / 64) % 8] || ', told by report ' || n || '.',
           repeat('The ' || (${words})[1 + (n / 3) % 8] || ' line ran all week, and the teams met their targets. ', 40),
           'Addis Investment Group', true, now() - (n || ' minutes')::interval,
           case when n % 2 = 0 then jsonb_build_object('am', jsonb_build_object(
             'title', 'ሪፖርት ' || n || '፦ ' || (${amharic})[1 + n % 4] || ' ዜና',
             'summary', 'በዚህ ሳምንት ስለ ' || (${amharic})[1 + (n / 4) % 4] || ' የሆነው።',
             'content', repeat((${amharic})[1 + (n / 3) % 4] || ' መስመሩ ሳምንቱን ሙሉ ሠራ። ', 40)))
           else '{}'::jsonb end
    from generate_series(1, ${count}) as n`);
  // As the server's hourly upkeep does on the embedded engine, and autovacuum on PostgreSQL.
  await database.db.execute(sql`vacuum analyze news_articles`);
}

/** Queries a visitor might type: one that matches every article, common and rare words, a phrase. */
const QUERIES = [
  "report",
  "ቡና",
  "copper",
  "coffee harvest",
  '"battery team"',
  "smelter -copper",
  "report 5123",
  "tractor",
];

export async function measureSearch(
  app: { request: (path: string) => Response | Promise<Response> },
  database: Database,
  label: string,
  row: (label: string, value: string) => void,
) {
  const times: number[] = [];
  for (let i = 0; i < 20; i++) await (await app.request("/search?q=copper")).arrayBuffer();
  for (let i = 0; i < 350; i++) {
    const q = QUERIES[i % QUERIES.length] ?? "";
    const page = i % 5 === 4 ? "&page=3" : "";
    // One query in three from the Amharic page (results shown in their Amharic version).
    const from = i % 3 === 1 ? "/am" : "";
    const started = performance.now();
    const response = await app.request(`${from}/search?q=${encodeURIComponent(q)}${page}`);
    await response.arrayBuffer();
    times.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`search answered ${response.status}`);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(times.length * p))] ?? 0;
  const p95 = at(0.95);
  row(
    `search /search over ${SEARCH_ROWS.toLocaleString("en-US")} articles (${label}, ${times.length} queries)`,
    `median ${at(0.5).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (target ≤ 50 ms${p95 > 50 ? ": NOT MET" : ""})`,
  );
  // A rare word and one in four articles in ten: both are answered from the index.
  for (const word of ["5123", "copper"]) {
    const plan = await queryRows<Record<string, string>>(
      database.db,
      sql`explain select id from news_articles
          where search_vector @@ websearch_to_tsquery('english', ${word})
            and published and deleted_at is null and published_at <= now()`,
    );
    const text = plan.map((line) => Object.values(line)[0]).join(" ");
    row(
      `search plan for "${word}" (${label})`,
      /news_articles_search_idx/.test(text) ? "uses news_articles_search_idx" : `NO INDEX: ${text}`,
    );
  }
}
