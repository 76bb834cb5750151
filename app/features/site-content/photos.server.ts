/**
 * The site's photos and videos and the media library: a chosen upload must be an image (or a
 * video) of the library, and a page shows each chosen photo with its upload's files (one query
 * for all of them).
 */

import { createHash } from "node:crypto";
import { and, desc, eq, inArray } from "drizzle-orm";
import { DEFAULT_SITE, type LogoImage, type SiteLogos } from "~/config/site";
import {
  fallbackKey,
  fallbackWidth,
  ICON_SIZES,
  iconKey,
  mediaUrl,
  shareImageKey,
} from "~/features/media/files";
import { type ClientMedia, toClientMedia } from "~/features/media/upload";
import type { Locale } from "~/lib/i18n";
import type { MediaFileInfo } from "~/lib/media-file";
import type { SitePhoto } from "~/lib/site";
import type { AppDatabase } from "../../../db/client.server";
import { media } from "../../../db/schema";
import { SITE, type SiteSection } from "./catalog";
import {
  isHeroOverlay,
  lightestPassing,
  OVERLAY_OPACITIES,
  overlayProblem,
  SAFEST_OVERLAY,
} from "./hero-overlay";
import {
  type SiteDocument,
  sectionFields,
  siteIdentity,
  sitePhotoChoices,
  valueIn,
} from "./site-document";

/** The images of the library among `ids`, by id (documents and unknown ids left out). */
async function imagesAmong(db: AppDatabase, ids: string[]): Promise<Map<string, MediaFileInfo>> {
  const found = new Map<string, MediaFileInfo>();
  if (ids.length === 0) return found;
  const rows = await db
    .select({
      id: media.id,
      kind: media.kind,
      state: media.state,
      hash: media.hash,
      contentType: media.contentType,
      width: media.width,
      height: media.height,
    })
    .from(media)
    .where(inArray(media.id, [...new Set(ids)]));
  for (const { id, ...info } of rows) if (info.kind === "image") found.set(id, info);
  return found;
}

/** Field errors for chosen photos that are not (or no longer) images of the media library. */
export async function mediaChoiceErrors(
  db: AppDatabase,
  section: SiteSection,
  values: Record<string, string>,
): Promise<Record<string, string>> {
  const chosen = sectionFields(section).flatMap((field) =>
    field.kind === "photo" && values[field.path] ? [field] : [],
  );
  const errors: Record<string, string> = await videoErrors(db, section, values);
  const images = await imagesAmong(
    db,
    chosen.map((field) => values[field.path] as string),
  );
  for (const field of chosen) {
    const image = images.get(values[field.path] as string);
    if (!image) {
      errors[field.path] =
        `${field.label}: that image is no longer in the media library; please choose another`;
    } else if (field.asset === "icon" && image.width !== image.height) {
      errors[field.path] =
        `${field.label} must be square: this image is ${image.width} × ${image.height} pixels`;
    }
  }
  return errors;
}

/** Measures white text's contrast over an image under each overlay (MediaLibrary.textContrast). */
export type MeasureContrast = (
  item: MediaFileInfo,
  opacities: readonly number[],
) => Promise<number[] | undefined>;

/**
 * The overlays of the section's photos that carry text, measured on each chosen photo: the
 * automatic one (the lightest that keeps the text at AA) is written into `values`; a chosen one
 * that leaves the text under AA is a field error naming the measured ratio. A photo that cannot
 * be measured (its file is gone, or cannot be read) gets the overlay that suits any photo.
 */
export async function checkOverlays(
  db: AppDatabase,
  measure: MeasureContrast,
  section: SiteSection,
  values: Record<string, string>,
): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  for (const field of sectionFields(section)) {
    if (field.kind !== "photo" || !field.overlay) continue;
    const id = values[field.path];
    const autoName = `${field.path}.autoOverlay`;
    values[autoName] = "";
    if (!id) continue;
    const item = (await imagesAmong(db, [id])).get(id);
    if (!item) continue; // refused by mediaChoiceErrors
    // A photo that cannot be decoded now is saved with the overlay that suits any photo.
    const contrasts = await measure(item, OVERLAY_OPACITIES).catch(() => undefined);
    if (!contrasts) {
      values[autoName] = SAFEST_OVERLAY;
      continue;
    }
    values[autoName] = lightestPassing(contrasts);
    const chosen = values[`${field.path}.overlay`] ?? "";
    const problem = isHeroOverlay(chosen) ? overlayProblem(chosen, contrasts) : undefined;
    if (problem) errors[`${field.path}.overlay`] = problem;
  }
  return errors;
}

/** A library video's address: /uploads/<hash>.mp4 or .webm. */
const LIBRARY_VIDEO = /^\/uploads\/([0-9a-f]{32})\.(mp4|webm)$/;

/** A video address naming the media library must name one of its videos. */
async function videoErrors(
  db: AppDatabase,
  section: SiteSection,
  values: Record<string, string>,
): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  for (const field of sectionFields(section)) {
    const address = values[field.path] ?? "";
    if (field.kind !== "text" || field.type !== "video" || !address.startsWith("/uploads/")) {
      continue;
    }
    const [, hash, extension] = LIBRARY_VIDEO.exec(address) ?? [];
    const [row] = hash
      ? await db
          .select({ contentType: media.contentType })
          .from(media)
          .where(and(eq(media.hash, hash), eq(media.kind, "video")))
      : [];
    if (!row || row.contentType !== `video/${extension}`) {
      errors[field.path] =
        `${field.label}: that video is not in the media library; please upload it again or choose another`;
    }
  }
  return errors;
}

