import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldErrorsOf } from "~/lib/forms";
import { requiredText } from "./fields";
import {
  applyTranslationChanges,
  checkTranslations,
  flatTranslations,
  gatherTranslations,
  parseTranslationKey,
  type TranslatedField,
  translationShape,
  translationsFromFlat,
} from "./translations";

const TRANSLATED = [
  { name: "title", label: "Title", max: 20, labels: { am: "ርዕስ", om: "Mata duree" } },
  { name: "summary", label: "Summary", max: 50, labels: { am: "ማጠቃለያ", om: "Cuunfaa" } },
] as const satisfies readonly TranslatedField[];
const FIELDS = TRANSLATED;

/** A form like the article's: English fields, and the translations of two of them. */
const FormSchema = gatherTranslations(
  checkTranslations(
    z.object({
      title: requiredText("Title", 20),
      summary: requiredText("Summary", 50),
      author: requiredText("Author", 20),
      ...translationShape(TRANSLATED),
    }),
    TRANSLATED,
  ),
  TRANSLATED,
);
const ARTICLE = {
  title: "Copper output rises",
  summary: "The mine beat its target.",
  author: "Desk",
};

describe("the forms' translations", () => {
  it("gathers a complete language, removes an empty one and leaves an absent one alone", () => {
    const parsed = FormSchema.parse({
      ...ARTICLE,
      "translations.am.title": " ርዕስ ",
      "translations.am.summary": "ማጠቃለያ",
    });
    expect(parsed.translations).toEqual({ am: { title: "ርዕስ", summary: "ማጠቃለያ" } });
    expect(parsed).not.toHaveProperty(["translations.am.title"]);
    const emptied = FormSchema.parse({
      ...ARTICLE,
      "translations.om.title": "",
      "translations.om.summary": "  ",
    });
    expect(emptied.translations).toEqual({ om: null });
  });

  it("names every missing or too long field of a language, with the other errors", () => {
    const result = FormSchema.safeParse({
      ...ARTICLE,
      author: "",
      "translations.om.summary": "Cuunfaa",
      "translations.am.title": "x".repeat(21),
    });
    expect(result.success).toBe(false);
    expect(result.success ? {} : fieldErrorsOf(result.error)).toEqual({
      author: "Author is required",
      "translations.am.title": "Amharic title must be at most 20 characters",
      "translations.am.summary": "Amharic summary is required",
      "translations.om.title": "Afaan Oromo title is required",
    });
  });

  it("applies a save's changes to the stored translations", () => {
    const stored = { am: { title: "A", summary: "B" }, om: { title: "C", summary: "D" } };
    expect(applyTranslationChanges(stored, { am: null })).toEqual({ om: stored.om });
    expect(applyTranslationChanges(stored, {})).toEqual(stored);
    expect(
      applyTranslationChanges(undefined, { am: { title: "E", summary: "F" }, om: null }),
    ).toEqual({
      am: { title: "E", summary: "F" },
    });
    expect(applyTranslationChanges("not an object", undefined)).toEqual({});
  });

  it("turns stored translations into a version's flat fields and back", () => {
    const stored = { am: { title: "A", summary: "B" } };
    const flat = flatTranslations(stored, FIELDS);
    expect(flat).toEqual({
      "translations.am.title": "A",
      "translations.am.summary": "B",
      "translations.om.title": "",
      "translations.om.summary": "",
    });
    expect(translationsFromFlat(flat, FIELDS)).toEqual({ am: stored.am, om: null });
    expect(translationsFromFlat({ title: "Before translations" }, FIELDS)).toBeUndefined();
    expect(parseTranslationKey("translations.om.title")).toEqual({ locale: "om", field: "title" });
    expect(parseTranslationKey("translations.fr.title")).toBeUndefined();
    expect(parseTranslationKey("title")).toBeUndefined();
  });
});
