import { isbot } from "isbot";

/**
 * Whether a request comes from a crawler, a monitor or a script (isbot's list of user agents,
 * the one the language redirect uses): they are not visitors, so Insight counts none of their
 * views, searches or 404s. A request without a user agent is a script's too.
 */
export function isBot(userAgent: string | null | undefined): boolean {
  return !userAgent?.trim() || isbot(userAgent);
}
