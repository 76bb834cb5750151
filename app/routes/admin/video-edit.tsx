import { videoForm } from "~/features/videos/form";
import { videoStore } from "~/features/videos/store.server";
import type { Route } from "./+types/video-edit";
import { ContentEdit, contentEditMeta } from "./content-edit";
import { contentEditAction, contentEditLoader } from "./content-edit.server";

/** /admin/videos/new and /admin/videos/:id: the video form. */
export const meta = contentEditMeta("video");
export const loader = contentEditLoader(videoStore, videoForm);
export const action = contentEditAction(videoStore, videoForm);

export default function VideoEdit({ loaderData, actionData, params }: Route.ComponentProps) {
  return (
    <ContentEdit form={videoForm} loaderData={loaderData} actionData={actionData} params={params} />
  );
}
