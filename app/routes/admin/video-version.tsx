import { videoStore } from "~/features/videos/store.server";
import type { Route } from "./+types/video-version";
import { ContentVersion, contentVersionMeta } from "./content-version";
import { contentVersionAction, contentVersionLoader } from "./content-version.server";

/** /admin/videos/:id/history/:version: one version of the video beside the current one. */
export const meta = contentVersionMeta;
export const loader = contentVersionLoader(videoStore);
export const action = contentVersionAction(videoStore);

export default function VideoVersion({ loaderData, actionData }: Route.ComponentProps) {
  return <ContentVersion loaderData={loaderData} actionData={actionData} />;
}
