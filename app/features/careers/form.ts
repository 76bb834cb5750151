import { defineContentForm } from "~/features/content/form-kind";
import { PositionFields } from "./position-fields";
import { blankPosition, PositionFormSchema } from "./schema";

/** The position form: its schema, a new position's values and its fields. */
export const positionForm = defineContentForm({
  kind: "position",
  schema: PositionFormSchema,
  blank: blankPosition,
  Fields: PositionFields,
});
