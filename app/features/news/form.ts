import { defineContentForm } from "~/features/content/form-kind";
import { ArticleFields } from "./article-fields";
import { ArticleFormSchema, blankArticle } from "./schema";

/** The article form: its schema, a new article's values and its fields. */
export const articleForm = defineContentForm({
  kind: "article",
  schema: ArticleFormSchema,
  blank: blankArticle,
  Fields: ArticleFields,
});
