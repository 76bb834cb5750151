import { describe, expect, it } from "vitest";
import { format, formatLongDateIn, localeOfPath, localizedPath, unlocalizedPath } from "./i18n";

describe("language addresses", () => {
  it("reads the language from the path's first segment only", () => {
    expect(localeOfPath("/")).toBe("en");
    expect(localeOfPath("/news/amhara-road")).toBe("en");
    expect(localeOfPath("/am")).toBe("am");
    expect(localeOfPath("/am/news")).toBe("am");
    expect(localeOfPath("/om/sector/mining")).toBe("om");
    expect(localeOfPath("/amharic")).toBe("en");
    expect(localeOfPath("/news/am")).toBe("en");
  });

  it("adds and removes the prefix, keeping query and fragment", () => {
    expect(localizedPath("/", "am")).toBe("/am");
    expect(localizedPath("/news?sector=mining&page=2", "om")).toBe("/om/news?sector=mining&page=2");
    expect(localizedPath("/#contact", "am")).toBe("/am#contact");
    expect(localizedPath("/?index", "am")).toBe("/am?index");
    expect(localizedPath("/news", "en")).toBe("/news");
    expect(unlocalizedPath("/am")).toBe("/");
    expect(unlocalizedPath("/om/news/x")).toBe("/news/x");
    expect(unlocalizedPath("/news")).toBe("/news");
  });

  it("fills placeholders and leaves unknown ones visible", () => {
    expect(format("Page {page} of {pages}", { page: 2, pages: 5 })).toBe("Page 2 of 5");
    expect(format("{name} {missing}", { name: "A" })).toBe("A {missing}");
  });
});

describe("dates in each language", () => {
  const date = new Date("2026-11-22T07:00:00Z");
  it("gives Amharic the Ethiopian calendar, Afaan Oromo and English the Gregorian one", () => {
    // 22 November 2026 is 13 Hidar 2019 in the Ethiopian calendar.
    // Written as a date ('ዓ.ም.'), not with Intl's 'AM' era, which reads like a clock time.
    expect(formatLongDateIn(date, "am", "Africa/Addis_Ababa")).toBe("ኅዳር 13 ቀን 2019 ዓ.ም.");
    expect(formatLongDateIn(date, "om", "Africa/Addis_Ababa")).toBe("Sadaasa 22, 2026");
    expect(formatLongDateIn(date, "en", "Africa/Addis_Ababa")).toBe("November 22, 2026");
  });

  it("turns the Ethiopian year at Meskerem 1 (11 September)", () => {
    expect(formatLongDateIn("2026-09-10T12:00:00Z", "am", "Africa/Addis_Ababa")).toMatch(/2018/);
    expect(formatLongDateIn("2026-09-11T12:00:00Z", "am", "Africa/Addis_Ababa")).toMatch(
      /^መስከረም 1 ቀን 2019 ዓ\.ም\.$/,
    );
  });
});
