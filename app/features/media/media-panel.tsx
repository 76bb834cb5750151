import { FileText, Film } from "lucide-react";
import { memo, useCallback, useEffect, useState } from "react";
import { Link, useFetcher, useRevalidator } from "react-router";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { ShowOlder, useOlderRows } from "~/components/ui/older-rows";
import { RowGap, useRowWindow } from "~/components/ui/row-window";
import { useAuth } from "~/features/auth/auth-context";
import { recentSignInStep } from "~/features/auth/recent-sign-in";
import { RecentSignInPrompt } from "~/features/auth/recent-sign-in-prompt";
import { canEditAll } from "~/features/auth/roles";
import { CONTENT_KINDS } from "~/features/content/kinds";
import { formatLongDate } from "~/lib/dates";
import type { ListPage } from "~/lib/list-page";
import type { MediaTextState } from "../../../db/enums";
import { NO_TEXT_FOUND } from "./document-files";
import { FileDrop, PendingUploads, useUploads } from "./file-drop";
import { documentFileKey, mediaUrl, videoKey } from "./files";
import { MediaPicture } from "./media-picture";
import { ACCEPTED_UPLOADS, ALT_MAX, USE_PLACE_NOTES } from "./rules";
import type { MediaUse } from "./store.server";
import { type ClientMedia, formatBytes } from "./upload";

export interface MediaPanelItem extends ClientMedia {
  /** A PDF's pages and whether its text was found, once the background worker has read it. */
  pages?: number | null;
  textState?: MediaTextState | null;
  createdAt: string;
  uploader: string | null;
  usedBy: MediaUse[];
  /** A PDF's rendered first page, its tile's picture. */
  cover?: ClientMedia | null;
  /** Where the library's next page starts after this item. */
  cursor: string;
}

/** Where a use is seen: the item's form, its history, the Trash, or the site's editor. */
function linkToUse(use: MediaUse): string {
  if (use.kind === "site") return use.place === "history" ? "/admin/site/history" : "/admin/site";
  if (use.kind === "pdf") return `/admin/media#media-${use.id}`;
  if (use.kind === "profile") return "/admin/team";
  if (use.place === "trash") return "/admin/trash";
  const item = `${CONTENT_KINDS[use.kind].editPath}/${use.id}`;
  return use.place === "history" ? `${item}/history` : item;
}

const TYPE_NAMES: Record<string, string> = {
  "image/jpeg": "Image",
  "image/png": "Image (transparent)",
  "application/pdf": "PDF document",
  "image/svg+xml": "SVG logo (download only)",
  "video/mp4": "MP4 video",
  "video/webm": "WebM video",
};

/** The address a file is linked by: a PDF or a video itself, an image's largest fallback. */
function fileUrl(item: ClientMedia): string {
  if (item.kind === "document") return mediaUrl(documentFileKey(item));
  if (item.kind === "video") return mediaUrl(videoKey(item));
  return MediaPicture.src(item);
}

/**
 * /admin/media: upload several files at once; every upload with its facts, alt text and uses.
 * The newest come with the page, older ones as the reader scrolls (ADR 040).
 */
