import { and, asc, desc, eq, ilike, ne, or, sql } from "drizzle-orm";
import { publicAddress } from "~/features/content/kinds";
import { recordActivity } from "~/lib/activity.server";
import { toCsv } from "~/lib/csv";
import type { AppDatabase } from "../../../db/client.server";
import { newsArticles, notFoundPaths, redirects, slugRedirects } from "../../../db/schema";
import { parseRedirectCsv, REDIRECT_CSV_COLUMNS } from "./csv";
import { checkFromPath, checkStatus, checkTarget, type RedirectStatus, targetPath } from "./rules";

/** The most redirects the list shows at once (the filter finds the others). */
export const REDIRECTS_SHOWN = 200;

/** What the form (or a line of a CSV) asks for. */
export interface RedirectInput {
  from: string;
  to: string;
  status: string;
}

export type RedirectField = "from" | "to" | "status";

export type SavedRedirect =
  | {
      ok: true;
      id: string;
      fromPath: string;
      to: string;
      status: RedirectStatus;
      /** The target was itself redirected: the redirect leads straight to that one's target. */
      collapsedFrom?: string;
      /** Redirects that led to this old address and now lead straight to its target. */
      shortened: number;
    }
  | { ok: false; errors: Partial<Record<RedirectField, string>> };

/** The redirects, most recently changed first, optionally those whose addresses hold `filter`. */
export async function listRedirects(db: AppDatabase, filter = "") {
  const words = filter.trim().slice(0, 200);
  const like = `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = words ? or(ilike(redirects.fromPath, like), ilike(redirects.to, like)) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(redirects)
      .where(where)
      .orderBy(desc(redirects.updatedAt), asc(redirects.fromPath))
      .limit(REDIRECTS_SHOWN),
    db.select({ total: sql<number>`count(*)::integer` }).from(redirects).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/**
 * The old addresses of renamed articles (slug_redirects), which lead to the article wherever it
 * is now: shown beside the redirects, changed only by editing the article.
 */
export async function articleAddressChanges(db: AppDatabase, filter = "") {
  const words = filter.trim().slice(0, 200);
  const like = `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .select({
      oldSlug: slugRedirects.oldSlug,
      articleId: newsArticles.id,
      title: newsArticles.title,
      slug: newsArticles.slug,
    })
    .from(slugRedirects)
    .innerJoin(newsArticles, eq(newsArticles.id, slugRedirects.articleId))
    .where(
      words
        ? or(
            ilike(slugRedirects.oldSlug, like),
            ilike(newsArticles.slug, like),
            ilike(newsArticles.title, like),
          )
        : undefined,
    )
    .orderBy(desc(slugRedirects.createdAt))
    .limit(REDIRECTS_SHOWN);
  return rows.map((row) => ({
    articleId: row.articleId,
    title: row.title,
    fromPath: publicAddress("article", row.oldSlug) ?? "",
    to: publicAddress("article", row.slug) ?? "",
  }));
}

/**
 * Adds a redirect, or changes redirect `id`, after checking it: never a loop, never a chain (a
 * target that is itself redirected is replaced by that one's target, and redirects that led to
 * this old address now lead straight to its new one). The old address leaves the 404 log.
 */
export async function saveRedirect(
  db: AppDatabase,
  actorId: string | null,
  input: RedirectInput,
  id?: string,
): Promise<SavedRedirect> {
  const saved = await db.transaction((tx) => storeRedirect(tx, input, id));
  if (saved.ok)
    await recordActivity(db, {
      actorId,
      action: id ? "edit-redirect" : "create-redirect",
      subjectType: "redirect",
      subjectId: saved.id,
      subjectTitle: saved.fromPath,
      detail: `→ ${saved.to} (${saved.status})`,
    });
  return saved;
}

