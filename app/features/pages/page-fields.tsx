import { TextArea } from "~/components/ui/fields";
import { fieldBinder } from "~/features/content/content-form";
import { LanguageTabs } from "~/features/content/language-tabs";
import { RichTextField } from "~/features/content/rich-text/rich-text-field";
import { TitleAndAddressFields } from "~/features/content/title-address-fields";
import { PAGE_TRANSLATED, type PageFormValues } from "./schema";

/**
 * The page form's own fields (ContentForm adds the frame and the publication choice), under
 * language tabs: English holds every field, the others the translated texts. A new page's
 * address follows its (English) title; a stored one keeps its address unless it is edited.
 */
export function PageFields({
  initial,
  errors,
  editing,
}: {
  initial: PageFormValues;
  errors: Record<string, string>;
  editing: boolean;
}) {
  const { field } = fieldBinder(initial, errors);
  const english = (
    <>
      <TitleAndAddressFields
        initial={initial}
        errors={errors}
        editing={editing}
        hint={(slug) =>
          `The page's address: /${slug}. Lower-case letters, digits and hyphens. The footer links to the pages at privacy and terms.`
        }
      />
      <RichTextField
        label="Body"
        name="body"
        initial={String(initial.body)}
        error={errors.body}
        max={100_000}
        rows={12}
      />
      <TextArea
        label="Description for search engines"
        rows={2}
        required
        maxLength={300}
        hint="One or two sentences shown under the page's title in search results. At most 300 characters."
        {...field("description")}
      />
      <fieldset className="space-y-2">
        <legend className="font-medium text-ink text-sm">Show a link to the page</legend>
        <label className="flex items-center gap-2 text-slate-700 text-sm">
          <input
            type="checkbox"
            name="inHeader"
            defaultChecked={Boolean(initial.inHeader)}
            className="size-4 accent-ev-700"
          />
          In the header menu
        </label>
        <label className="flex items-center gap-2 text-slate-700 text-sm">
          <input
            type="checkbox"
            name="inFooter"
            defaultChecked={Boolean(initial.inFooter)}
            className="size-4 accent-ev-700"
          />
          In the footer's quick links
        </label>
      </fieldset>
    </>
  );
  return (
    <LanguageTabs
      errors={errors}
      english={english}
      translated={PAGE_TRANSLATED}
      initial={initial}
    />
  );
}
