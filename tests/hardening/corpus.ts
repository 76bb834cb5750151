/**
 * Generated hostile input: for a form with a known-good set of fields, `corpus` makes N
 * malformed requests, deterministically (seeded), each broken on purpose so that nothing may be
 * stored: wrong types, missing and duplicated fields, 100 KB strings, unicode edge cases, NUL
 * bytes, wrong content types, broken multipart and broken percent-encoding.
 */

/** A small, fast, seeded generator (mulberry32): the same corpus on every run. */
export function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (max: number) => Math.floor(next() * max),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T,
  };
}

export const UNICODE_EDGES = [
  "\u202Eevil\u202C", // right-to-left override
  "\u200B\u200C\u200D\uFEFF", // zero-width characters and a BOM
  "e\u0301\u0301\u0301\u0301\u0301\u0301\u0301\u0301", // stacked combining marks
  "🚗🇪🇹👩🏽‍🔧", // emoji, flags, ZWJ sequences
  "𝕬𝖉𝖉𝖎𝖘", // astral plane letters
  "ሀለሐመሠ", // Ge'ez
  "\u0085\u2028\u2029", // unusual line breaks
  "\uFFFD\uFFFE\uFFFF", // replacement and non-characters
  "Ａｄｍｉｎ", // full-width
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template string is the payload
  "%s%n%x{0}${7*7}{{7*7}}", // format and template strings
  "'; drop table news_articles; --",
  "../../../../etc/passwd",
  "<script>alert(1)</script>",
  "\t\r\n \t",
  "a".repeat(10_000),
];

const HUNDRED_KB = "x".repeat(100 * 1024);

export interface Case {
  label: string;
  body: BodyInit | null;
  headers: Record<string, string>;
}

function urlencoded(pairs: [string, string][]): string {
  return new URLSearchParams(pairs).toString();
}

/**
 * @param fields the good form
 * @param breakIt turns the good form into one that must be refused (e.g. blanks a required
 *   field, or names an unknown row) — applied to every case whose other change might be harmless
 */
export function corpus(
  fields: Record<string, string>,
  breakIt: (pairs: [string, string][], rng: ReturnType<typeof random>) => [string, string][],
  count = 1000,
  seed = 1,
): Case[] {
  const rng = random(seed);
  const keys = Object.keys(fields);
  type Pairs = [string, string][];
  const encode = (pairs: Pairs, extra = "") => ({
    body: urlencoded(breakIt(pairs, rng)) + extra,
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
  // Each family changes the good form; the result is then broken on purpose (`breakIt`), except
  // for bodies that are unreadable as a form anyway.
  const families: ((pairs: Pairs) => Case)[] = [
    (pairs) => ({ label: "missing fields", ...encode(pairs.filter(() => rng.next() < 0.5)) }),
    (pairs) => {
      const key = rng.pick(keys);
      return { label: `duplicated ${key}`, ...encode([...pairs, [key, rng.pick(UNICODE_EDGES)]]) };
    },
    (pairs) => {
      const key = rng.pick(keys);
      return {
        label: `100 KB ${key}`,
        ...encode(pairs.map(([k, v]) => [k, k === key ? HUNDRED_KB : v])),
      };
    },
    (pairs) => ({
      label: "unicode edges",
      ...encode(pairs.map(([k, v]) => [k, rng.next() < 0.5 ? rng.pick(UNICODE_EDGES) : v])),
    }),
    (pairs) => ({
      label: "odd field names",
      ...encode([
        ...pairs,
        [rng.pick(["__proto__", "constructor", "a[b][c]", "", "k".repeat(5000)]), "x"],
      ]),
    }),
    (pairs) => ({
      label: "broken encoding",
      ...encode(pairs, `&${rng.pick(keys)}=%zz%E0%A4%ED%A0%80%C0%AF`),
    }),
    // Wrong types: arrays, objects and numbers as a JSON body.
    (pairs) => ({
      label: "JSON body",
      body: JSON.stringify(
        Object.fromEntries(pairs.map(([k]) => [k, rng.pick([[1, 2], { a: 1 }, 42, true, null])])),
      ),
      headers: { "content-type": "application/json" },
    }),
    (pairs) => ({
      label: "wrong content type",
      body: urlencoded(pairs),
      headers: rng.pick([
        { "content-type": "text/plain" },
        { "content-type": "application/xml" },
        { "content-type": "image/png" },
      ]) as Record<string, string>,
    }),
    (pairs) => ({
      label: "broken multipart",
      body: `--XYZ\r\nContent-Disposition: form-data; name="${pairs[0]?.[0] ?? "a"}"\r\n\r\nvalue-without-end`,
      headers: {
        "content-type": rng.pick([
          "multipart/form-data; boundary=XYZ",
          "multipart/form-data",
          "multipart/form-data; boundary=",
        ]),
      },
    }),
  ];

  const cases: Case[] = [];
  for (let i = 0; i < count; i++) {
    const good = Object.entries(fields) as Pairs;
    if (i % 10 === 9) {
      // A NUL byte is refused on its own, whatever else the form holds.
      const key = rng.pick(keys);
      cases.push({
        label: `NUL in ${key}`,
        body: urlencoded(good.map(([k, v]) => [k, k === key ? `${v}\u0000` : v])),
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
      continue;
    }
    const family = families[i % families.length] as (pairs: Pairs) => Case;
    cases.push(family(good));
  }
  return cases;
}