/** The checks and the writes of one redirect, in the caller's transaction. */
async function storeRedirect(
  db: AppDatabase,
  input: RedirectInput,
  id?: string,
  { replace = false }: { replace?: boolean } = {},
): Promise<SavedRedirect> {
  const from = checkFromPath(input.from);
  const to = checkTarget(input.to);
  const status = checkStatus(input.status);
  if (!from.ok || !to.ok || !status.ok)
    return {
      ok: false,
      errors: {
        from: from.ok ? undefined : from.error,
        to: to.ok ? undefined : to.error,
        status: status.ok ? undefined : status.error,
      },
    };
  const fromPath = from.value;
  let target = to.value;
  let collapsedFrom: string | undefined;
  const path = targetPath(target);
  if (path === fromPath)
    return { ok: false, errors: { to: "A redirect cannot lead to its own address." } };
  const [taken] = await db
    .select({ id: redirects.id })
    .from(redirects)
    .where(eq(redirects.fromPath, fromPath));
  if (taken && taken.id !== id && !replace)
    return { ok: false, errors: { from: `There is already a redirect from ${fromPath}.` } };
  if (path !== undefined) {
    const [next] = await db
      .select({ id: redirects.id, to: redirects.to })
      .from(redirects)
      .where(eq(redirects.fromPath, path));
    if (next && next.id !== id && next.id !== taken?.id) {
      if (targetPath(next.to) === fromPath)
        return {
          ok: false,
          errors: {
            to: `This would make a loop: ${fromPath} would lead to ${path}, which leads back to ${fromPath}.`,
          },
        };
      collapsedFrom = path;
      target = next.to;
    }
  }
  const values = { fromPath, to: target, status: status.value, updatedAt: new Date() };
  const ownId = id ?? taken?.id;
  const [row] = ownId
    ? await db.update(redirects).set(values).where(eq(redirects.id, ownId)).returning()
    : await db.insert(redirects).values(values).returning();
  if (!row) return { ok: false, errors: { from: "This redirect no longer exists." } };
  // Those that led here lead straight on (a → b, then b → c: a → c).
  const shortened = await db
    .update(redirects)
    .set({ to: target, updatedAt: new Date() })
    .where(
      and(
        ne(redirects.id, row.id),
        or(
          eq(redirects.to, fromPath),
          sql`starts_with(${redirects.to}, ${`${fromPath}?`})`,
          sql`starts_with(${redirects.to}, ${`${fromPath}#`})`,
        ),
      ),
    )
    .returning({ id: redirects.id });
  await db.delete(notFoundPaths).where(eq(notFoundPaths.path, fromPath));
  return {
    ok: true,
    id: row.id,
    fromPath,
    to: target,
    status: status.value,
    collapsedFrom,
    shortened: shortened.length,
  };
}

/** Deletes a redirect: its old address, or null when it was gone already. */
export async function deleteRedirect(
  db: AppDatabase,
  actorId: string | null,
  id: string,
): Promise<string | null> {
  const [row] = await db.delete(redirects).where(eq(redirects.id, id)).returning();
  if (!row) return null;
  await recordActivity(db, {
    actorId,
    action: "delete-redirect",
    subjectType: "redirect",
    subjectId: row.id,
    subjectTitle: row.fromPath,
    detail: `→ ${row.to} (${row.status})`,
  });
  return row.fromPath;
}

export type ImportedRedirects =
  | {
      ok: true;
      /** Lines stored (a line whose old address had a redirect replaces it). */
      stored: number;
      /** The lines refused, each with why; the others were stored. */
      refused: { line: number; from: string; reason: string }[];
    }
  | { ok: false; error: string };

/**
 * Imports a CSV of from,to,status (ADR 056): each valid line is stored (replacing the redirect
 * of the same old address, so an import can be run again), each other line is reported with
 * why; a file that is not such a CSV stores nothing.
 */
export async function importRedirects(
  db: AppDatabase,
  actorId: string | null,
  text: string,
): Promise<ImportedRedirects> {
  const parsed = parseRedirectCsv(text);
  if (!parsed.ok) return parsed;
  const refused: { line: number; from: string; reason: string }[] = [];
  let stored = 0;
  await db.transaction(async (tx) => {
    for (const line of parsed.lines) {
      const saved = await storeRedirect(tx, line, undefined, { replace: true });
      if (saved.ok) stored++;
      else {
        const reason = Object.values(saved.errors).filter(Boolean).join(" ");
        refused.push({ line: line.line, from: line.from, reason });
      }
    }
  });
  if (stored > 0)
    await recordActivity(db, {
      actorId,
      action: "import-redirects",
      detail: `${stored} stored${refused.length > 0 ? `, ${refused.length} line(s) refused` : ""}`,
    });
  return { ok: true, stored, refused };
}

/** Every redirect as CSV (from,to,status), the format the import reads. */
export async function redirectsCsv(db: AppDatabase): Promise<string> {
  const rows = await db
    .select({ from: redirects.fromPath, to: redirects.to, status: redirects.status })
    .from(redirects)
    .orderBy(asc(redirects.fromPath));
  return toCsv(
    REDIRECT_CSV_COLUMNS,
    rows.map((row) => [row.from, row.to, row.status]),
  );
}
