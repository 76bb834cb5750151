import { Form } from "react-router";
import { Select, TextArea } from "~/components/ui/fields";
import { TextField } from "~/components/ui/form";
import { FormFrame, ImageUrlField, PublishCheckbox } from "~/features/content/form-frame";
import { useSaveForm } from "~/features/content/use-save-form";
import { VIDEO_CATEGORIES } from "./categories";
import { VideoFormSchema } from "./schema";

export interface VideoFormValues {
  title: string;
  description: string;
  videoUrl: string;
  thumbnailUrl: string;
  duration: string;
  category: string;
  published: boolean;
}

export function VideoForm({
  heading,
  initial,
  errors: serverErrors,
  formError,
}: {
  heading: string;
  initial: VideoFormValues;
  errors?: Record<string, string>;
  formError?: string;
}) {
  const { errors, saving, onSubmit } = useSaveForm(VideoFormSchema, serverErrors);

  return (
    <Form method="post" noValidate onSubmit={onSubmit}>
      <FormFrame title={heading} cancelTo="/admin?tab=videos" formError={formError} saving={saving}>
        <TextField
          label="Title"
          name="title"
          required
          maxLength={200}
          defaultValue={initial.title}
          error={errors.title}
        />
        <TextArea
          id="field-description"
          label="Description"
          name="description"
          rows={3}
          required
          maxLength={2000}
          defaultValue={initial.description}
          error={errors.description}
        />
        <TextField
          label="Video URL"
          name="videoUrl"
          type="url"
          required
          maxLength={2048}
          defaultValue={initial.videoUrl}
          hint="YouTube, Vimeo, or direct video URL"
          error={errors.videoUrl}
        />
        <ImageUrlField
          label="Thumbnail URL"
          name="thumbnailUrl"
          defaultValue={initial.thumbnailUrl}
          error={errors.thumbnailUrl}
          previewLabel="Thumbnail"
        />
        <div className="grid gap-6 sm:grid-cols-2">
          <TextField
            label="Duration"
            name="duration"
            maxLength={20}
            placeholder="5:30"
            defaultValue={initial.duration}
            hint="Optional, e.g. 5:30"
            error={errors.duration}
          />
          <Select
            id="field-category"
            label="Category"
            name="category"
            required
            defaultValue={initial.category}
            error={errors.category}
          >
            {VIDEO_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </Select>
        </div>
        <PublishCheckbox defaultChecked={initial.published} />
      </FormFrame>
    </Form>
  );
}
