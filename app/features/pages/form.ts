import { defineContentForm } from "~/features/content/form-kind";
import { PageFields } from "./page-fields";
import { blankPage, PageFormSchema } from "./schema";

/** The page form: its schema, a new page's values and its fields. */
export const pageForm = defineContentForm({
  kind: "page",
  schema: PageFormSchema,
  blank: blankPage,
  Fields: PageFields,
});
