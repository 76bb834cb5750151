import { libraryDocumentFiles } from "~/features/media/document-files.server";
import { requireStaff } from "~/routes/guards.server";
import type { Route } from "./+types/media-documents";

/**
 * GET /admin/media/documents: the library's PDFs, newest first, as a document files field
 * offers them ('Choose from the library'), and the largest PDF accepted; `?accept=press-kit` adds its PNG, JPEG and SVG images.
 */
export async function loader(args: Route.LoaderArgs) {
  requireStaff(args, "resource");
  const accept =
    new URL(args.request.url).searchParams.get("accept") === "press-kit" ? "press-kit" : "pdf";
  return {
    files: await libraryDocumentFiles(args.context.db, accept),
    documentMaxBytes: args.context.media.documentBytes,
  };
}
