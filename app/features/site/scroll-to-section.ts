import type { MouseEvent } from "react";

function prefersReducedMotion(): boolean {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

/**
 * Click handler for in-page links (`<a href="#about">`): scrolls smoothly (instantly when the
 * visitor prefers reduced motion), moves keyboard focus to the section and updates the URL's hash
 * without a new history entry. Before hydration the plain link does the same, minus the motion.
 */
export function scrollToSection(event: MouseEvent<HTMLAnchorElement>, id: string) {
  // Let modified clicks (new tab, new window) do what the browser does.
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
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
  // Keep React Router's history state; only the hash changes.
  window.history.replaceState(window.history.state, "", `#${id}`);
}
