import { and, eq, isNull } from "drizzle-orm";
import { UniqueFieldError } from "~/features/content/store.server";
import { createContent } from "~/features/content/versions/save.server";
import { format, type Locale } from "~/lib/i18n";
import { messagesFor } from "~/locales";
import type { AppDatabase } from "../../../db/client.server";
import { pages, siteSettings } from "../../../db/schema";
import { PageFormSchema } from "./schema";
import { pageStore } from "./store.server";

/** The pages the site starts with, at the addresses the footer links to. */
export const LEGAL_PAGES = ["privacy", "terms"] as const;
export type LegalPageAddress = (typeof LEGAL_PAGES)[number];

/**
 * Set, in the transaction that makes them, once the legal pages were made: they are made once
 * per database, never again (staff may delete them; /privacy and /terms then show the template).
 */
const MADE_KEY = "legal-pages-made";

/** Markdown's punctuation in a text put into Markdown (a company name): read as itself. */
function markdownLiteral(text: string) {
  return text.replace(/[\\`*_{}[\]()<>#+!|~]/g, "\\$&");
}

/**
 * One language's template of a legal page as a page's texts: the intro, then a heading and a
 * paragraph per section, with the company's name and its contact e-mail (a mail link) in it.
 */
export function legalTemplate(
  which: LegalPageAddress,
  locale: Locale,
  company: { name: string; email: string },
) {
  const t = messagesFor(locale).legal[which];
  const fill = (template: string) =>
    format(template, {
      name: markdownLiteral(company.name),
      email: `[${markdownLiteral(company.email)}](mailto:${company.email})`,
    });
  const body = [fill(t.intro), ...t.sections.map((s) => `## ${s.heading}\n\n${fill(s.text)}`)];
  return {
    title: t.title,
    body: body.join("\n\n"),
    description: format(t.metaDescription, { name: company.name }),
  };
}

/**
 * The Privacy Policy and Terms of Service as pages, published and marked as the template, made
 * on the site's first start with this version (a new install, or an older one starting this
 * version for the first time), in every language the template is written in. Once only: the
 * mark that they were made is written in the same transaction, and a second instance starting
 * at the same moment waits for it, then finds it. An address where a page already is (staff
 * published their own) is left as it is. Returns the addresses made.
 */
export async function createLegalPages(
  db: AppDatabase,
  company: { name: string; email: string },
): Promise<LegalPageAddress[]> {
  return db.transaction(async (tx) => {
    const [first] = await tx
      .insert(siteSettings)
      .values({ key: MADE_KEY, value: "true" })
      .onConflictDoNothing()
      .returning({ key: siteSettings.key });
    if (!first) return [];
    const made: LegalPageAddress[] = [];
    for (const slug of LEGAL_PAGES) {
      const [taken] = await tx
        .select({ id: pages.id })
        .from(pages)
        .where(and(eq(pages.slug, slug), isNull(pages.deletedAt)));
      if (taken) continue;
      const english = legalTemplate(slug, "en", company);
      const translated: Record<string, string> = {};
      for (const locale of ["am", "om"] as const) {
        const texts = legalTemplate(slug, locale, company);
        for (const [field, text] of Object.entries(texts)) {
          translated[`translations.${locale}.${field}`] = text;
        }
      }
      // The form's own schema: the pages are what staff could have typed.
      const { publication: _chosen, ...input } = PageFormSchema.parse({
        ...english,
        slug,
        ...translated,
      });
      try {
        const fields = { ...input, published: true, publishedAt: new Date() };
        const id = await createContent(tx, pageStore, fields, null);
        if (!id) continue;
        await tx.update(pages).set({ template: true }).where(eq(pages.id, id));
        made.push(slug);
      } catch (error) {
        // Taken meanwhile by a page staff saved: theirs stays.
        if (!(error instanceof UniqueFieldError)) throw error;
      }
    }
    return made;
  });
}
