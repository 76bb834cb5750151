import { InEnglish } from "~/features/content/in-english";
import { RichText } from "~/features/content/rich-text/rich-text";
import type { Locale } from "~/lib/i18n";
import type { RichTextPart } from "~/lib/markdown-video";
import { useLocale, useMessages } from "~/locales/use-messages";
import { withContents } from "./contents";
import { TemplateNotice } from "./legal-page";
import { PageFrame } from "./page-frame";
import { ReadingLayout } from "./reading-layout";

/**
 * An added page as visitors read it: its title over its body (Markdown rendered on the server)
 * at a reading width, with 'On this page' listing its sections.
 */
export function SitePageView({
  title,
  lang,
  parts,
  preview,
  template = false,
}: {
  title: string;
  /** The language of what is shown (English where the page has no translation). */
  lang: Locale;
  /** The page's body, rendered and sanitised on the server (renderContent). */
  parts: RichTextPart[];
  preview: boolean;
  /** Still the template text the site started with (the legal pages): says so above it. */
  template?: boolean;
}) {
  const locale = useLocale();
  const t = useMessages();
  const body = withContents(parts);
  return (
    <PageFrame
      title={title}
      titleLang={lang === locale ? undefined : lang}
      eyebrow={preview ? t.news.draftPreview : undefined}
      width={body.contents.length >= 2 ? "max-w-6xl" : "max-w-3xl"}
      article
    >
      <ReadingLayout contents={body.contents} lang={lang === locale ? undefined : lang}>
        {template ? <TemplateNotice className="mb-10" /> : null}
        {lang !== locale ? (
          <p className="mb-6">
            <InEnglish label={t.common.inEnglish} />
          </p>
        ) : null}
        <RichText parts={body.parts} className="prose-article [&>:first-child]:mt-0" />
      </ReadingLayout>
    </PageFrame>
  );
}
