import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import { type ClientMedia, toClientMedia } from "~/features/media/upload";
import { fieldErrorsOf } from "~/lib/forms";
import { addressFromTitle, slugify } from "~/lib/slugify";
import type { AppDatabase } from "../../../db/client.server";
import { media, newsArticles, staffProfiles, user } from "../../../db/schema";
import {
  BLANK_PROFILE,
  type BylineChoice,
  PROFILE_MESSAGES,
  ProfileFormSchema,
  type ProfileTranslations,
  type ProfileValues,
  type ProfileView,
} from "./profile";
import { canEditAll, isStaff, type SessionUser } from "./roles";

/** How many of the library's newest images the profile's photo field offers. */
export const PROFILE_LIBRARY_LIMIT = 24;

/** A staff member's profile as 'Your account' shows it, with the images to choose a photo from. */
export async function loadProfile(db: AppDatabase, userId: string): Promise<ProfileView> {
  const [found] = await db
    .select({ profile: staffProfiles, photo: media })
    .from(staffProfiles)
    .leftJoin(media, eq(media.id, staffProfiles.photoMediaId))
    .where(eq(staffProfiles.userId, userId));
  const library = await db
    .select()
    .from(media)
    .where(and(eq(media.kind, "image"), eq(media.state, "ready")))
    .orderBy(desc(media.createdAt))
    .limit(PROFILE_LIBRARY_LIMIT);
  const photo = found?.photo ? toClientMedia(found.photo) : null;
  const offered: ClientMedia[] = library.map(toClientMedia);
  if (photo && !offered.some((item) => item.id === photo.id)) offered.unshift(photo);
  if (!found) return { values: BLANK_PROFILE, photo: null, slug: null, library: offered };
  return {
    values: valuesOf(found.profile),
    photo,
    slug: found.profile.slug,
    library: offered,
  };
}

function valuesOf(profile: typeof staffProfiles.$inferSelect): ProfileValues {
  const t = profile.translations ?? {};
  return {
    displayName: profile.displayName,
    jobTitle: profile.jobTitle,
    biography: profile.biography,
    "jobTitle.am": t.am?.jobTitle ?? "",
    "jobTitle.om": t.om?.jobTitle ?? "",
    "biography.am": t.am?.biography ?? "",
    "biography.om": t.om?.biography ?? "",
    photoMediaId: profile.photoMediaId ?? "",
  };
}

export type ProfileSaveResult =
  | { status: "done"; slug: string }
  | { status: "invalid"; errors: Record<string, string> };

/** Names the lock that makes two profiles saved at once never take the same address. */
const PROFILE_LOCK_KEY = 7_202_635_051;

/**
 * Saves `userId`'s own profile from its form's fields: a display name is required; the job title
 * and biography, in English and translated, are optional; the photo must be an image of the
 * media library (locked until the save ends: the library's delete then sees the use). The
 * author page's address is made from the display name, unique (a second 'Abebe Kebede' gets
 * `abebe-kebede-2`), and changes only when the name does. `contentChanged` refreshes the public
 * pages (author pages, bylines).
 */
