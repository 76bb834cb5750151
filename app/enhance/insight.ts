/**
 * Tells the server a public page was viewed (ADR 054): one beacon with the page's path, the
 * referrer and the window's width, which the browser sends without holding the page up; no
 * cookie, nothing stored in the browser. Cached pages are counted too: the server counts the
 * beacon, not the page. A page not counted says so (`data-page-views="off"`: staff previewing
 * the site's changes); the server decides the rest (previews, robots, DNT, Sec-GPC).
 */
export function countPageView(): void {
  if (!navigator.sendBeacon || document.documentElement.dataset.pageViews === "off") return;
  const send = () =>
    navigator.sendBeacon(
      "/seen",
      JSON.stringify({ p: location.pathname, r: document.referrer, w: innerWidth }),
    );
  // Once the page has loaded: the beacon never competes with the page's own photos and fonts.
  if (document.readyState === "complete") send();
  else addEventListener("load", send, { once: true });
}
