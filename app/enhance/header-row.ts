/**
 * The public header's row from 1024 px (app/features/site/site-header.tsx): shows the links that
 * fit on its one line and moves the others into 'More', measured in the page as it is drawn (its
 * language, its fonts, the company's name, the pages staff put in the menu), again whenever the
 * bar's width changes or a font arrives. Without this script, app/app.css shows a fixed number of
 * links per width and 'More' holds the rest (docs/decisions/032-header-row.md).
 *
 * 'More' is a `<details>` (it opens without the script); this closes it on Escape, returning
 * focus to its button, on a click elsewhere and when one of its links is followed.
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

  const close = (focus: boolean) => {
    if (!more.open) return;
    more.open = false;
    if (focus) more.querySelector("summary")?.focus();
  };
  doc.addEventListener("keydown", (event) => {
    if (event.key === "Escape") close(true);
  });
  doc.addEventListener("click", (event) => {
    const target = event.target as Element | null;
    if (!target || !more.contains(target)) close(false);
    else if (target.closest("a")) close(false);
  });
}
