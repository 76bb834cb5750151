import { describe, expect, it } from "vitest";
import { chosenLanguage } from "./language";
import { PUBLIC_PAGES } from "./page-cache";

describe("the remembered language", () => {
  it("reads Amharic or Afaan Oromo from the cookie, nothing else", () => {
    expect(chosenLanguage("site_lang=am")).toBe("am");
    expect(chosenLanguage("a=1; site_lang=om; b=2")).toBe("om");
    expect(chosenLanguage("site_lang=en")).toBeUndefined();
    expect(chosenLanguage("site_lang=amx")).toBeUndefined();
    expect(chosenLanguage("other_site_lang=am")).toBeUndefined();
    expect(chosenLanguage(undefined)).toBeUndefined();
  });

  it("lets only `/` with a chosen language past the page cache", () => {
    const passesBy = PUBLIC_PAGES.passesBy ?? (() => false);
    expect(passesBy("/", "site_lang=am")).toBe(true);
    expect(passesBy("/", "site_lang=en")).toBe(false);
    expect(passesBy("/", undefined)).toBe(false);
    expect(passesBy("/news", "site_lang=om")).toBe(false);
    expect(passesBy("/am", "site_lang=am")).toBe(false);
  });
});
