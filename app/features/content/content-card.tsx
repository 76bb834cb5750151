import type { ReactNode } from "react";

/**
 * `sizes` for a card's image in the public grids (max-w-7xl, 32 px gaps): three columns of
 * articles from 1024 px (two from 768 px), two columns of videos from 768 px, one below.
 */
export const CARD_IMAGE_SIZES = {
  articles:
    "(min-width: 1280px) 384px, (min-width: 1024px) calc((100vw - 128px) / 3), (min-width: 768px) calc((100vw - 96px) / 2), calc(100vw - 40px)",
  videos:
    "(min-width: 1280px) 592px, (min-width: 768px) calc((100vw - 96px) / 2), calc(100vw - 40px)",
};

/**
 * The public card of an article or a video: media on top, then a line of facts, the title as a
 * heading (h3 under a section's h2 on the home page, h2 directly under the page's h1 on /news
 * and /videos) and the text, at most three lines.
 */
export function ContentCard({
  media,
  facts,
  title,
  text,
  headingLevel = 3,
  className = "",
  lang,
}: {
  media: ReactNode;
  facts: ReactNode;
  title: ReactNode;
  text: string;
  headingLevel?: 2 | 3;
  className?: string;
  /** The language of the title and text (an untranslated item's English on another page). */
  lang?: string;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article
      className={`flex min-w-0 flex-1 flex-col overflow-hidden break-words rounded-3xl bg-white shadow-sm ring-1 ring-slate-200 ${className}`}
    >
      {media}
      <div className="flex flex-1 flex-col p-6">
        {facts}
        <Heading lang={lang} className="mt-2 font-semibold text-ink text-xl leading-snug">
          {title}
        </Heading>
        <p lang={lang} className="mt-3 line-clamp-3 text-slate-600">
          {text}
        </p>
      </div>
    </article>
  );
}
