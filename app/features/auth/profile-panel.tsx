import { UserRound } from "lucide-react";
import { useCallback, useId, useState } from "react";
import { Form } from "react-router";
import { TextArea } from "~/components/ui/fields";
import { FormAlert, PrimaryButton, TextField } from "~/components/ui/form";
import { FileDrop, PendingUploads, useUploads } from "~/features/media/file-drop";
import { LibraryImagePicker } from "~/features/media/library-image-picker";
import { MediaPicture } from "~/features/media/media-picture";
import { ACCEPTED_IMAGES, MEDIA_MESSAGES, refuseVideo } from "~/features/media/rules";
import type { ClientMedia } from "~/features/media/upload";
import {
  PROFILE_LANGUAGES,
  PROFILE_LIMITS,
  PROFILE_MESSAGES,
  type ProfileAnswer,
  type ProfileView,
} from "./profile";

/**
 * 'Profile' on Your account: the name the staff member's articles are signed with, their job
 * title, photo and a short biography, the last two texts also in Amharic and Afaan Oromo.
 * Shown on their author page once an article of theirs is published.
 */
export function ProfilePanel({
  profile,
  answer,
  busy,
}: {
  profile: ProfileView;
  answer: ProfileAnswer | undefined;
  busy: boolean;
}) {
  const failed = answer && "errors" in answer ? answer : undefined;
  const values = failed?.values ?? profile.values;
  const errors = failed?.errors ?? {};
  const saved = answer && "saved" in answer;
  return (
    <section
      aria-labelledby="profile-heading"
      className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8 lg:col-span-2"
    >
      <h2 id="profile-heading" className="font-semibold text-ink text-xl">
        Profile
      </h2>
      <p className="mt-2 max-w-3xl text-slate-600 text-sm">
        Your articles can be signed with your name. Once one is published, your profile appears on
        your author page
        {profile.slug ? (
          <>
            {" "}
            at{" "}
            <a
              href={`/news/author/${profile.slug}`}
              className="font-semibold text-ev-700 underline"
            >{`/news/author/${profile.slug}`}</a>
          </>
        ) : null}
        .
      </p>
      <Form
        method="post"
        key={JSON.stringify(values)}
        className="mt-6 grid gap-8 lg:grid-cols-[16rem_minmax(0,1fr)]"
      >
        <input type="hidden" name="intent" value="profile" />
        <ProfilePhotoField
          initialId={values.photoMediaId}
          initial={profile.photo}
          library={profile.library}
          error={errors.photoMediaId}
        />
        <div className="min-w-0 space-y-5">
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label="Display name"
              name="displayName"
              required
              maxLength={PROFILE_LIMITS.displayName}
              defaultValue={values.displayName}
              autoComplete="name"
              hint="As it appears on your articles' byline."
              error={errors.displayName}
            />
            <TextField
              label="Job title"
              name="jobTitle"
              maxLength={PROFILE_LIMITS.jobTitle}
              defaultValue={values.jobTitle}
              autoComplete="organization-title"
              error={errors.jobTitle}
            />
          </div>
          <TextArea
            id="field-biography"
            label="Short biography"
            name="biography"
            rows={4}
            maxLength={PROFILE_LIMITS.biography}
            defaultValue={values.biography}
            hint="Two or three sentences, in English."
            error={errors.biography}
          />
          {PROFILE_LANGUAGES.map(({ locale, name }) => (
            <fieldset
              key={locale}
              className="min-w-0 space-y-4 rounded-2xl p-4 ring-1 ring-slate-200 sm:p-5"
            >
              <legend className="px-2 font-semibold text-ink">{`In ${name}`}</legend>
              <p className="-mt-2 text-slate-600 text-sm">
                {`Left empty, the ${name} pages show the English.`}
              </p>
              <TextField
                label={`Job title in ${name}`}
                name={`jobTitle.${locale}`}
                lang={locale}
                maxLength={PROFILE_LIMITS.jobTitle}
                defaultValue={values[`jobTitle.${locale}`]}
                error={errors[`jobTitle.${locale}`]}
              />
              <TextArea
                id={`field-biography-${locale}`}
                label={`Short biography in ${name}`}
                name={`biography.${locale}`}
                lang={locale}
                rows={3}
                maxLength={PROFILE_LIMITS.biography}
                defaultValue={values[`biography.${locale}`]}
                error={errors[`biography.${locale}`]}
              />
            </fieldset>
          ))}
          {saved ? (
            <p role="status" className="rounded-xl bg-ev-50 px-4 py-3 text-ev-900 text-sm">
              {PROFILE_MESSAGES.saved}
            </p>
          ) : null}
          <FormAlert>
            {failed ? "Please correct the fields marked above, then save again." : undefined}
          </FormAlert>
          <PrimaryButton pending={busy} pendingLabel="Saving...">
            Save profile
          </PrimaryButton>
        </div>
      </Form>
    </section>
  );
}

