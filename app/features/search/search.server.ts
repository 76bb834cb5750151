import { sql } from "drizzle-orm";
import type { Locale } from "~/lib/i18n";
import { parseSiteVideo } from "~/lib/video-embed";
import { type AppDatabase, queryRows } from "../../../db/client.server";
import { framedSnippet, MARK_END, MARK_START, SEARCH_PAGE_SIZE } from "./query";

/** One result: a page of the site, an article or a video, its title and snippet with marks. */
export interface SearchResult {
  kind: "page" | "article" | "video";
  id: string;
  /** The page's or article's address (unlocalized), or the video's own. */
  href: string;
  title: string;
  snippet: string;
  /** When the article or video was published (pages have no date). */
  publishedAt?: string;
  /** The language of the title and snippet: the page's when the item is translated, else English. */
  lang: Locale;
}

/** A page of the site's own (a sector page, an added page), as the visitor reads it. */
export interface SearchablePage {
  /** Its address, unlocalized (it stands for the page). */
  href: string;
  title: string;
  /** All of its text, in reading order. */
  text: string;
  /** The language of its title and text (the page's, unless the page has no translation). */
  lang?: Locale;
}

/**
 * The site's own `pages` (in the page's language, matched like the rest), published articles
 * (title, summary, text) and videos (title, description) matching `query`
 * (web-search syntax: words, "phrases", -not, or), best first, SEARCH_PAGE_SIZE per page. The
 * stored, indexed search vectors (migration 0007) do the matching and ranking; only the page's
 * rows get snippets. Drafts, scheduled and trashed items are never found. The vectors hold the
 * translations too (migration 0011); a result is shown in `locale` when the item is translated
 * into it, in English otherwise.
 */
export async function searchSite(
  db: AppDatabase,
  query: string,
  page: number,
  locale: Locale = "en",
  pages: readonly SearchablePage[] = [],
): Promise<{ results: SearchResult[]; total: number }> {
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
  const rows = await queryRows<{
    kind: SearchResult["kind"];
    id: string | null;
    slug: string | null;
    video_url: string | null;
    title: string;
    snippet: string | null;
    text_start: string | null;
    text_end: string | null;
    published_at: Date | string | null;
    total: number | string;
    lang: Locale;
  }>(
    db,
    sql`with site_pages as (${sitePages}),
    hits as (
      -- A page has no row id: its address stands for it.
      select 'page' as kind, null::uuid as id, p.href as slug, null as video_url, p.title,
        null::timestamptz as published_at, p.lang,
        ts_rank(to_tsvector('english', p.title || ' ' || p.body), ${tsquery}) as rank
      from site_pages p
      where to_tsvector('english', p.title || ' ' || p.body) @@ ${tsquery}
      union all
      select 'article', a.id, a.slug, null as video_url,
        coalesce(a.translations #>> ${field("title")}, a.title) as title, a.published_at,
        case when a.translations #>> ${field("title")} is null then 'en' else ${locale} end as lang,
        ts_rank(a.search_vector, ${tsquery}) as rank
      from news_articles a
      where a.search_vector @@ ${tsquery}
        and a.published and a.deleted_at is null and a.published_at <= now()
      union all
      select 'video', v.id, null, v.video_url,
        coalesce(v.translations #>> ${field("title")}, v.title), v.published_at,
        case when v.translations #>> ${field("title")} is null then 'en' else ${locale} end,
        ts_rank(v.search_vector, ${tsquery})
      from videos v
      where v.search_vector @@ ${tsquery}
        and v.published and v.deleted_at is null and v.published_at <= now()
    ),
    page as (
      select hits.*, count(*) over () as total from hits
      -- The site's own pages first among equals, then the newest.
      order by rank desc, published_at desc nulls first, id
      limit ${SEARCH_PAGE_SIZE} offset ${(page - 1) * SEARCH_PAGE_SIZE}
    )
    select page.kind, page.id, page.slug, page.video_url, page.published_at, page.total, page.lang,
      ts_headline('english', translate(page.title, ${MARK_START + MARK_END}, ''), q.query, ${titleOptions}) as title,
      -- The excerpt, and the ends of what it was taken from (whether it leaves out a start or an end).
      snip.headline as snippet, left(snip.text, 160) as text_start, right(snip.text, 160) as text_end
    from page
    cross join (select ${tsquery} as query) q
    -- Only the page's rows are read again for their snippets.
    cross join lateral (
      select p.body as lead, null as body from site_pages p where page.kind = 'page' and p.href = page.slug
      union all
      select coalesce(a.translations #>> ${field("summary")}, a.summary) as lead,
        coalesce(a.translations #>> ${field("content")}, a.content) as body
      from news_articles a where page.kind = 'article' and a.id = page.id
      union all
      select coalesce(v.translations #>> ${field("description")}, v.description), null
      from videos v where page.kind = 'video' and v.id = page.id
    ) src
    cross join lateral (
      select plain.text, ts_headline('english', plain.text, q.query, ${options}) as headline
      from (
        select case
          -- The summary (or a video's description) is written to be read alone: shown whole
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
  return {
    total: Number(rows[0]?.total ?? 0),
    results: rows.map((row) => ({
      kind: row.kind,
      id: row.id ?? row.slug ?? "",
      href:
        row.kind === "page"
          ? (row.slug ?? "/")
          : row.kind === "article"
            ? `/news/${encodeURIComponent(row.slug ?? "")}`
            : (parseSiteVideo(row.video_url ?? "")?.url ?? "/videos"),
      title: row.title,
      snippet: framedSnippet(row.snippet ?? "", row.text_start ?? "", row.text_end ?? ""),
      ...(row.published_at ? { publishedAt: new Date(row.published_at).toISOString() } : {}),
      lang: row.lang,
    })),
  };
}
