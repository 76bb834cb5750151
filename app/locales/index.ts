import type { Locale } from "~/lib/i18n";
import { am } from "./am";
import { en, type Messages } from "./en";
import { om } from "./om";

export type { Messages };

const MESSAGES: Record<Locale, Messages> = { en, am, om };

/** One language's messages (for loaders, meta functions and server code). */
export function messagesFor(locale: Locale): Messages {
  return MESSAGES[locale];
}
