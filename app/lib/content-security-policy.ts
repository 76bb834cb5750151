/** Where video players may be embedded from (see video-embed.ts). */
const PLAYER_ORIGINS = "https://www.youtube-nocookie.com https://player.vimeo.com";

/**
 * The Content-Security-Policy of our HTML pages. Scripts come from our own origin only; a page
 * that runs inline scripts (the hydrated admin area) names them with a per-request nonce. Public
 * pages have no inline script at all, so their policy carries no nonce and stays valid in the
 * page cache. Styles allow inline `style` attributes (React renders a few); images and video
 * files may come from any https host (article and video URLs), players from known hosts only.
 */
export function contentSecurityPolicy(
  nonce?: string,
  frames: {
    /** The page frames the site's own pages (the admin area: a form's preview beside it). */
    framesSite?: boolean;
    /** The site's own pages may frame this one (the preview they show); no other page may. */
    framedBySite?: boolean;
    /**
     * Other origins a form may lead to: the company sign-in providers' (a sign-in form's answer
     * redirects there, and browsers hold redirects of a form to form-action).
     */
    formOrigins?: readonly string[];
  } = {},
): string {
  return [
    "default-src 'self'",
    nonce ? `script-src 'self' 'nonce-${nonce}'` : "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "media-src 'self' https:",
    `frame-src ${frames.framesSite ? "'self' " : ""}${PLAYER_ORIGINS}`,
    "connect-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    ["form-action 'self'", ...(frames.formOrigins ?? [])].join(" "),
    frames.framedBySite ? "frame-ancestors 'self'" : "frame-ancestors 'none'",
  ].join("; ");
}
