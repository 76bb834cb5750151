/** What a page or a form needs to know of an upload to show it (app/features/media/files.ts). */
export interface MediaFileInfo {
  kind: "image" | "document" | "video";
  state: "processing" | "ready";
  hash: string;
  contentType: string;
  width: number | null;
  height: number | null;
}
