import { z } from "zod";
import type { ClientMedia } from "~/features/media/upload";

/**
 * A staff member's public profile (the byline of their articles and their author page): the
 * form of 'Your account' and what it checks, alike in the browser and on the server.
 */

export const PROFILE_LIMITS = { displayName: 100, jobTitle: 120, biography: 1500 } as const;

/** The languages a profile's job title and biography are translated into, with their names. */
export const PROFILE_LANGUAGES = [
  { locale: "am", name: "Amharic" },
  { locale: "om", name: "Afaan Oromo" },
] as const;

export const PROFILE_MESSAGES = {
  displayNameRequired: "Enter the name your articles are signed with.",
  displayNameTooLong: `The display name must be at most ${PROFILE_LIMITS.displayName} characters.`,
  jobTitleTooLong: `The job title must be at most ${PROFILE_LIMITS.jobTitle} characters.`,
  biographyTooLong: `The biography must be at most ${PROFILE_LIMITS.biography} characters.`,
  photoMissing: "This photo is no longer in the media library. Choose another one.",
  saved: "Your profile is saved.",
} as const;

const text = (max: number, tooLong: string) => z.string().trim().max(max, tooLong).default("");

/** The profile form's fields, flat as the form sends them ('jobTitle.am', 'biography.om'). */
export const ProfileFormSchema = z.object({
  displayName: z
    .string()
    .trim()
    .min(1, PROFILE_MESSAGES.displayNameRequired)
    .max(PROFILE_LIMITS.displayName, PROFILE_MESSAGES.displayNameTooLong),
  jobTitle: text(PROFILE_LIMITS.jobTitle, PROFILE_MESSAGES.jobTitleTooLong),
  biography: text(PROFILE_LIMITS.biography, PROFILE_MESSAGES.biographyTooLong),
  "jobTitle.am": text(PROFILE_LIMITS.jobTitle, PROFILE_MESSAGES.jobTitleTooLong),
  "jobTitle.om": text(PROFILE_LIMITS.jobTitle, PROFILE_MESSAGES.jobTitleTooLong),
  "biography.am": text(PROFILE_LIMITS.biography, PROFILE_MESSAGES.biographyTooLong),
  "biography.om": text(PROFILE_LIMITS.biography, PROFILE_MESSAGES.biographyTooLong),
  /** A media library image's id, or "" for none. */
  photoMediaId: z
    .string()
    .trim()
    .default("")
    .refine((id) => id === "" || /^[0-9a-f-]{36}$/i.test(id), PROFILE_MESSAGES.photoMissing),
});

export type ProfileInput = z.output<typeof ProfileFormSchema>;

/** The profile form's values as strings (a blank profile: every field empty). */
export type ProfileValues = { [Field in keyof ProfileInput]: string };

export const BLANK_PROFILE: ProfileValues = {
  displayName: "",
  jobTitle: "",
  biography: "",
  "jobTitle.am": "",
  "jobTitle.om": "",
  "biography.am": "",
  "biography.om": "",
  photoMediaId: "",
};

/** What 'Your account' shows of the profile: its values, its photo and its public address. */
export interface ProfileView {
  values: ProfileValues;
  photo: ClientMedia | null;
  /** The author page's address; null before the first save. */
  slug: string | null;
  /** The library's newest images, to choose the photo from. */
  library: ClientMedia[];
}

/** An answer of the profile form: saved, or its field errors with what was typed. */
export type ProfileAnswer =
  | { intent: "profile"; saved: true }
  | { intent: "profile"; errors: Record<string, string>; values: ProfileValues };

/** A choice of the article form's 'Byline': a staff member with a profile. */
export interface BylineChoice {
  value: string;
  label: string;
}

/** The texts a profile keeps in other languages than English (each may be absent or empty). */
export type ProfileTranslations = Partial<
  Record<"am" | "om", Partial<Record<"jobTitle" | "biography", string>>>
>;

/**
 * A profile's job title and biography in `locale`, each its translation when there is one,
 * else its English, with the language it is in (`lang`: for the page's `lang` attributes).
 */
export function profileInLocale(
  profile: { jobTitle: string; biography: string; translations: ProfileTranslations | null },
  locale: "en" | "am" | "om",
) {
  const translated = locale === "en" ? undefined : profile.translations?.[locale];
  const pick = (field: "jobTitle" | "biography") => {
    const own = translated?.[field]?.trim();
    return own
      ? { text: own, lang: locale }
      : { text: profile[field], lang: "en" as "en" | "am" | "om" };
  };
  return { jobTitle: pick("jobTitle"), biography: pick("biography") };
}
