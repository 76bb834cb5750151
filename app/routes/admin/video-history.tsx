import { videoStore } from "~/features/videos/store.server";
import type { Route } from "./+types/video-history";
import { ContentHistory, contentHistoryMeta } from "./content-history";
import { contentHistoryLoader } from "./content-history.server";

/** /admin/videos/:id/history: the video's versions, newest first. */
export const meta = contentHistoryMeta;
export const loader = contentHistoryLoader(videoStore);

export default function VideoHistory({ loaderData }: Route.ComponentProps) {
  return <ContentHistory loaderData={loaderData} />;
}
