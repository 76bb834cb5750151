import { defineContentForm } from "~/features/content/form-kind";
import { blankTender, TenderFormSchema } from "./schema";
import { TenderFields } from "./tender-fields";

/** The tender form: its schema, a new tender's values and its fields. */
export const tenderForm = defineContentForm({
  kind: "tender",
  schema: TenderFormSchema,
  blank: blankTender,
  Fields: TenderFields,
});
