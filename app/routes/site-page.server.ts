import { data, type LoaderFunctionArgs } from "react-router";
import { renderContent } from "~/features/content/rich-text/render.server";
import { inLocale } from "~/features/content/translate";
import { getPageBySlug } from "~/features/pages/public-queries.server";
import { PAGE_ADDRESS } from "~/features/pages/schema";
import { localeOfPath } from "~/lib/i18n";
import { requireEditor } from "~/routes/guards.server";

interface PageArgs {
  request: Request;
  context: Parameters<typeof requireEditor>[0]["context"];
  params: Record<string, string | undefined>;
}

/**
 * The published page at `/<slug>` in the address's language (its translation, or its English
 * marked as such), or undefined; staff may preview a draft with ?preview=1 (never cached, never
 * indexed).
 */
export async function loadSitePage(args: PageArgs, slug: string) {
  const url = new URL(args.request.url);
  const locale = localeOfPath(url.pathname);
  const preview = url.searchParams.get("preview") === "1";
  if (preview) requireEditor(args);
  if (!PAGE_ADDRESS.test(slug)) return undefined;
  const row = await getPageBySlug(args.context.db, slug, preview);
  if (!row) return undefined;
  const shown = inLocale(row, locale);
  return data(
    {
      locale,
      preview,
      page: {
        slug: row.slug,
        title: shown.title,
        description: shown.description,
        lang: shown.lang,
        template: row.template,
      },
      parts: await renderContent(args.context.db, shown.body, args.context.siteUrl, { locale }),
    },
    { headers: preview ? { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" } : {} },
  );
}

export type LegalWhich = "privacy" | "terms";
type Loaded = NonNullable<Awaited<ReturnType<typeof loadSitePage>>>;
/** What a page's loader gives its component. */
export type LoadedSitePage = Loaded extends { data: infer D } ? D : never;

/**
 * /privacy and /terms: the page staff published at that address (/admin/pages), else the
 * template text the site starts with (null).
 */
export function legalLoader(which: LegalWhich) {
  return async (args: LoaderFunctionArgs) => {
    try {
      return (await loadSitePage(args, which)) ?? null;
    } catch (error) {
      // A redirect to the login (a preview while signed out) is an answer, not a failure.
      if (error instanceof Response) throw error;
      // The template rather than no page while the database cannot answer.
      args.context.logger.error({ err: error }, `Error loading the page at /${which}`);
      return null;
    }
  };
}
