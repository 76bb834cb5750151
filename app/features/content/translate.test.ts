import { describe, expect, it } from "vitest";
import { inLocale, isTranslated } from "./translate";

const article = {
  title: "Copper output rises",
  summary: "The mine beat its target.",
  slug: "copper",
  translations: { am: { title: "የመዳብ ምርት ጨመረ", summary: "ማዕድኑ ግቡን አለፈ።" } },
};

describe("inLocale", () => {
  it("shows a language's translation over the English, and says so", () => {
    const shown = inLocale(article, "am");
    expect(shown).toMatchObject({ title: "የመዳብ ምርት ጨመረ", summary: "ማዕድኑ ግቡን አለፈ።", lang: "am" });
    expect(shown.slug).toBe("copper");
    expect(isTranslated(article, "am")).toBe(true);
  });

  it("falls back to the English, marked English, when the language has no translation", () => {
    expect(inLocale(article, "om")).toMatchObject({ title: "Copper output rises", lang: "en" });
    expect(inLocale({ ...article, translations: null }, "am").lang).toBe("en");
    expect(inLocale({ ...article, translations: { am: { title: "" } } }, "am").lang).toBe("en");
    expect(isTranslated(article, "om")).toBe(false);
  });

  it("shows English pages the English", () => {
    expect(inLocale(article, "en")).toMatchObject({ title: "Copper output rises", lang: "en" });
  });
});
