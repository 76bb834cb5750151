/** How a video URL is played: an embedded player, a <video> element, or a plain link. */
export type VideoSource =
  | { kind: "youtube"; id: string; embedUrl: string; url: string }
  | { kind: "vimeo"; id: string; embedUrl: string; url: string }
  | { kind: "file"; url: string; type: string }
  | { kind: "link"; url: string };

const FILE_TYPES: Record<string, string> = {
  mp4: "video/mp4",
  m4v: "video/mp4",
  webm: "video/webm",
  ogg: "video/ogg",
  ogv: "video/ogg",
};

const YOUTUBE_ID = /^[\w-]{11}$/;

function youtubeId(url: URL): string | undefined {
  const host = url.hostname.replace(/^(www|m|music)\./, "");
  if (host === "youtu.be") return url.pathname.slice(1).split("/")[0];
  if (host !== "youtube.com" && host !== "youtube-nocookie.com") return undefined;
  if (url.pathname === "/watch") return url.searchParams.get("v") ?? undefined;
  const match = /^\/(?:embed|shorts|live|v)\/([^/?#]+)/.exec(url.pathname);
  return match?.[1];
}

function vimeoId(url: URL): string | undefined {
  const host = url.hostname.replace(/^www\./, "");
  if (host === "vimeo.com")
    return /^\/(?:channels\/[\w-]+\/|groups\/[\w-]+\/videos\/)?(\d+)/.exec(url.pathname)?.[1];
  if (host === "player.vimeo.com") return /^\/video\/(\d+)/.exec(url.pathname)?.[1];
  return undefined;
}

/** Reads a video URL as the admin entered it. Only http(s) URLs are ever played or linked. */
export function parseVideoUrl(raw: string): VideoSource | undefined {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return undefined;

  const yt = youtubeId(url);
  if (yt && YOUTUBE_ID.test(yt)) {
    const start = Number.parseInt(
      url.searchParams.get("t") ?? url.searchParams.get("start") ?? "",
      10,
    );
    const params = new URLSearchParams({ autoplay: "1", rel: "0" });
    if (Number.isFinite(start) && start > 0) params.set("start", String(start));
    return {
      kind: "youtube",
      id: yt,
      url: url.href,
      embedUrl: `https://www.youtube-nocookie.com/embed/${yt}?${params}`,
    };
  }
  const vimeo = vimeoId(url);
  if (vimeo) {
    return {
      kind: "vimeo",
      id: vimeo,
      url: url.href,
      embedUrl: `https://player.vimeo.com/video/${vimeo}?autoplay=1&dnt=1`,
    };
  }
  const extension = /\.([a-z0-9]+)$/i.exec(url.pathname)?.[1]?.toLowerCase();
  const type = extension ? FILE_TYPES[extension] : undefined;
  if (type) return { kind: "file", url: url.href, type };
  return { kind: "link", url: url.href };
}

/**
 * A video's address as the site's own pages take it: a file of this site's ('/media/clip.mp4')
 * plays in the page; anything else is read by parseVideoUrl.
 */
export function parseSiteVideo(address: string): VideoSource | undefined {
  if (!address.startsWith("/") || address.startsWith("//")) return parseVideoUrl(address);
  const extension = /\.([a-z0-9]+)$/i.exec(address)?.[1]?.toLowerCase();
  const type = extension ? FILE_TYPES[extension] : undefined;
  return type ? { kind: "file", url: address, type } : undefined;
}

/** A video of the media library, as a text names it. */
const LIBRARY_VIDEO = /^\/uploads\/[0-9a-f]{32}\.(mp4|webm)$/;

/** Whether an address is a video of the media library (`/uploads/<hash>.mp4`, `.webm`). */
export function isLibraryVideo(address: string): boolean {
  return LIBRARY_VIDEO.test(address.trim());
}

/**
 * A video an article's text may show: a YouTube or Vimeo address, or a video of the media
 * library (`/uploads/<hash>.mp4`), with a word for what it is. Anything else is no video of the
 * text (a file from another site could be anything; a link is written as a link).
 */
export function parseTextVideo(address: string): (VideoSource & { label: string }) | undefined {
  const trimmed = address.trim();
  if (trimmed.startsWith("/") && !LIBRARY_VIDEO.test(trimmed)) return undefined;
  const source = parseSiteVideo(trimmed);
  if (source?.kind === "youtube") return { ...source, label: "YouTube" };
  if (source?.kind === "vimeo") return { ...source, label: "Vimeo" };
  if (source?.kind === "file" && LIBRARY_VIDEO.test(trimmed)) {
    return { ...source, label: "Media library" };
  }
  return undefined;
}

export const TEXT_VIDEO_ERROR =
  "Please enter a YouTube or Vimeo address, or choose a video of the media library";
