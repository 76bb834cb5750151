/**
 * Images that may fail to load (`<img data-fallback>` followed by a hidden fallback panel): when
 * one fails, it is hidden and the panel shown. Failures before this script ran are found by
 * looking at the images once; later ones arrive as (non-bubbling) error events, caught on the
 * way down.
 */
export function enhanceImageFallbacks(doc: Document) {
  const fallBack = (img: HTMLImageElement) => {
    const panel = img.nextElementSibling;
    if (!(panel instanceof HTMLElement)) return;
    img.hidden = true;
    panel.hidden = false;
  };
  doc.addEventListener(
    "error",
    (event) => {
      if (event.target instanceof HTMLImageElement && event.target.hasAttribute("data-fallback")) {
        fallBack(event.target);
      }
    },
    true,
  );
  for (const img of doc.querySelectorAll<HTMLImageElement>("img[data-fallback]")) {
    if (img.complete && img.naturalWidth === 0) fallBack(img);
  }
}
