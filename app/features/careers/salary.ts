import { format, LOCALE_TAGS, type Locale } from "~/lib/i18n";
import type { Messages } from "~/locales/en";
import type { SalaryCurrency, SalaryUnit } from "../../../db/enums";

/** A position's published salary: a range, or only its lower (`min`) or upper (`max`) end. */
export interface Salary {
  min: number | null;
  max: number | null;
  currency: SalaryCurrency;
  unit: SalaryUnit;
}

/** A stored position's salary, or null when staff gave none. */
export function salaryOf(row: {
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: SalaryCurrency;
  salaryUnit: SalaryUnit;
}): Salary | null {
  if (row.salaryMin === null && row.salaryMax === null) return null;
  return {
    min: row.salaryMin,
    max: row.salaryMax,
    currency: row.salaryCurrency,
    unit: row.salaryUnit,
  };
}

/**
 * The amount in `locale`'s way of writing money: "ETB 25,000–35,000", "ብር 25,000", "Br 62.50"
 * (cents only when an amount has them).
 */
export function salaryAmount(salary: Salary, locale: Locale): string {
  const amounts = [salary.min, salary.max].filter((value) => value !== null);
  const cents = amounts.some((value) => !Number.isInteger(value));
  const money = new Intl.NumberFormat(LOCALE_TAGS[locale].intl, {
    style: "currency",
    currency: salary.currency,
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: 2,
  });
  if (salary.min !== null && salary.max !== null && salary.min !== salary.max) {
    return money.formatRange(salary.min, salary.max);
  }
  return money.format(salary.min ?? salary.max ?? 0);
}

/**
 * The salary as the position's page says it in `locale`: "Salary: ETB 25,000–35,000 per month",
 * "Salary: from ETB 25,000 per month", "Salary: up to ETB 35,000 per month".
 */
export function salaryText(salary: Salary, locale: Locale, t: Messages["careers"]): string {
  const amount = salaryAmount(salary, locale);
  const bounded =
    salary.min !== null && salary.max === null
      ? format(t.salaryFrom, { amount })
      : salary.min === null && salary.max !== null
        ? format(t.salaryUpTo, { amount })
        : amount;
  return format(t.salary, { amount: bounded, per: t.salaryPer[salary.unit] });
}

/**
 * schema.org's MonetaryAmount for JobPosting's `baseSalary`: the range's ends as given
 * (`minValue`, `maxValue`), or one `value` when both ends are the same.
 */
export function baseSalaryData(salary: Salary) {
  const value =
    salary.min !== null && salary.min === salary.max
      ? { value: salary.min }
      : {
          ...(salary.min !== null ? { minValue: salary.min } : {}),
          ...(salary.max !== null ? { maxValue: salary.max } : {}),
        };
  return {
    "@type": "MonetaryAmount",
    currency: salary.currency,
    value: { "@type": "QuantitativeValue", ...value, unitText: salary.unit },
  };
}