export function MediaPanel({
  page,
  documentMaxMb,
}: {
  page: ListPage<MediaPanelItem>;
  /** The largest PDF accepted (DOCUMENT_MAX_MB). */
  documentMaxMb: number;
}) {
  const list = useOlderRows(page, "/admin/media");
  const { drop } = list;
  const { listRef, slices } = useRowWindow(list.rows);
  const revalidator = useRevalidator();
  const onUploaded = useCallback(() => void revalidator.revalidate(), [revalidator]);
  const { pending, upload, dismiss } = useUploads(onUploaded);
  const mayDelete = canEditAll(useAuth().user?.role);
  const remover = useFetcher<{ error?: string; id?: string; deleted?: string }>();
  const [confirming, setConfirming] = useState<MediaPanelItem | null>(null);
  // Deleting needs a recent sign-in: the answer may be the 'Confirm your password' step.
  const [cancelled, setCancelled] = useState<unknown>();
  const signInStep = remover.data !== cancelled ? recentSignInStep(remover.data) : undefined;
  // A deleted file leaves the list at once, wherever it was (older rows are not loaded again).
  const deleted = remover.data?.deleted;
  useEffect(() => {
    if (deleted) drop(deleted);
  }, [deleted, drop]);

  return (
    <section aria-labelledby="media-heading">
      <h2 id="media-heading" className="font-semibold text-ink text-xl">
        Media
      </h2>
      <p className="mt-1 text-slate-600">
        Images for articles and videos, PDF documents (annual reports, press kits) to link from
        articles, and video files for the sector pages.
      </p>
      <div className="mt-5">
        <FileDrop
          label="Upload files"
          hint={`JPEG, PNG, WebP, AVIF or GIF images up to 25 MB; PDF documents up to ${documentMaxMb} MB; MP4 or WebM videos up to 100 MB. Pick or drop several at once.`}
          accept={ACCEPTED_UPLOADS}
          multiple
          onFiles={(files) => void upload(files)}
        />
        <PendingUploads pending={pending} onDismiss={dismiss} />
      </div>
      {signInStep ? (
        <RecentSignInPrompt
          step={signInStep}
          action="/admin/media"
          FormComponent={remover.Form}
          busy={remover.state !== "idle"}
          onCancel={() => setCancelled(remover.data)}
        />
      ) : null}
      {remover.data?.error ? (
        <p
          role="alert"
          className="mt-4 rounded-lg bg-red-50 px-4 py-3 text-red-800 ring-1 ring-red-200"
        >
          {remover.data.error}
        </p>
      ) : null}
      {list.rows.length === 0 ? (
        <p className="mt-8 rounded-2xl border border-slate-300 border-dashed px-6 py-12 text-center text-slate-600">
          No uploads yet. Images, documents and videos you upload appear here.
        </p>
      ) : (
        <ul ref={listRef} className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {slices.map((slice) =>
            "gap" in slice ? (
              <RowGap key={slice.gap} slice={slice} />
            ) : (
              <MediaCard
                key={slice.row.id}
                item={slice.row}
                onDelete={mayDelete ? setConfirming : undefined}
              />
            ),
          )}
        </ul>
      )}
      <ShowOlder list={list} />
      <ConfirmDialog
        open={confirming !== null}
        title="Delete this file?"
        message={`“${confirming?.originalName ?? ""}” will be removed from the library and from the site. This cannot be undone.`}
        confirmLabel="Delete"
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) {
            remover.submit({ delete: confirming.id }, { method: "post", action: "/admin/media" });
          }
          setConfirming(null);
        }}
      />
    </section>
  );
}

/**
 * One upload. Without `onDelete` (authors, ADR 027) it is shown as it is: its description is
 * read, not edited, and it has no Delete. The same card is not drawn again when older ones are
 * added below.
 */
