import type { ReactNode } from "react";
import { useSite } from "~/lib/site";
import { useLocalePath, useMessages } from "~/locales/use-messages";
import { PageFrame } from "./page-frame";

/**
 * The 404 page, in the site's frame (its header with the menu, search and languages, and its
 * footer) with the site's search box (`search`, given by the route), so a visitor on a lost
 * address finds their way. Its link home is a plain link: from the admin area, home loads as a
 * document.
 */
export function NotFoundPage({ search }: { search: ReactNode }) {
  const site = useSite();
  const t = useMessages().notFound;
  const to = useLocalePath();
  return (
    <PageFrame eyebrow={t.eyebrow} title={t.title} lead={t.text} width="max-w-4xl">
      <title>{`${t.title} | ${site.name}`}</title>
      <meta name="robots" content="noindex" />
      <div className="mx-auto max-w-4xl px-5 py-12 sm:px-8 sm:py-16">
        {search}
        <a
          href={to("/")}
          className="mt-10 inline-flex justify-center rounded-full bg-copper-600 px-7 py-3 text-center font-semibold text-white shadow-lg transition hover:bg-copper-700"
        >
          {t.backToHome}
        </a>
      </div>
    </PageFrame>
  );
}
