import { createHmac, randomBytes } from "node:crypto";
import { eq, inArray, lt, sql } from "drizzle-orm";
import type { ContentKind } from "~/features/content/kinds";
import { batchedCounts, COUNTS_FLUSH_MS } from "~/lib/batched-counts.server";
import { rateLimitSubject } from "~/lib/rate-limit.server";
import type { AppDatabase } from "../../../db/client.server";
import {
  type InsightDimension,
  insightDays,
  insightHours,
  insightSalts,
  insightVisitors,
  staffProfiles,
} from "../../../db/schema";
import { isBot } from "./bots";
import { siteDay } from "./day";
import {
  asksNotToBeCounted,
  type CountedPage,
  type Device,
  deviceOfUserAgent,
  deviceOfWidth,
  publicViewOf,
  referrerHost,
} from "./page-views";

/**
 * Counts the public pages' views (ADR 054): each view is checked and kept in memory, and every
 * few seconds (and at shutdown) the totals are added to insight_hours and insight_days, with the
 * day's new visitors, in one transaction. Nothing about a visitor is kept but today's mark, a
 * keyed hash of the day's salt, the address and the browser, deleted with the day.
 */
export interface PageViewRecorder {
  /** Counts one view, or not (a robot, DNT, not a public page, over a limit): whether it did. */
  record(view: PageView): Promise<boolean>;
  /** Adds what was counted to the database now (tests, shutdown). */
  flush(): Promise<void>;
  /** Stops the timer and flushes. */
  close(): Promise<void>;
}

/** What a browser sent about one view of a page. */
export interface PageView {
  /** The page's path, as `location.pathname` gives it. */
  path: string;
  /** `document.referrer` ('' when none). */
  referrer: string;
  /** The window's width in CSS pixels; without it, the device is read from the user agent. */
  width?: number;
  /** `Sec-CH-UA-Mobile`, when the browser sends it. */
  mobileHint?: string;
  userAgent: string;
  /** The client's address (the rate limit and the day's mark; never stored). */
  address: string;
  /** The `DNT` and `Sec-GPC` headers. */
  dnt?: string;
  gpc?: string;
}

/** The published items' ids by their slugs (`slug` → id), of one kind. */
export type PublishedItems = (
  kind: ContentKind,
  slugs: readonly string[],
) => Promise<ReadonlyMap<string, string>>;

/** Views of one page by one visitor counted in an hour: a reload loop counts no more. */
export const VIEWS_PER_VISITOR_PAGE_HOUR = 5;
/** Beacons taken from one address a minute (a whole office or a carrier's NAT shares one). */
export const BEACONS_PER_ADDRESS_MINUTE = 300;
/** The kinds whose items' views are counted by item too (`<kind>:<id>`). */
const ITEM_KINDS: ReadonlySet<ContentKind> = new Set(["article", "tender", "document", "position"]);
/** A visitor's mark: the keyed hash cut to 16 hex digits (64 bits: no collision in a day). */
const MARK_LENGTH = 16;
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
/** Held in memory before a flush: beyond this, an hour's caps start again (memory stays bounded). */
const MAX_CAPPED = 200_000;

/** One counted view's key in the batch. */
type CountedView = [
  hour: string,
  day: string,
  path: string,
  locale: string,
  device: Device,
  referrer: string,
  mark: string,
  page: CountedPage,
];