/**
 * The profile's photo: uploaded here or chosen among the library's images, shown as the round
 * crop the public pages use; sent as the upload's id (`photoMediaId`).
 */
function ProfilePhotoField({
  initialId,
  initial,
  library,
  error,
}: {
  initialId: string;
  initial: ClientMedia | null;
  library: ClientMedia[];
  error?: string;
}) {
  const id = useId();
  const [known, setKnown] = useState<Record<string, ClientMedia>>(() =>
    Object.fromEntries([...library, ...(initial ? [initial] : [])].map((m) => [m.id, m])),
  );
  const [chosenId, setChosenId] = useState(initialId);
  const [picking, setPicking] = useState(false);
  const [kindError, setKindError] = useState("");
  const chosen = chosenId ? known[chosenId] : undefined;
  const uploaded = useCallback((media: ClientMedia) => {
    if (media.kind !== "image") {
      setKindError(MEDIA_MESSAGES.imageNotDocument);
      return;
    }
    setKindError("");
    setKnown((was) => ({ ...was, [media.id]: media }));
    setChosenId(media.id);
    setPicking(false);
  }, []);
  const { pending, upload, dismiss } = useUploads(uploaded, { refuse: refuseVideo });
  const images = Object.values(known).filter((item) => item.kind === "image");
  return (
    <fieldset className="min-w-0 space-y-4" aria-describedby={`${id}-hint`}>
      <legend className="font-semibold text-ink">Photo</legend>
      <p id={`${id}-hint`} className="-mt-2 text-slate-600 text-sm">
        A portrait, face centred: it is shown round.
      </p>
      <input type="hidden" name="photoMediaId" value={chosenId} />
      <div className="flex items-center gap-4">
        {chosen ? (
          // In a box of its own: the <picture>'s sources would otherwise be items of the row.
          <div className="shrink-0">
            <MediaPicture
              media={chosen}
              sizes="96px"
              className="block size-24 rounded-full bg-slate-100 object-cover ring-4 ring-ev-50"
            />
          </div>
        ) : (
          <span className="flex size-24 shrink-0 items-center justify-center rounded-full bg-mist text-slate-400 ring-1 ring-slate-200">
            <UserRound aria-hidden="true" size={40} />
          </span>
        )}
        {chosenId ? (
          <button
            type="button"
            onClick={() => setChosenId("")}
            className="whitespace-nowrap rounded-full px-3.5 py-1.5 font-semibold text-slate-700 text-sm ring-1 ring-slate-300 hover:bg-slate-50"
          >
            Remove photo
          </button>
        ) : null}
      </div>
      <FileDrop
        label="Upload photo"
        hint="JPEG, PNG, WebP, AVIF or GIF, up to 25 MB; or drop it here."
        accept={ACCEPTED_IMAGES}
        disabled={pending.some((p) => !p.error)}
        onFiles={(files) => void upload(files.slice(0, 1))}
      />
      <PendingUploads pending={pending} onDismiss={dismiss} />
      <LibraryImagePicker
        id={id}
        noun="photo"
        images={images}
        chosenId={chosenId}
        open={picking}
        onOpenChange={setPicking}
        onChoose={(item) => {
          setChosenId(item.id);
          setPicking(false);
        }}
        columns="grid-cols-2 sm:grid-cols-3"
      />
      {kindError || error ? (
        <p role="alert" className="text-red-700 text-sm">
          {kindError || error}
        </p>
      ) : null}
    </fieldset>
  );
}
