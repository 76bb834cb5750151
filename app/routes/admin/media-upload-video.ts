import { data } from "react-router";
import { VIDEO_NAME_HEADER } from "~/features/media/rules";
import { toClientMedia } from "~/features/media/upload";
import { requireStaff } from "~/routes/guards.server";
import type { Route } from "./+types/media-upload-video";

/** The file's name as the browser sent it (percent-encoded: a header is ASCII). */
function fileName(request: Request): string {
  const raw = request.headers.get(VIDEO_NAME_HEADER) ?? "";
  try {
    return decodeURIComponent(raw).trim() || "video";
  } catch {
    return "video";
  }
}

/**
 * POST /admin/media/upload-video: one video (MP4 or WebM) as the request's body, written to disk
 * as it arrives. Answers 201 with the stored item, or 422 with the reason it was refused
 * (nothing is stored then). A body over the limit is refused with 413 before it is read.
 */
export async function action(args: Route.ActionArgs) {
  const user = requireStaff(args, "resource");
  const { body } = args.request;
  if (!body) return data({ error: "Choose one file to upload." }, { status: 400 });
  const result = await args.context.media.uploadVideo({
    body,
    name: fileName(args.request),
    userId: user.id,
  });
  if ("refused" in result) return data({ error: result.refused }, { status: 422 });
  return data({ media: toClientMedia(result.media) }, { status: 201 });
}