export function pageViewRecorder({
  db,
  timeZone,
  ownHosts,
  sectors,
  publishedItems,
  onError,
  flushEveryMs = COUNTS_FLUSH_MS,
  now = () => new Date(),
}: {
  db: AppDatabase;
  /** The site's time zone: a day's totals are its day. */
  timeZone: string;
  /** The site's own host names: a referrer there is none. */
  ownHosts: readonly string[];
  /** The sector pages' slugs. */
  sectors: readonly string[];
  publishedItems: PublishedItems;
  onError: (error: unknown) => void;
  flushEveryMs?: number;
  now?: () => Date;
}): PageViewRecorder {
  const salts = new Map<string, Promise<string>>();
  const capped = new Map<string, number>();
  let cappedHour = 0;
  const beacons = new Map<string, number>();
  let beaconsMinute = 0;
  let today = { minute: -1, day: "" };

  /** The site's day at `at`, worked out once a minute (time zones change on a minute). */
  function dayAt(at: Date): string {
    const minute = Math.floor(at.getTime() / MINUTE_MS);
    if (minute !== today.minute) today = { minute, day: siteDay(at, timeZone) };
    return today.day;
  }

  /** The day's salt, made by the first instance that needs it and shared by all. */
  function saltOf(day: string): Promise<string> {
    let salt = salts.get(day);
    if (!salt) {
      salts.clear();
      salt = sharedSalt(db, day);
      salts.set(day, salt);
      salt.catch(() => salts.delete(day));
    }
    return salt;
  }

  /** Whether the address is still under its beacons a minute. */
  function withinRate(address: string, at: number): boolean {
    const minute = Math.floor(at / MINUTE_MS);
    if (minute !== beaconsMinute) {
      beacons.clear();
      beaconsMinute = minute;
    }
    const subject = rateLimitSubject(address);
    const n = (beacons.get(subject) ?? 0) + 1;
    beacons.set(subject, n);
    return n <= BEACONS_PER_ADDRESS_MINUTE;
  }

  /** Whether the visitor's views of the page this hour are still under the cap. */
  function withinCap(mark: string, path: string, hour: number): boolean {
    if (hour !== cappedHour || capped.size >= MAX_CAPPED) {
      capped.clear();
      cappedHour = hour;
    }
    const key = `${mark} ${path}`;
    const n = (capped.get(key) ?? 0) + 1;
    capped.set(key, n);
    return n <= VIEWS_PER_VISITOR_PAGE_HOUR;
  }

  const counts = batchedCounts({
    flushEveryMs,
    onError,
    write: (batch) =>
      writeViews(
        db,
        [...batch].map(([key, n]) => [JSON.parse(key) as CountedView, n] as const),
        publishedItems,
        siteDay(now(), timeZone),
      ),
  });

  return {
    async record(view) {
      if (asksNotToBeCounted(view) || isBot(view.userAgent)) return false;
      const at = now();
      if (!withinRate(view.address, at.getTime())) return false;
      const seen = publicViewOf(view.path, sectors);
      if (!seen) return false;
      const hour = Math.floor(at.getTime() / HOUR_MS) * HOUR_MS;
      const day = dayAt(at);
      let salt: string;
      try {
        salt = await saltOf(day);
      } catch (error) {
        onError(error);
        return false;
      }
      const mark = createHmac("sha256", salt)
        .update(`${view.address}\n${view.userAgent}`)
        .digest("hex")
        .slice(0, MARK_LENGTH);
      if (!withinCap(mark, seen.path, hour)) return false;
      const device =
        view.width === undefined
          ? deviceOfUserAgent(view.userAgent, view.mobileHint)
          : deviceOfWidth(view.width);
      const counted: CountedView = [
        new Date(hour).toISOString(),
        day,
        seen.path,
        seen.locale,
        device,
        referrerHost(view.referrer, ownHosts),
        mark,
        seen.page,
      ];
      counts.add(JSON.stringify(counted));
      return true;
    },
    flush: counts.flush,
    close: counts.close,
  };
}

/** The day's salt: made once (insert-on-conflict), whichever instance asks first. */
async function sharedSalt(db: AppDatabase, day: string): Promise<string> {
  await db
    .insert(insightSalts)
    .values({ day, salt: randomBytes(32).toString("hex") })
    .onConflictDoNothing();
  const [row] = await db.select().from(insightSalts).where(eq(insightSalts.day, day));
  if (!row) throw new Error(`no Insight salt for ${day}`);
  return row.salt;
}

/**
 * Adds a batch of views: those of an item's page whose address is not published (a mistyped
 * slug, a draft, a crafted beacon) are left out; the day's new visitors are the marks not seen
 * yet. Then the days before `today` lose their salt and marks.
 */
