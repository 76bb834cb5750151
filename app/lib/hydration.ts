/**
 * What a route module may export as `handle`. Routes (and their children) with `hydrate: true`
 * run as a React application in the browser (the admin area); every other page is sent as
 * finished HTML plus one small script (app/enhance), see docs/decisions/010-static-public-pages.md.
 */
export interface RouteHandle {
  hydrate?: boolean;
}

/** Whether a page made of these route matches runs as a React application in the browser. */
export function pageHydrates(matches: readonly { handle?: unknown }[]): boolean {
  return matches.some((match) => (match.handle as RouteHandle | undefined)?.hydrate === true);
}
