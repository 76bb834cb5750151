import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { ContentStore } from "~/features/content/kind.server";
import { type AppDatabase, queryRows } from "../../../db/client.server";
import { linkCheckState, linkProblems } from "../../../db/schema";
import { publishedItemLinks } from "./collect.server";
import { checkExternalLinks, type ExternalLinkOptions } from "./external.server";
import { internalLinkChecker } from "./internal.server";
import type { FoundLink, LinkVerdict } from "./links";

/** Where the links are and what answers them. */
export interface LinkSources {
  /** The kinds' stores (the registry's): their published items' texts and address fields. */
  stores: readonly ContentStore[];
  /** The site's own pages besides the fixed ones (internal.server.ts): each sector's page. */
  sitePaths: readonly string[];
  /** The links of the published site document (its texts, settings and menus). */
  siteLinks: () => Promise<FoundLink[]>;
}

export interface LinkCheckOptions {
  db: AppDatabase;
  sources: LinkSources;
  /** The site's public origin: an absolute address on its host is one of its own. */
  siteUrl: string;
  /** How other sites' addresses are asked; null: they are not (LINK_CHECK_EXTERNAL off). */
  external: ExternalLinkOptions | null;
  /** A check is due this many days after the last one ended (LINK_CHECK_DAYS). */
  everyDays: number;
  /** How long a claimed check is this instance's alone without news from it (5 min). */
  leaseMs?: number;
  /** Stops the check in hand (shutdown): nothing is written, the lease is given back. */
  signal?: AbortSignal;
}

const LEASE_MS = 5 * 60_000;
/** Progress is written (and the lease renewed) at most this often. */
const PROGRESS_MS = 1000;
/** Internal addresses resolved at once. */
const INTERNAL_AT_ONCE = 8;
const INSERT_BATCH = 500;

/** 'Check links now': the next instance free runs a check (checker.server.ts). */
export async function requestLinkCheck(db: AppDatabase): Promise<void> {
  await db
    .insert(linkCheckState)
    .values({ id: 1, requestedAt: new Date() })
    .onConflictDoUpdate({ target: linkCheckState.id, set: { requestedAt: new Date() } });
}

/**
 * Claims the check when one is due (LINK_CHECK_DAYS after the last one ended, or asked for since
 * the last one started) and no other instance holds it: the moment it started, which names the
 * claim; or why not.
 */
export async function claimLinkCheck(
  db: AppDatabase,
  everyDays: number,
  leaseMs = LEASE_MS,
): Promise<{ startedAt: Date } | { claimed: false; busy: boolean }> {
  await db.insert(linkCheckState).values({ id: 1 }).onConflictDoNothing();
  const startedAt = new Date();
  const [claimed] = await queryRows<{ id: number }>(
    db,
    sql`update link_check_state
      set started_at = ${startedAt.toISOString()}::timestamptz, links = 0,
        lease_until = now() + ${leaseMs} * interval '1 millisecond'
      where id = 1
        and (lease_until is null or lease_until < now())
        and (finished_at is null
          or finished_at < now() - ${everyDays} * interval '1 day'
          or requested_at > coalesce(started_at, '-infinity'::timestamptz))
      returning id`,
  );
  if (claimed) return { startedAt };
  const [state] = await queryRows<{ busy: boolean }>(
    db,
    sql`select coalesce(lease_until > now(), false) as busy from link_check_state where id = 1`,
  );
  return { claimed: false, busy: state?.busy === true };
}

/** Gives a claim back (a check stopped at shutdown): another instance may take it at once. */
export async function releaseLinkCheck(db: AppDatabase, startedAt: Date): Promise<void> {
  await db
    .update(linkCheckState)
    .set({ leaseUntil: null })
    .where(eq(linkCheckState.startedAt, startedAt));
}

/** Gives back a claim left by a stopped server (the embedded database's one instance, at start). */
export async function releaseLeftLinkCheck(db: AppDatabase): Promise<void> {
  await db.update(linkCheckState).set({ leaseUntil: null }).where(eq(linkCheckState.id, 1));
}

