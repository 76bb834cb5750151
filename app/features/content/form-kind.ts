import type { ComponentType } from "react";
import type { z } from "zod";
import type { DocumentFileInfo } from "~/features/media/document-files";
import type { UploadChoice } from "~/features/media/image-upload-field";
import type { FormValues } from "./content-form";
import type { PublicationInput } from "./fields";
import type { ContentKind } from "./kinds";

/** What a kind's fields component gets inside the shared form frame. */
export interface ContentFieldsProps<Values extends FormValues> {
  initial: Values;
  errors: Record<string, string>;
  editing: boolean;
  upload: UploadChoice;
  /** What the kind's lists of files show of each, by field (KindServer.editFiles). */
  files: Record<string, DocumentFileInfo[]>;
  /** The site's time zone, in which dates and times are typed. */
  timeZone: string;
  /** The choices of the kind's selects made of other rows, by field (KindServer.editChoices). */
  choices: Readonly<Record<string, readonly FieldChoice[]>>;
}

/** One choice of a select: the value sent, and what it shows. */
export interface FieldChoice {
  value: string;
  label: string;
}

/**
 * One kind of content's form, for the shared edit page (browser-safe: the page renders it). Its
 * server side is the kind's ContentStore (kind.server.ts).
 */
export interface ContentFormKind<Values extends FormValues> {
  kind: ContentKind;
  /** Validates the form alike in the browser and on the server. */
  schema: z.ZodType<PublicationInput>;
  /** A new item's form. */
  blank: (companyName: string) => Values;
  /** The kind's own fields inside the shared form frame. */
  Fields: ComponentType<ContentFieldsProps<Values>>;
}

/** Declares a kind's form once; `Values` is what its blank form names. */
export function defineContentForm<Values extends FormValues>(
  form: ContentFormKind<Values>,
): ContentFormKind<Values> {
  return form;
}
