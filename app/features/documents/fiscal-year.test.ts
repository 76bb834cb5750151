import { describe, expect, it } from "vitest";
import { fiscalYearBounds, fiscalYearLabel, fiscalYearOf, fiscalYearOfDay } from "./fiscal-year";

describe("Ethiopian fiscal years", () => {
  it("start on Hamle 1 (July 8) and end on Sene 30 (July 7)", () => {
    expect(fiscalYearOfDay("2024-07-07")).toBe(2016);
    expect(fiscalYearOfDay("2024-07-08")).toBe(2017);
    expect(fiscalYearOfDay("2025-07-07")).toBe(2017);
    expect(fiscalYearOfDay("2025-07-08")).toBe(2018);
    expect(fiscalYearBounds(2017)).toEqual({ first: "2024-07-08", last: "2025-07-07" });
  });

  it("keep the Ethiopian new year (Meskerem 1) and Pagume's leap day inside the year", () => {
    // 2015 E.C. was a leap year: Pagume 6 fell on 2023-09-11, Meskerem 1 on 2023-09-12.
    expect(fiscalYearOfDay("2023-09-11")).toBe(2016);
    expect(fiscalYearOfDay("2023-09-12")).toBe(2016);
    // After a Gregorian leap day (February 29, 2024) the boundary is still July 7/8.
    expect(fiscalYearBounds(2016)).toEqual({ first: "2023-07-08", last: "2024-07-07" });
    expect(fiscalYearBounds(2020)).toEqual({ first: "2027-07-08", last: "2028-07-07" });
    expect(fiscalYearOfDay("2028-02-29")).toBe(2020);
  });

  it("read a moment in the site's time zone", () => {
    // 22:30 UTC on July 7 is already July 8 (Hamle 1) in Addis Ababa.
    const evening = new Date("2025-07-07T22:30:00Z");
    expect(fiscalYearOf(evening, "UTC")).toBe(2017);
    expect(fiscalYearOf(evening, "Africa/Addis_Ababa")).toBe(2018);
  });

  it("are labelled with the Gregorian years they span", () => {
    expect(fiscalYearLabel(2017)).toBe("2017 E.C. (2024/25)");
    expect(fiscalYearLabel(2017, "am")).toBe("2017 ዓ.ም. (2024/25)");
    expect(fiscalYearLabel(2092)).toBe("2092 E.C. (2099/00)");
  });

  it("refuse what is no date", () => {
    expect(fiscalYearOfDay("")).toBeUndefined();
    expect(fiscalYearOfDay("2025-13-40")).toBeUndefined();
  });
});
