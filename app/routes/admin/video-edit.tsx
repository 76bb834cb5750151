import { data } from "react-router";
import { DashboardShell } from "~/features/admin/dashboard-shell";
import { requireAdmin } from "~/features/auth/guards.server";
import { CONTENT_KINDS } from "~/features/content/kinds";
import { type SaveFailure, saveContentForm } from "~/features/content/save-form.server";
import { DEFAULT_VIDEO_CATEGORY } from "~/features/videos/categories";
import { createVideo, getVideo, updateVideo } from "~/features/videos/queries.server";
import { VideoFormSchema } from "~/features/videos/schema";
import { VideoForm, type VideoFormValues } from "~/features/videos/video-form";
import { isUuid } from "~/lib/forms";
import type { Route } from "./+types/video-edit";

export const meta: Route.MetaFunction = ({ params }) => [
  { title: params.id ? "Edit video" : "New video" },
  { name: "robots", content: "noindex" },
];

const BLANK: VideoFormValues = {
  title: "",
  description: "",
  videoUrl: "",
  thumbnailUrl: "",
  duration: "",
  category: DEFAULT_VIDEO_CATEGORY,
  published: false,
};

/** /admin/videos/new and /admin/videos/:id — the video form, blank or with the stored values. */
export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const { params, context } = args;
  if (!params.id) return { initial: BLANK };
  const video = isUuid(params.id) ? await getVideo(context.db, params.id) : undefined;
  if (!video) throw data(null, { status: 404 });
  const initial: VideoFormValues = {
    title: video.title,
    description: video.description,
    videoUrl: video.videoUrl,
    thumbnailUrl: video.thumbnailUrl ?? "",
    duration: video.duration ?? "",
    category: video.category,
    published: video.published,
  };
  return { initial };
}

export async function action(args: Route.ActionArgs) {
  const user = requireAdmin(args);
  const { request, context, params } = args;
  const id = params.id;
  if (id !== undefined && !isUuid(id)) throw data(null, { status: 404 });
  return saveContentForm({
    request,
    context,
    schema: VideoFormSchema,
    failedSave: CONTENT_KINDS.video.failedSave,
    listPath: "/admin?tab=videos",
    write: async (input) =>
      id
        ? updateVideo(context.db, id, input)
        : Boolean(await createVideo(context.db, input, user.id)),
  });
}

export default function VideoEdit({ loaderData, actionData, params }: Route.ComponentProps) {
  const failure = actionData as SaveFailure | undefined;
  const initial: VideoFormValues = failure
    ? {
        title: failure.values.title ?? "",
        description: failure.values.description ?? "",
        videoUrl: failure.values.videoUrl ?? "",
        thumbnailUrl: failure.values.thumbnailUrl ?? "",
        duration: failure.values.duration ?? "",
        category: failure.values.category ?? DEFAULT_VIDEO_CATEGORY,
        published: failure.values.published === "on",
      }
    : loaderData.initial;
  return (
    <DashboardShell>
      <VideoForm
        key={failure ? JSON.stringify(failure.values) : "stored"}
        heading={params.id ? "Edit Video" : "New Video"}
        initial={initial}
        errors={failure?.errors}
        formError={failure?.formError}
      />
    </DashboardShell>
  );
}
