import type { SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { SessionUser } from "~/features/auth/roles";
import type { DocumentFileInfo } from "~/features/media/document-files";
import type { ClientMedia } from "~/features/media/upload";
import type { Locale } from "~/lib/i18n";
import type { AppDatabase } from "../../../db/client.server";
import type { AlertTopic, ArticleSector } from "../../../db/enums";
import type { KindApi } from "./api-kind.server";
import type { FieldChoice } from "./form-kind";
import type { ContentStore, ContentTable } from "./kind.server";

/**
 * What a kind brings to the server besides its declaration (kind.ts): its folder's
 * `kind.server.ts` declares it, app/kinds/registry.server.ts lists it. The shared admin routes
 * (list, form, history, version), the trash and its purge, and the activity log take the kind's
 * store from here.
 */
export interface KindServer {
  /** Its table and columns for the shared commands and queries. */
  store: ContentStore;
  /** A notice above a stored item's form (a page still holding its template), or null. */
  editNotice?: (db: AppDatabase, id: string) => Promise<string | null>;
  /** Uploads the form's choices offer besides the item's own (the library's videos). */
  editUploads?: (db: AppDatabase) => Promise<ClientMedia[]>;
  /**
   * What the form's lists of files show of each (name, size, pages, text found), by field, read
   * from the form's values (a document's PDFs and press kit).
   */
  editFiles?: (
    db: AppDatabase,
    values: Readonly<Record<string, unknown>>,
  ) => Promise<Record<string, DocumentFileInfo[]>>;
  /**
   * The choices of the form's selects made of other rows, by field (an article's 'Byline': the
   * company, whose name is `companyName`, and the staff members `actor` may name), read from
   * the form's values.
   */
  editChoices?: (
    db: AppDatabase,
    actor: SessionUser,
    values: Readonly<Record<string, unknown>>,
    companyName: string,
  ) => Promise<Record<string, FieldChoice[]>>;
  /**
   * The public items /sitemap.xml lists, each at the kind's `publicPrefix` and its slug; null for
   * a kind whose items have no page of their own.
   */
  sitemap: ((db: AppDatabase) => Promise<SitemapItem[]>) | null;
  /** What the site's search finds of the kind (its public items), or null when it is not searched. */
  search: KindSearch | null;
  /** Its items in the RSS feeds (/rss.xml, a sector's, in each language), or null for none. */
  feed: ((db: AppDatabase, query: FeedQuery) => Promise<FeedEntry[]>) | null;
  /**
   * The moments its published items' pages change besides their publication (a position's or a
   * tender's closing time, a tender's last day for questions), as expressions over its table:
   * the page cache forgets pages at the next one. `[]` for none.
   */
  changesAt: readonly (SQL | PgColumn)[];
  /**
   * What its newly public items alert ('Get alerts': news, tenders, jobs), or null when they
   * alert nobody (videos, pages, documents).
   */
  alerts: AlertSource | null;
  /**
   * Its collection in the read-only content API (/api/v1/<collection>): its public fields in a
   * language, its filters and its order. Required: a kind cannot be added without saying what
   * other systems may read of it.
   */
  api: KindApi;
}

/**
 * A kind whose items alert subscribers: the topic they belong to, the columns subscribers'
 * choices narrow by, and how an alert e-mail shows its items.
 */
export interface AlertSource {
  topic: AlertTopic;
  /** The sector column (every alerting kind has one). */
  sector: PgColumn;
  /** The category column a tender's subscribers narrow by; none for the other topics. */
  category?: PgColumn;
  /**
   * Whether a published item is still worth an alert when its time comes (a position not yet
   * closed); none: every public item is.
   */
  stillOpen?: SQL;
  /** The public items among `ids`, as an alert shows them in `locale` (translated where it is). */
  read: (db: AppDatabase, ids: string[], locale: Locale, timeZone: string) => Promise<AlertEntry[]>;
}

/** An item in an alert e-mail. */
export interface AlertEntry {
  id: string;
  /** Its page, unlocalized. */
  path: string;
  title: string;
  /** A sentence or two: an article's summary, a tender's category and method, a job's place. */
  summary: string;
  publishedAt: Date;
  /** Facts shown under it, each 'Label: value' (a tender's reference and closing date). */
  facts: string[];
  lang: Locale;
}

/**
 * How the site's search reads a kind: its rows matched and ranked by their table's stored search
 * vector (`rows`: articles, videos; migrations 0007, 0011, 0016), or, for a kind with few items,
 * each item read whole and matched with the site's own pages as a page of text (`pages`).
 */
export type KindSearch =
  | { rows: SearchedRows }
  | { pages: (db: AppDatabase, locale: Locale) => Promise<SearchablePage[]> };

/**
 * A kind whose rows the search matches by their `search_vector` column: published, their time
 * come, not in the trash. A hit shows its title and a snippet in the reader's language when the
 * item is translated into it (in English otherwise).
 */
export interface SearchedRows {
  table: ContentTable;
  /** The column a hit's address is made of (its slug, a video's own address). */
  address: PgColumn;
  /** A hit's address from that column's value, unlocalized (or a video's own, elsewhere). */
  href: (address: string) => string;
  /** The text shown whole when it or the title has the words: written to be read alone. */
  lead: TranslatedColumn;
  /** The longer text (Markdown) the snippet is taken from otherwise; null when the lead is all. */
  body: TranslatedColumn | null;
  /**
   * A JSON list of the item's files (`[{ media }]`) whose PDFs' pages are searched too
   * (media_pages): a word only inside one finds the item, with a snippet from that page.
   */
  files?: PgColumn;
}

/** A text with translations: its column, and its name in the row's `translations`. */
export interface TranslatedColumn {
  field: string;
  column: PgColumn;
}

/** An item searched as a page of text (a page, a position): what the visitor reads of it. */
export interface SearchablePage {
  /** Its address, unlocalized (it stands for the page). */
  href: string;
  title: string;
  /** All of its text, in reading order. */
  text: string;
  /** The language of its title and text (the page's, unless the page has no translation). */
  lang?: Locale;
}

/** Which items a feed asks for: the newest `limit`, of one sector or all, shown in `locale`. */
export interface FeedQuery {
  limit: number;
  sector?: ArticleSector;
  locale: Locale;
}

/** An item of a feed, in the feed's language when it is translated into it (`lang` says). */
export interface FeedEntry {
  /** Its page, unlocalized. */
  path: string;
  title: string;
  summary: string;
  sector: ArticleSector;
  publishedAt: Date;
  author: string;
  lang: Locale;
}

/** An item the sitemap lists. */
export interface SitemapItem {
  slug: string;
  updatedAt: Date;
  /** When it leaves the sitemap (a position at its closing time): the sitemap is kept until then. */
  until?: Date;
}
