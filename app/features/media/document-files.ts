/**
 * The files a tender, an amendment or a document offers: PDFs of the media library (and, in a
 * press kit, logos and photos), each with the title its page shows and, where versions in several
 * languages exist, its language. No Node imports: the form and the server share it.
 */
import { z } from "zod";
import { type MediaTextState, SITE_LANGUAGES, type SiteLanguage } from "../../../db/enums";
import { documentFileKey, fallbackKey, mediaUrl, SVG_CONTENT_TYPE } from "./files";
import { documentTooLargeMessage } from "./rules";
import type { ClientMedia } from "./upload";

/** One chosen file, as a form posts it and an item stores it. */
export interface DocumentFileValue {
  media: string;
  title: string;
  language?: SiteLanguage;
}

/** A chosen file with what the form and the page show of it. */
export interface DocumentFileInfo extends DocumentFileValue {
  originalName: string;
  bytes: number;
  pages: number | null;
  contentType: string;
  /** Its public address (/uploads/<hash>.pdf, or an image's largest JPEG or PNG). */
  url: string;
  /** A PDF's text: pending until the background worker has read it; null for an image. */
  textState: MediaTextState | null;
}

/** pdf: PDFs only. press-kit: PDFs, and PNG, JPEG and SVG logos and photos. */
export type DocumentAccept = "pdf" | "press-kit";

/** What staff are told of a PDF whose pages hold no text (exact: the issue names it). */
export const NO_TEXT_FOUND = "No text found: scanned?";

export const DOCUMENT_TITLE_MAX = 200;
/** More files than any tender or report offers, few enough to list on one page. */
export const DOCUMENT_FILES_MAX = 50;

export const DOCUMENT_FILES_MESSAGES = {
  invalid: "The list of files could not be read. Reload the page and choose them again.",
  titleRequired: "Give each file a title.",
  titleTooLong: `A file's title must be at most ${DOCUMENT_TITLE_MAX} characters.`,
  tooMany: `At most ${DOCUMENT_FILES_MAX} files.`,
  duplicate: "The same file is listed twice.",
  language: "Choose each file's language.",
  unknown: "A chosen file is no longer in the media library. Remove it and choose it again.",
  notPdf: "Only PDF documents can be attached here.",
  notPressKit: "The press kit takes PDF documents, PNG or JPEG images and SVG logos.",
  choosePdf: "Choose a PDF document here.",
  choosePressKit: "Choose a PDF, a PNG or JPEG image, or an SVG logo here.",
} as const;

/** What the file pickers offer (the server still reads the type from the bytes). */
export const ACCEPTED_DOCUMENT_FILES: Record<DocumentAccept, string> = {
  pdf: "application/pdf,.pdf",
  "press-kit": "application/pdf,image/png,image/jpeg,image/svg+xml,.pdf,.png,.jpg,.jpeg,.svg",
};

const isPdfFile = (file: { name: string; type: string }) =>
  file.type === "application/pdf" || /\.pdf$/i.test(file.name);
const isPressKitFile = (file: { name: string; type: string }) =>
  isPdfFile(file) ||
  /^image\/(png|jpeg|svg\+xml)$/.test(file.type) ||
  /\.(png|jpe?g|svg)$/i.test(file.name);

/** Refuses, before it is sent, a file this field does not take (useUploads' `refuse`). */
export function refuseDocumentFile(accept: DocumentAccept, documentMaxBytes?: number) {
  return (file: { name: string; type: string; size?: number }): string | undefined => {
    // Refused here, before megabytes travel only to be refused.
    if (isPdfFile(file) && documentMaxBytes && (file.size ?? 0) > documentMaxBytes) {
      return documentTooLargeMessage(Math.floor(documentMaxBytes / 1024 / 1024));
    }
    if (accept === "pdf") return isPdfFile(file) ? undefined : DOCUMENT_FILES_MESSAGES.choosePdf;
    return isPressKitFile(file) ? undefined : DOCUMENT_FILES_MESSAGES.choosePressKit;
  };
}

/** Whether a stored file of the library may be chosen in a field that takes `accept`. */
export function acceptsStoredFile(
  accept: DocumentAccept,
  item: { kind: string; contentType: string },
): boolean {
  if (item.kind === "document" && item.contentType === "application/pdf") return true;
  // An SVG logo (kept as a document, served only as a download) belongs to a press kit alone.
  return accept === "press-kit" && (item.kind === "image" || item.contentType === SVG_CONTENT_TYPE);
}

/** A library item's public address: the PDF or SVG itself, or an image's largest JPEG or PNG. */
export function documentFileUrl(
  item: Pick<ClientMedia, "kind" | "hash" | "contentType" | "width">,
): string {
  return mediaUrl(item.kind === "document" ? documentFileKey(item) : fallbackKey(item));
}

/** A file just uploaded, as the field lists it (its pages and text are read in the background). */
export function uploadedDocumentFile(media: ClientMedia, title: string): DocumentFileInfo {
  return {
    media: media.id,
    title,
    originalName: media.originalName,
    bytes: media.bytes,
    pages: null,
    contentType: media.contentType,
    url: documentFileUrl(media),
    textState: media.contentType === "application/pdf" ? "pending" : null,
  };
}

/** A title to start from: the file's name without its extension, dashes and underscores. */
export function titleFromName(name: string): string {
  const base = name
    .replace(/\.[a-z0-9]{1,5}$/i, "")
    .replace(/[_-]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return base.slice(0, DOCUMENT_TITLE_MAX);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const fileSchema = z.object({
  media: z.string().regex(UUID, DOCUMENT_FILES_MESSAGES.unknown),
  title: z
    .string({ error: DOCUMENT_FILES_MESSAGES.titleRequired })
    .trim()
    .min(1, DOCUMENT_FILES_MESSAGES.titleRequired)
    .max(DOCUMENT_TITLE_MAX, DOCUMENT_FILES_MESSAGES.titleTooLong),
  language: z.enum(SITE_LANGUAGES, { error: DOCUMENT_FILES_MESSAGES.language }).optional(),
});

/**
 * The posted field (one hidden input holding JSON) as the list of files: each a library id and a
 * title, at most DOCUMENT_FILES_MAX, none twice. An empty field is no files. Whether each id is a
 * PDF of the library is the save's to check against the database (documentFilesProblem).
 */
export const documentFilesSchema: z.ZodType<DocumentFileValue[]> = z
  .unknown()
  .transform((raw, context) => {
    if (Array.isArray(raw)) return raw;
    if (raw === undefined || raw === null || (typeof raw === "string" && raw.trim() === "")) {
      return [];
    }
    if (typeof raw === "string") {
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        // reported below
      }
    }
    context.addIssue({ code: "custom", message: DOCUMENT_FILES_MESSAGES.invalid });
    return z.NEVER;
  })
  .pipe(
    z
      .array(fileSchema, { error: DOCUMENT_FILES_MESSAGES.invalid })
      .max(DOCUMENT_FILES_MAX, DOCUMENT_FILES_MESSAGES.tooMany)
      .refine(
        (files) => new Set(files.map((file) => file.media.toLowerCase())).size === files.length,
        DOCUMENT_FILES_MESSAGES.duplicate,
      ),
  )
  .transform((files) =>
    files.map(({ media, title, language }) => ({
      media: media.toLowerCase(),
      title,
      ...(language ? { language } : {}),
    })),
  );
