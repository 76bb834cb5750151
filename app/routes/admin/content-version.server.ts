import { data, redirect } from "react-router";
import { restoreDocumentVersion } from "~/features/content/commands/restore-version";
import type { VersionedDocument } from "~/features/content/versions/versioned";
import { readForm } from "~/lib/forms";
import { statusOf } from "./content-commands.server";
import type { VersionPageData } from "./content-version";

/** The version asked for in the address (`/…/history/2`); anything else is not a page. */
function versionOf(params: { version?: string }): number {
  const value = params.version ?? "";
  if (!/^[1-9]\d{0,9}$/.test(value)) throw data(null, { status: 404 });
  return Number(value);
}

/**
 * The loader of a version's page (/admin/articles/:id/history/:version,
 * /admin/site/history/:version): that version beside the current one, word by word, with
 * 'Restore this version'.
 */
export async function versionLoader(
  document: VersionedDocument,
  { params, timeZone }: { params: { version?: string }; timeZone: string },
): Promise<VersionPageData> {
  const read = await document.compare(versionOf(params));
  if (read.status === "missing") throw data(null, { status: 404 });
  if (read.status === "refused") throw data({ message: read.reason }, { status: 403 });
  const { status: _, ...comparison } = read;
  const { editPath, currentName, currentNumber, same } = document.words;
  return { ...comparison, editPath, currentName, currentNumber, same, timeZone };
}

/** 'Restore this version': a new version with this one's content, if the document is as shown. */
export async function versionAction(
  document: VersionedDocument,
  { request, params }: { request: Request; params: { version?: string } },
) {
  const number = versionOf(params);
  const form = await readForm(request);
  const result = await restoreDocumentVersion(document, { number, current: form.get("current") });
  switch (result.status) {
    case "done":
      throw redirect(`${document.words.editPath}/history?restored=${number}`);
    case "missing":
      throw data(null, { status: 404 });
    case "refused":
      return data({ error: result.reason }, { status: statusOf(result) });
    case "conflict":
      return data({ error: result.conflict.message }, { status: 409 });
    case "invalid": {
      const [field = "", error = ""] = Object.entries(result.errors)[0] ?? [];
      return data({ error, field }, { status: statusOf(result) });
    }
  }
}
