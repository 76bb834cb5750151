import { videoLibrary } from "~/features/site-content/photos.server";
import { videoForm } from "~/features/videos/form";
import { videoStore } from "~/features/videos/store.server";
import type { Route } from "./+types/video-edit";
import { ContentEdit, contentEditMeta } from "./content-edit";
import { contentEditAction, contentEditLoader } from "./content-edit.server";

/** /admin/videos/new and /admin/videos/:id: the video form. */
export const meta = contentEditMeta("video");
const editLoader = contentEditLoader(videoStore, videoForm);
export const action = contentEditAction(videoStore, videoForm);

/** The form, with the media library's videos among the uploads it knows (its Video choice). */
export async function loader(args: Route.LoaderArgs) {
  const [loaded, videos] = await Promise.all([editLoader(args), videoLibrary(args.context.db)]);
  const uploads = { ...loaded.uploads };
  for (const video of videos) uploads[video.id] = video;
  return { ...loaded, uploads };
}

export default function VideoEdit({ loaderData, actionData, params }: Route.ComponentProps) {
  return (
    <ContentEdit form={videoForm} loaderData={loaderData} actionData={actionData} params={params} />
  );
}
