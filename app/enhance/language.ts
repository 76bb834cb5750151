import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE } from "../lib/i18n";

/**
 * Remembers the language a visitor picks in the switcher, so that a later visit to `/` opens in
 * it (server/middleware/language.ts). The link itself works without this.
 */
export function enhanceLanguageSwitchers(root: Document) {
  // The header's language menu (a <details>) closes on a click elsewhere and on Escape.
  const openMenus = () =>
    root.querySelectorAll<HTMLDetailsElement>("details[data-language-menu][open]");
  root.addEventListener("click", (event) => {
    for (const menu of openMenus()) {
      if (!menu.contains(event.target as Node)) menu.open = false;
    }
  });
  root.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    for (const menu of openMenus()) {
      menu.open = false;
      menu.querySelector("summary")?.focus();
    }
  });
  root.addEventListener("click", (event) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>("a[data-language]");
    const language = link?.dataset.language;
    if (!language) return;
    // biome-ignore lint/suspicious/noDocumentCookie: one first-party preference, read by the server
    document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax${location.protocol === "https:" ? "; Secure" : ""}`;
  });
}
