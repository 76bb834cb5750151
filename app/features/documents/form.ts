import { defineContentForm } from "~/features/content/form-kind";
import { DocumentFields } from "./document-fields";
import { blankDocument, DocumentFormSchema } from "./schema";

/** The document form: its schema, a new document's values and its fields. */
export const documentForm = defineContentForm({
  kind: "document",
  schema: DocumentFormSchema,
  blank: blankDocument,
  Fields: DocumentFields,
});
