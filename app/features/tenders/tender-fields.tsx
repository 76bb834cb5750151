import { Select, TextArea } from "~/components/ui/fields";
import { TextField } from "~/components/ui/form";
import { fieldBinder } from "~/features/content/content-form";
import type { ContentFieldsProps } from "~/features/content/form-kind";
import { LanguageTabs } from "~/features/content/language-tabs";
import { RichTextField } from "~/features/content/rich-text/rich-text-field";
import { SectorSelect } from "~/features/content/sector-select";
import { TitleAndAddressFields } from "~/features/content/title-address-fields";
import {
  type DocumentFileInfo,
  documentFilesSchema,
  uploadedDocumentFile,
} from "~/features/media/document-files";
import { DocumentFilesField } from "~/features/media/document-files-field";
import type { UploadChoice } from "~/features/media/image-upload-field";
import { timeZoneName } from "~/lib/dates";
import {
  TENDER_CATEGORIES,
  TENDER_CATEGORY_LABELS,
  TENDER_METHOD_LABELS,
  TENDER_METHODS,
  TENDER_TRANSLATED,
  type TenderFormValues,
} from "./schema";

/**
 * The bid documents the list shows: each of the form's values (a failed save's, too) with what
 * the server read of it, or what the page has uploaded since; a file neither knows keeps its
 * place with its title.
 */
function documentsOf(
  json: string,
  stored: readonly DocumentFileInfo[],
  upload: UploadChoice,
): DocumentFileInfo[] {
  const parsed = documentFilesSchema.safeParse(json);
  if (!parsed.success) return [...stored];
  const known = new Map(stored.map((file) => [file.media, file]));
  return parsed.data.map((value) => {
    const file = known.get(value.media);
    if (file) return { ...file, ...value };
    const media = upload.uploads[value.media];
    return media
      ? { ...uploadedDocumentFile(media, value.title), ...value }
      : {
          ...value,
          originalName: value.title,
          bytes: 0,
          pages: null,
          contentType: "application/pdf",
          url: "",
          textState: null,
        };
  });
}

/**
 * The tender form's own fields (ContentForm adds the frame and the publication choice), under
 * language tabs: English holds every field, the others the translated texts. The award, the
 * cancellation, amendments and questions are the tender's desk, not this form.
 */
export function TenderFields({
  initial,
  errors,
  editing,
  timeZone,
  upload,
  files,
}: ContentFieldsProps<TenderFormValues>) {
  const { field } = fieldBinder(initial, errors);
  const zone = timeZoneName(timeZone);
  const english = (
    <>
      <TitleAndAddressFields
        initial={initial}
        errors={errors}
        editing={editing}
        hint={(slug) =>
          `The tender's address: /tenders/${slug}. Lower-case letters, digits and hyphens.`
        }
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Reference number"
          required
          maxLength={80}
          hint="As the notice is published, e.g. AIG/NCB/2026/014. No two tenders share one."
          {...field("reference")}
        />
        <SectorSelect {...field("sector")} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Select label="Category" required placeholder="Choose a category" {...field("category")}>
          {TENDER_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {TENDER_CATEGORY_LABELS[category]}
            </option>
          ))}
        </Select>
        <Select label="Method" required placeholder="Choose a method" {...field("method")}>
          {TENDER_METHODS.map((method) => (
            <option key={method} value={method}>
              {TENDER_METHOD_LABELS[method]}
            </option>
          ))}
        </Select>
      </div>
      <RichTextField
        label="Description"
        name="description"
        initial={String(initial.description)}
        error={errors.description}
        max={20_000}
        rows={8}
      />
      <TextArea
        label="Eligibility"
        rows={4}
        maxLength={5_000}
        hint="Who may bid: licences, registrations, experience."
        {...field("eligibility")}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Bid security"
          maxLength={300}
          hint="e.g. 2% of the bid price, as a bank guarantee. Empty when none is asked."
          {...field("bidSecurity")}
        />
        <TextField
          label="Document fee"
          maxLength={300}
          hint="e.g. ETB 500, non-refundable. Empty when the documents are free."
          {...field("documentFee")}
        />
      </div>
      <TextArea
        label="Contact"
        rows={3}
        maxLength={1_000}
        hint="Where bidders ask and submit: office, address, telephone, e-mail."
        {...field("contact")}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Closing date"
          type="datetime-local"
          required
          hint={`In ${zone}. At this moment the tender shows 'Closed' and takes no more questions.`}
          {...field("closesAt")}
        />
        <TextField
          label="Questions until"
          type="datetime-local"
          hint={`Optional, in ${zone}: the clarification deadline, at or before the closing date.`}
          {...field("questionsUntil")}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Bid opening"
          type="datetime-local"
          required
          hint={`In ${zone}, at or after the closing date.`}
          {...field("openingAt")}
        />
        <TextField
          label="Opening place"
          maxLength={300}
          hint="Where bids are opened in public, e.g. Head office, 4th floor meeting room."
          {...field("openingPlace")}
        />
      </div>
      <DocumentFilesField
        name="documents"
        label="Bid documents"
        files={documentsOf(String(initial.documents), files.documents ?? [], upload)}
        error={errors.documents}
      />
    </>
  );
  return (
    <LanguageTabs
      errors={errors}
      english={english}
      translated={TENDER_TRANSLATED}
      initial={initial}
    />
  );
}
