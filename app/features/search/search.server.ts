import { sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { ContentTable } from "~/features/content/kind.server";
import type { SearchablePage, SearchedRows } from "~/features/content/kind-parts.server";
import type { ContentKind } from "~/features/content/kinds";
import { documentKey, mediaUrl } from "~/features/media/files";
import type { Locale } from "~/lib/i18n";
import { type AppDatabase, queryRows } from "../../../db/client.server";
import { framedSnippet, MARK_END, MARK_START, SEARCH_PAGE_SIZE } from "./query";

/** One result: a page of the site or an item of a kind, its title and snippet with marks. */
export interface SearchResult<
  Kind extends ContentKind = "article" | "video" | "tender" | "document",
> {
  kind: "page" | Kind;
  id: string;
  /** The page's or item's address (unlocalized), or a video's own. */
  href: string;
  title: string;
  snippet: string;
  /** When the item was published (pages have no date). */
  publishedAt?: string;
  /** The language of the title and snippet: the page's when the item is translated, else English. */
  lang: Locale;
  /** The PDF page the words were found on (the snippet is from it): the file at that page. */
  inside?: { href: string; page: number };
}

/** A kind whose rows the search matches (its kind.server.ts's `search.rows`). */
export interface SearchedKind<Kind extends ContentKind> extends SearchedRows {
  kind: Kind;
}

/**
 * The site's own `pages` (in the page's language, matched like the rest) and the published items
 * of the `kinds` searched by their rows (articles: title, summary, text; videos: title,
 * description) matching `query` (web-search syntax: words, "phrases", -not, or), best first,
 * SEARCH_PAGE_SIZE per page. The stored, indexed search vectors (migration 0007) do the matching
 * and ranking; only the page's rows get snippets. Drafts, scheduled and trashed items are never
 * found. The vectors hold the translations too (migration 0011); a result is shown in `locale`
 * when the item is translated into it, in English otherwise.
 */
export async function searchSite<Kind extends ContentKind>(
  db: AppDatabase,
  query: string,
  page: number,
  locale: Locale,
  pages: readonly SearchablePage[],
  kinds: readonly SearchedKind<Kind>[],
): Promise<{ results: SearchResult<Kind>[]; total: number }> {
  if (!query) return { results: [], total: 0 };
  // The few pages of the site's own are texts of the request, not rows: matched and ranked with
  // the same words, their text's vector made on the spot.
  const sitePages = pages.length
    ? sql`select * from (values ${sql.join(
        pages.map(
          (p) =>
            sql`(${p.href}::text, ${p.title}::text, ${p.text}::text, ${p.lang ?? locale}::text)`,
        ),
        sql`, `,
      )}) as p(href, title, body, lang)`
    : sql`select null::text as href, null::text as title, null::text as body, null::text as lang where false`;
  const options = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=40, MinWords=20`;
  const titleOptions = `StartSel=${MARK_START}, StopSel=${MARK_END}, HighlightAll=true`;
  // In each condition itself (not a CTE), so the planner sees the words and uses the index.
  const tsquery = sql`websearch_to_tsquery('english', ${query})`;
  // The shown texts: the translation's (a path into `translations`; none for English) or the row's.
  const field = (name: string) => `{${locale},${name}}`;
  const shown = (table: ContentTable, name: string, column: PgColumn) =>
    sql`coalesce(${table.translations} #>> ${field(name)}, ${column})`;
  // Each kind's hits: its published rows whose stored vector has the words, or, for a kind with
  // files, one of whose PDFs has them on a page (the best page, the first among equals).
  const kindHits = kinds.map(
    ({ kind, table, address, files }) => sql`select ${kind}::text, ${table.id}, ${address}::text,
        ${shown(table, "title", table.title)}, ${table.publishedAt},
        case when ${table.translations} #>> ${field("title")} is null then 'en' else ${locale} end,
        greatest(case when ${table}.search_vector @@ ${tsquery}
          then ts_rank(${table}.search_vector, ${tsquery}) else 0 end, ${files ? sql`coalesce(inside.rank, 0)` : sql`0`}),
        ${files ? sql`inside.media_id, inside.page` : sql`null::uuid, null::int`}
      from ${table}
      ${
        files
          ? sql`left join lateral (
          select mp.media_id, mp.page, ts_rank(mp.search_vector, ${tsquery}) as rank
          from jsonb_array_elements(${files}) f
          join media_pages mp on mp.media_id::text = f->>'media'
          where mp.search_vector @@ ${tsquery}
          order by rank desc, mp.page limit 1
        ) inside on true`
          : sql``
      }
      where (${table}.search_vector @@ ${tsquery}${files ? sql` or inside.page is not null` : sql``})
        and ${table.published} and ${table.deletedAt} is null and ${table.publishedAt} <= now()`,
  );
  // Each kind's texts a hit's snippet is made of: its lead, and its longer text (if it has one).
  const kindSources = kinds.map(
    ({ kind, table, lead, body }) => sql`select ${shown(table, lead.field, lead.column)},
        ${body ? shown(table, body.field, body.column) : sql`null`}
      from ${table} where page.kind = ${kind}::text and ${table.id} = page.id`,
  );
  const rows = await queryRows<{
    kind: "page" | Kind;
    id: string | null;
    address: string | null;
    title: string;
    snippet: string | null;
    text_start: string | null;
    text_end: string | null;
    published_at: Date | string | null;
    total: number | string;
    lang: Locale;
    file_hash: string | null;
    file_page: number | null;
  }>(
    db,
    sql`with site_pages as (${sitePages}),
    hits as (
      -- A page has no row id: its address stands for it.
      select 'page' as kind, null::uuid as id, p.href as address, p.title,
        null::timestamptz as published_at, p.lang,
        ts_rank(to_tsvector('english', p.title || ' ' || p.body), ${tsquery}) as rank,
        null::uuid as file_id, null::int as file_page
      from site_pages p
      where to_tsvector('english', p.title || ' ' || p.body) @@ ${tsquery}
      ${sql.join(
        kindHits.map((hits) => sql`union all ${hits}`),
        sql`\n`,
      )}
    ),
    page as (
      select hits.*, count(*) over () as total from hits
      -- The site's own pages first among equals, then the newest.
      order by rank desc, published_at desc nulls first, id
      limit ${SEARCH_PAGE_SIZE} offset ${(page - 1) * SEARCH_PAGE_SIZE}
    )
    select page.kind, page.id, page.address, page.published_at, page.total, page.lang,
      file.hash as file_hash, page.file_page,
      ts_headline('english', translate(page.title, ${MARK_START + MARK_END}, ''), q.query, ${titleOptions}) as title,
      -- The excerpt, and the ends of what it was taken from (whether it leaves out a start or an end).
      snip.headline as snippet, left(snip.text, 160) as text_start, right(snip.text, 160) as text_end
    from page
    cross join (select ${tsquery} as query) q
    left join media file on file.id = page.file_id
    -- Only the page's rows are read again for their snippets.
    cross join lateral (
      select p.body as lead, null as body from site_pages p where page.kind = 'page' and p.href = page.address
      ${sql.join(
        kindSources.map((source) => sql`union all ${source}`),
        sql`\n`,
      )}
    ) src
    cross join lateral (
      select plain.text, ts_headline('english', plain.text, q.query, ${options}) as headline
      from (
        select case
          -- Words only inside a PDF: the page they are on.
          when page.file_page is not null
            and not to_tsvector('english', page.title || ' ' || src.lead) @@ q.query
            then translate(left((select mp.text from media_pages mp
              where mp.media_id = page.file_id and mp.page = page.file_page), 20000),
              ${MARK_START + MARK_END}, '')
          -- The lead (a summary, a video's description) is written to be read alone: shown whole
          -- when it or the title has the words (a video has nothing else); otherwise the part
          -- of the text that has them.
          when src.body is null or to_tsvector('english', page.title || ' ' || src.lead) @@ q.query
            then translate(src.lead, ${MARK_START + MARK_END}, '')
          -- The text's words, as the search indexes them (migration 0016), the first 20,000
          -- characters.
          else translate(left(markdown_words(src.body), 20000), ${MARK_START + MARK_END}, '')
        end as text
      ) plain
      -- Kept apart (offset 0), so the headline is made once, not once per use.
      offset 0
    ) snip
    order by page.rank desc, page.published_at desc nulls first, page.id`,
  );
  const hrefOf = new Map(kinds.map(({ kind, href }) => [kind, href]));
  return {
    total: Number(rows[0]?.total ?? 0),
    results: rows.map((row) => ({
      kind: row.kind,
      id: row.id ?? row.address ?? "",
      href:
        row.kind === "page"
          ? (row.address ?? "/")
          : (hrefOf.get(row.kind)?.(row.address ?? "") ?? "/"),
      title: row.title,
      snippet: framedSnippet(row.snippet ?? "", row.text_start ?? "", row.text_end ?? ""),
      ...(row.published_at ? { publishedAt: new Date(row.published_at).toISOString() } : {}),
      lang: row.lang,
      ...(row.file_hash && row.file_page
        ? {
            inside: {
              href: `${mediaUrl(documentKey(row.file_hash))}#page=${row.file_page}`,
              page: Number(row.file_page),
            },
          }
        : {}),
    })),
  };
}
