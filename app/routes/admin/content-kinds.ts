import type { ComponentType } from "react";
import type { z } from "zod";
import type { ContentKind } from "~/features/content/kinds";
import type { UploadChoice } from "~/features/media/image-upload-field";
import { ArticleFields } from "~/features/news/article-fields";
import { ArticleFormSchema, blankArticle } from "~/features/news/schema";
import { blankVideo, VideoFormSchema } from "~/features/videos/schema";
import { VideoFields } from "~/features/videos/video-fields";

interface ContentFormKind {
  /** Validates the form alike in the browser and on the server. */
  schema: z.ZodType<object>;
  /** A new item's form. */
  blank: (companyName: string) => Record<string, string | boolean>;
  /** The kind's own fields inside the shared form frame. */
  Fields: ComponentType<{
    // biome-ignore lint/suspicious/noExplicitAny: each kind's fields take their own values' shape
    initial: any;
    errors: Record<string, string>;
    editing: boolean;
    upload: UploadChoice;
  }>;
}

/** The forms of the two kinds of content, for the shared edit route. */
export const CONTENT_FORMS: Record<ContentKind, ContentFormKind> = {
  article: { schema: ArticleFormSchema, blank: blankArticle, Fields: ArticleFields },
  video: { schema: VideoFormSchema, blank: blankVideo, Fields: VideoFields },
};