/** A link's address as the checker reads it: one of this site's paths, another site's, or none. */
type Target = { path: string } | { url: string } | null;

function targetOf(address: string, site: URL): Target {
  if (/^\/(?![/\\])/.test(address)) return { path: address };
  const absolute = address.startsWith("//") ? `${site.protocol}${address}` : address;
  if (!/^https?:\/\//i.test(absolute)) return null; // an anchor, mailto:, tel:, a relative path
  let url: URL;
  try {
    url = new URL(absolute);
  } catch {
    return { url: absolute };
  }
  if (url.host === site.host) return { path: `${url.pathname}${url.search}` };
  return { url: url.href };
}

/**
 * Runs a claimed check: every link of the published content collected, this site's addresses
 * resolved without a request, other sites' asked (when on), and the problems found written in
 * one transaction at the end, replacing the last check's; the count so far is written as it
 * goes. Nothing is written when the claim was lost (another instance took over) or the check
 * was stopped. How many addresses were checked, and the problems.
 */
export async function runLinkCheck(
  options: LinkCheckOptions,
  startedAt: Date,
): Promise<{ links: number; problems: number } | undefined> {
  const { db, sources, signal } = options;
  const leaseMs = options.leaseMs ?? LEASE_MS;
  const site = new URL(options.siteUrl);
  const found = [...(await publishedItemLinks(db, sources.stores)), ...(await sources.siteLinks())];
  const targets = new Map(found.map((link) => [link.url, targetOf(link.url, site)]));
  const paths = new Set<string>();
  const urls = new Set<string>();
  for (const target of targets.values()) {
    if (target && "path" in target) paths.add(target.path);
    else if (target && options.external) urls.add(target.url);
  }

  let checked = 0;
  let written = Date.now();
  const progress = async () => {
    checked += 1;
    if (Date.now() - written < PROGRESS_MS) return;
    written = Date.now();
    await db
      .update(linkCheckState)
      .set({ links: checked, leaseUntil: new Date(Date.now() + leaseMs) })
      // A late step (a link that answered after the check was written) must not take the lease
      // again once the check gave it back.
      .where(and(eq(linkCheckState.startedAt, startedAt), isNotNull(linkCheckState.leaseUntil)));
  };

  const verdicts = new Map<string, LinkVerdict>();
  const internal = internalLinkChecker(db, sources);
  const pathList = [...paths];
  for (let i = 0; i < pathList.length && !signal?.aborted; i += INTERNAL_AT_ONCE) {
    await Promise.all(
      pathList.slice(i, i + INTERNAL_AT_ONCE).map(async (path) => {
        verdicts.set(path, await internal.check(path));
        await progress();
      }),
    );
  }
  if (options.external && urls.size > 0 && !signal?.aborted) {
    const external = await checkExternalLinks(
      [...urls],
      { ...options.external, signal },
      () => void progress().catch(() => undefined),
    );
    for (const [url, verdict] of external) verdicts.set(url, verdict);
  }
  if (signal?.aborted) return undefined;

  const problems = found.flatMap((link) => {
    const target = targets.get(link.url);
    const verdict = target ? verdicts.get("path" in target ? target.path : target.url) : null;
    return verdict ? [{ ...link, problem: verdict.problem, status: verdict.status ?? null }] : [];
  });
  const links = paths.size + urls.size;
  return db.transaction(async (tx) => {
    const [state] = await tx
      .select({ startedAt: linkCheckState.startedAt })
      .from(linkCheckState)
      .where(eq(linkCheckState.id, 1))
      .for("update");
    if (state?.startedAt?.getTime() !== startedAt.getTime()) return undefined;
    const checkedAt = new Date();
    await tx.delete(linkProblems);
    for (let i = 0; i < problems.length; i += INSERT_BATCH) {
      await tx
        .insert(linkProblems)
        .values(problems.slice(i, i + INSERT_BATCH).map((row) => ({ ...row, checkedAt })));
    }
    await tx
      .update(linkCheckState)
      .set({ finishedAt: checkedAt, links, problems: problems.length, leaseUntil: null })
      .where(eq(linkCheckState.id, 1));
    return { links, problems: problems.length };
  });
}