const MediaCard = memo(function MediaCard({
  item,
  onDelete,
}: {
  item: MediaPanelItem;
  onDelete?: (item: MediaPanelItem) => void;
}) {
  const altSaver = useFetcher<{ error?: string; saved?: string }>();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const headingId = `media-${item.id}`;
  const facts = [
    TYPE_NAMES[item.contentType] ?? item.contentType,
    formatBytes(item.bytes),
    item.width && item.height ? `${item.width} × ${item.height} px` : null,
    item.pages ? (item.pages === 1 ? "1 page" : `${item.pages} pages`) : null,
    item.textState === "pending" ? "Reading its pages…" : null,
    item.textState === "failed" ? "The PDF could not be read" : null,
  ].filter(Boolean);

  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex aspect-[3/2] items-center justify-center bg-slate-100">
        {item.kind === "image" ? (
          <MediaPicture
            media={item}
            sizes="(min-width: 1024px) 320px, (min-width: 640px) 50vw, 100vw"
            className="h-full w-full object-cover"
          />
        ) : item.kind === "video" ? (
          <Film aria-hidden="true" size={48} className="text-ev-700" />
        ) : item.cover ? (
          // The first page, as a reader would see the PDF's front (decorative: the name follows).
          <MediaPicture
            media={item.cover}
            sizes="(min-width: 1024px) 320px, (min-width: 640px) 50vw, 100vw"
            className="h-full w-full bg-white object-contain"
          />
        ) : (
          <FileText aria-hidden="true" size={48} className="text-copper-600" />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <h3 id={headingId} className="break-words font-semibold text-ink">
            {item.originalName}
          </h3>
          <p className="text-slate-600 text-sm">{facts.join(" · ")}</p>
          {item.textState === "none" ? (
            <p className="mt-1 inline-block rounded-full bg-amber-100 px-2.5 py-0.5 font-medium text-amber-900 text-xs">
              {NO_TEXT_FOUND}
            </p>
          ) : null}
          <p className="text-slate-500 text-sm">
            {formatLongDate(item.createdAt)}
            {item.uploader ? ` · ${item.uploader}` : ""}
            {item.state === "processing" ? " · Making sizes…" : ""}
          </p>
        </div>
        {item.usedBy.length > 0 ? (
          <p className="text-sm">
            <span className="text-slate-600">Used by </span>
            {item.usedBy.map((use, index) => (
              <span key={`${use.kind}-${use.id}`}>
                {index > 0 ? ", " : ""}
                <Link
                  className="font-medium text-ev-700 underline underline-offset-2"
                  to={linkToUse(use)}
                >
                  {use.title}
                </Link>
                {USE_PLACE_NOTES[use.place]}
              </span>
            ))}
          </p>
        ) : (
          <p className="text-slate-500 text-sm">Not used yet</p>
        )}
        {item.kind === "image" && !onDelete ? (
          <p className="text-sm">
            <span className="font-medium text-slate-700">Alt text: </span>
            <span className="text-ink">{item.alt || "none yet"}</span>
          </p>
        ) : item.kind === "image" ? (
          <altSaver.Form
            method="post"
            aria-busy={altSaver.state !== "idle"}
            className="flex items-end gap-2"
          >
            <input type="hidden" name="id" value={item.id} />
            <label className="min-w-0 flex-1 text-sm">
              <span className="font-medium text-slate-700">Alt text</span>
              <input
                name="altText"
                defaultValue={item.alt}
                maxLength={ALT_MAX}
                className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-1.5 text-ink"
              />
            </label>
            <button
              type="submit"
              name="alt"
              value="save"
              aria-describedby={headingId}
              className="shrink-0 rounded-full px-3.5 py-1.5 font-semibold text-ev-700 text-sm ring-1 ring-ev-600/30 hover:bg-ev-50"
            >
              {altSaver.state !== "idle" ? "Saving…" : "Save"}
            </button>
          </altSaver.Form>
        ) : null}
        <p aria-live="polite" className="min-h-5 text-sm">
          {altSaver.data?.error ? (
            <span className="text-red-800">{altSaver.data.error}</span>
          ) : altSaver.data?.saved && altSaver.state === "idle" ? (
            <span className="text-ev-700">Alt text saved.</span>
          ) : copied ? (
            <span className="text-ev-700">Link copied.</span>
          ) : null}
        </p>
        <div className="mt-auto flex flex-wrap gap-2">
          <button
            type="button"
            aria-describedby={headingId}
            onClick={() => {
              const link = new URL(fileUrl(item), window.location.origin).href;
              // Without clipboard access (an http address, a refusal), the link is shown to copy.
              void navigator.clipboard
                ?.writeText(link)
                .then(() => setCopied(true))
                .catch(() => window.prompt("Copy this link:", link));
            }}
            className="rounded-full px-3.5 py-1.5 font-semibold text-ev-700 text-sm ring-1 ring-ev-600/30 hover:bg-ev-50"
          >
            Copy link
          </button>
          {onDelete ? (
            <button
              type="button"
              aria-describedby={headingId}
              onClick={() => onDelete(item)}
              className="rounded-full px-3.5 py-1.5 font-semibold text-red-700 text-sm ring-1 ring-red-200 hover:bg-red-50"
            >
              Delete
            </button>
          ) : null}
        </div>
      </div>
    </li>
  );
});
