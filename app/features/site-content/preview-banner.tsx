import { useLocation } from "react-router";
import { publishedPath } from "./preview-path";

/**
 * At the foot of the window on every public page while staff preview the site's draft (the
 * pages' header bar keeps the top): says so, and leads back, or to the page as published.
 * (English: the admin area's language.)
 */
export function SitePreviewBanner() {
  const { pathname, search, hash } = useLocation();
  return (
    <div
      role="status"
      lang="en"
      className="fixed inset-x-0 bottom-0 z-[60] flex flex-wrap items-center justify-center gap-x-4 gap-y-1 bg-copper-700 px-4 py-2.5 text-center text-sm text-white shadow-[0_-8px_24px_rgb(0_0_0/0.2)]"
    >
      <span className="font-semibold">Preview of unpublished site changes</span>
      <a href="/admin/site" className="underline underline-offset-2 hover:no-underline">
        Back to the site editor
      </a>
      <a
        href={publishedPath(pathname, search, hash)}
        className="underline underline-offset-2 hover:no-underline"
      >
        End preview
      </a>
    </div>
  );
}
