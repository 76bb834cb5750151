function prefersReducedMotion(): boolean {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

/**
 * In-page links (`<a href="#about" data-section-link>`): scroll smoothly (instantly when the
 * visitor prefers reduced motion), move keyboard focus to the section and update the URL's hash
 * without a new history entry. Without the script the plain link does the same, minus the motion.
 */
export function enhanceSectionLinks(doc: Document) {
  doc.addEventListener("click", (event) => {
    // Modified clicks (new tab, new window) do what the browser does.
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return;
    }
    const link = (event.target as Element | null)?.closest<HTMLAnchorElement>(
      "a[data-section-link]",
    );
    const id = link?.hash.slice(1);
    const target = id ? doc.getElementById(id) : null;
    if (!target) return;
    event.preventDefault();
    target.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    target.focus({ preventScroll: true });
    window.history.replaceState(window.history.state, "", `#${id}`);
  });
}
