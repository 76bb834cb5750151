/**
 * The tender desk and the documents library at their expected size: 1,000 tenders and 500
 * documents. How long /tenders and /investors take to answer the first time (rendered) and after
 * (from the page cache, as /news), how long a filter takes (rendered: a new query string is a
 * new page), and what travels.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.server";
import type { ServerProcess } from "../lib/server-process";

export const BENCH_TENDERS = 1_000;
export const BENCH_DOCUMENTS = 500;

/** The public pages measured (and given to Lighthouse). */
export const PUBLISHING_PAGES = ["/tenders", "/investors", "/am/tenders", "/am/investors"];

/**
 * 1,000 tenders (a third still open, the rest closed, every tenth of those awarded) and 500
 * documents over ten Ethiopian fiscal years, all published. One insert of generated rows each.
 */
export async function seedPublishing(database: Database) {
  await database.db.execute(sql`
    insert into tenders (title, slug, reference, sector, category, method, description,
      eligibility, bid_security, contact, closes_at, opening_at, opening_place, published,
      published_at, awarded_at, award_winner)
    select 'Supply of ' || (array['copper cathode packaging', 'vehicle batteries', 'coffee sacks',
             'mine ventilation fans', 'forklift trucks'])[1 + n % 5] || ', lot ' || n,
           'bench-tender-' || n,
           'AIG/' || (array['ICB','NCB','RFQ','RFP','EOI'])[1 + n % 5] || '/2026/' || lpad(n::text, 4, '0'),
           (array['manufacturing','mining','export','group'])[1 + n % 4],
           (array['goods','works','consultancy','non-consultancy'])[1 + n % 4],
           (array['icb','ncb','rfq','rfp','eoi'])[1 + n % 5],
           repeat('Bidders shall submit sealed bids in one original and two copies. ', 20),
           'Registered suppliers with a valid trade licence and VAT registration.',
           '2% of the bid price as a bank guarantee', 'procurement@example.com',
           now() + ((n % 3 = 0)::int * 2 - 1) * (n || ' hours')::interval,
           now() + ((n % 3 = 0)::int * 2 - 1) * (n || ' hours')::interval + interval '2 hours',
           'Head office, Bole Road, Addis Ababa', true, now() - (n || ' hours')::interval - interval '30 days',
           case when n % 3 <> 0 and n % 10 = 0 then now() - interval '1 day' end,
           case when n % 3 <> 0 and n % 10 = 0 then 'Abay Trading PLC' end
    from generate_series(1, ${BENCH_TENDERS}) as n`);
  await database.db.execute(sql`
    insert into documents (title, slug, type, fiscal_year, document_date, summary, published, published_at)
    select (array['Annual report', 'Financial statements', 'Sustainability report', 'Policy',
             'Investor presentation', 'Press kit', 'Fact sheet'])[1 + n % 7] || ' ' || n,
           'bench-document-' || n,
           (array['annual-report','financial-statements','sustainability-report','policy',
             'presentation','press-kit','other'])[1 + n % 7],
           2008 + n % 10,
           to_char(date '2016-07-08' + (n % 10) * 365, 'YYYY-MM-DD'),
           'What the group did and earned in the year, sector by sector, with its audited figures.',
           true, now() - (n || ' hours')::interval
    from generate_series(1, ${BENCH_DOCUMENTS}) as n`);
  await database.db.execute(sql`analyze tenders`);
  await database.db.execute(sql`analyze documents`);
}

async function timedGet(url: string): Promise<{ ms: number; bytes: number; status: number }> {
  const started = performance.now();
  const response = await fetch(url);
  const body = await response.arrayBuffer();
  return { ms: performance.now() - started, bytes: body.byteLength, status: response.status };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** The pages' first answer, their cached answers (median of 50) and a filtered list's. */
export async function measurePublishing(
  server: ServerProcess,
  row: (label: string, value: string) => void,
) {
  for (const page of PUBLISHING_PAGES) {
    const first = await timedGet(`${server.url}${page}`);
    if (first.status !== 200) throw new Error(`${page} answered ${first.status}`);
    const cached: number[] = [];
    for (let i = 0; i < 50; i++) cached.push((await timedGet(`${server.url}${page}`)).ms);
    row(
      `${page} with ${BENCH_TENDERS.toLocaleString("en-US")} tenders, ${BENCH_DOCUMENTS} documents`,
      `first ${first.ms.toFixed(1)} ms, from the page cache ${median(cached).toFixed(2)} ms (median of 50), ${(first.bytes / 1024).toFixed(1)} KB`,
    );
  }
  // Filters: each address is new to the cache, so each first answer is rendered.
  const filters = {
    "/tenders": [
      "category=works",
      "category=goods&status=closed",
      "method=icb",
      "sector=mining",
      "status=awarded",
    ],
    "/investors": [
      "type=annual-report",
      "type=policy",
      "year=2012",
      "language=am",
      "type=other&year=2015",
    ],
  };
  for (const [page, queries] of Object.entries(filters)) {
    const times: number[] = [];
    for (const query of queries) times.push((await timedGet(`${server.url}${page}?${query}`)).ms);
    row(
      `${page} filtered (rendered, median of ${queries.length} filters)`,
      `${median(times).toFixed(1)} ms`,
    );
  }
}
