import { Select, TextArea } from "~/components/ui/fields";
import { TextField } from "~/components/ui/form";
import { fieldBinder } from "~/features/content/content-form";
import type { ContentFieldsProps } from "~/features/content/form-kind";
import { LanguageTabs } from "~/features/content/language-tabs";
import { RichTextField } from "~/features/content/rich-text/rich-text-field";
import { SectorSelect } from "~/features/content/sector-select";
import { TitleAndAddressFields } from "~/features/content/title-address-fields";
import { timeZoneName } from "~/lib/dates";
import {
  EMPLOYMENT_TYPE_LABELS,
  EMPLOYMENT_TYPES,
  POSITION_TRANSLATED,
  type PositionFormValues,
  SALARY_CURRENCIES,
  SALARY_CURRENCY_LABELS,
  SALARY_UNIT_LABELS,
  SALARY_UNITS,
} from "./schema";

/**
 * The position form's own fields (ContentForm adds the frame and the publication choice), under
 * language tabs: English holds every field, the others the translated texts. A new position's
 * address follows its (English) title.
 */
export function PositionFields({
  initial,
  errors,
  editing,
  timeZone,
}: ContentFieldsProps<PositionFormValues>) {
  const { field } = fieldBinder(initial, errors);
  const english = (
    <>
      <TitleAndAddressFields
        initial={initial}
        errors={errors}
        editing={editing}
        hint={(slug) =>
          `The position's address: /careers/${slug}. Lower-case letters, digits and hyphens.`
        }
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SectorSelect {...field("sector")} />
        <Select label="Employment type" required {...field("employmentType")}>
          {EMPLOYMENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {EMPLOYMENT_TYPE_LABELS[type]}
            </option>
          ))}
        </Select>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Location"
          required
          maxLength={120}
          hint="Where the work is, e.g. Addis Ababa or Sululta, Oromia."
          {...field("location")}
        />
        <TextField
          label="Closes at"
          type="datetime-local"
          required
          hint={`In ${timeZoneName(timeZone)}. At this moment the position leaves the site and takes no more applications.`}
          {...field("closesAt")}
        />
      </div>
      <RichTextField
        label="Description"
        name="description"
        initial={String(initial.description)}
        error={errors.description}
        max={20_000}
        rows={8}
      />
      <RichTextField
        label="Requirements"
        name="requirements"
        initial={String(initial.requirements)}
        error={errors.requirements}
        max={10_000}
        rows={6}
        kind="text"
      />
      <fieldset className="space-y-3" aria-describedby="salary-hint">
        <legend className="font-medium text-ink text-sm">Salary (optional)</legend>
        <p id="salary-hint" className="text-slate-500 text-sm">
          Shown on the position's page and to job search engines. Give a range, or only one end of
          it ('from' or 'up to'); leave both amounts empty to show no salary.
        </p>
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          <TextField
            label="Salary from"
            inputMode="decimal"
            maxLength={20}
            {...field("salaryMin")}
          />
          <TextField label="Salary to" inputMode="decimal" maxLength={20} {...field("salaryMax")} />
          <Select label="Currency" {...field("salaryCurrency")}>
            {SALARY_CURRENCIES.map((currency) => (
              <option key={currency} value={currency}>
                {SALARY_CURRENCY_LABELS[currency]}
              </option>
            ))}
          </Select>
          <Select label="Salary period" {...field("salaryUnit")}>
            {SALARY_UNITS.map((unit) => (
              <option key={unit} value={unit}>
                {SALARY_UNIT_LABELS[unit]}
              </option>
            ))}
          </Select>
        </div>
      </fieldset>
      <TextArea
        label="How to apply"
        rows={3}
        maxLength={2_000}
        hint="Optional: anything an applicant should know besides the form below the position (documents to bring, the selection steps)."
        {...field("howToApply")}
      />
    </>
  );
  return (
    <LanguageTabs
      errors={errors}
      english={english}
      translated={POSITION_TRANSLATED}
      initial={initial}
    />
  );
}
