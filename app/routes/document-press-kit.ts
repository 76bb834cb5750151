import { data } from "react-router";
import { pressKitEntries, pressKitZip } from "~/features/documents/press-kit.server";
import { getDocumentBySlug, storedFiles } from "~/features/documents/public-queries.server";
import { DOCUMENT_ADDRESS } from "~/features/documents/schema";
import type { Route } from "./+types/document-press-kit";

/** RFC 6266: an ASCII name for old clients, the readable one in UTF-8 for the others. */
function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]+/g, "").replace(/["\\]/g, "") || "press-kit.zip";
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * /documents/:slug/press-kit.zip: a published press kit's files as one ZIP, streamed as it is
 * made ('Download the press kit').
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const slug = params.slug ?? "";
  const row = DOCUMENT_ADDRESS.test(slug) ? await getDocumentBySlug(context.db, slug) : undefined;
  if (row?.type !== "press-kit") throw data(null, { status: 404 });
  const storage = context.media.storage;
  const entries = await pressKitEntries(storage, await storedFiles(context.db, row.pressKit));
  if (entries.length === 0) throw data(null, { status: 404 });
  return new Response(pressKitZip(storage, entries), {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": attachment(`${row.slug}.zip`),
      "Cache-Control": "public, max-age=300",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
