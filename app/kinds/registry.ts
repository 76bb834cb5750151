import { positionForm } from "~/features/careers/form";
import type { FormValues } from "~/features/content/content-form";
import type { ContentFormKind } from "~/features/content/form-kind";
import { documentForm } from "~/features/documents/form";
import { articleForm } from "~/features/news/form";
import { pageForm } from "~/features/pages/form";
import { tenderForm } from "~/features/tenders/form";
import { videoForm } from "~/features/videos/form";
import type { ContentType } from "../../db/enums";

/**
 * A kind's form with its own values' type kept: `withForm` gives the form as the kind declared it,
 * so the shared edit page and its loader are typed by that kind's values without a cast.
 */
export interface KindForm {
  withForm<Result>(
    use: <Values extends FormValues>(form: ContentFormKind<Values>) => Result,
  ): Result;
}

function kindForm<Values extends FormValues>(form: ContentFormKind<Values>): KindForm {
  return { withForm: (use) => use(form) };
}

/**
 * The kinds' forms (browser-safe: the edit page renders them), one line per kind, beside the
 * kinds' declarations (~/features/content/kinds) and their server halves (registry.server.ts).
 */
export const KIND_FORMS = {
  article: kindForm(articleForm),
  video: kindForm(videoForm),
  page: kindForm(pageForm),
  position: kindForm(positionForm),
  tender: kindForm(tenderForm),
  document: kindForm(documentForm),
} satisfies Record<ContentType, KindForm>;