export async function saveProfile(
  context: { db: AppDatabase; contentChanged: () => void },
  userId: string,
  fields: Record<string, string>,
): Promise<ProfileSaveResult> {
  const parsed = ProfileFormSchema.safeParse(fields);
  if (!parsed.success) return { status: "invalid", errors: fieldErrorsOf(parsed.error) };
  const input = parsed.data;
  const translations: ProfileTranslations = {};
  for (const locale of ["am", "om"] as const) {
    const jobTitle = input[`jobTitle.${locale}`];
    const biography = input[`biography.${locale}`];
    if (jobTitle || biography) {
      translations[locale] = {
        ...(jobTitle ? { jobTitle } : {}),
        ...(biography ? { biography } : {}),
      };
    }
  }
  const result = await context.db.transaction(async (tx): Promise<ProfileSaveResult> => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PROFILE_LOCK_KEY})`);
    const photoMediaId = input.photoMediaId || null;
    if (photoMediaId) {
      const [photo] = await tx
        .select({ id: media.id })
        .from(media)
        .where(and(eq(media.id, photoMediaId), eq(media.kind, "image")))
        .for("key share");
      if (!photo) {
        return { status: "invalid", errors: { photoMediaId: PROFILE_MESSAGES.photoMissing } };
      }
    }
    const [stored] = await tx
      .select({ slug: staffProfiles.slug, displayName: staffProfiles.displayName })
      .from(staffProfiles)
      .where(eq(staffProfiles.userId, userId));
    const slug =
      stored && stored.displayName === input.displayName
        ? stored.slug
        : await freeSlug(tx, input.displayName, userId);
    const row = {
      slug,
      displayName: input.displayName,
      jobTitle: input.jobTitle,
      biography: input.biography,
      photoMediaId,
      translations,
      updatedAt: new Date(),
    };
    await tx
      .insert(staffProfiles)
      .values({ userId, ...row })
      .onConflictDoUpdate({ target: staffProfiles.userId, set: row });
    return { status: "done", slug };
  });
  if (result.status === "done") context.contentChanged();
  return result;
}

/** An author page address made from `name` that no other profile has. */
async function freeSlug(db: AppDatabase, name: string, userId: string): Promise<string> {
  const base = addressFromTitle(name) || slugify(name).slice(0, 80) || "author";
  const taken = new Set(
    (
      await db
        .select({ slug: staffProfiles.slug })
        .from(staffProfiles)
        .where(
          and(
            ne(staffProfiles.userId, userId),
            sql`(${staffProfiles.slug} = ${base} or ${staffProfiles.slug} like ${`${base}-%`})`,
          ),
        )
    ).map((row) => row.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
  }
}

/** The refusals of a byline the article form cannot take. */
export const BYLINE_MESSAGES = {
  gone: "This staff member's account was removed or is waiting for approval. Choose the company or another staff member.",
  noProfile:
    "This staff member has no profile yet (Your account → Profile). Choose the company or another staff member.",
  authorsOwn: "Authors sign their articles with their own name or the company's.",
} as const;

/**
 * The staff members `actor` may name in an article's byline: editors and above, every approved
 * account with a profile; authors, themselves (once they have a profile). `current` (the
 * article's stored byline) is offered too while it is a staff member with a profile, so an
 * author's save keeps a byline an editor chose.
 */
export async function bylineChoices(
  db: AppDatabase,
  actor: SessionUser,
  current?: string | null,
): Promise<BylineChoice[]> {
  const rows = await db
    .select({ id: user.id, role: user.role, name: staffProfiles.displayName })
    .from(staffProfiles)
    .innerJoin(user, eq(user.id, staffProfiles.userId))
    .where(ne(user.role, "pending"))
    .orderBy(asc(staffProfiles.displayName));
  return rows
    .filter((row) => canEditAll(actor.role) || row.id === actor.id || row.id === current)
    .map((row) => ({ value: row.id, label: row.name }));
}

/**
 * Whether `actor` may sign an article with staff member `chosen`'s name: an approved account
 * with a profile; an author only with their own, or the one the article already has
 * (`current`). Gives the byline's text (the profile's display name, copied at save) or the
 * refusal shown at the form's 'Byline'.
 */
export async function checkByline(
  db: AppDatabase,
  actor: SessionUser,
  chosen: string,
  current: string | null,
): Promise<{ author: string } | { refusal: string }> {
  const [found] = await db
    .select({ role: user.role, name: staffProfiles.displayName })
    .from(user)
    .leftJoin(staffProfiles, eq(staffProfiles.userId, user.id))
    .where(eq(user.id, chosen));
  if (!found || !isStaff(found.role)) return { refusal: BYLINE_MESSAGES.gone };
  if (!canEditAll(actor.role) && chosen !== actor.id && chosen !== current) {
    return { refusal: BYLINE_MESSAGES.authorsOwn };
  }
  if (!found.name) return { refusal: BYLINE_MESSAGES.noProfile };
  return { author: found.name };
}

/** The staff member an article's byline names now (null: the company's, or none stored). */
export async function storedByline(db: AppDatabase, articleId: string): Promise<string | null> {
  const [row] = await db
    .select({ authorId: newsArticles.authorId })
    .from(newsArticles)
    .where(eq(newsArticles.id, articleId));
  return row?.authorId ?? null;
}

/** `authorId` if that account still exists, else null (a version restored after its removal). */
export async function existingAccount(
  db: AppDatabase,
  authorId: string | null | undefined,
): Promise<string | null> {
  if (!authorId) return null;
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.id, authorId));
  return row ? row.id : null;
}
