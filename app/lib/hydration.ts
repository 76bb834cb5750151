/**
 * What a route module may export as `handle`. Routes (and their children) with `hydrate: true`
 * run as a React application in the browser (the admin area); every other page is sent as
 * finished HTML plus one small script (app/enhance), see docs/decisions/010-static-public-pages.md.
 */
export interface RouteHandle {
  hydrate?: boolean;
  /** The page shows a 'Get alerts' form of its own: the footer leaves its one out. */
  ownsAlertsForm?: boolean;
  /**
   * The page may be shown in a frame by the site's own pages (a form's side-by-side preview);
   * every other page refuses any frame.
   */
  framedBySite?: boolean;
}

/** Whether a page made of these route matches shows a 'Get alerts' form of its own. */
export function pageOwnsAlertsForm(matches: readonly { handle?: unknown }[]): boolean {
  return matches.some(
    (match) => (match.handle as RouteHandle | undefined)?.ownsAlertsForm === true,
  );
}

/** Whether a page made of these route matches runs as a React application in the browser. */
export function pageHydrates(matches: readonly { handle?: unknown }[]): boolean {
  return matches.some((match) => (match.handle as RouteHandle | undefined)?.hydrate === true);
}

/** Whether a page made of these route matches may be framed by the site's own pages. */
export function pageFramedBySite(matches: readonly { handle?: unknown }[]): boolean {
  return matches.some((match) => (match.handle as RouteHandle | undefined)?.framedBySite === true);
}
