import { describe, expect, it } from "vitest";
import { am } from "./am";
import { en, type Messages } from "./en";
import { om } from "./om";

/**
 * Every language file against English: the same keys and list lengths, no empty text, nothing
 * left in English, the same `{placeholders}` and the same figures. A text that is still English
 * would be shown to Amharic and Oromo readers as if it were translated, so it fails here.
 */

/** One text of a message file: where it is ("home.figures[0].value") and what it says. */
interface Leaf {
  path: string;
  key: string;
  value: unknown;
}

function leaves(node: unknown, path = "", key = ""): Leaf[] {
  if (Array.isArray(node)) {
    return node.flatMap((item, index) => leaves(item, `${path}[${index}]`, key));
  }
  if (node !== null && typeof node === "object") {
    return Object.entries(node).flatMap(([name, value]) =>
      leaves(value, path ? `${path}.${name}` : name, name),
    );
  }
  return [{ path, key, value: node }];
}

/** Differences of shape: keys missing or extra, lists of another length, another kind of value. */
function shapeProblems(source: unknown, translation: unknown, path = ""): string[] {
  const where = path || "(root)";
  if (Array.isArray(source)) {
    if (!Array.isArray(translation)) return [`${where}: should be a list`];
    const problems =
      source.length === translation.length
        ? []
        : [`${where}: ${translation.length} items instead of ${source.length}`];
    for (let index = 0; index < Math.min(source.length, translation.length); index++) {
      problems.push(...shapeProblems(source[index], translation[index], `${path}[${index}]`));
    }
    return problems;
  }
  if (source !== null && typeof source === "object") {
    if (translation === null || typeof translation !== "object" || Array.isArray(translation)) {
      return [`${where}: should be an object`];
    }
    const problems: string[] = [];
    const translated = translation as Record<string, unknown>;
    for (const [name, value] of Object.entries(source)) {
      const inner = path ? `${path}.${name}` : name;
      if (!(name in translated)) problems.push(`${inner}: missing`);
      else problems.push(...shapeProblems(value, translated[name], inner));
    }
    for (const name of Object.keys(translated)) {
      if (!(name in source)) problems.push(`${path ? `${path}.${name}` : name}: not in en.ts`);
    }
    return problems;
  }
  return typeof source === typeof translation
    ? []
    : [`${where}: a ${typeof translation} instead of a ${typeof source}`];
}

/** `{name}`-style placeholders, sorted, with repeats. */
function placeholders(text: string): string[] {
  return (text.match(/\{\w+\}/g) ?? []).sort();
}

/** Figures written in digits ("3,140", "2035", "10", "2024"), sorted, with repeats. */
function figures(text: string): string[] {
  return (text.match(/\d[\d,]*\d|\d/g) ?? []).sort();
}

/** Names and codes that stay in Latin letters in every language. */
const KEPT_WORDS = ["ETB", "EITI"];

/** The coffee regions as each language writes them. */
const PLACE_NAMES: Record<string, Record<"am" | "om", string>> = {
  Jimma: { am: "ጅማ", om: "Jimma" },
  Guji: { am: "ጉጂ", om: "Guji" },
  Limu: { am: "ሊሙ", om: "Limu" },
  Hararghe: { am: "ሐረርጌ", om: "Hararghe" },
  Oromia: { am: "ኦሮሚያ", om: "Oromiyaa" },
};

/**
 * Texts that may read exactly as in English. Strings without letters (figures such as "3,140+",
 * "2035", "4+") and `slug` values (they are addresses) are always allowed; nothing else needs to
 * be: every word of the English texts, "EITI Compliant" included, has a translation.
 */
const SAME_AS_ENGLISH_ALLOWED: ReadonlySet<string> = new Set<string>();

const languages: [code: "am" | "om", messages: Messages][] = [
  ["am", am],
  ["om", om],
];

const englishTexts = new Map(leaves(en).map((leaf) => [leaf.path, leaf.value]));

describe.each(languages)("the %s message file", (code, messages) => {
  const texts = leaves(messages).filter((leaf) => typeof leaf.value === "string") as (Leaf & {
    value: string;
  })[];

  it("has every key of en.ts and no other, with lists of the same length", () => {
    expect(shapeProblems(en, messages)).toEqual([]);
  });

  it("says whether it has been reviewed", () => {
    expect(typeof messages.reviewed).toBe("boolean");
  });

  it("has no empty text", () => {
    expect(texts.filter((leaf) => leaf.value.trim() === "").map((leaf) => leaf.path)).toEqual([]);
  });

  it("leaves nothing in English but figures and slugs", () => {
    const untranslated = texts
      .filter((leaf) => leaf.value === englishTexts.get(leaf.path))
      .filter((leaf) => /\p{L}/u.test(leaf.value))
      .filter((leaf) => leaf.key !== "slug" && !SAME_AS_ENGLISH_ALLOWED.has(leaf.path))
      .map((leaf) => `${leaf.path}: ${leaf.value}`);
    expect(untranslated).toEqual([]);
  });

  it("keeps the slugs as they are", () => {
    expect(messages.sectors.map((sector) => sector.slug)).toEqual(
      en.sectors.map((sector) => sector.slug),
    );
  });

  it("has the placeholders of each English text, each as often", () => {
    const wrong = texts
      .filter((leaf) => typeof englishTexts.get(leaf.path) === "string")
      .filter(
        (leaf) =>
          placeholders(leaf.value).join() !==
          placeholders(englishTexts.get(leaf.path) as string).join(),
      )
      .map((leaf) => `${leaf.path}: ${leaf.value}`);
    expect(wrong).toEqual([]);
  });

  it("writes the figures of each English text in the same digits", () => {
    const wrong = texts
      .filter((leaf) => typeof englishTexts.get(leaf.path) === "string")
      .filter(
        (leaf) =>
          figures(leaf.value).join(" ") !==
          figures(englishTexts.get(leaf.path) as string).join(" "),
      )
      .map((leaf) => `${leaf.path}: ${leaf.value}`);
    expect(wrong).toEqual([]);
  });

  it("keeps ETB, EITI and the coffee regions' names wherever English has them", () => {
    const wrong: string[] = [];
    for (const leaf of texts) {
      const english = englishTexts.get(leaf.path);
      if (typeof english !== "string") continue;
      for (const word of KEPT_WORDS) {
        if (english.includes(word) && !leaf.value.includes(word)) {
          wrong.push(`${leaf.path}: no ${word}`);
        }
      }
      for (const [name, spelled] of Object.entries(PLACE_NAMES)) {
        if (english.includes(name) && !leaf.value.includes(spelled[code])) {
          wrong.push(`${leaf.path}: no ${spelled[code]}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("shows the key figures on the home page: 1 billion, 3,140+, 2035 and 10%", () => {
    const values = messages.home.figures.map((figure) => figure.value);
    expect(values.some((value) => value.split(/\s+/).includes("1"))).toBe(true);
    expect(values.some((value) => value.includes("ETB"))).toBe(true);
    for (const figure of ["3,140+", "2035", "10%"]) expect(values).toContain(figure);
  });
});
