import type { MiddlewareHandler } from "hono";
import { isbot } from "isbot";
import { isLocale, LANGUAGE_COOKIE, type Locale, localizedPath } from "../../app/lib/i18n";

const CHOSEN = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=(am|om)(?:;|\\s*$)`);

/** The other language a visitor chose in the switcher (its cookie), if any: 'am' or 'om'. */
export function chosenLanguage(cookieHeader: string | undefined): Locale | undefined {
  const value = cookieHeader ? CHOSEN.exec(cookieHeader)?.[1] : undefined;
  return isLocale(value) ? value : undefined;
}

/**
 * A visitor who picked Amharic or Afaan Oromo in the language switcher (the cookie set by
 * app/enhance/language.ts) and comes back to `/` is sent to `/am` or `/om`. Search engines are
 * never redirected; every other address answers in the language it names.
 */
export function rememberedLanguage(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.path !== "/" || (c.req.method !== "GET" && c.req.method !== "HEAD")) return next();
    const chosen = chosenLanguage(c.req.header("cookie"));
    if (!chosen || isbot(c.req.header("user-agent") ?? "")) return next();
    c.header("Cache-Control", "private, no-store");
    c.header("Vary", "Cookie");
    return c.redirect(`${localizedPath("/", chosen)}${new URL(c.req.url).search}`, 302);
  };
}
