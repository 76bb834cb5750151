/**
 * The query every draft's preview uses: a public page with `?preview=1` shows staff the draft
 * (an article's, a page's, a position's, and the site's own texts and photos) instead of what is
 * published. On the site's own pages it changes nothing for anyone else; an item's page with it
 * asks for an editor's sign-in. Such a page is never cached.
 */
export const PREVIEW_PARAM = "preview";

/** A public page's address showing the site's draft: '/#contact' → '/?preview=1#contact'. */
export function sitePreviewPath(to: string): string {
  const url = new URL(to, "http://site.invalid");
  url.searchParams.set(PREVIEW_PARAM, "1");
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The same address without the preview: what visitors see there. */
export function publishedPath(pathname: string, search: string, hash = ""): string {
  const query = new URLSearchParams(search);
  query.delete(PREVIEW_PARAM);
  const rest = query.toString();
  return `${pathname}${rest ? `?${rest}` : ""}${hash}`;
}
