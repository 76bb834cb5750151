/**
 * What the media library accepts, shared by the upload form (to refuse early) and the server
 * (which decides). No Node imports: this module is bundled for the browser too.
 */

export const MEDIA_LIMITS = {
  imageBytes: 25 * 1024 * 1024,
  /** Above any phone and most cameras; bounds the memory and time one decode can take. */
  imagePixels: 40_000_000,
  /** The default of DOCUMENT_MAX_MB: an annual report with photographs, a tender's drawings. */
  documentBytes: 50 * 1024 * 1024,
  /** WebP and AVIF encode at most 16,383 pixels a side. */
  imageSide: 16_383,
  /**
   * A web clip, not a film: it streams to the visitor from the site's own server, and a backup
   * holds each file whole.
   */
  videoBytes: 100 * 1024 * 1024,
  /** A CV sent with a job application (PDF, DOC or DOCX): a few pages, perhaps a photo. */
  cvBytes: 5 * 1024 * 1024,
};

/** The widths served in `srcset`, each as AVIF and WebP. */
export const VARIANT_WIDTHS = [320, 640, 960, 1280, 1920] as const;

/** The size Facebook, LinkedIn and X recommend for a link preview. */
export const OG_IMAGE = { width: 1200, height: 630 };

export const MEDIA_MESSAGES = {
  imageTooLarge: "Images must be at most 25 MB and 40 megapixels.",
  svg: "SVG images are not accepted.",
  notImage: "This file is not a supported image.",
  documentTooLarge: "PDF documents must be at most 50 MB.",
  notDocument: "This file is not a PDF document.",
  documentEncrypted:
    "This PDF is password-protected (encrypted). Save it without a password and upload it again.",
  documentActive:
    "This PDF contains JavaScript, actions that start programs, or attached files, which the site does not serve. Save it again as a plain PDF (for example with Print to PDF) and upload it again.",
  altRequired: "Describe the image for someone who cannot see it.",
  busy: "The server is busy processing images; try again in a minute.",
  imageTooTall: "Images must be at most 16,383 pixels wide and high.",
  tooLarge:
    "This file is larger than the site accepts: images up to 25 MB, PDF documents up to their limit.",
  imageNotDocument: "Choose an image here; documents are linked from the article's text.",
  videoTooLarge: "Videos must be at most 100 MB.",
  notVideo: "This file is not an MP4 or WebM video.",
  imageNotVideo:
    "Choose an image here; a video goes in a video's Video URL or a sector page's Video field.",
  notCv: "The CV must be a PDF, DOC or DOCX file.",
  cvTooLarge: "The CV must be at most 5 MB.",
  cvEncrypted: "This file is password-protected. Please send it without a password.",
} as const;

/** A PDF over the configured limit (DOCUMENT_MAX_MB), which the refusal names. */
export const documentTooLargeMessage = (megabytes: number) =>
  `PDF documents must be at most ${megabytes} MB.` as const;

export type MediaMessage =
  | (typeof MEDIA_MESSAGES)[keyof typeof MEDIA_MESSAGES]
  | ReturnType<typeof documentTooLargeMessage>;

/**
 * The largest body the upload address takes: the largest image or PDF plus room for the
 * multipart envelope.
 */
/** Why an upload's body was refused before it was read (the sizes it could have been). */
export const uploadTooLargeMessage = (documentBytes: number) =>
  `Files must be at most 25 MB (images) or ${Math.floor(documentBytes / 1024 / 1024)} MB (PDF documents).`;

export const uploadBodyBytes = (documentBytes: number) =>
  Math.max(MEDIA_LIMITS.imageBytes, documentBytes) + 1024 * 1024;

/** The one address uploads are posted to (its body may be larger than any other form's). */
export const MEDIA_UPLOAD_PATH = "/admin/media/upload";
/**
 * Videos are posted here, as the request's body itself (no form around it: the server writes it
 * to disk as it arrives), with the file's name in the VIDEO_NAME_HEADER.
 */
export const VIDEO_UPLOAD_PATH = "/admin/media/upload-video";
export const VIDEO_NAME_HEADER = "X-File-Name";

/** The types a video upload may be, by the browser's word or the name (the server reads the bytes). */
export const ACCEPTED_VIDEOS = "video/mp4,video/webm,.mp4,.m4v,.webm";

/**
 * Whether a picked file is a video the library takes, by the browser's word or its name (the
 * server still reads its type from its bytes): it goes to the video upload.
 */
export function isVideoFile(file: { name: string; type: string }): boolean {
  return /^video\/(mp4|webm|x-m4v)$/.test(file.type) || /\.(mp4|m4v|webm)$/i.test(file.name);
}

/** Any video, whether the library takes it or not. */
export function isAnyVideo(file: { name: string; type: string }): boolean {
  return file.type.startsWith("video/") || /\.(mp4|m4v|webm|mov|mkv|avi|wmv)$/i.test(file.name);
}

/** Where an image is wanted, a video is refused before it is sent (useUploads' `refuse`). */
export function refuseVideo(file: { name: string; type: string }): string | undefined {
  return isAnyVideo(file) ? MEDIA_MESSAGES.imageNotVideo : undefined;
}

/** Where a video is wanted, anything but an MP4 or WebM is refused before it is sent. */
export function refuseNonVideo(file: { name: string; type: string }): string | undefined {
  return isVideoFile(file) ? undefined : MEDIA_MESSAGES.notVideo;
}

/** What the file pickers offer (the server still reads the type from the bytes). */
export const ACCEPTED_UPLOADS =
  "image/jpeg,image/png,image/webp,image/avif,image/gif,application/pdf,video/mp4,video/webm,.jpg,.jpeg,.png,.webp,.avif,.gif,.pdf,.mp4,.m4v,.webm";
export const ACCEPTED_IMAGES = "image/jpeg,image/png,image/webp,image/avif,image/gif";

export const ALT_MAX = 300;

/**
 * What a use's place adds to its title: nothing for what an item shows now; its earlier versions
 * ('Restore this version' brings them back) and the Trash are said.
 */
export const USE_PLACE_NOTES = {
  current: "",
  history: " (earlier versions)",
  trash: " (in the Trash)",
} as const;

/**
 * Why an upload cannot be deleted: 'This image is used by “A”, “B” (earlier versions) and “C”
 * (in the Trash).'
 */
export function usedByMessage(
  uses: { title: string; place?: keyof typeof USE_PLACE_NOTES }[],
  kind: "image" | "document" | "video" = "image",
) {
  const titles = uses.map((use) => `“${use.title}”${USE_PLACE_NOTES[use.place ?? "current"]}`);
  const list =
    titles.length <= 1
      ? (titles[0] ?? "")
      : `${titles.slice(0, -1).join(", ")} and ${titles[titles.length - 1]}`;
  return `This ${kind} is used by ${list}.`;
}
