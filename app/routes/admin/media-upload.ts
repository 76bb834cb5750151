import { data } from "react-router";
import { toClientMedia } from "~/features/media/upload";
import { requireStaff } from "~/routes/guards.server";
import type { Route } from "./+types/media-upload";

/**
 * POST /admin/media/upload: one file (field `file`) into the media library. Answers 201 with
 * the stored item once it can be shown — an image's fallback is stored, its other sizes follow —
 * or 422 with the reason a file was refused (nothing is stored then). `?for=logo`: the site's
 * logo or favicon, which may also be an SVG without script or links to other files.
 * `?for=press-kit`: a press kit's file, which may also be such an SVG, kept as it is (ADR 047).
 */
export async function action(args: Route.ActionArgs) {
  const user = requireStaff(args, "resource");
  let form: FormData;
  try {
    form = await args.request.formData();
  } catch {
    return data({ error: "Choose one file to upload." }, { status: 400 });
  }
  const files = form.getAll("file").filter((value): value is File => value instanceof File);
  if (files.length !== 1 || !files[0] || files[0].size === 0) {
    return data({ error: "Choose one file to upload." }, { status: 400 });
  }
  const file = files[0];
  // The site's logo and favicon may be an SVG without script or links (drawn into a PNG).
  const purpose = new URL(args.request.url).searchParams.get("for");
  const upload =
    purpose === "logo" ? "uploadLogo" : purpose === "press-kit" ? "uploadPressKitFile" : "upload";
  const result = await args.context.media[upload]({
    bytes: Buffer.from(await file.arrayBuffer()),
    name: file.name,
    userId: user.id,
  });
  if ("refused" in result) return data({ error: result.refused }, { status: 422 });
  return data({ media: toClientMedia(result.media) }, { status: 201 });
}
