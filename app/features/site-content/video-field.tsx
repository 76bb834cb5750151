import { useId, useRef, useState } from "react";
import { TextField } from "~/components/ui/form";
import { FileDrop, PendingUploads, useUploads } from "~/features/media/file-drop";
import { mediaUrl, videoKey } from "~/features/media/files";
import { ACCEPTED_VIDEOS, refuseNonVideo } from "~/features/media/rules";
import type { ClientMedia } from "~/features/media/upload";

/** A library video's address on this site, as a sector page's video field takes it. */
export const videoAddress = (media: ClientMedia) => mediaUrl(videoKey(media));

/**
 * A sector page's video: an address (typed, or one of the library's videos offered as the field
 * is typed in), or a video file uploaded here (MP4 or WebM), whose address then fills the field.
 */
export function VideoAddressField({
  id,
  name,
  label,
  defaultValue,
  error,
  hint,
  maxLength,
  required,
  videos,
  onUploaded,
}: {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  error?: string;
  hint: string;
  maxLength: number;
  required?: boolean;
  /** The library's videos, newest first, with those uploaded since the page loaded. */
  videos: ClientMedia[];
  onUploaded: (media: ClientMedia) => void;
}) {
  const listId = useId();
  const group = useRef<HTMLDivElement>(null);
  const [done, setDone] = useState("");
  const { pending, upload, dismiss } = useUploads(
    (media) => {
      onUploaded(media);
      // The field is the form's own (uncontrolled, kept by autosave): set as if typed.
      const input = document.getElementById(id);
      if (input instanceof HTMLInputElement) {
        input.value = videoAddress(media);
        input.dispatchEvent(new Event("input", { bubbles: true }));
        // To the field, unless the writer has moved on to another one meanwhile.
        const active = document.activeElement;
        if (!active || active === document.body || group.current?.contains(active)) input.focus();
      }
      setDone(`${media.originalName} is uploaded: its address is in the field.`);
      // A picture dropped here is refused at once, not sent to be refused.
    },
    { refuse: refuseNonVideo },
  );
  return (
    <div ref={group} className="space-y-3">
      <TextField
        id={id}
        name={name}
        label={label}
        defaultValue={defaultValue}
        error={error}
        hint={hint}
        maxLength={maxLength}
        required={required}
        // Always named, so the field's role (a combobox) does not change with the first upload.
        list={listId}
        autoComplete="off"
      />
      <datalist id={listId}>
        {videos.map((video) => (
          <option key={video.id} value={videoAddress(video)}>
            {video.originalName}
          </option>
        ))}
      </datalist>
      <FileDrop
        label="Upload a video file"
        hint="MP4 or WebM, up to 100 MB. Its address fills the field above; the video plays once the changes are published."
        accept={ACCEPTED_VIDEOS}
        disabled={pending.some((entry) => !entry.error)}
        onFiles={(files) => {
          setDone("");
          void upload(files.slice(0, 1));
        }}
      />
      <PendingUploads pending={pending} onDismiss={dismiss} />
      <p role="status" className="text-ev-700 text-sm empty:hidden">
        {done}
      </p>
    </div>
  );
}
