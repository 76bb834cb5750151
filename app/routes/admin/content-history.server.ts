import { data } from "react-router";
import type { VersionedDocument } from "~/features/content/versions/versioned";
import type { HistoryData } from "./content-history";

/**
 * The loader of a versioned document's history: an item's (/admin/articles/:id/history) or the
 * site's (/admin/site/history).
 */
export async function historyLoader(
  document: VersionedDocument,
  { request, timeZone }: { request: Request; timeZone: string },
): Promise<HistoryData> {
  const read = await document.history();
  if (read.status === "missing") throw data(null, { status: 404 });
  if (read.status === "refused") throw data({ message: read.reason }, { status: 403 });
  const { status: _, ...history } = read;
  const { editPath, noun, currentName, empty } = document.words;
  const restored = Number(new URL(request.url).searchParams.get("restored")) || null;
  return {
    ...history,
    editPath,
    noun,
    currentName,
    empty,
    timeZone,
    restoredNotice: restored ? document.words.restored(restored) : null,
  };
}
