import { escapeHtml } from "~/lib/html";
import { format } from "~/lib/i18n";
import { type SiteRichTextPath, useSite, useSiteRichText } from "~/lib/site";

/**
 * A long text of the site (the About text, a sector's overview) as staff wrote it in the editor:
 * HTML the server rendered from its Markdown and sanitised. `{name}` is the company's name.
 */
export function SiteRichText({
  path,
  className = "",
}: {
  path: SiteRichTextPath;
  className?: string;
}) {
  const site = useSite();
  const html = format(useSiteRichText(path), { name: escapeHtml(site.name) });
  return (
    <div
      className={`prose-site ${className}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered and sanitised by the server (lib/markdown.server.ts)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
