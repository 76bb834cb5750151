/**
 * A video's length as staff type it in the video form (free text, as the specification has it:
 * '5:30') read as seconds, and written as ISO 8601 for search engines (VideoObject's
 * `duration`). What cannot be read is nothing, never a guess.
 */

const UNIT_SECONDS: Record<string, number> = {
  h: 3600,
  hr: 3600,
  hrs: 3600,
  hour: 3600,
  hours: 3600,
  m: 60,
  min: 60,
  mins: 60,
  minute: 60,
  minutes: 60,
  s: 1,
  sec: 1,
  secs: 1,
  second: 1,
  seconds: 1,
};

/** The longest length read (a day): anything longer is a typing mistake, not a video. */
const MAX_SECONDS = 24 * 3600;

/** 'PT3M32S', 'PT1H', 'PT45.5S'. */
const ISO = /^pt(?=\d)(?:(\d+(?:\.\d+)?)h)?(?:(\d+(?:\.\d+)?)m)?(?:(\d+(?:\.\d+)?)s)?$/;
/** '3:32', '1:02:03', '3:32 min'. */
const CLOCK = /^(\d{1,3})(?::([0-5]?\d))?:([0-5]\d)(?:\s*(?:min|mins|minutes))?$/;
/** '3 min', '3m32s', '1 h 2 min', '2 minutes and 5 seconds', '1.5 hours'. */
const PART = /(\d+(?:[.,]\d+)?)\s*([a-z]+)/g;

/** The length `typed` says, in whole seconds, or undefined when it cannot be read (or is 0). */
export function durationSeconds(typed: string | null | undefined): number | undefined {
  const text = (typed ?? "").trim().toLowerCase();
  if (text === "") return undefined;
  let seconds: number | undefined;
  const iso = ISO.exec(text);
  const clock = CLOCK.exec(text);
  if (iso) {
    const [, h = "0", m = "0", s = "0"] = iso;
    seconds = Number(h) * 3600 + Number(m) * 60 + Number(s);
  } else if (clock) {
    const [, first = "0", middle, last = "0"] = clock;
    seconds =
      middle === undefined
        ? Number(first) * 60 + Number(last)
        : Number(first) * 3600 + Number(middle) * 60 + Number(last);
  } else {
    // Every character belongs to an amount with its unit, or to what separates them.
    const rest = text.replace(PART, "").replace(/\b(?:and)\b|[\s,]+/g, "");
    if (rest !== "") return undefined;
    seconds = 0;
    for (const [, amount = "", unit = ""] of text.matchAll(PART)) {
      const per = UNIT_SECONDS[unit];
      if (per === undefined) return undefined;
      seconds += Number(amount.replace(",", ".")) * per;
    }
  }
  const whole = Math.round(seconds);
  return whole > 0 && whole <= MAX_SECONDS ? whole : undefined;
}

/** ISO 8601 for a length typed in the video form ('3:32' → 'PT3M32S'), or undefined. */
export function isoDuration(typed: string | null | undefined): string | undefined {
  const seconds = durationSeconds(typed);
  if (seconds === undefined) return undefined;
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `PT${h ? `${h}H` : ""}${m ? `${m}M` : ""}${s ? `${s}S` : ""}`;
}
