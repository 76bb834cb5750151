/**
 * A disclosure menu: `<button data-menu-toggle aria-controls="id" aria-expanded="false">` shows and
 * hides the element it controls. Its accessible name follows the state (`data-open-label`,
 * `data-closed-label` on a `[data-menu-label]` child); Escape closes it and returns focus to
 * the button; following one of its links closes it.
 */
export function enhanceMenus(doc: Document) {
  const setOpen = (button: HTMLElement, open: boolean) => {
    const menu = doc.getElementById(button.getAttribute("aria-controls") ?? "");
    if (!menu) return;
    button.setAttribute("aria-expanded", String(open));
    menu.hidden = !open;
    const label = button.querySelector<HTMLElement>("[data-menu-label]");
    const text = open ? button.dataset.openLabel : button.dataset.closedLabel;
    if (label && text) label.textContent = text;
  };
  const openToggles = () =>
    doc.querySelectorAll<HTMLElement>('[data-menu-toggle][aria-expanded="true"]');

  doc.addEventListener("click", (event) => {
    const target = event.target as Element | null;
    const toggle = target?.closest<HTMLElement>("[data-menu-toggle]");
    if (toggle) {
      setOpen(toggle, toggle.getAttribute("aria-expanded") !== "true");
      return;
    }
    // A link inside an open menu closes it.
    if (target?.closest("a")) {
      for (const button of openToggles()) {
        const menu = doc.getElementById(button.getAttribute("aria-controls") ?? "");
        if (menu?.contains(target)) setOpen(button, false);
      }
    }
  });
  doc.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    for (const button of openToggles()) {
      setOpen(button, false);
      button.focus();
    }
  });
}
