/**
 * A gallery's images, larger (the gallery block, app/lib/markdown-blocks.server.ts): each
 * thumbnail is a link to its full image, which works without script. With it, a click opens a
 * native modal `<dialog>` (focus kept inside, Escape closes, the page behind inert) with the
 * image, its caption, 'n of m', Previous and Next buttons and the arrow keys; closing returns
 * the focus to the thumbnail that opened it. Its words are the gallery's `data-*` attributes, in the page's
 * language.
 */
export function enhanceLightboxes(doc: Document) {
  doc.addEventListener("click", (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element | null)?.closest<HTMLAnchorElement>(
      "a[data-lightbox-image]",
    );
    const gallery = link?.closest<HTMLElement>("[data-gallery]");
    if (!link || !gallery || typeof HTMLDialogElement !== "function") return;
    event.preventDefault();
    open(doc, gallery, link);
  });
}

function open(doc: Document, gallery: HTMLElement, opener: HTMLAnchorElement) {
  const links = Array.from(gallery.querySelectorAll<HTMLAnchorElement>("a[data-lightbox-image]"));
  const words = gallery.dataset;
  let index = Math.max(0, links.indexOf(opener));

  const dialog = doc.createElement("dialog");
  dialog.className = "blk-lightbox";
  dialog.setAttribute("aria-label", words.viewer ?? "");
  const figure = doc.createElement("figure");
  const image = doc.createElement("img");
  const caption = doc.createElement("figcaption");
  const position = doc.createElement("p");
  position.className = "blk-lightbox-position";
  position.setAttribute("aria-live", "polite");
  figure.append(image, caption);
  const button = (name: string, label: string, symbol: string) => {
    const element = doc.createElement("button");
    element.type = "button";
    element.className = `blk-lightbox-${name}`;
    element.setAttribute("aria-label", label);
    element.innerHTML = `<span aria-hidden="true">${symbol}</span>`;
    return element;
  };
  const close = button("close", words.close ?? "", "&times;");
  const previous = button("previous", words.previous ?? "", "&#8249;");
  const next = button("next", words.next ?? "", "&#8250;");
  dialog.append(figure, position, previous, next, close);

  const show = (at: number) => {
    index = (at + links.length) % links.length;
    const link = links[index] as HTMLAnchorElement;
    const thumbnail = link.querySelector("img");
    image.src = link.href;
    image.alt = thumbnail?.alt ?? "";
    const text = link.closest("figure")?.querySelector("figcaption")?.textContent ?? "";
    caption.textContent = text;
    caption.hidden = !text;
    position.textContent = (words.position ?? "{n} / {m}")
      .replace("{n}", String(index + 1))
      .replace("{m}", String(links.length));
  };

  previous.addEventListener("click", () => show(index - 1));
  next.addEventListener("click", () => show(index + 1));
  close.addEventListener("click", () => dialog.close());
  dialog.addEventListener("keydown", (event) => {
    if (event.key === "ArrowLeft") show(index - 1);
    else if (event.key === "ArrowRight") show(index + 1);
    else return;
    event.preventDefault();
  });
  // A click on the backdrop (the dialog itself, outside its content) closes it.
  dialog.addEventListener("click", (event) => {
    if (event.target === dialog) dialog.close();
  });
  dialog.addEventListener("close", () => {
    dialog.remove();
    opener.focus();
  });
  const single = links.length < 2;
  previous.hidden = single;
  next.hidden = single;

  show(index);
  doc.body.append(dialog);
  dialog.showModal();
  (single ? close : next).focus();
}
