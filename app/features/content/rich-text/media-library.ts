import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import type { DocumentFileInfo } from "~/features/media/document-files";
import { LIBRARY_DOCUMENTS_PATH } from "~/features/media/document-files-field";
import type { ClientMedia } from "~/features/media/upload";

/** The media library's items, fetched when a dialog opens (the media section's own loader). */
export function useLibrary(kind: ClientMedia["kind"]) {
  const fetcher = useFetcher<{ items: ClientMedia[] }>();
  useEffect(() => {
    if (fetcher.state === "idle" && !fetcher.data) fetcher.load("/admin/media");
  }, [fetcher]);
  return {
    loading: fetcher.state !== "idle" || !fetcher.data,
    items: (fetcher.data?.items ?? []).filter((item) => item.kind === kind),
  };
}

/** The library's PDFs, as a document files field offers them (newest first). */
export function useLibraryDocuments() {
  const fetcher = useFetcher<{ files: DocumentFileInfo[] }>();
  useEffect(() => {
    if (fetcher.state === "idle" && !fetcher.data) fetcher.load(LIBRARY_DOCUMENTS_PATH);
  }, [fetcher]);
  return {
    loading: fetcher.state !== "idle" || !fetcher.data,
    files: fetcher.data?.files ?? [],
  };
}

/**
 * The site's published pages in English (their addresses, from the sitemap the search engines
 * read), for a button that leads to one of them.
 */
export function useSitePages() {
  const [pages, setPages] = useState<string[] | null>(null);
  useEffect(() => {
    let live = true;
    fetch("/sitemap.xml")
      .then((response) => (response.ok ? response.text() : ""))
      .then((xml) => {
        const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].flatMap((match) => {
          try {
            const path = new URL(match[1] ?? "").pathname;
            return /^\/(am|om)(\/|$)/.test(path) ? [] : [path];
          } catch {
            return [];
          }
        });
        if (live) setPages([...new Set(paths)].sort());
      })
      .catch(() => live && setPages([]));
    return () => {
      live = false;
    };
  }, []);
  return pages;
}
