import {
  isAnyVideo,
  isVideoFile,
  MEDIA_LIMITS,
  MEDIA_MESSAGES,
  MEDIA_UPLOAD_PATH,
  VIDEO_NAME_HEADER,
  VIDEO_UPLOAD_PATH,
} from "./rules";

/** An upload as the browser gets it back (the upload answer, the forms, the library). */
export interface ClientMedia {
  id: string;
  kind: "image" | "document" | "video";
  state: "processing" | "ready";
  hash: string;
  contentType: string;
  originalName: string;
  bytes: number;
  width: number | null;
  height: number | null;
  alt: string;
}

export function toClientMedia(row: ClientMedia): ClientMedia {
  const { id, kind, state, hash, contentType, originalName, bytes, width, height, alt } = row;
  return { id, kind, state, hash, contentType, originalName, bytes, width, height, alt };
}

/** Uploads that may be a safe SVG, by where they go. */
export type UploadPurpose = "logo" | "press-kit";

/** What went wrong, in words for the person uploading. */
export class UploadError extends Error {
  override name = "UploadError";
}

/**
 * Sends one file to the media library, reporting progress (0–1) as it travels: XMLHttpRequest,
 * because fetch does not report upload progress. A video goes as the request's body itself (the
 * server writes it to disk as it arrives), anything else in a form.
 */
export function uploadFile(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
  /**
   * 'logo': the site's logo or favicon, which may be a safe SVG (uploadLogo); 'press-kit': a
   * press kit's file, which may be a safe SVG kept as it is (uploadPressKitFile).
   */
  purpose?: UploadPurpose,
): Promise<ClientMedia> {
  const video = isVideoFile(file);
  // Refused here, before a hundred megabytes travel only to be refused.
  if (!video && isAnyVideo(file)) return Promise.reject(new UploadError(MEDIA_MESSAGES.notVideo));
  if (video && file.size > MEDIA_LIMITS.videoBytes) {
    return Promise.reject(new UploadError(MEDIA_MESSAGES.videoTooLarge));
  }
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(
      "POST",
      video
        ? VIDEO_UPLOAD_PATH
        : purpose
          ? `${MEDIA_UPLOAD_PATH}?for=${purpose}`
          : MEDIA_UPLOAD_PATH,
    );
    request.responseType = "json";
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener("load", () => {
      const body = request.response as { media?: ClientMedia; error?: string } | null;
      if (request.status === 201 && body?.media) resolve(body.media);
      else if (request.status === 413)
        reject(
          new UploadError(
            video ? MEDIA_MESSAGES.videoTooLarge : (body?.error ?? MEDIA_MESSAGES.tooLarge),
          ),
        );
      else reject(new UploadError(body?.error ?? "The upload failed. Please try again."));
    });
    request.addEventListener("error", () =>
      reject(new UploadError("The upload failed: check your connection and try again.")),
    );
    request.addEventListener("abort", () => reject(new UploadError("The upload was cancelled.")));
    signal?.addEventListener("abort", () => request.abort());
    if (video) {
      request.setRequestHeader(VIDEO_NAME_HEADER, encodeURIComponent(file.name));
      request.send(file);
      return;
    }
    const body = new FormData();
    body.append("file", file);
    request.send(body);
  });
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
