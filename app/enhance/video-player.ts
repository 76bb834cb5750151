/**
 * Video facades: `<button data-play-video>` followed by a `<template>` holding the player
 * (an iframe or a <video>). Nothing in a template loads, so the page requests nothing from the
 * video's host until the visitor presses Play; then the button is replaced by the player, which
 * takes the focus.
 */
export function enhanceVideoPlayers(doc: Document) {
  doc.addEventListener("click", (event) => {
    const button = (event.target as Element | null)?.closest<HTMLElement>("[data-play-video]");
    const template = button?.nextElementSibling;
    if (!button || !(template instanceof HTMLTemplateElement)) return;
    const player = template.content.firstElementChild?.cloneNode(true);
    if (!(player instanceof HTMLElement)) return;
    button.replaceWith(player);
    template.remove();
    player.focus();
  });
}
