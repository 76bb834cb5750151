/**
 * Tells the server a public page was viewed (ADR 054): one beacon with the page's path, the
 * referrer and the window's width, which the browser sends without holding the page up; no
 * cookie, nothing stored in the browser. Cached pages are counted too: the server counts the beacon, not the
 * page. The server decides what is counted (not previews, robots, DNT or Sec-GPC).
 */
export function countPageView(): void {
  if (!navigator.sendBeacon || /^\/(admin|preview)(\/|$)/.test(location.pathname)) return;
  navigator.sendBeacon(
    "/seen",
    JSON.stringify({ p: location.pathname, r: document.referrer, w: innerWidth }),
  );
}
