/**
 * The Cache-Control of a public page that changes at a known moment (a position's closing
 * time): shared caches (nginx, a CDN) keep it, and serve it stale while fetching a fresh copy,
 * only until that moment. Undefined when the moment is further off than the usual 31 seconds
 * (the default applies: server/middleware/cache-control.ts).
 */
export function publicCacheUntil(next: Date | undefined, now = Date.now()): string | undefined {
  if (!next) return undefined;
  const seconds = Math.floor((next.getTime() - now) / 1000);
  if (seconds > 31) return undefined;
  const fresh = Math.min(1, Math.max(0, seconds));
  const stale = Math.min(30, Math.max(0, seconds - fresh));
  return `public, max-age=0, s-maxage=${fresh}, stale-while-revalidate=${stale}`;
}
