import { InEnglish } from "~/features/content/in-english";
import { RichText } from "~/features/content/rich-text/rich-text";
import type { Locale } from "~/lib/i18n";
import type { RichTextPart } from "~/lib/markdown-video";
import { useLocale, useMessages } from "~/locales/use-messages";
import { TemplateNotice } from "./legal-page";
import { PageFrame } from "./page-frame";

/** An added page as visitors read it: its title over its body (Markdown rendered on the server). */
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
  return (
    <PageFrame
      title={title}
      titleLang={lang === locale ? undefined : lang}
      eyebrow={preview ? t.news.draftPreview : undefined}
      width="max-w-3xl"
      article
    >
      <div
        lang={lang === locale ? undefined : lang}
        className="mx-auto max-w-3xl px-5 py-14 sm:px-8"
      >
        {template ? <TemplateNotice className="mb-10" /> : null}
        {lang !== locale ? (
          <p className="mb-6">
            <InEnglish label={t.common.inEnglish} />
          </p>
        ) : null}
        <RichText parts={parts} className="prose-article [&>:first-child]:mt-0" />
      </div>
    </PageFrame>
  );
}
