import { describe, expect, it } from "vitest";
import { messagesFor } from "~/locales";
import { baseSalaryData, type Salary, salaryOf, salaryText } from "./salary";

const monthly = (min: number | null, max: number | null): Salary => ({
  min,
  max,
  currency: "ETB",
  unit: "MONTH",
});

/** The text with Intl's no-break and thin spaces as plain ones. */
const plain = (text: string) => text.replace(/\s/g, " ");
const plainText = (...args: Parameters<typeof salaryText>) => plain(salaryText(...args));

describe("a position's salary", () => {
  it("is none when neither end is given", () => {
    expect(
      salaryOf({ salaryMin: null, salaryMax: null, salaryCurrency: "ETB", salaryUnit: "MONTH" }),
    ).toBeNull();
  });

  it("reads as a range, a lower or an upper end, in the page's language", () => {
    const en = messagesFor("en").careers;
    expect(plainText(monthly(25000, 35000), "en", en)).toBe("Salary: ETB 25,000–35,000 per month");
    expect(plainText(monthly(25000, null), "en", en)).toBe("Salary: from ETB 25,000 per month");
    expect(plainText(monthly(null, 35000), "en", en)).toBe("Salary: up to ETB 35,000 per month");
    expect(plainText(monthly(30000, 30000), "en", en)).toBe("Salary: ETB 30,000 per month");
    // Cents only when an amount has them.
    expect(plainText({ ...monthly(62.5, 80), unit: "HOUR" }, "en", en)).toBe(
      "Salary: ETB 62.50–80.00 per hour",
    );
    expect(plainText(monthly(null, 35000), "am", messagesFor("am").careers)).toBe(
      "ደመወዝ፦ በወር እስከ ብር 35,000",
    );
    expect(plainText(monthly(25000, null), "om", messagesFor("om").careers)).toBe(
      "Mindaa: Br 25,000 irraa eegalee ji'aan",
    );
  });

  it("is schema.org's MonetaryAmount with the ends given, or one value when they are equal", () => {
    expect(baseSalaryData(monthly(null, 35000))).toEqual({
      "@type": "MonetaryAmount",
      currency: "ETB",
      value: { "@type": "QuantitativeValue", maxValue: 35000, unitText: "MONTH" },
    });
    expect(baseSalaryData({ ...monthly(30000, 30000), unit: "YEAR" })).toEqual({
      "@type": "MonetaryAmount",
      currency: "ETB",
      value: { "@type": "QuantitativeValue", value: 30000, unitText: "YEAR" },
    });
  });
});