/** The document's photos as `locale`'s pages show them; one whose upload is gone is left out. */
export async function sitePhotos(
  db: AppDatabase,
  doc: SiteDocument,
  locale: Locale,
): Promise<Record<string, SitePhoto>> {
  const choices = sitePhotoChoices(doc, locale);
  const images = await imagesAmong(
    db,
    Object.values(choices).map((choice) => choice.mediaId),
  );
  const photos: Record<string, SitePhoto> = {};
  for (const [path, choice] of Object.entries(choices)) {
    const found = images.get(choice.mediaId);
    if (found) photos[path] = { ...choice, media: found };
  }
  return photos;
}

/** How many of the library's newest images the editor offers to choose from. */
export const PHOTO_LIBRARY_LIMIT = 60;

/** The images the editor offers: the newest of the library, and the ones `chosen` (first). */
export async function photoLibrary(db: AppDatabase, chosen: string[]): Promise<ClientMedia[]> {
  const [newest, current] = await Promise.all([
    db
      .select()
      .from(media)
      .where(eq(media.kind, "image"))
      .orderBy(desc(media.createdAt))
      .limit(PHOTO_LIBRARY_LIMIT),
    chosen.length > 0
      ? db.select().from(media).where(inArray(media.id, chosen))
      : Promise.resolve([]),
  ]);
  const seen = new Set<string>();
  return [...current, ...newest]
    .filter((row) => row.kind === "image" && !seen.has(row.id) && seen.add(row.id))
    .map(toClientMedia);
}

/** How many of the library's newest videos a sector's video field offers. */
export const VIDEO_LIBRARY_LIMIT = 30;

/** The videos a sector page's video field offers, newest first. */
export async function videoLibrary(db: AppDatabase): Promise<ClientMedia[]> {
  const rows = await db
    .select()
    .from(media)
    .where(eq(media.kind, "video"))
    .orderBy(desc(media.createdAt))
    .limit(VIDEO_LIBRARY_LIMIT);
  return rows.map(toClientMedia);
}

/** A logo image's address: its upload's PNG or JPEG every client shows (e-mails too). */
function logoImage(item: MediaFileInfo): LogoImage {
  return {
    src: mediaUrl(fallbackKey(item)),
    width: fallbackWidth(item.width ?? 0),
    height: Math.round(
      ((item.height ?? 0) * fallbackWidth(item.width ?? 0)) / Math.max(1, item.width ?? 1),
    ),
  };
}

const iconsOf = (hash: string) =>
  Object.fromEntries(
    ICON_SIZES.map((size) => [String(size), mediaUrl(iconKey(hash, size))]),
  ) as SiteLogos["icons"];

/** The document's logo, its variant for dark backgrounds and its favicon, as the pages show them. */
export async function siteLogos(db: AppDatabase, doc: SiteDocument): Promise<SiteLogos> {
  const ids = {
    logo: valueIn(doc, SITE.settings.logo.path) ?? "",
    dark: valueIn(doc, SITE.settings.logoDark.path) ?? "",
    favicon: valueIn(doc, SITE.settings.favicon.path) ?? "",
  };
  const chosen = Object.values(ids).filter(Boolean);
  if (chosen.length === 0) return {};
  const images = await imagesAmong(db, chosen);
  const logo = images.get(ids.logo);
  const dark = images.get(ids.dark);
  const favicon = images.get(ids.favicon);
  const logos: SiteLogos = {};
  if (logo) {
    logos.onLight = logoImage(logo);
    logos.square = mediaUrl(iconKey(logo.hash, 512));
  }
  if (dark ?? logo) {
    const onDark = (dark ?? logo) as MediaFileInfo;
    logos.onDark = logoImage(onDark);
    logos.share = mediaUrl(
      shareImageKey(onDark.hash, nameKey(siteIdentity(doc, DEFAULT_SITE).name)),
    );
  }
  const icon = favicon ?? logo;
  if (icon) logos.icons = iconsOf(icon.hash);
  return logos;
}

/** The part of the link-preview image's name that stands for the company name. */
function nameKey(name: string): string {
  return createHash("sha256").update(name).digest("hex").slice(0, 12);
}

/** What the site's own images need of the media library (library.server.ts). */
export interface SiteImageWork {
  icon(item: MediaFileInfo, size: number): Promise<Buffer | undefined>;
  shareImage(item: MediaFileInfo, name: string, nameKey: string): Promise<boolean>;
}

/**
 * Makes the images a document's logo and favicon are shown with (their squares, the link-preview
 * image with the logo and the company name), kept in the storage beside the uploads, before the
 * document is stored: every instance finds them there, and a version restored later has them.
 */
export async function prepareSiteImages(
  db: AppDatabase,
  work: SiteImageWork,
  doc: SiteDocument,
): Promise<void> {
  const { logo, logoDark, favicon } = SITE.settings;
  const ids = [logo, logoDark, favicon].map((field) => valueIn(doc, field.path) ?? "");
  const images = await imagesAmong(db, ids.filter(Boolean));
  for (const item of images.values()) {
    for (const size of ICON_SIZES) await work.icon(item, size);
  }
  // On the preview's dark green: the variant for dark backgrounds, else the logo.
  const onDark = images.get(ids[1] as string) ?? images.get(ids[0] as string);
  if (onDark) {
    const name = siteIdentity(doc, DEFAULT_SITE).name;
    await work.shareImage(onDark, name, nameKey(name));
  }
}