async function writeViews(
  db: AppDatabase,
  batch: readonly (readonly [CountedView, number])[],
  publishedItems: PublishedItems,
  today: string,
): Promise<void> {
  const itemKeyOf = await itemKeys(
    db,
    batch.map(([view]) => view[7]),
    publishedItems,
  );
  const kept = batch.flatMap(([view, n]) => {
    const itemKey = itemKeyOf(view[7]);
    return itemKey === null ? [] : [{ view, n, itemKey }];
  });
  if (kept.length > 0) {
    await db.transaction(async (tx) => {
      // Each mark's first hour in the batch: where it is a new visitor, if it is one.
      const firstHour = new Map<string, { day: string; mark: string; hour: string }>();
      for (const { view } of kept) {
        const [hour, day, , , , , mark] = view;
        const seen = firstHour.get(`${day} ${mark}`);
        if (!seen || hour < seen.hour) firstHour.set(`${day} ${mark}`, { day, mark, hour });
      }
      const marks = [...firstHour.values()].sort((a, b) => compare(a.mark, b.mark));
      const added = new Map<string, number>();
      for (const part of chunks(marks, 5_000)) {
        const inserted = await tx
          .insert(insightVisitors)
          .values(part.map(({ day, mark }) => ({ day, mark })))
          .onConflictDoNothing()
          .returning();
        for (const { day, mark } of inserted) {
          const hour = firstHour.get(`${day} ${mark}`)?.hour;
          if (hour) added.set(hour, (added.get(hour) ?? 0) + 1);
        }
      }

      const hours = new Map<string, number>();
      const days = new Map<string, number>();
      const addTo = (map: Map<string, number>, key: string, n: number) =>
        map.set(key, (map.get(key) ?? 0) + n);
      for (const { view, n, itemKey } of kept) {
        const [hour, day, path, locale, device, referrer] = view;
        addTo(hours, hour, n);
        const dimensions: [InsightDimension, string][] = [
          ["page", path],
          ["language", locale],
          ["device", device],
          ["referrer", referrer],
        ];
        if (itemKey) dimensions.push(["item", itemKey]);
        for (const [dimension, key] of dimensions) {
          addTo(days, JSON.stringify([day, dimension, key]), n);
        }
      }
      // In one order on every instance: two flushes at once wait for each other, never deadlock.
      await tx
        .insert(insightHours)
        .values(
          [...hours.keys()].sort(compare).map((hour) => ({
            hour: new Date(hour),
            views: hours.get(hour) ?? 0,
            visitors: added.get(hour) ?? 0,
          })),
        )
        .onConflictDoUpdate({
          target: insightHours.hour,
          set: {
            views: sql`insight_hours.views + excluded.views`,
            visitors: sql`insight_hours.visitors + excluded.visitors`,
          },
        });
      for (const part of chunks(
        [...days].sort(([a], [b]) => compare(a, b)),
        5_000,
      )) {
        await tx
          .insert(insightDays)
          .values(
            part.map(([key, views]) => {
              const [day, dimension, value] = JSON.parse(key) as [string, InsightDimension, string];
              return { day, dimension, key: value, views };
            }),
          )
          .onConflictDoUpdate({
            target: [insightDays.day, insightDays.dimension, insightDays.key],
            set: { views: sql`insight_days.views + excluded.views` },
          });
      }
    });
  }
  await forgetPastVisitors(db, today);
}

/**
 * Deletes the salts and marks of the days before `today`: from then on no mark of those days can
 * be made again or compared. Run at each flush and by the hourly upkeep (a day without views).
 */
export async function forgetPastVisitors(db: AppDatabase, today: string): Promise<void> {
  await db.delete(insightVisitors).where(lt(insightVisitors.day, today));
  await db.delete(insightSalts).where(lt(insightSalts.day, today));
}

/**
 * What each counted page is counted under as an item: its `<kind>:<id>` for an article, a tender,
 * a document or a position, '' for a page that is no item, null for an address not published
 * (not counted at all). One query per kind in the batch.
 */
async function itemKeys(
  db: AppDatabase,
  pages: readonly CountedPage[],
  publishedItems: PublishedItems,
): Promise<(page: CountedPage) => string | null> {
  const wanted = new Map<ContentKind, Set<string>>();
  const authors = new Set<string>();
  for (const page of pages) {
    if (page.type === "item") {
      const slugs = wanted.get(page.kind) ?? new Set();
      wanted.set(page.kind, slugs.add(page.slug));
    } else if (page.type === "author") {
      authors.add(page.slug);
    }
  }
  const found = new Map(
    await Promise.all(
      [...wanted].map(
        async ([kind, slugs]) => [kind, await publishedItems(kind, [...slugs])] as const,
      ),
    ),
  );
  const knownAuthors = new Set(
    authors.size === 0
      ? []
      : (
          await db
            .select({ slug: staffProfiles.slug })
            .from(staffProfiles)
            .where(inArray(staffProfiles.slug, [...authors]))
        ).map((row) => row.slug),
  );
  return (page) => {
    if (page.type === "fixed") return "";
    if (page.type === "author") return knownAuthors.has(page.slug) ? "" : null;
    const id = found.get(page.kind)?.get(page.slug);
    if (id === undefined) return null;
    return ITEM_KINDS.has(page.kind) ? `${page.kind}:${id}` : "";
  };
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const parts: T[][] = [];
  for (let i = 0; i < items.length; i += size) parts.push(items.slice(i, i + size));
  return parts;
}
