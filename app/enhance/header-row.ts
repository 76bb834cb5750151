/**
 * The public header's row from 1024 px (app/features/site/site-header.tsx): shows the links that
 * fit on its one line and moves the others into 'More', measured in the page as it is drawn (its
 * language, its fonts, the company's name, the pages staff put in the menu), again whenever the
 * bar's width changes or a font arrives. Without this script, app/app.css shows a fixed number of
 * links per width and 'More' holds the rest (docs/decisions/032-header-row.md).
 *
 * 'More' and the menu's groups are `<details>` (they open without the script); this closes them
 * on Escape, returning focus to their button, on a click elsewhere and when one of their links
 * is followed, keeps one open at a time, and opens one by ArrowDown (moving to its first link;
 * the arrows then move between its links).
 */
export function enhanceHeaderRow(doc: Document) {
  const nav = doc.querySelector<HTMLElement>("[data-header-row]");
  const row = nav?.querySelector<HTMLElement>("[data-row-links]");
  const more = nav?.querySelector<HTMLDetailsElement>("details[data-more-links]");
  if (!nav || !row || !more) return;
  const rowItems = [...row.children] as HTMLElement[];
  const moreItems = [...(more.querySelector("ul")?.children ?? [])] as HTMLElement[];

  const fitRow = () => {
    nav.dataset.fitted = "";
    for (const item of rowItems) item.hidden = false;
    more.hidden = true;
    // Below 1024 px the row is not shown: the menu button holds every link.
    if (rowItems.length === 0 || getComputedStyle(row).display === "none") return;
    const overflowing = () => {
      const box = row.getBoundingClientRect();
      const top = rowItems[0]?.getBoundingClientRect().top ?? box.top;
      return rowItems.map((item) => {
        const itemBox = item.getBoundingClientRect();
        // A second line (cut off), or wider than the room the row has.
        return (
          itemBox.top > top + 1 || itemBox.right > box.right + 0.5 || itemBox.left < box.left - 0.5
        );
      });
    };
    let hidden = overflowing();
    if (!hidden.some(Boolean)) return;
    // 'More' takes room of its own: measure again with it shown.
    more.hidden = false;
    hidden = overflowing();
    rowItems.forEach((item, index) => {
      item.hidden = Boolean(hidden[index]);
    });
    moreItems.forEach((item, index) => {
      item.hidden = !hidden[index];
    });
  };

  fitRow();
  new ResizeObserver(() => fitRow()).observe(nav);
  doc.fonts?.addEventListener?.("loadingdone", () => fitRow());

  // 'More' and the menu's groups: one open at a time.
  const disclosures = [
    more,
    ...nav.querySelectorAll<HTMLDetailsElement>("details[data-menu-group]"),
  ];
  const close = (details: HTMLDetailsElement, focus: boolean) => {
    if (!details.open) return;
    details.open = false;
    if (focus) details.querySelector("summary")?.focus();
  };
  for (const details of disclosures) {
    details.addEventListener("toggle", () => {
      if (!details.open) return;
      for (const other of disclosures) if (other !== details) close(other, false);
    });
  }
  doc.addEventListener("keydown", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const summary = target?.closest("summary");
    const group = summary?.parentElement;
    // ArrowDown on a group's button opens it and moves to its first link.
    if (
      event.key === "ArrowDown" &&
      group instanceof HTMLDetailsElement &&
      disclosures.includes(group)
    ) {
      event.preventDefault();
      group.open = true;
      group.querySelector<HTMLElement>("ul li:not([hidden]) a")?.focus();
      return;
    }
    // Up and down move between an open group's links.
    const within = target?.closest("details");
    if (
      (event.key === "ArrowDown" || event.key === "ArrowUp") &&
      within?.open &&
      target?.closest("a")
    ) {
      const links = [...within.querySelectorAll<HTMLElement>("ul li:not([hidden]) a")];
      const at = links.indexOf(target as HTMLElement);
      const next = links[at + (event.key === "ArrowDown" ? 1 : -1)];
      if (next && disclosures.includes(within as HTMLDetailsElement)) {
        event.preventDefault();
        next.focus();
      }
      return;
    }
    if (event.key !== "Escape") return;
    for (const details of disclosures) close(details, true);
  });
  doc.addEventListener("click", (event) => {
    const target = event.target as Element | null;
    for (const details of disclosures) {
      if (!target || !details.contains(target)) close(details, false);
      else if (target.closest("a")) close(details, false);
    }
  });
}
